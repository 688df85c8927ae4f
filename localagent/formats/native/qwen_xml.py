"""Qwen3-Coder and Qwen 3.5: calls in XML, values typed by the tool's schema.

<tool_call>
<function=edit>
<parameter=filename>
foo.c
</parameter>
</function>
</tool_call>
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ...tools.registry import Registry
from ...types import ToolCall
from .base import Builder, Family, register_family
from .grammar import CallGrammar

_FUNCTION = re.compile(r"<function=([^>\n]+)>(.*?)(?:</function>|\Z)", re.S)
_PARAMETER = re.compile(r"<parameter=([^>\n]+)>(.*?)(?:</parameter>|(?=<parameter=)|\Z)", re.S)


@register_family
class QwenXml(Family):
    name = "qwen-xml"
    aliases = ("qwen3-coder", "qwen3.5")
    markers = ("<function=", "<parameter=")
    priority = 2
    trigger = "<tool_call>"

    def call_starts(self) -> tuple[str, ...]:
        return ("<tool_call>", "<function=")  # some models leave out the opening <tool_call>

    def parse_body(self, text: str, out: Builder) -> None:
        pos = 0
        for m in re.finditer(r"<tool_call>|<function=", text):
            if m.start() < pos:
                continue
            inner_start = m.end() if m.group(0) == "<tool_call>" else m.start()
            close = text.find("</tool_call>", inner_start)
            end = len(text) if close == -1 else close + len("</tool_call>")
            inner = text[inner_start : close if close != -1 else len(text)]
            functions = list(_FUNCTION.finditer(inner))
            if not functions:
                continue
            out.text(text[pos : m.start()])
            for f in functions:
                name = f.group(1).strip()
                args = {
                    p.group(1).strip(): _value(out.tools, name, p.group(1).strip(), p.group(2))
                    for p in _PARAMETER.finditer(f.group(2))
                }
                out.call(name, args)
            pos = end
        out.text(text[pos:])

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        def param(k: str, v: Any) -> str:
            text = v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)
            return f"<parameter={k}>\n{text}\n</parameter>\n"

        def call(c: ToolCall) -> str:
            params = "".join(param(k, v) for k, v in c.arguments.items())
            return f"<tool_call>\n<function={c.tool}>\n{params}</function>\n</tool_call>"

        return "\n".join(call(c) for c in calls)

    def grammar(self, g: CallGrammar) -> str:
        one = f'"<tool_call>\\n<function=" ( {g.xml_functions()} ) "</function>\\n</tool_call>"'
        return g.root(one, separator='"\\n"')


def _value(tools: Registry | None, tool: str, param: str, raw: str) -> Any:
    """A parameter's text, typed by its schema (one newline either side is the syntax's):
    a string stays as written; `null` is null where the schema allows it; a value of any
    other type the schema allows is read as JSON; what is not is a string."""
    value = raw[1:] if raw.startswith("\n") else raw
    value = value[:-1] if value.endswith("\n") else value
    schema = _param_schema(tools, tool, param)
    types = schema.get("type")
    types = [types] if isinstance(types, str) else list(types or [])
    if not types and "enum" in schema:
        types = sorted({_JSON_TYPE.get(type(v), "string") for v in schema["enum"]})
    if value == "null" and "null" in types:
        return None
    others = [t for t in types if t not in ("string", "null")]
    if types and not others:
        return value
    try:
        decoded = json.loads(value)
    except ValueError:
        return value
    if "string" in types and not any(_is(decoded, t) for t in others):
        return value
    return decoded


_JSON_TYPE = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _is(value: Any, kind: str) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return _JSON_TYPE.get(type(value)) == kind


def _param_schema(tools: Registry | None, tool: str, param: str) -> dict[str, Any]:
    found = tools.find(tool) if tools is not None else None
    if found is None:
        return {}
    prop = found.properties.get(param)
    return prop if isinstance(prop, dict) else {}
