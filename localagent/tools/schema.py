"""JSON Schema for tools: built from Python type hints and docstrings, or normalised from
definitions written by hand (OpenAI style, plain style, BFCL's type names)."""

from __future__ import annotations

import dataclasses
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
    structured = _structured_schema(hint)
    if structured is not None:
        return structured
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
        f"unsupported parameter type {hint!r}: use str, int, float, bool, list, dict, Literal, Enum, a dataclass, "
        "a TypedDict, a pydantic model or Optional of them"
    )


def _structured_schema(hint: Any) -> dict[str, Any] | None:
    """An object type's schema: a pydantic model's own (its `$defs` kept beside it, hoisted
    to the parameters' root by schema_from_function), a dataclass's or a TypedDict's fields."""
    if not isinstance(hint, type):
        return None
    model_schema = getattr(hint, "model_json_schema", None)
    if callable(model_schema):  # pydantic v2, without importing it
        schema = dict(model_schema())
        schema.pop("title", None)
        return schema
    if dataclasses.is_dataclass(hint) or typing.is_typeddict(hint):
        hints = typing.get_type_hints(hint)
        if dataclasses.is_dataclass(hint):
            fields = [f for f in dataclasses.fields(hint) if f.init]
            names = [f.name for f in fields]
            required = [
                f.name for f in fields
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
            ]  # fmt: skip
        else:
            names = list(hints)
            required = sorted(getattr(hint, "__required_keys__", ()), key=names.index)
        properties = {name: type_to_schema(hints[name]) for name in names}
        defs = {k: v for p in properties.values() for k, v in p.pop("$defs", {}).items()}
        schema = {"type": "object", "properties": properties, **({"required": required} if required else {})}
        return {**schema, **({"$defs": defs} if defs else {})}
    return None


def _apply(build: Callable[[Any], Any] | None, value: Any) -> Any:
    return value if build is None or value is None else build(value)


def value_builder(hint: Any) -> Callable[[Any], Any] | None:
    """How to turn a validated JSON argument into what a parameter typed `hint` expects: a
    pydantic model validated, a dataclass built (its fields too), lists and Optionals of them
    element by element; None when the JSON value is already right (TypedDicts are dicts)."""
    validate = getattr(hint, "model_validate", None) if isinstance(hint, type) else None
    if callable(validate):
        return validate  # type: ignore[no-any-return]
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        inner = {f.name: value_builder(hints[f.name]) for f in dataclasses.fields(hint) if f.init}

        def build(value: Any) -> Any:
            if not isinstance(value, dict):
                return value
            return hint(**{k: _apply(inner.get(k), v) for k, v in value.items()})

        return build
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        non_null = [a for a in args if a is not type(None)]
        one = value_builder(non_null[0]) if len(non_null) == 1 else None
        return (lambda value: _apply(one, value)) if one is not None else None
    if origin in (list, tuple, set, frozenset) and args and args[0] is not Ellipsis:
        item = value_builder(args[0])
        if item is not None:
            return lambda value: origin(item(v) for v in value) if isinstance(value, list) else value
    return None


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
    defs: dict[str, Any] = {}
    for name, param in inspect.signature(fn).parameters.items():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        hint = hints.get(name, param.annotation)
        prop = type_to_schema(hint)
        defs.update(prop.pop("$defs", {}))  # a pydantic model's own definitions, at the root
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
    if defs:
        schema["$defs"] = defs
    return description, schema


def argument_builders(fn: Callable[..., Any]) -> dict[str, Callable[[Any], Any]]:
    """For each parameter typed as a pydantic model, a dataclass (or a list or Optional of
    them), how to build its value from the JSON argument (value_builder)."""
    try:
        hints = typing.get_type_hints(fn)
    except Exception:
        return {}
    built = {name: value_builder(hint) for name, hint in hints.items() if name != "return"}
    return {name: build for name, build in built.items() if build is not None}


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


MAX_SCHEMA_DEPTH = 64  # nesting beyond this is refused (a client's schema, not a real model's)


def schema_depth(schema: Any, limit: int = MAX_SCHEMA_DEPTH) -> int:
    """How deeply `schema` nests (dicts and lists), counted without recursion and up to
    `limit + 1`: a 100,000-level schema is measured without overflowing the stack."""
    deepest, stack = 0, [(schema, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > limit:
            return deepest
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return deepest


def _pointer(root: dict[str, Any], ref: str) -> Any:
    if not ref.startswith("#"):
        raise ValueError(f"only local references (#/$defs/...) can be followed, not {ref!r}")
    node: Any = root
    for part in [p for p in ref[1:].split("/") if p]:
        key = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        else:
            raise ValueError(f"the reference {ref!r} points to nothing in the schema")
    if not isinstance(node, (dict, bool)):
        raise ValueError(f"the reference {ref!r} does not point to a schema")
    return node if isinstance(node, dict) else ({} if node else {"not": {}})


def followed(root: dict[str, Any], node: Any) -> Any:
    """`node` with its own `$ref` followed within `root` (`#/$defs/Order`, `#/definitions/Order`,
    any JSON pointer; a reference to a reference too), its other keys kept beside what it refers
    to; what it refers to is not walked further (one level: what a tool list shows of a
    parameter). ValueError for a reference to another document or to nothing; a loop of
    references is any value."""
    seen: set[str] = set()
    while isinstance(node, dict) and isinstance(node.get("$ref"), str):
        ref = node["$ref"]
        if ref in seen:
            return {}
        seen.add(ref)
        node = {**_pointer(root, ref), **{k: v for k, v in node.items() if k != "$ref"}}
    return node
