"""Hermes 2 Pro / 3, Qwen 2.5 / 3, Granite 4: `<tool_call>\n{"name": ..., "arguments": ...}\n</tool_call>`.

What these models write besides the canonical form, and llama.cpp accepts, is read too: other
wrapper tags (`<function_call>`, `<tool_use>`, `<tool>`, `<tools>`, `<response>`, `<json>`,
`<xml>`), code fences around the call, `<function name="f">{args}</function>` and
`<function=f>{args}</function>`, and a bare call object in prose.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from ...parsing.jsonrepair import scan_balanced
from ...types import ToolCall
from .base import Builder, Family, json_call_text, json_calls, register_family
from .grammar import CallGrammar

_OPEN = re.compile(
    r"<(tool_call|function_call|tool_use|tools?|response|json|xml)>"
    r'|<function(?: name="([^"]+)"|=([^>\s]+))>'
    r"|```[ \t]*(?:json|xml)?[ \t]*\n"
    r'|\{\s*"name"\s*:',
    re.I,
)


@register_family
class Hermes(Family):
    name = "hermes"
    aliases: ClassVar[tuple[str, ...]] = ("qwen", "qwen2.5", "qwen3")
    markers: ClassVar[tuple[str, ...]] = ("<tool_call>",)
    trigger = "<tool_call>"

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        while (m := _OPEN.search(text, pos)) is not None:
            before = text[pos : m.start()]
            end = self._call_at(text, m, out)
            if end is None:
                out.text(text[pos : m.end()])
                pos = m.end()
                continue
            # A call the model wrote without the tag stands apart from the prose before it.
            out.text(before if m.group(1) else before.rstrip())
            pos = end
        out.text(text[pos:])

    def _call_at(self, text: str, m: re.Match[str], out: Builder) -> int | None:
        """Where the call found at `m` ends, or None when it holds no call."""
        tag, function = m.group(1), m.group(2) or m.group(3)
        if tag:
            closing = re.compile(rf"</{re.escape(tag)}>", re.I).search(text, m.end())
            end = closing.end() if closing else len(text)
            inner = text[m.end() : closing.start() if closing else len(text)]
            return end if json_calls(inner, out) else None
        if function:
            close = text.find("</function>", m.end())
            inner = text[m.end() : close if close != -1 else len(text)]
            if inner.strip() and "{" not in inner:
                return None  # "<function=0>:" with no arguments object: prose, not a call
            out.call(function, out.json_arguments(inner))
            return close + len("</function>") if close != -1 else len(text)
        if m.group(0).startswith("```"):
            fence = text.find("```", m.end())
            inner = text[m.end() : fence if fence != -1 else len(text)]
            inner_calls = Builder()
            self.parse_body(inner, inner_calls)
            if not inner_calls.calls or inner_calls.content_text():
                return None
            out.calls.extend(inner_calls.calls)
            out.repairs.extend(inner_calls.repairs)
            out.level = max(out.level, inner_calls.level)
            out._tail = []
            return fence + 3 if fence != -1 else len(text)
        end = scan_balanced(text, m.start()) or len(text)
        return end if json_calls(text[m.start() : end], out) else None

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "\n".join(f"<tool_call>\n{json_call_text(c)}\n</tool_call>" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        call = g.json_call("name", "arguments")
        one = f'"<tool_call>\\n" {call} "\\n</tool_call>"'
        return g.root(one, separator='"\\n"')


@register_family
class Granite4(Hermes):
    name = "granite-4"
    aliases: ClassVar[tuple[str, ...]] = ()
    markers: ClassVar[tuple[str, ...]] = ("<tool_call>", "<|start_of_role|>")
    priority = 1
