"""A small OpenAI-compatible engine for tests, on a loopback port: it answers /v1/models,
/props (as llama-server), /tokenize and streaming /v1/completions with scripted outputs, records
every request body, and injects the faults the HTTP backend must survive."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Engine:
    outputs: list[str] = field(default_factory=list)
    kind: str = "llama-server"  # or "vllm", "openai" (no /props, no tokenize)
    model: str = "smol"
    api_key: str | None = None
    fault: str | None = None  # see Handler._completions
    fault_after: int = 0  # completions served normally before the fault
    retry_after: str = "0"
    slow: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    completions: int = 0
    template: str | None = None
    url: str = ""
    answer: Callable[[str], str] | None = None  # the output as a function of the prompt
    lock: threading.Lock = field(default_factory=threading.Lock)

    def next_output(self, prompt: str) -> str:
        if self.answer is not None:
            return self.answer(prompt)
        with self.lock:
            return self.outputs.pop(0) if self.outputs else ""


class Handler(BaseHTTPRequestHandler):
    engine: Engine
    chat = False

    def log_message(self, *args: Any) -> None:
        pass

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def _authorized(self) -> bool:
        if self.engine.api_key and self.headers.get("Authorization") != f"Bearer {self.engine.api_key}":
            self._json(401, {"error": {"message": "invalid api key"}})
            return False
        return True

    def do_GET(self) -> None:
        if not self._authorized():
            return
        e = self.engine
        if self.path == "/v1/models":
            owner = {"vllm": "vllm", "llama-server": "llamacpp"}.get(e.kind, "someone")
            entry: dict[str, Any] = {"id": e.model, "object": "model", "owned_by": owner}
            if e.kind == "vllm":
                entry["max_model_len"] = 2048
            self._json(200, {"object": "list", "data": [entry]})
        elif self.path == "/props" and e.kind == "llama-server":
            props: dict[str, Any] = {"default_generation_settings": {"n_ctx": 4096}, "eos_token": "<|im_end|>",
                                     "total_slots": 1}  # fmt: skip
            if e.template:
                props["chat_template"] = e.template
            self._json(200, props)
        else:
            self._json(404, {"error": {"message": "not found"}})

    def do_POST(self) -> None:
        if not self._authorized():
            return
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        e = self.engine
        if self.path == "/tokenize" and e.kind in ("llama-server", "vllm"):
            text = body.get("content", body.get("prompt", ""))
            tokens = list(range(max(1, len(text) // 4)))
            self._json(
                200, {"tokens": tokens} if e.kind == "llama-server" else {"tokens": tokens, "count": len(tokens)}
            )
        elif self.path in ("/v1/completions", "/v1/chat/completions"):
            e.requests.append(body)
            self.chat = self.path.endswith("chat/completions")
            self._completions(body)
        else:
            self._json(404, {"error": {"message": "not found"}})

    def _completions(self, body: dict[str, Any]) -> None:
        e = self.engine
        e.completions += 1
        fault = e.fault if e.completions > e.fault_after else None
        if fault == "busy":  # 503 with Retry-After, then served
            e.fault = None
            self._json(503, {"error": {"message": "busy"}}, {"Retry-After": e.retry_after})
            return
        if fault == "429-always":
            self._json(429, {"error": {"message": "slow down"}}, {"Retry-After": e.retry_after})
            return
        if fault == "500":
            self._json(500, {"error": {"message": "out of memory"}})
            return
        if fault == "garbage":
            data = b"this is not json"
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        if fault == "closed":  # killed before its first byte: the request read, no reply at all
            self.close_connection = True
            self.connection.close()
            return
        if fault == "slow":
            time.sleep(e.slow)
        prompt = body.get("prompt") or "".join(m["content"] for m in body.get("messages", []))
        text = e.next_output(prompt)
        if not body.get("stream"):
            self._whole(body, text, fault)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        pieces = [text[i : i + 3] for i in range(0, len(text), 3)]
        for i, piece in enumerate(pieces):
            if fault == "reset" and i == len(pieces) // 2:
                # The connection dies mid-answer: closed with a reset, not a clean end.
                self.wfile.flush()
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                return
            choice = {"delta": {"content": piece}} if self.chat else {"text": piece}
            event = {"choices": [{"index": 0, **choice, "finish_reason": None}]}
            try:
                self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                return  # the client closed the stream: generation stops
        if fault == "truncated":
            return
        final: dict[str, Any] = {"choices": [{"index": 0, "text": "", "finish_reason": "stop"}]}
        if e.kind == "llama-server":
            final["usage"] = {"prompt_tokens": len(body.get("prompt", "")) // 4, "completion_tokens": len(pieces)}
            final["timings"] = {"prompt_n": 7}
        try:
            self.wfile.write(f"data: {json.dumps(final)}\n\ndata: [DONE]\n\n".encode())
        except (BrokenPipeError, ConnectionResetError):
            pass

    def _whole(self, body: dict[str, Any], text: str, fault: str | None) -> None:
        """A plain (not streamed) completion: the engine applies the stop sequences."""
        stops = [s for s in body.get("stop") or [] if s in text]
        stopped = min(stops, key=text.find) if stops else None
        if stopped is not None:
            text = text[: text.find(stopped)]
        choice = {"message": {"role": "assistant", "content": text}} if self.chat else {"text": text}
        answer: dict[str, Any] = {
            "choices": [{"index": 0, **choice, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": len(body.get("prompt", "")) // 4, "completion_tokens": max(1, len(text) // 3)},
        }
        if self.engine.kind == "llama-server":
            # As the live server (llama.cpp as vendored by llama-cpp-python 0.3.36) answers a plain
            # /v1/completions: timings, and no stopping_word (only its own /completion says which
            # stop ended the text), so a caller that must know streams.
            answer["timings"] = {"prompt_n": 7}
        data = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if fault in ("reset", "truncated"):
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            if fault == "reset":
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            return
        self.wfile.write(data)


def prompt_of(body: dict[str, Any]) -> str:
    """The text a request asks to continue: the raw prompt, or the chat turns' contents."""
    return body.get("prompt") or "".join(m["content"] for m in body.get("messages", []))


@contextmanager
def serve(engine: Engine) -> Iterator[Engine]:
    handler = type("BoundHandler", (Handler,), {"engine": engine})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    engine.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield engine
    finally:
        server.shutdown()
        server.server_close()
