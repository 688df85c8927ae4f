"""How a request asks its answer rounded ("to the nearest cent", "Round to 2 decimal places.",
"arrondi à deux décimales", "До сотых.", "소수점 둘째 자리까지요"): a part of the request that
says nothing about what to compute, so the readers read the question without it, and the
calculator's expression rounds as asked.

The phrases are each lexicon's [rounding] table: a phrase -> the decimals it asks, "n" where its
"{n}" (digits, or a [counts] word: "two", "deux") says them, or -1 where it says none
("rounded", "approximately"). A phrase is found as a whole phrase, in any case; what remains of
its clause (an empty bracket, a dangling comma) is taken out with it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from .lexicon import language_of, lexicon


@dataclass(frozen=True)
class Unrounded:
    question: str  # the question without its rounding phrase
    decimals: int | None  # the decimals asked, None where none are said


@lru_cache(maxsize=512)
def unrounded(question: str) -> Unrounded:
    """`question` without the phrase that asks its answer rounded, and the decimals it asks (the
    module's doc); the question as it is where it has none."""
    normal = unicodedata.normalize("NFKC", question)
    language = language_of(normal)
    for pattern, decimals in _patterns(language):
        m = pattern.search(normal)
        if m is None:
            continue
        places = _count(m.group("n"), language) if decimals == "n" else int(decimals)
        if places is None:
            continue
        rest = normal[: m.start()] + " " + normal[m.end() :]
        rest = regex.sub(r"\(\s*\)|\[\s*\]", " ", rest)  # "(arrondi à deux décimales)"
        rest = regex.sub(r"[,;]\s*(?=[?.!？。]|$)", "", rest)  # "an 18% tip, ?" -> "an 18% tip?"
        rest = regex.sub(r"(?<=[?.!？。])\s*[.!。]+(?=\s|$)", "", rest)  # a sentence left empty
        return Unrounded(" ".join(rest.split()), None if places < 0 else places)
    return Unrounded(question, None)


def _count(written: str, language: str) -> int | None:
    if written.isdigit():
        return int(written)
    return lexicon(language).counts.get(written.casefold())


@cache
def _patterns(language: str) -> list[tuple[regex.Pattern[str], int | str]]:
    """The [rounding] phrases of `language` as patterns, longest first."""
    entry = lexicon(language)
    counts = "|".join(regex.escape(w) for w in sorted(entry.counts, key=len, reverse=True))
    number = rf"(?P<n>\d+{'|' + counts if counts else ''})"
    out = []
    for phrase, decimals in sorted(entry.rounding.items(), key=lambda item: len(item[0]), reverse=True):
        body = r"\s+".join(regex.escape(word) for word in phrase.split()).replace(regex.escape("{n}"), number)
        edge_before = "" if entry.unspaced else r"(?<!\w)"
        edge_after = "" if entry.unspaced else r"(?!\w)"
        out.append((regex.compile(edge_before + body + edge_after, regex.I), decimals))
    return out
