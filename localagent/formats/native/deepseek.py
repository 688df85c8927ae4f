"""DeepSeek R1 and its distills:

    <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>f
    ```json
    {...}
    ```<｜tool▁call▁end｜><｜tool▁calls▁end｜>

with reasoning in `<think>`; the distills' generation prompt opens the think block, so an
output may start inside it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...types import ToolCall
from .base import Builder, Family, dump_arguments, register_family
from .grammar import CallGrammar

CALLS_BEGIN, CALLS_END = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
CALL_BEGIN, CALL_END, SEP = "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>", "<｜tool▁sep｜>"
_CALL = re.compile(
    re.escape(CALL_BEGIN)
    + r"\s*(?:\w+)?\s*"
    + re.escape(SEP)
    + r"\s*([^\n`]+)\n?\s*(?:```(?:json)?\s*)?(.*?)(?:```\s*)?(?:"
    + re.escape(CALL_END)
    + r"|\Z)",
    re.S,
)


# The markers as distills also write them: with "_" or spaces for "▁", or "tool▁calls" alone.
_SPACE = r"(?:▁|_|\\_| )"
_VARIANTS = [
    (re.compile(rf"<｜tool{_SPACE}calls(?:{_SPACE}begin)?｜>"), CALLS_BEGIN),
    (re.compile(rf"<｜tool{_SPACE}calls{_SPACE}end｜>"), CALLS_END),
    (re.compile(rf"<｜tool{_SPACE}call{_SPACE}begin｜>"), CALL_BEGIN),
    (re.compile(rf"<｜tool{_SPACE}call{_SPACE}end｜>"), CALL_END),
    (re.compile(rf"<｜tool{_SPACE}sep｜>"), SEP),
]


def _canonical(text: str) -> str:
    for pattern, marker in _VARIANTS:
        text = pattern.sub(marker, text)
    return text


@register_family
class DeepSeekR1(Family):
    name = "deepseek-r1"
    aliases = ("deepseek",)
    markers = ("tool▁calls▁begin",)
    trigger = CALLS_BEGIN

    def parse_body(self, text: str, out: Builder) -> None:
        text = _canonical(text)
        start = min((i for i in (text.find(CALLS_BEGIN), text.find(CALL_BEGIN)) if i != -1), default=-1)
        if start == -1:
            out.text(text)
            return
        calls = list(_CALL.finditer(text, start))
        if not calls:
            out.text(text)
            return
        out.text(text[:start])
        for m in calls:
            out.call(m.group(1), out.json_arguments(m.group(2)))
        rest = text[calls[-1].end() :]
        out.text(rest.replace(CALLS_END, "", 1))

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        body = "\n".join(
            f"{CALL_BEGIN}function{SEP}{c.tool}\n```json\n{dump_arguments(c.arguments)}\n```{CALL_END}" for c in calls
        )
        return CALLS_BEGIN + body + CALLS_END

    def grammar(self, g: CallGrammar) -> str:
        one = f'"{CALL_BEGIN}function{SEP}" ' + g.named_args('"\\n```json\\n"', closer=f'"\\n```{CALL_END}"')
        return f'"{CALLS_BEGIN}" ' + g.root(one, separator='"\\n"') + f' "{CALLS_END}"'
