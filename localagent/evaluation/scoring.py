"""Scoring a model's calls like BFCL's AST checker.

Right function name(s); every required parameter present; no unknown parameter; each value
among the accepted ones (strings compared case-insensitively without spaces and
punctuation; an int accepted where a float is expected; lists element by element; an empty
string among the accepted values means the parameter may be left out); for parallel
categories the same calls in any order; an empty answer list expects no call at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

Call = tuple[str, dict[str, Any]]
_STRIP = re.compile(r"[ ,./\-_*^'\"!?;:()\[\]{}]")


@dataclass(frozen=True)
class Verdict:
    correct: bool
    reason: str = ""  # why not, when not


def normalize_string(text: str) -> str:
    return _STRIP.sub("", text).lower()


def _schema_type(schema: dict[str, Any] | None) -> str | None:
    t = (schema or {}).get("type")
    return t if isinstance(t, str) else None


def value_matches(value: Any, accepted: Any, schema: dict[str, Any] | None = None) -> bool:
    """Does `value` equal one accepted value, under BFCL's leniencies?"""
    kind = _schema_type(schema)
    if isinstance(accepted, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(accepted, bool) and value == accepted
    if isinstance(accepted, str):
        return isinstance(value, str) and normalize_string(value) == normalize_string(accepted)
    if isinstance(accepted, (int, float)):
        if not isinstance(value, (int, float)):
            return False
        if kind == "integer" and isinstance(value, float):
            return False  # a float where an integer is expected is a type error
        return float(value) == float(accepted)
    if isinstance(accepted, list):
        if not isinstance(value, list) or len(value) != len(accepted):
            return False
        items = (schema or {}).get("items") if isinstance(schema, dict) else None
        return all(value_matches(v, a, items if isinstance(items, dict) else None) for v, a in zip(value, accepted))
    if isinstance(accepted, dict):
        if not isinstance(value, dict):
            return False
        props = (schema or {}).get("properties", {}) if isinstance(schema, dict) else {}
        for key, options in accepted.items():
            opts = options if isinstance(options, list) else [options]
            if key not in value:
                if "" in opts:
                    continue
                return False
            if not any(value_matches(value[key], o, props.get(key)) for o in opts if o != ""):
                return False
        return all(k in accepted for k in value)
    return value == accepted


def check_call(call: Call, expected: dict[str, dict[str, list[Any]]], functions: dict[str, dict[str, Any]]) -> Verdict:
    """One call against one expected {name: {param: [accepted values]}}."""
    ((want_name, want_params),) = expected.items()
    name, args = call
    if name != want_name:
        return Verdict(False, f"wrong function: {name!r} instead of {want_name!r}")
    params = (functions.get(name) or {}).get("parameters") or {}
    props = params.get("properties") or {}
    for required in params.get("required") or []:
        if required not in args:
            return Verdict(False, f"missing required parameter {required!r}")
    for key in args:
        if key not in props and key not in want_params:
            return Verdict(False, f"unknown parameter {key!r}")
    for key, options in want_params.items():
        if key not in args:
            if "" in options:
                continue
            return Verdict(False, f"optional parameter {key!r} left out but expected")
        real = [o for o in options if o != ""]
        if not any(value_matches(args[key], o, props.get(key)) for o in real):
            return Verdict(False, f"wrong value for {key!r}: {args[key]!r} (accepted: {real!r})")
    return Verdict(True)


def score_item(
    calls: list[Call], ground_truth: list[dict[str, Any]], functions: list[dict[str, Any]], parallel: bool
) -> Verdict:
    by_name = {f["name"]: f for f in functions}
    if not ground_truth:
        return Verdict(not calls, "" if not calls else f"expected no call, got {len(calls)}")
    if len(calls) != len(ground_truth):
        return Verdict(False, f"expected {len(ground_truth)} call(s), got {len(calls)}")
    if not parallel:
        return check_call(calls[0], ground_truth[0], by_name)
    # Same calls in any order: match each expected call to a distinct produced call.
    return _match_any_order(calls, ground_truth, by_name)


def _match_any_order(
    calls: list[Call], expected: list[dict[str, Any]], functions: dict[str, dict[str, Any]]
) -> Verdict:
    fits = [[check_call(c, e, functions).correct for c in calls] for e in expected]
    used: set[int] = set()

    def assign(i: int) -> bool:
        if i == len(expected):
            return True
        for j in range(len(calls)):
            if j not in used and fits[i][j]:
                used.add(j)
                if assign(i + 1):
                    return True
                used.discard(j)
        return False

    if assign(0):
        return Verdict(True)
    for i, row in enumerate(fits):
        if not any(row):
            name = next(iter(expected[i]))
            reasons = [check_call(c, expected[i], functions).reason for c in calls if c[0] == name]
            return Verdict(False, f"no call matches expected {name}: {reasons[0] if reasons else 'not called'}")
    return Verdict(False, "calls match only in an impossible combination")
