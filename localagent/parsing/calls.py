"""What every format does once it has a tool name and raw arguments: level-3 fixes.

Shared by the ReAct, marker and JSON parsers so a call is normalised the same way whatever
format it arrived in: a misspelt tool name matched to the registry (only when the match
is unique and close), a bare value given to the tool's single required parameter, a JSON
string decoded, and values coerced losslessly to the schema.
"""

from __future__ import annotations

import json
from typing import Any

from ..tools.registry import Registry
from .coerce import coerce_arguments

BARE = object()  # marker key: "this argument had no name"


def normalize_call(name: str, arguments: Any, tools: Registry | None) -> tuple[str, dict[str, Any], list[str]]:
    """Return (tool name, argument object, level-3 repairs made)."""
    repairs: list[str] = []
    name = name.strip()
    if tools is not None and name not in tools:
        match = tools.closest_name(name)
        if match is not None:
            repairs.append(f"matched tool name {name!r} to {match!r}")
            name = match
    tool = tools.find(name) if tools is not None else None
    if isinstance(arguments, str):
        stripped = arguments.strip()
        if stripped[:1] == "{":
            try:
                decoded = json.loads(stripped)
            except ValueError:
                decoded = None
            if isinstance(decoded, dict):
                repairs.append("decoded arguments given as a JSON string")
                arguments = decoded
    if arguments is None or arguments == "":
        arguments = {}
    if not isinstance(arguments, dict):
        target = _single_parameter(tool)
        if target is None:
            return name, _unnamed(arguments), repairs
        repairs.append(f"gave the bare value to parameter {target!r}")
        arguments = {target: arguments}
    if tool is not None:
        arguments, coerced = coerce_arguments(arguments, tool.parameters)
        repairs.extend(coerced)
    return name, arguments, repairs


def _unnamed(value: Any) -> dict[str, Any]:
    # Kept under an empty key so validation says "unknown argument ''" to the model and
    # the trace shows what it sent, instead of the value silently vanishing.
    return {"": value}


def _single_parameter(tool: Any) -> str | None:
    """The parameter a bare value belongs to: the only required one, or the only one."""
    if tool is None:
        return None
    required = tool.required
    if len(required) == 1:
        return str(required[0])
    props = list(tool.properties)
    if not required and len(props) == 1:
        return str(props[0])
    return None
