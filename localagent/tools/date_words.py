"""Dates as people and small models write them, read to a `date`: what date_math accepts
beside YYYY-MM-DD, and what the quantities policy finds in a question.

Read, besides ISO dates: month names in English, German, French and Spanish, before or after
the day, with or without a comma or an ordinal ("march 1 2026", "March 1st, 2026",
"1. März 2026", "15 avril 2026", "1 de mayo de 2026"); day.month.year ("1.3.2026");
"today", "tomorrow", "yesterday"; and an offset from today as a model writes it in a date's
place ("10 days from today", "in 2 weeks", "3 days ago"). Nothing else: a text that is not
one of these is not a date here (date_math then says which forms it takes).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan", "januar", "janvier", "enero"),
            ("february", "feb", "februar", "février", "fevrier", "febrero"),
            ("march", "mar", "märz", "maerz", "mars", "marzo"),
            ("april", "apr", "avril", "abril"),
            ("may", "mai", "mayo"),
            ("june", "jun", "juni", "juin", "junio"),
            ("july", "jul", "juli", "juillet", "julio"),
            ("august", "aug", "août", "aout", "agosto"),
            ("september", "sep", "sept", "septembre", "septiembre"),
            ("october", "oct", "oktober", "octobre", "octubre"),
            ("november", "nov", "novembre", "noviembre"),
            ("december", "dec", "dezember", "décembre", "decembre", "diciembre"),
        ],
        1,
    )
    for name in names
}
_MONTH = "|".join(sorted(map(re.escape, MONTHS), key=len, reverse=True))
_DAY = r"(\d{1,2})(?:st|nd|rd|th|er|\.)?"
_YEAR = r"(\d{4})"
# "march 1 2026", "March 1st, 2026"; "1 march 2026", "1. März 2026", "1er mai 2026", "1 de mayo de 2026"
_MONTH_FIRST = re.compile(rf"\b({_MONTH})\.?\s+{_DAY}\s*,?\s+{_YEAR}\b", re.I)
_DAY_FIRST = re.compile(rf"(?<![\d.]){_DAY}\s+(?:of\s+|de\s+)?({_MONTH})\.?\s*,?\s+(?:de\s+)?{_YEAR}\b", re.I)
_ISO = re.compile(r"(?<![\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])")
_DOTTED = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])")
_RELATIVE = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1}
_OFFSET = re.compile(
    r"^(?:in\s+)?(\d+)\s+(day|week)s?(?:\s+(from\s+(?:today|now)|after\s+today|later|ago|before\s+today))?$"
)


def read_date(text: str, today: date | None = None) -> date | None:
    """The date `text` is, written whole in one of the forms above; None otherwise."""
    today = today or date.today()
    value = " ".join(text.strip().lower().split())
    if value in _RELATIVE:
        return today + timedelta(days=_RELATIVE[value])
    offset = _OFFSET.match(value)
    if offset and (offset.group(3) or value.startswith("in ")):
        days = int(offset.group(1)) * (7 if offset.group(2) == "week" else 1)
        return today + timedelta(days=-days if offset.group(3) in ("ago", "before today") else days)
    found = dates_in(value)
    if len(found) == 1 and found[0][0] == 0 and found[0][1] == len(value):
        return found[0][2]
    return None


def dates_in(text: str) -> list[tuple[int, int, date]]:
    """Every date written in `text` in the forms above (not today-relative words), as
    (start, end, date), in the order they come; impossible ones ("2026-02-30") left out."""
    found: list[tuple[int, int, date]] = []
    for pattern, order in ((_ISO, "ymd"), (_DOTTED, "dmy"), (_MONTH_FIRST, "mdy"), (_DAY_FIRST, "dmy")):
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end, _ in found):
                continue
            parts = dict(zip(order, match.groups()))
            month = parts["m"] if parts["m"].isdigit() else MONTHS[parts["m"].lower()]
            try:
                found.append((match.start(), match.end(), date(int(parts["y"]), int(month), int(parts["d"]))))
            except ValueError:
                continue
    return sorted(found)
