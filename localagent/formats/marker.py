"""Bracket markers: [[tool(key=value)]] inside ordinary prose."""

from __future__ import annotations

from collections.abc import Sequence

from ..grammar import GrammarBuilder
from ..parsing.markers import parse_markers
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import CallRecord, ParsedOutput
from .base import Format, describe_tools, register_format


@register_format("marker")
class MarkerFormat(Format):
    stop = ("Result:", "Observation:")

    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("marker").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_markers(text, tools)

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        if len(records) == 1:
            return f"Result: {records[0].observation}\n"
        return "".join(f"Result of {r.tool}: {r.observation}\n" for r in records)

    def grammar(self, builder: GrammarBuilder) -> str:
        return builder.marker()

    def error_text(self, feedback: str) -> str:
        return f"Result: {feedback}\n"
