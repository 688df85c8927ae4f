"""JSON Schema for tools: built from Python type hints and docstrings, or normalised from
definitions written by hand (OpenAI style, plain style, BFCL's type names)."""

from __future__ import annotations

import enum
import inspect
import re
import types
import typing
from collections.abc import Callable
from typing import Any

_PRIMITIVES: dict[Any, dict[str, Any]] = {
    str: {"type": "string"},
    int: {"type": "integer"},
    float: {"type": "number"},
    bool: {"type": "boolean"},
    dict: {"type": "object"},
    list: {"type": "array"},
    tuple: {"type": "array"},
    type(None): {"type": "null"},
    Any: {},
}

# BFCL (and some hand-written definitions) use Python's names where JSON Schema has its own.
_TYPE_ALIASES = {
    "dict": "object",
    "float": "number",
    "tuple": "array",
    "list": "array",
    "int": "integer",
    "str": "string",
    "bool": "boolean",
    "any": None,
    "Any": None,
}


def type_to_schema(hint: Any) -> dict[str, Any]:
    """One Python annotation -> one JSON Schema fragment."""
    if hint is inspect.Parameter.empty:
        return {}
    if hint in _PRIMITIVES:
        return dict(_PRIMITIVES[hint])
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return {"enum": [m.value for m in hint]}
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Literal:
        values = list(args)
        schema: dict[str, Any] = {"enum": values}
        kinds = {type(v) for v in values}
        if len(kinds) == 1 and next(iter(kinds)) in _PRIMITIVES:
            schema = {**_PRIMITIVES[next(iter(kinds))], **schema}
        return schema
    if origin in (typing.Union, types.UnionType):
        non_null = [a for a in args if a is not type(None)]
        if len(non_null) == 1:
            return type_to_schema(non_null[0])
        return {"anyOf": [type_to_schema(a) for a in non_null]}
    if origin in (list, tuple, set, frozenset) or origin is typing.Sequence:
        schema = {"type": "array"}
        if args and args[0] is not Ellipsis:
            schema["items"] = type_to_schema(args[0])
        return schema
    if origin is dict:
        schema = {"type": "object"}
        if len(args) == 2:
            schema["additionalProperties"] = type_to_schema(args[1])
        return schema
    raise TypeError(
        f"unsupported parameter type {hint!r}: use str, int, float, bool, list, dict, Literal, Enum or Optional of them"
    )


def parse_docstring(doc: str | None) -> tuple[str, dict[str, str]]:
    """Google-style docstring -> (description, {param: description}).

    The description is everything before the first section header. In `Args:` (also
    `Arguments:`, `Parameters:`) an entry `name (type): text` sits at the section's first
    indentation; lines indented deeper continue the entry before them.
    """
    if not doc:
        return "", {}
    description: list[str] = []
    params: dict[str, str] = {}
    section: str | None = None
    entry_indent: int | None = None
    current: str | None = None
    for line in inspect.cleandoc(doc).splitlines():
        indent = len(line) - len(line.lstrip())
        header = re.match(r"^(\w[\w ]*):\s*$", line)
        if header and indent == 0:
            section, entry_indent, current = header.group(1).lower(), None, None
            continue
        if section is None:
            description.append(line)
            continue
        if section not in ("args", "arguments", "parameters", "params") or not line.strip():
            continue
        if entry_indent is None:
            entry_indent = indent
        entry = re.match(r"^\s*\*{0,2}(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$", line)
        if entry and indent == entry_indent:
            current = entry.group(1)
            params[current] = entry.group(2).strip()
        elif current:
            params[current] = (params[current] + " " + line.strip()).strip()
    return " ".join(" ".join(description).split()), params


def schema_from_function(fn: Callable[..., Any]) -> tuple[str, dict[str, Any]]:
    """(description, parameters schema) for a function, from its hints and docstring."""
    description, docs = parse_docstring(fn.__doc__)
    try:
        hints = typing.get_type_hints(fn)
    except Exception:  # names local to the caller: resolve what we can, one by one
        hints = {}
        namespace = {**vars(typing), **getattr(fn, "__globals__", {})}
        for name, annotation in getattr(fn, "__annotations__", {}).items():
            try:
                hints[name] = eval(annotation, namespace) if isinstance(annotation, str) else annotation  # noqa: S307 - annotations of the user's own function
            except Exception:
                hints[name] = annotation
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, param in inspect.signature(fn).parameters.items():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        hint = hints.get(name, param.annotation)
        prop = type_to_schema(hint)
        if name in docs:
            prop["description"] = docs[name]
        if param.default is inspect.Parameter.empty:
            required.append(name)
        elif param.default is not None and _json_compatible(param.default):
            prop["default"] = param.default
        properties[name] = prop
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return description, schema


def _json_compatible(value: Any) -> bool:
    return isinstance(value, (str, int, float, bool, list, dict))


def normalize_schema(schema: Any) -> Any:
    """Rewrite BFCL/Python type names into JSON Schema, recursively; never mutates input."""
    if isinstance(schema, list):
        return [normalize_schema(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type":
            if isinstance(value, list):
                mapped = [_TYPE_ALIASES.get(v, v) for v in value]
                if None in mapped:
                    continue
                out["type"] = mapped
            else:
                mapped_one = _TYPE_ALIASES.get(value, value)
                if mapped_one is None:
                    continue
                out["type"] = mapped_one
        elif key == "properties" and isinstance(value, dict):
            out[key] = {k: normalize_schema(v) for k, v in value.items()}
        elif key in ("items", "additionalProperties", "anyOf", "oneOf", "allOf", "not"):
            out[key] = normalize_schema(value)
        else:
            out[key] = value
    # BFCL writes "optional": true on properties; JSON Schema ignores unknown keys, so
    # the 'required' list stays the one source of truth.
    return out
