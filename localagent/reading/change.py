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

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, unit_written_at
from .data_request import CLAUSE_END, request_reads, same_word, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .question import Reading, counted_in_words, has_any, leftover, phrase_pattern, read, without

PERCENT_AFTER = regex.compile(  # a percentage's sign or word after its number
    r"^\s*(?:%|％|percent|per cent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|процент\w*|パーセント|퍼센트)",
    regex.I,
)
PERCENT_WORD = re.compile(  # a percentage said anywhere in a (text.normalize'd) text
    r"%|percent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|porcentaje|porcentagem|percentagem|percentuale"
    r"|pourcentage|процент|パーセント|퍼센트|百分之"
)
_PERCENT_BEFORE = regex.compile(r"百分之\s*$")
MONEY_SIGN = r"(?:[€$£¥₩₽]|r\$|us\$)"  # a currency's sign before its amount ("$1,247.60", "R$ 287,40")
CURRENCY = regex.compile(  # a currency's sign or name
    r"[€$£¥₩₽]|r\$|\b(?:euros?|dollars?|dólares|dolares|reais|real|pesos|bucks|usd|eur|won|yen|yuan|rmb|руб\w*"
    r"|франк\w*|доллар\w*|евро)\b|元|円|원|달러|유로|美元|欧元|ドル|ユーロ",
    regex.I,
)
MONEY_SIGN_BEFORE = regex.compile(rf"{MONEY_SIGN}\s*$")  # the sign right before an amount: "$1,247.60"


def has_currency(folded: str, number: Number) -> bool:
    """A currency's sign or name is right before or right after `number` ("$1,247.60", "187,80 €"),
    or joined to it by a hyphen in a compound ("ein 100-Euro-Schein", "a 20-dollar bill")."""
    after = folded[number.end :]
    return bool(
        MONEY_SIGN_BEFORE.search(folded[: number.start])
        or CURRENCY.match(after.lstrip())
        or (after.startswith("-") and CURRENCY.match(after[1:]))
    )


_SUBJECT_WORDS = 3
_SIGN_BEFORE = r"(?:[€$£¥₩₽]|r\$)?\s*"  # a currency's sign between a price's word and the amount
_CLAUSE_END = regex.compile(r"[.!?;,:。！？；，]")


@dataclass(frozen=True)
class Change:
    amount: float
    percent: float
    up: bool  # the amount rises (else it falls)
    asked_change: bool  # the change is asked ("by how much"), not the new amount

    def expression(self) -> str:
        """The calculator's expression of what is asked."""
        amount, percent = written(self.amount), written(self.percent)
        if self.asked_change:
            return f"{amount} * {percent} / 100"
        return f"{amount} * (1 {'+' if self.up else '-'} {percent} / 100)"


# A Chinese discount says what share of the price is paid, in tenths: "打八折" (80%: 20% off),
# "打八五折" (85%), "7.5折"; its digits in Han or Arabic numerals.
_ZHE = regex.compile(r"打?\s*([一二三四五六七八九]{1,2}|\d(?:\.\d)?|\d\d)\s*折")
_HAN_DIGITS = {c: str(i) for i, c in enumerate("〇一二三四五六七八九")}
# A Japanese change in tenths: "2割引き" (20% off), "3割増し" (30% more).
_WARI = regex.compile(r"(\d|[一二三四五六七八九])\s*割\s*(引き?|増し?)")


def _is_percent(folded: str, number: Number) -> bool:
    """`number` is a percentage: its sign or word after it, or "百分之" before it."""
    return bool(PERCENT_AFTER.match(folded[number.end :]) or _PERCENT_BEFORE.search(folded[: number.start]))


def _zhe(folded: str) -> tuple[regex.Match[str], float] | None:
    """The one Chinese discount `folded` states, and the percentage it takes off."""
    found = list(_ZHE.finditer(folded))
    if len(found) != 1:
        return None
    digits = "".join(_HAN_DIGITS.get(c, c) for c in found[0].group(1))
    paid = float(digits) * 10 if "." in digits or len(digits) == 1 else float(digits)
    return (found[0], 100 - paid) if 0 < paid < 100 else None


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
    percents = [n for n in found if _is_percent(folded, n)]
    others = [n for n in found if n not in percents]
    asked_part = without(_asked_part(question), table.get("net", ()), entry.unspaced)  # "before tax"
    if has_any(asked_part, table.get("earlier", ()), entry.unspaced):
        return None  # "原价是多少元？", "¿Cuánto costaban antes?": the amount before the change (original)
    if reading.language == "zh" and not percents and len(others) == 1 and (zhe := _zhe(folded)) is not None:
        # "原价480元，现在打八五折": 15% off, the discount read as the lexicon's word for one
        match, off = zhe
        folded = folded[: match.start()] + " 打折 " + folded[match.end() :]
        question = question.replace(match.group(0), " 打折 ") if match.group(0) in question else question
        return _change_of(question, folded, others[0], off, up=False, reading=reading)
    wari = list(_WARI.finditer(folded)) if reading.language == "ja" and not percents else []
    if len(wari) == 1 and len(found) == 2:
        # "定価8,000円のスニーカーが2割引き": 20% off; "2割増し": 20% more
        match = wari[0]
        amount = next((n for n in found if n.end <= match.start() or n.start > match.end()), None)
        tenths = float("".join(_HAN_DIGITS.get(c, c) for c in match.group(1)))
        up = match.group(2).startswith("増")
        word = " 値上げ " if up else " 割引 "
        rest = folded[: match.start()] + word + folded[match.end() :]
        if amount is None or amount.start > match.start():
            return None
        question = question.replace(fold(match.group(0)), word) if fold(match.group(0)) in question else question
        return _change_of(question, rest, amount, tenths * 10, up=up, reading=reading)
    if len(percents) != 1 or len(others) != 1:
        return None
    if counted_in_words(folded, entry):
        return None  # "두 번째 상품 50% 할인 ... 12,000원짜리 샴푸 두 개": a count in words beside the amount
    if has_any(folded, [w for w in table.get("percent_asked", ()) if " " in w], entry.unspaced):
        return None  # "how many percent is that of my pay?": a percentage asked, not an amount
    if has_any(folded, table.get("compound", ()), entry.unspaced):
        return None  # interest compounded within the period ("с ежемесячной капитализацией"): no one change
    if _already_changed(folded, others[0], percents[0], table.get("already", ()), entry.unspaced):
        return None  # "A TV costs 500 € after a 20% discount": the amount is the new one
    sign = _sign(folded, percents[0])
    if sign is not None and has_any(folded, tuple(table.get("down" if sign else "up", ())), entry.unspaced):
        return None  # "steigt um -5 %": a word says one way, the sign the other
    return _change_of(question, folded, others[0], percents[0].value, sign, reading)


_RANGE_BEFORE = regex.compile(r"\d\s*[-–]\s*$")  # a percentage that ends a range ("5-10%", "5 – 10 %")

# A sign written right before a percentage, as a shop's label writes a change ("-25 %", "+10%"),
# not after a number or an operator ("5-10%", "100 - 25%": a range, arithmetic).
_SIGNED_PERCENT = regex.compile(r"(?:^|(?<=[\s(:,;]))([-−+])\s*$")


def _sign(folded: str, percent: Number) -> bool | None:
    """The change's direction a sign right before the percentage says ("Jacke 80 €, heute -25 %",
    "-40 % sur un manteau"): True up, False down; None where none does."""
    sign = _SIGNED_PERCENT.search(folded, 0, percent.start)
    return None if sign is None else sign.group(1) == "+"


_ALREADY_NEAR = 12  # characters before a percentage its `already` word stands in ("after a ", "nach ")


def _already_changed(folded: str, amount: Number, percent: Number, already: Iterable[str], unspaced: bool) -> bool:
    """An `already` word ("after", "nach", "après", "после") stands before the percentage, in the
    amount's clause ("costs 500 € after a 20% discount", "kostet nach 20 % Rabatt 400 €"): the
    amount is what the change made, or the question is too close to it to tell."""
    start, end = min(amount.start, percent.start), max(amount.end, percent.end)
    if CLAUSE_END.search(folded, start, end):
        return False
    before = folded[max(0, percent.start - _ALREADY_NEAR) : percent.start]
    return has_any(before, tuple(already), unspaced)


def _change_of(
    question: str, folded: str, amount: Number, percent: float, up: bool | None, reading: Reading
) -> Change | None:
    """The change of `amount` by `percent`, when the question's words read whole (or its
    request does) and say one direction (`up` when the caller knows it)."""
    entry = lexicon(reading.language)
    table = entry.change
    if up is None:
        up = has_any(folded, table.get("up", ()), entry.unspaced)
        down = has_any(folded, table.get("down", ()), entry.unspaced)
        up = up or (not down and _added_in_total(question, table.get("added", ()), entry))
    else:
        down = not up
    if up == down:
        return None  # no direction, or both
    if _part_named_in_request(question, entry):
        return None  # "一年的利息是多少元？": the part a percentage is asked (share.percent_of)
    rest = _without_subject(folded, amount.start, table, entry.unspaced)
    words = [*table.get("up", ()), *table.get("down", ()), *table.get("asked", ()), *table.get("priced", ()),
             *table.get("priced_of", ()), *table.get("priced_after", ()), *table.get("amount", ()),
             *table.get("with_part", ()), *table.get("net", ()), *table.get("included", ())]  # fmt: skip
    # The request for the new amount may say for how long ("per month", "al mese": `quantities`).
    asked_for = [*words, *entry.quantities]
    if (
        leftover(rest, reading.language, accepted=words)
        and not _request_reads(question, asked_for, percent=False)
        and not _plainly_a_change(folded, entry)
    ):
        return None
    asked = has_any(folded, table.get("asked", ()), entry.unspaced) or _more_asked(question, entry)
    return Change(amount.value, percent, up, asked)


def _more_asked(question: str, entry: Lexicon) -> bool:
    """A request apart from the data asks how much more or less (the lexicon's [change] `more`:
    "Wie viel Euro sind das mehr im Monat?", "¿cuánto es eso de más?"): the change, not the new amount."""
    request = _asked_part(question)
    return bool(request) and has_any(request, entry.change.get("more", ()), entry.unspaced)


def _asked_part(question: str) -> str:
    """The request's text (normalized) where the question splits into data and a request, else ""
    (one clause: "定価2,000円が1割増しになるといくら？" names the price it changes, asks no earlier one)."""
    parts = split(question)
    return text.normalize(parts.request) if parts is not None else ""


def _plainly_a_change(folded: str, entry: Lexicon) -> bool:
    """One amount, one percentage and one direction (the caller's), asked how much, with words
    around them the reading does not know ("Landlord just told me my rent of $1,850/month is going
    up 4.5% next year. What will I be paying per month?"): nothing else than the changed amount is
    there to ask, unless a phrase asks the change, the amount before it, a percentage, a part, or
    says the amount is already the changed one; and the amount is not the one the change went to
    ("rose 10% to $55")."""
    table = entry.change
    if not read(folded).quantity:
        return False
    other = (*table.get("asked", ()), *table.get("original", ()), *table.get("net", ()), *table.get("already", ()),
             *table.get("compound", ()), *table.get("earlier", ()), *entry.part_names, *entry.asks_other)  # fmt: skip
    asked_percent = [w for w in table.get("percent_asked", ()) if w != "%"]
    if has_any(folded, (*other, *asked_percent), entry.unspaced):
        return False
    found = numbers(folded, read(folded).language)
    amount = next((n for n in found if not _is_percent(folded, n)), None)
    percent = next((n for n in found if _is_percent(folded, n)), None)
    if amount is None or percent is None:
        return False
    between = folded[percent.end : amount.start] if percent.end <= amount.start else ""
    return not has_any(between, table.get("to_before", ()), entry.unspaced)


def _plainly_a_change_between(folded: str, entry: Lexicon) -> bool:
    """From one amount to another, a direction said ("baissé", "creció", "하락", "値上がり") and a
    percentage asked: the change in percent is all there is to ask, whatever else the question
    says of the amounts, unless it asks what is left of one or a part ("what percentage is left")."""
    table = entry.change
    if not has_any(folded, (*table.get("up", ()), *table.get("down", ())), entry.unspaced):
        return False
    return not has_any(folded, (*entry.left, *entry.part_names, *entry.asks_other, *entry.each), entry.unspaced)


def _part_named_in_request(question: str, entry: Lexicon) -> bool:
    """The request names the part a percentage is ("the interest", "利息", "l'IVA") and asks no
    total: the part is asked, not the amount it changes."""
    parts = split(question)
    if parts is None:
        return False
    table = entry.change
    request = without(
        text.normalize(parts.request), (*table.get("net", ()), *table.get("original", ())), entry.unspaced
    )
    asks_total = has_any(request, (*entry.total, *table.get("included", ())), entry.unspaced)
    return has_any(request, entry.part_names, entry.unspaced) and not asks_total


def with_part_asked(question: str, entry: Lexicon) -> bool:
    """The amount with the part in it is asked: a `with_part` phrase anywhere ("消費税10%込みだと
    いくら？"), or an `included` word in the request ("Combien ça fait TVA comprise ?")."""
    if has_any(text.normalize(fold(question)), entry.change.get("with_part", ()), entry.unspaced):
        return True
    parts = split(question)
    request = text.normalize(parts.request) if parts is not None else ""
    return has_any(request, entry.change.get("included", ()), entry.unspaced)


def _added_in_total(question: str, added: Iterable[str], entry: Lexicon) -> bool:
    """A part added on top is named ("un 10 % de propina", "zzgl. MwSt") and the request asks the
    total, not the part ("¿Cuánto pagamos en total?"): the amount rises by it."""
    if with_part_asked(question, entry):
        return True
    parts = split(question)
    if parts is None:
        return False
    request = text.normalize(parts.request)
    if not has_any(text.normalize(parts.data), tuple(added), entry.unspaced):
        return False
    return has_any(request, entry.total, entry.unspaced) and not has_any(request, entry.part_names, entry.unspaced)


def _request_reads(question: str, words: list[str], *, percent: bool = True) -> bool:
    """The question is data and a request (data_request.py) whose request reads whole with the
    [change] words: the data's other words are its context ("Landlord just told me my rent of
    $1,850/month is going up 4.5% next year. What will I be paying per month?"). Unless
    `percent`, a request that asks for a percentage is none (the data states it)."""
    parts = split(question)
    if parts is None:
        return False
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)
    if not percent and has_any(request, entry.change.get("percent_asked", ()), entry.unspaced):
        return False
    return request_reads(parts, tuple(words))


def _without_subject(folded: str, amount_at: int, table: dict[str, tuple[str, ...]], unspaced: bool) -> str:
    """`folded` with the thing priced taken out: up to three words of its clause right before the
    `priced` word that comes before the amount (or a `priced_of` word, when a currency is next to
    the amount)."""
    if unspaced:
        for word in table.get("priced_after", ()):  # "5만 원짜리 옷을": the word after names the thing
            folded = regex.sub(rf"({regex.escape(word)})\s*[^\W\d_]+", r"\1 ", folded, count=1)
        return folded
    near = folded[max(0, amount_at - 4) : amount_at + 12]
    words = list(table.get("priced", ()))
    if CURRENCY.search(near):
        words += table.get("priced_of", ())
    found = _word_before(folded[:amount_at], words, _SIGN_BEFORE)
    if found is None:
        return folded
    at, clause_start, subject = found
    if not subject or len(subject) > _SUBJECT_WORDS:
        return folded  # nothing, or more than a thing's name, before the price
    return folded[:clause_start] + " " + folded[at:]


def _word_before(before: str, words: Iterable[str], money: str) -> tuple[int, int, list[regex.Match[str]]] | None:
    """The longest of `words` that `before` ends with (a currency `money` reads between): where
    it starts, where its clause starts, and the words of its clause before it."""
    for word in sorted(words, key=len, reverse=True):
        m = regex.search(rf"(?<!\w){regex.escape(word)}\s*{money}$", before)
        if m is not None:
            clause_start = max((c.end() for c in _CLAUSE_END.finditer(before, 0, m.start())), default=0)
            return m.start(), clause_start, list(regex.finditer(r"[^\W\d_]+", before[clause_start : m.start()]))
    return None


@dataclass(frozen=True)
class Between:
    """The change from one amount to another, asked as a percentage ("The rent went from 1,450
    to 1,595: by what percent?"): its size, as people ask it (a fall from 250 to 215 is 14%)."""

    first: float
    second: float

    def expression(self) -> str:
        first, second = written(self.first), written(self.second)
        return f"abs({second} - {first}) / {first} * 100"


@lru_cache(maxsize=256)
def change_between(question: str) -> Between | None:
    """The percentage change from one amount to another the whole question asks: exactly two
    amounts, no percentage stated, the first after a `from` word and the second after a `to`
    word of its language ("from 250 to 215", "von 250 € auf 215 €", "de 2 400 € à 2 520 €", "da
    8.000 a 9.400", "de R$ 5,80 para R$ 6,09", "с 80 до 92"; Chinese 从...到, Japanese and Korean
    after each amount: "3200円から2400円に", "280만 원에서 301만 원으로"), and a phrase that asks
    for a percentage ("by what percent", "um wie viel Prozent", "몇 퍼센트"). The thing that
    changes may be named by up to three words before the first amount's `from` word; any other
    word left over sends the question to the model."""
    reading = read(question)
    entry = lexicon(reading.language)
    table = entry.change
    if not table.get("percent_asked"):
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if any(PERCENT_AFTER.match(folded[n.end :]) for n in found) or len(found) != 2:
        return None
    if not has_any(folded, table["percent_asked"], entry.unspaced):
        return None
    first, second = found
    if not (marked(folded, first, table, "from") and marked(folded, second, table, "to")):
        return _between_by_direction(question, first, second, table, entry.unspaced)
    rest = _without_thing(folded, first.start, table)
    words = [*table.get("up", ()), *table.get("down", ()), *table.get("amount", ()), *table.get("percent_asked", ()),
             *table.get("from_before", ()), *table.get("to_before", ()), *table.get("from_after", ()),
             *table.get("to_after", ())]  # fmt: skip
    if (
        leftover(rest, reading.language, accepted=words)
        and not _request_reads(question, words)
        and not _plainly_a_change_between(folded, entry)
    ):
        return None
    if first.value == 0:
        return None
    return Between(first.value, second.value)


def _between_by_direction(
    question: str, first: Number, second: Number, table: dict[str, tuple[str, ...]], unspaced: bool
) -> Between | None:
    """Two amounts in the data with no from/to words ("Our bill was $142 in January and $119 in
    February. By what percentage did it go down?"), the request asking a percentage, and one
    direction said: a rise is counted from the smaller amount, a fall from the larger, in
    whichever order they are written ("今年1,250万元，去年是1,000万元，增长了百分之几")."""
    parts = split(question)
    if parts is None or len(parts.numbers) != 2:
        return None
    folded = text.normalize(fold(question))
    up = has_any(folded, table.get("up", ()), unspaced)
    down = has_any(folded, table.get("down", ()), unspaced)
    request = text.normalize(parts.request)
    if up == down or not has_any(request, table.get("percent_asked", ()), unspaced):
        return None
    words = (*table.get("up", ()), *table.get("down", ()), *table.get("amount", ()), *table.get("percent_asked", ()))
    if not request_reads(parts, words):
        return None
    data = text.normalize(fold(parts.data))
    things = [None if unspaced else thing_after(data, n) for n in parts.numbers]
    if things[0] and things[1] and not same_word(things[0], things[1]):
        return None  # "240 iscritti ... 36 nuovi": the second is no level of the first's thing, but what came
    low, high = sorted((first.value, second.value))
    if low <= 0 or low == high:
        return None
    return Between(low, high) if up else Between(high, low)


_WORD_AFTER = regex.compile(r"\s*([^\W\d_]{3,})")


def thing_after(data: str, number: Number) -> str | None:
    """The word right after an amount that names what it counts ("240 iscritti"), or None where
    a currency, a unit of measure or none is there (an amount of money names no thing of its own)."""
    if has_currency(data, number) or unit_written_at(after_number(data[number.end :])) is not None:
        return None
    found = _WORD_AFTER.match(data[number.end :])
    return found.group(1) if found else None


_MONEY_BEFORE = rf"{MONEY_SIGN}?\s*"
_MONEY_AFTER = r"\s*(?:[€$£¥₩₽元円원]|万円|万元|만\s*원|euros?|dollars?|reais|рубл\w*)?\s*"


def marked(folded: str, number: Number, table: dict[str, tuple[str, ...]], side: str) -> bool:
    """The amount has its `from` (or `to`) word right before it, or right after it (Japanese,
    Korean: "3200円から"), a currency allowed between."""
    before, after = folded[: number.start], folded[number.end :]
    for word in table.get(f"{side}_before", ()):
        edge = "" if not word.isascii() else r"(?<!\w)"  # "从8000元涨到": no space in Chinese
        if regex.search(rf"{edge}{regex.escape(word)}\s*{_MONEY_BEFORE}$", before):
            return True
    for word in table.get(f"{side}_after", ()):
        if regex.match(rf"{_MONEY_AFTER}{regex.escape(word)}", after):
            return True
    return False


def _without_thing(folded: str, amount_at: int, table: dict[str, tuple[str, ...]]) -> str:
    """`folded` with up to three words right before the first amount's `from` word taken out: the
    thing whose amount changes ("the price of the bike went from 250"). Languages that write the
    word after the amount keep their words (their particles are the lexicon's)."""
    found = _word_before(folded[:amount_at], table.get("from_before", ()), _MONEY_BEFORE)
    if found is None or not found[2]:
        return folded
    at, clause_start, subject = found
    cut = clause_start + subject[-_SUBJECT_WORDS:][0].start()
    return folded[:cut] + " " + folded[at:]


@dataclass(frozen=True)
class Changes:
    """Percentage changes applied one after the other to an amount ("A coat costs 200 €, 30% off
    and then another 10% off at the till", "900 € con lo sconto del 10% e poi l'IVA del 22%"),
    or to items at a price each ("Compré 3 camisetas a 20 € y me hicieron un 15% de descuento"):
    the amount at the end. Parts added on top one after another ("plus 8% tax and a 15% tip")
    are each a part of the same amount, added together."""

    amount: str  # the calculator's expression of the amount changed ("200", "3 * 20")
    steps: tuple[tuple[tuple[float, ...], bool], ...]  # (percents, up) in the order written

    def expression(self) -> str:
        def step(percents: tuple[float, ...], up: bool) -> str:
            added = " + ".join(written(p) for p in percents)
            return f" * (1 {'+' if up else '-'} {f'({added})' if len(percents) > 1 else added} / 100)"

        return self.amount + "".join(step(p, up) for p, up in self.steps)


_ITEM_WORDS = 3  # "3 camisetas a", "4 Hemden zu je": the item's name between its count and its price


@lru_cache(maxsize=256)
def changes(question: str) -> Changes | None:
    """The amount after the changes the data states, one after the other, when the request asks
    for an amount (not a change, not a percentage) and reads whole. Each percentage takes the
    direction of the nearest word of one (the [change] table's `up`, `down`, or `added`: a
    percentage added on top, "VAT", "IVA", "tip") in its own clause; a percentage with none,
    a second amount that is not a count of items priced each, or a change asked ("by how much")
    goes to the model. One percentage of one amount is `change`'s."""
    parts = split(question)
    if parts is None:
        return None
    entry = lexicon(parts.language)
    table = entry.change
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    percents = [n for n in parts.numbers if _is_percent(data, n)]
    others = [n for n in parts.numbers if n not in percents]
    if not percents or not others or len(percents) + len(others) < 3:
        return None
    if has_any(request, (*table.get("asked", ()), *table.get("percent_asked", ())), entry.unspaced):
        return None
    amount = _amount_of(data, others, entry.unspaced)
    if amount is None or any(p.start < others[0].start for p in percents):
        return None  # no amount, or a percentage before it: not changes of it
    if any(_RANGE_BEFORE.search(data, 0, p.start) for p in percents):
        return None  # "a 5-10% discount": a range of percentages, no count of items
    steps: list[tuple[tuple[float, ...], bool]] = []
    added_before = False
    for i, p in enumerate(percents):
        found = _direction(data, p, table, entry.unspaced, percents)
        if found is None and i and has_any(data[percents[i - 1].end : p.start], table.get("again", ()), entry.unspaced):
            found = (steps[-1][1], added_before)  # "steigt um 5 % und ... noch einmal um 3 %": the same way again
        if found is None:
            return None
        up, added = found
        if added and added_before:  # "plus 8% tax and a 15% tip": two parts of one amount
            steps[-1] = ((*steps[-1][0], p.value), True)
        else:
            steps.append(((p.value,), up))
        added_before = added
    words = (*table.get("amount", ()), *table.get("priced", ()), *entry.spent, *entry.total, *entry.quantities)
    if not request_reads(parts, words):
        return None
    return Changes(amount, tuple(steps))


def _amount_of(data: str, others: list[Number], unspaced: bool) -> str | None:
    """The amount the changes apply to: the one number that is not a percentage, or a whole count
    then a price in its currency, with at most a few words (the item's name, "a", "de", "zu je")
    between them."""
    if len(others) == 1:
        return written(others[0].value)
    if len(others) != 2:
        return None
    count, price = others
    between = data[count.end : price.start]
    if (
        not has_currency(data, price)
        or not count.value.is_integer()
        or count.value < 2
        or CURRENCY.match(between.lstrip())
    ):
        return None
    if _CLAUSE_END.search(between) or (not unspaced and len(text.words(between)) > _ITEM_WORDS + 1):
        return None
    return f"{written(count.value)} * {written(price.value)}"


def _direction(
    data: str, percent: Number, table: dict[str, tuple[str, ...]], unspaced: bool, percents: Iterable[Number] = ()
) -> tuple[bool, bool] | None:
    """Whether the percentage at `percent` raises the amount, and whether as a part added on top:
    the nearest `up`, `down` or `added` word in its clause, and not past another of `percents`
    ("subió un 8 % y luego lo rebajaron un 15 %": "subió" is the 8 %'s), says; None when none is
    there or two of other kinds are as near."""
    start = max((c.end() for c in CLAUSE_END.finditer(data, 0, percent.start)), default=0)
    end = next((c.start() for c in CLAUSE_END.finditer(data, percent.end)), len(data))
    start = max([start, *(p.end for p in percents if p.end <= percent.start)])
    end = min([end, *(p.start for p in percents if p.start >= percent.end)])
    best: dict[tuple[bool, bool], int] = {}
    for kind, key in (((True, False), "up"), ((True, True), "added"), ((False, False), "down")):
        for word in table.get(key, ()):
            for m in phrase_pattern(word, unspaced).finditer(data, start, end):
                distance = percent.start - m.end() if m.end() <= percent.start else m.start() - percent.end
                if 0 <= distance < best.get(kind, len(data)):
                    best[kind] = distance
    if not best:
        return None
    nearest = min(best.values())
    kinds = [kind for kind, distance in best.items() if distance == nearest]
    return kinds[0] if len(kinds) == 1 else None


@dataclass(frozen=True)
class Original:
    """The amount before a percentage change, from the amount after it ("Ho pagato 68 € un paio di
    scarpe scontate del 20 %. Qual era il prezzo pieno?": 85; "59,50 € brutto inklusive 19 % MwSt,
    der Nettopreis?": 50)."""

    amount: float
    percent: float
    up: bool  # the change raised it (a tax added), else lowered it (a discount)

    def expression(self) -> str:
        return f"{written(self.amount)} / (1 {'+' if self.up else '-'} {written(self.percent)} / 100)"


@lru_cache(maxsize=256)
def original(question: str) -> Original | None:
    """The amount before the change, when the question states one amount and one percentage, the
    percentage's direction is said by the nearest word of one in its clause (a discount, a tax
    added on top), and the question asks the amount before it (the [change] table's `original`
    words: "full price", "prezzo pieno", "Nettopreis", "hors taxes", "本体価格", "原价"), by a
    request that reads whole, or in one clause with no word the lexicon does not read."""
    reading = read(question)
    entry = lexicon(reading.language)
    table = entry.change
    if not (table.get("original") or table.get("net")) or not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    percents = [n for n in found if _is_percent(folded, n)]
    others = [n for n in found if n not in percents]
    if len(percents) != 1 or len(others) != 1 or not 0 < percents[0].value < 100:
        return None
    direction = _direction(folded, percents[0], table, entry.unspaced)
    if direction is None:
        return None
    up, _ = direction
    # The amount before the change is asked after the numbers, not said of the amount ("2.340 €
    # netto", "정가 25,000원"): before any change (`original`), or before a tax added (`net`).
    last = max(n.end for n in found)
    asked = _asked_after(folded, last, table.get("original", ()), entry.unspaced)
    if not asked and up:
        asked = _asked_after(folded, last, table.get("net", ()), entry.unspaced)
    if not asked:
        return None
    kinds = ("up", "down", "added", "original", "net", "priced", "priced_of", "amount")
    words = [*(w for kind in kinds for w in table.get(kind, ())), *entry.spent]
    rest = _without_subject(folded, others[0].start, table, entry.unspaced)
    if leftover(rest, reading.language, accepted=words) and not _request_reads(question, [*words, *entry.quantities]):
        return None
    return Original(others[0].value, percents[0].value, up)


def _asked_after(folded: str, end: int, phrases: Iterable[str], unspaced: bool) -> bool:
    """One of `phrases` stands after `end` (the last number), with a word between: it is asked,
    not said of the amount ("1 350 € HT")."""
    for phrase in phrases:
        for m in phrase_pattern(phrase, unspaced).finditer(folded, end):
            gap = regex.sub(CURRENCY.pattern + r"|[\s%.,:;!?、，。]", "", folded[end : m.start()], flags=regex.I)
            if gap:
                return True
    return False
