"""How many containers so many things fill, at so many to a container: "Nous devons ranger 1 248
bouteilles dans des cartons de 24. Combien de cartons nous faut-il ?", "183 persone con pullman
da 52 posti: quanti pullman servono?", "157 cookies in bags of 12. How many full bags?".

Read whole as data and a request are (data_request.py), in the languages written with spaces:
the data states exactly two whole numbers, no unit of measure, currency or percentage; one is a
container's size, right after the container's name and a `group_of` word ("cartons de 24", "bags
of 12", "pullman da 52") or a `holds` verb ("each box holds 12", "an einen Tisch passen 8 Leute",
"в автобус помещается 45 человек"); the request asks how many (`quantity`) and names the
container again (in another form: "box", "boxes").
Where the size divides the count the answer is their quotient; else the request must say which
way it rounds: up where it asks what is needed (`needed`: "need", "faut", "servono", "at least"),
down where only full ones count (`whole_ones`: "full", "complets"); anything else is the model's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from ..tools.units import after_number, unit_written_at
from .change import PERCENT_AFTER, has_currency
from .data_request import CLAUSE_END, other_number, same_word, split
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, written
from .question import has_any, phrase_pattern


@dataclass(frozen=True)
class Packing:
    count: float
    size: float
    rounding: str  # "" (it divides), "ceil" or "floor"
    added: float = 0  # a second count the first is said with ("143 kids plus 9 teachers")

    def expression(self) -> str:
        count = f"({written(self.count)} + {written(self.added)})" if self.added else written(self.count)
        quotient = f"{count} / {written(self.size)}"
        return f"{self.rounding}({quotient})" if self.rounding else quotient


# Two counts said together as one: "143 kids plus 9 teachers", "87 élèves + 9 accompagnateurs"
_PLUS = regex.compile(r"\s*(?:[^\W\d_]+\s*){0,2}(?:\+|plus|and|und|et|y|e|и)\s*")


@lru_cache(maxsize=256)
def packing(question: str) -> Packing | None:
    """How many containers the things fill (the module's doc), or None."""
    parts = split(question)
    if parts is None or len(parts.numbers) not in (2, 3):
        return None
    entry = lexicon(parts.language)
    if entry.unspaced or not entry.group_of:
        return None
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    found, added = parts.numbers, None
    if len(found) == 3:
        # Two of them counted together ("143 kids plus 9 teachers"): the first count, and what it is said with.
        first, second, third = found
        if _PLUS.fullmatch(data[first.end : second.start]):
            found, added = (first, third), second
        elif _PLUS.fullmatch(data[second.end : third.start]):
            found, added = (first, second), third
        else:
            return None
        if added.value < 1 or not added.value.is_integer() or has_currency(data, added):
            return None
    if any(not n.value.is_integer() or n.value < 1 for n in found):
        return None
    if any(has_currency(data, n) or PERCENT_AFTER.match(data[n.end :]) for n in found):
        return None
    if any(unit_written_at(after_number(data[n.end :])) is not None for n in found):
        return None
    sized = [(n, name) for n in found if (name := _container(data, n, entry)) is not None]
    if len(sized) != 1 and (asked := _asked_container(data, request, found, entry)) is not None:
        sized = [asked]
    if len(sized) != 1 or not has_any(request, entry.quantity, False):
        return None
    size, name = sized[0]
    count = next(n for n in found if n is not size)
    if added is not None and (size is not found[1] or added.start < count.end or _counts(data, added, name)):
        return None  # the counts said together are the things ("12 furgonetas" is none), the size comes after them
    if not any(_names(word, name) for word in _asked_names(request, entry)):
        # the containers are not what is asked ("how many cookies are left over?"), nor is a word
        # of the request elsewhere ("Preciso de 300 latas ... Quantas caixas preciso comprar?":
        # "preciso de 300" is no container of 300)
        return None
    more = added.value if added is not None else 0
    if (count.value + more) % size.value == 0:
        return Packing(count.value, size.value, "", more)
    if has_any(request, entry.whole_ones, False):
        return Packing(count.value, size.value, "floor", more)
    if has_any(request, entry.needed, False):
        return Packing(count.value, size.value, "ceil", more)
    return None


_COMPOUND_HEAD = 4  # the fewest letters a German compound's last part ("Bücherkiste": "kiste") has


def _names(word: str, name: str) -> bool:
    """`word` of the request names the container `name`: the same word, in another number ("box",
    "boxes"), or the last part of a compound ("Kisten" of "Bücherkiste")."""
    parts = (name[i:] for i in range(max(1, len(name) - _COMPOUND_HEAD + 1)))
    return any(same_word(word, part) or other_number(word, part) for part in parts)


_NAME = regex.compile(r"[^\W\d_]{4,}")  # a container's name: a word of four letters or more ("packs", "cartons")


def _asked_names(request: str, entry: Lexicon) -> list[str]:
    """The word (of four letters or more) right after each of the request's how-many phrases,
    past the words that ask for full ones ("how many full bags": bags)."""
    found: list[str] = []
    for q in entry.quantity:
        for m in phrase_pattern(q, False).finditer(request):
            words = (w.group() for w in _NAME.finditer(request, m.end()))
            word = next((w for w in words if not has_any(w, entry.whole_ones, False)), None)
            found += [word] if word is not None else []
    return found


def _asked_container(data: str, request: str, found: tuple[Number, ...], entry: Lexicon) -> tuple[Number, str] | None:
    """The container the request asks how many of, by the first name after its `quantity` word
    ("combien de cartons", "cuántos autobuses", "how many packs"), and its size: the one number
    of the data's one clause that names it ("un carton en prend 25 max", "cada autobús tiene 55
    plazas", "on peut en mettre 20 par carton"); None where no clause or more than one does, or
    where the number counts the containers ("12 boxes")."""
    at = [m.end() for q in entry.quantity if (m := phrase_pattern(q, False).search(request))]
    name = _NAME.search(request, min(at)) if at else None
    if name is None:
        return None
    asked = name.group()
    # clauses: at a clause's end, or at a word that joins two ("somos 118 en total y cada autobús ...")
    joins = "|".join(regex.escape(w) for w in entry.list_and)
    ends = [m.start() for m in CLAUSE_END.finditer(data)]
    ends += [m.start() for m in regex.finditer(rf"\s(?:{joins})\s", data)] if joins else []
    hits = []
    start = 0
    for end in [*sorted(ends), len(data)]:
        inside = [n for n in found if start <= n.start < end]
        if len(inside) == 1 and any(_names(asked, word) for word in text.words(data[start:end])):
            if _counts(data, inside[0], asked) or _counts_groups_of(data, inside[0], asked, entry):
                return None  # "12 boxes", "2 dúzias de pães": a count of the containers or of groups of them
            hits.append((inside[0], asked))
        start = end
    return hits[0] if len(hits) == 1 else None


def _counts(data: str, number: Number, name: str) -> bool:
    """`number` counts the containers `name` names: their name right after it ("12 boxes")."""
    following = _NAME.match(data[number.end :].lstrip())
    return following is not None and _names(name, following.group())


def _counts_groups_of(data: str, number: Number, name: str, entry: Lexicon) -> bool:
    """`number` counts groups of the things `name` names, a word and maybe a `group_of` word
    between ("2 dúzias de pães", "3 bags of cookies", "2 dozen eggs"): no size of a container of
    them."""
    links = "|".join(regex.escape(w) for w in sorted(entry.group_of, key=len, reverse=True))
    following = regex.match(rf"\s*[^\W\d_]+\s+(?:(?:{links})\s+)?([^\W\d_]+)", data[number.end :])
    return following is not None and _names(name, following.group(1))


def _container(data: str, number: Number, entry: Lexicon) -> str | None:
    """The container's name when `number` is its size ("cartons de 24" -> "cartons", "each box
    holds 12" -> "box"), or None."""
    links = "|".join(regex.escape(w) for w in sorted((*entry.group_of, *entry.holds), key=len, reverse=True))
    m = regex.search(rf"([^\W\d_]+)\s+(?:{links})\s*$", data[: number.start])
    return m.group(1) if m is not None else None
