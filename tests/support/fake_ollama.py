"""A small Ollama server for tests: /api/tags, /api/generate (whole and streamed as
newline-delimited JSON) with scripted outputs; every request body recorded."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Ollama:
    outputs: list[str] = field(default_factory=list)
    models: list[str] = field(default_factory=lambda: ["qwen2.5:0.5b"])
    requests: list[dict[str, Any]] = field(default_factory=list)
    url: str = ""


class Handler(BaseHTTPRequestHandler):
    server_state: Ollama

    def log_message(self, *args: Any) -> None:
        pass

    def _json(self, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/api/tags":
            self._json({"models": [{"name": m} for m in self.server_state.models]})
        else:
            self.send_error(404)

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
        state = self.server_state
        if self.path != "/api/generate":
            self.send_error(404)
            return
        state.requests.append(body)
        text = state.outputs.pop(0) if state.outputs else ""
        stops = [s for s in body.get("options", {}).get("stop") or [] if s in text]
        if stops:
            text = text[: min(text.find(s) for s in stops)]
        final = {"done": True, "done_reason": "stop", "prompt_eval_count": 11, "eval_count": max(1, len(text) // 3)}
        if not body.get("stream"):
            self._json({"model": body["model"], "response": text, **final})
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson")
        self.end_headers()
        try:
            for i in range(0, len(text), 3):
                self.wfile.write((json.dumps({"response": text[i : i + 3], "done": False}) + "\n").encode())
            self.wfile.write((json.dumps({"response": "", **final}) + "\n").encode())
        except (BrokenPipeError, ConnectionResetError):
            pass


@contextmanager
def serve(state: Ollama) -> Iterator[Ollama]:
    handler = type("BoundOllama", (Handler,), {"server_state": state})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
