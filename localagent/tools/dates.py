"""date_math: differences between dates and offsets from a date, offline."""

from __future__ import annotations

from datetime import date, datetime

from ..errors import ToolRetry
from .date_words import add_months as calendar_months
from .date_words import read_date, read_offset, shift
from .registry import ToolOutput, tool


def parse_date(text: str) -> date:
    """`text` as a date: YYYY-MM-DD, "today", and the other forms tools/date_words.py reads
    ("march 1 2026", "1.3.2026", "10 days from today", "3 months after 2026-01-31"), or a
    timestamp's date."""
    if not text.strip():
        return date.today()
    found = read_date(text)
    if found is not None:
        return found
    try:
        return datetime.fromisoformat(text.strip()).date()
    except ValueError:
        raise ToolRetry(
            f"date_math: cannot read {text!r} as a date; write it as YYYY-MM-DD (2026-03-01) or 'today', "
            "and days, weeks, months or years to add as numbers"
        ) from None


def add_months(start: date, months: int) -> date:
    try:
        return calendar_months(start, months)
    except ValueError:
        raise ToolRetry("date_math: the result is outside the years 1 to 9999") from None


def describe(d: date) -> str:
    return f"{d.isoformat()} ({d.strftime('%A')})"


UNITS = {"day": 1, "week": 7, "month": 0, "year": 0}


@tool(answers=True, computes=True)
def date_math(
    start: str, end: str = "", days: int = 0, weeks: int = 0, months: int = 0, years: int = 0, unit: str = "days"
) -> ToolOutput:
    """Count the days between two dates, or add (or subtract, with negative numbers) days,
    weeks, months and years to a date.

    Args:
        start: A date as YYYY-MM-DD, or "today".
        end: A second date: when given, the answer is the time from start to end.
        days: Days to add to start (negative to subtract).
        weeks: Weeks to add to start.
        months: Months to add to start (the day is kept, or the month's last day).
        years: Years to add to start.
        unit: What to count the time from start to end in: days, weeks, months or years.
    """
    first = parse_date(start)
    moved = bool(days or weeks or months or years)
    count, kind = 0, "day"
    if end.strip():
        offset = read_offset(end)
        if offset is None:
            second = parse_date(end)
            # The end copied from the start beside an offset ({"start": "2026-01-31", "end":
            # "2026-01-31", "months": 3}) asks for the offset: it was answered "0 days".
            if not (moved and second == first):
                return _span(first, second, unit)
        elif not moved:
            # A span where the end date goes ({"end": "3 months"}): the offset from the start.
            count, kind = offset
    try:
        result = shift(add_months(first, months + 12 * years), count, kind)
        result = date.fromordinal(result.toordinal() + days + 7 * weeks)
    except (ValueError, OverflowError):
        raise ToolRetry("date_math: the result is outside the years 1 to 9999") from None
    # The weekday is part of what must be said ("Welcher Wochentag ...?" answered with the date alone).
    return ToolOutput(describe(result), {"answer": describe(result), "value": describe(result)})


def _span(first: date, second: date, unit: str) -> ToolOutput:
    """The time from `first` to `second`, in the unit asked."""
    kind = unit.strip().lower().rstrip("s") or "day"
    if kind not in UNITS:
        raise ToolRetry(f"date_math: unit is one of days, weeks, months, years, not {unit!r}")
    count, rest = span(min(first, second), max(first, second), kind)
    # The count alone, plainly: small models copy a result into the answer, and
    # "30 days (4 weeks and 2 days)" or the two dates with their weekdays gave it more
    # numbers to say than the one asked for. "How many weeks until A from B" names the
    # later date first: the time between them is the answer, its direction said in words.
    answer = f"{count} {_plural(kind, count)}" + (f" and {rest} {_plural('day', rest)}" if rest else "")
    said = answer + (", counted back: the end date comes before the start" if second < first else "")
    return ToolOutput(said, {"answer": answer, "value": count})


def span(first: date, second: date, kind: str) -> tuple[int, int]:
    """(whole units of `kind`, one of UNITS, and days left over) from `first` to the later or
    same `second`; months and years by the calendar, as date_math adds them (2026-01-31 to
    2026-02-28 is 1 month)."""
    if UNITS[kind]:
        whole, rest = divmod((second - first).days, UNITS[kind])
        return whole, rest
    months = (second.year - first.year) * 12 + second.month - first.month
    if add_months(first, months) > second:
        months -= 1
    step = 12 if kind == "year" else 1
    reached = add_months(first, months // step * step)
    return months // step, (second - reached).days


def _plural(kind: str, count: int) -> str:
    return kind if count == 1 else kind + "s"
