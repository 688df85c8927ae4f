"""`localagent mcp-server`: the built-in offline tools (calculator, dates, units, and with
--docs the document search, with --root the sandboxed file tools) as a stdio MCP server,
for any MCP client (desktop apps, editors, other agents).

Built on the official SDK's low-level `Server` (the `mcp` extra) so each tool is published
with exactly the JSON Schema localagent itself shows models and validates against, and every
call runs through the same executor: validation, timeout, truncation, the result guard, no
traceback in a result. Errors the caller can fix come back as `isError` results. Nothing but
protocol messages is written to stdout.
"""

from __future__ import annotations

from typing import Any

from ...trace import Tracer
from ...types import ToolCall
from ..executor import Approver, Executor, ExecutorConfig, deny_all
from ..registry import Registry
from .hub import require_sdk


def tool_listing(registry: Registry) -> list[Any]:
    import mcp.types as types

    return [
        types.Tool(
            name=t.name,
            description=t.description,
            input_schema=t.parameters,
            # The built-ins only read (files within --root) and compute; a tool that needs
            # approval here would be one that changes things.
            annotations=types.ToolAnnotations(
                read_only_hint=not (t.requires_approval or t.irreversible),
                destructive_hint=t.irreversible,
                open_world_hint=False,
            ),
        )
        for t in registry
    ]


def build_server(
    registry: Registry, config: ExecutorConfig, trace: str | None = None, approver: Approver = deny_all
) -> Any:
    """The server: each call through one executor for the server's life, so a check a client
    called counts for its later calls, and an irreversible call runs once per arguments
    (tools/preconditions.py); what needs approval runs only when `approver` approves it."""
    import anyio
    import mcp.types as types
    from mcp.server.lowlevel import Server

    tracer = Tracer(trace)
    executor = Executor(registry, config, tracer, approver)
    listing = tool_listing(registry)

    async def list_tools(ctx: Any, params: Any) -> Any:
        return types.ListToolsResult(tools=listing)

    async def call_tool(ctx: Any, params: Any) -> Any:
        call = ToolCall(params.name, dict(params.arguments or {}), "mcp")
        record = await anyio.to_thread.run_sync(executor.run_one, call)
        tracer.events.clear()  # the file keeps them; a long-lived server does not
        structured = record.data if isinstance(record.data, dict) else None
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=record.observation)],
            structured_content=structured,
            is_error=not record.ok,
        )

    return Server("localagent", on_list_tools=list_tools, on_call_tool=call_tool)


def run_mcp_server(
    registry: Registry, config: ExecutorConfig, trace: str | None = None, approver: Approver = deny_all
) -> int:
    require_sdk()
    import anyio
    from mcp.server.stdio import stdio_server

    server = build_server(registry, config, trace, approver)

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)
    return 0
