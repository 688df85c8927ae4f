"""A distance from a speed and a time, or a time from a distance and a speed, asked of data
(data_request.py): "A car goes at 80 km/h for 2 hours 30 minutes. How far does it get?",
"시속 80km로 2시간 30분 동안 가면 몇 km 가요?", "Il treno fa 240 km a 120 km/h: quante ore ci
mette?".

Read whole: the data states exactly two measures, a speed (a unit of speed, or a length with
the lexicon's per_hour words before it, 시속/時速/时速, or after it, "an hour", "à l'heure") and a time or a
distance (a time in two units, "2 hours 30 minutes", is one); the request asks how many of a
unit of the kind that is missing (a length, or a time), in the speed's own length unit, and
reads whole. Anything else goes to the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import (
    WORD_LIKE_NAMES,
    after_number,
    compound_measures,
    convert,
    kind_of,
    unit_names_longest_first,
    unit_written_at,
)
from .data_request import Parts, request_reads, split, split_holding_one
from .lexicon import Lexicon, lexicon
from .numbers import fold, written
from .per import PER_AFTER, PER_BEFORE, unit_per
from .question import HOW_MANY_BEFORE_UNIT, has_any, phrase_at


@dataclass(frozen=True)
class Travel:
    """The calculator's expression of the distance or the time asked."""

    text: str

    def expression(self) -> str:
        return self.text


@dataclass(frozen=True)
class _Measure:
    value: float
    unit: str  # as written
    kind: str  # length, time, speed
    length: str | None = None  # a speed's length unit ("km" of "km/h", of "시속 80km")


@lru_cache(maxsize=256)
def travel(question: str) -> Travel | None:
    """The distance or time the whole question asks of a speed and a time or a distance (the
    module's doc), or None."""
    parts = split(question) or split_holding_one(question)
    if parts is None or len(parts.numbers) > 3:
        return None
    measures = _measures(parts)
    if measures is None:
        return None
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)
    per = unit_per(request, "length")  # "minutes per km", "1km당 몇 분": a time asked per a length
    asked = _asked_unit(parts, per) or (None if per else _speed_unit_of(measures, request, entry))
    if asked is None or (per is not None and asked[1] != "time"):
        return None
    unit, kind = asked
    more = (per, *PER_BEFORE, *PER_AFTER) if per is not None else ()
    accepted = (*entry.quantity, *entry.quantities, *entry.moves, *entry.speed_asked, *entry.per_hour, unit, *more)
    if not request_reads(parts, accepted):
        return None
    if per is not None:
        return _pace(measures, unit, per)
    if kind == "length" and has_any(request, entry.per_hour, entry.unspaced):
        kind, unit = "speed", _SPEED_OF.get(_length_name(unit) or "", "")  # "平均時速は何km", "시속 몇 km"
        if not unit:
            return None
    if kind == "speed":
        return _speed(measures, unit)
    speeds = [m for m in measures if m.kind == "speed"]
    others = [m for m in measures if m.kind != "speed"]
    if len(speeds) != 1 or len(others) != 1 or speeds[0].value <= 0:
        return None
    speed, other = speeds[0], others[0]
    per_hour = _per_hour(speed)
    if per_hour is None:
        return None
    length_unit, value = per_hour
    if other.kind == "time" and kind == "length":
        hours = convert(other.value, other.unit, "h")
        distance = convert(value * hours, length_unit, unit)
        return Travel(f"{written(round(distance / hours, 9))} * {_hours(other)}")
    if other.kind == "length" and kind == "time":
        distance = convert(other.value, other.unit, length_unit)
        factor = convert(1, "h", unit)
        times = "" if factor == 1 else f" * {written(factor)}"
        return Travel(f"{written(round(distance, 9))} / {written(value)}{times}")
    return None


# The speed asked in the data's length, when the request names no unit ("What was my average speed?").
_SPEED_OF = {"km": "km/h", "mi": "mph"}


def _length_name(unit: str) -> str | None:
    """ "km" or "mi" for a name of the kilometre or the mile, else None."""
    for length in _SPEED_OF:
        try:
            if convert(1, unit, length) == 1:
                return length
        except ToolRetry:
            continue
    return None


def _speed_unit_of(measures: list[_Measure], request: str, entry: Lexicon) -> tuple[str, str] | None:
    """The speed unit of the data's length ("km/h" of "km", "mph" of "miles") where the request asks
    an average speed (`speed_asked`) and names no unit."""
    if not has_any(request, entry.speed_asked, entry.unspaced):
        return None
    lengths = [m for m in measures if m.kind == "length"]
    if len(lengths) != 1:
        return None
    speed = _SPEED_OF.get(_length_name(lengths[0].unit) or "")
    return (speed, "speed") if speed else None


def _pace(measures: list[_Measure], unit: str, per: str) -> Travel | None:
    """The time a length takes ("10 km in 58 minutes: minutes per km") in `unit` per `per`."""
    lengths = [m for m in measures if m.kind == "length"]
    times = [m for m in measures if m.kind == "time"]
    if len(measures) != 2 or len(lengths) != 1 or len(times) != 1 or lengths[0].value <= 0:
        return None
    try:
        time = convert(times[0].value, times[0].unit, unit)
        distance = convert(lengths[0].value, lengths[0].unit, per)
    except ToolRetry:
        return None
    return Travel(f"{written(round(time, 9))} / {written(round(distance, 9))}")


def _speed(measures: list[_Measure], unit: str) -> Travel | None:
    """The average speed asked in `unit` ("km/h") of a distance and a time ("340 km en 4 h 15 min")."""
    lengths = [m for m in measures if m.kind == "length"]
    times = [m for m in measures if m.kind == "time"]
    if len(measures) != 2 or len(lengths) != 1 or len(times) != 1 or times[0].value <= 0:
        return None
    try:
        per_hour = convert(1, "km/h", unit)
        km = convert(lengths[0].value, lengths[0].unit, "km")
    except ToolRetry:
        return None
    if per_hour == 1:
        return Travel(f"{written(round(km, 9))} / ({_hours(times[0])})")
    # Kilometres there and back in the speed's own length: the float's last digits rounded away.
    return Travel(f"round({written(round(km, 9))} / ({_hours(times[0])}) * {written(round(per_hour, 9))}, 6)")


def _hours(measure: _Measure) -> str:
    """A time as the calculator writes it in hours ("2.5", "150 / 60")."""
    factor = convert(1, "h", measure.unit)
    return written(measure.value) if factor == 1 else f"{written(measure.value)} / {written(factor)}"


def _per_hour(speed: _Measure) -> tuple[str, float] | None:
    """A speed as a length unit and its value per hour."""
    if speed.length is not None:
        return speed.length, speed.value
    for length in ("km", "mi"):
        try:
            return length, convert(speed.value, speed.unit, "km/h" if length == "km" else "mph")
        except ToolRetry:
            continue
    return None


def _measures(parts: Parts) -> list[_Measure] | None:
    """The data's measures: each number with its unit (a time in two units as one); None when a
    number has no unit or one of another kind."""
    data = text.normalize(fold(parts.data))
    entry = lexicon(parts.language)
    found: list[_Measure] = []
    joined = {start: (end, value, unit) for start, end, value, unit in compound_measures(data)}
    skip_until = -1
    for n in parts.numbers:
        if n.start < skip_until:
            continue
        if n.start in joined:  # "2 hours 30 minutes": one time
            end, value, smaller = joined[n.start]
            if kind_of(smaller) != "time":
                return None
            found.append(_Measure(value, smaller, "time"))
            skip_until = end
            continue
        tail = after_number(data[n.end :])
        unit = unit_written_at(tail)
        kind = kind_of(unit) if unit is not None else None
        if unit is None or kind is None:
            return None
        if kind == "length" and _is_speed(data[: n.start], tail[len(unit) :], entry):
            found.append(_Measure(n.value, unit, "speed", length=unit))
        elif kind in ("length", "time", "speed"):
            found.append(_Measure(n.value, unit, kind))
        else:
            return None
    return found


def _is_speed(before: str, after: str, entry: Lexicon) -> bool:
    """A length is a speed: a per_hour phrase right after it ("80 miles an hour"), or right before
    its number in a language without spaces ("시속 80km", "時速80km")."""
    if entry.unspaced:
        return any(before.rstrip().endswith(p) for p in entry.per_hour)
    return phrase_at(after.lstrip(), entry.per_hour, False) is not None


def _asked_unit(parts: Parts, besides: str | None = None) -> tuple[str, str] | None:
    """The one unit the request names (its name as written, and its kind: a length or a time), when
    it asks how many of it ("몇 km", "quante ore", "how many minutes"), `besides` the length a time
    is asked per; a one-character name only right after a how-many word ("몇 분", "何分")."""
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)
    if not has_any(request, (*entry.quantity, *entry.ask), entry.unspaced):
        return None
    if besides is not None:
        request = request.replace(besides, " ")
    edge = "" if entry.unspaced else r"(?<![^\W\d_])"
    how_many = "|".join(regex.escape(w) for w in (*entry.quantity, *HOW_MANY_BEFORE_UNIT.get(parts.language, ())))
    named = {
        name
        for name in unit_names_longest_first()
        if (
            len(name) > 1
            or (entry.unspaced and how_many and regex.search(rf"(?:{how_many})\s*{regex.escape(name)}", request))
        )
        and name not in WORD_LIKE_NAMES
        and name in request  # a plain test first: the pattern only for the few names there
        and regex.search(rf"{edge}{regex.escape(name)}(?![a-z])", request)
    }
    kinds = {(name, kind_of(name)) for name in named if not any(name != o and name in o for o in named)}
    kinds = {(n, k) for n, k in kinds if k in ("length", "time", "speed")}
    return kinds.pop() if len(kinds) == 1 else None  # type: ignore[return-value]
