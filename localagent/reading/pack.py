"""What one of so many costs, where a price is for all of them: "A 24-pack of sparkling water is
$11.52. What's that per can?", "Un pack de 6 bouteilles d'eau d'1,5 L coûte 3,30 €. Combien coûte
une bouteille ?", "500mlのペットボトルが24本入りで2,280円でした。1本あたりいくら？".

Read whole as data and a request are (data_request.py). The data states a price (its currency
next to it) and a whole count of two or more, and no other number but the measures that describe
the item ("d'1,5 L", "500ml": a number with a unit of measure after it). The request asks for one
of them: a `one_item` word ("one", "per", "une", "pro", "одну") right before the item's name as the
data names it after the count ("6 bouteilles" ... "une bouteille"), or any name where the data
sells them as a pack and names no item after the count (a `packs` word beside it: "24-pack",
"6er-Pack"); in a
language written without spaces, the count's counter with a `one_item` word after it ("24本入り"
... "1本あたり"). The request reads whole (its other words the language's request words). The
price divided by the count; anything else is the model's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, unit_written_at
from .change import PERCENT_AFTER, has_currency
from .data_request import other_number, request_reads, same_word, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .question import has_any

_NAME = regex.compile(r"[^\W\d_]+")
_AFTER_COUNT = regex.compile(r"^(?:er)?[\s-]*")  # between a count and its item: "24-pack", "6er-Pack", "6 bouteilles"
_COUNTER = regex.compile(r"\s*([^\W\d_\p{Hiragana}])")  # the counter right after a count ("24本")


@dataclass(frozen=True)
class PackPrice:
    price: float
    count: float

    def expression(self) -> str:
        return f"{written(self.price)} / {written(self.count)}"


@lru_cache(maxsize=256)
def pack_price(question: str) -> PackPrice | None:
    """The price of one of a pack (the module's doc), or None."""
    parts = split(question)
    if parts is None:
        return None
    entry = lexicon(parts.language)
    if not entry.one_item:
        return None
    data = text.normalize(fold(parts.data))
    request = text.normalize(fold(parts.request))
    found = [n for n in parts.numbers if unit_written_at(after_number(data[n.end :])) is None]
    if len(found) != 2 or any(PERCENT_AFTER.match(data[n.end :]) for n in found):
        return None
    priced = [n for n in found if has_currency(data, n)]
    if len(priced) != 1:
        return None
    price = priced[0]
    count = next(n for n in found if n is not price)
    if not count.value.is_integer() or count.value < 2:
        return None
    item = _item_asked(data, request, count, entry)
    if item is None:
        return None
    if not request_reads(parts, (*entry.one_item, *entry.change.get("amount", ()), item)):
        return None
    return PackPrice(price.value, count.value)


def _item_asked(data: str, request: str, count: Number, entry: Lexicon) -> str | None:
    """The words by which the request asks for one item (a `one_item` word and the item's name,
    or the counter and its `one_item` word), or None where it asks for none."""
    if entry.unspaced:
        counter = _COUNTER.match(data[count.end :])
        if counter is None:
            return None
        asked = [counter.group(1) + w for w in entry.one_item if counter.group(1) + w in request]
        return asked[0] if asked else None
    named = _NAME.match(_AFTER_COUNT.sub("", data[count.end :]))
    # Sold as a pack and named by nothing else ("a 24-pack of water"), any name asks for one.
    pack = _sold_as_pack(data, count, entry) and (named is None or named.group(0) in entry.packs)
    words = "|".join(regex.escape(w) for w in sorted(entry.one_item, key=len, reverse=True))
    for m in regex.finditer(rf"(?<!\w)(?:{words})\s+([^\W\d_]+)", request):
        name = m.group(1)
        if unit_written_at(name) is not None:
            continue  # "al litro", "per kg": a price per a unit of measure (unit_price.py), not one item
        if pack or (named is not None and (same_word(name, named.group(0)) or other_number(name, named.group(0)))):
            return name
    return None


def _sold_as_pack(data: str, count: Number, entry: Lexicon) -> bool:
    """A `packs` word right beside the count: "24-pack", "6er-pack", "pack de 6", "упаковка из 10"."""
    after = data[count.end :]
    before = data[: count.start]
    return any(
        regex.match(rf"(?:-|er-|\s)?{regex.escape(w)}(?!\w)", after) is not None
        or regex.search(rf"(?<!\w){regex.escape(w)}\s+(?:\w+\s+)?$", before) is not None
        for w in entry.packs
    ) and not has_any(data, entry.unit_price, entry.unspaced)
