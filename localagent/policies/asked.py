"""What the question asks for, decided once from the reading (../reading/) and the built-in
tools' own readers, for the policies that offer tools and write calls.

- `stated_expression`: the question is wholly one arithmetic request ("What is 17 * 23?",
  "Quanto fa 12 diviso per 4?"): its numbers, operators, the words that ask and the words that
  say nothing else. A word no lexicon accounts for ("We won 4-2 yesterday": we, won,
  yesterday) means it is not; nothing is dropped to make it fit.
- `computation_asked`: the question asks for a value computed from the numbers it states. It
  asks for a value (a phrase of its language that asks one: "how many", "was ist", "combien",
  "多少", "얼마") and something links the numbers (an operator between two of them, a function,
  a percentage, a unit after one, a date; or "how many" over several numbers: a word problem),
  or it is wholly a computation the tools read. A sentence with numbers that asks for nothing
  ("We won 4-2 yesterday", "Call me at 555-1234", "I'm 34 and she is 31, gift ideas?") does not,
  nor one that asks for a text (the lexicon's asks_other: "explain", "translate", "remind me").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .. import text
from ..reading.change import PERCENT_WORD
from ..reading.data_request import Parts, condition_first, request_sentence, split
from ..reading.lexicon import lexicon
from ..reading.numbers import fold, halved, numbers
from ..reading.question import Reading, has_any, leftover, read, without
from ..reading.rounding import unrounded
from ..reading.shapes import shape_of
from ..reading.spelled import in_digits
from ..tools.arithmetic_words import rewrite
from ..tools.calculator import CalculatorError, evaluate
from ..tools.date_words import dates_in
from ..tools.units import after_number, unit_written_at
from .quantities import mentions_unit, stated_conversion, stated_span

CALCULATOR = "calculator"  # the built-in arithmetic tool (tools/builtin.py)
DATE_MATH = "date_math"  # the built-in date tool (tools/dates.py)
DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}")
_OPERATION = re.compile(r"[\d)]\s*(?:\*\*|[-+*/%])\s*[\d(]|[a-z]\(")


def without_dates(question: str) -> str:
    """The question, normalised, its dates (2026-03-01, 1.3.2026) taken out: they are not arithmetic."""
    return DATE.sub(" ", unicodedata.normalize("NFKC", question))


def arithmetic_in(question: str, language: str | None = None) -> str | None:
    """The question as the calculator reads it, when that joins numbers by an operator."""
    rewritten = rewrite(without_dates(question), language)
    return rewritten if _OPERATION.search(rewritten) else None


def states_arithmetic(question: str) -> bool:
    """Numbers joined by an operator, as the calculator reads them (dates left out)."""
    return arithmetic_in(question) is not None


def stated_expression(question: str, reading: Reading | None = None) -> str | None:
    """The question's arithmetic as one expression the calculator evaluates, when the whole
    question is that request and the expression uses every number it states, or its one
    sentence with numbers is, beside sentences that ask nothing (reading/data_request.py);
    else None. A request to round the answer ("to the nearest cent") is read apart and rounds
    the expression (reading/rounding.py). Where the question as written reads as nothing, its
    numbers said in words are read as digits ("für sechs", "2 and a half": reading/spelled.py)."""
    found = _read_expression(question, reading)
    if found is None and (digits := in_digits(question)) != question:
        found = _read_expression(digits, None)
    return found


def _read_expression(question: str, reading: Reading | None) -> str | None:
    asked = unrounded(question)
    if asked.unread or halved(question):
        return None  # a rounding no phrase says how ("Arrotonda all'intero"), "2 and a half": not read
    if asked.question != question:
        found = _read_expression(asked.question, None)
        return found if found is None or asked.decimals is None else f"round({found}, {asked.decimals})"
    found = _stated_expression(question, reading)
    if found is None and (sentence := request_sentence(question)) is not None:
        return _stated_expression(sentence, None)
    if found is None and (reordered := condition_first(question)) is not None:
        return _stated_expression(reordered, None)  # the condition after the request, read first
    return found


def _stated_expression(question: str, reading: Reading | None) -> str | None:
    reading = reading or read(question)
    rewritten = None if leftover(question, reading.language) else arithmetic_in(question, reading.language)
    found = _operators(question, rewritten, reading) if rewritten is not None else None
    if found is None:
        # Content no lexicon accounts for, no operator, or operators that make no calculation of
        # every number ("la média de 7,5; 8,0; 6,5 e 9,0"): the question is more than its
        # arithmetic, unless it is wholly one of the shapes a reader computes (reading/shapes.py:
        # a percentage change, data then a request for a value of it, a bill, groups, a rate...).
        stated = shape_of(question)
        return stated.expression() if stated is not None else None
    return found


def _operators(question: str, rewritten: str, reading: Reading) -> str | None:
    """The question's operators as the calculator's expression, when it evaluates and uses each
    number the question states; else None."""
    expression = re.sub(r"\s*,\s*(?=[-+*/])", " ", rewritten).strip(" ,")
    try:
        evaluate(expression)
    except CalculatorError:
        return None
    given = [{n.value} for n in numbers(without_dates(question), reading.language)]  # as its language writes them
    used = text.numbers_in(expression)
    # Each number of the question is in the expression (a percentage becomes n/100: 100 is added).
    for readings in given:
        if not any(readings & u for u in used):
            return None
    return expression


@lru_cache(maxsize=256)  # pure; the evidence and clock policies both ask it of one question
def computation_asked(question: str) -> bool:
    """Whether the question asks for a value computed from the numbers it states (module doc)."""
    # A conversion or date span stated whole asks, though its numbers may be no single number
    # each ("09.11.1989" in German reads as a date, not as a number).
    if stated_conversion(question) is not None or stated_span(question) is not None:
        return True
    reading = read(question)
    if not reading.numbers:
        return False
    if stated_expression(question, reading) is not None:
        return True
    if asks_a_text(question, reading.language):
        return False  # "Explain what APR 24.99% means", "Переведи: «Скидка 50 %»": a text is asked
    parts = split(question)
    if parts is not None and not asks_value(parts):
        return False  # data, then a request for something else ("What's the traditional gift for that?")
    return reading.asks and linked(question, reading)


def asks_a_text(question: str, language: str) -> bool:
    """The question asks for a text (the lexicon's asks_other: "explain", "translate", "remind
    me") and by no phrase that asks for values only ("how many", "calculate", "多少")."""
    entry = lexicon(language)
    folded = text.normalize(question)
    if not has_any(folded, entry.asks_other, entry.unspaced):
        return False
    # What asks for a text is taken out first: "переведи на английский" holds the "переведи" that
    # asks a conversion ("Переведи 5 миль в километры").
    rest = without(folded, entry.asks_other, entry.unspaced)
    values_only = (p for p in entry.ask if p not in entry.ask_any)
    return not has_any(rest, (*values_only, *entry.quantity), entry.unspaced)


def asks_value(parts: Parts) -> bool:
    """The request after the data (reading/data_request.py) asks for a value: by a phrase that
    asks for values only ("how many", "what day", "多少"), or, where its phrase asks for anything
    ("what is"), by what it asks for: an amount, a percentage, an average, a unit, or nothing
    but what its language asks a value with ("What's the total?")."""
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)

    values_only = (p for p in entry.ask if p not in entry.ask_any)
    if has_any(request, (*values_only, *entry.quantity, *entry.average), entry.unspaced):
        return True
    change = entry.change
    percent = (*change.get("percent_asked", ()), *change.get("asked", ()))
    if has_any(request, percent, entry.unspaced) or PERCENT_WORD.search(request):
        return True
    if mentions_unit(request):
        return True
    value_words = (*entry.refers, *change.get("amount", ()), *entry.quantities)  # "What will I be paying per month?"
    return not leftover(parts.request, parts.language, accepted=value_words)


def linked(question: str, reading: Reading) -> bool:
    """Something joins the question's numbers into a computation (module doc)."""
    folded = text.normalize(question)
    if reading.functions or PERCENT_WORD.search(folded) or arithmetic_in(question, reading.language) is not None:
        return True
    if dates_in(unicodedata.normalize("NFKC", question)) or DATE.search(folded):
        return True
    if reading.quantity and len(reading.numbers) >= 2:
        return True  # "5 boxes of 24 pens: how many pens?"
    written = fold(question)  # where the reading's positions are, in the case the user wrote
    return any(_unit_after(written, n.end) for n in reading.numbers)


def _unit_after(written: str, end: int) -> bool:
    """A unit's name right after a number ("21 kilometers", "392 F", "30度"; not "5G")."""
    return unit_written_at(after_number(written[end:])) is not None
