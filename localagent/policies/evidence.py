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

A question that states numbers but asks for no value computed from them (policies/asked.py:
"We won 4-2 yesterday", "My number is 555-1234, text me", "I'm 34 and she is 31, gift ideas?")
is offered no tool that computes either, and a tool that declares the words it is asked by only
when it says one: SmolLM2 called a tool for anything offered, so the sentence is answered in
words. A question with no number that asks for a text ("explain", "translate": the lexicon's
asks_other) is offered no tool asked by its words either: "Explique-moi pourquoi on change
d'heure" names the clock's word, not the time. The question's language decides what asks
(reading/lexicon/), in all ten languages read.

A message that asks for nothing at all (reading/statement.py: no question mark, no request
phrase, every clause opened by a subject pronoun, thanks or a greeting: "Thank you! That's all I
needed.", "I was in Paris last week, it was lovely") is offered no tool: SmolLM2 answered it with
a calendar event or a weather report. Read where the language's lexicon lists its openers
(English). A question made only of the words questions are built with ("How are you?", "What
can you do?") asks the documents nothing: `search_docs` and `read_doc` are not offered to it.

Digits are written alike in every language, so this policy reads every script. In a script
whose words no policy reads (Chinese, Japanese, Russian...), stated arithmetic offers the
calculator alone and a stated date (2026-03-01) the date tool alone: there is no other
evidence. It narrows the offer only; the relevance policy then ranks what is left.
"""

from __future__ import annotations

import re
import unicodedata

from .. import text
from ..documents.function_words import function_words
from ..reading.data_request import Parts
from ..reading.lexicon import language_of
from ..reading.question import read
from ..reading.statement import asks_nothing
from ..tools.registry import Registry, Tool
from .asked import CALCULATOR, DATE, DATE_MATH, asks_a_text, asks_value, computation_asked, states_arithmetic
from .base import LATIN, FirstStep, Policy, register_policy
from .quantities import stated_span

_DATE = DATE
DOCUMENT_TOOLS = ("search_docs", "read_doc")  # tools/docs.py


def _only_function_words(question: str) -> bool:
    """Every word of the question is one of the words questions are built with, in a language
    that lists them (documents/function_words/)."""
    listed = function_words(language_of(question))
    words = text.words(question)
    return bool(listed) and bool(words) and all(w in listed for w in words) and not text.numbers_in(question)


def asked_for(words: tuple[str, ...], question: str, whole: bool = False) -> bool:
    """The question contains one of a tool's `asked_by` words (none declared: it may be asked
    for anything). Words of unspaced scripts are found anywhere, others where a word starts, or
    with `whole` as whole words ("time", not the "times" of "three times a week")."""
    if not words:
        return True
    folded = text.normalize(question)
    unspaced = text.UNSPACED_SCRIPTS
    end = r"(?!\w)" if whole else ""
    return any(
        (w in folded) if text.dominant_script(w) in unspaced else re.search(rf"(?<!\w){re.escape(w)}{end}", folded)
        for w in words
    )


def _kept_unasked(tool: Tool, step: FirstStep, asks: bool) -> bool:
    """Offered to a sentence with numbers that asks for nothing computed from them (see offer)."""
    return not tool.computes and (not tool.asked_by or asks and _named(tool, step))


def _named(tool: Tool, step: FirstStep) -> bool:
    """The question names a tool by one of the words it declares it is asked by, or of its own
    name, as a whole word ("time", not the "times" of "three times a week")."""
    return asked_for((*tool.asked_by, *tool.name.split("_")), step.question, whole=True)


@register_policy
class OfferByEvidence(Policy):
    name = "evidence"
    order = 0
    in_check = "run"  # it only narrows the offer, on evidence that holds for any model
    bounds = True  # a tool that computes is not offered back to a sentence that asks for nothing

    def offer(self, step: FirstStep) -> Registry | None:
        tools = step.tools
        if asks_nothing(step.question):  # thanks, a greeting, a remark: no tool is asked for
            return tools.select([])
        if any(name in tools.names for name in DOCUMENT_TOOLS) and _only_function_words(step.question):
            # "How are you?", "What can you do?": it asks the documents nothing (they answered
            # "The documents do not say this plainly" with two quoted places).
            return tools.select([n for n in tools.names if n not in DOCUMENT_TOOLS])
        if not numbers_to_compute(step) and stated_span(step.question) is None:  # a day named is a date
            kept = [name for name in tools.names if not tools.get(name).computes]
            # No words read, or a reply in a conversation about numbers ("in mph?", "e il totale
            # allora?": SmolLM2 called the clock and answered the time): a tool's own words are the
            # evidence.
            if not text.reads(step.script, LATIN) or text.numbers_in(step.stated):
                kept = [name for name in kept if asked_for(tools.get(name).asked_by, step.question, whole=True)]
            if asks_a_text(step.question, read(step.question).language):
                # "Explique-moi pourquoi on change d'heure ...": a text asked, not the time its word
                # names (SmolLM2 called current_time three times and answered the clock's time).
                kept = [name for name in kept if not tools.get(name).asked_by]
            return tools.select(kept) if len(kept) < len(tools) else None
        if text.numbers_in(step.question) and not computation_asked(step.question):
            # Numbers, and nothing asked of them ("We won 4-2 yesterday"): no tool that computes,
            # and a tool asked by its own words only when the question asks for a value and says
            # one of them ("wie spät ist es?"; not the "today" of "今天跑了10公里，怎么办？").
            asks = read(step.question).asks
            kept = [name for name in tools.names if _kept_unasked(tools.get(name), step, asks)]
            return tools.select(kept) if len(kept) < len(tools) else None
        if text.reads(step.script, LATIN):
            return None  # the relevance policy reads its words, with the arithmetic as evidence
        # In a script no policy reads words of, what the question states is all there is.
        if CALCULATOR in tools.names and states_arithmetic(step.question):
            return tools.select([CALCULATOR])
        if DATE_MATH in tools.names and _DATE.search(unicodedata.normalize("NFKC", step.question)):
            return tools.select([DATE_MATH])
        return None


def numbers_to_compute(step: FirstStep) -> bool:
    """Whether there are numbers the request may compute on: its own (a follow-up read whole
    holds the earlier turn's: policies/followup.py), or the earlier turns' where a phrase of it
    asks for a value ("How much is that a year?", "what is that in euros?"). A reply that asks
    none ("gracias, justo lo que necesitaba", "why do Americans still use feet anyway?") is
    offered no tool that computes on the conversation's numbers: SmolLM2 converted 37 °C again
    for the thanks."""
    if text.numbers_in(step.question):
        return True
    if not text.numbers_in(step.stated):
        return False
    language = language_of(step.question)
    return read(step.question, language).asks and asks_value(Parts("", step.question, language, ()))
