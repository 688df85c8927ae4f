"""Phi-4-mini: `<|tool_call|>{"name": ..., "arguments": ...}<|/tool_call|>`, as the template in
llama.cpp's (unmerged) Phi-4 pull request renders it; the closing tag is also read as
`</|tool_call|>`, and vLLM's `functools[...]` reading of the same model is accepted."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...types import ToolCall
from .base import Builder, Family, json_call_text, json_calls, register_family
from .grammar import CallGrammar

_BLOCK = re.compile(r"<\|tool_call\|>(.*?)(?:<\|/tool_call\|>|</\|tool_call\|>|\Z)|functools(\[.*\])", re.S)


@register_family
class Phi4Mini(Family):
    name = "phi4-mini"
    aliases = ("phi4",)
    markers = ("<|tool|>",)
    priority = 2
    trigger = "<|tool_call|>"
    think = None

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        for m in _BLOCK.finditer(text):
            out.text(text[pos : m.start()])
            if not json_calls(m.group(1) or m.group(2) or "", out):
                out.text(m.group(0))
            pos = m.end()
        out.text(text[pos:])

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "".join(f"<|tool_call|>{json_call_text(c)}<|/tool_call|>" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        return g.root(f'"<|tool_call|>" {g.json_call("name", "arguments")} "<|/tool_call|>"')
