"""One reader of the question: what it asks for, and what of it no lexicon accounts for.

A policy may write a call from the question only when the *whole* question is that request:
its numbers, its operators or units, the phrases that ask for a value and the words that say
nothing else ("please", "the result of"). `leftover` is what remains once those are taken
away; a word there is content the reader does not understand ("We won 4-2 yesterday": "we",
"won", "yesterday"), and the question then goes to the model. Words are never dropped to make
a question fit.

`asks` tells a question that asks for a value ("how many", "was ist", "combien", "多少") from
one that only states numbers ("We won 4-2 yesterday", "Call me at 555-1234"): a sentence with
numbers that asks for nothing is answered in words, with no tool that computes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from .. import text
from .lexicon import Lexicon, language_of, lexicon
from .numbers import ORDINAL, Number, fold, numbers
from .spelled import in_digits

# The calculator's function names, written as such ("sqrt(2)"), and the letter people write for times.
_MATH_NAMES = frozenset({"sqrt", "cbrt", "log", "ln", "exp", "sin", "cos", "tan", "abs", "round", "pi", "mean",
                         "median", "sum", "min", "max", "x"})  # fmt: skip
MIN_TYPO_LENGTH = 4  # a word this long, one edit away from a lexicon word, is that word misspelled


@dataclass(frozen=True)
class Reading:
    question: str
    language: str
    numbers: tuple[Number, ...]
    asks: bool  # a phrase that asks for a value
    quantity: bool  # a phrase that asks how many or how much
    functions: tuple[str, ...]  # calculator functions the question names ("average of": mean)

    @property
    def lexicon(self) -> Lexicon:
        return lexicon(self.language)


@lru_cache(maxsize=256)  # pure; the policies read one question several times in a first step
def read(question: str, language: str | None = None) -> Reading:
    language = language or language_of(question)
    entry = lexicon(language)
    folded = text.normalize(question)

    def has(phrase: str) -> bool:
        return has_phrase(folded, phrase, entry.unspaced)

    return Reading(
        question, language, tuple(numbers(question, language)), any(map(has, entry.ask)), any(map(has, entry.quantity)),
        tuple(dict.fromkeys(f for p, f in entry.functions.items() if has(p))),
    )  # fmt: skip


def has_phrase(folded: str, phrase: str, unspaced: bool) -> bool:
    """`folded` (text.normalize'd) holds `phrase`: as whole words, or anywhere in a language
    written without spaces (`unspaced`) or for a phrase that starts with no letter ("%")."""
    return phrase_pattern(phrase, unspaced).search(folded) is not None


# Japanese asks how many of a unit with "何" right before it ("何マイル", "何グラム"); alone, "何" is
# "what" ("何がいい？"), no quantity asked, so it is read only before a unit's name.
HOW_MANY_BEFORE_UNIT = {"ja": ("何",)}


def after_how_many(folded: str, entry: Lexicon, more: Iterable[str] = ()) -> Iterator[str]:
    """What follows each how-many phrase of `folded` (the lexicon's `quantity`, and `more`): the
    text right after it, and, in a language written with spaces, the text one word on: where the
    unit asked stands ("how many kilometers", "quanti litri", "c'est combien en Fahrenheit",
    "何マイル")."""
    edge = "" if entry.unspaced else r"(?<!\w)"
    for phrase in (*entry.quantity, *more):
        for m in regex.finditer(edge + regex.escape(phrase), folded):
            after = folded[m.end() :].lstrip()
            yield after
            if not entry.unspaced and (word := regex.match(r"[^\W\d_]+\s+", after)) is not None:
                yield after[word.end() :].lstrip()


def before_how_many(folded: str, entry: Lexicon, more: Iterable[str] = ()) -> Iterator[str]:
    """What precedes each how-many phrase of `folded` (the lexicon's `quantity`, and `more`) where
    one of the lexicon's `into` endings stands right before it, that ending left out: where a
    language that names the unit wanted before its how-many phrase names it ("섭씨로 몇 도예요?":
    "섭씨", "摂氏で何度": "摂氏")."""
    for phrase in (*entry.quantity, *more):
        for m in regex.finditer(regex.escape(phrase), folded):
            before = folded[: m.start()].rstrip()
            for ending in entry.into:
                if before.endswith(ending):
                    yield before[: -len(ending)].rstrip()


def has_any(folded: str, phrases: Iterable[str], unspaced: bool) -> bool:
    """`folded` holds one of `phrases`, each as has_phrase finds it."""
    return any(has_phrase(folded, p, unspaced) for p in phrases)


def without(folded: str, phrases: Iterable[str], unspaced: bool) -> str:
    """`folded` with each of `phrases`, where has_phrase finds it, made a space: longest first, so
    that a phrase inside a longer one is taken out as that one (of one length, in the order given)."""
    for phrase in sorted(phrases, key=len, reverse=True):
        folded = phrase_pattern(phrase, unspaced).sub(" ", folded)
    return folded


def phrase_at(folded: str, phrases: Iterable[str], unspaced: bool) -> str | None:
    """The longest of `phrases` that `folded` starts with, as has_phrase finds a phrase (the first
    of them in the order given on a tie), or None."""
    found = [p for p in phrases if phrase_pattern(p, unspaced).match(folded)]
    return max(found, key=len) if found else None


@cache
def phrase_pattern(phrase: str, unspaced: bool) -> regex.Pattern[str]:
    """Where `phrase` stands in a text.normalize'd text, as has_phrase finds it."""
    escaped = regex.escape(phrase)
    return regex.compile(escaped if unspaced or not phrase[:1].isalnum() else rf"(?<!\w){escaped}(?!\w)")


def leftover(
    question: str, language: str | None = None, accepted: Iterable[str] = (), *, quantities: bool = False
) -> list[str]:
    """The words of `question` no phrase of its language's lexicon (nor `accepted`: a tool's own
    names, such as its units) accounts for, once its numbers are taken away; [] when the whole
    question is a request the lexicon reads. `quantities`: read as a conversion or a date
    question (the lexicon's `quantities` words), else as arithmetic (its `accepted` words)."""
    language = language or language_of(question)
    entry = lexicon(language)
    folded = text.normalize(fold(question))
    for number in reversed(numbers(folded, language)):
        folded = folded[: number.start] + " " + folded[number.end :]
    folded = ORDINAL.sub(" ", folded)  # "July 4th", "le 1er janvier": a date's day, no word
    folded = without(folded, _phrases(language, tuple(accepted), quantities), entry.unspaced)
    known = _known_words(language)
    return [w for w in text.words(folded) if w not in _MATH_NAMES and not _misspelt(w, known)]


@lru_cache(maxsize=64)
def _phrases(language: str, accepted: tuple[str, ...], quantities: bool) -> tuple[str, ...]:
    """What `leftover` takes away, in the order it does: longest first, so a phrase inside a longer
    one is read as that one; of one length, a tool's own names (`accepted`) before the lexicon's
    ("時間" before "何時" in "150分は何時間ですか"), then in the order of the alphabet. Before, the
    order among phrases of one length was a set's, and changed with the process's hash seed."""
    entry = lexicon(language)
    own = entry.quantities if quantities else (*entry.accepted, *entry.operators, *entry.functions,
                                               *entry.command_words(), *lexicon("en").command_words())  # fmt: skip
    tools = {text.normalize(a) for a in accepted}
    phrases = {*entry.ask, *entry.quantity, *entry.filler, *entry.list_and, *own, *tools} - {""}
    return tuple(sorted(phrases, key=lambda p: (-len(p), p not in tools, p)))


@cache
def _known_words(language: str) -> frozenset[str]:
    """The words a misspelt word may stand for: the lexicon's phrases' words (not its common
    words, which tell the language and carry content: "yesterday")."""
    entry = lexicon(language)
    phrases = [*entry.ask, *entry.quantity, *entry.filler, *entry.accepted, *entry.quantities, *entry.operators,
               *entry.functions]  # fmt: skip
    return frozenset(w for p in phrases for w in text.words(p) if len(w) >= MIN_TYPO_LENGTH)


def _misspelt(word: str, known: frozenset[str]) -> bool:
    """One edit from a known word: two letters swapped ("waht"), or, in a word of five letters
    or more, a letter added, dropped or changed ("calcualte", "plase"). A shorter word one letter
    off is another word as often as a typo ("says" is not "days", "oven" not "over")."""
    return len(word) >= MIN_TYPO_LENGTH and any(
        word != k and _one_edit(word, k, swaps_only=len(word) < 5) for k in known if abs(len(k) - len(word)) <= 1
    )


def _one_edit(a: str, b: str, swaps_only: bool = False) -> bool:
    if a == b:
        return True
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return not swaps_only
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    if swaps_only:
        return False
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def unstated(call_numbers: list[set[float]], question: str) -> bool:
    """The call computes on numbers and none of them is one the question states (or its
    hundredth: 15% written 0.15), in digits or in words ("two and a half cups": 2.5, spelled.py):
    a call made up, not read from the question."""
    given = [r for said in {question, in_digits(question)} for readings in text.numbers_in(said) for r in readings]
    if not call_numbers or not given:
        return False
    return not any(
        abs(r - g) < 1e-9 or abs(r - g / 100) < 1e-9 for readings in call_numbers for r in readings for g in given
    )


def counted_in_words(line: str, entry: Lexicon) -> bool:
    """`line` writes a count of two or more in words (the lexicon's [counts]: "two", "三", "두"); a
    Korean count word stands alone before its counter ("두 상자"), not inside a word ("월세")."""
    for word, value in entry.counts.items():
        if value < 2:
            continue
        if regex.match(r"\p{Hangul}", word):
            if regex.search(rf"(?:^|\s){regex.escape(word)}\s", line):
                return True
        elif has_phrase(line, word, entry.unspaced):
            return True
    return False
