"""The area of a rectangle the data gives by its two sides, then a request for it in square
units, or for an amount at so much per square unit: "Mein neues Hochbeet ist 4,5 m lang und 1,2 m
breit – wie viele Quadratmeter sind das?", "卧室长4.5米、宽3.2米，木地板每平米128元，铺满要多少钱？".

Read whole as data and a request are (data_request.py): the data states two lengths (a unit of
length after the second, and after the first or none), joined as a rectangle's sides (a `by`
word or sign between them: "x", "by", "на", "por"; or each named by a `sides` word: "lang",
"breit", "长", "宽"), and at most one more number, a rate per square unit (an area's unit right
after its per word: "per square foot", "每平米", "на квадратный метр"). The request asks how many
of an area's unit the sides' unit squares (or, with a rate, how much) and reads whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import (
    after_number,
    canonical_unit,
    convert,
    kind_of,
    unit_names_longest_first,
    unit_written_at,
)
from .data_request import request_reads, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .question import has_any

_BY = regex.compile(r"^\s*(?:[x×*]|by|per|por|par|на|mal)\s*$", regex.I)
_SIDE_WORDS = 3  # the words between a side and its length ("largo 4,2 m", "4,5 m lang")
_SIDE_CHARS = 12  # the same without spaces ("长4.5米")


@dataclass(frozen=True)
class Area:
    """Two sides multiplied, times a rate per square unit where one is given."""

    sides: tuple[float, float]
    rate: float | None = None

    def expression(self) -> str:
        area = f"{written(self.sides[0])} * {written(self.sides[1])}"
        return area if self.rate is None else f"{area} * {written(self.rate)}"


@lru_cache(maxsize=256)
def area(question: str) -> Area | None:
    """The area (or the amount at a rate per square unit) the whole question asks (the module's
    doc), or None."""
    parts = split(question)
    if parts is None or len(parts.numbers) not in (2, 3):
        return None
    entry = lexicon(parts.language)
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    first, second = parts.numbers[0], parts.numbers[1]
    length = _length_after(data, second)
    if length is None:
        return None
    before_unit = _length_after(data, first)
    if before_unit is not None and before_unit != length:
        return None  # "2 m by 30 cm": not one unit
    between = data[first.end : second.start]
    if before_unit is not None:
        between = between.lstrip()[len(before_unit) :]
    if not (_BY.match(between) or _named_sides(data, first, second, entry)):
        return None
    rate = None
    if len(parts.numbers) == 3:
        rate = _per_area(data, parts.numbers[2], length)
        if rate is None:
            return None
    elif not _asks_area_of(request, length):
        return None
    accepted = (*entry.quantity, *entry.quantities, *entry.count_verbs, *entry.change.get("amount", ()), *entry.area)
    if not has_any(request, (*entry.quantity, *entry.ask), entry.unspaced) or not request_reads(parts, accepted):
        return None
    return Area((first.value, second.value), rate)


def _length_after(data: str, number: Number) -> str | None:
    unit = unit_written_at(after_number(data[number.end :]))
    return unit if unit is not None and kind_of(unit) == "length" else None


def _named_sides(data: str, first: Number, second: Number, entry: Lexicon) -> bool:
    """Each length is named as a side by a `sides` word within a few words of it ("4,5 m lang
    und 1,2 m breit", "长4.5米、宽3.2米", "largo 4,2 m y ancho 2,7 m")."""
    if not entry.sides:
        return False

    def named(n: Number) -> bool:
        if entry.unspaced:
            window = data[max(0, n.start - _SIDE_CHARS) : n.end + _SIDE_CHARS]
        else:
            window = " ".join(text.words(data[: n.start])[-_SIDE_WORDS:] + text.words(data[n.start :])[:_SIDE_WORDS])
        return has_any(window, entry.sides, entry.unspaced)

    return named(first) and named(second)


def _per_area(data: str, number: Number, length: str) -> float | None:
    """The number's value where it is a rate per one of the sides' unit squared: that area's unit
    stands next to it ("$3 per square foot", "每平米128元", "40 г на квадратный метр")."""
    around = data[max(0, number.start - 8) : number.end + 30]
    for name in unit_names_longest_first():
        if kind_of(name) == "area" and name in around and _squares(length, name):
            return number.value
    return None


def _asks_area_of(request: str, length: str) -> bool:
    """The request names an area's unit that is the sides' unit squared ("Quadratmeter" of "m")."""
    return any(kind_of(n) == "area" and _squares(length, n) for n in unit_names_longest_first() if n in request)


_SQUARES = {"m": "m²", "cm": "cm²", "km": "km²", "ft": "ft²", "in": "in²", "yd": "yd²", "mm": "mm²"}


def _squares(length: str, area_unit: str) -> bool:
    """`area_unit` is `length` squared ("Quadratmeter" of "m", "平米" of "米")."""
    square = _SQUARES.get(canonical_unit(length) or "")
    if square is None:
        return False
    try:
        return abs(convert(1.0, area_unit, square) - 1.0) < 1e-9
    except ToolRetry:
        return False
