"""JSON tool calls: {"tool": ..., "arguments": {...}} or {"final_answer": ...}."""

from __future__ import annotations

from collections.abc import Sequence

from ..grammar import GrammarBuilder
from ..parsing.toolcall import parse_toolcall
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import CallRecord, ParsedOutput
from .base import Format, describe_tools, register_format


@register_format("json")
class JsonFormat(Format):
    stop = ("Result:", "Observation:")

    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("json").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_toolcall(text, tools)

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        if len(records) == 1:
            return f"Result: {records[0].observation}\n"
        return "".join(f"Result of {r.tool}: {r.observation}\n" for r in records)

    def grammar(self, builder: GrammarBuilder) -> str:
        return builder.toolcall()

    def error_text(self, feedback: str) -> str:
        return f"Result: {feedback}\n"
