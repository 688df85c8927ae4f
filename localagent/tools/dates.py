"""date_math: differences between dates and offsets from a date, offline."""

from __future__ import annotations

import calendar
from datetime import date, datetime

from ..errors import ToolRetry
from .registry import ToolOutput, tool


def parse_date(text: str) -> date:
    value = text.strip().lower()
    if value in ("today", "now", ""):
        return date.today()
    for fmt in ("%Y-%m-%d", "%Y/%m/%d", "%d.%m.%Y", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y"):
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    try:
        return datetime.fromisoformat(text.strip()).date()
    except ValueError:
        raise ToolRetry(f"date_math: cannot read {text!r} as a date; write it as YYYY-MM-DD or 'today'") from None


def add_months(start: date, months: int) -> date:
    month_index = start.year * 12 + start.month - 1 + months
    year, month = divmod(month_index, 12)
    if not 1 <= year <= 9999:
        raise ToolRetry("date_math: the result is outside the years 1 to 9999")
    day = min(start.day, calendar.monthrange(year, month + 1)[1])
    return date(year, month + 1, day)


def describe(d: date) -> str:
    return f"{d.isoformat()} ({d.strftime('%A')})"


@tool(answers=True, computes=True)
def date_math(start: str, end: str = "", days: int = 0, weeks: int = 0, months: int = 0, years: int = 0) -> ToolOutput:
    """Count the days between two dates, or add (or subtract, with negative numbers) days,
    weeks, months and years to a date.

    Args:
        start: A date as YYYY-MM-DD, or "today".
        end: A second date: when given, the answer is the time from start to end.
        days: Days to add to start (negative to subtract).
        weeks: Weeks to add to start.
        months: Months to add to start (the day is kept, or the month's last day).
        years: Years to add to start.
    """
    first = parse_date(start)
    if end.strip():
        second = parse_date(end)
        delta = (second - first).days
        # The count alone: "30 days (4 weeks and 2 days)" gave answers two more numbers to say.
        answer = f"{delta} days"
        return ToolOutput(f"{answer}, from {describe(first)} to {describe(second)}", {"answer": answer, "value": delta})
    try:
        result = add_months(first, months + 12 * years)
        result = date.fromordinal(result.toordinal() + days + 7 * weeks)
    except (ValueError, OverflowError):
        raise ToolRetry("date_math: the result is outside the years 1 to 9999") from None
    # The weekday is part of what must be said ("Welcher Wochentag ...?" answered with the date alone).
    return ToolOutput(describe(result), {"answer": describe(result), "value": describe(result)})
