"""A unit a value is asked per: "minutes per km", "quanto sai o litro", "리터당", "1kmあたり".

A value per a unit is asked with a word of "per" before the unit's name ("per", "pro", "par",
"por", "за", "每", or the article that makes it each one's: "o litro", "le litre", "al litro"),
maybe "1" between ("per 1 km"), or, in Korean and Japanese, a word after it ("1km당",
"1kmあたり"). The readers that divide by it (travel.py: a time per a length; unit_price.py: a
price per a unit of measure) find the unit here.
"""

from __future__ import annotations

import regex

from ..tools.units import kind_of, measure_names_in
from .lexicon import Lexicon
from .numbers import Number
from .question import after_how_many, has_any, phrase_at

# Before a unit: "per" and its words in the ten languages, and the articles that say "each".
PER_BEFORE = ("per", "a", "an", "each", "every", "pro", "je", "par", "au", "le", "la", "l'", "por", "al", "el", "o",
              "il", "ogni", "der", "die", "das", "на", "за", "每")  # fmt: skip
PER_AFTER = ("당", "あたり", "当たり", "につき")  # after it, without spaces: "1km당", "1kmあたり"


def unit_per(request: str, kind: str) -> str | None:
    """The name (as written in `request`, casefolded) of the unit of `kind` ("length", "volume",
    "mass"...) a value is asked per, or None."""
    edge = r"(?<![^\W\d_])"
    before = "|".join(regex.escape(w) for w in PER_BEFORE)
    after = "|".join(regex.escape(w) for w in PER_AFTER)
    for name in measure_names_in(request):
        if kind_of(name) != kind:
            continue
        n = regex.escape(name)
        if regex.search(rf"{edge}(?:{before})\s*(?:1\s*)?{n}(?![^\W\d_])|(?:^|\s|\D)1?\s*{n}\s*(?:{after})", request):
            return name
    return None


def period_markers(request: str, entry: Lexicon) -> list[str]:
    """The phrases of `entry` that make a value each period's (`per_unit`, `per_prefix`: "a week",
    "al mese", "일주일에") a request (text.normalize'd) holds: what it asks a value per."""
    return [m for m in (*entry.per_unit, *entry.per_prefix) if has_any(request, (m,), entry.unspaced)]


def marked_kinds(said: str, entry: Lexicon) -> set[str]:
    """The kinds of the periods `said` (text.normalize'd) makes its values each one's ("80 € al
    mese": month; "毎月": month), by its `period_markers`."""
    return {kind for m in period_markers(said, entry) if (kind := period_kind(m, entry)) is not None}


def period_kind(phrase: str, entry: Lexicon) -> str | None:
    """The period a marker or a period word names (the lexicon's [period_kinds]: "a week", "매달",
    "每天"), its longest word there; None for one it does not know ("le repas", "laps")."""
    found = [w for w in entry.period_kinds if has_any(phrase, (w,), entry.unspaced)]
    return entry.period_kinds[max(found, key=len)] if found else None


def period_after(text: str, number: Number, entry: Lexicon) -> str | None:
    """The `periods` word right after `number` in `text` ("22 dias", "4週間", "3 años"), or None."""
    return phrase_at(text[number.end :].lstrip(), entry.periods, entry.unspaced)


def periods_asked(request: str, entry: Lexicon) -> set[str]:
    """The kinds of the periods a request asks how many of: a `quantity` word, then (one word
    between at most) a period word ("how many weeks", "cuántos meses", "wie viele Monate")."""
    if entry.unspaced:
        return set()
    words = (m.group() for after in after_how_many(request, entry) if (m := _WORD.match(after)) is not None)
    return {kind for word in words if (kind := period_kind(word, entry)) is not None}


_WORD = regex.compile(r"[^\W\d_]+")
