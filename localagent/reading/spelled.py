"""Numbers said in words, written as digits: the readers' second reading of a question.

The readers read digits (numbers.py). A person writes small counts and halves in words: "ich
koche aber für sechs", "combien au bout de deux ans ?", "2 and a half US cups", "an hour and a
half". `in_digits` writes them as digits, in the question's own decimal mark ("2,5 tazze" in
Italian, "2.5 cups" in English), so that a reader that would read the question with digits reads
it with words. The readers read the question as written first; this is tried only where that read
nothing (policies/asked.py, policies/quantities.py), so a count word a reader reads itself ("the
four of us", "two weeks after") reads as before.

- A count word of two or more (the lexicon's [counts], to twenty) standing alone is its digits;
  a word that says one and a half (`one_and_a_half`: "полтора", "anderthalb") is 1.5.
- A mixed number of halves, quarters, eighths or sixteenths ("2 1/4 cups") and a fraction written
  as one character ("2½", "¾") are their decimals.
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
from collections.abc import Callable
from functools import cache, lru_cache

import regex

from .lexicon import language_of, lexicon
from .numbers import DECIMAL_COMMA

# A whole number and a fraction of halves, quarters, eighths or sixteenths ("2 1/4 cups", "1 1/2
# Tassen"): a recipe's mixed number. Thirds and others have no decimals to write them with.
_MIXED = regex.compile(r"(?<![\d.,/])(\d{1,3})\s+(\d{1,2})\s*[/\u2044]\s*(2|4|8|16)(?![\d/])")
# A fraction written as one character, after a number or alone ("2½ cups", "¾ cup").
_VULGAR = {"\u00bd": 0.5, "\u00bc": 0.25, "\u00be": 0.75, "\u215b": 0.125, "\u215c": 0.375, "\u215d": 0.625,
           "\u215e": 0.875}  # fmt: skip
_VULGAR_AT = regex.compile(r"(?<![\d.,])(?:(\d{1,3})\s?)?([\u00bd\u00bc\u00be\u215b-\u215e])")


@lru_cache(maxsize=256)  # pure; asked of one question by the expression, the conversion and the check
def in_digits(question: str, language: str | None = None) -> str:
    """`question` with its numbers said in words written as digits (the question unchanged where
    it says none), and its mixed numbers ("2 1/4", "2½") as decimals."""
    language = language or language_of(question)
    mark = "," if language in DECIMAL_COMMA else "."

    def decimal(value: float) -> str:
        return f"{value:g}".replace(".", mark)

    said = _VULGAR_AT.sub(lambda m: decimal(int(m.group(1) or 0) + _VULGAR[m.group(2)]), question)
    said = unicodedata.normalize("NFKC", said)

    def mixed(m: regex.Match[str]) -> str:
        whole, top, bottom = int(m.group(1)), int(m.group(2)), int(m.group(3))
        return decimal(whole + top / bottom) if 0 < top < bottom else m.group(0)

    said = _MIXED.sub(mixed, said)
    patterns = _patterns(language)
    if patterns is not None:
        said = _words_as_digits(said, language, patterns, decimal)
    # A question that says no number in words is returned as it came, not compatibility-folded.
    return said if said != unicodedata.normalize("NFKC", question) else question


def _words_as_digits(
    said: str,
    language: str,
    patterns: tuple[regex.Pattern[str] | None, regex.Pattern[str] | None, dict[str, int]],
    decimal: Callable[[float], str],
) -> str:
    """`said` with the count words, halves and one-and-a-half words of `language` as digits."""
    halves, counts, values = patterns
    mark = decimal(0.5)[1]
    if one_and_a_half := lexicon(language).one_and_a_half:
        words = "|".join(regex.escape(w) for w in sorted(one_and_a_half, key=len, reverse=True))
        said = regex.sub(rf"(?<![\w-])(?:{words})(?![\w-])", decimal(1.5), said, flags=regex.I)

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
