"""Functionary (MeetKai):

v3.1   <function=f>{...}</function>, and <|python_tag|>code for the python tool
v3.2   after the generation prompt's `>>>`: `all\\n` then prose, or `f\\n{...}`;
       further calls each after `>>>`. The python tool takes raw code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...parsing.jsonrepair import find_json_start, scan_balanced
from ...types import ToolCall
from .base import Builder, Family, dump_arguments, register_family
from .grammar import CallGrammar

_FUNCTION = re.compile(r"<function=([^>]+)>")
PYTHON_TAG = "<|python_tag|>"


@register_family
class FunctionaryV31(Family):
    name = "functionary-v3.1"
    markers = ("<function=", "python_tag")
    priority = 1
    trigger = "<function="
    think = None

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        while (m := _FUNCTION.search(text, pos)) is not None:
            out.text(text[pos : m.start()])
            close = text.find("</function>", m.end())
            inner = text[m.end() : close if close != -1 else len(text)]
            out.call(m.group(1), out.json_arguments(inner))
            pos = close + len("</function>") if close != -1 else len(text)
        tag = text.find(PYTHON_TAG, pos)
        if tag != -1:
            out.text(text[pos:tag])
            out.call("python", {"code": text[tag + len(PYTHON_TAG) :]})
            return
        out.text(text[pos:])

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return "".join(f"<function={c.tool}>{dump_arguments(c.arguments)}</function>" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        return g.root(g.named_args('">"', opener='"<function="', closer='"</function>"'))


@register_family
class FunctionaryV32(Family):
    name = "functionary-v3.2"
    markers = (">>>all",)
    think = None
    answer_rule = '"all\\n" [^\\x00]{0,999}'

    def parse_body(self, text: str, out: Builder) -> None:
        for i, segment in enumerate(text.split(">>>")):
            name, newline, body = segment.partition("\n")
            name = name.strip()
            if name == "all":
                out.text(body)
            elif name == "python" and not body.lstrip().startswith("{"):
                out.call("python", {"code": body})
            elif newline and re.fullmatch(r"[\w.\-]+", name) and (start := find_json_start(body)) != -1:
                end = scan_balanced(body, start) or len(body)
                out.call(name, out.json_arguments(body[start:end]))
                out.text(body[end:])
            else:
                out.text(segment if i == 0 else ">>>" + segment)

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        return ">>>".join(f"{c.tool}\n{dump_arguments(c.arguments)}" for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        return g.root(g.named_args('"\\n"'), separator='">>>"')
