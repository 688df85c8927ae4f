"""A minimal MCP server (the official SDK's MCPServer) with one read-only `echo` tool, for
bench/mcp_bench.py."""

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("echo")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def echo(text: str) -> str:
    """Repeat the text."""
    return text


if __name__ == "__main__":
    server.run()
