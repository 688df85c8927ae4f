"""How many portions of a size a whole amount makes: "J'ai 2,4 kg de bœuf haché et je fais des
steaks de 150 g. Ça me fait combien de steaks ?", "Quantas xícaras de 240 ml dá pra encher com
1,8 litro de leite?", "I have 3 liters of soup and bowls of 250 ml. How many bowls can I fill?".

The question states exactly two measures of one kind (a mass, a volume, a length) and no other
number; one is a portion's size, named by the thing it is the size of and a `group_of` word
right before it ("steaks de 150 g", "xícaras de 240 ml", "bowls of 250 ml"); a phrase that asks
how many (the lexicon's `quantity`) names that thing ("combien de steaks", "quantas xícaras",
"how many bowls"). The whole, in the portion's unit, over the portion's size.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import after_number, convert, kind_of, unit_written_at
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .question import counted_in_words, has_any, read

_THING_WORDS = 2  # the words naming a portion before its link ("steaks de", "xícaras de", "small bowls of")


@dataclass(frozen=True)
class Portions:
    whole: float
    factor: float  # the whole's unit in the portion's
    size: float
    full_only: bool = False  # only whole portions are asked ("filled completely"): rounded down

    def expression(self) -> str:
        whole = written(self.whole) if self.factor == 1 else f"{written(self.whole)} * {written(self.factor)}"
        ratio = f"{whole} / {written(self.size)}"
        return f"floor({ratio})" if self.full_only else ratio


@lru_cache(maxsize=256)
def portions(question: str) -> Portions | None:
    """How many portions the whole makes (the module's doc), or None."""
    reading = read(question)
    entry = lexicon(reading.language)
    if entry.unspaced or not reading.asks or not entry.group_of:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) != 2 or counted_in_words(folded, entry):
        return None  # "1,5 litri al giorno ... bottiglie da 0,5 l per due settimane": a count in words
    units = [unit_written_at(after_number(folded[n.end :])) for n in found]
    if any(u is None for u in units):
        return None
    kinds = {kind_of(u or "") for u in units}
    if len(kinds) != 1 or kinds & {None, "temperature", "speed", "time", "area"}:
        return None
    things = [_thing_of(folded, n, entry) for n in found]
    asked = [i for i, thing in enumerate(things) if thing is not None and _asked_how_many(folded, thing, entry)]
    if len(asked) != 1:
        return None  # no portion, or two ("encher com 1,8 litro" names no portion asked)
    at = asked[0]
    size, whole = found[at], found[1 - at]
    try:
        factor = convert(1.0, units[1 - at] or "", units[at] or "")
    except ToolRetry:
        return None
    if size.value <= 0:
        return None
    full_only = has_any(folded[max(n.end for n in found) :], entry.whole_ones, entry.unspaced)
    return Portions(whole.value, round(factor, 9), size.value, full_only)


def _thing_of(folded: str, number: Number, entry: Lexicon) -> str | None:
    """The thing a `group_of` word right before the number makes it the size of ("steaks de 150
    g": "steaks"), or None."""
    before = folded[: number.start]
    for link in sorted(entry.group_of, key=len, reverse=True):
        m = regex.search(rf"([^\W\d_][\w'-]*)\s+{regex.escape(link)}\s*$", before)
        if m is not None and m.group(1) not in entry.group_of:
            return m.group(1)
    return None


def _asked_how_many(folded: str, thing: str, entry: Lexicon) -> bool:
    """A phrase that asks how many stands right before the thing (a word of the language between:
    "combien de steaks", "quantas xícaras", "how many small bowls")."""
    stem = thing[:5]
    for phrase in entry.quantity:
        if regex.search(rf"(?<!\w){regex.escape(phrase)}(?:\s+[^\W\d_][\w']*){{0,2}}?\s+{regex.escape(stem)}", folded):
            return True
    return False
