"""`serve`'s app over a ChatService, run by uvicorn in a thread of the test's own process: the
base URL of its OpenAI API (`/v1`) while the block runs."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from localagent.server.app import ServerLimits, create_app
from localagent.server.run import listen
from localagent.server.service import ChatService


@contextmanager
def in_process_server(service: ChatService, limits: ServerLimits | None = None) -> Iterator[str]:
    app = create_app(service, limits or ServerLimits(), log=open("/dev/null", "w"))  # noqa: SIM115
    sock = listen("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started and thread.is_alive():  # started is set once it listens
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
