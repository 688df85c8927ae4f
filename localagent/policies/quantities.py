"""Policy `quantities`: a conversion or a date span the question states whole becomes its call.

SmolLM2 called convert_units with values the question never gave (`value=1000` for "How many
miles is 10 km?") and units reversed; date_math with the start as the end. Two shapes are
stated whole in any language the unit names cover:

- a conversion: exactly one number, a unit right after it (the unit converted from), and one
  other unit named elsewhere in the question (the unit wanted), both units of one kind, read
  by convert_units' own names ("10 km", "Meilen", "华氏度");
- a date span: exactly two dates (2026-01-01 and 2026-03-01, "march 1 2026") and no other
  number: the time between them, in the weeks, months or years the question names, else
  days; one date, or today, and a number of days or weeks after or before it: that date;
- one ISO date, no other number, and its weekday asked ("Which weekday was 2026-07-04?",
  "Welcher Wochentag ist der 2026-10-03?"): the date described, with its weekday.

Anything else (more numbers, one unit only, words around the number the unit table does not
know) leaves the step to the model. Only the built-in tools are called this way, when offered.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..reading.data_request import request_sentence, split
from ..reading.groups import DAYS_ASKED, grouped
from ..reading.lexicon import Lexicon, lexicon
from ..reading.numbers import fold, halved, numbers
from ..reading.question import (
    HOW_MANY_BEFORE_UNIT,
    after_how_many,
    before_how_many,
    counted_in_words,
    has_any,
    leftover,
    read,
    unstated,
)
from ..reading.rounding import unrounded
from ..reading.spelled import in_digits
from ..tools.date_words import HOLIDAYS, MONTHS, dates_in
from ..tools.units import (
    WORD_LIKE_NAMES,
    after_number,
    canonical_unit,
    compound_measures,
    convert,
    kind_of,
    names_of,
    unit_at_start,
    unit_names,
    unit_names_longest_first,
    unit_written_at,
)
from ..types import ToolCall
from .base import FirstStep, Policy, register_policy

CONVERT, DATES = "convert_units", "date_math"
_ISO = re.compile(r"(?<![\d-])(\d{4}-\d{2}-\d{2})(?![\d-])")
# A number of days or weeks after or before a date, in the suite's seven languages; any other
# word for the span leaves the step to the model.
_DAYS = re.compile(r"^\s*(?:days?|tagen?|tage|jours?|días?|dias?|giorn[oi]|天|日|일|дн(?:ей|я|ь)\b)", re.I)
_WEEKS = re.compile(r"^\s*(?:weeks?|wochen?|semaines?|semanas?|settiman[ae]|周|週|주|недел[ьяиюе])", re.I)
_MONTHS = re.compile(r"\b(?:months?|monaten?|mois|mes(?:es)?|mes[ei]|meses|месяц(?:а|ев)?)\b|个月|か月|ヶ月|개월", re.I)
_YEARS = re.compile(r"\b(?:years?|jahren?|ans|années|años|ann[oi]|anos?|лет|год(?:а|ы|ов)?)\b|年|년", re.I)
_MONTHS_UNSPACED = re.compile(r"个月|か月|ヶ月|개월|달(?!러)")  # 달: a month counted in Korean ("두 달"), not 달러
_MONTHS_AT = re.compile(r"\s*(?:" + _MONTHS.pattern + "|" + _MONTHS_UNSPACED.pattern + ")", re.I)
_YEARS_AT = re.compile(r"\s*(?:" + _YEARS.pattern + ")", re.I)
_SENTENCE_END = re.compile(r"[.!?;。！？；](?:\s|$)|[。！？；]")
_CLAUSE_BREAK = re.compile(r"(?<!\d),\s|,\s(?!\d)|[，、]")  # a comma between clauses, not inside a number or a date
_WEEKS_ANYWHERE = re.compile(_WEEKS.pattern.removeprefix("^\\s*"), re.I)
_SPAN_UNITS = (("weeks", _WEEKS_ANYWHERE), ("months", _MONTHS), ("years", _YEARS))
# Today, as the start of a span the question counts from ("10 days from today").
_TODAY = re.compile(r"\b(?:today|from now|heute|aujourd'hui|hoy|oggi|hoje)\b|今天|今日|오늘|сегодня", re.I)
_BEFORE = re.compile(
    r"\b(?:before|earlier|ago|vor|vorher|zuvor|avant|il y a|antes|hace|prima|fa|há|до|назад)\b|前|전", re.I
)
# A span counted from now, said without "today": "in 45 days", "tra 45 giorni", "dans 30 jours",
# "en 30 días", "daqui a 10 dias", "через 10 дней" (the word right before the number), and "3 weeks
# ago", "há 3 semanas", "vor 3 Wochen", "3日前" (a word of _BEFORE in the span's sentence).
_FROM_NOW = re.compile(r"(?:\b(?:in|tra|fra|dans|en|daqui a|dentro de|через)|\b(?:il y a|hace|há|vor))\s*$", re.I)
_AGO_AFTER = re.compile(r"^\s*\S+\s*(?:ago|fa|назад)\b|^\s*(?:日|天|일|週間|周|주)\s*(?:前|전)", re.I)
# "How many days until 2027-01-01?": one date, a count of days, weeks, months or years asked of it.
_SPAN_WORD = re.compile(_DAYS.pattern.removeprefix("^\\s*") + "|" + _WEEKS.pattern.removeprefix("^\\s*"), re.I)
# A question about one date's weekday, in the suite's seven languages.
_WEEKDAY = re.compile(
    r"week\s*day|day of the week|wochentag|jour de la semaine|d[ií]a de la semana|giorno della settimana"
    r"|dia da semana|星期|曜日|요일|день недели",
    re.I,
)
# A calendar date asked, never a count of days ("从今天算起6周以后是几月几号？" asks no weeks in days).
_CALENDAR_DATE_ASKED = re.compile(
    r"몇\s*월|what date|which date|welches datum|quelle date|qu[eé] fecha|che data|que data|какое число"
    r"|几月几[号日]|何月何日",
    re.I,
)
# A date asked, or with a word that also asks how many (Korean "몇 월 며칠": which month, which day).
_DATE_ASKED = re.compile(_CALENDAR_DATE_ASKED.pattern + "|며칠", re.I)
# A date named as what is asked ("an welchem Datum ist das", "Qual é a data de vencimento?").
_DATE_NOUN = re.compile(r"\b(?:date|datum|data|fecha|дата|дату|числа)\b|几号|哪天|哪一天|何日|何月何日|며칠|언제", re.I)
_NUMBER = re.compile(r"(?<![\d.A-Za-z])(\d+(?:\.\d+)?)")  # kana and CJK may touch a number


@lru_cache(maxsize=256)  # pure; both readers and the evidence ask it of one question
def whole(question: str) -> bool:
    """No word of the question is left once its numbers, units, dates and the words its language
    uses to ask for a conversion or a date are taken away (reading/question.py): "I ran 21 km
    today in miles" is more than its conversion ("ran"). ("I ran 21 km today, how far is that in
    miles?" is data, then a request: stated_conversion reads it so.)"""
    return not leftover(question, accepted=_accepted(), quantities=True)


@cache
def _accepted() -> tuple[str, ...]:
    return (*unit_names(), *MONTHS, *HOLIDAYS)


def stated_conversion(question: str) -> dict[str, object] | None:
    """{value, from_unit, to_unit} when the question states one conversion whole, or its one
    sentence with numbers does, beside sentences that ask nothing, or it states a measure and
    then asks for it in another unit (reading/data_request.py), or a measure each day for so
    many days, or groups of a measure each, and asks the total in a unit. A request to round
    the answer is read apart (reading/rounding.py): the tool's answer has its own decimals. Where
    the question as written reads as nothing, its numbers said in words are read as digits ("2
    libbre e mezzo": reading/spelled.py)."""
    found = _read_conversion(question)
    if found is None and (digits := in_digits(question)) != question:
        found = _read_conversion(digits)
    return found


def _read_conversion(question: str) -> dict[str, object] | None:
    asked = unrounded(question)
    if asked.unread or halved(question):
        return None  # a rounding no phrase says how, "2 libbre e mezzo": not read as written
    if asked.question != question:
        return _read_conversion(asked.question)
    if _CALENDAR_DATE_ASKED.search(question):
        return None  # a date asked: the date readers
    found = _stated_conversion(question)
    sentence = request_sentence(question)
    if found is None and sentence is not None:
        found = _stated_conversion(sentence) or _measure_then_request(sentence)
    if found is None:
        found = _measure_then_request(question)
    return (
        found or _per_day_total(question) or _per_group_total(question) or _one_measure_asked(question)
        or _per_hour_speed(question)
    )  # fmt: skip


_SPEED_OF_LENGTH = {"mi": "mph", "km": "km/h"}


def _per_hour_speed(question: str) -> dict[str, object] | None:
    """A speed written as a length per hour on both sides, as Korean, Japanese and Chinese write it
    ("시속 60마일은 시속 몇 km예요?", "時速60マイルは時速何キロ？", "时速60英里是时速多少公里？"; the
    lexicon's `per_hour` words): the conversion of the lengths, said as speeds."""
    entry = lexicon(read(question).language)
    if not entry.per_hour:
        return None
    folded = text.normalize(fold(question))
    words = "|".join(regex.escape(w) for w in sorted(entry.per_hour, key=len, reverse=True))
    if len(regex.findall(words, folded)) != 2:
        return None  # both the speed given and the one asked are per hour
    found = stated_conversion(regex.sub(rf"(?:{words})\s*", "", folded))
    if found is None:
        return None
    units = [_SPEED_OF_LENGTH.get(canonical_unit(str(found[k])) or "") for k in ("from_unit", "to_unit")]
    if None in units:
        return None
    return {**found, "from_unit": units[0], "to_unit": units[1]}


def _per_day_total(question: str) -> dict[str, object] | None:
    """A measure each day (the lexicon's `per_period`: "al giorno", "por dia", "a day", "하루에")
    for a number of days, then a request for the total in another unit ("Corro 5 miglia al
    giorno per 6 giorni, quanti km faccio in totale?": 30 miles in km): the data holds exactly
    the measure, its unit right after it, and a whole count with a unit of days right after it."""
    parts = split(question)
    if parts is None or len(parts.numbers) != 2:
        return None
    entry = lexicon(parts.language)
    written = fold(parts.data).casefold()
    stated = numbers(written, parts.language)
    if len(stated) != 2 or not _per_period(parts.data, entry):
        return None
    days = [n for n in stated if _DAYS.match(written[n.end :])]
    if len(days) != 1 or not days[0].value.is_integer():
        return None
    measure = next(n for n in stated if n is not days[0])
    unit = unit_written_at(after_number(written[measure.end :]))
    if unit is None:
        return None
    return _total_in(measure.value * days[0].value, unit, parts.request, parts.language)


def _per_group_total(question: str) -> dict[str, object] | None:
    """Groups of a measure each, then a request for the total in a unit ("Ho 3 pacchi da 2,5
    libbre ciascuno, quanti kg sono in tutto?", "10파운드짜리 가방 2개면 총 몇 kg이에요?"): the
    groups and their size as reading/groups.py reads them, the size with its unit."""
    parts = split(question)
    found = grouped(parts) if parts is not None else None
    if parts is None or found is None or found.unit is None:
        return None
    return _total_in(found.count.value * found.size.value, found.unit, parts.request, parts.language)


def _total_in(total: float, unit: str, request: str, language: str) -> dict[str, object] | None:
    """The conversion `request` asks of a total measure, read as one question with it."""
    value = int(total) if float(total).is_integer() else round(total, 9)
    return _stated_conversion(f"{value} {unit} {request}", language, lexicon(language).refers)


def _per_period(data: str, entry: Lexicon) -> bool:
    """The data says a measure is each day's (the lexicon's `per_period`: "a day", "al giorno")."""
    return has_any(text.normalize(fold(data)), entry.per_period, entry.unspaced)


def _measure_then_request(question: str) -> dict[str, object] | None:
    """The conversion asked of the one measure the data states ("Ich wiege 165 Pfund. Wie viel
    ist das in Kilogramm?", "The recipe says 350 °F. What is that in Celsius?"): its number and
    the unit right after it (or a measure in two units: "er sei 5 Fuß 11 Zoll groß"), read with
    the request as one question, where the request may point back at the data ("das", "that":
    the lexicon's [refers] words). A measure each day asked as a total ("2 miles a day for a
    week. How many km is that in total?") is not the one measure's conversion."""
    parts = split(question)
    if parts is None:
        return None
    entry = lexicon(parts.language)
    if _per_period(parts.data, entry) and has_any(text.normalize(parts.request), entry.total, entry.unspaced):
        return None
    if counted_in_words(text.normalize(fold(parts.data)), entry):
        return None  # "I bought two 5 pound bags": so many of the measure, not the one
    written = fold(_signed(parts.data, parts.language))  # "영하 8도": -8
    stated = numbers(written, parts.language)
    compound = compound_measures(written.casefold())  # "er sei 5 Fuß 11 Zoll groß"
    two_units = len(stated) == 2 and len(compound) == 1
    request = parts.request
    if two_units:
        measure = f"{compound[0][2]:g} {compound[0][3]}"
    elif len(stated) != 1 or (unit := unit_written_at(after_number(written[stated[0].end :]))) is None:
        return None
    else:
        negative = re.search(r"(?:^|\s)[-−]$", written[: stated[0].start]) is not None
        measure = f"{'-' if negative else ''}{stated[0].text} {unit}"
        if not mentions_unit(request.casefold()):
            request = f"{_unit_wanted_after(written[stated[0].end :], unit, entry)} {request}"
    return _stated_conversion(f"{measure} {request}", parts.language, entry.refers, two_units)


def _unit_wanted_after(after: str, unit: str, entry: Lexicon) -> str:
    """What the data says after its measure, where a language without spaces between words (or
    one that writes endings on them) names the unit wanted before its request ("175cm인데 피트로
    하면 얼마예요": "피트로 하면"): the ending written on the unit ("인데") left out; else nothing."""
    if not entry.unspaced:
        return ""
    rest = after_number(after)[len(unit) :]
    rest = regex.sub(r"^\w+", "", rest) if rest[:1].isalpha() else rest
    rest = rest.strip(" ,、，")
    return rest if mentions_unit(rest.casefold()) else ""


def _one_measure_asked(question: str) -> dict[str, object] | None:
    """The one measure a question states, asked how many of another unit of its kind, whatever
    else it says of the measure ("How many kilometers is a marathon of 26.2 miles?", "TV de 55
    polegadas tem quantos centímetros de diagonal?", "フルマラソンの42.195kmは何マイルですか？"):
    with one number and two units of one kind named, a conversion is the only value there is to
    ask. The question asks how many or how much (not only "what"), names no operation, no rate
    ("miles per gallon") and no text to write."""
    reading = read(question)
    entry = lexicon(reading.language)
    folded = text.normalize(fold(question))
    how_many = HOW_MANY_BEFORE_UNIT.get(reading.language, ())
    if not (reading.quantity or has_any(folded, how_many, True)) or len(reading.numbers) != 1:
        return None
    refused = (*entry.operators, *entry.functions, *entry.asks_other, *entry.per_unit, *entry.total)
    if has_any(folded, refused, entry.unspaced) or counted_in_words(folded, entry):
        return None  # an operation, a rate, a total of several, a count in words ("dois filmes assim")
    if has_any(folded, (*entry.per_hour, *entry.per_prefix), entry.unspaced) or "/" in folded:
        return None
    found = _stated_conversion(question, reading.language, closed=False)
    if found is None:
        return None
    if not (_asked_by_name(folded, str(found["to_unit"]), entry, how_many) or _degrees_asked(folded, found, entry)):
        return None
    return found


def _degrees_asked(folded: str, found: dict[str, object], entry: Lexicon) -> bool:
    """A temperature in one scale, the other named, and degrees asked ("bake at 350°F but my oven
    is in Celsius. What temperature do I set it to?", "180 °C ... va en Fahrenheit. ¿A cuántos
    grados lo pongo?"): the other scale is the one wanted, there being no third."""
    if kind_of(str(found["to_unit"])) != "temperature" or not entry.degrees:
        return False
    degrees = regex.compile("|".join(regex.escape(d) for d in sorted(entry.degrees, key=len, reverse=True)))
    return any(degrees.match(after.lstrip()) for after in after_how_many(folded, entry)) or any(
        degrees.search(phrase) for phrase in entry.quantity if has_any(folded, (phrase,), entry.unspaced)
    )


def _asked_by_name(folded: str, unit: str, entry: Lexicon, more: tuple[str, ...] = ()) -> bool:
    """`unit` is what a how-many phrase asks: right after it, or after one word ("how many
    kilometers", "quantos centímetros", "何マイル", "c'est combien en Fahrenheit"), or right before
    it with an ending that makes it the unit wanted ("섭씨로 몇 도", "摂氏で何度"), not a word
    elsewhere ("How much should I pay ... in pounds?")."""
    names = regex.compile("|".join(regex.escape(n) for n in sorted(names_of(unit) or (unit,), key=len, reverse=True)))
    if any(names.match(after) for after in after_how_many(folded, entry, more)):
        return True
    # "섭씨로 몇 도예요?", "摂氏で何度ですか": the unit named right before, with the ending that
    # makes it the one wanted.
    return any(regex.search(f"(?:{names.pattern})$", before) for before in before_how_many(folded, entry, more))


def _stated_conversion(
    question: str,
    language: str | None = None,
    refers: tuple[str, ...] = (),
    two_units: bool = False,
    *,
    closed: bool = True,
) -> dict[str, object] | None:
    merged = _one_unit(_signed(question, language))
    # A measure in two units asked in its smaller one ("2 Stunden und 45 Minuten: wie viele
    # Minuten sind das?"): the sum is the answer, a conversion of the unit to itself.
    compound = two_units or merged != unicodedata.normalize("NFKC", question).casefold()
    question = merged
    if closed and leftover(question, language, accepted=(*_accepted(), *refers), quantities=True):
        return None
    plain = unicodedata.normalize("NFKC", question).casefold()
    language = language or read(question).language
    stated = numbers(plain, language)  # as the language writes them: "26,2 miglia"
    if len(stated) != 1 or _ISO.search(plain):
        return None
    number = stated[0]
    before, after = plain[: number.start].rstrip(), after_number(plain[number.end :])
    value = number.value
    if re.search(r"(?:^|\s)[-−]$", before):  # "-10 °C", "섭씨 -10도": a value below zero
        value, before = -value, before[:-1].rstrip()
    names = unit_names_longest_first()
    source = unit_at_start(after)
    written = fold(question)  # as the user wrote it, cased
    if source is not None and not any(
        unit_written_at(after_number(written[n.end :])) for n in numbers(written, language)
    ):
        return None  # a one-letter symbol in the other case ("5G"): no unit
    if source is not None:
        rest = before + " " + after[len(source) :]
    else:  # Chinese and Japanese write a scale before its number: "華氏68度" (68 °F)
        source = next((n for n in names if not n.isascii() and before.endswith(n)), None)
        if source is None:
            return None
        rest = before[: -len(source)] + " " + after
    # One letter of a Latin or Cyrillic script is no unit wanted ("m", "s"); one character of a
    # script without spaces may be ("초" in "3시간은 몇 초예요?", "秒").
    targets = {n for n in names if n in rest and n not in WORD_LIKE_NAMES and _long_enough(n) and _mentions(rest, n)}
    if not closed:
        # Read among other words, only a unit of the measure's kind can be the one wanted: Spanish
        # "mi tía" names no miles beside "180 °C". (Read whole, a unit of another kind is a rate's:
        # "2,8 kg pro Woche ... Gramm pro Tag" is no conversion of 2,8 kg.)
        targets = {n for n in targets if kind_of(n) == kind_of(source)}
    # "meilen pro stunde" also names "meilen": a name inside a longer one found is that one.
    targets = {n for n in targets if not any(n != t and _mentions(t, n) for t in targets)}
    wanted = {_canonical(n) for n in targets} - {_canonical(source)}
    # "km/h" also names "km" and "h": a name inside a longer one found does not count.
    wanted = {u for u in wanted if not any(u != _canonical(t) and u in _canonical(t) for t in targets)}
    if not wanted and compound and {_canonical(n) for n in targets} == {_canonical(source)}:
        return {"value": int(value) if value.is_integer() else value, "from_unit": source, "to_unit": source}
    if len(wanted) != 1:
        return None
    # The name the question says first (a set's order would change from run to run: "livres", "lb").
    target = min((n for n in targets if _canonical(n) in wanted), key=lambda n: (rest.find(n), -len(n)))
    try:
        convert(1.0, source, target)
    except ToolRetry:
        return None  # not of one kind
    return {"value": int(value) if value.is_integer() else value, "from_unit": source, "to_unit": target}


def _signed(question: str, language: str | None) -> str:
    """`question` with a word that makes a number negative right before it written as its sign
    ("minus 10 degrees", "영하 10도", "零下10度": the lexicon's below_zero)."""
    entry = lexicon(language or read(question).language)
    if not entry.below_zero:
        return question
    words = "|".join(regex.escape(w) for w in sorted(entry.below_zero, key=len, reverse=True))
    edge = "" if entry.unspaced else r"(?<!\w)"
    return regex.sub(rf"{edge}(?:{words})\s*(?=\d)", "-", question, flags=regex.I)


def _one_unit(question: str) -> str:
    """`question` with a measure written in two units as one value in the smaller ("5 Fuß 11
    Zoll" -> "71 zoll"), so that one conversion reads it (tools/units.compound_measures)."""
    plain = unicodedata.normalize("NFKC", question).casefold()
    for start, end, value, unit in reversed(compound_measures(plain)):
        plain = f"{plain[:start]}{value:g} {unit}{plain[end:]}"
    return plain


def stated_unit(question: str, value: float) -> str | None:
    """The unit the question writes right after `value` ("26.2 miles" -> "miles"), if any."""
    plain = unicodedata.normalize("NFKC", question).casefold()
    for number in numbers(plain, read(question).language):
        if number.value == abs(value) and (found := unit_at_start(after_number(plain[number.end :]))) is not None:
            return found
    return None


def _same(name: str, other: str) -> bool:
    """Two names of one unit ("km" and "kilometers")."""
    units = unit_names()
    first, second = units.get(name.strip().casefold()), units.get(other.strip().casefold())
    return first is not None and first == second


def mentions_unit(text: str) -> bool:
    """`text` (case-folded) names a unit, as a conversion's wanted unit is found: not by a single
    letter of a Latin or Cyrillic script ("a", "m", "м"), a Latin name where Latin letters end
    ("몇 kg이에요"), a name of another script anywhere."""
    return any(_long_enough(n) and _mentions(text, n) for n in unit_names_longest_first())


def _long_enough(name: str) -> bool:
    return len(name) > 1 or unicodedata.category(name) == "Lo"


def _mentions(haystack: str, name: str) -> bool:
    if regex.match(r"\p{Hangul}", name):
        # Korean writes spaces between words, endings after them: a name starts a word ("몇 마일이에요"),
        # it is not inside one ("톤" of "마라톤").
        return regex.search(rf"(?<!\p{{Hangul}}){regex.escape(name)}", haystack) is not None
    if not name.isascii():
        return name in haystack  # scripts without spaces: anywhere
    # A name of Latin letters ends where Latin letters do: Korean and Japanese particles may follow
    # it ("몇 kg이에요").
    return re.search(rf"(?<![\w/]){re.escape(name)}(?![A-Za-z0-9_/])", haystack) is not None


def _canonical(name: str) -> str:
    return unit_names()[name]


def stated_span(question: str, today: dt.date | None = None) -> dict[str, object] | None:
    """{start, end} (and the unit asked, when weeks, months or years) when the question states
    two dates (or one and today) and no other number; {start, days} for one date, or today,
    and a number of days or weeks after (or before) it; {start} for one date whose weekday is asked. Dates as
    tools/date_words.py reads them: ISO, 1.3.2026, "march 1 2026", "1. März 2026"."""
    question = counted(question)
    is_whole = whole(question)
    found = _span_of_counted(question, today) if is_whole else None
    if found is None and (sentence := request_sentence(question)) is not None and whole(sentence):
        found = _span_of_counted(sentence, today)
    if found is None and not is_whole and _asks_a_date(question):
        found = _span_of_counted(question, today)  # the data's words are context: "Unsere Hochzeit ist am ..."
    return found


def _asks_a_date(question: str) -> bool:
    """The question's last sentence that asks, asks for a date, a weekday or a number of days
    ("My passport was issued on March 14, 2019 and my appointment is on November 2, 2025. How
    many days are there between these two dates?"), and the question states more than that
    sentence: what the other sentences say is context; their dates and counts must still make
    exactly one span (read_span)."""
    language = read(question).language
    sentences = [s for s in _SENTENCE_END.split(question) if s.strip()]
    asking = [s for s in sentences if read(s, language).asks]
    if len(sentences) == 1 and asking and _WEEKDAY.search(question):
        return True  # "2027년 8월 15일 광복절은 무슨 요일이에요?": a weekday asked of the date it names
    if len(sentences) == 1:
        # One sentence of clauses, the last asking a date ("2026년 3월 2일이 개학인데, 개학 45일 전은
        # 몇 월 며칠이에요?"): the clauses before it are context, as sentences are.
        clauses = [c for c in _CLAUSE_BREAK.split(question) if c.strip()]
        last = clauses[-1]
        return len(clauses) > 1 and bool(_DATE_ASKED.search(last) or _DATE_NOUN.search(last))
    if len(sentences) < 2 or not asking:
        return False
    last = asking[-1]
    if _DATE_ASKED.search(last) or _WEEKDAY.search(last) or _DATE_NOUN.search(last):
        return True
    return read(last, language).quantity and _SPAN_WORD.search(last) is not None


def counted(question: str) -> str:
    """`question` with each count written as a word right before a span's unit written as digits
    ("one month after" -> "1 month after", "한 달 뒤" -> "1 달 뒤", "三天后" -> "3天后"): the
    language's [counts] words (reading/lexicon/), read nowhere else ("one of the days" stays)."""
    language = read(question).language
    pattern = _count_words(language)
    if pattern is None:
        return question
    plain = unicodedata.normalize("NFKC", question)
    undated = _undated(plain, dates_in(plain, dt.date.today()))
    if any(_span_unit_at(undated[m.end() :]) for m in _NUMBER.finditer(undated)):
        return question  # a count written in digits is the count ("哪一天" of "15 天后是哪一天" is none)
    words = lexicon(language).counts

    def digits(m: regex.Match[str]) -> str:
        return str(words[m.group(0).casefold()]) if _span_unit_at(question[m.end() :]) else m.group(0)

    return pattern.sub(digits, question)


def _undated(text: str, found: Sequence[tuple[int, int, object]]) -> str:
    """`text` with its dates `found` (tools/date_words.dates_in) taken out."""
    for begin, end, _ in reversed(found):
        text = text[:begin] + " " + text[end:]
    return text


def _span_unit_at(text: str) -> bool:
    """`text` starts with a span's unit (days, weeks, months, years)."""
    return bool(_DAYS.match(text) or _WEEKS.match(text) or _MONTHS_AT.match(text) or _YEARS_AT.match(text))


@cache
def _count_words(language: str) -> regex.Pattern[str] | None:
    words = sorted(lexicon(language).counts, key=len, reverse=True)
    if not words:
        return None
    alternatives = "|".join(regex.escape(w) for w in words)
    # 三天, 一个月 (not the 一 of "哪一天", which day, or "每一天", every day); "one", not the "one" of "someone"
    bounded = r"(?<![哪每这那同])" if lexicon(language).unspaced else r"(?<!\w)"
    # A Korean count is a word of its own ("한 달"), though particles attach to words.
    end = r"(?!\w)" if language == "ko" else ""
    return regex.compile(rf"{bounded}(?:{alternatives}){end}", regex.I)


def read_span(question: str, today: dt.date | None = None) -> dict[str, object] | None:
    """The span `stated_span` reads, whatever other words the question holds; a day named
    without its year ("Christmas") is the next one from `today` (the clock's)."""
    return _span_of_counted(counted(question), today)


def _span_of_counted(question: str, today: dt.date | None) -> dict[str, object] | None:
    """read_span of a question whose counts in words are digits already (`counted`)."""
    plain = unicodedata.normalize("NFKC", question)
    found = dates_in(plain, today or dt.date.today())
    # A day named twice, by its name and by its numbers ("Heiligabend, der 24.12.2026"), is one date.
    dates = list(dict.fromkeys(d.isoformat() for _, _, d in found))
    rest = _undated(plain, found)
    counts = list(_NUMBER.finditer(rest))
    if len(dates) == 2 and not counts and _WEEKDAY.search(rest) and not _counts_days(_WEEKDAY.sub(" ", rest)):
        # "2025년 10월 3일 개천절은 금요일이에요. 같은 해 크리스마스(12월 25일)는 무슨 요일이에요?": the
        # weekday of the date the asking sentence names, the other one context
        asking = max(plain.rfind("?"), plain.rfind("？"), 0)
        begin = asking - len(_clause(plain, asking).lstrip())
        in_last = list(dict.fromkeys(d.isoformat() for start, _, d in found if begin <= start < asking))
        return {"start": in_last[0]} if len(in_last) == 1 else None
    if len(dates) == 2 and not counts:
        return {"start": dates[0], "end": dates[1], **_unit_asked(rest)}
    if len(dates) == 1 and not counts and _WEEKDAY.search(rest):
        return {"start": dates[0]}  # date_math states the date with its weekday
    if len(dates) == 1 and not counts and (_TODAY.search(rest) or _counted(rest)):
        return {"start": "today", "end": dates[0], **_unit_asked(rest)}
    if (
        not dates
        and len(counts) == 1
        and _from_now(rest, counts[0])
        and (_DATE_ASKED.search(rest) or not read(question).quantity)
    ):
        dates = ["today"]  # ("how many days in 3 weeks" asks a count, not a date; "몇 월 며칠" a date)
    if len(dates) != 1 or len(counts) != 1 or _BUSINESS_DAYS.search(rest):
        return None  # "fra 10 giorni lavorativi": working days skip weekends, date_math counts every day
    number = counts[0]
    after = rest[number.end() :]
    # As the question's language writes it: "2.000 días" are two thousand in Spanish.
    written_as = next((n for n in numbers(rest, read(question).language) if n.start == number.start()), None)
    value = written_as.value if written_as is not None else float(number.group(1))
    if not value.is_integer():
        return None  # "1.5 weeks": no whole number of days
    count = int(value)
    # Only the sentence that holds the span says which way it goes: a "before" in another
    # sentence, about something else, does not turn "10 days after" into 10 days before.
    clause = _clause(rest, number.start())
    sign = -1 if _BEFORE.search(clause) else 1
    if _WEEKS.match(after):
        return {"start": dates[0], "days": sign * count * 7}
    if _DAYS.match(after):
        # "dure 90 jours, premier jour compris": the first day is one of them, the last is 89 on
        if sign > 0 and count > 0 and _first_day_counted(rest):
            count -= 1
        return {"start": dates[0], "days": sign * count}
    if _MONTHS.match(after.lstrip()) or _MONTHS_UNSPACED.match(after.lstrip()):
        return {"start": dates[0], "months": sign * count}
    if _YEARS.match(after.lstrip()):
        return {"start": dates[0], "years": sign * count}
    return None


# The first day counted among a span's days ("premier jour compris", "включая первый день",
# "den ersten Tag mitgezählt"), in the ten languages; not after a word that negates it ("не
# считая первый день", "not counting the first day").
_FIRST_DAY = regex.compile(
    r"(?<!\bnot |\bне |\bsans |\bsin |\bsenza |\bsem |\bohne )(?:"
    r"first day (?:included|counted|counts)|including the first day|counting the first day|including that day"
    r"|counting that day|ersten? tag (?:mit)?gezählt|ersten? tag mitgezählt|den ersten tag eingerechnet"
    r"|einschließlich des ersten tages|premier jour (?:compris|inclus)|en comptant le premier jour"
    r"|incluido el primer día|contando el primer día|primer día incluido|primo giorno (?:compreso|incluso)"
    r"|compreso il primo giorno|contando il primo giorno|contando (?:esse|este|o primeiro) dia"
    r"|incluindo o primeiro dia|primeiro dia incluído|включая первый день|считая первый день"
    r"|первый день включительно|含当天|包括当天|当天算第一天|第一天算在内|初日を含め|初日を含む|を1日目として"
    r"|첫날 포함|첫날을 포함|당일 포함)",
    regex.I,
)


_BUSINESS_DAYS = regex.compile(
    r"business days?|working days?|weekdays only|werktage|arbeitstage|jours ouvr[ée]s|jours ouvrables"
    r"|d[ií]as h[aá]biles|d[ií]as laborables|giorni lavorativi|dias [úu]teis|рабочих дн|工作日|営業日|영업일",
    regex.I,
)


def _first_day_counted(rest: str) -> bool:
    return _FIRST_DAY.search(rest) is not None


def _from_now(text: str, number: re.Match[str]) -> bool:
    """A span of `number` days (weeks...) counted from today: "today", "in 45 days", "3 weeks ago"."""
    before, after = text[: number.start()], text[number.end() :]
    return bool(_TODAY.search(text) or _FROM_NOW.search(before) or _AGO_AFTER.match(after))


def _counts_days(text: str) -> bool:
    """The question asks how many (days, weeks...): "how many", "며칠", "多少天"."""
    return bool(DAYS_ASKED.search(text) or read(text).quantity)


def _counted(text: str) -> bool:
    """The question counts days, weeks, months or years (of a span from today to its one date)."""
    return bool(_SPAN_WORD.search(text) or _MONTHS.search(text) or _YEARS.search(text) or DAYS_ASKED.search(text))


def _clause(text: str, at: int) -> str:
    """The sentence of `text` that holds position `at`."""
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    begin = starts[-1] if starts else 0
    end = _SENTENCE_END.search(text, at)
    return text[begin : end.start() if end else len(text)]


def _unit_asked(text: str) -> dict[str, str]:
    """{"unit": ...} when the question counts a span in weeks, months or years, else {} (days)."""
    unit = next((name for name, words in _SPAN_UNITS if words.search(text)), None)
    return {"unit": unit} if unit else {}


@register_policy
class CallStatedQuantities(Policy):
    name = "quantities"
    order = 3
    proposes = "the conversion or date span the question states, as its call"
    in_check = "check"

    def check(self, step: FirstStep, call: ToolCall) -> str | None:
        """A conversion of a value the question does not state (`value=1000` for "10 km")."""
        value = call.arguments.get("value")
        if call.tool != CONVERT or not isinstance(value, (int, float)) or isinstance(value, bool):
            return None
        if unstated([{float(value)}], step.question):
            return f"convert_units: the question does not state the value {value}; convert the value it gives"
        stated = stated_unit(step.question, float(value))
        source, target = call.arguments.get("from_unit"), call.arguments.get("to_unit")
        if stated and isinstance(source, str) and isinstance(target, str) and _same(target, stated):
            if not _same(source, stated):  # "26.2 miles in km" called as km to miles
                return f"convert_units: the question gives {value} {stated}; convert from_unit {stated!r}"
        return None

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        return written_calls(step.question, step.tools.names) or None


def written_calls(question: str, offered: Sequence[str]) -> list[ToolCall]:
    """The date_math or convert_units call for a question that is wholly one date span or
    conversion, where that tool is among `offered`; else none (also used for each request of a
    compound question: decompose.py)."""
    if DATES in offered and (span := stated_span(question)) is not None:
        return [ToolCall(DATES, dict(span))]
    if CONVERT in offered and (conversion := stated_conversion(question)) is not None:
        return [ToolCall(CONVERT, conversion)]
    return []
