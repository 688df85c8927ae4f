"""FireFunction v2 (Fireworks): ` functools[{"name": "f", "arguments": {...}}, ...]`."""

from __future__ import annotations

from collections.abc import Sequence

from ...types import ToolCall
from .base import Builder, Family, dump_arguments, leading_json_calls, register_family
from .grammar import CallGrammar

TAG = "functools"


@register_family
class FireFunctionV2(Family):
    name = "firefunction-v2"
    markers = (" functools[",)
    priority = 1
    trigger = " functools["
    think = None

    def parse_body(self, text: str, out: Builder) -> None:
        at = text.find(TAG + "[")
        if at == -1:
            out.text(text)
            return
        out.text(text[:at].rstrip())  # the space before `functools` belongs to the marker
        rest = text[at + len(TAG) :]
        end = leading_json_calls(rest, out)
        out.text(rest[end:] if end is not None else TAG + rest)

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return " " + TAG + dump_arguments([{"name": c.tool, "arguments": c.arguments} for c in calls])

    def grammar(self, g: CallGrammar) -> str:
        return f'" {TAG}" ' + g.json_list(g.json_call("name", "arguments"))
