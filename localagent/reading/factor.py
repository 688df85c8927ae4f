"""A measure converted by a factor the question states itself: "3斤等于多少克？（1斤=500克）", "30평은
몇 제곱미터인가요? (1평 = 3.3058㎡로 계산)", "A receita pede 3 xícaras de leite. Considerando 1
xícara = 240 ml, quantos mililitros são?", "How many cups is 720 ml if 1 cup = 240 ml?".

The question states exactly three numbers: a definition written with an equals sign, "1 X = F Y"
(X a word or two: a unit the tools may not know, "畳", "평", "xícara"; Y a unit convert_units
names, or a currency), and one measure, N X or N Y. The question asks (a phrase of its
language's request words) and names the other side of the definition outside it: Y for N X
(N * F), X for N Y (N / F). The equals sign says what the numbers are; nothing else in the
sentence is read, so no other number may stand in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, canonical_unit, unit_at_start
from .change import CURRENCY
from .data_request import same_word
from .numbers import Number, fold, numbers, written
from .question import read

# "1 X =", "1X＝": the unit defined (letters, up to three words) and the sign; after it, F.
_DEFINED = regex.compile(r"^\s*(?P<x>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})\s*[=＝]\s*$")
_STEM = 4  # letters two forms of the defined word share ("xícara", "xícaras")


@dataclass(frozen=True)
class Factor:
    measure: float
    factor: float  # one X in Y
    forward: bool  # the measure is in X, asked in Y (else in Y, asked in X)

    def expression(self) -> str:
        return f"{written(self.measure)} {'*' if self.forward else '/'} {written(self.factor)}"


@lru_cache(maxsize=256)
def factor(question: str) -> Factor | None:
    """The measure in the other unit of the question's own definition (the module's doc), or None."""
    reading = read(question)
    if not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) != 3:
        return None
    for i in range(2):
        one, per = found[i], found[i + 1]
        defined = _DEFINED.match(folded[one.end : per.start])
        if one.value != 1 or defined is None:
            continue
        y = _unit_after(folded, per)
        if y is None:
            return None
        x = defined.group("x")
        measure = next(n for n in found if n is not one and n is not per)
        tail = folded[per.end :]
        outside = folded[: one.start] + " " + tail[len(tail) - len(after_number(tail)) + len(y) :]
        if _starts_with(after_number(folded[measure.end :]), x):
            return Factor(measure.value, per.value, True) if _names(outside, y, unit=True) else None
        if (unit := _unit_after(folded, measure)) is not None and _same_unit(unit, y):
            return Factor(measure.value, per.value, False) if _names(outside, x, unit=False) else None
        return None
    return None


def _unit_after(folded: str, number: Number) -> str | None:
    """The unit or currency right after `number`, as written."""
    after = after_number(folded[number.end :])
    unit = unit_at_start(after)
    if unit is not None:
        return unit
    currency = CURRENCY.match(after)
    return currency.group(0) if currency is not None else None


def _same_unit(one: str, other: str) -> bool:
    """Two names of one unit ("㎡" and "평방미터"), or one currency's name written alike."""
    if one == other:
        return True
    first = canonical_unit(one)
    return first is not None and first == canonical_unit(other)


def _starts_with(after: str, word: str) -> bool:
    """`after` starts with `word` in some form: itself ("斤", "평은"), or its plural or case."""
    if after.startswith(word):
        return True
    head = regex.match(r"[^\W\d_]+", after)
    return head is not None and same_word(head.group(0), word, _STEM)


def _names(rest: str, name: str, *, unit: bool) -> bool:
    """`rest` names `name` (the unit asked): the name itself, or, for a unit convert_units knows,
    another of its names ("何平方メートル" for "㎡")."""
    if name in rest:
        return True
    if not unit or canonical_unit(name) is None:
        return False
    return any(_same_unit(word, name) for word in _unit_names_in(rest))


def _unit_names_in(rest: str) -> list[str]:
    """The unit names `rest` holds, each from a place a unit could start."""
    out = []
    for at in range(len(rest)):
        if at == 0 or not rest[at - 1].isalnum() or not rest[at].isascii():
            found = unit_at_start(rest[at:])
            if found is not None:
                out.append(found)
    return out
