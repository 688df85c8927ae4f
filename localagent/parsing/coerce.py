"""Level 3 of the repair ladder: schema-guided, lossless coercion of argument values.

"7" -> 7 for an integer, "true" -> true for a boolean, 7 -> "7" for a string, "Celsius" ->
"celsius" for an enum that holds "celsius", a lone value -> [value] for an array, a JSON
string -> the object or array it encodes. Nothing is coerced when information would be lost
("7.5" stays a string for an integer: validation then tells the model).
"""

from __future__ import annotations

import json
import re
from typing import Any

_INT = re.compile(r"[+-]?\d+$")
_FLOAT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def coerce_arguments(arguments: dict[str, Any], schema: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Return (coerced copy, list of repairs). Unknown keys are left for validation."""
    repairs: list[str] = []
    props = schema.get("properties") or {}
    out = dict(arguments)
    required = set(schema.get("required") or ())
    for key, value in arguments.items():
        sub = props.get(key)
        if value is None and key not in required and isinstance(sub, dict) and "null" not in _types(sub):
            # Small models write `unit=None` for "not given": an omitted optional argument.
            del out[key]
            repairs.append(f"dropped null optional argument {key!r}")
            continue
        if isinstance(sub, dict):
            out[key] = _coerce(value, sub, key, repairs)
    return out, repairs


def _types(schema: dict[str, Any]) -> list[str]:
    t = schema.get("type")
    if isinstance(t, str):
        return [t]
    if isinstance(t, list):
        return [x for x in t if isinstance(x, str)]
    return []


def _coerce(value: Any, schema: dict[str, Any], where: str, repairs: list[str]) -> Any:
    enum = schema.get("enum")
    if isinstance(enum, list) and value not in enum:
        if isinstance(value, str):
            matches = [e for e in enum if isinstance(e, str) and e.lower() == value.strip().lower()]
            if len(matches) == 1:
                repairs.append(f"matched {where}={value!r} to enum value {matches[0]!r}")
                return matches[0]
        as_text = [e for e in enum if isinstance(e, str) and str(value) == e]
        if len(as_text) == 1:
            repairs.append(f"converted {where} to enum string")
            return as_text[0]
    types = _types(schema)
    if not types or _matches(value, types):
        if isinstance(value, dict) and "object" in types:
            return _coerce_object(value, schema, where, repairs)
        if isinstance(value, list) and "array" in types:
            return _coerce_items(value, schema, where, repairs)
        return value
    for t in types:
        converted = _convert(value, t)
        if converted is not _NO:
            repairs.append(f"converted {where} to {t}")
            if t == "object":
                return _coerce_object(converted, schema, where, repairs)
            if t == "array":
                return _coerce_items(converted, schema, where, repairs)
            return converted
    return value


def _coerce_object(value: dict[str, Any], schema: dict[str, Any], where: str, repairs: list[str]) -> Any:
    props = schema.get("properties") or {}
    return {
        k: _coerce(v, props[k], f"{where}.{k}", repairs) if isinstance(props.get(k), dict) else v
        for k, v in value.items()
    }


def _coerce_items(value: list[Any], schema: dict[str, Any], where: str, repairs: list[str]) -> Any:
    items = schema.get("items")
    if not isinstance(items, dict):
        return value
    return [_coerce(v, items, f"{where}[{i}]", repairs) for i, v in enumerate(value)]


def _matches(value: Any, types: list[str]) -> bool:
    for t in types:
        if t == "string" and isinstance(value, str):
            return True
        if t == "integer" and isinstance(value, int) and not isinstance(value, bool):
            return True
        if t == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
            return True
        if t == "boolean" and isinstance(value, bool):
            return True
        if t == "array" and isinstance(value, list):
            return True
        if t == "object" and isinstance(value, dict):
            return True
        if t == "null" and value is None:
            return True
    return False


_NO = object()


def _convert(value: Any, target: str) -> Any:
    if target == "integer":
        if isinstance(value, str) and _INT.match(value.strip()):
            return int(value.strip())
        if isinstance(value, float) and value.is_integer():
            return int(value)
    elif target == "number":
        if isinstance(value, str) and _FLOAT.match(value.strip()):
            f = float(value.strip())
            return int(f) if _INT.match(value.strip()) else f
    elif target == "boolean":
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
            return bool(value)
    elif target == "string":
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return str(value)
    elif target in ("array", "object"):
        if isinstance(value, str) and value.strip()[:1] in "[{":
            try:
                decoded = json.loads(value)
            except ValueError:
                return _NO
            if (target == "array") == isinstance(decoded, list):
                return decoded
        elif target == "array" and not isinstance(value, (list, dict)) and value is not None:
            return [value]
    return _NO
