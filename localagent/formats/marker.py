"""Bracket markers: [[tool(key=value)]] inside ordinary prose."""

from __future__ import annotations

import json
from collections.abc import Sequence

from ..grammar import GrammarBuilder, literal, optional_sequence
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
        return marker_grammar(builder)


def marker_grammar(b: GrammarBuilder) -> str:
    """`[[tool(key=value, ...)]]` for an offered tool with valid values, or plain prose."""
    b.require_tools()
    branches = []
    for t in b.tools:
        required = [_kv(b, t.name, p) for p in t.properties if p in t.required]
        optional = [_kv(b, t.name, p) for p in t.properties if p not in t.required]
        body = ' ", " '.join(required)
        if optional:
            tail = optional_sequence(optional, leading_comma=bool(required))
            body = f"{body} {tail}".strip()
        branches.append(f'{literal(t.name + "(")} {body} ")"' if body else literal(t.name + "()"))
    end = '"[[" marker-call "]]"' + ("" if b.require_call else " | plain-answer")
    return b.compose("marker", ["marker-call ::= " + " | ".join(branches), f"marker-end ::= {end}"])


def _kv(b: GrammarBuilder, tool: str, prop: str) -> str:
    return f"{literal(prop + '=')} {b.value_rule(tool, prop)}"
