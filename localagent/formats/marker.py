"""Bracket markers: [[tool(key=value)]] inside ordinary prose."""

from __future__ import annotations

from ..grammar import GrammarBuilder
from ..parsing.markers import parse_markers
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import ParsedOutput
from .base import ResultLinesFormat, describe_tools, register_format


@register_format("marker")
class MarkerFormat(ResultLinesFormat):
    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("marker").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_markers(text, tools)

    def grammar(self, builder: GrammarBuilder) -> str:
        return builder.marker()
