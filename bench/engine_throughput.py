"""llama-server with slots against the in-process engine, on the same eval items, side by side.

    .venv/bin/python bench/engine_throughput.py [--items 8] [--slots 1,2,4] [--threads 2]

Starts llama-server (built by .ci/build-llama-server, or $LLAMA_SERVER_BIN) once per slot count on
a loopback port with the default model, and scores the first ITEMS items of
bench/suites/own_single.json: in process at concurrency 1, then through each server at
concurrency 1 and 4. Every measured pass follows one unmeasured pass over the same items, so
each meets the caches warm (llama-server's slots, the in-process prompt cache), and each is
run with prompt reuse on (the default) and off (`--no-prompt-cache`: each prompt evaluated
whole). Prints items per second, the ratio to in process, and the verdicts that differ from the
in-process run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from localagent.agent.agent import AgentConfig  # noqa: E402
from localagent.backends import BackendOptions, load_backend  # noqa: E402
from localagent.backends.models import default_package_model  # noqa: E402
from localagent.evaluation.runner import evaluate  # noqa: E402
from localagent.evaluation.suite import default_answers_path, load_suite  # noqa: E402
from tests.support.llama_server import LlamaServer, find_llama_server  # noqa: E402

SUITE = Path(__file__).resolve().parent / "suites" / "own_single.json"


def measure(backend: object, items: list, concurrency: int) -> tuple[float, list[bool]]:
    evaluate(backend, items, "simple", AgentConfig(), None, concurrency)  # the unmeasured pass
    started = time.perf_counter()
    results = evaluate(backend, items, "simple", AgentConfig(), None, concurrency)
    seconds = time.perf_counter() - started
    return len(items) / seconds, [bool(r.correct) for r in results]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=8)
    parser.add_argument("--slots", default="1,2,4")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    binary = find_llama_server()
    if binary is None:
        sys.exit("no llama-server: run .ci/build-llama-server or set LLAMA_SERVER_BIN")
    model = default_package_model()
    items = load_suite(SUITE, default_answers_path(SUITE))[: args.items]
    rows = []
    for cache in (True, False):
        here = load_backend("llama_cpp", BackendOptions(model=str(model), prompt_cache=cache))
        rate, verdicts = measure(here, items, 1)
        here.close()
        base = rate
        rows.append((f"in process, concurrency 1{'' if cache else ', no prompt reuse'}", rate, 1.0, 0, sum(verdicts)))
        for slots in [int(s) for s in args.slots.split(",")]:
            log = Path(tempfile.mkdtemp()) / "server.log"
            server = LlamaServer(binary, model, log, ctx=4096 * slots, slots=slots)
            server.threads = args.threads
            server.start()
            try:
                remote = load_backend(f"openai:{server.url}", BackendOptions(prompt_cache=cache))
                for concurrency in (1, 4):
                    r, v = measure(remote, items, concurrency)
                    differ = sum(a != b for a, b in zip(v, verdicts))
                    name = f"llama-server -np {slots}, concurrency {concurrency}{'' if cache else ', no prompt reuse'}"
                    rows.append((name, r, r / base, differ, sum(v)))
            finally:
                server.stop()
    print(f"{len(items)} items of {SUITE.name}, SmolLM2-135M-Instruct Q4_1, {args.threads} threads")
    print(f"{'engine':<56} {'items/s':>8} {'vs in process':>14} {'verdicts differ':>16} {'right':>6}")
    for name, rate, ratio, differ, right in rows:
        print(f"{name:<56} {rate:>8.2f} {ratio:>13.2f}x {differ:>16} {right:>6}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
