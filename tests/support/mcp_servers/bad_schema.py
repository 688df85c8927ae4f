"""An MCP server (the SDK's low-level Server) that lists one tool with an invalid input
schema beside a good one."""

from __future__ import annotations

import anyio
import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server


async def list_tools(ctx, params):  # type: ignore[no-untyped-def]
    return types.ListToolsResult(
        tools=[
            types.Tool(
                name="broken",
                description="bad schema",
                input_schema={"type": "object", "properties": {"x": {"type": "nonsense"}}},
            ),
            types.Tool(
                name="fine",
                description="good schema",
                input_schema={"type": "object", "properties": {"x": {"type": "string"}}},
            ),
        ]
    )


async def call_tool(ctx, params):  # type: ignore[no-untyped-def]
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"fine: {params.arguments}")])


server = Server("bad-schema", on_list_tools=list_tools, on_call_tool=call_tool)


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
