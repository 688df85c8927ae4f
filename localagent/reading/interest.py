"""Simple interest on an amount for so many years: "Положил 200 000 руб. на вклад под 16 %
годовых. Какой доход в рублях получу за год?", "存款5万元，年利率2.5%，一年利息是多少元？", "Si pido
un préstamo de 12.000 € al 5 % de interés simple anual, ¿cuánto pago de intereses en 3 años?".

Read whole as data and a request are (data_request.py): the question states one amount with its
currency, one percentage said to be a year's (an `annual` phrase of its language: "a year",
"годовых", "年利率", "연"), and at most one count of years (a number before a year's word: "3
años", "2년"); nothing else. The request asks the interest (an `interest` word: "interest",
"intereses", "利息", "이자") and no other part (a tax on it), and reads whole; with no count of
years it asks one year's. Over more than a year the question must say the interest is simple
("interés simple", "без капитализации", "단리"): a deposit's is most often compounded. Anything
else goes to the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import text
from .change import PERCENT_AFTER, has_currency
from .data_request import request_reads, split, split_holding_one
from .groups import periods_in_words
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .per import period_after, period_kind, period_markers
from .question import has_any, read, without


@dataclass(frozen=True)
class Interest:
    amount: float
    rate: float  # a year's, in percent
    years: float = 1

    def expression(self) -> str:
        years = f" * {written(self.years)}" if self.years != 1 else ""
        return f"{written(self.amount)} * {written(self.rate)} / 100{years}"


@lru_cache(maxsize=256)
def interest(question: str) -> Interest | None:
    """The simple interest the question asks (the module's doc), or None."""
    parts = split(question) or split_holding_one(question)  # "... in 3 years?": the count asked of
    if parts is None:
        return None
    entry = lexicon(parts.language)
    if not entry.interest or not entry.annual or not read(question).asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, parts.language)
    percents = [n for n in found if PERCENT_AFTER.match(folded[n.end :])]
    amounts = [n for n in found if n not in percents and has_currency(folded, n)]
    years = [n for n in found if n not in percents and n not in amounts and _years(folded, n, entry)]
    if len(percents) != 1 or len(amounts) != 1 or len(years) > 1 or len(found) != 2 + len(years):
        return None
    if periods_in_words(folded, entry):
        return None  # "10万元存两年定期": so many years, counted in words
    if not has_any(folded, entry.annual, entry.unspaced):
        return None  # a rate of no stated period ("3 % Zinsen")
    data = text.normalize(parts.data)
    if any(period_kind(m, entry) not in (None, "year") for m in period_markers(data, entry)):
        return None  # "1.5% a month": a month's rate
    request = text.normalize(parts.request)
    if not has_any(request, entry.interest, entry.unspaced):
        return None  # the interest must be what is asked (not the amount with it, not a tax on it)
    count = years[0].value if years else 1
    # Over more than a year, interest is simple only where the question says so ("interés
    # simple", "без капитализации", "단리"): a deposit's is most often compounded.
    if count != 1 and not has_any(folded, entry.simple, entry.unspaced):
        return None
    if has_any(without(request, entry.interest, entry.unspaced), entry.part_names, entry.unspaced):
        return None  # "How much tax do I pay on the interest?": another part asked
    accepted = (*entry.interest, *entry.annual, *entry.quantity, *entry.change.get("amount", ()),
                *entry.quantities, *period_markers(request, entry), *_year_words(entry), *entry.counts)  # fmt: skip
    if not request_reads(parts, accepted):
        return None
    return Interest(amounts[0].value, percents[0].value, count)


def _years(folded: str, number: Number, entry: Lexicon) -> bool:
    """A count of years: a year's word right after the number ("3 años", "2년", "5 years")."""
    word = period_after(folded, number, entry)
    return word is not None and period_kind(word, entry) == "year"


def _year_words(entry: Lexicon) -> tuple[str, ...]:
    """The words that name a year ("year", "años", "년")."""
    return tuple(w for w, kind in entry.period_kinds.items() if kind == "year")
