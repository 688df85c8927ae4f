"""Bracket markers: [[tool(key=value)]] inside ordinary prose."""

from __future__ import annotations

import json
from collections.abc import Sequence

from ..grammar import GrammarBuilder
from ..parsing.markers import parse_markers
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import ParsedOutput, ToolCall
from .base import ResultLinesFormat, describe_tools, register_format


@register_format("marker")
class MarkerFormat(ResultLinesFormat):
    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("marker").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_markers(text, tools)

    def calls_text(self, calls: Sequence[ToolCall]) -> str:
        def marker(call: ToolCall) -> str:
            args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in call.arguments.items())
            return f"[[{call.tool}({args})]]"

        return " ".join(marker(c) for c in calls)

    def grammar(self, builder: GrammarBuilder) -> str:
        return builder.marker()
