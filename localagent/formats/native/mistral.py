"""Mistral's `[TOOL_CALLS]`, in its three generations:

    Nemo                        [TOOL_CALLS][{"name": "f", "arguments": {...}, "id": "a1b2c3d4e"}]
    Small 3.2                   [TOOL_CALLS]f[CALL_ID]a1b2c3d4e[ARGS]{...}
    Ministral 3, Devstral       [TOOL_CALLS]f[ARGS]{...}        (reasoning in [THINK]...[/THINK])

Mistral templates refuse call ids that are not 9 letters and digits, so ids are made so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from ...parsing.jsonrepair import find_json_start, scan_balanced
from ...types import ToolCall
from .base import Builder, Family, dump_arguments, leading_json_calls, register_family
from .grammar import CallGrammar

TOOL_CALLS = "[TOOL_CALLS]"
_NAMED = re.compile(r"\s*([^\[\]{}\s]+)\s*(?:\[CALL_ID\]\s*([A-Za-z0-9]+)\s*)?\[ARGS\]")


class _Mistral(Family):
    trigger = TOOL_CALLS
    id_style = "mistral"
    think: ClassVar[tuple[str, str] | None] = None

    def parse_body(self, text: str, out: Builder) -> None:
        first = text.find(TOOL_CALLS)
        if first == -1:
            out.text(text)
            return
        out.text(text[:first])
        for section in text[first:].split(TOOL_CALLS)[1:]:
            self._section(section, out)

    def _section(self, text: str, out: Builder) -> None:
        if text.lstrip().startswith("["):
            end = leading_json_calls(text, out)
            out.text(text[end:] if end is not None else TOOL_CALLS + text)
            return
        pos = 0
        while (m := _NAMED.match(text, pos)) is not None:
            start = find_json_start(text, m.end())
            end = (scan_balanced(text, start) or len(text)) if start != -1 else len(text)
            out.call(m.group(1), out.json_arguments(text[m.end() : end]), m.group(2) or "")
            pos = end
        out.text(text[pos:] if pos else (TOOL_CALLS + text if text.strip() else ""))


@register_family
class MistralNemo(_Mistral):
    name = "mistral-nemo"
    markers = (TOOL_CALLS,)

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        items = [{"name": c.tool, "arguments": c.arguments, **({"id": c.id} if c.id else {})} for c in calls]
        return TOOL_CALLS + dump_arguments(items)

    def grammar(self, g: CallGrammar) -> str:
        return f'"{TOOL_CALLS}" ' + g.json_list(g.json_call("name", "arguments"))


@register_family
class MistralSmall32(_Mistral):
    name = "mistral-small-3.2"
    markers = (TOOL_CALLS, "[CALL_ID]")
    priority = 2

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "".join(f"{TOOL_CALLS}{c.tool}[CALL_ID]{c.id}[ARGS]{dump_arguments(c.arguments)}" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        one = f'"{TOOL_CALLS}" ' + g.named_args('"[CALL_ID]" [a-zA-Z0-9]{9} "[ARGS]"')
        return g.root(one)


@register_family
class Ministral3(_Mistral):
    name = "ministral-3"
    aliases = ("devstral",)
    markers = (TOOL_CALLS, "[ARGS]")
    priority = 1
    think = ("[THINK]", "[/THINK]")

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "".join(f"{TOOL_CALLS}{c.tool}[ARGS]{dump_arguments(c.arguments)}" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        return g.root(f'"{TOOL_CALLS}" ' + g.named_args('"[ARGS]"'))
