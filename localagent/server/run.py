"""Starting `localagent serve`: the extra's check, the listening socket, uvicorn."""

from __future__ import annotations

import ipaddress
import re
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from ..agent.agent import AgentConfig
from ..backends.base import Backend, check_concurrency
from ..errors import UsageError
from ..settings import Settings
from ..stores.conversation_log import ConversationLog
from ..tools.executor import Approver
from ..tools.registry import Registry
from .scheduler import FairScheduler

# The start-up line says where the server listens ("... on http://127.0.0.1:8000/v1 ...").
LISTENING = re.compile(r" on (http://\S+/v1)")
MISSING_EXTRA = "localagent serve needs the serve extra: pip install 'localagent[serve]' (Starlette and uvicorn)"


def _require_extra() -> None:
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise UsageError(MISSING_EXTRA) from None


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def listen(host: str, port: int) -> socket.socket:
    """The bound socket (port 0: any free one), or one line saying why not."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise UsageError(f"--host {host}: cannot be resolved ({exc.strerror})") from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


def serve(
    settings: Settings,
    tools: Registry | Callable[[Backend], Registry],
    config: AgentConfig,
    load_backend: Callable[[], Backend],
    approver: Approver,
    *,
    concurrency: int = 1,
    debug: bool = False,
    verbose: bool = False,
    log: IO[str] | None = None,
) -> int:
    _require_extra()
    import uvicorn

    from .app import ServerLimits, create_app
    from .service import ChatService

    log = log or sys.stderr
    sock = listen(settings.host, settings.port)
    try:
        backend = load_backend()
    except BaseException:
        sock.close()
        raise
    try:
        check_concurrency(backend, concurrency)
        limits = ServerLimits(
            api_key=settings.serve_api_key, max_queue=settings.max_queue, workers=concurrency,
            request_timeout=settings.request_timeout, max_body=settings.max_body, debug=debug, ui=settings.ui,
        )  # fmt: skip
        offered = tools if isinstance(tools, Registry) else tools(backend)  # sub-agents run on the loaded model
        conversations = ConversationLog(settings.log_db) if settings.log else None
        warned: list[str] = []

        def warn(line: str) -> None:  # once per kind of problem, not once per request
            if line not in warned:
                warned.append(line)
                log.write(f"localagent serve: {line}; answers go on without it\n")
                log.flush()

        service = ChatService(backend, config, offered, approver, conversations, warn)
        app = create_app(service, limits, log)
        host, port = sock.getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        if not is_loopback(settings.host) and settings.serve_api_key is None:
            log.write(
                "localagent serve: WARNING: listening on a non-loopback address without an API key: anyone who can "
                "reach this machine can use the model and the agent's tools. Set --api-key (or "
                "LOCALAGENT_SERVE_API_KEY).\n"
            )
        log.write(
            f"localagent serve: {backend.model_name} (mode {service.completer.mode.label}) on http://{shown}:{port}/v1"
            f" — models: {backend.model_name}, localagent-agent"
            f"{'; key required' if settings.serve_api_key else ''}"
            f"{f'; chat page at http://{shown}:{port}/' if settings.ui else ''}\n"
        )
        log.flush()
        server = _server(
            app.state.scheduler,
            uvicorn.Config(
                app,
                log_level="info" if verbose else "warning",
                access_log=verbose,
                lifespan="on",
                timeout_graceful_shutdown=5,
            ),  # fmt: skip
        )
        server.run(sockets=[sock])
    finally:  # the scheduler has waited for any generation to stop: the model is not in use
        sock.close()
        backend.close()
    return 0


def _server(scheduler: FairScheduler, config: Any) -> Any:
    """uvicorn's server, whose Ctrl-C or SIGTERM also ends the requests under way at once (a
    503, or a stream's last event saying why): uvicorn alone waits for them to end by themselves
    for its graceful time, then cancels them with a traceback."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            super().handle_exit(sig, frame)
            scheduler.stopping()

    return Server(config)


def spawn(
    args: Sequence[str], log: Path, *, prefix: Sequence[str] = (), env: Mapping[str, str] | None = None,
    timeout: float = 120.0,
) -> tuple[subprocess.Popen[bytes], str]:  # fmt: skip
    """`localagent serve --port 0 ARGS` in a subprocess (after `prefix`, e.g. taskset), its
    output in `log`; the process and its base URL once it listens. RuntimeError with the end
    of its log when it exits or does not listen in time (stopped then)."""
    command = [*prefix, sys.executable, "-m", "localagent", "serve", "--port", "0", *args]
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + timeout
    while True:
        found = LISTENING.search(log.read_text(errors="replace"))
        if found:
            return process, found.group(1)
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            process.wait()
            raise RuntimeError(f"localagent serve did not start: {log.read_text(errors='replace')[-2000:]}")
        time.sleep(0.05)
