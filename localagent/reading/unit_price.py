"""What an amount of something costs at a price per unit of measure: "苹果6.8元一斤，买12斤要多少钱？",
"超市苹果8.5元一斤，我买了3.6斤，一共要付多少钱？", "Tomatoes are $2.40 a pound. How much for 3.5
pounds?", "Le fromage est à 18,90 € le kilo, j'en prends 350 g. Ça fait combien ?".

The question states exactly two numbers: a price (with its currency) for one unit of measure,
written right after the price with a word of "per" or one ("$2.40 a pound", "18,90 € le kilo",
"6.8元一斤", "3,20 €/kg") or before it ("每斤6.5元"); and a quantity in a unit of the same kind
("3.6斤", "350 g"). It asks how much (a phrase of the language's `quantity` or `ask`) and names no
share (`each`), nothing left (`left`) and no change back. The quantity, in the price's unit,
times the price.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import after_number, convert, kind_of, measure_names_in, unit_at_start
from .change import CURRENCY, PERCENT_AFTER, has_currency
from .data_request import CLAUSE_END
from .lexicon import lexicon
from .numbers import Number, fold, numbers, written
from .per import unit_per
from .question import has_any, read

# After a price's currency: "a", "per", "le", "al", "/", "pro", "за", "每"... and "1" or "one" before
# the unit ("6.8元一斤", "€ 3 al kg", "$2.40 a pound", "18,90 € le kilo", "3,20 €/kg").
# A word of them is whole: the "a" of "$5.76 at costco" is no "a" ("at" had read as "a t", a tonne).
_PER_AFTER = regex.compile(
    r"^\s*(?:/|(?:per|the|pro|das|an|le|la|al|el|je|за|a|o)(?!\p{L})|l'|每|一)?"
    r"\s*(?:1\s*|one\s+|un\s+|una\s+|um\s+|uma\s+|ein\s+)?"
)
_PER_BEFORE = regex.compile(r"(?:每|1)\s*$")  # "每斤6.5元": the unit right before the price, "per" before it
# A unit that costs the price, said before it with an article of "each" and a verb of costing:
# "das Kilo kostet 2,39 €", "le kilo est à 2,39 €", "el kilo cuesta 2,39 €", "a pound is $2.39".
_COSTS_BEFORE = regex.compile(
    r"(?:^|[^\w])(?:das|der|die|le|la|l'|el|il|lo|o|a|an|the|one|1|один|одна)\s*([^\W\d_]+)\s+"
    r"(?:kostet|kosten|coûte|coute|est à|est a|fait|cuesta|está a|esta a|sale a|costa|viene|custa|está|sai a|"
    r"costs|is|goes for|стоит)\s*$"
)


@dataclass(frozen=True)
class UnitPrice:
    quantity: float
    factor: float  # the quantity's unit in the price's
    price: float

    def expression(self) -> str:
        quantity = written(self.quantity) if self.factor == 1 else f"{written(self.quantity)} * {written(self.factor)}"
        return f"{quantity} * {written(self.price)}"


@lru_cache(maxsize=256)
def unit_price(question: str) -> UnitPrice | None:
    """What the quantity costs at the price per unit (the module's doc), or None."""
    read_as = _one_price(question, 2) or _one_per_one(question)
    if read_as is None:
        return None
    folded, found, price = read_as
    quantity = next(n for n in found if n is not price)
    per = unit_priced(folded, price)
    amount_unit = unit_at_start(after_number(folded[quantity.end :]))
    if per is None or amount_unit is None or kind_of(per) != kind_of(amount_unit) or kind_of(per) in (None, "time"):
        return None  # a price each day or hour is a rate (rates.py)
    try:
        factor = convert(1, amount_unit, per)
    except ToolRetry:
        return None
    return UnitPrice(quantity.value, round(factor, 9), price.value)


def _one_price(question: str, count: int) -> tuple[str, list[Number], Number] | None:
    """The question folded, its numbers and its one price (with its currency), where it asks, states
    exactly `count` numbers, no percentage, and names no share, nothing left and no change back."""
    reading = read(question)
    entry = lexicon(reading.language)
    if not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) != count or any(PERCENT_AFTER.match(folded[n.end :]) for n in found):
        return None
    if has_any(folded, (*entry.each, *entry.left, *entry.change_back), entry.unspaced):
        return None
    priced = [n for n in found if has_currency(folded, n)]
    return (folded, found, priced[0]) if len(priced) == 1 else None


def _one_per_one(question: str) -> tuple[str, list[Number], Number] | None:
    """`_one_price` of a question whose price's unit is written with a 1 before it, right before the
    price ("ガソリンが1リットル172円で、45リットル入れたら"): that 1 is no quantity; else None."""
    read_as = _one_price(question, 3)
    if read_as is None:
        return None
    folded, found, price = read_as
    ones = [
        n for n in found
        if n is not price and n.value == 1 and n.end <= price.start
        and (unit := unit_at_start(after_number(folded[n.end : price.start]))) is not None
        and not folded[n.end : price.start].strip()[len(unit):].strip()
    ]  # fmt: skip
    if len(ones) != 1:
        return None
    return folded, [n for n in found if n is not ones[0]], price


# A price's quantity written next to it: before it, maybe with a word of "per" ("100g당 2,800원",
# "100 gあたり280円"), or after it with one ("$2.80 per 100 g", "2,50 € les 100 g", "3 € al etto").
_PER_QUANTITY_BEFORE = regex.compile(r"^\s*(?:당|あたり|当たり|につき)?\s*$")
_PER_QUANTITY_AFTER = regex.compile(
    r"^\s*(?:per|for|every|each|a|pro|je|für|les|le|la|pour|por|cada|al|il|ogni|o|os|a cada|за|на|每)\s*$"
)


@lru_cache(maxsize=256)
def price_of_bought(question: str) -> PriceScaled | None:
    """What a quantity bought costs at a price for another quantity ("삼겹살 600g 사려는데 100g당
    2,800원이면 얼마예요?", "I'm getting 600 g of cheese at $2.80 per 100 g. How much is that?",
    "Je prends 300 g de jambon à 2,50 € les 100 g. Ça fait combien ?"): three numbers, a price (with
    its currency) and two measures of one kind (not times, temperatures or speeds), one of them
    the price's, written right next to it (before it, or after it with a word of "per"); the
    question asks how much and names no share, nothing left and no change back. The price over
    its quantity, times the other in that quantity's unit."""
    read_as = _one_price(question, 3)
    if read_as is None:
        return None
    folded, found, price = read_as
    measures = [n for n in found if n is not price]
    named = [unit_at_start(after_number(folded[n.end :])) for n in measures]
    units = [u for u in named if u is not None]
    if len(units) != 2 or kind_of(units[0]) != kind_of(units[1]) or kind_of(units[0]) in _NOT_BOUGHT_BY:
        return None
    after = folded[price.end :]
    sign = CURRENCY.match(after.lstrip())
    end_of_price = price.end + (len(after) - len(after.lstrip()) + sign.end() if sign else 0)

    def next_to_price(n: Number, unit: str) -> bool:
        if n.end <= price.start:  # before it: the measure's unit, then maybe "당", then the price
            between = folded[n.end : price.start].lstrip()
            between = between[len(unit) :] if between.startswith(unit) else between
            return _PER_QUANTITY_BEFORE.match(regex.sub(r"[^\s\w]", "", between)) is not None
        return _PER_QUANTITY_AFTER.match(folded[end_of_price : n.start]) is not None

    priced = [i for i, n in enumerate(measures) if next_to_price(n, units[i])]
    if len(priced) != 1:
        return None
    reference, bought = measures[priced[0]], measures[1 - priced[0]]
    if reference.value <= 0:
        return None
    try:
        factor = convert(1, units[1 - priced[0]], units[priced[0]])
    except ToolRetry:
        return None
    return PriceScaled(price.value, reference.value, round(bought.value * factor, 9))  # the one bought, asked


# Kinds of measure no price scales with: a price for 2 hours is a rate (rates.py); a temperature
# or a speed is bought by no quantity.
_NOT_BOUGHT_BY = (None, "time", "temperature", "speed")


@dataclass(frozen=True)
class PriceScaled:
    """A price paid for one quantity, asked for another of the same kind."""

    price: float
    quantity: float  # what the price is for
    asked: float  # in the quantity's unit

    def expression(self) -> str:
        return f"{written(self.price)} / {written(self.quantity)} * {written(self.asked)}"


@lru_cache(maxsize=256)
def price_scaled(question: str) -> PriceScaled | None:
    """What another quantity costs at the price one quantity costs ("삼겹살 600g에 18,000원이에요.
    같은 단가라면 1kg에 얼마예요?", "3 kg of apples cost €7.50. How much do 5 kg cost?"): the
    question states exactly three numbers, a price (with its currency, for no unit: "$2 a pound"
    is unit_price's) and two measures of one kind (not times, temperatures or speeds); the price
    and the first measure in the data, the second in the last clause, which asks how much and
    names no share, nothing left and no change back. The price over the first, times the second
    in the first's unit."""
    read_as = _one_price(question, 3)
    if read_as is None or unit_priced(read_as[0], read_as[2]) is not None:
        return None
    folded, found, price = read_as
    entry = lexicon(read(question).language)
    first, second = [n for n in found if n is not price]
    units = [unit_at_start(after_number(folded[n.end :])) for n in (first, second)]
    if units[0] is None or units[1] is None or kind_of(units[0]) != kind_of(units[1]):
        return None
    if kind_of(units[0]) in _NOT_BOUGHT_BY:
        return None
    last = max((e for e in _clause_ends(folded) if e <= second.start), default=0)
    asks = has_any(folded[last:], (*entry.quantity, *entry.ask), entry.unspaced)
    if last <= max(first.end, price.end) or not asks:
        return None  # the second measure in the clause that asks, after the price's
    try:
        factor = convert(1, units[1], units[0])
    except ToolRetry:
        return None
    return PriceScaled(price.value, first.value, round(second.value * factor, 9))


@dataclass(frozen=True)
class PricePer:
    """A price for a quantity, asked per one of another unit of its kind."""

    price: float
    quantity: float  # the quantity the price is for, in the unit asked per

    def expression(self) -> str:
        return f"{written(self.price)} / {written(self.quantity)}"


@lru_cache(maxsize=256)
def price_per(question: str) -> PricePer | None:
    """The price per a unit of measure the request asks ("Se 1 galão americano de tinta custa R$
    90, quanto sai o litro?", "우유 1갤런이 4.29달러예요. 리터당 몇 달러예요?", "Milk is $4.29 a
    gallon. How much per liter?"): the data states a price (with its currency) and the quantity it
    is for (a number and its unit, or the unit the price is per), nothing else; the last clause
    asks how much per a unit of the same kind (reading/per.py) and names no share, nothing left
    and no change back. The price over the quantity in the unit asked per."""
    reading = read(question)
    entry = lexicon(reading.language)
    if not reading.asks:
        return None
    folded = text.normalize(fold(question))
    ends = _clause_ends(folded)
    if not ends:
        return None
    data, request = folded[: ends[-1]], folded[ends[-1] :]
    found = numbers(data, reading.language)
    if numbers(regex.sub(r"(?<![\d.,])1\s*(?=[^\W\d_])", " ", request), reading.language):
        return None  # a number asked of ("per 1 liter" is per one)
    if has_any(folded, (*entry.each, *entry.left, *entry.change_back), entry.unspaced):
        return None
    if not has_any(request, (*entry.quantity, *entry.ask), entry.unspaced) or not 1 <= len(found) <= 2:
        return None
    if any(PERCENT_AFTER.match(data[n.end :]) for n in found):
        return None
    priced = [n for n in found if has_currency(data, n)]
    if len(priced) != 1:
        return None
    price = priced[0]
    per_price = unit_priced(data, price)
    if len(found) == 1:
        quantity, unit = 1.0, per_price
    else:
        if per_price is not None:
            return None  # a price per unit and a quantity: what the quantity costs (unit_price)
        other = next(n for n in found if n is not price)
        quantity, unit = other.value, unit_at_start(after_number(data[other.end :]))
    if unit is None or kind_of(unit) in _NOT_BOUGHT_BY:
        return None
    asked = unit_per(request, str(kind_of(unit)))
    if asked is None or quantity <= 0 or _names_a_measure(request.replace(asked, " ", 1)):
        return None  # "How many liters is a gallon?" asks a measure, not a price
    try:
        return PricePer(price.value, round(convert(quantity, unit, asked), 9))
    except ToolRetry:
        return None


def _clause_ends(folded: str) -> list[int]:
    """Where each clause of `folded` ends but its last (the question's own end marks left out)."""
    return [m.end() for m in CLAUSE_END.finditer(folded.rstrip(" ?？!.。"))]


def _names_a_measure(text_: str) -> bool:
    """`text_` names a unit of measure (two letters or more, a word of its own in a spaced script)."""
    return any(regex.search(rf"(?<![a-z]){regex.escape(n)}(?![a-z])", text_) for n in measure_names_in(text_))


def unit_priced(folded: str, price: Number) -> str | None:
    """The unit of measure the price is for, written right after its currency or right before the
    price ("每斤6.5元"), or None."""
    after = folded[price.end :]
    sign = CURRENCY.match(after.lstrip())
    if sign is not None:
        after = after.lstrip()[sign.end() :]
    per = _PER_AFTER.match(after)
    if per is not None and per.end() > 0:
        unit = unit_at_start(after[per.end() :])
        if unit is not None:
            return unit
    before = folded[: price.start]
    before = regex.sub(r"(?:[€$£¥₩₽]|r\$)\s*$", "", before)
    costs = _COSTS_BEFORE.search(before)
    if costs is not None and (unit := unit_at_start(costs.group(1))) is not None and unit == costs.group(1):
        return unit
    for length in range(1, 5):
        unit = unit_at_start(before[-length:]) if len(before) >= length else None
        if unit is not None and len(unit) == length and _PER_BEFORE.search(before[:-length]):
            return unit
    return None
