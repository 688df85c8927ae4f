"""Policy `arithmetic`: a question that states its whole arithmetic gets that arithmetic as
its calculator call, put together by code.

SmolLM2 wrote partial calls for arithmetic the question spelled out: `calculator("25")` for
"¿Cuánto es 25 por 4?", `calculator("144")` for "What is the square root of 144?". When the
question is wholly one arithmetic request (policies/asked.py: its numbers, the operators of its
language's lexicon, the words that ask and the words that say nothing else, no word left over)
and the calculator reads it as one expression that uses every number it states (dates aside),
the first step is that call, and the model answers from its result. Anything else (a word no
lexicon accounts for, a number it cannot place, a second request) leaves the step to the
model. Only the built-in calculator is called this way, and only when it is offered.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import text
from ..reading.question import unstated
from ..types import ToolCall
from .asked import CALCULATOR, stated_expression
from .base import FirstStep, Policy, register_policy

__all__ = ["CalculateStated", "stated_expression", "written_calls"]


@register_policy
class CalculateStated(Policy):
    name = "arithmetic"
    order = 2
    proposes = "the arithmetic the question states, as its calculator call"
    in_check = "check"

    def check(self, step: FirstStep, call: ToolCall) -> str | None:
        """A calculator call none of whose numbers the question states ("1000" for "17 * 23")."""
        expression = call.arguments.get("expression")
        if call.tool != CALCULATOR or not isinstance(expression, str):
            return None
        if unstated(text.numbers_in(expression), step.question):
            return (
                f"calculator({expression!r}) uses none of the numbers the question states; "
                "write the question's own numbers with their operation"
            )
        return None

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        return written_calls(step.question, step.tools.names) or None


def written_calls(question: str, offered: Sequence[str]) -> list[ToolCall]:
    """The calculator call for a question that is wholly its arithmetic, where the calculator is
    among `offered`; else none (also used for each request of a compound question: decompose.py)."""
    if CALCULATOR not in offered or not text.numbers_in(question):
        return []
    expression = stated_expression(question)
    return [ToolCall(CALCULATOR, {"expression": expression})] if expression is not None else []
