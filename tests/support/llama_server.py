"""llama.cpp's own server for the live engine tests: found where .ci/build-llama-server puts it
(or at $LLAMA_SERVER_BIN), started on a loopback port with slots, stopped and restarted."""

from __future__ import annotations

import hashlib
import os
import re
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

from localagent.backends.llama_cpp.context import LLAMA_SERVER_FLAGS

ROOT = Path(__file__).resolve().parents[2]
# Read when this module is imported, before a test's fixtures point HOME and the caches elsewhere.
_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
_GIVEN = os.environ.get("LLAMA_SERVER_BIN")


def build_folder() -> Path:
    """Where .ci/build-llama-server puts the build for the pinned version and the flags."""
    version = re.search(r'"llama-cpp-python==([0-9.]+)"', (ROOT / "pyproject.toml").read_text()).group(1)  # type: ignore[union-attr]
    flags = " ".join((ROOT / ".ci" / "llama-server.flags").read_text().split())
    key = hashlib.sha256(f"{version} {flags}".encode()).hexdigest()[:12]
    return _CACHE / "localagent-ci" / f"llama-server-{version}-{key}"


def find_llama_server() -> Path | None:
    path = Path(_GIVEN) if _GIVEN else build_folder() / "llama-server"
    return path if path.is_file() and os.access(path, os.X_OK) else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LlamaServer:
    """One llama-server process: `start()` waits until /health answers, `stop()` kills it."""

    def __init__(self, binary: Path, model: Path, log: Path, ctx: int = 4096, slots: int = 2) -> None:
        self.binary, self.model, self.log, self.ctx, self.slots = binary, model, log, ctx, slots
        self.port = free_port()
        self.threads = 1  # a test shares the machine with its client; a benchmark sets more
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self, timeout: float = 120) -> LlamaServer:
        env = {**os.environ, "LD_LIBRARY_PATH": str(self.binary.parent)}  # its shared libraries beside it
        command = [str(self.binary), "-m", str(self.model), "--host", "127.0.0.1", "--port", str(self.port),
                   "-c", str(self.ctx), "-np", str(self.slots), "-t", str(self.threads), "--no-webui",
                   *LLAMA_SERVER_FLAGS]  # evaluating as the in-process model does: the same text  # fmt: skip
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"llama-server did not start: {self.log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)
        self.process = None
