"""The time between two clock times the data states, asked in minutes or hours: "会議室を9時40分から
12時10分まで予約しました。何分間ですか？", "The meeting runs from 9:40 to 12:10. How many minutes is
that?", "Ich arbeite von 8:15 bis 16:45 Uhr. Wie viele Stunden sind das?".

Read whole as data and a request are (data_request.py): the data holds exactly two clock times
(as each language writes them: "9:40", "7:50 am", "9h40", "9時40分", "9点半", "오후 3시 20분")
and no other number; the request names minutes or hours (a unit of time the tools know) and reads
whole. A time earlier than the first is on the next day ("from 22:30 to 6:15").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from .. import text
from ..tools.units import canonical_unit, unit_names_longest_first
from .data_request import request_reads, split
from .lexicon import lexicon
from .numbers import fold

# One clock time: hours, then minutes after ":", "h", "時", "点", "시" (or "半", "반": half past),
# and am/pm (or Korean 오전/오후 before it). An "h" only with its minutes ("9h40"; "8 h" is a
# duration), and not the hours of a duration ("8時間", "8시간").
_CLOCK = regex.compile(
    r"(?P<ko>오전|오후)?\s*(?<![\d.,:])(?P<h>\d{1,2})"
    r"(?:h(?=\d{2})(?P<hm>\d{2})"
    r"|\s*(?::|時(?!間)|点|시(?!간)|uhr)\s*(?:(?P<m>\d{2})\s*(?:分|분)?|(?P<half>半|반))?"
    r"|(?=\s*(?:am|pm|a\.m\.|p\.m\.)))"
    r"\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)?(?!\d)",
    regex.I,
)
_MINUTES_PER = {"min": 1, "h": 60}


@dataclass(frozen=True)
class Between:
    """Minutes from one clock time to the next, in the unit asked."""

    start: int  # minutes after midnight
    end: int
    per: int  # minutes in the unit asked (1, 60)

    def expression(self) -> str:
        """The minutes as the clock reads them ("(12 * 60 + 10) - (9 * 60 + 40)"), the next day's
        with a day's 24 hours added, over 60 where hours are asked."""
        end = self.end if self.end > self.start else self.end + 24 * 60
        minutes = f"({_clock(end)}) - ({_clock(self.start)})"
        return minutes if self.per == 1 else f"({minutes}) / {self.per}"


def _clock(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    return f"{hours} * 60 + {rest}" if rest else f"{hours} * 60"


@lru_cache(maxsize=256)
def clock_between(question: str) -> Between | None:
    """The time between the data's two clock times, in the unit the request names (the module's
    doc), or None."""
    parts = split(question)
    if parts is None:
        return None
    data = text.normalize(fold(parts.data))
    times = [m for m in _CLOCK.finditer(data) if _is_clock(m)]
    if len(times) != 2:
        return None
    covered = sum(len(regex.findall(r"\d+", m.group(0))) for m in times)
    if covered != len(regex.findall(r"\d+", data)):
        return None  # another number ("with a 30 minute lunch"): more than the span
    entry = lexicon(parts.language)
    per = _unit_asked(text.normalize(parts.request), entry.unspaced)
    if per is None:
        return None
    if not request_reads(parts, (*entry.quantity, *entry.quantities, *entry.count_verbs, *entry.moves, *_time_names())):
        return None
    start, end = (_minutes(m) for m in times)
    if start is None or end is None or start == end:
        return None
    return Between(start, end, per)


def _is_clock(m: regex.Match[str]) -> bool:
    """A clock time is written with its minutes, a half, am/pm or a word of the hour: not a bare number."""
    return bool(
        m.group("m")
        or m.group("half")
        or m.group("ampm")
        or m.group("ko")
        or regex.search(r"[時点시]|uhr|h", m.group(0), regex.I)
    )


def _minutes(m: regex.Match[str]) -> int | None:
    hours, minutes = int(m.group("h")), int(m.group("m") or m.group("hm") or 0) + (30 if m.group("half") else 0)
    if hours > 24 or minutes > 59:
        return None
    later = (m.group("ampm") or "").lower().startswith("p") or m.group("ko") == "오후"
    if later and hours < 12:
        hours += 12
    if (m.group("ampm") or "").lower().startswith("a") and hours == 12:
        hours = 0
    return hours * 60 + minutes


def _unit_asked(request: str, unspaced: bool) -> int | None:
    """Minutes in the one unit of time (minutes or hours) the request names, or None."""
    edge = "" if unspaced else r"(?<![^\W\d_])"
    found = set()
    for name in _time_names():
        if regex.search(rf"{edge}{regex.escape(name)}", request):
            found.add(_MINUTES_PER[canonical_unit(name) or ""])
            request = request.replace(name, " ")
    return found.pop() if len(found) == 1 else None


@cache
def _time_names() -> tuple[str, ...]:
    """The names of minutes and hours the tools read, longest first (not the one-letter "h")."""
    return tuple(
        n for n in unit_names_longest_first() if (len(n) > 1 or not n.isascii()) and canonical_unit(n) in _MINUTES_PER
    )
