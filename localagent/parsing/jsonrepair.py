"""The JSON repair ladder, levels 0-2. Pure functions: text in, RepairResult or ParseError out.

Level 0: strict json.loads (the fast path: valid JSON costs one json.loads).
Level 1: extraction: the first complete JSON object or array in prose or a code fence.
Level 2: a lenient parser that fixes what small models break (see _Lenient).
Level 3 (schema-guided) lives in coerce.py; 4 and 5 (feedback, regeneration) in the loop.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import ParseError

MAX_DEPTH = 200
_MAX_EXTRACTION_STARTS = 8
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n?(.*?)(?:```|\Z)", re.S)
NO_JSON_FEEDBACK = 'No JSON found. Write the arguments as one JSON object, e.g. {"name": "value"}.'


@dataclass(slots=True)
class RepairResult:
    value: Any
    level: int
    repairs: list[str] = field(default_factory=list)
    end: int = 0  # index in the input just after the value that was used


# json.loads minus its per-call argument handling: the fast path is this and nothing else.
_strict_decode = json.JSONDecoder().decode


def repair_json(text: str) -> RepairResult:
    """Parse model output as JSON, as leniently as needed; report the level and the fixes."""
    try:
        return RepairResult(_strict_decode(text), 0, [], len(text))
    except (ValueError, RecursionError):
        pass
    extracted = extract_json(text)
    if extracted is not None:
        return extracted
    return lenient_parse(text)


def find_json_start(text: str, pos: int = 0) -> int:
    """Index of the first '{' or '[' at or after pos, or -1."""
    a, b = text.find("{", pos), text.find("[", pos)
    if a == -1:
        return b
    if b == -1:
        return a
    return min(a, b)


def scan_balanced(text: str, start: int) -> int | None:
    """End index (exclusive) of the bracketed value starting at text[start], string-aware.

    Linear time; returns None when the brackets never balance (truncated output).
    """
    depth = 0
    in_string = False
    escaped = False
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
            if depth < 0:
                return None
        i += 1
    return None


def _unfenced(text: str) -> tuple[str, int, list[str]]:
    """The body of the first code fence that holds a bracket, else the text itself."""
    for m in _FENCE.finditer(text):
        body = m.group(2)
        if "{" in body or "[" in body:
            return body, m.start(2), ["removed code fence"]
    return text, 0, []


def extract_json(text: str) -> RepairResult | None:
    """Level 1: the first complete, valid JSON object or array found in the text."""
    body, offset, repairs = _unfenced(text)
    pos = 0
    for _ in range(_MAX_EXTRACTION_STARTS):
        start = find_json_start(body, pos)
        if start == -1:
            return None
        end = scan_balanced(body, start)
        if end is None:
            # Never closes: every later bracket is inside this truncated value, so a
            # complete inner value is not the answer. Level 2 closes the outer one.
            return None
        try:
            value = json.loads(body[start:end])
        except (ValueError, RecursionError):
            pos = end  # balanced but broken (prose "{like this}" or bad syntax): look further
            continue
        fixes = list(repairs)
        if body[:start].strip():
            fixes.append("removed text before the JSON")
        if body[end:].strip():
            fixes.append("ignored text after the JSON")
        return RepairResult(value, 1, fixes, offset + end)
    return None


def lenient_parse(text: str) -> RepairResult:
    """Level 2: parse the first object/array with the lenient parser."""
    body, offset, repairs = _unfenced(text)
    start = find_json_start(body)
    if start == -1:
        raise ParseError(NO_JSON_FEEDBACK)
    parser = _Lenient(body, start)
    try:
        value = parser.parse_value(0)
    except RecursionError:
        raise ParseError("JSON nested too deeply") from None
    fixes = repairs + parser.repairs
    if body[:start].strip():
        fixes.append("removed text before the JSON")
    parser.skip_stray_closers()
    if body[parser.i :].strip():
        fixes.append("ignored text after the JSON")
    return RepairResult(value, 2, _dedupe(fixes), offset + parser.i)


def _dedupe(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


_QUOTES = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019", "\u201d": "\u201d"}
_LITERALS = {
    "true": (True, None), "false": (False, None), "null": (None, None),
    "True": (True, "Python literal"), "False": (False, "Python literal"),
    "None": (None, "Python literal"), "TRUE": (True, "upper-case literal"),
    "FALSE": (False, "upper-case literal"), "NULL": (None, "upper-case literal"),
}  # fmt: skip
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_KEY_AHEAD = re.compile(r'[\w \-]{1,40}"\s*:')
_WORD = re.compile(r"[^\s,}\]\[{]+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "/": "/", "\\": "\\", '"': '"', "'": "'"}


class _Lenient:
    """A forgiving recursive-descent JSON parser. Each fix it makes is named in `repairs`.

    Why each heuristic exists, with the input it rescues:
      {'a': 'b'}            single quotes          -> {"a": "b"}
      {“a”: “b”}            typographic quotes     -> {"a": "b"}
      {a: 1}                unquoted key           -> {"a": 1}
      [1, 2,]               trailing comma         -> [1, 2]
      [1 2]                 missing comma          -> [1, 2]
      {"a": 1 // note}      comments               -> {"a": 1}
      {"a": True}           Python literals        -> {"a": true}
      "line<LF>break"       raw control character  -> "line\\nbreak"
      {"n": 007}            leading zeros          -> {"n": 7}
      {"a": [1, 2           truncated output       -> {"a": [1, 2]}
      {"a": 1, "b":         missing value          -> {"a": 1, "b": null}
      {"d": 2025-01-15}     unquoted text          -> {"d": "2025-01-15"}
    """

    def __init__(self, text: str, start: int) -> None:
        self.s = text
        self.n = len(text)
        self.i = start
        self.repairs: list[str] = []

    def fix(self, what: str) -> None:
        if what not in self.repairs:
            self.repairs.append(what)

    def skip_ws(self) -> None:
        s, n = self.s, self.n
        while self.i < n:
            c = s[self.i]
            if c in " \t\r\n\ufeff\u00a0":
                self.i += 1
            elif s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = n if end == -1 else end + 1
                self.fix("removed comment")
            elif s.startswith("/*", self.i):
                end = s.find("*/", self.i + 2)
                self.i = n if end == -1 else end + 2
                self.fix("removed comment")
            else:
                return

    def skip_stray_closers(self) -> None:
        while True:
            self.skip_ws()
            if self.i < self.n and self.s[self.i] in "}]":
                self.i += 1
                self.fix("removed stray closing bracket")
            else:
                return

    def parse_value(self, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise ParseError("JSON nested too deeply")
        self.skip_ws()
        if self.i >= self.n:
            self.fix("filled missing value with null (truncated)")
            return None
        c = self.s[self.i]
        if c == "{":
            return self.parse_object(depth)
        if c == "[":
            return self.parse_array(depth)
        if c in _QUOTES:
            return self.parse_string()
        return self.parse_bare()

    def _at_end_of_container(self, closer: str) -> bool:
        return self.i < self.n and self.s[self.i] == closer

    def parse_object(self, depth: int) -> dict[str, Any]:
        self.i += 1
        out: dict[str, Any] = {}
        while True:
            self.skip_ws()
            if self.i >= self.n:
                self.fix("closed unterminated object (truncated)")
                return out
            c = self.s[self.i]
            if c == "}":
                self.i += 1
                return out
            if c == "]":  # mismatched closer: treat as the end of this object
                self.i += 1
                self.fix("replaced mismatched closing bracket")
                return out
            if c == ",":
                self.i += 1
                self.fix("removed extra comma")
                continue
            key = self.parse_key()
            self.skip_ws()
            if self.i < self.n and self.s[self.i] in ":=":
                if self.s[self.i] == "=":
                    self.fix("replaced '=' with ':'")
                self.i += 1
            else:
                self.fix("inserted missing colon")
            self.skip_ws()
            if self.i >= self.n or self.s[self.i] in ",}":
                self.fix("filled missing value with null" + (" (truncated)" if self.i >= self.n else ""))
                out[key] = None
            else:
                out[key] = self.parse_value(depth + 1)
            if self._after_item("object", "}"):
                return out

    def _after_item(self, kind: str, closer: str) -> bool:
        """After a member or element: take the separating comma (noting a trailing one),
        note a missing one. True when the text ended: the container closes as truncated."""
        self.skip_ws()
        if self.i >= self.n:
            self.fix(f"closed unterminated {kind} (truncated)")
            return True
        c = self.s[self.i]
        if c == ",":
            self.i += 1
            self.skip_ws()
            if self.i < self.n and self.s[self.i] == closer:
                self.fix("removed trailing comma")
        elif c not in "}]":
            self.fix("inserted missing comma")
        return False

    def parse_key(self) -> str:
        c = self.s[self.i]
        if c in _QUOTES:
            if c != '"':
                self.fix("replaced non-JSON quotes")
            return self.parse_string(is_key=True)
        start = self.i
        while self.i < self.n and self.s[self.i] not in ":=,}{[]\n" and not self.s[self.i].isspace():
            self.i += 1
        if self.i == start:  # a character that cannot start a key: skip it
            self.i += 1
            self.fix("skipped unexpected character")
            return self.s[start : self.i]
        self.fix("quoted unquoted key")
        return self.s[start : self.i]

    def parse_array(self, depth: int) -> list[Any]:
        self.i += 1
        out: list[Any] = []
        while True:
            self.skip_ws()
            if self.i >= self.n:
                self.fix("closed unterminated array (truncated)")
                return out
            c = self.s[self.i]
            if c == "]":
                self.i += 1
                return out
            if c == "}":
                self.i += 1
                self.fix("replaced mismatched closing bracket")
                return out
            if c == ",":
                self.i += 1
                self.fix("removed extra comma")
                continue
            out.append(self.parse_value(depth + 1))
            if self._after_item("array", "]"):
                return out

    def _closes_here(self, j: int, is_key: bool) -> bool:
        """A quote closes the string only if what follows can follow a string."""
        s, n = self.s, self.n
        while j < n and s[j] in " \t\r":
            j += 1
        if j >= n:
            return True
        nxt = s[j]
        if is_key:
            return nxt in ":=}\n"
        return nxt in ",}]:\n" or s.startswith("//", j) or s.startswith("/*", j)

    def parse_string(self, is_key: bool = False) -> str:
        s, n = self.s, self.n
        opener = s[self.i]
        closer = _QUOTES[opener]
        if opener != '"':
            self.fix("replaced non-JSON quotes")
        self.i += 1
        out: list[str] = []
        while self.i < n:
            c = s[self.i]
            if c == "\\" and self.i + 1 < n:
                e = s[self.i + 1]
                if e == "u" and re.match(r"[0-9a-fA-F]{4}", s[self.i + 2 : self.i + 6]):
                    code = int(s[self.i + 2 : self.i + 6], 16)
                    self.i += 6
                    if 0xD800 <= code < 0xDC00 and s.startswith("\\u", self.i):
                        low = s[self.i + 2 : self.i + 6]
                        if re.match(r"[dD][c-fC-F][0-9a-fA-F]{2}", low):
                            code = 0x10000 + ((code - 0xD800) << 10) + (int(low, 16) - 0xDC00)
                            self.i += 6
                    out.append(chr(code) if not 0xD800 <= code < 0xE000 else "\ufffd")
                    continue
                out.append(_ESCAPES.get(e, e))
                if e not in _ESCAPES:
                    self.fix("removed invalid escape")
                self.i += 2
                continue
            if c == closer or (closer == '"' and c == "\u201d") or (opener == "\u201c" and c == '"'):
                if self._closes_here(self.i + 1, is_key):
                    self.i += 1
                    return "".join(out)
                if not is_key and _KEY_AHEAD.match(s, self.i + 1):
                    # {"a": "unclosed, "b": 2}: this quote opens the next key, so the string
                    # ended at the comma before it.
                    text = "".join(out)
                    stripped = text.rstrip()
                    if stripped.endswith(","):
                        self.i -= len(text) - len(stripped) + 1
                        self.fix("closed unterminated string before the next key")
                        return stripped[:-1]
                self.fix("escaped quote inside string")
                out.append(c)
                self.i += 1
                continue
            if c in "\n\t\r":
                self.fix("escaped raw control character in string")
            out.append(c)
            self.i += 1
        self.fix("closed unterminated string (truncated)")
        return "".join(out)

    def parse_bare(self) -> Any:
        """Numbers, literals, or unquoted text up to the next delimiter."""
        s, n = self.s, self.n
        start = self.i
        # A number or literal followed by a space is one item ("[1 2 3]" lacks commas),
        # not the start of unquoted text.
        word = _WORD.match(s, start)
        if word and (word.group(0) in _LITERALS or _NUMBER.match(word.group(0))):
            end = word.end()
            follow = end
            while follow < n and s[follow] in " \t":
                follow += 1
            # "17 * 23" is text that happens to start with a number; "1 2" lacks a comma.
            is_arithmetic = follow < n and s[follow] in "*/+-^%x=<>"
            if (end >= n or s[end] in " \t\r\n,}]") and not is_arithmetic:
                self.i = end
                return self._literal_or_number(word.group(0))
        while self.i < n and s[self.i] not in ",}]\n" and not s.startswith("//", self.i):
            if s[self.i] in "{[":
                break
            self.i += 1
        token = s[start : self.i].strip()
        if not token:
            self.i = max(self.i, start + 1)
            self.fix("skipped unexpected character")
            return None
        if token in _LITERALS or _NUMBER.match(token):
            return self._literal_or_number(token)
        if token in ("NaN", "Infinity", "-Infinity"):
            self.fix("replaced non-finite number with null")
            return None
        self.fix("quoted unquoted text")
        return token

    def _literal_or_number(self, token: str) -> Any:
        if token in _LITERALS:
            value, note = _LITERALS[token]
            if note:
                self.fix(f"converted {note}")
            return value
        return self._number(token)

    def _number(self, token: str) -> int | float:
        original = token
        if token.startswith("+"):
            token = token[1:]
        sign = ""
        if token.startswith("-"):
            sign, token = "-", token[1:]
        if token.startswith("."):
            token = "0" + token
        if token.endswith("."):
            token += "0"
        digits = token.lstrip("0")
        if len(token) > 1 and token[0] == "0" and token[1] != ".":
            self.fix("removed leading zeros")
            token = digits if digits and digits[0] != "." else "0" + digits
        if token != original.lstrip("+-") and "leading zeros" not in " ".join(self.repairs):
            self.fix("normalised number")
        text = sign + token
        if re.fullmatch(r"-?\d+", text):
            return int(text)
        return float(text)
