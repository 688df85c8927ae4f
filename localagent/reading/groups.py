"""So many groups of so many each, then a request for how many in all: "I have 6 boxes of 24
pencils. How many pencils do I have in total?", "Comprei 8 caixas com 15 ovos cada, quantos ovos
são ao todo?", "7 коробок по 12 карандашей — сколько всего карандашей?", "연필이 12자루씩 들어
있는 상자가 7개 있으면 연필은 모두 몇 자루예요?".

Read whole, as the other readers of data and request are (data_request.py): the data states
exactly two whole numbers, each counting things (a word after each, neither a percentage nor an
amount of money), and one of them is said to be each group's: a word of the lexicon's
`group_of` joins the first group's name to the second count ("boxes of", "scatole da", "Kisten
mit je"), or a `per_group` word marks a count as each one's ("each", "je", "по", "씩", "ずつ",
"每"). The request asks how many (the lexicon's `quantity`), not each one's part, and reads
whole. A size that is a measure ("3 pacchi da 2,5 libbre ciascuno") is a total measure the
quantities policy converts (policies/quantities.py); here it is only found.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, unit_written_at
from .change import PERCENT_AFTER, has_currency
from .data_request import Parts, request_reads, same_word, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .question import counted_in_words, has_any, phrase_at, phrase_pattern

_NAME_WORDS = 2  # the first group's name between its count and the link ("boxes", "cartons de lait")
_LINK_WORDS = 4  # all the words between the two counts ("boxes of", "kids each need", "eggs in each of")
_THING_STEM = 4  # a thing named again in another form: "page" and "pages", "página" and "páginas"
_NEAR = 3  # characters between a number and its marker in a language written without spaces ("12자루씩")


@dataclass(frozen=True)
class Groups:
    """Groups of a size each: their number times the size."""

    count: float
    size: float

    def expression(self) -> str:
        return f"{written(self.count)} * {written(self.size)}"


@dataclass(frozen=True)
class Grouped:
    """The data's two numbers read as groups: how many groups, and the number each holds, with
    the unit it is measured in where it is a measure (None where it counts things)."""

    count: Number
    size: Number
    unit: str | None


@lru_cache(maxsize=256)
def groups(question: str) -> Groups | None:
    """How many things so many groups of so many each hold, when that is the whole question (the
    module's doc); a size that is a measure is the quantities policy's."""
    parts = split(question)
    found = grouped(parts) if parts is not None else None
    if parts is None or found is None or found.unit is not None:
        return None
    entry = lexicon(parts.language)
    if not request_reads(parts, (*entry.quantity, *entry.total, *entry.quantities, *entry.count_verbs)):
        return None
    return Groups(found.count.value, found.size.value)


def grouped(parts: Parts) -> Grouped | None:
    """The data's two numbers as a count of groups and each one's size (the module's doc), when
    the request asks how many and not each one's part; else None."""
    if len(parts.numbers) != 2:
        return None
    entry = lexicon(parts.language)
    if not (entry.group_of or entry.per_group):
        return None
    request = text.normalize(parts.request)
    if not has_any(request, entry.quantity, entry.unspaced):
        return None
    if has_any(request, (*entry.each, *entry.average, *entry.left, *entry.change_back), entry.unspaced):
        return None  # each one's part, an average, what is left: not the groups' total
    return groups_of(text.normalize(fold(parts.data)), parts.numbers[0], parts.numbers[1], entry, request)


def groups_of(data: str, first: Number, second: Number, entry: Lexicon, request: str) -> Grouped | None:
    """`first` and `second` of `data` as a count of groups and each one's size, or None."""
    if any(PERCENT_AFTER.match(data[n.end :]) or has_currency(data, n) for n in (first, second)):
        return None
    if entry.unspaced:
        marked = [n for n in (first, second) if _marked_near(data, n, entry)]
        if len(marked) != 1:
            marked = _one_of_counter(data, first, second)
        if len(marked) != 1:
            return None
        size = marked[0]
        count = second if size is first else first
    else:
        if not _linked(data[first.end : second.start], entry):
            return None
        count, size = first, second  # "6 boxes of 24 pencils", "3 kids each need 4 notebooks"
        links = {w for p in (*entry.group_of, *entry.per_group) for w in text.words(p)}
        between = [w for w in text.words(data[first.end : second.start]) if w not in links]
        if any(same_word(name, w, _THING_STEM) for name in between for w in text.words(request)):
            # "5 rows of 8 chairs. How many rows?", "183 persone con pullman da 52 posti. Quanti
            # pullman servono?": the groups, or what holds them, are asked, not the total
            return None
    if not count.value.is_integer() or count.value < 1:
        return None
    if unit_written_at(after_number(data[count.end :])) is not None:
        return None  # the count of groups is a measure ("3 cups of 250 ml"): not groups
    unit = unit_written_at(after_number(data[size.end :]))
    if unit is None and not size.value.is_integer():
        return None  # a size that counts things is whole
    return Grouped(count, size, unit)


@dataclass(frozen=True)
class GroupsLeft:
    """Groups of a size each, so many of the things taken away: what is left."""

    count: float
    size: float
    taken: float

    def expression(self) -> str:
        return f"{written(self.count)} * {written(self.size)} - {written(self.taken)}"


_THING_WORDS = 2  # the words after a group's size that name the things ("huevos", "parafusos cada")
_AFTER_TAKEN = 3  # words the data may say after what was taken ("se me rompieron 7 en el camino")


@lru_cache(maxsize=256)
def groups_left(question: str) -> GroupsLeft | None:
    """What is left of so many groups of so many each once a number of the things is taken away
    ("compré 4 cajas de 12 huevos y se me rompieron 7, ¿cuántos me quedan?", "Tenho 7 caixas com
    36 parafusos cada e já gastei 58. Quantos sobraram?"): the data's first two numbers are the
    groups, the third follows a word that takes things away (the lexicon's `taken`), and the
    request asks how many are left and reads whole."""
    parts = split(question)
    if parts is None or len(parts.numbers) != 3:
        return None
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)
    if not has_any(request, entry.quantity, entry.unspaced) or not has_any(request, entry.left, entry.unspaced):
        return None
    data = text.normalize(fold(parts.data))
    first, second, taken = parts.numbers
    if not has_any(data[second.end : taken.end + 4], entry.taken, entry.unspaced):
        return None
    if counted_in_words(_without_numbers(data, parts.numbers), entry):
        return None  # "三盒鸡蛋，每盒十二个": a count in words the numbers do not hold
    if len(text.words(data[taken.end :])) > _AFTER_TAKEN or not taken.value.is_integer():
        return None
    found = groups_of(data[: taken.start], first, second, entry, request)
    if found is None or found.unit is not None or found.count.value * found.size.value < taken.value:
        return None
    thing = text.words(data[second.end : taken.start])[:_THING_WORDS]  # "parafusos": named again in the request
    if not request_reads(parts, (*entry.quantity, *entry.left, *entry.count_verbs, *entry.quantities, *thing)):
        return None
    return GroupsLeft(found.count.value, found.size.value, taken.value)


def periods_in_words(line: str, entry: Lexicon) -> bool:
    """`line` counts periods in words, two or more of them ("两年", "two years", "zwei Jahre": the
    lexicon's [counts] word right before one of its `periods`)."""
    words = "|".join(regex.escape(w) for w, value in entry.counts.items() if value >= 2)
    named = sorted((p for p in entry.periods if len(p) > 1 or entry.unspaced), key=len, reverse=True)
    periods = "|".join(regex.escape(p) for p in named)
    if not words or not periods:
        return False
    if entry.unspaced:
        return regex.search(rf"(?:{words})(?:{periods})", line) is not None
    return regex.search(rf"(?<!\w)(?:{words})\s+(?:{periods})(?!\w)", line) is not None


def _without_numbers(data: str, found: Iterable[Number]) -> str:
    """`data` with the numbers read in it blanked ("十二" read as 12 holds the count word "二")."""
    for n in sorted(found, key=lambda n: n.start, reverse=True):
        data = data[: n.start] + " " * (n.end - n.start) + data[n.end :]
    return data


def _linked(between: str, entry: Lexicon) -> bool:
    """`between`, the words from the first count to the second, names the first count's groups
    (at least a word) and joins them to the second by a `group_of` or `per_group` word ("boxes
    of", "Kisten mit je", "kids each need"); nothing else stands there."""
    words = text.words(between)
    if not words or len(words) > _LINK_WORDS or regex.search(r"[.;:!?]", between):
        return False
    links = (*entry.group_of, *entry.per_group)
    if has_any(words[0], links, False):
        return False  # the groups have no name of their own ("6 of 24")
    at = [m for p in links if (m := phrase_pattern(p, False).search(between)) is not None]
    if not at:
        return False
    first_link = min(m.start() for m in at)
    return len(text.words(between[:first_link])) <= _NAME_WORDS


_GENERIC_COUNTERS = "个個개つ"
_ONE = "一한"  # "one" before a counter, in Chinese, Japanese and Korean ("一瓶", "한 병")


def _one_of_counter(data: str, first: Number, second: Number) -> list[Number]:
    """Written without spaces, "one <counter>" before the first number, a measure, and the second
    number followed by that counter (not one that counts anything, 个): the first is each group's
    size ("一瓶牛奶1.5升，我买了4瓶"); else nothing."""
    found = regex.search(rf"[{_ONE}]\s?(\S)", data[: first.start])
    if found is None or found.group(1) in _GENERIC_COUNTERS:
        return []  # "一个班45个学生，...多7个": 个 counts anything
    if unit_written_at(after_number(data[first.end :])) is None:
        return []  # a size that is a measure ("750毫升"); a count needs its marker ("每盒24支")
    return [first] if data[second.end :].lstrip().startswith(found.group(1)) else []


def _marked_near(data: str, number: Number, entry: Lexicon) -> bool:
    """In a language written without spaces, a `per_group` marker stands right after the
    number's counter ("12자루씩", "24本ずつ", "12개들이"), or a `group_of` one right before the
    number with its counter ("每盒24支")."""
    tail = data[number.end :]
    unit = unit_written_at(after_number(tail))
    if unit is not None and tail.lstrip().startswith(unit):  # "3킬로그램짜리": the marker after the unit
        tail = tail.lstrip()[len(unit) :]
    after = tail[: _NEAR + 2]
    before = data[max(0, number.start - _NEAR) : number.start]
    if any(p in before for p in entry.per_period):
        return False  # "每天看20页": each day's, not each group's (days_needed)
    return any(0 <= after.find(m) <= _NEAR for m in entry.per_group) or any(m in before for m in entry.group_of)


@dataclass(frozen=True)
class Days:
    """How many days so many things take at so many a day: the total over the rate, rounded up
    where it does not divide (the last day's few pages are a day of their own)."""

    total: float
    per_day: float

    def expression(self) -> str:
        quotient = f"{written(self.total)} / {written(self.per_day)}"
        return quotient if (self.total / self.per_day).is_integer() else f"ceil({quotient})"


# A request that counts days ("how many days", "几天", "며칠"; the date readers' too: policies/quantities.py).
DAYS_ASKED = regex.compile(r"(?<!\w)(?:days?|tage[n]?|jours?|días|dias|giorni|дн(?:ей|я))(?!\w)|几天|多少天|何日|며칠")


@lru_cache(maxsize=256)
def days_needed(question: str) -> Days | None:
    """So many things at so many a day, and a request for how many days ("Un libro tiene 432
    páginas y leo 18 al día. ¿En cuántos días lo termino?"): the data states exactly two whole
    numbers, neither money nor a percentage, one of them each day's (the lexicon's per_period right
    after it); the request asks how many days and reads whole."""
    parts = split(question)
    if parts is None or len(parts.numbers) != 2:
        return None
    entry = lexicon(parts.language)
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    if not DAYS_ASKED.search(request) or not has_any(request, (*entry.quantity, *entry.ask), entry.unspaced):
        return None
    if any(PERCENT_AFTER.match(data[n.end :]) or has_currency(data, n) for n in parts.numbers):
        return None
    first, second = parts.numbers
    daily = [n for n, other in ((first, second), (second, first)) if _each_day(data, n, other, entry)]
    if len(daily) != 1 or daily[0].value <= 0:
        return None
    total = next(n for n in parts.numbers if n is not daily[0])
    if total.start > daily[0].start and not entry.unspaced:
        return None  # "18 a day for 432": the total is stated first
    if not request_reads(parts, (*entry.quantity, *entry.quantities, *entry.count_verbs)):
        return None
    return Days(total.value, daily[0].value)


def _each_day(data: str, number: Number, total: Number, entry: Lexicon) -> bool:
    """A per_period phrase stands right after the number, or after the thing the total counts
    ("18 al día", "25 pages a day" of "300 pages"), or, written without spaces, right before the
    number ("每天看20页", "하루에 18쪽")."""
    if entry.unspaced:
        before = data[max(0, number.start - 4) : number.start]
        return any(p in before for p in entry.per_period)
    words = text.words(data[number.end :])
    thing = text.words(data[total.end :])[:1]
    if words and thing and same_word(words[0], thing[0], _THING_STEM):
        words = words[1:]  # "25 pages a day": the total's thing again
    tail = " ".join(words[:3])
    return phrase_at(tail, entry.per_period, False) is not None
