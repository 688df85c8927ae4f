"""Command R7B (Cohere): `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "f", "parameters":
{...}}]<|END_ACTION|>`, reasoning in `<|START_THINKING|>`, the answer in `<|START_RESPONSE|>`."""

from __future__ import annotations

from collections.abc import Sequence

from ...types import ToolCall
from .base import Builder, Family, dump_arguments, json_calls, register_family
from .grammar import CallGrammar

START, END = "<|START_ACTION|>", "<|END_ACTION|>"


@register_family
class CommandR7B(Family):
    name = "command-r7b"
    aliases = ("command-r",)
    markers = (START,)
    trigger = START
    think = ("<|START_THINKING|>", "<|END_THINKING|>")

    def parse_body(self, text: str, out: Builder) -> None:
        text = text.replace("<|START_RESPONSE|>", "").replace("<|END_RESPONSE|>", "")
        at = text.find(START)
        if at == -1:
            out.text(text)
            return
        close = text.find(END, at)
        inner = text[at + len(START) : close if close != -1 else len(text)]
        if not json_calls(inner, out, name_keys=("tool_name", "name"), arg_keys=("parameters", "arguments")):
            out.text(text)
            return
        out.text(text[:at])

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        items = [
            {"tool_call_id": c.id or str(i), "tool_name": c.tool, "parameters": c.arguments}
            for i, c in enumerate(calls)
        ]
        return START + dump_arguments(items) + END

    def grammar(self, g: CallGrammar) -> str:
        return f'"{START}" ' + g.json_list(g.json_call("tool_name", "parameters", id_key="tool_call_id")) + f' "{END}"'

    def new_id(self, step: int, index: int) -> str:
        return str(index - 1)
