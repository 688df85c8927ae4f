"""LFM2 / LFM2.5 (Liquid AI): a pythonic list between special tokens,
`<|tool_call_start|>[get_time(city="Paris"), f(x=1)]<|tool_call_end|>`; a JSON list in the same
place (llama.cpp's older LFM2 convention) is read too."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...parsing.markers import parse_pythonic_calls
from ...types import ToolCall
from .base import Builder, Family, dump_arguments, json_calls, register_family, tagged_blocks
from .grammar import CallGrammar

START, END = "<|tool_call_start|>", "<|tool_call_end|>"


@register_family
class Lfm2(Family):
    name = "lfm2"
    aliases = ("lfm2-json", "lfm2.5")
    markers = ("List of tools:", "<|im_start|>")
    trigger = START

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        for start, end, inner in tagged_blocks(text, START, END):
            out.text(text[pos:start])
            if not self._calls(inner.strip(), out):
                out.text(text[start:end])
            pos = end
        out.text(text[pos:])

    @staticmethod
    def _calls(inner: str, out: Builder) -> bool:
        if inner.startswith("[{") or inner.startswith("{"):
            return json_calls(inner, out)
        calls = parse_pythonic_calls(inner if inner.startswith("[") else f"[{inner}]")
        if calls is None:
            return False
        for name, arguments, level, repairs in calls:
            out.level = max(out.level, level)
            out.repairs.extend(repairs)
            out.call(name, arguments)
        return True

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        def call(c: ToolCall) -> str:
            return f"{c.tool}({', '.join(f'{k}={_python_value(v)}' for k, v in c.arguments.items())})"

        return START + "[" + ", ".join(call(c) for c in calls) + "]" + END

    def grammar(self, g: CallGrammar) -> str:
        return f'"{START}[" ' + g.pythonic_calls() + f' "]{END}"'


def _python_value(value: Any) -> str:
    return dump_arguments(value)
