"""JSON tool calls: {"tool": ..., "arguments": {...}} or {"final_answer": ...}."""

from __future__ import annotations

from typing import Any

from ..grammar import GrammarBuilder, literal
from ..parsing.toolcall import parse_toolcall
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..tools.schema import normalize_schema
from ..types import Completion, ParsedOutput
from .base import Generate, ResultLinesFormat, describe_tools, register_format


@register_format("json")
class JsonFormat(ResultLinesFormat):
    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("json").format(tools=describe_tools(tools))

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_toolcall(text, tools)

    def grammar(self, builder: GrammarBuilder) -> str:
        return toolcall_grammar(builder)

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        if self.schema_constrained:
            return generate("", None, None, toolcall_schema(builder))
        return generate("", self.grammar(builder))


def toolcall_schema(b: GrammarBuilder) -> dict[str, Any]:
    """The JSON tool call (or list, or final answer) as a JSON schema: for engines that
    constrain output by schema rather than by grammar (Ollama's `format`)."""
    b.require_tools()
    calls = [
        {
            "type": "object",
            "properties": {"tool": {"const": t.name}, "arguments": normalize_schema(t.parameters)},
            "required": ["tool", "arguments"],
        }
        for t in b.tools
    ]
    options: list[dict[str, Any]] = list(calls)
    if b.parallel:
        options.append({"type": "array", "items": {"anyOf": calls}, "minItems": 1, "maxItems": 8})
    if not b.require_call:
        options.append(
            {"type": "object", "properties": {"final_answer": {"type": "string"}}, "required": ["final_answer"]}
        )
    return {"anyOf": options}


def toolcall_grammar(b: GrammarBuilder) -> str:
    """A JSON call to an offered tool with valid arguments, a list of them, or the final answer."""
    b.require_tools()
    branches = " | ".join(
        f'{literal(literal(t.name))} space "," space "\\"arguments\\"" space ":" space {b.args_rule(t.name)}'
        for t in b.tools
    )
    rules = [f'json-call ::= "{{" space "\\"tool\\"" space ":" space ( {branches} ) "}}" space']
    if b.parallel:
        rules.append('call-list ::= "[" space json-call ( "," space json-call ){0,7} "]" space')
    else:
        rules.append('call-list ::= "[" space json-call "]" space')
    rules.append("toolcall-end ::= json-call | call-list" + ("" if b.require_call else " | final-answer"))
    return b.compose("toolcall", rules)
