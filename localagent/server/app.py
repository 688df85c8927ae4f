"""The HTTP side of `serve`: a Starlette app speaking OpenAI's chat-completions API.

    POST /v1/chat/completions   the next assistant message (tool calls checked against their
                                schemas), or the whole agent for the model `localagent-agent`;
                                `stream: true` sends server-sent events
    GET  /v1/models             the loaded model and the agent
    GET  /health                liveness, queue length, counts
    GET  /                      the chat page (ui/chat.html; `--no-ui` leaves it out)
    GET  /v1/localagent/info    what the page shows: model, mode, tools, whether turns are logged
    GET  /v1/localagent/conversations[?q=TEXT]   the conversation log, newest first
    GET  /v1/localagent/conversations/ID         one conversation's turns

Every failure is an OpenAI error object (`{"error": {"message", "type", "param", "code"}}`)
with one line of text: never a traceback or a file path. The model runs on the scheduler's
worker threads; the event loop only reads requests, waits and writes.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import sys
import time
import traceback
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import IO, Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from ..errors import Cancelled, EngineUnavailableError, GenerationError, PromptTooLongError, UsageError, hide_paths
from ..stores.conversation_log import LogError
from .plans import APPROVE, DECLINE
from .protocol import (
    AGENT_MODEL,
    ChatRequest,
    RequestError,
    chunk_body,
    completion_body,
    completion_id,
    error_body,
    final_chunks,
    parse_chat_request,
    sse,
)
from .scheduler import FairScheduler, Job, QueueFull
from .service import ChatService, Outcome


@dataclass
class ServerLimits:
    api_key: str | None = None
    max_queue: int = 16
    workers: int = 1
    request_timeout: float | None = 120.0
    max_body: int = 4_000_000
    debug: bool = False
    ui: bool = True  # the chat page at /


PAGE = Path(__file__).with_name("ui") / "chat.html"


@cache
def chat_page() -> tuple[str, str]:
    """The chat page's HTML and the base64 SHA-256 of its one inline script (its CSP allows
    that script and no other: an answer that smuggled markup into the page could not run)."""
    html = PAGE.read_text(encoding="utf-8")
    script = html.split("<script>", 1)[1].split("</script>", 1)[0]
    return html, base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()


def public_text(text: str) -> str:
    """One line a client may see: file paths hidden, at most 500 characters."""
    line = " ".join(hide_paths(str(text)).split())
    return line[:500]


def _error(
    status: int, message: str, kind: str, param: str | None = None, headers: dict[str, str] | None = None,
    code: str | None = None,
):  # fmt: skip
    return JSONResponse(error_body(public_text(message), kind, param, code), status_code=status, headers=headers)


class Api:
    """The routes of one server: the service behind them, its limits, its queue and its log."""

    def __init__(self, service: ChatService, limits: ServerLimits, log: IO[str] | None = None) -> None:
        self.service, self.limits = service, limits
        self.scheduler = FairScheduler(self.limits.workers, self.limits.max_queue)
        self.log = log or sys.stderr

    def note(self, line: str) -> None:
        self.log.write(f"localagent serve: {line}\n")
        self.log.flush()

    def refuse(self, why: str) -> None:
        """A request the client must fix, answered 400 before it waits: said and counted."""
        self.note(f"refused: {why}")
        self.scheduler.counts["refused"] += 1

    def failure(self, exc: BaseException) -> JSONResponse:
        """The response for a request whose work raised `exc`."""
        if isinstance(exc, RequestError):
            return _error(exc.status, exc.message, exc.kind, exc.param, code=exc.code)
        if isinstance(exc, Cancelled) and exc.reason == "shutdown":
            return _error(503, "the server is shutting down", "server_shutting_down")
        if isinstance(exc, Cancelled):
            return _error(504, "the request took longer than the server's --request-timeout", "timeout")
        if isinstance(exc, UsageError):
            return _error(400, str(exc), "invalid_request_error")
        if isinstance(exc, PromptTooLongError):  # the asker's to shorten, as OpenAI answers it
            self.note(f"refused: {exc}")
            return _error(400, f"{exc}: shorten the messages or offer fewer tools", "invalid_request_error",
                          "messages", code="context_length_exceeded")  # fmt: skip
        if isinstance(exc, EngineUnavailableError):
            return _error(503, str(exc), "engine_unavailable")
        if isinstance(exc, GenerationError):
            return _error(500, f"generation failed: {exc}", "server_error")
        self.note(f"internal error: {type(exc).__name__}: {exc}")
        if self.limits.debug:
            traceback.print_exception(exc, file=self.log)
        return _error(500, "internal error (the server's log has the details)", "server_error")

    def authorized(self, request: Request) -> JSONResponse | None:
        if self.limits.api_key is None:
            return None
        given = request.headers.get("authorization", "")
        token = given[7:].strip() if given[:7].lower() == "bearer " else ""
        if hmac.compare_digest(token.encode(), self.limits.api_key.encode()):
            return None
        return _error(401, "invalid or missing API key (Authorization: Bearer KEY)", "invalid_api_key")

    async def chat(self, request: Request) -> Response:
        denied = self.authorized(request)
        if denied is not None:
            return denied
        try:
            chat_request = parse_chat_request(await _read_json(request, self.limits.max_body), dict(request.headers))
        except RequestError as exc:
            self.refuse(public_text(exc.message)[:200])
            return self.failure(exc)
        except RecursionError:  # a part of the body nested too deeply for the checks to read
            self.refuse("a request nested too deeply")
            return _error(400, "the request nests too deeply to read", "invalid_request_error")
        decided = chat_request.approve if chat_request.approve is not None else chat_request.decline
        if decided is not None:  # refused before it waits: an id never planned, or used already
            param = APPROVE if chat_request.approve is not None else DECLINE
            try:
                self.service.plans.check(decided, param)
            except RequestError as exc:
                self.refuse(public_text(exc.message)[:200])
                return self.failure(exc)
        loop = asyncio.get_running_loop()
        events: asyncio.Queue[str | dict[str, Any]] = asyncio.Queue()

        def emit(text: str | dict[str, Any]) -> None:
            loop.call_soon_threadsafe(events.put_nowait, text)

        client = chat_request.user or request.headers.get("x-client-id") or (request.client or ("?",))[0]
        deadline = time.monotonic() + self.limits.request_timeout if self.limits.request_timeout else None
        sink = emit if chat_request.stream else None
        job = Job(str(client), lambda j: self.service.run(chat_request, j, sink), deadline)
        try:
            await self.scheduler.submit(job)
        except QueueFull:
            retry = self.scheduler.retry_after()
            return _error(
                503, f"the server is busy ({self.scheduler.waiting} requests waiting); retry in {retry} s",
                "server_busy", headers={"Retry-After": str(retry)},
            )  # fmt: skip
        assert job.future is not None
        left = asyncio.ensure_future(_disconnected(request))
        # A stream starts once the model takes the request, so a refusal is still an
        # HTTP status and the queue wait can go in a header.
        until = asyncio.ensure_future(_taken(job)) if chat_request.stream else job.future
        handed_over = False  # the stream watches for the client leaving from then on
        try:
            outcome = await _first(until, left, job)
            if outcome == "disconnected":
                self.scheduler.withdraw(job, "disconnected")
                return Response(status_code=499)
            if outcome == "timeout":
                self.scheduler.withdraw(job, "timeout")
                return self.failure(Cancelled("timeout"))
            error = job.future.exception() if job.future.done() else None
            if error is not None:
                return self.failure(error)
            headers = {"x-localagent-queue-ms": str(round(job.queue_seconds * 1000))}
            if chat_request.stream:  # the model has taken the request (or has finished it already)
                handed_over = True
                return StreamingResponse(
                    _stream(chat_request, job, events, left, self.scheduler, self.failure),
                    media_type="text/event-stream", headers=headers,
                )  # fmt: skip
            result: Outcome = job.future.result()
            return JSONResponse(
                completion_body(completion_id(), chat_request.model, result.message, result.finish_reason,
                                result.usage, result.extra or None),
                headers=headers,
            )  # fmt: skip
        finally:
            if until is not job.future:
                until.cancel()
            if not handed_over:
                left.cancel()

    async def models(self, request: Request) -> Response:
        denied = self.authorized(request)
        if denied is not None:
            return denied
        created = int(time.time())
        data = [
            {"id": name, "object": "model", "created": created, "owned_by": "localagent"}
            for name in (self.service.model_name, AGENT_MODEL)
        ]
        return JSONResponse({"object": "list", "data": data})

    async def page(self, request: Request) -> Response:
        """The chat page: public (it holds no secret; what it asks for needs the key), one file,
        and held by its Content-Security-Policy to its own script and this server."""
        html, digest = chat_page()
        policy = (
            f"default-src 'none'; script-src 'sha256-{digest}'; style-src 'unsafe-inline'; img-src 'self' data:; "
            "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
        return HTMLResponse(html, headers={"Content-Security-Policy": policy, "Cache-Control": "no-cache",
                                           "X-Content-Type-Options": "nosniff"})  # fmt: skip

    async def info(self, request: Request) -> Response:
        denied = self.authorized(request)
        if denied is not None:
            return denied
        service = self.service
        return JSONResponse(
            {
                "model": service.model_name,
                "agent_model": AGENT_MODEL,
                "mode": service.completer.mode.label,
                "tools": [{"name": t.name, "description": t.description} for t in service.tools],
                "log": service.log is not None,
            }
        )

    async def conversations(self, request: Request) -> Response:
        denied = self.authorized(request)
        if denied is not None:
            return denied
        if self.service.log is None:
            return JSONResponse({"object": "list", "data": [], "log": False})
        query = request.query_params.get("q") or None
        try:
            found = await asyncio.to_thread(self.service.log.conversations, 100, query)
        except LogError as exc:
            self.note(str(exc))
            return _error(503, str(exc), "log_unavailable")
        return JSONResponse({"object": "list", "data": found, "log": True})

    async def conversation(self, request: Request) -> Response:
        denied = self.authorized(request)
        if denied is not None:
            return denied
        if self.service.log is None:
            return _error(404, "the server keeps no conversation log (--no-log)", "not_found")
        ident = request.path_params["ident"]
        try:
            turns = await asyncio.to_thread(self.service.log.conversation, ident)
        except LogError as exc:
            return _error(404, str(exc), "not_found")
        return JSONResponse({"id": turns[0].conversation, "turns": [t.to_json() for t in turns]})

    async def health(self, request: Request) -> Response:
        return JSONResponse(
            {
                "status": "ok",
                "model": self.service.model_name,
                "waiting": self.scheduler.waiting,
                "running": len(self.scheduler.running),
                **self.scheduler.counts,
            }
        )

    async def http_error(self, request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        kind = "not_found" if exc.status_code == 404 else "invalid_request_error"
        # The client's own path, said as it asked it (public_text would take it for a file's).
        detail = public_text(str(exc.detail))
        body = error_body(f"{request.method} {request.url.path}: {detail}", kind, None, None)
        return JSONResponse(body, status_code=exc.status_code)

    async def internal_error(self, request: Request, exc: Exception) -> Response:
        return self.failure(exc)

    @asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        self.scheduler.start()
        try:
            yield
        finally:
            await self.scheduler.stop()


def create_app(service: ChatService, limits: ServerLimits, log: IO[str] | None = None) -> Starlette:
    api = Api(service, limits, log)
    routes = [
        Route("/v1/chat/completions", api.chat, methods=["POST"]),
        Route("/v1/models", api.models, methods=["GET"]),
        Route("/health", api.health, methods=["GET"]),
        Route("/v1/localagent/info", api.info, methods=["GET"]),
        Route("/v1/localagent/conversations", api.conversations, methods=["GET"]),
        Route("/v1/localagent/conversations/{ident}", api.conversation, methods=["GET"]),
    ]
    if limits.ui:
        routes.append(Route("/", api.page, methods=["GET"]))
    handlers = {HTTPException: api.http_error, Exception: api.internal_error}
    app = Starlette(routes=routes, lifespan=api.lifespan, exception_handlers=handlers)
    app.state.scheduler = api.scheduler
    return app


async def _read_json(request: Request, limit: int) -> Any:
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > limit:
        raise RequestError(f"the request body is larger than {limit} bytes", None, 413)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise RequestError(f"the request body is larger than {limit} bytes", None, 413)
    try:
        return json.loads(body)
    except RecursionError:
        raise RequestError("the request body nests its JSON too deeply to read") from None
    except UnicodeDecodeError:
        raise RequestError("the request body is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise RequestError(f"the request body is not valid JSON ({exc.msg} at {where})") from None


async def _taken(job: Job) -> None:
    """Until the model takes `job`, or it ends without running (withdrawn: the server stops)."""
    assert job.future is not None
    started = asyncio.ensure_future(job.started.wait())
    try:
        await asyncio.wait({started, job.future}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        started.cancel()


async def _disconnected(request: Request) -> None:
    """Returns when the client goes away (the body has been read: what comes next is that)."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return


async def _first(work: asyncio.Future[Any], left: asyncio.Future[Any], job: Job) -> str:
    """ "done", "disconnected" or "timeout" (the job's deadline), whichever happens first."""
    done, _ = await asyncio.wait({work, left}, timeout=job.seconds_left(), return_when=asyncio.FIRST_COMPLETED)
    if work in done:
        return "done"
    return "disconnected" if left in done else "timeout"


def _piece(ident: str, model: str, got: str | dict[str, Any]) -> bytes:
    """The event for what the work emitted: the answer's text, or a tool call starting or
    ending (X-Localagent-Events), as a chunk with an empty delta and `localagent.event`."""
    if isinstance(got, dict):
        return sse({**chunk_body(ident, model, {}), "localagent": {"event": got}})
    return sse(chunk_body(ident, model, {"content": got}))


async def _stream(
    request: ChatRequest, job: Job, events: asyncio.Queue[str | dict[str, Any]], left: asyncio.Future[Any],
    scheduler: FairScheduler, failure: Any,
) -> AsyncIterator[bytes]:  # fmt: skip
    """Server-sent events: the answer's text as it is generated, then the calls, the finish
    reason and the usage. A client that leaves cancels the generation."""
    assert job.future is not None
    ident = completion_id()
    streamed = ""
    try:
        yield sse(chunk_body(ident, request.model, {"role": "assistant", "content": ""}))
        while not job.future.done():
            piece = asyncio.ensure_future(events.get())
            done, _ = await asyncio.wait(
                {piece, job.future, left}, timeout=job.seconds_left(), return_when=asyncio.FIRST_COMPLETED
            )
            if piece in done:
                got = piece.result()
                streamed += got if isinstance(got, str) else ""
                yield _piece(ident, request.model, got)
                continue
            piece.cancel()
            if left in done:
                scheduler.withdraw(job, "disconnected")
                return
            if not done:  # the deadline passed: the generation stops at its next token
                scheduler.withdraw(job, "timeout")
                await asyncio.wait({job.future})
        while not events.empty():  # what was emitted before the work finished
            got = events.get_nowait()
            streamed += got if isinstance(got, str) else ""
            yield _piece(ident, request.model, got)
        exc = job.future.exception()
        if exc is not None:
            yield sse(json.loads(failure(exc).body))
            return
        result: Outcome = job.future.result()
        usage = result.usage if request.include_usage else None
        for chunk in final_chunks(ident, request.model, result.message, streamed, result.finish_reason, usage,
                                  result.extra or None):  # fmt: skip
            yield sse(chunk)
        yield sse("[DONE]")
    finally:
        left.cancel()
        if not job.future.done():
            scheduler.withdraw(job, "disconnected")
