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
    unread: bool = False  # it asks a rounding no phrase says how ("Arrotonda all'ennesimo"): not read


@lru_cache(maxsize=512)
def unrounded(question: str) -> Unrounded:
    """`question` without the phrases that ask its answer rounded, and the decimals they ask (the
    module's doc: the longest phrase's that says them); the question as it is where it has none."""
    normal = unicodedata.normalize("NFKC", question)
    language = language_of(normal)
    rest, asked = normal, []
    for pattern, decimals in _patterns(language):
        m = pattern.search(rest)
        if m is None:
            continue
        places = _count(m.group("n"), language) if decimals == "n" else int(decimals)
        if places is None:
            continue
        asked.append(places)
        rest = rest[: m.start()] + " " + rest[m.end() :]
    if not asked:
        return Unrounded(question, None, _asks_rounding(normal, language))
    rest = regex.sub(r"\(\s*\)|\[\s*\]", " ", rest)  # "(arrondi à deux décimales)"
    rest = regex.sub(r"[,;]\s*(?=[?.!？。]|$)", "", rest)  # "an 18% tip, ?" -> "an 18% tip?"
    rest = regex.sub(r"(?<=[?.!？。])\s*[.!。]+(?=\s|$)", "", rest)  # a sentence left empty
    said = [n for n in asked if n >= 0]  # "반올림해서 소수점 첫째 자리까지": the one that says them
    if said and (words := _rounding_words(language)):  # its verb apart from it ("Bitte auf zwei
        rest = regex.sub("|".join(words), " ", rest, flags=regex.I)  # Nachkommastellen runden") goes too
    rest = " ".join(rest.split())
    # A rounding word left beside a phrase that says the decimals is that phrase's verb ("Bitte auf
    # zwei Nachkommastellen runden", "Округли до десятых"); beside none, a rounding not read.
    return Unrounded(rest, said[0] if said else None, not said and _asks_rounding(rest, language))


def _asks_rounding(text: str, language: str) -> bool:
    """`text` holds a word that asks a rounding (the lexicon's `rounds`: "round", "arrotonda",
    "반올림"), left once a [rounding] phrase, if any, is taken out."""
    folded = text.casefold()
    for other in lexicon(language).not_rounds:  # "a round table", "12 km round trip": no rounding
        folded = regex.sub(rf"(?<!\w){regex.escape(other)}(?!\w)", " ", folded)
    return any(regex.search(w, folded) for w in _rounding_words(language))


@cache
def _rounding_words(language: str) -> tuple[str, ...]:
    """The lexicon's `rounds` as patterns: whole words, or with "-" a word's start and the rest of
    the word ("arrotond-": arrotonda, arrotondato); anywhere in a word where words have no spaces."""
    entry = lexicon(language)
    if entry.unspaced:
        return tuple(regex.escape(w) for w in entry.rounds)
    return tuple(
        rf"(?<!\w){regex.escape(w[:-1])}\w*" if w.endswith("-") else rf"(?<!\w){regex.escape(w)}(?!\w)"
        for w in entry.rounds
    )


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
