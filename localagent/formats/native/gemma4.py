"""Gemma 4: `<|tool_call>call:get_time{city:<|"|>Paris<|"|>}<tool_call|>`: keys bare, strings
between `<|"|>` marks, numbers and booleans plain, objects and lists nested. Reasoning comes
in a thought channel, `<|channel>thought\\n...<channel|>`."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ...errors import ParseError
from ...tools.registry import Registry
from ...types import ParsedOutput, ToolCall
from .base import Builder, Family, register_family
from .grammar import CallGrammar

QUOTE = '<|"|>'
OPEN, CLOSE = "<|tool_call>", "<tool_call|>"
_CHANNEL = re.compile(r"<\|channel>(?:<\|channel>)*(?:thought)?\n?(.*?)<channel\|>", re.S)
_CALL = re.compile(r"call:([\w.\-]+)")
_KEY = re.compile(r"([^:{}\[\],\s]+)\s*:")  # a bare key
_SCALAR = re.compile(r"[^,}\]]+")  # a number, boolean or null, up to the next separator


@register_family
class Gemma4(Family):
    name = "gemma4"
    markers = (OPEN,)
    trigger = OPEN
    think = None

    def parse(self, text: str, tools: Registry | None = None, in_reasoning: bool = False) -> ParsedOutput:
        thoughts = [m.group(1).strip() for m in _CHANNEL.finditer(text)]
        body = _CHANNEL.sub("", text).replace("<channel|>", "").replace("<|channel>", "")
        out = Builder(tools)
        self.parse_body(body, out)
        return out.result(self.name, "\n".join(t for t in thoughts if t) or None)

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        while (start := text.find(OPEN, pos)) != -1:
            out.text(text[pos:start])
            close = text.find(CLOSE, start)
            inner = text[start + len(OPEN) : close if close != -1 else len(text)]
            pos = close + len(CLOSE) if close != -1 else len(text)
            m = _CALL.match(inner.strip())
            if m is None:
                out.text(text[start:pos])
                continue
            try:
                value, _ = _Reader(inner.strip(), m.end()).value()
            except ParseError:
                value = out.json_arguments(inner.strip()[m.end() :])
            out.call(m.group(1), value if value is not None else {})
        out.text(text[pos:])

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "".join(f"{OPEN}call:{c.tool}{gemma_value(c.arguments)}{CLOSE}" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        return g.root(f'"{OPEN}call:" ( {g.gemma_calls()} ) "{CLOSE}"')


def gemma_value(value: Any) -> str:
    if isinstance(value, str):
        return QUOTE + value + QUOTE
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{gemma_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(gemma_value(v) for v in value) + "]"
    return json.dumps(value)


class _Reader:
    def __init__(self, text: str, pos: int) -> None:
        self.text, self.i = text, pos

    def value(self) -> tuple[Any, int]:
        t = self.text
        self._ws()
        if self.i >= len(t):
            raise ParseError("expected a value")
        if t.startswith(QUOTE, self.i):
            end = t.find(QUOTE, self.i + len(QUOTE))
            if end == -1:
                raise ParseError("unterminated string")
            value, self.i = t[self.i + len(QUOTE) : end], end + len(QUOTE)
            return value, self.i
        if t.startswith("{", self.i):
            self.i += 1
            obj: dict[str, Any] = {}
            while True:
                self._ws()
                if self.i >= len(t):
                    return obj, self.i  # cut off: the keys read so far
                if t.startswith("}", self.i):
                    self.i += 1
                    return obj, self.i
                m = _KEY.match(t, self.i)
                if m is None:
                    raise ParseError("expected a key")
                self.i = m.end()
                obj[m.group(1).strip('"')], _ = self.value()
                self._ws()
                if t.startswith(",", self.i):
                    self.i += 1
        if t.startswith("[", self.i):
            self.i += 1
            items: list[Any] = []
            while True:
                self._ws()
                if self.i >= len(t):
                    return items, self.i
                if t.startswith("]", self.i):
                    self.i += 1
                    return items, self.i
                item, _ = self.value()
                items.append(item)
                self._ws()
                if t.startswith(",", self.i):
                    self.i += 1
        m = _SCALAR.match(t, self.i)
        if m is None:
            raise ParseError("expected a value")
        self.i = m.end()
        raw = m.group(0).strip()
        try:
            return json.loads(raw), self.i
        except ValueError:
            return raw, self.i

    def _ws(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in " \t\r\n":
            self.i += 1
