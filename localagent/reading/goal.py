"""How many periods it takes to reach a total at so much each period: "If I put away $125 every
week, how many weeks until I have 3,000 dollars saved up?", "Ich spare 150 € im Monat. Wie viele
Monate brauche ich für 1.800 €?", "Leo 20 páginas al día; el libro tiene 340. ¿Cuántos días
tardo en terminarlo?".

Read whole: the question states exactly two numbers, both money of one currency or neither (a
bare rate, "1,800 a year", is in the total's money; "8 hours a day" is not); one is each period's
(rates.per_marked: "every week", "al mes", "pro Monat", "/Woche", a period of a known kind), the
other the total, said in the request or, where it is no money, before the rate (after it, "25
pages a day for 300", it may count the periods); the request (the shortest tail of clauses that
asks how many of the rate's own period: a `quantity` word, then a `periods` word of that kind,
"how many weeks", "cuántos meses") holds no rate and reads whole, with the lexicon's `goal` words
("until", "to save up", "para juntar", "tardaré"); a condition after it that holds the rate is
data ("... if I save 1,800 a year"). Where the rate divides the total the answer is the quotient; else
the periods needed, rounded up, where the request says a goal or a need (`goal`, `needed`: the
last period's few are a period of their own), and anything else is the model's. Languages written
with spaces (days in Chinese, Japanese and Korean: groups.days_needed).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, kind_of, unit_written_at
from .change import CURRENCY, MONEY_SIGN_BEFORE, PERCENT_AFTER, has_currency
from .data_request import CLAUSE_END, Parts, condition_first, request_reads
from .lexicon import lexicon
from .numbers import Number, fold, numbers, written
from .per import period_kind, periods_asked
from .question import has_any, read
from .rates import per_marked


@dataclass(frozen=True)
class Periods:
    """How many periods a total takes at a rate each period."""

    total: float
    rate: float
    rounded: bool  # rounded up where the rate does not divide the total

    def expression(self) -> str:
        quotient = f"{written(self.total)} / {written(self.rate)}"
        return f"ceil({quotient})" if self.rounded else quotient


@lru_cache(maxsize=256)
def periods_needed(question: str) -> Periods | None:
    """The periods a total takes at a rate (the module's doc), or None. A condition after the
    request holding the rate is read as data before it ("How many years will it take to save
    10,000 dollars if I save 1,800 a year?": data_request.condition_first)."""
    found = _periods_needed(question)
    if found is None and (moved := condition_first(question)) is not None:
        found = _periods_needed(moved)
    return found


def _periods_needed(question: str) -> Periods | None:
    reading = read(question)
    entry = lexicon(reading.language)
    if entry.unspaced or not reading.asks or not entry.periods:
        return None
    body = text.normalize(fold(question.strip()))
    found = numbers(body, reading.language)
    if len(found) != 2 or any(PERCENT_AFTER.match(body[n.end :]) for n in found):
        return None
    marked = [(n, m) for n in found if (m := per_marked(body, n, entry)) is not None]
    if len(marked) != 1 or (kind := period_kind(marked[0][1], entry)) is None:
        return None
    rate, marker = marked[0]
    total = next(n for n in found if n is not rate)
    if kind_of(unit_written_at(after_number(body[rate.end :])) or "") == "speed":
        return None  # "a 90 km/h, ¿cuántas horas tardo en hacer 405 km?": a time of travel, not whole periods
    # The request: the shortest tail of clauses that asks how many of the rate's period ("Wie
    # viele Wochen dauert es, 1.500 Euro zu sparen?" is one request in two clauses).
    ends = [0, *(m.end() for m in CLAUSE_END.finditer(body.rstrip(" ?!.。？！")))]
    start = next((e for e in reversed(ends) if kind in periods_asked(body[e:], entry)), None)
    if start is None or rate.start >= start or rate.value <= 0 or total.value <= 0:
        return None  # no period asked, or the rate is in the request, not data
    money = [has_currency(body, n) for n in found]
    if money == [n is total for n in found] and _bare(body, rate, marker):
        money = [True, True]  # "I save 1,800 a year ... 10,000 dollars": the rate in the total's money
    elif any(money) and not (all(money) and _currency(body, found[0]) == _currency(body, found[1])):
        return None  # a price and a count, or two currencies: no total at a rate
    if total.start < start <= total.end:
        return None  # the total cut by the request's start
    if not any(money) and rate.start < total.start < start:
        return None  # "25 pages a day for 300 days": after the rate in the data it may count periods
    request = body[start:]
    said = _without(request, total, start)
    data = body[:start]
    parts = Parts(data, said, reading.language, ())
    accepted = (*entry.quantity, *entry.quantities, *entry.count_verbs, *entry.needed, *entry.goal, *entry.periods)
    if not request_reads(parts, accepted):
        return None
    quotient = total.value / rate.value
    if quotient.is_integer():
        return Periods(total.value, rate.value, False)
    if has_any(request, (*entry.goal, *entry.needed), entry.unspaced):
        return Periods(total.value, rate.value, True)
    return None


def _bare(body: str, rate: Number, marker: str) -> bool:
    """The rate is a bare number, its period's marker right after it ("1,800 a year"): no thing
    of its own ("8 hours a day") that the total's money would not be."""
    return text.words(body[rate.end :])[: len(marker.split())] == marker.split()


# One currency however it is written ("$", "dollars", "bucks"; "€", "euros").
_SAME_CURRENCY = {
    "dollar": "$", "dollars": "$", "bucks": "$", "usd": "$", "euro": "€", "euros": "€", "eur": "€", "евро": "€",
    "yen": "¥", "円": "¥", "yuan": "¥", "元": "¥", "rmb": "¥", "원": "₩", "won": "₩",
}  # fmt: skip


def _currency(body: str, number: Number) -> str:
    """The currency said with `number`, one way of writing it ("$" for "dollars")."""
    before = MONEY_SIGN_BEFORE.search(body[: number.start])
    said = before.group(0).strip() if before else ""
    if not said and (after := CURRENCY.match(body[number.end :].lstrip())) is not None:
        said = after.group(0)
    said = said.casefold()
    if said.startswith("руб"):
        return "₽"
    return _SAME_CURRENCY.get(said, said)


def _without(request: str, total: Number, start: int) -> str:
    """The request without the total and its currency, where the total is in it."""
    if total.start < start:
        return request
    first, last = total.start - start, total.end - start
    before = MONEY_SIGN_BEFORE.search(request[:first])
    after = regex.match(rf"\s*(?:{CURRENCY.pattern})", request[last:], regex.I)
    first = before.start() if before else first
    last = last + after.end() if after else last
    return f"{request[:first]} {request[last:]}"
