"""The fuel a trip takes, or what it costs, from a car's consumption: "My car gets about 34 miles
per gallon. How many gallons will I burn on a 578-mile road trip?", "La mia macchina consuma 6,4
litri ogni 100 km. Quanti litri mi servono per fare 375 km?", "Meu carro faz 12 km por litro e a
gasolina tá R$ 6 o litro. Quanto gasto pra rodar 300 km?", "全程1,280公里，车子百公里油耗7.5升".

Every number of the question has its part, or nothing is read: the consumption, as a distance
per volume ("34 miles per gallon", "30 mpg", "12 km por litro", "리터당 15km") or a volume per
100 of a distance ("6,4 litri ogni 100 km", "7 l/100 km", "百公里油耗7.5升"); the trip, the one
other distance; and perhaps a price per volume ("1,89 €/l", "R$ 6 o litro", "$3.45 a gallon",
"휘발유는 리터당 1,700원"). The question asks how much or how many: the cost where a price is
stated, or the volume a how-many phrase names ("how many gallons", "多少升"); nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import after_number, convert, kind_of, unit_at_start
from .change import has_currency
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .question import after_how_many, read

# A distance per volume: the length's unit, then "per"/"por"/"a"/"con un" ... and a volume's unit.
_PER = (
    r"\s*(?:/|per|por|pro|par|à|au|a|al|o|le|la|each|every|ogni|con(?: un| una)?|with(?: a| one)?|на|за|с)?"
    r"\s*(?:1\s*|one\s+|un\s+|una\s+|um\s+|uma\s+|ein(?:en)?\s+)?"
)
_MPG = regex.compile(r"\s*mpg\b")
# A volume per 100 of a distance after the volume's unit ("litri ogni 100 km", "l/100 km", "L auf 100 km").
_PER_100 = regex.compile(r"\s*(?:/|per|por|pro|par|aux|au|a los|a cada|ogni|su|auf|on|на|every|each)?\s*(?:cada\s+)?$")
# Before a number, in a language without spaces: a volume's unit and "per" ("리터당 15km", "每升").
_PER_LITRE = r"리터당|每升|1リットルあたり|リッター"  # "per litre", written before what it is per
_PER_BEFORE = regex.compile(rf"(?:{_PER_LITRE}|升每)\s*$")
_HUNDRED_BEFORE = regex.compile(r"(?:百公里|100公里|100km당|100킬로미터당)\D{0,4}$")
_CLAUSE = regex.compile(r"[.!?;。！？；]")
_HUNDRED = Number(-1, -1, "100", 100.0)  # "百公里": the hundred said in words
_ROUND_TRIP = regex.compile(
    r"round[- ]trip|there and back|both ways|hin und zurück|hin und her|aller[- ]retour|aller et retour"
    r"|ida y vuelta|ir y volver|ida e volta|ir e voltar|andata e ritorno|andare e tornare"
    r"|туда и обратно|往返|来回|往復|왕복"
)


# Fuel named instead of a volume's unit after a how-much phrase ("Wie viel Sprit brauche ich",
# "how much gas will I need"): the volume, in the consumption's own unit.
# Then only a few words and one of "for" before the trip ("Sprit brauch ich für 450 km", "fuel for a
# 450 km trip"), not a question about the tank ("Wieviel Sprit ist im Tank nach 450 km?").
_FUEL = regex.compile(
    r"(?:de |d'|di |do |da )?(?:fuel|gas|gasoline|petrol|diesel|sprit|benzin|kraftstoff|essence|carburant|gazole|"
    r"gasolina|combustible|gasóleo|benzina|carburante|gasolio|combustível|бензин\w*|топлив\w*)(?!\w)"
    r"(?P<rest>(?:\s+[^\W\d_]+){0,3}?)\s+(?:for|für|pour|para|pra|per|por|на)(?:\s+(?:a|an|one|un|une))?\s*\d"
)


@dataclass(frozen=True)
class Fuel:
    volume: str  # the calculator's expression of the volume used, in the unit asked or priced
    price: float | None = None

    def expression(self) -> str:
        return f"({self.volume}) * {written(self.price)}" if self.price is not None else self.volume


@dataclass(frozen=True)
class _Consumption:
    number: Number
    length: str  # the length unit the consumption is per (or of)
    volume: str  # its volume unit
    per_100: Number | None = None  # the 100 of "6,4 litri ogni 100 km"; None for a distance per volume


@lru_cache(maxsize=256)
def fuel(question: str) -> Fuel | None:
    """The fuel a trip takes or what it costs (the module's doc), or None."""
    reading = read(question)
    if not reading.quantity:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if not 2 <= len(found) <= 4 or _ROUND_TRIP.search(folded):
        return None  # "туда и обратно": is the distance one way or both? The model's
    consumption = _consumption(folded, found)
    if consumption is None:
        return None
    taken = {id(consumption.number), id(consumption.per_100)}
    rest = [n for n in found if id(n) not in taken]
    prices = [n for n in rest if has_currency(folded, n)]
    trips = [n for n in rest if n not in prices and _unit(folded, n, "length") is not None]
    if len(trips) != 1 or len(prices) > 1 or len(trips) + len(prices) != len(rest):
        return None
    trip = trips[0]
    price, price_volume = None, None
    if prices:
        price_volume = _per_volume(folded, prices[0])
        if price_volume is None:
            return None
        price = prices[0].value
    entry = lexicon(reading.language)
    asked = _volume_asked(folded, entry)
    if asked is None and price is None and any(_FUEL.match(after.lstrip()) for after in after_how_many(folded, entry)):
        asked = consumption.volume  # "Wie viel Sprit": the volume, in the consumption's unit
    if asked is not None:
        price = None  # "... $3.45 a gallon. How many gallons?": the volume, not its cost
    elif price is None:
        return None  # no price and no volume asked: "How much CO2 ... 25 MPG?" asks something else
    try:
        volume = _volume(consumption, trip.value, _unit(folded, trip, "length") or "")
        wanted = asked or price_volume or consumption.volume
        factor = convert(1, consumption.volume, wanted)
    except ToolRetry:
        return None
    scaled = volume if factor == 1 else f"round(({volume}) * {written(round(factor, 9))}, 9)"
    return Fuel(scaled, price)


def _consumption(folded: str, found: list[Number]) -> _Consumption | None:
    """The one number that says how far a volume goes, or how much a distance takes."""
    out = []
    for i, n in enumerate(found):
        after = after_number(folded[n.end :])
        if _MPG.match(folded[n.end :]):
            out.append(_Consumption(n, "mi", "gal"))
            continue
        unit = unit_at_start(after)
        kind = kind_of(unit) if unit else None
        if kind == "length" and unit:
            tail = after[len(unit) :]
            per = regex.match(_PER + r"(\S+(?:\s\S+)?)", tail)
            volume = _volume_at(per.group(1)) if per else None
            if volume is not None:
                out.append(_Consumption(n, unit, volume))
            elif _PER_BEFORE.search(folded[: n.start]):
                out.append(_Consumption(n, unit, "l"))
        elif kind == "volume" and unit and i + 1 < len(found):
            hundred = found[i + 1]
            between = folded[n.end + (len(folded[n.end :]) - len(after)) + len(unit) : hundred.start]
            length = _unit(folded, hundred, "length")
            if hundred.value == 100 and length and _PER_100.match(between) and not _CLAUSE.search(between):
                out.append(_Consumption(n, length, unit, hundred))
        elif kind == "volume" and unit and _HUNDRED_BEFORE.search(folded[: n.start]):
            out.append(_Consumption(n, "km", unit, _HUNDRED))
    return out[0] if len(out) == 1 else None


def _volume(consumption: _Consumption, trip: float, trip_unit: str) -> str:
    """The calculator's expression of the volume the trip takes, in the consumption's unit."""
    distance = convert(trip, trip_unit, consumption.length)
    length = written(round(distance, 9))
    if consumption.per_100 is None:
        return f"{length} / {written(consumption.number.value)}"
    return f"{length} * {written(consumption.number.value)} / {written(consumption.per_100.value)}"


def _unit(folded: str, number: Number, kind: str) -> str | None:
    """The unit of `kind` right after `number`, or None."""
    unit = unit_at_start(after_number(folded[number.end :]))
    return unit if unit is not None and kind_of(unit) == kind else None


def _volume_at(written_after: str) -> str | None:
    """The volume unit `written_after` starts with ("gallon", "litro", "l", "리터")."""
    unit = unit_at_start(written_after)
    return unit if unit is not None and kind_of(unit) == "volume" else None


def _per_volume(folded: str, price: Number) -> str | None:
    """The volume a price is for: right after it ("1,89 €/l", "R$ 6 o litro", "$3.45 a gallon"),
    or before it ("리터당 1,700원", "每升7.5元")."""
    after = regex.sub(r"^\s*(?:[€$£¥₩₽]|r\$|euros?|reais|dollars?|rubl\w*|руб\w*|元|円|원)", "", folded[price.end :])
    per = regex.match(_PER + r"(\S+(?:\s\S+)?)", after)
    if per is not None and (volume := _volume_at(per.group(1))) is not None:
        return volume
    before = folded[max(0, price.start - 12) : price.start]
    if regex.search(rf"(?:{_PER_LITRE})\s*(?:[€$£¥₩₽]|r\$)?\s*$", before):
        return "l"
    return None


def _volume_asked(folded: str, entry: Lexicon) -> str | None:
    """The volume unit a how-many phrase asks ("how many gallons", "quanti litri", "多少升"), or None."""
    return next((volume for after in after_how_many(folded, entry) if (volume := _volume_at(after))), None)


# What a request asks a consumption as: a distance per volume ("what mpg did I get", "how many
# miles per gallon", "combien de km par litre") or a volume per 100 of a distance ("how many litres
# per 100 km", "Verbrauch auf 100 km", "consommation aux 100 km", "расход на 100 км").
_ASKED_PER_VOLUME = regex.compile(
    r"(?<!\w)(?:mpg|miles? (?:per|a|to the) gallon|km ?/ ?l"
    r"|km (?:per|por|pro|par|al|au|a|на) (?:1 )?(?:l|liter|litre|litro|litri|литр)\w*)(?!\w)"
)
_ASKED_PER_100 = regex.compile(
    r"(?<!\w)(?:l ?/ ?100 ?km"
    r"|(?:per|pro|auf|aux|au|por|a los|ogni|su|на|every)\s+100\s*(?:km|км|kilom\w*|километр\w*))(?!\w)"
)


@dataclass(frozen=True)
class Economy:
    """A consumption worked out from a distance driven on a volume, in the units asked: the
    distance per the volume, or the volume per 100 of the distance."""

    length: float
    volume: float
    per_100: bool

    def expression(self) -> str:
        if self.per_100:
            return f"{written(self.volume)} / {written(self.length)} * 100"
        return f"{written(self.length)} / {written(self.volume)}"


@lru_cache(maxsize=256)
def economy(question: str) -> Economy | None:
    """The consumption a distance driven on a volume makes ("drove 312 miles on 9.6 gallons of gas,
    what mpg did i get" -> 312 / 9.6; "540 km mit 38 Litern, wie hoch ist der Verbrauch auf 100
    km?" -> 38 / 540 * 100), in the units the request names: the question states one distance
    and one volume (each with its unit) and nothing else but the 100 the request asks per, no
    price, no consumption already, and asks for a value; a round trip, whose distance is one way
    or both, is the model's."""
    reading = read(question)
    if not reading.asks:
        return None
    folded = text.normalize(fold(question))
    per_volume, per_100 = _ASKED_PER_VOLUME.search(folded), _ASKED_PER_100.search(folded)
    if (per_volume is None) == (per_100 is None) or _ROUND_TRIP.search(folded):
        return None
    asked = per_volume or per_100
    assert asked is not None
    found = [n for n in numbers(folded, reading.language) if not asked.start() <= n.start < asked.end()]
    if len(found) != 2 or any(has_currency(folded, n) for n in found) or _consumption(folded, found) is not None:
        return None
    distances = [(n, unit) for n in found if (unit := _unit(folded, n, "length")) is not None]
    volumes = [(n, unit) for n in found if (unit := _unit(folded, n, "volume")) is not None]
    if len(distances) != 1 or len(volumes) != 1:
        return None
    (distance, length_unit), (volume, volume_unit) = distances[0], volumes[0]
    said = per_volume.group() if per_volume else ""
    imperial = "mpg" in said or "mile" in said or "gallon" in said
    wanted_length, wanted_volume = ("mi", "gal") if imperial else ("km", "l")
    try:
        driven = round(convert(distance.value, length_unit, wanted_length), 9)
        used = round(convert(volume.value, volume_unit, wanted_volume), 9)  # litres, or US gallons
    except ToolRetry:
        return None
    if driven <= 0 or used <= 0:
        return None
    return Economy(driven, used, per_volume is None)
