"""Policy `decline`: a first step that calls a tool no word of the question is about, with
values the question never states, is answered without tools instead.

Offered tools, a tiny model calls one whatever the question (SmolLM2 called a tool for 12 of
12 questions no tool fits): `get_weather(city="Barcelona")` for "Translate 'good morning'".
Declining needs two pieces of evidence for every call of the step, each of which holds in
any language: the call's values are made up, and the tool shares no word with the question.
A value is made up when it is a number the question does not state (numbers are written
alike in every language this reads: "17 mal 23" states 17), or a string the question does
not state that the model copied from its instructions (the prompt's example, a tool's
description). In a question in another language than English, any other string the question
does not state may be a translation ("Frankreich" asked, `country="France"` written): it
keeps the call. Asked in English, no translation explains it: SmolLM2 answered "Hello!" with
`get_weather(city="London")` until its steps ran out. A call that fails validation is not
judged here (the model gets feedback on it). A call with no plain values
(`current_time(utc=true)`) is declined only when the question states no number either
("Hello! Who are you?"). Words are compared as English words, so the policy stays out of
questions in other scripts.
"""

from __future__ import annotations

import re

from .. import text
from ..errors import ToolCallError
from ..reading.lexicon import language_of
from ..tools.registry import Registry
from ..types import ToolCall
from .base import LATIN, FirstStep, Policy, Revision, register_policy
from .evidence import numbers_to_compute
from .relevance import related


@register_policy
class DeclineUnrelated(Policy):
    name = "decline"
    order = 7
    reads = LATIN

    def revise(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Revision | None:
        if calls and all(self._unrelated(step, call) for call in calls):
            return Revision(
                decline=True, detail="calls to tools the question shares no word with, with values it does not state"
            )
        return None

    @staticmethod
    def _unrelated(step: FirstStep, call: ToolCall) -> bool:
        tool = step.tools.find(call.tool)
        if tool is None:
            return False
        try:
            tool.validate(call.arguments)
        except ToolCallError:
            return False
        values = text.plain_values(call.arguments)
        english = language_of(step.question) == "en"
        # The earlier turns' numbers are said for a reply that asks a value of them ("how much is
        # that a year?"), not for one that asks none ("lol that's more than I thought. are bananas
        # actually healthy?" was answered calculator("105") through serve, 105 said two turns ago).
        numbers_said = step.stated if numbers_to_compute(step) else step.question
        made_up = all(
            made_up_value(v, numbers_said if _numeric(v) else step.stated, step.instructions, english) for v in values
        )
        # A call with no values (`current_time()`) for a question that shares no word with its
        # tool and states no number has nothing of the question in it either.
        empty = not values and not text.numbers_in(numbers_said)
        # And the tool is about what the numbers were said for: a reply that asks no value of the
        # earlier numbers is judged by its own words ("how did you get that?" after "What's 1200
        # divided by 12?" was answered calculator("100"), about the earlier question, not this one).
        return (bool(values) and made_up or empty) and not related(numbers_said, tool)


def _numeric(value: object) -> bool:
    """A number, or a text of numbers and operators with no letter ("105", "17 * 23")."""
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    return isinstance(value, str) and bool(re.search(r"\d", value)) and not re.search(r"[^\W\d_]", value)


def made_up_value(value: object, stated: str, instructions: str, english: bool) -> bool:
    """A value the user never stated that the model made up: a number, a string copied from its
    instructions, or, asked in English, any string (no translation explains it: "Hello!" was
    answered get_weather(city="New York"))."""
    if text.states(stated, value):
        return False
    return isinstance(value, (int, float)) or english and isinstance(value, str) or text.states(instructions, value)
