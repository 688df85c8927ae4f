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
  after a conversion is the conversion into that unit; `answer_unit`: after any other answer
  that is a measure ("in mph?" after an average speed), the answer converted into it;
- `whole`: after a percentage of an amount, a follow-up that asks only the total or what is
  left ("e il totale allora?") is the amount plus or minus that percentage;
- `continued`: a follow-up that goes on from the answer with an operator ("times 4?", "and minus
  500?") or a command whose first number the answer is ("divide by 9"), or a command on one
  number said without it ("half?"), is the answer's value followed by it; after a date, a span
  and a word for later or earlier ("and 10 days later?", "Und 3 Wochen danach?": the lexicon's
  `later`, `earlier`) is that span after or before it;
- `given`: a follow-up that says it goes on ("and", "ok so": the lexicon's `going_on`, or a word
  that points back) after an answer that is a measure is read with the measure before it, as
  its data ("14 m². ok so tiles at $25 per square meter, how much in total?");
- `both` (after the others): a follow-up that points at the last two answers ("the difference
  between the two") is the two values joined by the language's "and".

The answer's value is its one value beyond the numbers of the question it says again ("17 times
23 is 391."), with the unit the question asked for where the answer is a bare number ("How many
days ...?" answered 106 is 106 days). They are tried in the order `unit`, `answer_unit`, `whole`,
`back`, `instead`, `continued`, `given`: a unit alone is the exact conversion, not the rounded
answer converted again; a word that points back at the answer says which value goes on ("and 60
days after that?" counts from the date answered, not from the date asked before).

Nothing is guessed: a follow-up with words none of these accounts for, an answer stating more
than one value, or a rewrite no reader reads whole, leaves the question as it was, to the model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from .. import text
from ..reading.lexicon import language_of, lexicon
from ..reading.numbers import Number, numbers, written
from ..reading.question import has_phrase, phrase_pattern, without
from ..tools.calculator import evaluate
from ..tools.units import WORD_LIKE_NAMES, canonical_unit, kind_of, unit_at_start
from ..types import Message
from .asked import stated_expression
from .quantities import counted, stated_conversion, stated_span

_ISO_DATE = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
_CITED = re.compile(r"\s*\((?:[^()]*:\d+(?:-\d+)?)\)\s*$")  # a citation "(notes.md:3)" at the end
_SENTENCE_END = re.compile(r"[.!?。！？]\s+\S")  # a sentence ends inside the text
_PERCENT = re.compile(r"\s*(?:%|％|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b|per ?cento\b)", re.I)


def reads_whole(question: str) -> bool:
    """Whether a question reader reads `question` whole: the expression, the conversion or the
    span of dates it states."""
    return any(read(question) is not None for read in (stated_expression, stated_conversion, stated_span))


def earlier_turn(history: Sequence[Message]) -> tuple[str, str] | None:
    """The last question of the conversation, as the whole question it stood for (a follow-up
    of a follow-up: "and in meters?", then "what about 25 km?"), and the answer it got; or None.
    Each question is read after the one before it, from the first on (a loop, not a recursion
    as deep as the conversation is long)."""
    earlier: tuple[str, str] | None = None
    for i in range(1, len(history)):
        if history[i].role == "assistant" and history[i - 1].role == "user":
            before = history[i - 1].content or ""
            earlier = (_after(before, earlier) or before, history[i].content or "")
    return earlier


def answer_value(answer: str, language: str, given: str = "") -> str | None:
    """The one value an answer states, as it wrote it: what follows its last " = " ("10 km =
    6.2137 miles" → "6.2137 miles"), its one date, or its one number with the unit after it, the
    numbers the question `given` gave left out ("17 times 23 is 391." → "391"); None when it
    states none or several."""
    said = _CITED.sub("", answer.strip()).strip().rstrip(".。!")
    if " = " in said:
        said = said.rsplit(" = ", 1)[1].strip()
    dates = _ISO_DATE.findall(said)
    if dates:
        return dates[0] if len(set(dates)) == 1 else None
    found = numbers(said, language)
    if len(found) > 1 and given:
        found = _beyond_given(said, found, given)
    if len(found) != 1:
        return None
    number = found[0]
    after = said[number.end :].strip()
    unit = unit_at_start(after.casefold()) if after else None
    return f"{number.text} {after[: len(unit)]}" if unit else number.text


def _beyond_given(said: str, found: list[Number], given: str) -> list[Number]:
    """The numbers of an answer that says its question again ("17 times 23 is 391.", "10 km is
    6.2137 miles") beyond those the question gave: only where it says every one of them, and a
    number after an operator is none ("times 3 + 1" states no value: it goes on computing)."""
    stated = {n.value for n in numbers(given, language_of(given))}
    if not stated or not stated <= {n.value for n in found}:
        return found
    return [n for n in found if n.value not in stated and not re.search(r"[-+*/×÷x]\s*$", said[: n.start])]


def standalone(question: str, history: Sequence[Message]) -> str | None:
    """The question a follow-up stands for, as the first rewrite a reader reads whole; None when
    the question is no follow-up of that kind (or there is no earlier turn)."""
    return _after(question, earlier_turn(history)) or _both(question, history)


def _after(question: str, earlier: tuple[str, str] | None) -> str | None:
    """`standalone` after `earlier`: the question before it (as it stood) and its answer."""
    if earlier is None:
        return None
    before, answer = earlier
    language = language_of(question)
    value = answer_value(answer, language, before)  # "17 times 23 is 391." is 391
    answer = answer if value is None else _in_unit_asked(value, before, language)
    # A question a reader reads whole by itself goes on from no answer: the "it" of "What date will
    # it be 10 days from today?" points at nothing, and "What is 17 * 23?" asked after 391 is not
    # 391 * 23 (a replaced value, "and 15%?", is read either way: alone it is 0.15).
    alone: bool | None = None
    for way in (_unit, _answer_unit, _whole, _back, _instead, _continued, _given):
        if way in (_unit, _whole, _instead):
            candidates = [way(question, before, language)]
        elif way is _given:
            candidates = [way(question, answer, language)]
        else:
            # The answer's value with its unit, then its number alone: "half of that" after "8.8185
            # oz" is half of 8.8185 (the calculator reads no ounces), the words that go on before it
            # left out ("what about half of 8.8185?").
            candidates = [way(question, shown, language) for shown in _answer_forms(answer, language)]
            candidates = [c for found in candidates if found for c in (found, *_going_on_dropped(found, language))]
        for candidate in candidates:
            if not candidate or candidate == question:
                continue
            if way in (_back, _continued, _given):
                alone = reads_whole(question) if alone is None else alone
                if alone:
                    break
            if reads_whole(candidate):
                return candidate
    return None


def _in_unit_asked(value: str, before: str, language: str) -> str:
    """The answer's value (`answer_value`), and where it is a bare number answered to a question
    that asks how many of one unit ("How many days are there between June 1 and September 15?",
    "combien de jours"), or whose last sentence names one unit and no number ("I ran 10 km in 52
    minutes. What was my average speed in km/h?"), with that unit: "106 days", "11.5385 km/h"."""
    if _ISO_DATE.fullmatch(value) or [n.text for n in numbers(value, language)] != [value]:
        return value
    ends = list(_SENTENCE_END.finditer(before.strip()))
    last = before.strip()[ends[-1].end() - 1 :] if ends else before
    folded = text.normalize(last)
    asked = _how_many_of(folded, language_of(before))
    if asked is not None:
        return f"{value} {asked}"
    if numbers(last, language):
        return value
    named = [name for _, _, name in _units_named(folded)]
    if len({canonical_unit(n) for n in named}) != 1:
        return value
    return f"{value} {named[0]}"


def _measure(name: str) -> bool:
    """A name of a unit of measure, not one that is also a common word ("in", "st")."""
    return name not in WORD_LIKE_NAMES and kind_of(name) is not None


def _units_named(folded: str) -> list[tuple[int, int, str]]:
    """The units of measure `folded` (text.normalize'd) names where a word starts, as (start,
    end, name); a name of several words or with a slash ("miles per hour", "m/s") is one name."""
    found = []
    for start in (m.start() for m in re.finditer(r"(?<![\w/])\w", folded)):
        name = unit_at_start(folded[start:])
        if name is not None and _measure(name):
            found.append((start, start + len(name), name))
    return found


def _how_many_of(folded: str, language: str) -> str | None:
    """The one unit a question asks how many of: the unit named right after its asking phrase
    ("how many days", "wie viele Tage", "combien de jours", "сколько дней"), or None."""
    found = set()
    for phrase in _phrases(language, "quantity"):
        for m in phrase_pattern(phrase, False).finditer(folded):
            after = folded[m.end() :].lstrip()
            after = re.sub(r"^(?:de|d'|of)\s*", "", after)  # "combien de jours", "how many of the"
            name = unit_at_start(after)
            if name is not None and _measure(name):
                found.add(name)
    return next(iter(found)) if len({canonical_unit(n) for n in found}) == 1 else None


def _answer_forms(answer: str, language: str) -> list[str]:
    """The answer, and its one value's number alone when that value has a unit."""
    value = answer_value(answer, language)
    if value is None or _ISO_DATE.fullmatch(value):
        return [answer]
    number = numbers(value, language)[0].text
    return [answer] if number == value else [answer, number]


def _going_on_dropped(candidate: str, language: str) -> list[str]:
    """`candidate` from each later word on, where the words left out only say the chat goes on
    or asks ("what about", "and", "ok so"): longest first."""
    words = candidate.split()
    return [" ".join(words[i:]) for i in range(1, len(words)) if _only_words_of(" ".join(words[:i]), language)]


@cache
def _phrases(language: str, field: str) -> tuple[str, ...]:
    """The lexicon's phrases of `field` in `language` and in English (a follow-up mixes them:
    "ok and für 6 Personen?"), longest first."""
    words = {*getattr(lexicon(language), field), *getattr(lexicon("en"), field)}
    return tuple(sorted(words, key=len, reverse=True))


def _only_words_of(rest: str, language: str, extra: Sequence[str] = ()) -> bool:
    """Whether `rest` holds nothing but the words that say a value replaces another (`instead`),
    the words that ask for a value ("how much is"), polite filler, and `extra`; a number is none of
    them (text.words leaves digits out: "What is 17 * 23?" was read on from "* 23")."""
    if re.search(r"\d", rest):
        return False
    rest = re.sub(r"(?<=\w)['’]s(?!\w)", " is", rest)  # "what's": "what is", not "what" and "s"
    left = " ".join(text.words(text.normalize(rest)))
    phrases = (*_phrases(language, "instead"), *_phrases(language, "ask"), *extra, *_phrases(language, "filler"))
    return not without(left, phrases, unspaced=False).strip()


def _back(question: str, answer: str, language: str) -> str | None:
    """The follow-up with the one word that points back at the answer put as its value."""
    value = answer_value(answer, language)
    if value is None:
        return None
    folded = text.normalize(question)
    found = _pointers(folded, language, "back")
    # A word of a phrase that says a value replaces another is no pointer: the "it" of "what if it
    # was 20% instead?" is the percentage asked before, not the answer.
    replacing = [m.span() for p in _phrases(language, "instead") if " " in p
                 for m in phrase_pattern(p, False).finditer(folded)]  # fmt: skip
    found = [m for m in found if not any(a <= m.start() and m.end() <= b for a, b in replacing)]
    if len(found) != 1:
        return None  # none, or "it" twice: which one is the answer is not said
    m = found[0]
    return folded[: m.start()] + value + folded[m.end() :]


def _pointers(folded: str, language: str, field: str) -> list[re.Match[str]]:
    """Where `folded` says a phrase of the lexicon's `field` ("back": "that", "the result";
    "both": "the two") as whole words, the longest phrase where several start at one place."""
    alternatives = "|".join(re.escape(p) for p in _phrases(language, field))
    return list(re.finditer(rf"(?<!\w)(?:{alternatives})(?!\w)", folded)) if alternatives else []


def _instead(question: str, before: str, language: str) -> str | None:
    """The earlier question with the follow-up's one value in place of the one of its kind: a
    measure of the same kind ("what about 25 km?", "and in 2 days?" for "3.5 hours"), a
    percentage ("what if it was 20% instead?"), the number before the same word or after the same
    preposition ("and for 6 people?", "und von 120?"), the one number of the question ("and 12?"
    after "30 degrees Celsius in Fahrenheit"). Only for an earlier question of one sentence: in a word
    problem ("... 350 g of flour for 4 people. How much is that per person?") what a number is
    for is more than its place ("and for 6 people?" asked the flour for 6, not each one's part)."""
    given = numbers(question, language)
    if len(given) != 1 or _SENTENCE_END.search(before.strip()):
        return None
    value = given[0]
    after, ahead = question[value.end :], question[: value.start]
    percent = _PERCENT.match(after)
    unit = unit_at_start(after.strip().casefold()) if not percent else None
    if unit in WORD_LIKE_NAMES:
        unit = None  # "25 in total": no inches
    if percent:
        kept = after[percent.end() :]
    elif unit:
        kept = after.lstrip()[len(unit) :]
    else:
        word = re.match(r"\s*(\w+)", after)
        kept = after[word.end() :] if word else after
    named = after[: len(after) - len(kept)].strip()  # the value's unit, percent sign or word
    last = re.search(r"(\w+)\W*$", ahead)
    preceding = last.group(1).casefold() if last else ""  # the word before the value ("von 120")
    earlier = numbers(before, language)
    matches = []
    for n in earlier:
        following = before[n.end :]
        found = unit_at_start(following.strip().casefold()) if unit else None
        if percent and _PERCENT.match(following):
            matches.append((n, n.end + _PERCENT.match(following).end()))  # type: ignore[union-attr]
        elif unit and found and kind_of(found) == kind_of(unit):
            matches.append((n, n.end + len(following) - len(following.lstrip()) + len(found)))
        elif not percent and not unit and named and re.match(rf"\s*{re.escape(named)}(?!\w)", following, re.I):
            matches.append((n, n.end))
        elif (
            not named
            and _preposition(preceding, language)
            and re.search(rf"(?<!\w){re.escape(preceding)}\W*$", before[: n.start], re.I)
        ):
            matches.append((n, n.end))  # "und von 120?" for "15 % von 80"
    if not matches and not named and len(earlier) == 1:
        matches = [(earlier[0], earlier[0].end)]  # "and 12?" after "30 degrees Celsius in Fahrenheit"
    if len({m[0].start for m in matches}) != 1:
        return None
    m, end = matches[0]
    if percent or unit:
        replaced, rest = value.text + after[: len(after) - len(kept)], kept
    else:
        replaced, rest = value.text, after
    # What is left of the follow-up says only that the value replaces another, or says again a word
    # of the question before ("and with 20% tax?" after "1200 plus 15% tax"); a word of its own says
    # more ("¿y 5 días después?" after "120 días después del 1 de septiembre" asked 5 days after the
    # date answered: "después" is said again, but after a number of its own kind it is a new span).
    # Not for a conversion or a span of dates a reader reads by itself: "How many km is 26.2 miles?"
    # says "km" again after "I drove 240 km in 3 hours", and is a question of its own (a value alone
    # is no question of its own: "and with 20% tax?" read alone is 0.2).
    said_before: tuple[str, ...] = ()
    if not (stated_conversion(question) or stated_span(question)):
        said_before = tuple(w for w in text.words(text.normalize(before)) if not _counts_a_span(w, language))
    if not _only_words_of(ahead + " " + rest, language, said_before):
        return None
    return before[: m.start] + replaced + before[end:]


def _counts_a_span(word: str, language: str) -> bool:
    """A word for later or earlier ("después", "after"): said again after a number, it counts a
    new span from the answer, not the question's."""
    return any(word in text.words(p) for field in ("later", "earlier") for p in _phrases(language, field))


def _preposition(word: str, language: str) -> bool:
    """A word before a number that says what it is to the computation ("von", "of", "for"): a
    word of the follow-up's filler or replacing words, not an operator ("times") nor a pointer."""
    if not word or any(word in text.words(p) for p in (*lexicon(language).operators, *lexicon("en").operators)):
        return False
    return word not in _phrases(language, "back") and _only_words_of(word, language)


def _continued(question: str, answer: str, language: str) -> str | None:
    """The answer's value, then the follow-up that goes on from it with an operator ("times 4?",
    "and minus 500?") or with a command whose first number it is ("divide by 9", "add 5"); after
    a date, a span later or earlier than it ("and 10 days later?", "Und 3 Wochen danach?")."""
    value = answer_value(answer, language)
    if value is not None and _ISO_DATE.fullmatch(value):
        return _later(question, value, language)
    if value is None:
        return None
    folded = text.normalize(question).strip()
    words = folded.split()
    said = {" ".join(words).strip(" ?？!！.。")}  # the follow-up from each word after filler on
    while words and _only_words_of(words[0], language) and not _operator_at(" ".join(words), language):
        words = words[1:]  # "and", "ok", "now" before the operation
        said.add(" ".join(words).strip(" ?？!！.。"))
    rest = " ".join(words)
    if _operator_at(rest, language):
        return f"{value} {rest}"
    for template in (*lexicon(language).commands, *lexicon("en").commands):
        head, _, tail = template.partition("{a}")
        if head.strip() and "{b}" in tail and rest.startswith(head.strip() + " "):
            shown = head.strip() + tail.replace("{b}", "").rstrip()  # "divide by"
            if rest.startswith(shown + " "):
                return f"{head}{value}{tail.split('{b}')[0]}{rest[len(shown) :].strip()}"
    for template in (*lexicon(language).commands, *lexicon("en").commands):
        head, _, tail = template.partition("{a}")
        if head.strip() and not tail.strip():  # a command on one number, said without it: "et la moitié ?"
            named = head.split()
            if said & {" ".join(named), " ".join(named[:-1])} - {""}:
                return f"{head}{value}"
    return None


def _later(question: str, date: str, language: str) -> str | None:
    """ "N <days|weeks|months|years> after <date>" for a follow-up that is one span and a word for
    later (or earlier, "before") and words that only say it goes on ("and", "what about"); a count
    in words is its number ("and a week earlier?", "¿y si me quedo una semana más?" is not: "más"
    and "me quedo" say more than a span)."""
    question = counted(question)
    given = numbers(question, language)
    if len(given) != 1:
        return None
    folded = text.normalize(question)
    words = text.words(folded[given[0].end :])
    kinds = {**lexicon("en").period_kinds, **lexicon(language).period_kinds}
    kind = kinds.get(words[0]) if words else None
    if kind not in ("day", "week", "month", "year"):
        return None
    rest = " ".join(text.words(folded[: given[0].start]) + words[1:])
    for field, direction in (("later", "after"), ("earlier", "before")):
        said = [p for p in _phrases(language, field) if has_phrase(rest, p, False)]
        if said and _only_words_of(rest, language, said):
            plural = "" if given[0].value == 1 else "s"
            return f"{written(given[0].value)} {kind}{plural} {direction} {date}"
    return None


def _operator_at(folded: str, language: str) -> bool:
    """Whether `folded` starts with an operator of its language or English ("times", "minus", "mal"),
    or its symbol before a space or a digit ("* 4", "x2")."""
    if folded[:1] in "+-*/×÷x" and folded[1:2] in " 0123456789":
        return True
    return any(
        re.match(rf"{re.escape(p)}(?!\w)", folded) for p in (*lexicon(language).operators, *lexicon("en").operators)
    )


def _named_unit(question: str, language: str) -> str | None:
    """The one unit a follow-up names and nothing else but words that only ask or go on ("and in
    meters?", "in mph?", "und in m/s?", "e em semanas?"); None for a number, two units, or other
    words. A name of several words or with a slash ("miles per hour", "m/s") is one name. The unit
    comes after a word that asks a measure in it (the lexicon's `in_unit`: "in", "en", "в") or after
    the phrase that asks how many ("how many weeks is that"): "¿Qué hora es?" asks the time, not
    hours."""
    folded = text.normalize(question)
    if _how_many_of(folded, language) is None and not any(
        re.search(rf"(?<!\w){re.escape(p)}\s+\S", folded) for p in _phrases(language, "in_unit")
    ):
        return None
    if numbers(question, language):
        return None
    folded = folded.strip(" ?？!！.。")
    named = _units_named(folded)
    if len(named) != 1:
        return None
    start, end, name = named[0]
    return name if _only_words_of(folded[:start] + " " + folded[end:], language) else None


def _unit(question: str, before: str, language: str) -> str | None:
    """The earlier conversion into the one unit the follow-up names ("and in meters?")."""
    name = _named_unit(question, language)
    if name is None:
        return None
    conversion = stated_conversion(before)
    if not isinstance(conversion, dict) or "to_unit" not in conversion:
        return None
    if kind_of(str(conversion["to_unit"])) != kind_of(name):
        return None
    return f"convert {conversion['value']} {conversion['from_unit']} to {name}"


def _answer_unit(question: str, answer: str, language: str) -> str | None:
    """The answer's measure converted into the one unit the follow-up names, when the earlier
    question was no conversion: "in mph?" after an average speed answered "11.5385 km/h", "and in
    weeks?" after a count of days, "in pounds?" after a recipe's grams."""
    name = _named_unit(question, language)
    value = answer_value(answer, language)
    if name is None or value is None or _ISO_DATE.fullmatch(value):
        return None
    number = numbers(value, language)[0]
    unit = value[number.end :].strip()
    if not unit or kind_of(unit) != kind_of(name) or canonical_unit(unit) == canonical_unit(name):
        return None
    return f"convert {number.text} {unit} to {name}"


def _given(question: str, answer: str, language: str) -> str | None:
    """The answer's measure stated before the follow-up, as the data of the question the follow-up
    asks on from it: "and at $1.89 a liter how much will that cost" after "48 liters" is "48 liters.
    and at $1.89 a liter how much will that cost", which a reader reads whole or not at all. Only
    a value with its unit (a bare number says nothing of what it counts), and only for a follow-up
    that says it goes on: a word that points back at the answer, or one that opens it so ("and",
    "ok so", "und": the lexicon's `going_on`). A question of its own after a measure ("富士山の高さは何
    メートル？" after 6.2137 miles) is no follow-up of it."""
    value = answer_value(answer, language)
    if value is None or _ISO_DATE.fullmatch(value) or value == numbers(value, language)[0].text:
        return None
    folded = text.normalize(question).strip()
    opens = any(re.match(rf"{re.escape(p)}(?!\w)", folded) for p in _phrases(language, "going_on"))
    if not opens and not any(has_phrase(folded, p, False) for p in _phrases(language, "back")):
        return None
    return f"{value}. {question}"


def _whole(question: str, before: str, language: str) -> str | None:
    """After a percentage of an amount ("What's 7.5% sales tax on $240?", "Was sind 15 % von 340
    €?"), the follow-up that asks the total with it ("so what's the total with tax", "e il totale
    allora?") or what is left without it ("und was bleibt dann übrig?"): the amount plus or minus
    that percentage. Only when the question before was read as that share and nothing more, and
    the follow-up says nothing but the total or what is left, words that point back or go on, and
    the words of what was added ("tax", "tip")."""
    if numbers(question, language):
        return None
    given = numbers(before, language_of(before))
    percents = [n for n in given if _PERCENT.match(before[n.end :])]
    amounts = [n for n in given if n not in percents]
    if len(percents) != 1 or len(amounts) != 1:
        return None
    share, amount = percents[0].value, amounts[0].value
    read = stated_expression(before)
    try:
        if read is None or abs(evaluate(read) - share * amount / 100) > 1e-9 * max(1.0, abs(amount)):
            return None
    except (ArithmeticError, ValueError, TypeError):  # the calculator's CalculatorError is a ValueError
        return None
    folded = text.normalize(question)
    for field, sign in (("total", "plus"), ("left", "minus")):
        said = [p for p in _phrases(language, field) if has_phrase(folded, p, False)]
        extra = (*said, *_phrases(language, "back"), *_phrases(language, "going_on"), *_added(language))
        if said and _only_words_of(folded, language, extra):
            return f"{written(amount)} {sign} {written(share)}%"
    return None


@cache
def _added(language: str) -> tuple[str, ...]:
    """The words of what a percentage adds to an amount ("tax", "tip", "IVA"), the question's
    language and English."""
    return tuple({*lexicon(language).change.get("added", ()), *lexicon("en").change.get("added", ()), "added", "on"})


def _both(question: str, history: Sequence[Message]) -> str | None:
    """A follow-up on the last two answers ("what's the difference between the two?", "ok add
    those two together", "und beide zusammen?"): the words that point at them (the lexicon's
    `both`, said once) are the two values joined by the language's "and". Each answer's one value
    as `answer_value` reads it, beyond the numbers of its question; no date."""
    turns = [(history[i - 1].content or "", history[i].content or "") for i in range(1, len(history))
             if history[i].role == "assistant" and history[i - 1].role == "user"]  # fmt: skip
    if len(turns) < 2:
        return None
    language = language_of(question)
    values = []
    for before, answer in turns[-2:]:
        value = answer_value(answer, language, before)
        if value is None or _ISO_DATE.fullmatch(value):
            return None
        values.append(numbers(value, language)[0].text)
    folded = text.normalize(question)
    found = _pointers(folded, language, "both")
    if len(found) != 1:
        return None
    m = found[0]
    joined = f" {lexicon(language).list_and[0]} ".join(values)
    candidate = folded[: m.start()] + joined + folded[m.end() :]
    return candidate if reads_whole(candidate) else None
