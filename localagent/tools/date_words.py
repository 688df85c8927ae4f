"""Dates as people and small models write them, read to a `date`: what date_math accepts
beside YYYY-MM-DD, and what the quantities policy finds in a question.

Read, besides ISO dates: month names in English, German, French, Spanish, Italian, Portuguese
and Russian (the genitive a date takes: "31 мая 2027"), before or after
the day, with or without a comma or an ordinal ("march 1 2026", "March 1st, 2026",
"1. März 2026", "15 avril 2026", "1 de mayo de 2026"); day.month.year ("1.3.2026"); a day of a
fixed date by its name (HOLIDAYS: "Natal de 2027", "2027年のクリスマス"; without a year, given
today, the next one);
"today", "tomorrow", "yesterday"; an offset from today as a model writes it in a date's
place ("10 days from today", "in 2 weeks", "3 days ago", "in 3 months", "2 years ago"); and an
offset from a date ("3 months after 2026-01-31", "2 weeks before march 1 2026",
"2026-01-31 + 3 months"). Months and years are counted on the calendar: the same day of the
month, or the month's last day (2026-01-31 + 1 month = 2026-02-28). Nothing else: a text that
is not one of these is not a date here (date_math then says which forms it takes).
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from ..reading.lexicon import language_of
from ..text import dominant_script

MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan", "januar", "janvier", "enero", "gennaio", "janeiro", "января", "январь"),
            (
                "february",
                "feb",
                "februar",
                "février",
                "fevrier",
                "febrero",
                "febbraio",
                "fevereiro",
                "февраля",
                "февраль",
            ),
            ("march", "mar", "märz", "maerz", "mars", "marzo", "março", "marco", "марта", "март"),
            ("april", "apr", "avril", "abril", "aprile", "апреля", "апрель"),
            ("may", "mai", "mayo", "maggio", "maio", "мая", "май"),
            ("june", "jun", "juni", "juin", "junio", "giugno", "junho", "июня", "июнь"),
            ("july", "jul", "juli", "juillet", "julio", "luglio", "julho", "июля", "июль"),
            ("august", "aug", "août", "aout", "agosto", "августа", "август"),
            ("september", "sep", "sept", "septembre", "septiembre", "settembre", "setembro", "сентября", "сентябрь"),
            ("october", "oct", "oktober", "octobre", "octubre", "ottobre", "outubro", "октября", "октябрь"),
            ("november", "nov", "novembre", "noviembre", "novembro", "ноября", "ноябрь"),
            (
                "december",
                "dec",
                "dezember",
                "décembre",
                "decembre",
                "diciembre",
                "dicembre",
                "dezembro",
                "декабря",
                "декабрь",
            ),
        ],
        1,
    )
    for name in names
}
# Days of a fixed date, by their names in the ten languages read, (month, day, the languages
# the name is one in: "natal" is Christmas in Portuguese, "birth" in Spanish's "ciudad natal";
# () in any). Russian's Рождество is the Orthodox 7 January. Days that move (Easter, the lunar
# new year, Thanksgiving) are not here.
HOLIDAYS: dict[str, tuple[int, int, tuple[str, ...]]] = {
    **dict.fromkeys(
        (
            "christmas",
            "christmas day",
            "xmas",
            "weihnachten",
            "noël",
            "navidad",
            "natale",
            "圣诞节",
            "聖誕節",
            "圣诞",
            "クリスマス",
            "크리스마스",
            "성탄절",
        ),
        (12, 25, ()),
    ),  # fmt: skip
    "natal": (12, 25, ("pt",)),
    "noel": (12, 25, ("fr",)),
    **dict.fromkeys(("рождество", "рождества"), (1, 7, ("ru",))),
    **dict.fromkeys(
        (
            "christmas eve",
            "heiligabend",
            "heiliger abend",
            "nochebuena",
            "vigilia di natale",
            "véspera de natal",
            "平安夜",
            "クリスマスイブ",
            "크리스마스 이브",
        ),
        (12, 24, ()),
    ),  # fmt: skip
    **dict.fromkeys(
        (
            "new year's day",
            "new years day",
            "neujahr",
            "neujahrstag",
            "jour de l'an",
            "nouvel an",
            "año nuevo",
            "capodanno",
            "ano novo",
            "元旦",
            "元日",
            "신정",
            "новый год",
            "нового года",
        ),
        (1, 1, ()),
    ),  # fmt: skip
    **dict.fromkeys(
        (
            "new year's eve",
            "new years eve",
            "silvester",
            "saint-sylvestre",
            "la saint-sylvestre",
            "nochevieja",
            "san silvestro",
            "大晦日",
        ),
        (12, 31, ()),
    ),  # fmt: skip
    **dict.fromkeys(
        (
            "valentine's day",
            "valentines day",
            "valentinstag",
            "saint-valentin",
            "san valentín",
            "san valentin",
            "san valentino",
            "情人节",
            "バレンタインデー",
            "밸런타인데이",
            "день святого валентина",
            "дня святого валентина",
        ),
        (2, 14, ()),
    ),  # fmt: skip
    "halloween": (10, 31, ()),
}
_HOLIDAY_NAMES = "|".join(  # whole words in Latin and Cyrillic; anywhere in the other scripts ("크리스마스는")
    rf"(?<!\w){re.escape(n)}(?!\w)" if dominant_script(n) in ("Latin", "Cyrillic") else re.escape(n)
    for n in sorted(HOLIDAYS, key=len, reverse=True)
)
# The name, with its year before it ("2027年のクリスマス", "2027년 크리스마스") or after it
# ("Christmas 2027", "Natal de 2027", "Weihnachten 2027").
_HOLIDAY = re.compile(
    rf"(?:(?<!\d)(\d{{4}})\s*(?:年の?|년)?\s*)?({_HOLIDAY_NAMES})(?:\s*,?\s*(?:de|of|di|del|von|du|des)?\s*(\d{{4}})(?!\d))?",
    re.I,
)
_MONTH = "|".join(sorted(map(re.escape, MONTHS), key=len, reverse=True))
_DAY = r"(\d{1,2})(?:st|nd|rd|th|er|º|°|o|\.)?"  # "1º" is "1o" once NFKC-folded
_YEAR = r"(\d{4})"
# "march 1 2026", "March 1st, 2026"; "1 march 2026", "1. März 2026", "1er mai 2026", "1 de mayo de 2026"
_MONTH_FIRST = re.compile(rf"\b({_MONTH})\.?\s+{_DAY}\s*,?\s+{_YEAR}\b", re.I)
_DAY_FIRST = re.compile(
    rf"(?<![\d.]){_DAY}\s+(?:of\s+|de\s+)?({_MONTH})\.?\s*,?\s+(?:de\s+)?{_YEAR}(?:\s*(?:года|г\.))?(?!\d)", re.I
)
_ISO = re.compile(r"(?<![\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])")
# Chinese, Japanese and Korean: 2026年12月25日, 2026년 12월 25일
_CJK = re.compile(r"(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号號]")
# 15/03/2026: day first, as every language of the readers writes it but English (03/15/2026);
# a first part above 12 is a day, a second above 12 a day, whatever the language.
_SLASHED = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])")
_DOTTED = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d]|\.\d)")  # a full stop may end the sentence
# A day written without its year ("November 13", "13. November", "13 de noviembre", "11月13日",
# "11월 13일"): read only after a date written with one, as the first such day from it.
_YEARLESS = (
    (re.compile(rf"\b({_MONTH})\.?\s+{_DAY}(?!\s*,?\s*\d)", re.I), "md"),
    (re.compile(rf"(?<![\d.]){_DAY}\s+(?:of\s+|de\s+)?({_MONTH})\b(?!\.?\s*,?\s*(?:de\s+)?\d)", re.I), "dm"),
    (re.compile(r"(?<![\d年년])(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号號]"), "md"),
)
_RELATIVE = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1}
_UNIT = r"(day|week|month|year)s?"
_OFFSET = re.compile(
    rf"^(?:in\s+)?(\d+)\s+{_UNIT}(?:\s+(from\s+(?:today|now)|after\s+today|later|ago|before\s+today))?$"
)
# "3 months after 2026-01-31", "2 weeks before march 1 2026"
_FROM_DATE = re.compile(rf"^(\d+)\s+{_UNIT}\s+(after|from|before)\s+(.+)$")
# "2026-01-31 + 3 months", "2026-01-31 plus 3 months", "2026-03-01 - 2 weeks"
_PLUS = re.compile(rf"^(.+?)\s*(\+|-|plus|minus)\s*(\d+)\s+{_UNIT}$")
# A span alone, as a model writes it in date_math's `end` when it means an offset from the
# start ("3 months", "+3 months", "2 weeks later", "1 year before"): (sign, count, unit).
_SPAN = re.compile(rf"^([+-]?)\s*(\d+)\s+{_UNIT}(?:\s+(later|after|ago|before|earlier))?$")
_BACK = ("ago", "before", "earlier", "before today", "-", "minus")


def add_months(start: date, months: int) -> date:
    """`start` moved by whole months on the calendar: the same day, or the month's last day
    (2026-01-31 + 1 month = 2026-02-28). ValueError outside the years 1 to 9999."""
    year, month = divmod(start.year * 12 + start.month - 1 + months, 12)
    if not 1 <= year <= 9999:
        raise ValueError("year out of range")
    return date(year, month + 1, min(start.day, calendar.monthrange(year, month + 1)[1]))


def shift(start: date, count: int, unit: str) -> date:
    """`start` moved by `count` (negative: back) days, weeks, months or years."""
    if unit in ("month", "year"):
        return add_months(start, count * (12 if unit == "year" else 1))
    return start + timedelta(days=count * (7 if unit == "week" else 1))


def read_offset(text: str) -> tuple[int, str] | None:
    """(count, unit) for a span written alone ("3 months" -> (3, "month"), "2 weeks before" ->
    (-2, "week")); None for anything else, dates included."""
    found = _SPAN.match(" ".join(text.strip().lower().split()))
    if found is None:
        return None
    sign, count, unit, direction = found.groups()
    return (-1 if sign == "-" or direction in _BACK else 1) * int(count), unit


def read_date(text: str, today: date | None = None) -> date | None:
    """The date `text` is, written whole in one of the forms above; None otherwise."""
    today = today or date.today()
    value = " ".join(text.strip().lower().split())
    try:
        if (found := _plain_date(value, today)) is not None:
            return found
        # An offset from a date written as above (not from another offset: one step, no recursion).
        offset = _FROM_DATE.match(value)
        if offset and (base := _plain_date(offset.group(4), today)) is not None:
            count = int(offset.group(1))
            return shift(base, -count if offset.group(3) in _BACK else count, offset.group(2))
        offset = _PLUS.match(value)
        if offset and (base := _plain_date(offset.group(1), today)) is not None:
            count = int(offset.group(3))
            return shift(base, -count if offset.group(2) in _BACK else count, offset.group(4))
    except (ValueError, OverflowError):
        return None  # beyond the years 1 to 9999
    return None


def _plain_date(value: str, today: date) -> date | None:
    """A date written whole, or today's with an offset from it; `value` lower-cased, spaces single."""
    if value in _RELATIVE:
        return today + timedelta(days=_RELATIVE[value])
    offset = _OFFSET.match(value)
    if offset and (offset.group(3) or value.startswith("in ")):
        count = int(offset.group(1))
        return shift(today, -count if offset.group(3) in _BACK else count, offset.group(2))
    found = dates_in(value)
    if len(found) == 1 and found[0][0] == 0 and found[0][1] == len(value):
        return found[0][2]
    return None


def dates_in(text: str, today: date | None = None) -> list[tuple[int, int, date]]:
    """Every date written in `text` in the forms above (not today-relative words), as
    (start, end, date), in the order they come; impossible ones ("2026-02-30") left out. A day
    named (HOLIDAYS) is read with its year, or, given `today`, as the next one from today."""
    found: list[tuple[int, int, date]] = []
    yearless: list[tuple[int, int, date]] = []  # days named without a year, each the next one from today
    for match in _HOLIDAY.finditer(text):
        named_month, named_day, languages = HOLIDAYS[" ".join(match.group(2).casefold().split())]
        year = match.group(1) or match.group(3)
        if languages and language_of(text) not in languages:
            continue
        if year is not None:
            found.append((match.start(), match.end(), date(int(year), named_month, named_day)))
        elif today is not None:
            next_one = date(today.year, named_month, named_day)
            if next_one < today:
                next_one = date(today.year + 1, named_month, named_day)
            yearless.append((match.start(), match.end(), next_one))
    found += yearless
    patterns = ((_ISO, "ymd"), (_CJK, "ymd"), (_DOTTED, "dmy"), (_MONTH_FIRST, "mdy"), (_DAY_FIRST, "dmy"))
    for pattern, order in patterns:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end, _ in found):
                continue
            parts = dict(zip(order, match.groups()))
            month = parts["m"] if parts["m"].isdigit() else MONTHS[parts["m"].lower()]
            try:
                found.append((match.start(), match.end(), date(int(parts["y"]), int(month), int(parts["d"]))))
            except ValueError:
                continue
    for match in _SLASHED.finditer(text):
        if any(start < match.end() and match.start() < end for start, end, _ in found):
            continue
        first, second, year = (int(g) for g in match.groups())
        day_first = first > 12 or (second <= 12 and language_of(text) != "en")
        day, month = (first, second) if day_first else (second, first)
        try:
            found.append((match.start(), match.end(), date(year, month, day)))
        except ValueError:
            continue
    found += _after_a_dated_day([f for f in found if f not in yearless], text)
    # A day named beside its date written out ("Heiligabend, der 24.12.2027") is that date.
    written = {(d.month, d.day) for *_, d in (f for f in found if f not in yearless)}
    return sorted(f for f in found if f not in yearless or (f[2].month, f[2].day) not in written)


def _after_a_dated_day(dated: list[tuple[int, int, date]], text: str) -> list[tuple[int, int, date]]:
    """The days `text` writes without a year after one of `dated` ("from 1 September 2025 to 13
    November", "2025年9月1日から11月13日まで"), each the first such day on or after the last dated
    one before it."""
    if not dated:
        return []
    taken = [(start, end) for start, end, _ in dated]
    more: list[tuple[int, int, date]] = []
    for pattern, order in _YEARLESS:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            before = [d for start, end, d in dated if end <= match.start()]
            if not before:
                continue
            parts = dict(zip(order, match.groups()))
            month = int(parts["m"]) if parts["m"].isdigit() else MONTHS[parts["m"].lower()]
            try:
                day = date(before[-1].year, month, int(parts["d"]))
                if day < before[-1]:
                    day = date(before[-1].year + 1, month, int(parts["d"]))
            except ValueError:
                continue
            more.append((match.start(), match.end(), day))
            taken.append((match.start(), match.end()))
    return more
