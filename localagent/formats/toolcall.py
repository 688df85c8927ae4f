"""JSON tool calls: {"tool": ..., "arguments": {...}} or {"final_answer": ...}."""

from __future__ import annotations

from ..grammar import GrammarBuilder
from ..parsing.toolcall import parse_toolcall
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import Completion, ParsedOutput
from .base import Generate, ResultLinesFormat, describe_tools, register_format


@register_format("json")
class JsonFormat(ResultLinesFormat):
    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("json").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_toolcall(text, tools)

    def grammar(self, builder: GrammarBuilder) -> str:
        return builder.toolcall()

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        if self.schema_constrained:
            return generate("", None, None, builder.toolcall_schema())
        return generate("", self.grammar(builder))
