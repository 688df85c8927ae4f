"""A distance one way, travelled there and back on so many days: "My commute is 15 miles each
way, 5 days a week. How many miles a week is that?", "Mein Arbeitsweg ist 23 km einfach, ich
fahre an 220 Arbeitstagen hin und zurück. Wie viele Kilometer sind das im Jahr?".

Read whole: the data states exactly two numbers, a length and a whole count of periods (a period
word right after it, or a word ending in one: "220 Arbeitstagen", "5 workdays"); the question
says the length is one way and that it is travelled both ways: `each_way` ("15 miles each way",
"je Strecke"), or `one_way` ("23 km einfach", "one way") beside `both_ways` ("hin und zurück",
"there and back"). A length beside "there and back" alone may be either ("I drive 23 km to
work and back"), and goes to the model, as does a period asked of another kind than the data's
("5 days a week ... how many miles a year?"). The request asks how many of the length's unit,
by any of its names, and reads whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import text
from ..tools.units import after_number, kind_of, names_after, unit_written_at
from .data_request import request_reads, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .per import marked_kinds, period_kind
from .question import after_how_many, has_any


@dataclass(frozen=True)
class RoundTrip:
    """A length one way, travelled there and back `times` times."""

    length: float
    times: float

    def expression(self) -> str:
        return f"{written(self.length)} * 2 * {written(self.times)}"


@lru_cache(maxsize=256)
def round_trip(question: str) -> RoundTrip | None:
    """The distance there and back so many times the whole question asks (the module's doc), or
    None."""
    parts = split(question)
    if parts is None or len(parts.numbers) != 2:
        return None
    entry = lexicon(parts.language)
    if entry.unspaced or not (entry.each_way or entry.one_way):
        return None
    folded = text.normalize(fold(question))
    both = has_any(folded, entry.each_way, False) or (
        has_any(folded, entry.one_way, False) and has_any(folded, entry.both_ways, False)
    )
    if not both:
        return None
    data = text.normalize(fold(parts.data))
    lengths = [n for n in parts.numbers if _unit_kind(data, n) == "length"]
    counts = [n for n in parts.numbers if n not in lengths and n.value.is_integer() and _period(data, n, entry)]
    if len(lengths) != 1 or len(counts) != 1:
        return None
    request = text.normalize(parts.request)
    asked, said = marked_kinds(request, entry), marked_kinds(data, entry)
    if asked and said and asked != said:
        return None  # "5 days a week ... how many miles a year?": how many weeks is not said
    names = names_after(data, [lengths[0].end])
    if not any(_names_a_unit(after, names) for after in after_how_many(request, entry)):
        return None
    accepted = (*entry.quantity, *entry.total, *entry.quantities, *entry.moves, *entry.count_verbs,
                *entry.per_unit, *entry.both_ways, *entry.each_way, *names)  # fmt: skip
    if not request_reads(parts, accepted):
        return None
    return RoundTrip(lengths[0].value, counts[0].value)


def _unit_kind(data: str, number: Number) -> str | None:
    unit = unit_written_at(after_number(data[number.end :]))
    return kind_of(unit) if unit is not None else None


def _period(data: str, number: Number, entry: Lexicon) -> bool:
    """A count of periods: the word right after it is a period word, or ends in one ("Arbeitstagen")."""
    word = data[number.end :].split(maxsplit=1)[:1]
    return bool(word) and any(
        word[0] == p or (len(p) >= 3 and word[0].endswith(p) and period_kind(p, entry) == "day") for p in entry.periods
    )


def _names_a_unit(after: str, names: tuple[str, ...]) -> bool:
    """What follows a how-many phrase starts with one of the length's names ("miles", "km")."""
    word = after.strip().split(maxsplit=1)[:1]
    return bool(word) and word[0].strip("?.!,") in names
