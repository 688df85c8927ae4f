"""Llama 3.1 / 3.2 / 3.3: a bare JSON object `{"name": "f", "parameters": {...}}`, or, for the
built-in tools, `<|python_tag|>brave_search.call(query="...")`; raw code after `<|python_tag|>`
goes to the `python` tool."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...parsing.jsonrepair import scan_balanced
from ...parsing.markers import parse_call_text
from ...types import ToolCall
from .base import Builder, Family, dump_arguments, json_calls, register_family
from .grammar import CallGrammar

PYTHON_TAG = "<|python_tag|>"
_BUILTIN = re.compile(r"\s*([A-Za-z_]\w*)\.call\(")


@register_family
class Llama3(Family):
    name = "llama3"
    aliases = ("llama3.1", "llama3.2", "llama3.3")
    markers = ("tools_in_user_message",)
    think = None
    answer_rule = "[^{<\\x00-\\x20] [^\\x00]{0,999}"

    def parse_body(self, text: str, out: Builder) -> None:
        tag = text.find(PYTHON_TAG)
        if tag != -1:
            out.text(text[:tag])
            self._python_tag(text[tag + len(PYTHON_TAG) :], out)
            return
        stripped = text.lstrip()
        pos = len(text) - len(stripped)
        while stripped.startswith("{"):
            end = scan_balanced(text, pos) or len(text)
            if not json_calls(text[pos:end], out, arg_keys=("parameters", "arguments")):
                break
            rest = text[end:]
            pos = end + len(rest) - len(rest.lstrip(" \t\r\n;"))
            stripped = text[pos:]
        out.text(text[pos:])

    def _python_tag(self, text: str, out: Builder) -> None:
        m = _BUILTIN.match(text)
        if m is not None:
            parsed = parse_call_text(m.group(1) + text[m.end() - 1 :])
            if parsed is not None:
                out.call(*parsed)
                return
        if text.lstrip().startswith("{") and json_calls(text, out, arg_keys=("parameters", "arguments")):
            return
        out.call("python", {"code": text})

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "; ".join(
            f'{{"name": {dump_arguments(c.tool)}, "parameters": {dump_arguments(c.arguments)}}}' for c in calls
        )

    def grammar(self, g: CallGrammar) -> str:
        return g.root(g.json_call("name", "parameters"), separator='"; "')
