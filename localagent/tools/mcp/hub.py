"""Connections to MCP servers, through the official `mcp` SDK (the `mcp` extra).

The SDK is asynchronous; the agent is not. One background thread runs an event loop that owns
every server's session: each server is one task that opens the transport (a subprocess over
stdio, or streamable HTTP), initialises, lists the tools and then holds the session until it
is closed, so the SDK's cancel scopes open and close in the same task. Calls come from the
agent's threads and wait on that loop with a deadline.

A server that hangs past the call's timeout, crashes or closes its pipe is restarted once
for the next call; if it cannot be started again its tools answer that it is unavailable and
the run goes on. `close()` shuts every server down (stdin closed, then terminated, as the
SDK's stdio transport does), also on Ctrl-C (the CLI closes the hub in a `finally`) and at
interpreter exit.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import sys
import threading
from collections.abc import Coroutine
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import IO, Any

from ...errors import ToolExecutionError, UsageError
from .specs import McpServerSpec

MISSING_EXTRA = "MCP servers need the mcp extra: pip install 'localagent[mcp]' (the official MCP SDK)"
LIST_PAGES = 50  # tools/list pages read at most


def require_sdk() -> None:
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise UsageError(MISSING_EXTRA) from None


@dataclass
class McpResult:
    """What a tools/call answered."""

    content: list[Any]  # the SDK's content blocks
    structured: Any = None
    is_error: bool = False


class _Connection:
    def __init__(self, spec: McpServerSpec, errlog: IO[str]) -> None:
        self.spec, self.errlog = spec, errlog
        self.session: Any = None
        self.tools: list[Any] = []
        self.dropped: str | None = None  # why it is no longer used
        self.lock = threading.Lock()  # one restart at a time
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    async def open(self, timeout: float) -> list[Any]:
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[list[Any]] = loop.create_future()
        # A server that did not answer in time is given up below; the failure its task sets
        # afterwards is read here, or asyncio prints "Future exception was never retrieved".
        ready.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._stop = asyncio.Event()
        self._task = asyncio.create_task(self._hold(ready, self._stop))
        try:
            return await asyncio.wait_for(asyncio.shield(ready), timeout)
        except BaseException:
            await self.close()
            raise

    async def _hold(self, ready: asyncio.Future[list[Any]], stop: asyncio.Event) -> None:
        from mcp import ClientSession, StdioServerParameters, stdio_client
        from mcp.client.streamable_http import streamable_http_client
        from mcp.types import PaginatedRequestParams

        try:
            async with AsyncExitStack() as stack:
                if self.spec.url is not None:
                    streams = await stack.enter_async_context(streamable_http_client(self.spec.url))
                    read, write = streams[0], streams[1]
                else:
                    params = StdioServerParameters(
                        command=self.spec.command or "", args=list(self.spec.args), env=self.spec.env or None,
                        cwd=self.spec.cwd,
                    )  # fmt: skip
                    read, write = await stack.enter_async_context(stdio_client(params, errlog=self.errlog))  # type: ignore[arg-type]
                session = await stack.enter_async_context(ClientSession(read, write))
                await session.initialize()
                tools, cursor = [], None
                for _ in range(LIST_PAGES):
                    page = await session.list_tools(params=PaginatedRequestParams(cursor=cursor) if cursor else None)
                    tools += page.tools
                    cursor = page.next_cursor
                    if not cursor:
                        break
                self.session, self.tools = session, tools
                if not ready.done():
                    ready.set_result(tools)
                await stop.wait()
        except BaseException as exc:  # noqa: BLE001 - reported to whoever waits on `ready`
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else ConnectionError("cancelled"))
            if isinstance(exc, asyncio.CancelledError):
                raise
        finally:
            self.session = None

    async def close(self) -> None:
        if self._stop is not None:
            self._stop.set()
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), 8)
            except BaseException:  # noqa: BLE001 - a server that will not stop is cancelled
                self._task.cancel()
                try:
                    await asyncio.wait_for(self._task, 4)
                except BaseException:  # noqa: BLE001
                    pass
        self.session = None


def describe_failure(exc: BaseException) -> str:
    """One line for a server that failed: the exception's message, without a traceback."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
        return "it did not answer in time"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:200]


class McpHub:
    def __init__(self, call_timeout: float = 30.0, start_timeout: float = 30.0, errlog: IO[str] | None = None) -> None:
        require_sdk()
        self.call_timeout, self.start_timeout = call_timeout, start_timeout
        # A server's stderr goes here (default: discarded, so it cannot garble the terminal).
        self.errlog = errlog or open(os.devnull, "w")  # noqa: SIM115 - closed in close()
        self.connections: dict[str, _Connection] = {}
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="localagent-mcp", daemon=True)
        self._thread.start()
        self._closed = False
        atexit.register(self.close)

    def _wait(self, coro: Coroutine[Any, Any, Any], timeout: float) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def start(self, specs: list[McpServerSpec]) -> dict[str, str]:
        """Start every server at once; the ones that failed, with why (one line each)."""
        for spec in specs:
            self.connections[spec.name] = _Connection(spec, self.errlog)

        async def open_one(conn: _Connection) -> str | None:
            try:
                await conn.open(self.start_timeout)
            except BaseException as exc:  # noqa: BLE001 - one server failing is reported, not raised
                conn.dropped = describe_failure(exc)
                return conn.dropped
            return None

        async def open_all() -> list[str | None]:
            return list(await asyncio.gather(*(open_one(c) for c in self.connections.values())))

        outcomes = self._wait(open_all(), self.start_timeout + 20)
        return {name: why for name, why in zip(self.connections, outcomes) if why is not None}

    def call(self, server: str, tool: str, arguments: dict[str, Any], timeout: float | None = None) -> McpResult:
        """tools/call on `server`; ToolExecutionError (one line) when the server fails."""
        timeout = self.call_timeout if timeout is None else timeout
        conn = self.connections.get(server)
        if conn is None or conn.dropped is not None and conn.session is None:
            raise ToolExecutionError(f"tool {tool} failed: the MCP server {server} is not available")
        session = conn.session
        if session is None:
            session = self._restart(conn)
        try:
            result = self._wait(session.call_tool(tool, arguments, read_timeout_seconds=timeout), timeout + 5)
        except BaseException as exc:  # noqa: BLE001 - the server failed: restart it for the next call
            if isinstance(exc, KeyboardInterrupt):
                raise
            timed_out = (
                isinstance(exc, TimeoutError) or "timed out" in str(exc).lower() or "timeout" in str(exc).lower()
            )
            if not timed_out and _is_protocol_error(exc):
                raise ToolExecutionError(f"tool {tool} failed: the MCP server {server} refused the call") from None
            self._restart(conn, session)
            what = f"did not answer within {timeout:g} s" if timed_out else "stopped during the call"
            state = "it was restarted" if conn.dropped is None else "it could not be restarted and was dropped"
            raise ToolExecutionError(f"tool {tool} failed: the MCP server {server} {what}; {state}") from None
        return McpResult(list(result.content or []), result.structured_content, bool(result.is_error))

    def _restart(self, conn: _Connection, broken: Any = None) -> Any:
        """A fresh session for `conn` (unless another thread made one since `broken`)."""
        with conn.lock:
            if conn.session is not None and conn.session is not broken:
                return conn.session
            try:
                self._wait(conn.close(), 15)
                self._wait(conn.open(self.start_timeout), self.start_timeout + 20)
                conn.dropped = None
            except BaseException as exc:  # noqa: BLE001
                conn.dropped = describe_failure(exc)
                raise ToolExecutionError(f"the MCP server {conn.spec.name} is not available") from None
            return conn.session

    def close(self) -> None:
        """Shut every server down and stop the loop (idempotent)."""
        if self._closed:
            return
        self._closed = True
        atexit.unregister(self.close)

        async def close_all() -> None:
            await asyncio.gather(*(c.close() for c in self.connections.values()), return_exceptions=True)

        try:
            self._wait(close_all(), 20)
        except BaseException:  # noqa: BLE001 - closing goes on whatever one server does
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        if self.errlog is not sys.stderr:
            self.errlog.close()


def _is_protocol_error(exc: BaseException) -> bool:
    """An error answer from a live server (unknown tool, bad params): no restart needed."""
    try:
        from mcp.shared.exceptions import MCPError
    except ImportError:
        return False
    return isinstance(exc, MCPError) and exc.code not in (-32000, -32001) and "closed" not in str(exc).lower()
