"""Text ReAct: the primary format for small instruction-tuned models."""

from __future__ import annotations

from collections.abc import Sequence

from ..parsing.react import parse_react
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import CallRecord, ParsedOutput
from .base import Format, describe_tools, register_format


@register_format("react")
class ReactFormat(Format):
    prefill = "Thought:"
    stop = ("Observation:",)

    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("react").format(
            tools=describe_tools(tools), tool_names=", ".join(tools.names) or "(none)"
        )

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_react(text, tools, strict=self.strict)

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        if len(records) == 1:
            body = f"Observation: {records[0].observation}\n"
        else:
            body = "".join(f"Observation: [{r.tool}] {r.observation}\n" for r in records)
        return body + self.prefill

    def error_text(self, feedback: str) -> str:
        return f"Observation: {feedback}\n{self.prefill}"
