"""Policy `decline`: a first step that calls a tool no word of the question is about, with
values the question never states, is answered without tools instead.

Offered tools, a tiny model calls one whatever the question (SmolLM2 called a tool for 12 of
12 questions no tool fits): `get_weather(city="Barcelona")` for "Translate 'good morning'".
Declining needs two pieces of evidence for every call of the step: the values are made up
(the call has strings or numbers, and the question states none of them: numbers compared
as numbers, strings folded, an expression such as "17 * 23" by its numbers), and the tool
shares no word with the question. A call that fails validation is not judged here (the
model gets feedback on it), nor a call with no plain values (`current_time(utc=true)`).
It compares English words, so it stays out of questions in other scripts.
"""

from __future__ import annotations

from .. import text
from ..errors import ToolCallError
from ..tools.registry import Registry
from ..types import ToolCall
from .base import LATIN, FirstStep, Policy, Revision
from .relevance import related


class DeclineUnrelated(Policy):
    name = "decline"
    reads = LATIN

    def revise(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Revision | None:
        if calls and all(self._unrelated(step.stated, call, offered) for call in calls):
            return Revision(
                decline=True, detail="calls to tools the question shares no word with, with values it does not state"
            )
        return None

    @staticmethod
    def _unrelated(stated: str, call: ToolCall, tools: Registry) -> bool:
        tool = tools.find(call.tool)
        if tool is None:
            return False
        try:
            tool.validate(call.arguments)
        except ToolCallError:
            return False
        values = text.plain_values(call.arguments)
        return bool(values) and not any(text.states(stated, v) for v in values) and not related(stated, tool)
