"""So much each period for so many periods, then a request for the total: "Vou de bike pro
trabalho, dá 12,5 km por dia. Esse mês foram 22 dias. Quantos km pedalei no total?", "La cantine
c'est 4,20 € le repas, mon fils y mange 4 jours par semaine pendant 36 semaines. Combien ça coûte
sur l'année ?", "時給1,150円で週4日、1日5時間のバイトを4週間やったら、バイト代はいくら？".

Read whole as data and a request are (data_request.py): every number of the data but one is a
rate, marked as each period's (the lexicon's `per_unit` phrases right after the number and its
thing: "por dia", "par semaine", "le repas", "à chaque sortie"; or its `per_prefix` right before
the number in a language without spaces: "時給", "1日", "週", "每天", "하루에"); the one left is a
count of periods (its `periods` word right after it: "dias", "semaines", "週間", "周"); no
percentage; the request asks how much or how many and reads whole. The total is the product.
Or every number is a rate and the request asks for it per a period of its own ("Le spese
condominiali sono 1.560 € l'anno, quanto fanno al mese?", "시급 10,030원 ... 하루 6시간씩 주 5일
일하면 일주일에 얼마"): the rates are a chain (each but one counts the period another is per: "6
hours a day" after "$18 an hour"), and the period asked is the chain's, or a whole number of them
in it or it in them (a month of a year's, a year of a month's). Anything else goes to the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import names_after
from .change import PERCENT_AFTER, has_currency
from .data_request import Parts, request_reads, split, split_holding_one
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .per import period_after, period_kind, period_markers
from .question import has_any, phrase_at, without

_THING_WORDS = 2  # the words between a rate and its period marker ("42 km à chaque sortie", "4,20 € le repas")
_PREFIX_NEAR = 4  # characters between a prefix marker and its number ("1日5時間", "週4日", "每天骑12.5公里")


@dataclass(frozen=True)
class Rates:
    """Rates each period, times the count of periods."""

    factors: tuple[float, ...]
    summed: tuple[float, ...] = ()  # counts of one period added before they are multiplied
    divisor: float = 1  # a longer period's rate asked per a shorter one: how many of it it holds

    def expression(self) -> str:
        product = " * ".join(written(v) for v in self.factors)
        product = f"{product} * ({' + '.join(written(v) for v in self.summed)})" if self.summed else product
        return f"{product} / {written(self.divisor)}" if self.divisor != 1 else product


@lru_cache(maxsize=256)
def rates(question: str) -> Rates | None:
    """The total of so much each period for so many periods (the module's doc), or None."""
    parts = split(question) or split_holding_one(question)
    if parts is None or not 1 <= len(parts.numbers) <= 4:
        return None
    entry = lexicon(parts.language)
    if not (entry.per_unit or entry.per_prefix) or not entry.periods:
        return None
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    asking = (*entry.quantity, *entry.ask, *entry.total, *entry.change.get("amount", ()))
    if not has_any(request, asking, entry.unspaced):
        return None
    # Each one's part, an average, what is left; but a period asked ("al mese", "pro Monat") is
    # no one's part: such a request reads only as rates asked per a period (below).
    others = (*entry.each, *entry.average, *entry.left, *entry.change_back)
    if has_any(without(request, period_markers(request, entry), entry.unspaced), others, entry.unspaced):
        return None
    parted = has_any(request, others, entry.unspaced)
    rated, counts, markers = [], [], []
    for n in parts.numbers:
        if PERCENT_AFTER.match(data[n.end :]):
            return None
        if (marker := per_marked(data, n, entry)) is not None:
            rated.append(n)
            markers.append(marker)
        elif _period_count(data, n, entry):
            counts.append(n)
        else:
            return None
    if rated and not counts:
        return _per_period_asked(parts, data, request, rated, markers, entry)
    if not rated or not counts or len(set(markers)) != len(markers) or len(parts.numbers) < 2 or parted:
        return None  # two rates of one period ("30 € a month ... and 20 € a month"): no chain
    if len(counts) > 1:
        # Several counts of one period at one price ("$15 an hour ... 6 hours Monday, 8 hours
        # Tuesday and 5 hours Friday"): the price times their sum; other rates' counts may be of
        # days done and days not ("5 km a day ... 14 days and rested 2 days").
        if len(rated) != 1 or len({period_after(data, n, entry) for n in counts}) != 1:
            return None
        if not has_currency(data, rated[0]):
            return None
    elif not counts[0].value.is_integer() and _kind_after(data, counts[0], entry) != "hour":
        return None  # one count of periods is whole ("22 dias"), but hours ("7.5 hours")
    factor = _periods_agree(markers, [period_after(data, n, entry) for n in counts], entry)
    if factor is None:
        return None
    # The unit a rate is in, named again by any of its names ("42 km" ... "combien de km").
    accepted = (*entry.quantity, *entry.total, *entry.quantities, *entry.count_verbs, *entry.moves, *entry.gross,
                *entry.change.get("amount", ()), *names_after(data, (n.end for n in rated)))  # fmt: skip
    if not request_reads(parts, accepted):
        return None
    if len(counts) > 1:
        return Rates((rated[0].value,), tuple(n.value for n in counts))
    return Rates(tuple(n.value for n in parts.numbers) + ((factor,) if factor != 1 else ()))


def _per_period_asked(
    parts: Parts, data: str, request: str, rated: list[Number], markers: list[str], entry: Lexicon
) -> Rates | None:
    """Rates, every number one, asked per a period the request names (the module's doc)."""
    asked = {kind for m in period_markers(request, entry) if (kind := period_kind(m, entry)) is not None}
    asked |= _one_period(request, entry)
    named = [period_kind(m, entry) for m in markers]
    kinds = [k for k in named if k is not None]
    if len(asked) != 1 or len(kinds) != len(named) or len(set(kinds)) != len(kinds):
        return None  # no period asked, two, or rates whose periods are unknown or repeat
    # The chain: a rate's own unit, where it counts a period ("6시간", "5 days"), cancels the
    # rate that is per that period ("시급", "a day"); what is left is one period, the chain's,
    # and one unit, the answer's (a head that counts no period: "$18", "10,030원"; or "7 hours").
    units = [None if (c := period_after(data, n, entry)) is None else period_kind(c, entry) for n in rated]
    counted = [k for k in units if k is not None]
    if len(counted) != len(set(counted)):
        return None
    left, answer = set(kinds) - set(counted), set(counted) - set(kinds)
    if len(left) != 1 or len(answer) + units.count(None) != 1:
        return None
    chain, wanted = next(iter(left)), next(iter(asked))
    if not _each_clause_counts(parts.data, entry):
        return None  # "... $1,200 a month in rent and my roommate pays half": a part not counted
    factors = tuple(n.value for n in rated)
    accepted = (*entry.quantity, *entry.total, *entry.quantities, *entry.count_verbs, *entry.moves,
                *entry.change.get("amount", ()), *period_markers(request, entry), *entry.periods,
                *(w for w, v in entry.counts.items() if v == 1),
                *names_after(data, (n.end for n in rated)))  # fmt: skip
    if not request_reads(parts, accepted):
        return None
    if wanted == chain:
        return Rates(factors) if len(factors) > 1 else None  # one rate asked per its own period: stated
    if "hour" in (wanted, chain):
        return None  # "$20 an hour, how much a day?": the hours of a day's work are not all 24
    if (shorter := _WHOLE_PERIODS.get((chain, wanted))) is not None:
        return Rates(factors, divisor=shorter)  # a year's, asked a month's: a twelfth
    if (longer := _WHOLE_PERIODS.get((wanted, chain))) is not None:
        return Rates(factors + (longer,))
    return None


def _one_period(request: str, entry: Lexicon) -> set[str]:
    """The kinds of the periods a request counts one of in words ("in un anno", "em um ano",
    "in einem Jahr", "一年"): a count word of 1, then a `periods` word."""
    ones = [w for w, v in entry.counts.items() if v == 1]
    if not ones or not entry.periods:
        return set()
    gap = r"\s*" if entry.unspaced else r"\s+"
    edge = "" if entry.unspaced else r"(?<!\w)"
    one = "|".join(regex.escape(w) for w in sorted(ones, key=len, reverse=True))
    period = "|".join(regex.escape(w) for w in sorted(entry.periods, key=len, reverse=True))
    found = regex.finditer(rf"{edge}(?:{one}){gap}({period})(?!\w)", request)
    return {kind for m in found if (kind := period_kind(m.group(1), entry)) is not None}


def _each_clause_counts(data: str, entry: Lexicon) -> bool:
    """Each clause of the data (between marks, and between `list_and` words where words are
    spaced) states a number: none says something more in words ("my roommate pays half")."""
    clauses = regex.split(r"[,;:.!?，、；。！？]", text.normalize(fold(data)))
    if not entry.unspaced:
        joins = "|".join(regex.escape(w) for w in entry.list_and if w.strip(",").strip())
        between = regex.compile(rf"(?<!\w)(?:{joins})(?!\w)") if joins else None
        clauses = [c for clause in clauses for c in (between.split(clause) if between else [clause])]
    return all(regex.search(r"\d", c) for c in clauses if regex.search(r"[^\W\d_]", c))


# How many of a shorter period a longer one holds, where that is a whole number every time.
_WHOLE_PERIODS = {("year", "month"): 12, ("week", "day"): 7, ("day", "hour"): 24}


def _periods_agree(markers: list[str], periods: list[str | None], entry: Lexicon) -> float | None:
    """1 where the counts' periods are a rate's ("30 € a month ... 12 months"), or unnamed ("laps");
    the count of a rate's periods in the count's period where one rate's period is shorter by a
    whole number ("80만 원 매달 ... 1년": 12, "5 km a day for 2 weeks": 7); None where the periods
    disagree otherwise ("$45 a week ... 3 months": weeks in a month are no whole number)."""
    counted = {kind for p in periods if p is not None and (kind := period_kind(p, entry)) is not None}
    if not counted:
        return 1
    rated = {period_kind(m, entry) for m in markers} - {None}
    if len(counted) != 1 or counted <= rated:
        return 1 if counted <= rated else None
    if len(markers) != 1 or len(rated) != 1:
        return None
    return _WHOLE_PERIODS.get((next(iter(counted)), next(iter(rated))))  # type: ignore[arg-type]


def _kind_after(data: str, number: Number, entry: Lexicon) -> str | None:
    """The kind of the period counted by the `periods` word after `number` ("7.5 hours": hour)."""
    found = period_after(data, number, entry)
    return None if found is None else period_kind(found, entry)


# After an amount (and its currency or unit), a slash and the period it is each one's: "$18.40/hour",
# "14,20 €/Std.", "350 ₽/час"; the period word is the lexicon's ([period_kinds]).
_SLASH_PERIOD = regex.compile(r"\s*(?:[€$£¥₩₽]|[^\W\d_]{1,4})?\s*/\s*([^\W\d_]+)")


def per_marked(data: str, number: Number, entry: Lexicon) -> str | None:
    """The period marker that makes the number each period's: a `per_unit` phrase within a few
    words after it (its thing between: "12,5 km por dia", "4 jours par semaine"), a slash and a
    period ("$18.40/hour"), or a `per_prefix` right before it (in a language without spaces
    "時給1,150円", "每天"; with spaces, a rate's name: "Stundenlohn 14,20 €", "hourly rate of $18");
    None where there is none."""
    slashed = _SLASH_PERIOD.match(data[number.end :])
    if slashed is not None and period_kind(slashed.group(1), entry) is not None:
        return "/" + slashed.group(1)
    if not entry.unspaced and entry.per_prefix:
        before = regex.sub(r"(?:[€$£¥₩₽]|r\$)?\s*$", "", data[: number.start]).rstrip()
        named = [p for p in entry.per_prefix if regex.search(rf"(?<!\w){regex.escape(p)}$", before)]
        if named:
            return max(named, key=len)
    if entry.unspaced:
        before = data[max(0, number.start - _PREFIX_NEAR) : number.start]
        after = data[number.end : number.end + _PREFIX_NEAR + 2]
        near = [p for p in entry.per_prefix if p in before] + [p for p in entry.per_unit if p in after]
        return max(near, key=len) if near else None
    words = text.words(data[number.end :])
    rest = data[number.end :]
    starts = [m.start() for m in regex.finditer(r"[^\W\d_][\w'’-]*", rest)]
    for skip in range(_THING_WORDS + 1):
        tail = " ".join(words[skip : skip + 4])
        # As written too, where a word holds an apostrophe ("1.560 € l'anno", "12 € l'ora").
        written_tail = rest[starts[skip] :] if skip < len(starts) else ""
        marker = phrase_at(tail, entry.per_unit, False) or phrase_at(written_tail, entry.per_unit, False)
        if marker is not None:
            return None if regex.search(r"[.;:!?]", rest[: _end_of_words(rest, skip)]) else marker
    return None


def _end_of_words(text_after: str, count: int) -> int:
    """Where the first `count` words of `text_after` end."""
    found = list(regex.finditer(r"[^\W\d_][\w'’-]*", text_after))
    return found[count - 1].end() if 0 < count <= len(found) else 0


def _period_count(data: str, number: Number, entry: Lexicon) -> bool:
    """A count of periods: a `periods` word right after the number ("22 dias", "36 semaines",
    "4週間", "8周")."""
    return period_after(data, number, entry) is not None
