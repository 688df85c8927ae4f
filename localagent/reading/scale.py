"""An amount for so many people (or servings) scaled to another number of them: "The recipe serves
4 and needs 350 g of flour. How much flour for 10 people?", "Für 6 Personen braucht man 900 g
Nudeln, wie viel für 4 Personen?", "4인분에 소고기 600g이면 6인분은 몇 g이에요?".

Read whole as data and a request are (data_request.py), except that the request may hold the new
head count: the question states exactly three numbers, two of them head counts (a `servings`
word right after the number: "people", "Personen", "人分", "인분"; or a `serves` word right
before it: "serves", "for", "für") and one amount (with its unit, currency or thing: anything but
a percentage). The base head count is the one in the amount's clause, the other the one asked
for; the request asks how much or how many (the lexicon's `quantity`). Anything else goes to the
model.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, kind_of, names_of, unit_written_at
from .change import PERCENT_AFTER, thing_after
from .data_request import CLAUSE_END, Parts, request_reads, same_word
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .question import counted_in_words, has_any, leftover, phrase_at, read

_NEAR = 2  # characters between a head count and its `servings` word in a language without spaces ("4 人分")


@dataclass(frozen=True)
class Scaled:
    """An amount for `base` people scaled to `target` people."""

    amount: float
    base: float
    target: float

    def expression(self) -> str:
        return f"{written(self.amount)} * {written(self.target)} / {written(self.base)}"


@lru_cache(maxsize=256)
def scaled(question: str) -> Scaled | None:
    """The amount the question asks for the new head count (the module's doc), or None."""
    reading = read(question)
    entry = lexicon(reading.language)
    if not (entry.servings or entry.serves) or not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) < 3 or any(PERCENT_AFTER.match(folded[n.end :]) for n in found):
        return None
    heads = [n for n in found if _head_count(folded, n, entry)]
    if len(heads) != 2:
        heads = _counts_of_one_thing(folded, found) or heads
    amounts = [n for n in found if n not in heads]
    if len(heads) != 2 or not amounts or any(not h.value.is_integer() or h.value < 1 for h in heads):
        return None
    if any(_in_fraction(folded, n) for n in found):
        return None  # "1 1/2 cups": a mixed number is read as one once written as digits (spelled.py)
    amount = amounts[0] if len(amounts) == 1 else _amount_asked(folded, amounts)
    if amount is None:
        return None
    unit = unit_written_at(after_number(folded[amount.end :]))
    if unit is not None and kind_of(unit) in ("time", "temperature", "speed"):
        return None  # "takes 45 minutes for 4 people": a time does not grow with the people
    # The base head count is the one nearest the amount by clauses (the first on a tie), the
    # other the one asked for, after the amount.
    distance = [abs(_clause_of(folded, h) - _clause_of(folded, amount)) for h in heads]
    base = heads[0] if distance[0] <= distance[1] else heads[1]
    target = heads[1] if base is heads[0] else heads[0]
    # The request runs from the new head count's clause to the end, after the amount; it asks how
    # much and reads whole but for the data's own words ("Ich koche für 6 Personen, wie viel Mehl
    # brauche ich?")
    start = max((m.end() for m in CLAUSE_END.finditer(folded, 0, target.start)), default=0)
    if target.start < amount.end or (start <= amount.start and not _ends_clause(folded, amount, target)):
        return None
    request = regex.sub(r"[.!?;:。！？；…\s]+$", "", folded[start:].replace(target.text, " ", 1))
    if not has_any(request, (*entry.quantity, *entry.ask), entry.unspaced):
        return None
    parts = Parts(folded[:start], request, reading.language, ())
    # The amount's unit named again in the request by another of its names ("350 g" ... "how many grams").
    units = names_of(unit) if unit is not None else ()
    accepted = (*entry.quantity, *entry.quantities, *entry.count_verbs, *entry.servings, *entry.serves, *units,
                *entry.joins)  # fmt: skip
    if not request_reads(parts, accepted) and not _asked_after_context(parts, accepted, entry):
        return None
    return Scaled(amount.value, base.value, target.value)


_CONTEXT = 4  # words the new head count's clause may say of the occasion ("for the bake sale", "dimanche")
# A word that says an operation ("double", "halve", "less"), not glue ("of", "on", "by") nor one of
# the language's common words ("have" of "what would I have left").
_CHANGING_WORD = 4
_FRACTION_BAR = ("/", "\u2044")


def _asked_after_context(parts: Parts, accepted: tuple[str, ...], entry: Lexicon) -> bool:
    """The request's last clause asks how much and reads whole, and the clauses before it (the new
    head count's: "I need 30 cookies for the bake sale", "On sera 9 dimanche") say at most
    _CONTEXT words of their own, no count in words and no word that changes an amount (the
    [change] table's, an operator's, a command's, a half) or asks something else (`asks_other`):
    what the occasion is changes nothing of the scaling, and holds no number (the question's three
    are placed)."""
    ends = [m.end() for m in CLAUSE_END.finditer(parts.request)]
    if not ends:
        return False
    context, asking = parts.request[: ends[-1]], parts.request[ends[-1] :]
    if not has_any(asking, (*entry.quantity, *entry.ask), entry.unspaced):
        return False
    if not request_reads(Parts(parts.data, asking, parts.language, ()), accepted):
        return False
    named = text.words(fold(parts.data))
    # Neither a letter left of an apostrophe ("kid's": kid, s) nor a possessive ("my", "our": `refers`)
    # is a word of the occasion's own.
    left = leftover(context, parts.language, accepted=(*accepted, *entry.refers))
    own = [w for w in left if len(w) > 1 and not any(same_word(w, d) for d in named)]
    if len(own) > _CONTEXT or counted_in_words(context, entry):
        return False  # "We are 6 but two are on a diet": another count, in words
    changes = (*(w for words in entry.change.values() for w in words), *entry.operators, *entry.asks_other,
               *entry.half, *entry.command_words())  # fmt: skip
    changing = {word for phrase in changes for word in text.words(phrase) if len(word) >= _CHANGING_WORD} - entry.words
    return not any(word in changing for word in text.words(context))


def _in_fraction(folded: str, number: Number) -> bool:
    """`number` is a fraction's numerator or denominator ("1/2", "3⁄4")."""
    after, before = folded[number.end : number.end + 1], folded[max(0, number.start - 1) : number.start]
    return after in _FRACTION_BAR or before in _FRACTION_BAR


def _counts_of_one_thing(folded: str, found: list[Number]) -> list[Number]:
    """Two counts of one thing made or served, the same word after each, that word no unit nor
    currency (change.thing_after: "makes 12 cookies ... I need 30 cookies", "rende 12 fatias ...
    20 fatias"): the two head counts, where exactly two numbers name one thing so."""
    things = {i: thing for i, n in enumerate(found) if (thing := thing_after(folded, n)) is not None}
    pairs = [
        (found[i], found[j])
        for i in things
        for j in things
        if i < j and same_word(things[i], things[j], stem=len(things[i]) - 1 if len(things[i]) > 3 else 3)
    ]
    return list(pairs[0]) if len(pairs) == 1 else []


def _amount_asked(folded: str, amounts: list[Number]) -> Number | None:
    """Of several amounts, the one whose unit the text after the last of them names again
    ("2인분에 떡 400g과 고추장 3큰술 ... 5인분을 만들려면 떡은 몇 g": the grams), when that is one
    and no other amount is in that unit; None otherwise."""
    units = [unit_written_at(after_number(folded[a.end :])) for a in amounts]
    last = max(range(len(amounts)), key=lambda i: amounts[i].end)
    asked = after_number(folded[amounts[last].end :])[len(units[last] or "") :]  # after the last one's unit
    named = [a for a, u in zip(amounts, units) if u is not None and _names_unit(asked, u)]
    if len(named) != 1 or units.count(units[amounts.index(named[0])]) != 1:
        return None
    return named[0]


def _names_unit(text_after: str, unit: str) -> bool:
    """`text_after` names `unit` by one of its names, as a word of its own."""
    names = sorted(names_of(unit) or (unit,), key=len, reverse=True)
    return any(regex.search(rf"(?<![^\W\d_]){regex.escape(n)}(?![^\W\d_])", text_after) for n in names)


def _head_count(folded: str, number: Number, entry: Lexicon) -> bool:
    """`number` counts people or servings: a `servings` word right after it, or a `serves` word
    right before it with no unit after it ("for 10", not "for 10 minutes")."""
    tail = after_number(folded[number.end :])
    if entry.unspaced:
        return any(0 <= tail.find(w) <= _NEAR for w in entry.servings)
    if phrase_at(tail, entry.servings, False) is not None:
        return True
    unit = unit_written_at(tail)
    if unit is not None and kind_of(unit) is not None:
        return False
    before = folded[: number.start]
    return any(regex.search(rf"(?<!\w){regex.escape(w)}\s*$", before) for w in entry.serves)


def _ends_clause(folded: str, amount: Number, target: Number) -> bool:
    """A clause ends between the amount and the new head count."""
    return CLAUSE_END.search(folded, amount.end, target.start) is not None


def _clause_of(folded: str, number: Number) -> int:
    """Which clause of `folded` the number stands in (its count of clause ends before it)."""
    return len(CLAUSE_END.findall(folded[: number.start]))
