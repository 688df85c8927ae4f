"""`localagent serve` in a subprocess on a free loopback port, for tests to talk to."""

from __future__ import annotations

import http.client
import json
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from localagent.server.run import spawn


@contextmanager
def running_server(args: Sequence[str], log: Path, env: dict[str, str] | None = None) -> Iterator[str]:
    """The base URL (http://127.0.0.1:PORT/v1) of `localagent serve ARGS --port 0`."""
    process = None
    try:
        process, url = spawn(args, log, env=env)
        yield url
        assert process.poll() is None, f"the server died: {log.read_text(errors='replace')[-2000:]}"
    finally:
        if process is not None:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def scripted(
    tmp_path: Path,
    outputs: list[str],
    token_delay: float = 0.0,
    name: str = "script.json",
    hold: dict[str, str] | None = None,
) -> str:
    """A scripted backend's file; `hold` pauses its generations until a file appears
    (backends/scripted.py)."""
    path = tmp_path / name
    script: dict = {"outputs": outputs, "token_delay": token_delay, **({"hold": hold} if hold else {})}
    path.write_text(json.dumps(script), encoding="utf-8")
    return f"scripted:{path}"


class Reply:
    def __init__(self, status: int, headers: dict[str, str], text: str) -> None:
        self.status_code, self.headers, self.text = status, headers, text

    def json(self) -> Any:
        return json.loads(self.text)


def request(method: str, url: str, body: Any = None, raw: bytes | None = None, timeout: float = 60) -> Reply:
    """One plain HTTP request (no client library's retries or checks in between)."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    try:
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request(method, target, body=data, headers={"content-type": "application/json"})
        response = connection.getresponse()
        text = response.read().decode()
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, text)
    finally:
        connection.close()


def post(url: str, body: Any = None, raw: bytes | None = None, timeout: float = 60) -> Reply:
    return request("POST", url, body, raw, timeout)


def get(url: str, timeout: float = 60) -> Reply:
    return request("GET", url, timeout=timeout)
