"""Bracket markers: `[[tool(key=value, ...)]]` anywhere in prose, any number per output,
and the pythonic list form `[f(a=1), g(b="x")]` that several small models are trained on.

Values: quoted strings (double or single, with escapes), numbers, true/false/null and
Python's True/False/None, JSON or Python-literal lists and objects, and unquoted text that
runs to the next top-level comma or closing parenthesis (brackets inside it stay balanced),
so `date=2025-01-15` and `expression=(2+3)*4` are strings, never arithmetic.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import ParseError
from ..tools.registry import Registry
from ..types import ParsedOutput, ToolCall
from .calls import normalize_call
from .jsonrepair import repair_json

_NAME = re.compile(r"\s*([A-Za-z_][\w.\-]*)\s*\(")
_KEY = re.compile(r"([A-Za-z_][\w\-]*)\s*[=:](?!=)\s*")
_INT = re.compile(r"[+-]?\d+$")
_FLOAT = re.compile(r"[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$")
_LITERALS: dict[str, Any] = {"true": True, "false": False, "null": None, "True": True, "False": False, "None": None}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0"}
EXPECTED_FORMAT = 'Call a tool by writing [[tool_name(arg="value")]]; answer in plain text when you are done.'


class _Call:
    def __init__(
        self, name: str, args: dict[str, Any], positional: list[Any], level: int, repairs: list[str], end: int
    ) -> None:
        self.name, self.args, self.positional = name, args, positional
        self.level, self.repairs, self.end = level, repairs, end


def parse_markers(text: str, tools: Registry | None = None) -> ParsedOutput:
    """Every [[...]] call in the text; with none, the text is the final answer."""
    stripped = text.strip()
    if stripped.startswith("[") and not stripped.startswith("[["):
        listed = _parse_pythonic_list(stripped)
        if listed is not None:
            return _result(listed, tools, None, ["read a pythonic list of calls"])
    found: list[_Call] = []
    prose: list[str] = []
    pos = 0
    while True:
        start = text.find("[[", pos)
        if start == -1:
            prose.append(text[pos:])
            break
        call = _parse_call(text, start + 2)
        if call is None:
            prose.append(text[pos : start + 2])
            pos = start + 2
            continue
        end = call.end
        while end < len(text) and text[end] in " \t":
            end += 1
        if text.startswith("]]", end):
            end += 2
        elif text.startswith("]", end):
            end += 1
            call.repairs.append("closed marker with a single bracket")
        else:
            call.repairs.append("closed unterminated marker")
        found.append(call)
        prose.append(text[pos:start])
        pos = end
    if found:
        return _result(found, tools, None, [])
    answer = text.strip()
    if not answer:
        raise ParseError("Your output was empty. " + EXPECTED_FORMAT)
    return ParsedOutput(final_answer=answer, format="marker", repair_level=0)


def _result(found: list[_Call], tools: Registry | None, answer: str | None, repairs: list[str]) -> ParsedOutput:
    calls: list[ToolCall] = []
    level = 1 if repairs else 0
    all_repairs = list(repairs)
    for c in found:
        args: Any = dict(c.args)
        if c.positional:
            if len(c.positional) == 1 and not args and isinstance(c.positional[0], dict):
                args = c.positional[0]
                all_repairs.append("took a positional object as the arguments")
            elif len(c.positional) == 1 and not args:
                args = c.positional[0]  # normalize_call gives it to the single parameter
            else:
                args = _assign_positionals(c, tools, all_repairs)
        name, arguments, fixes = normalize_call(c.name, args, tools)
        level = max(level, c.level, 3 if fixes else 0)
        all_repairs.extend(c.repairs + fixes)
        calls.append(ToolCall(tool=name, arguments=arguments))
    return ParsedOutput(
        calls=calls, final_answer=answer, format="marker", repair_level=level, repairs=list(dict.fromkeys(all_repairs))
    )


def _assign_positionals(c: _Call, tools: Registry | None, repairs: list[str]) -> dict[str, Any]:
    tool = tools.find(c.name) if tools is not None else None
    names = [n for n in (tool.properties if tool else {}) if n not in c.args]
    args = dict(c.args)
    for i, value in enumerate(c.positional):
        key = names[i] if i < len(names) else f"_{i}"
        args[key] = value
    repairs.append("gave positional values to parameters in order")
    return args


def _parse_pythonic_list(text: str) -> list[_Call] | None:
    """`[f(a=1), g(b="x")]` as the whole output, or None when it is not that."""
    pos = 1
    calls: list[_Call] = []
    while True:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos < len(text) and text[pos] == "]":
            return calls if calls and not text[pos + 1 :].strip() else None
        call = _parse_call(text, pos)
        if call is None:
            return None
        calls.append(call)
        pos = call.end
        if pos >= len(text):
            call.repairs.append("closed unterminated list of calls")
            return calls


def _parse_call(text: str, pos: int) -> _Call | None:
    """`name(args)` starting at pos; `end` is just after the closing parenthesis."""
    m = _NAME.match(text, pos)
    if m is None:
        return None
    name = m.group(1)
    i = m.end()
    args: dict[str, Any] = {}
    positional: list[Any] = []
    repairs: list[str] = []
    level = 0
    n = len(text)
    while True:
        while i < n and text[i] in " \t\r\n":
            i += 1
        if i >= n:
            repairs.append("closed unterminated call (truncated)")
            level = max(level, 2)
            break
        if text[i] == ")":
            i += 1
            break
        if text.startswith("]]", i):
            repairs.append("inserted missing closing parenthesis")
            level = max(level, 2)
            break
        if text[i] == ",":
            i += 1
            continue
        key_match = _KEY.match(text, i)
        if key_match is not None:
            key = key_match.group(1)
            i = key_match.end()
        else:
            key = None
        value, i, v_level, v_repairs = _parse_value(text, i)
        level = max(level, v_level)
        repairs.extend(v_repairs)
        if key is None:
            positional.append(value)
        else:
            args[key] = value
    return _Call(name, args, positional, level, repairs, i)


def _parse_value(text: str, i: int) -> tuple[Any, int, int, list[str]]:
    """(value, index after it, repair level, repairs)."""
    n = len(text)
    if i >= n:
        return None, i, 2, ["filled missing value with null (truncated)"]
    c = text[i]
    if c in "\"'":
        return _quoted(text, i)
    if c in "[{":
        end = _balanced_end(text, i)
        chunk = text[i:end]
        try:
            result = repair_json(chunk)
        except ParseError:
            return chunk, end, 1, ["kept an unreadable list or object as text"]
        repairs = (
            []
            if result.level == 0
            else ["repaired a JSON value: " + ", ".join(result.repairs)]
            if result.repairs
            else []
        )
        return result.value, end, 0 if result.level == 0 else 2, repairs
    end = _bare_end(text, i)
    raw = text[i:end].strip()
    if raw in _LITERALS:
        return _LITERALS[raw], end, 0, []
    if _INT.match(raw):
        return int(raw), end, 0, []
    if _FLOAT.match(raw):
        return float(raw), end, 0, []
    if not raw:
        return None, end, 2, ["filled missing value with null"]
    return raw, end, 0, []


def _quoted(text: str, i: int) -> tuple[str, int, int, list[str]]:
    quote = text[i]
    out: list[str] = []
    j = i + 1
    n = len(text)
    while j < n:
        ch = text[j]
        if ch == "\\" and j + 1 < n:
            out.append(_ESCAPES.get(text[j + 1], "\\" + text[j + 1]))
            j += 2
            continue
        if ch == quote:
            return "".join(out), j + 1, 0, []
        out.append(ch)
        j += 1
    return "".join(out), n, 2, ["closed unterminated string (truncated)"]


def _balanced_end(text: str, i: int) -> int:
    """End of a bracketed value, aware of both quote styles; the text end when unbalanced."""
    depth = 0
    quote = ""
    j = i
    n = len(text)
    while j < n:
        ch = text[j]
        if quote:
            if ch == "\\":
                j += 2
                continue
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


def _bare_end(text: str, i: int) -> int:
    """Unquoted text ends at a top-level comma or closing parenthesis, or at `]]`."""
    depth = 0
    j = i
    n = len(text)
    while j < n:
        ch = text[j]
        if depth == 0 and (ch in ",)" or text.startswith("]]", j) or ch == "\n"):
            return j
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        j += 1
    return n


def parse_pythonic_calls(text: str) -> list[tuple[str, dict[str, Any], int, list[str]]] | None:
    """`[f(a=1), g(b="x")]` as (name, arguments, repair level, repairs) per call; None when
    the text is not such a list. Native formats that write calls this way use it (LFM2)."""
    text = text.strip()
    if not text.startswith("["):
        return None
    calls = _parse_pythonic_list(text)
    if calls is None:
        return None
    out = []
    for c in calls:
        repairs = list(c.repairs)
        args = _assign_positionals(c, None, repairs) if c.positional else dict(c.args)
        out.append((c.name, args, c.level, repairs))
    return out


def parse_call_text(text: str) -> tuple[str, dict[str, Any]] | None:
    """One `name(key=value, ...)` call at the start of `text`, or None."""
    c = _parse_call(text, 0)
    if c is None:
        return None
    return c.name, _assign_positionals(c, None, []) if c.positional else dict(c.args)
