"""The fallback for templates that know no tools (SmolLM2's ChatML, Gemma 2, Phi-3.5): the tools
go into the system prompt as text and the model answers with one JSON object, as llama.cpp's
generic format asks:

    {"tool_call": {"name": "f", "arguments": {...}}}     {"tool_calls": [{...}, ...]}
    {"response": "the answer"}

Prose that is not JSON is the answer; the other JSON call shapes small models write are read too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ...errors import ParseError
from ...parsing.jsonrepair import repair_json
from ...types import ToolCall
from .base import Builder, Family, dump_arguments, json_call_fields, register_family
from .grammar import CallGrammar

_ANSWER_KEYS = ("response", "final_answer", "answer")
_NAME_KEYS = ("name", "tool", "function_name", "tool_name")
_ARG_KEYS = ("arguments", "parameters", "args")


@register_family
class Generic(Family):
    name = "generic"
    think = ("<think>", "</think>")
    answer_opening = '{"response": "'
    answer_closing = ('"}', '"\n')

    def answer_text(self, text: str) -> str:
        try:
            return str(json.loads('"' + text.rstrip().removesuffix('"') + '"'))
        except ValueError:
            return text.strip()

    def parse_body(self, text: str, out: Builder) -> None:
        stripped = text.strip()
        if not (stripped.startswith("{") or stripped.startswith("[") or stripped.startswith("```")):
            out.text(text)
            return
        try:
            result = repair_json(stripped)
        except ParseError:
            out.text(text)
            return
        if not self._value(result.value, out):
            out.text(text)
            return
        if result.level:
            out.level = max(out.level, result.level)
            out.repairs.extend(result.repairs)

    def _value(self, value: Any, out: Builder) -> bool:
        if isinstance(value, dict):
            for key in _ANSWER_KEYS:
                if key in value and not any(k in value for k in _NAME_KEYS):
                    answer = value[key]
                    out.text(answer if isinstance(answer, str) else dump_arguments(answer))
                    return True
            if isinstance(value.get("tool_calls"), list):
                value = value["tool_calls"]
            elif isinstance(value.get("tool_call"), dict):
                value = [value["tool_call"]]
        items = value if isinstance(value, list) else [value]
        found = [json_call_fields(i, name_keys=_NAME_KEYS, arg_keys=_ARG_KEYS) for i in items]
        if not found or any(f is None for f in found):
            return False
        for name, arguments, call_id in (f for f in found if f is not None):
            out.call(name, arguments, call_id)
        return True

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        if len(calls) == 1:
            return dump_arguments({"tool_call": {"name": calls[0].tool, "arguments": calls[0].arguments}})
        return dump_arguments({"tool_calls": [{"name": c.tool, "arguments": c.arguments} for c in calls]})

    def grammar(self, g: CallGrammar) -> str:
        return g.generic()
