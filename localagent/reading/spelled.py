"""Numbers said in words, written as digits: the readers' second reading of a question.

The readers read digits (numbers.py). A person writes small counts and halves in words: "ich
koche aber für sechs", "combien au bout de deux ans ?", "2 and a half US cups", "an hour and a
half". `in_digits` writes them as digits, in the question's own decimal mark ("2,5 tazze" in
Italian, "2.5 cups" in English), so that a reader that would read the question with digits reads
it with words. The readers read the question as written first; this is tried only where that read
nothing (policies/asked.py, policies/quantities.py), so a count word a reader reads itself ("the
four of us", "two weeks after") reads as before.

- A count word of two or more (the lexicon's [counts]) standing alone is its digits.
- A number, maybe its unit's word, then a half (the lexicon's `half`: "and a half", "e mezzo") is
  the number and a half; the number may be a count word of one ("one and a half", "an hour and a
  half": the article counts one there).
- A count word of one alone is not read: "a", "un", "ein" are articles as often.
- A count word that is as often another word (the lexicon's `not_counts`: Italian "sei", 'you
  are') is left as written.
- Languages written without spaces read their own numerals (numbers.py's myriads and Han
  numbers): left as written.
"""

from __future__ import annotations

import unicodedata
from functools import cache

import regex

from .lexicon import language_of, lexicon
from .numbers import DECIMAL_COMMA


def in_digits(question: str, language: str | None = None) -> str:
    """`question` with its numbers said in words written as digits (the question unchanged where
    it says none)."""
    language = language or language_of(question)
    patterns = _patterns(language)
    if patterns is None:
        return question
    halves, counts, values = patterns
    said = unicodedata.normalize("NFKC", question)
    mark = "," if language in DECIMAL_COMMA else "."

    def halved(m: regex.Match[str]) -> str:
        number = m.group("number")
        value = values[number.casefold()] if number.casefold() in values else int(number)
        return f"{value}{mark}5{m.group('unit') or ''}"

    if halves is not None:
        said = halves.sub(halved, said)
    return counts.sub(lambda m: str(values[m.group(0).casefold()]), said) if counts is not None else said


@cache
def _patterns(language: str) -> tuple[regex.Pattern[str] | None, regex.Pattern[str] | None, dict[str, int]] | None:
    """The pattern of a number and a half, of a count word alone, and each count word's value;
    None for a language written without spaces."""
    entry = lexicon(language)
    if entry.unspaced:
        return None
    values = {w: v for w, v in entry.counts.items() if w not in entry.not_counts}
    if not values:
        return None
    longest = sorted(values, key=len, reverse=True)
    any_count = "|".join(regex.escape(w) for w in longest)
    spaced = r"\s+"
    half = "|".join(spaced.join(regex.escape(w) for w in h.split()) for h in entry.half)
    halves = None
    if half:
        halves = regex.compile(
            rf"(?<![\w.,])(?P<number>\d+|{any_count})(?P<unit>\s+(?!(?:{half})(?!\w))[^\W\d_]+)?\s+(?:{half})(?![\w-])",
            regex.I,
        )
    several = "|".join(regex.escape(w) for w in longest if values[w] >= 2)
    counts = regex.compile(rf"(?<![\w-])(?:{several})(?![\w-])", regex.I) if several else None
    return halves, counts, values
