"""MCP servers' tools as localagent tools: the same Tool objects as Python functions, so their
input schemas drive prompts, grammars and validation, and the executor runs them (timeouts,
approval, truncation, the result guard).

- A tool without `readOnlyHint: true` may change things (MCP's default): it needs approval
  like any `requires_approval` tool (`--allow TOOL`, `--yes`, or a y/N on a terminal).
- A tool annotated `destructiveHint: true` is irreversible (tools/preconditions.py): it runs
  once per arguments in a run, never as a policy's proposal, and only when approved.
- A name already taken (a built-in, a `--tools-from` function, an earlier server's tool) is
  offered as `<server>_<tool>`; the warning says so.
- A tool whose input schema is not a valid JSON Schema object is skipped with a warning.
- Results: the text blocks joined; structured content as JSON when there is no text; other
  blocks described in one line. `isError` results go back to the model as a fixable error,
  first line only, file paths hidden (never the server's traceback).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from ...errors import ToolRetry, UsageError, hide_paths
from ..registry import Registry, Tool, ToolOutput, tool_from_definition
from .hub import McpHub, McpResult

_NOT_NAME = re.compile(r"[^A-Za-z0-9_-]+")
_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")
ERROR_CHARS = 300


def result_text(result: McpResult) -> str:
    parts = []
    for block in result.content:
        kind = getattr(block, "type", None)
        if kind == "text":
            parts.append(block.text)
        elif kind in ("image", "audio"):
            parts.append(f"[{kind}: {getattr(block, 'mime_type', '?')}, {len(getattr(block, 'data', '') or '')} bytes]")
        elif kind == "resource":
            resource = block.resource
            parts.append(getattr(resource, "text", None) or f"[resource {resource.uri}]")
        elif kind == "resource_link":
            parts.append(f"[resource {block.uri}]")
    text = "\n".join(p for p in parts if p)
    if not text and result.structured is not None:
        text = json.dumps(result.structured, ensure_ascii=False)
    return text


def error_text(text: str) -> str:
    """What the model may see of a tool's own error: its first line, paths hidden, short."""
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    first = next((ln for ln in lines if not ln.startswith(("Traceback", "File ", "  File"))), "the tool failed")
    return hide_paths(first)[:ERROR_CHARS]


def _caller(hub: McpHub, server: str, name: str) -> Callable[..., Any]:
    def call(**arguments: Any) -> ToolOutput:
        result = hub.call(server, name, arguments)
        if result.is_error:
            raise ToolRetry(f"{name}: {error_text(result_text(result) or 'the tool reported an error')}")
        return ToolOutput(result_text(result), result.structured)

    return call


def mcp_tools(hub: McpHub, taken: set[str], warn: Callable[[str], None], call_timeout: float) -> list[Tool]:
    """Every listed tool of every running server, in server order."""
    tools: list[Tool] = []
    names = set(taken)
    for server, conn in hub.connections.items():
        if conn.dropped is not None:
            continue
        for listed in conn.tools:
            definition = {
                "name": listed.name,
                "description": listed.description or listed.title or "",
                "parameters": listed.input_schema if isinstance(listed.input_schema, dict) else None,
            }
            try:
                if not isinstance(definition["parameters"], dict):
                    raise UsageError("its input schema is not an object")
                tool = tool_from_definition(definition, _caller(hub, server, listed.name))
            except UsageError as exc:
                warn(f"MCP server {server}: tool {listed.name!r} skipped: {exc}")
                continue
            name = listed.name
            if not _NAME.fullmatch(name) or name in names:
                name = _NOT_NAME.sub("_", f"{server}_{listed.name}")[:64]
                while name in names:
                    name += "_"
                warn(f"MCP server {server}: tool {listed.name!r} is offered as {name!r} (the name is taken)")
            annotations = listed.annotations
            tool.name = name
            tool.requires_approval = not (annotations is not None and annotations.read_only_hint is True)
            # A destructive tool (MCP's `destructiveHint`) is one that cannot be undone.
            tool.irreversible = annotations is not None and annotations.destructive_hint is True
            tool.timeout = call_timeout + 10  # the hub's own deadline comes first, and restarts the server
            tool.source = f"mcp:{server}"
            names.add(name)
            tools.append(tool)
    return tools


def add_mcp_tools(registry: Registry, hub: McpHub, warn: Callable[[str], None], call_timeout: float) -> Registry:
    for tool in mcp_tools(hub, set(registry.names), warn, call_timeout):
        registry.add(tool)
    return registry
