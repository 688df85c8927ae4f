"""A percentage change of one amount, as a question states it: "My rent is 850 and it goes up by
4%, what will I pay?", "Una giacca costa 120 € ed è scontata del 25%, quanto la pago?", "O
aluguel de R$ 1.500 subiu 6%, qual é o novo valor?".

The shape is read, not guessed: exactly one percentage, exactly one other number (the amount),
and words of one direction only (the lexicon's [change] `up` or `down`). The question asks for
the new amount, or, with a phrase of `asked` ("by how much", "di quanto"), for the change. The
words it may hold beside the request's (reading/question.py) are the [change] table's: the
direction, the names of an amount or a payment ("rent", "prezzo finale"), and the thing priced:
up to three words right before a `priced` word followed by the amount ("a jacket costs $120":
"a jacket"), or before a `priced_of` word followed by the amount in a currency ("un telefono da
599 €"); in Korean and Japanese, the one word after a `priced_after` word ("5만 원짜리 옷을").
Any other word is content the reading does not account for: `change()` is None and the question
goes to the model, as every question with words left over does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from .lexicon import lexicon
from .numbers import fold, numbers
from .question import leftover, read

_PERCENT = regex.compile(
    r"^\s*(?:%|％|percent|per cent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|процент\w*|パーセント|퍼센트)",
    regex.I,
)
_PERCENT_BEFORE = regex.compile(r"百分之\s*$")
_CURRENCY = regex.compile(
    r"[€$£¥₩₽]|r\$|\b(?:euros?|dollars?|dólares|dolares|reais|real|pesos|bucks|usd|eur|руб\w*|франк\w*)\b|元|円|원",
    regex.I,
)
_SUBJECT_WORDS = 3
_CLAUSE_END = regex.compile(r"[.!?;,:。！？；，]")


@dataclass(frozen=True)
class Change:
    amount: float
    percent: float
    up: bool  # the amount rises (else it falls)
    asked_change: bool  # the change is asked ("by how much"), not the new amount

    def expression(self) -> str:
        """The calculator's expression of what is asked."""
        amount, percent = _plain(self.amount), _plain(self.percent)
        if self.asked_change:
            return f"{amount} * {percent} / 100"
        return f"{amount} * (1 {'+' if self.up else '-'} {percent} / 100)"


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


@lru_cache(maxsize=256)
def change(question: str) -> Change | None:
    """The percentage change the whole question states (see the module), or None."""
    reading = read(question)
    entry = lexicon(reading.language)
    table = entry.change
    if not table or not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    percents = [n for n in found if _PERCENT.match(folded[n.end :]) or _PERCENT_BEFORE.search(folded[: n.start])]
    others = [n for n in found if n not in percents]
    if len(percents) != 1 or len(others) != 1:
        return None
    up = any(_has(folded, w, entry.unspaced) for w in table.get("up", ()))
    down = any(_has(folded, w, entry.unspaced) for w in table.get("down", ()))
    if up == down:
        return None  # no direction, or both
    rest = _without_subject(folded, others[0].start, table, entry.unspaced)
    words = [*table.get("up", ()), *table.get("down", ()), *table.get("asked", ()), *table.get("priced", ()),
             *table.get("priced_of", ()), *table.get("priced_after", ()), *table.get("amount", ())]  # fmt: skip
    if leftover(rest, reading.language, accepted=words):
        return None
    asked = any(_has(folded, w, entry.unspaced) for w in table.get("asked", ()))
    return Change(others[0].value, percents[0].value, up, asked)


def _has(folded: str, phrase: str, unspaced: bool) -> bool:
    if unspaced or not phrase[:1].isalnum():
        return phrase in folded
    return regex.search(rf"(?<!\w){regex.escape(phrase)}(?!\w)", folded) is not None


def _without_subject(folded: str, amount_at: int, table: dict[str, tuple[str, ...]], unspaced: bool) -> str:
    """`folded` with the thing priced taken out: up to three words of its clause right before the
    `priced` word that comes before the amount (or a `priced_of` word, when a currency is next to
    the amount)."""
    if unspaced:
        for word in table.get("priced_after", ()):  # "5만 원짜리 옷을": the word after names the thing
            folded = regex.sub(rf"({regex.escape(word)})\s*[^\W\d_]+", r"\1 ", folded, count=1)
        return folded
    before = folded[:amount_at]
    near = folded[max(0, amount_at - 4) : amount_at + 12]
    words = list(table.get("priced", ()))
    if _CURRENCY.search(near):
        words += table.get("priced_of", ())
    for word in sorted(words, key=len, reverse=True):
        m = regex.search(rf"(?<!\w)({regex.escape(word)})\s*(?:[€$£¥₩₽]|r\$)?\s*$", before)
        if m is None:
            continue
        head = before[: m.start()]
        clause_start = max((c.end() for c in _CLAUSE_END.finditer(head)), default=0)
        subject = list(regex.finditer(r"[^\W\d_]+", head[clause_start:]))
        if not subject or len(subject) > _SUBJECT_WORDS:
            return folded  # nothing, or more than a thing's name, before the price
        return folded[:clause_start] + " " + folded[m.start() :]
    return folded
