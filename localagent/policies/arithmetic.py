"""Policy `arithmetic`: a question that states its whole arithmetic gets that arithmetic as
its calculator call, put together by code.

SmolLM2 wrote partial calls for arithmetic the question spelled out: `calculator("25")` for
"¿Cuánto es 25 por 4?", `calculator("144")` for "What is the square root of 144?". The
calculator reads the operators people write in seven languages (tools/arithmetic_words.py);
when it reads the question itself as one expression that uses every number the question
states (dates aside), the first step is that call, and the model answers from its result.
The evidence holds in any language the calculator's words cover; anything else (a number it
cannot place, words in an order it does not read, a second request) leaves the step to the
model. Only the built-in calculator is called this way, and only when it is offered.
"""

from __future__ import annotations

import re

from .. import text
from ..tools.calculator import CalculatorError, evaluate
from ..types import ToolCall
from .base import FirstStep, Policy, register_policy
from .evidence import CALCULATOR, arithmetic_in, without_dates


def stated_expression(question: str) -> str | None:
    """The question's arithmetic as one expression the calculator evaluates, using every
    number the question states; None when it is not that."""
    rewritten = arithmetic_in(question)
    if rewritten is None:
        return None
    plain = without_dates(question)
    expression = re.sub(r"\s*,\s*(?=[-+*/])", " ", rewritten).strip(" ,")
    try:
        evaluate(expression)
    except CalculatorError:
        return None
    given = [readings for readings in text.numbers_in(plain)]
    used = [readings for readings in text.numbers_in(expression)]
    # Each number of the question is in the expression (a percentage becomes n/100: 100 is added).
    for readings in given:
        if not any(readings & u for u in used):
            return None
    return expression


@register_policy
class CalculateStated(Policy):
    name = "arithmetic"
    order = 2
    proposes = "the arithmetic the question states, as its calculator call"

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        offered = step.tools
        if CALCULATOR not in offered.names or not text.numbers_in(step.question):
            return None
        expression = stated_expression(step.question)
        return [ToolCall(CALCULATOR, {"expression": expression})] if expression is not None else None
