"""Policy `evidence`: the tools offered follow from what the question states, in any script.

Tools that answer by computing (`@tool(computes=True)`: calculator, convert_units, date_math)
compute on numbers the question gives. A question that states no number gives them nothing
to compute on: they are not offered ("Hello! Who are you?", "What is the capital of
France?", "你好！你是谁？"). In a script whose words no policy reads, such a question is offered
a tool that declares words it is asked by (`@tool(asked_by=...)`: the clock's time words) only
when it contains one: SmolLM2 called the one tool left, `current_time`, for "法国的首都是哪里？"
and "Привет! Кто ты?" and answered with the time. When no tool is left, the model answers
without tools.

`states_arithmetic` tells a question that states arithmetic (numbers joined by an operator,
written as symbols or as words the calculator reads in seven languages: "17 times 23",
"12 mal 7", "15% of 240", "17乘以23"; dates are not arithmetic): the relevance policy keeps
the built-in calculator among the tools it offers such a question (word overlap alone sent
"What is 17 times 23?" to current_time), beside what else the question asks for.

Digits are written alike in every language, so this policy reads every script. In a script
whose words no policy reads (Chinese, Japanese, Russian...), stated arithmetic offers the
calculator alone and a stated date (2026-03-01) the date tool alone: there is no other
evidence. It narrows the offer only; the relevance policy then ranks what is left.
"""

from __future__ import annotations

import re
import unicodedata

from .. import text
from ..tools.arithmetic_words import rewrite
from ..tools.registry import Registry
from .base import LATIN, FirstStep, Policy, register_policy

CALCULATOR = "calculator"  # the built-in arithmetic tool (tools/builtin.py)
DATE_MATH = "date_math"  # the built-in date tool (tools/dates.py)
_DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}")
_OPERATION = re.compile(r"[\d)]\s*(?:\*\*|[-+*/%])\s*[\d(]|sqrt\(")


def without_dates(question: str) -> str:
    """The question, normalised, its dates (2026-03-01, 1.3.2026) taken out: they are not arithmetic."""
    return _DATE.sub(" ", unicodedata.normalize("NFKC", question))


def arithmetic_in(question: str) -> str | None:
    """The question as the calculator reads it, when that joins numbers by an operator."""
    rewritten = rewrite(without_dates(question))
    return rewritten if _OPERATION.search(rewritten) else None


def states_arithmetic(question: str) -> bool:
    """Numbers joined by an operator, as the calculator reads them (dates left out)."""
    return arithmetic_in(question) is not None


def asked_for(words: tuple[str, ...], question: str) -> bool:
    """The question contains one of a tool's `asked_by` words (none declared: it may be asked
    for anything). Words of unspaced scripts are found anywhere, others where a word starts."""
    if not words:
        return True
    folded = text.normalize(question)
    unspaced = text.UNSPACED_SCRIPTS
    return any(
        (w in folded) if text.dominant_script(w) in unspaced else re.search(rf"(?<!\w){re.escape(w)}", folded)
        for w in words
    )


@register_policy
class OfferByEvidence(Policy):
    name = "evidence"
    order = 0

    def offer(self, step: FirstStep) -> Registry | None:
        tools = step.tools
        if not text.numbers_in(step.stated):
            kept = [name for name in tools.names if not tools.get(name).computes]
            if not text.reads(step.script, LATIN):  # no words read: a tool's own words are the evidence
                kept = [name for name in kept if asked_for(tools.get(name).asked_by, step.question)]
            return tools.select(kept) if len(kept) < len(tools) else None
        if text.reads(step.script, LATIN):
            return None  # the relevance policy reads its words, with the arithmetic as evidence
        # In a script no policy reads words of, what the question states is all there is.
        if CALCULATOR in tools.names and states_arithmetic(step.question):
            return tools.select([CALCULATOR])
        if DATE_MATH in tools.names and _DATE.search(unicodedata.normalize("NFKC", step.question)):
            return tools.select([DATE_MATH])
        return None
