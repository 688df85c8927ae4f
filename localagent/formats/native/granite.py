"""Granite 3.3: `<|tool_call|>[{"name": ..., "arguments": ...}, ...]`; reasoning in
`<think>`, the answer in `<response>` tags when the model thinks."""

from __future__ import annotations

from collections.abc import Sequence

from ...types import ToolCall
from .base import Builder, Family, dump_arguments, leading_json_calls, register_family
from .grammar import CallGrammar

TAG = "<|tool_call|>"


@register_family
class Granite33(Family):
    name = "granite-3.3"
    aliases = ("granite",)
    markers = (TAG, "<|start_of_role|>")
    priority = 1
    trigger = TAG

    def parse_body(self, text: str, out: Builder) -> None:
        text = text.replace("<response>", "").replace("</response>", "")
        at = text.find(TAG)
        rest = text[at + len(TAG) :]
        if at == -1:
            out.text(text)
            return
        out.text(text[:at])
        end = leading_json_calls(rest, out)
        out.text(rest[end:] if end is not None else TAG + rest)

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return TAG + dump_arguments([{"name": c.tool, "arguments": c.arguments} for c in calls])

    def grammar(self, g: CallGrammar) -> str:
        return f'"{TAG}" ' + g.json_list(g.json_call("name", "arguments"))
