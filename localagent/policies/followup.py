"""A follow-up in a chat, read as the whole question it stands for.

After an answer the next message often points back at it: "and that times 2?" after 391,
"and 10 days after that?" after a date, "what about 25 km?" after "Convert 10 km to miles",
"what if it was 20% instead?", "and in meters?". The question readers read a whole question
and nothing less (policies/asked.py, quantities.py); a follow-up is one only with the earlier
turn's words in it. So the follow-up is written as the question it stands for, each way below,
and the first that a reader reads whole is what the policies read (the model still sees the
conversation as it was):

- `back`: a word that points back at the answer ("that", "it", "the result"; the lexicon's
  `back`) is the answer's value, as the answer wrote it, with its unit ("6.2137 miles") or as
  a date ("2026-01-24");
- `instead`: a follow-up that is one value and words that only say it replaces another ("what
  about", "and", "what if it was", "instead": the lexicon's `instead`, its `filler`) is the
  earlier question with that value in place of the one of its kind: the same unit, a
  percentage, the number before the same word ("for 4 people" → "for 6 people");
- `unit`: a follow-up that is only a unit and such words ("and in meters?", "in Fahrenheit?")
  after a conversion is the conversion into that unit.

Nothing is guessed: a follow-up with words none of these accounts for, an answer stating more
than one value, or a rewrite no reader reads whole, leaves the question as it was, to the model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .. import text
from ..reading.lexicon import language_of, lexicon
from ..reading.numbers import numbers
from ..tools.units import WORD_LIKE_NAMES, canonical_unit, kind_of, unit_at_start
from ..types import Message
from .asked import stated_expression
from .quantities import stated_conversion, stated_span

_ISO_DATE = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
_CITED = re.compile(r"\s*\((?:[^()]*:\d+(?:-\d+)?)\)\s*$")  # a citation "(notes.md:3)" at the end
_PERCENT = re.compile(r"\s*(?:%|％|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b|per ?cento\b)", re.I)


def reads_whole(question: str) -> bool:
    """Whether a question reader reads `question` whole: the expression, the conversion or the
    span of dates it states."""
    return any(read(question) is not None for read in (stated_expression, stated_conversion, stated_span))


def earlier_turn(history: Sequence[Message]) -> tuple[str, str] | None:
    """The last question of the conversation, as the whole question it stood for (a follow-up
    of a follow-up: "and in meters?", then "what about 25 km?"), and the answer it got; or None."""
    for i in range(len(history) - 1, 0, -1):
        if history[i].role == "assistant" and history[i - 1].role == "user":
            before = history[i - 1].content or ""
            return standalone(before, history[: i - 1]) or before, history[i].content or ""
    return None


def answer_value(answer: str, language: str) -> str | None:
    """The one value an answer states, as it wrote it: what follows its last " = " ("10 km =
    6.2137 miles" → "6.2137 miles"), its one date, or its one number with the unit after it;
    None when it states none or several."""
    said = _CITED.sub("", answer.strip()).strip().rstrip(".。!")
    if " = " in said:
        said = said.rsplit(" = ", 1)[1].strip()
    dates = _ISO_DATE.findall(said)
    if dates:
        return dates[0] if len(set(dates)) == 1 else None
    found = numbers(said, language)
    if len(found) != 1:
        return None
    number = found[0]
    after = said[number.end :].strip()
    unit = unit_at_start(after.casefold()) if after else None
    return f"{number.text} {after[: len(unit)]}" if unit else number.text


def standalone(question: str, history: Sequence[Message]) -> str | None:
    """The question a follow-up stands for, as the first rewrite a reader reads whole; None when
    the question is no follow-up of that kind (or there is no earlier turn)."""
    earlier = earlier_turn(history)
    if earlier is None:
        return None
    before, answer = earlier
    language = language_of(question)
    for candidate in (_instead(question, before, language), _unit(question, before, language),
                      _back(question, answer, language)):  # fmt: skip
        if candidate and candidate != question and reads_whole(candidate):
            return candidate
    return None


def _phrases(language: str, field: str) -> list[str]:
    """The lexicon's phrases of `field` in `language` and in English (a follow-up mixes them:
    "ok and für 6 Personen?"), longest first."""
    words = {*getattr(lexicon(language), field), *getattr(lexicon("en"), field)}
    return sorted(words, key=len, reverse=True)


def _only_words_of(rest: str, language: str, extra: Sequence[str] = ()) -> bool:
    """Whether `rest` holds nothing but the words that say a value replaces another (`instead`),
    the words that ask for a value ("how much is"), polite filler, and `extra`."""
    left = f" {' '.join(text.words(text.normalize(rest)))} "
    phrases = [*_phrases(language, "instead"), *_phrases(language, "ask"), *extra, *_phrases(language, "filler")]
    for phrase in sorted(phrases, key=len, reverse=True):
        left = left.replace(f" {phrase} ", " ")
        left = left.replace(f" {phrase} ", " ")  # "and ... and": a phrase twice in a row
    return not left.strip()


def _back(question: str, answer: str, language: str) -> str | None:
    """The follow-up with the one word that points back at the answer put as its value."""
    value = answer_value(answer, language)
    if value is None:
        return None
    folded = text.normalize(question)
    alternatives = "|".join(re.escape(p) for p in _phrases(language, "back"))
    found = list(re.finditer(rf"(?<!\w)(?:{alternatives})(?!\w)", folded)) if alternatives else []
    if len(found) != 1:
        return None  # none, or "it" twice: which one is the answer is not said
    m = found[0]
    return folded[: m.start()] + value + folded[m.end() :]


def _instead(question: str, before: str, language: str) -> str | None:
    """The earlier question with the follow-up's one value in place of the one of its kind."""
    given = numbers(question, language)
    if len(given) != 1:
        return None
    value = given[0]
    after = question[value.end :]
    percent = _PERCENT.match(after)
    unit = unit_at_start(after.strip().casefold()) if not percent else None
    if percent:
        kept = after[percent.end() :]
    elif unit:
        kept = after.lstrip()[len(unit) :]
    else:
        word = re.match(r"\s*(\w+)", after)
        kept = after[word.end() :] if word else after
    named = after[: len(after) - len(kept)]  # the value's unit, percent sign or word
    if not _only_words_of(question[: value.start] + " " + kept, language):
        return None
    earlier = numbers(before, language)
    matches = []
    for n in earlier:
        following = before[n.end :]
        if percent and _PERCENT.match(following):
            matches.append(n)
        elif (
            unit
            and (found := unit_at_start(following.strip().casefold()))
            and canonical_unit(found) == canonical_unit(unit)
        ):
            matches.append(n)
        elif (
            not percent
            and not unit
            and named.strip()
            and re.match(rf"\s*{re.escape(named.strip())}(?!\w)", following, re.I)
        ):
            matches.append(n)
    if not named.strip() and len(earlier) == 1:
        matches = earlier  # "and 25?" after a question of one number
    if len(matches) != 1:
        return None
    m = matches[0]
    return before[: m.start] + value.text + before[m.end :]


def _unit(question: str, before: str, language: str) -> str | None:
    """The earlier conversion into the one unit the follow-up names ("and in meters?")."""
    if numbers(question, language):
        return None
    words = text.words(text.normalize(question))
    named = [w for w in words if w not in WORD_LIKE_NAMES and unit_at_start(w) == w and kind_of(w) is not None]
    if len(named) != 1:
        return None
    name = named[0]
    if not _only_words_of(" ".join(w for w in words if w != name), language):
        return None
    conversion = stated_conversion(before)
    if not isinstance(conversion, dict) or "to_unit" not in conversion:
        return None
    if kind_of(str(conversion["to_unit"])) != kind_of(name):
        return None
    return f"convert {conversion['value']} {conversion['from_unit']} to {name}"
