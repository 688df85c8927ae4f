"""Pure parsers, one format per module: text in, ParsedOutput (or RepairResult) or ParseError out.

jsonrepair.py   the JSON repair ladder, levels 0-2
coerce.py       level 3: schema-guided coercion of argument values
calls.py        level 3 for a whole call: tool-name matching, bare values
react.py        Thought / Action / Action Input / Final Answer
markers.py      [[tool(key=value)]] and [f(a=1), g(b=2)]
toolcall.py     JSON tool-call objects and lists
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..tools.registry import Registry
from ..types import ParsedOutput
from .jsonrepair import RepairResult, repair_json
from .markers import parse_markers
from .react import parse_react
from .toolcall import parse_toolcall

# The text formats `localagent parse --format` reads, each by its pure parser; "json" is the
# repair ladder alone and "native" a model's own family (formats/native/).
PARSERS: dict[str, Callable[[str, Registry | None, bool], ParsedOutput]] = {
    "react": lambda text, tools, strict: parse_react(text, tools, strict=strict),
    "marker": lambda text, tools, strict: parse_markers(text, tools),
    "toolcall": lambda text, tools, strict: parse_toolcall(text, tools),
}
PARSE_FORMATS = ("json", *PARSERS, "native")


def parse_for_display(
    fmt: str, text: str, tools: Registry | None, strict: bool = False, family: Any = None
) -> dict[str, Any]:
    """The `localagent parse` report for one model output (`family`: a native tool-call
    family, formats/native/, for fmt "native")."""
    if fmt == "native":
        parsed = family.parse(text, tools)
        return {
            "family": family.name,
            "calls": [
                {"name": c.tool, "arguments": c.arguments, **({"id": c.id} if c.id else {})} for c in parsed.calls
            ],
            "content": parsed.content,
            "reasoning": parsed.reasoning,
            "level": parsed.repair_level or 0,
            "repairs": parsed.repairs,
        }
    if fmt == "json":
        result = repair_json(text)
        return {"value": result.value, "level": result.level, "repairs": result.repairs}
    if fmt not in PARSERS:
        raise ValueError(f"unknown parse format {fmt!r}")
    parsed = PARSERS[fmt](text, tools, strict)
    return {
        "calls": [{"tool": c.tool, "arguments": c.arguments} for c in parsed.calls],
        "final_answer": parsed.final_answer,
        "level": parsed.repair_level if parsed.repair_level is not None else 0,
        "repairs": parsed.repairs,
    }


__all__ = [
    "PARSERS",
    "PARSE_FORMATS",
    "RepairResult",
    "parse_for_display",
    "parse_markers",
    "parse_react",
    "parse_toolcall",
    "repair_json",
]
