"""Values asked of data a question states before its request (data_request.py): the share one
amount is of another, the average or the total of a list, each one's part of an amount, what
items at a price each cost, what is left after spending; and a percentage of an amount named by
what each is ("an 18% tip on a $64.50 check"), in one clause. Each is read whole: the request
asks for that value and nothing else, the data gives exactly its numbers (two amounts, no
percentage and no direction; a list and nothing between its items), or the question goes to the
model."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from .. import text
from ..errors import ToolRetry
from ..tools.units import after_number, canonical_unit, convert, kind_of, names_after, unit_written_at
from .change import CURRENCY, MONEY_SIGN, MONEY_SIGN_BEFORE, PERCENT_AFTER, has_currency, marked, with_part_asked
from .data_request import Parts, other_number, request_first, request_reads, same_word, split, split_holding_one
from .groups import groups_of, periods_in_words
from .lexicon import Lexicon, lexicon
from .numbers import Number, fold, numbers, written
from .per import marked_kinds, period_after, period_kind, period_markers, periods_asked
from .question import counted_in_words, has_any, has_phrase, leftover, phrase_pattern, read, without
from .rates import per_marked
from .unit_price import unit_priced

# What may stand between two numbers of a list once its `list_and` words and a repeated unit are
# taken out: its marks ("82, 91, 77 and 88", "88、92、79分", "7; 8; 9,5 e 6,5"), a dash between
# spaces ("37,8 – 38,2 – 38,5"; not "10–12", a range).
_LIST_GAP = regex.compile(r"^(?:[\s,;/、，]|(?:^|(?<=\s))[–—](?=\s))*$")


@dataclass(frozen=True)
class Share:
    """The share one amount is of another, asked as a percentage ("Got 43 out of 55, what's that
    as a percentage?", "Dos 320 alunos, 240 foram aprovados. Qual a porcentagem?")."""

    part: float
    whole: float

    def expression(self) -> str:
        return f"{written(self.part)} / {written(self.whole)} * 100"


@lru_cache(maxsize=256)
def share(question: str) -> Share | None:
    """The share the data's two amounts make, when the request asks for a percentage and the
    question says no direction (a rise or a fall is a change: change.py): the smaller amount of
    the larger, as a part of a whole is."""
    parts = split(question)
    if parts is None:
        return None
    entry = lexicon(parts.language)
    table = entry.change
    folded = text.normalize(fold(question))
    asked = table.get("percent_asked", ())
    if not has_any(text.normalize(parts.request), asked, entry.unspaced):
        return None
    if has_any(folded, (*table.get("up", ()), *table.get("down", ())), entry.unspaced):
        return None
    data = text.normalize(fold(parts.data))
    if len(parts.numbers) != 2 or any(PERCENT_AFTER.match(data[n.end :]) for n in parts.numbers):
        return None
    first, second = parts.numbers
    if marked(data, first, table, "from") and marked(data, second, table, "to"):
        return None  # from one amount to another: a change (change.py)
    low, high = sorted(n.value for n in parts.numbers)
    if low <= 0 or low == high or not request_reads(parts, (*asked, *table.get("amount", ()))):
        return None
    return Share(low, high)


@dataclass(frozen=True)
class OfList:
    """A value of a list the data states: its average ("my scores were 82, 91, 77 and 88. What's
    my average?") or its total ("Ich hab 23,45 €, 8,99 € und 112,30 € ausgegeben. Wie viel ist
    das zusammen?")."""

    function: str  # the calculator's: mean or sum
    values: tuple[float, ...]

    def expression(self) -> str:
        return f"{self.function}({', '.join(written(v) for v in self.values)})"


@lru_cache(maxsize=256)
def average(question: str) -> OfList | None:
    """The average of the data's numbers, when they are one list (nothing but its marks and
    `list_and` words between them), no percentage, and the request asks for an average (the
    lexicon's `average` words) and nothing else."""
    return _of_list(question, "mean", "average")


@lru_cache(maxsize=256)
def total(question: str) -> OfList | None:
    """The total of the data's numbers, read as `average` reads them, when the request asks for
    a total (the lexicon's `total` words: "altogether", "zusammen", "一共")."""
    return _of_list(question, "sum", "total")


def _of_list(question: str, function: str, asked: str) -> OfList | None:
    found = _of_list_as_written(question, function, asked)
    # An average of values whose count is stated too ("4教科の平均点"); a total's count is often
    # the items' ("2 cadernos a R$ 12,50 cada e uma caneta": items.py), never dropped.
    if found is None and function == "mean" and (uncounted := _without_count(question)) is not None:
        found = _of_list_as_written(uncounted, function, asked)
    return found


def _without_count(question: str) -> str | None:
    """`question` without the one number that counts its list's values ("4教科の平均点", "5個人的
    身高是160、172、168、175、165厘米", "the 3 bills"): a whole number right before a word (its
    counter), equal to how many other numbers the question states; None where there is none."""
    reading = read(question)
    folded = fold(question)
    found = numbers(folded, reading.language)
    if len(found) < 3:
        return None
    counts = [
        n
        for n in found
        if n.value == len(found) - 1
        and regex.match(r"\s?[^\W\d_]", folded[n.end :]) is not None
        and unit_written_at(after_number(folded[n.end :])) is None  # "2 кг картошки" is no count
        and not has_currency(folded, n)
        and (n is found[0] or n is found[-1])  # before the list or after it, not inside
    ]
    if len(counts) != 1:
        return None
    count = counts[0]
    return folded[: count.start] + folded[count.end :].lstrip()


def _of_list_as_written(question: str, function: str, asked: str) -> OfList | None:
    found = _list_of(split(question), function, asked, named=_PER_WORDS)
    # The request first may name what the list is ("the average of my last three bills?"): a
    # few words of its own, after its average or total word, since the data after it must be a
    # list and nothing else.
    found = found or _list_of(request_first(question), function, asked, named=_NAMED_WORDS)
    # Or in one clause, the list after the request's words ("Qual a média das notas 7,5; 8,0; 6,5
    # e 9,0?"): the list must then run to the question's end.
    return found or _list_of(_list_last(question), function, asked, named=_NAMED_WORDS)


def _list_last(question: str) -> Parts | None:
    """`question` cut at its first number into a request and the list after it, when nothing but
    marks follows the list's last number (and its unit or currency)."""
    reading = read(question)
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) < 2 or not regex.fullmatch(r"[^\w]*(?:[^\W\d_]{1,3})?[\s?!.。？！]*", folded[found[-1].end :]):
        return None
    request, data = folded[: found[0].start], folded[found[0].start :]
    return Parts(data, request, reading.language, _shifted(found, found[0].start))


_NAMED_WORDS = 4  # "the average of my last three electric bills?"
_PER_WORDS = 1  # after the data, what the average is per: "settimanale", "за поездку"


def _list_of(parts: Parts | None, function: str, asked: str, named: int) -> OfList | None:
    if parts is None or len(parts.numbers) < 2:
        return None
    entry = lexicon(parts.language)
    words = getattr(entry, asked)
    request = text.normalize(parts.request)
    if not words or not has_any(request, words, entry.unspaced):
        return None
    data = text.normalize(fold(parts.data))
    # Amounts each with its currency may each be named ("$42.10 on groceries Monday, $37.85
    # Tuesday and $55.30 Wednesday"): between two, a mark or a list word, and words.
    # "Quanto dá a soma de R$ 45,90, R$ 19,99 ...": the first amount's sign may end the request before it
    with_currency = [
        has_currency(data, n) or (not i and bool(MONEY_SIGN_BEFORE.search(request)))
        for i, n in enumerate(parts.numbers)
    ]
    if with_currency[-1] and not any(with_currency[:-1]) and _bare_but_last(data, parts.numbers, entry):
        with_currency = [True] * len(with_currency)  # "62, 58, 71 y 65 euros": the last names them all
    if any(with_currency) and not all(with_currency):
        return (
            None  # "3斤苹果，6.5元一斤", "4,500원짜리 3잔": a count or a quantity and a price are no list of one kind
        )
    if function == "sum" and _per_another_period(data, request, entry):
        return None
    if len(_units_of(data, parts.numbers)) > 1:
        return None  # "7 ore e 40 minuti": a measure in two units is one value (a conversion's), no list
    priced = all(with_currency) or _same_unit(data, parts.numbers, entry)
    if priced and counted_in_words(data, entry) and _each_priced(data, parts.numbers, entry):
        return None  # "two shirts at $10 each and a hat for $5": items counted in words, no list
    values = []
    for i, n in enumerate(parts.numbers):
        if PERCENT_AFTER.match(data[n.end :]):
            return None
        gap = data[parts.numbers[i - 1].end : n.start] if i else ""
        if i and not (_in_list(gap, entry.list_and, entry.unspaced) or (priced and _joined(gap, parts.language))):
            return None
        negative = regex.search(r"(?:^|[\s,;(])[-−]$", data[: n.start]) is not None  # "-3, -1, 2"
        values.append(-n.value if negative else n.value)
    # "whats my average per month", "Qual è la spesa media", "평균 얼마 쓴 거예요"; the counter the
    # values share named again ("平均点は何点")
    counter = _counter(data, parts.numbers, entry) if entry.unspaced else None
    accepted = (*words, *entry.quantities, *entry.ask, *entry.refers, *entry.change.get("amount", ()))
    accepted = (*accepted, counter) if counter else accepted
    # The values' unit named again by any of its names ("6,2 km, 8 km ... Quanti km", "41,2 l ... Liter").
    accepted = (*accepted, *names_after(data, (n.end for n in parts.numbers)))
    at = min(m.start() for w in words if (m := phrase_pattern(w, entry.unspaced).search(request)) is not None)
    # What the request says before its average (or total) word reads whole ("What is a good
    # average?" does not), but for one word naming what the values count, written without spaces
    # ("三科平均分", "教科の平均点"); what it names after it may hold `named` words of its own.
    # A word that names again what the data named ("scores ... her average score") says nothing new
    # of an average; of a total it may ("80 € al mese ... 95 € al mese. Quanti euro ha pagato in
    # tutto nell'anno?" is no sum of the two).
    named_data = text.words(fold(parts.data)) if function == "mean" else []

    def own(words: list[str]) -> list[str]:
        return [w for w in words if not any(same_word(w, d) or other_number(w, d) for d in named_data)]

    if len(own(leftover(request[:at], parts.language, accepted=accepted))) > (1 if counter else 0):
        return None
    # A word of its own after it, in a request after the data, says what the average of amounts
    # of money is per ("за поездку", "settimanale"); after a list of measures it may name
    # another unit ("하루에 3마일씩 7일 걸으면 총 몇 km예요?" is no sum).
    if len(own(leftover(request[at:], parts.language, accepted=accepted))) > (named if priced or named > 1 else 0):
        return None
    return OfList(function, tuple(values))


def _units_of(data: str, found: Iterable[Number]) -> set[str]:
    """The units of measure the numbers are written in (each unit once, by any of its names)."""
    written_in = (unit_written_at(after_number(data[n.end :])) for n in found)
    return {canonical_unit(unit) or unit for unit in written_in if unit is not None}


def _per_another_period(data: str, request: str, entry: Lexicon) -> bool:
    """The data's amounts are each a period's ("80 € al mese") and the request asks over a period
    of another kind ("in tutto nell'anno"): their total is no sum of them (how many periods each
    lasts is the question's)."""
    kinds = marked_kinds(data, entry)
    asked = {kind for word, kind in entry.period_kinds.items() if has_any(request, (word,), entry.unspaced)}
    return bool(kinds and asked - kinds)


@dataclass(frozen=True)
class Each:
    """An amount shared out equally ("We're splitting a $1,247.60 cabin rental between 7 people.
    How much does each person owe?", "A conta deu R$ 287,40 e vamos dividir entre 6 amigos. Quanto
    cada um paga?")."""

    amount: float
    count: float
    more: tuple[float, ...] = ()  # further amounts shared with it ("23,000원이랑 31,900원")

    def expression(self) -> str:
        if self.more:
            amounts = " + ".join(written(v) for v in (self.amount, *self.more))
            return f"({amounts}) / {written(self.count)}"
        return f"{written(self.amount)} / {written(self.count)}"


@lru_cache(maxsize=256)
def each(question: str) -> Each | None:
    """What each pays of an amount shared out: the data states two numbers, an amount with its
    currency and a whole count without one, and the request asks for each one's part (the
    lexicon's `each` words: "each", "pro Person", "cada um", "每人") and nothing else."""
    parts = split(question)
    if parts is None:
        return None
    entry = lexicon(parts.language)
    if not entry.each or not has_any(text.normalize(parts.request), entry.each, entry.unspaced):
        return None
    data = text.normalize(fold(parts.data))
    if has_any(data, entry.unit_price, entry.unspaced):
        return None  # "each ticket is 12 €": the price is each one's already (items)
    if any(per_marked(data, n, entry) and not has_currency(data, n) for n in parts.numbers):
        return None  # "40 hours a week at $20 an hour ... per month?": rates, not an amount shared (rates.py)
    if sum(has_currency(data, n) for n in parts.numbers) > 1:
        return _several_shared(parts, data, entry)
    if len(parts.numbers) == 1:  # the head count in words: "Wir waren zu sechst", "нас шестеро"
        count = _group(data, entry.groups, entry.unspaced)
        amount = parts.numbers[0]
        if count is None or not has_currency(data, amount):
            return None
    elif (found := _amount_and_count(data, parts.numbers) or _things_and_people(data, parts.numbers, entry)) is None:
        return None
    elif _group(data, entry.groups, entry.unspaced) is not None or counted_in_words(data, entry):
        return None  # "room 318, six of us": which number counts the people is not plain
    elif period_after(data, found[1], entry) is not None:
        return None  # "12,50 € la hora ... 86 horas": a count of hours, not of the people sharing
    else:
        amount, count = found[0], found[1].value + _speaker(data, found[1], entry)
    if not request_reads(parts, (*entry.each, *entry.change.get("amount", ()), *entry.quantities)):
        return None
    return Each(amount.value, count)


def _speaker(data: str, count: Number, entry: Lexicon) -> int:
    """1 where the speaker is counted in with a head count: a `with_me` phrase right before it
    (a word such as "my" between: "me and my 3 friends"), or an `and_me` phrase after its thing
    ("3 friends and I"); else 0. "me and 3 friends ... how much does each of us pay" is shared by 4."""
    before = text.words(data[: count.start])[-3:]
    for phrase in entry.with_me:
        said = phrase.split()
        if before[-len(said) :] == said or before[-len(said) - 1 : -1] == said:
            return 1
    after = text.words(data[count.end :])[:4]
    for phrase in entry.and_me:
        said = phrase.split()
        if after[1 : 1 + len(said)] == said or after[2 : 2 + len(said)] == said:
            return 1
    return 0


def _several_shared(parts: Parts, data: str, entry: Lexicon) -> Each | None:
    """Several amounts of money shared out ("치킨 23,000원이랑 피자 31,900원 시켰는데 넷이서 나누면",
    "за 18 600 ₽, ещё 4 200 ₽ ушло на шашлык, нас 6 человек"): every number but the head count
    has its currency, none is a percentage or stands after a from/to word ("wir runden auf 150 €
    auf": a new amount, not a second one); the head count is the one number without a currency,
    or, with none, written in words."""
    table = entry.change
    if any(PERCENT_AFTER.match(data[n.end :]) for n in parts.numbers):
        return None
    priced = [n for n in parts.numbers if has_currency(data, n)]
    counts = [n for n in parts.numbers if n not in priced]
    if len(priced) < 2 or len(counts) > 1:
        return None
    if any(marked(data, n, table, side) for n in priced for side in ("from", "to")):
        return None
    if has_any(data, table.get("down", ()), entry.unspaced):
        return None  # "用了一张100元的优惠券": an amount taken off, not another shared
    count = counts[0].value + _speaker(data, counts[0], entry) if counts else _group(data, entry.groups, entry.unspaced)
    if count is None or not float(count).is_integer() or count < 2:
        return None
    if not request_reads(parts, (*entry.each, *entry.change.get("amount", ()), *entry.quantities)):
        return None
    return Each(priced[0].value, count, tuple(n.value for n in priced[1:]))


def _group(data: str, groups: dict[str, int], unspaced: bool) -> float | None:
    """The one head count the data writes in words (the lexicon's `groups`), or None."""
    found = {groups[g] for g in groups if has_phrase(data, g, unspaced)}
    # "zu sechst" also holds no shorter group; a longer phrase of the same count is the same
    return float(found.pop()) if len(found) == 1 else None


@dataclass(frozen=True)
class Items:
    """Items at a price each ("7 notebooks at $3.85 each — what's the total?", "Купил 4 пачки
    кофе по 489,90 ₽. Сколько всего заплатил?")."""

    count: float
    price: float

    def expression(self) -> str:
        return f"{written(self.count)} * {written(self.price)}"


@lru_cache(maxsize=256)
def items(question: str) -> Items | None:
    """What items at a price each cost: the data states a whole count without a currency and a
    price with one, and says the price is each item's (the lexicon's `unit_price` words: "each",
    "zu je", "по", "每"); the request asks for a total or an amount, not for each one's part."""
    parts = split(question)
    if parts is None:
        # The count asked in the request ("Notebooks are $3.49 each — how much for 12 of them?",
        # "苹果6.8元一斤，买12斤要多少钱？"), or the question in one clause.
        parts = split_holding_one(question)
        if parts is None:
            return _items_asked_whole(question)
    if len(parts.numbers) != 2:
        return None
    entry = lexicon(parts.language)
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    if has_any(request, (*entry.each, *entry.left), entry.unspaced):
        return None  # each one's part of an amount (each), what is left
    if any(period_kind(m, entry) for m in period_markers(request, entry)):
        return None  # "40 hours a week at $20 an hour, how much is that per year?": rates (rates.py)
    if counted_in_words(data, entry):
        return None  # "Двенадцать человек скинулись по 350 рублей": a count in words beside the numbers
    if (found := _amount_and_count(data, parts.numbers)) is None:
        return None
    price, count = found
    if not (has_any(data, entry.unit_price, entry.unspaced) or _at_price(data, count, price, entry)):
        return None
    if _periods_of_another_kind(data, count, entry):
        return None  # "毎月3万5千円ずつ ... 2年で": years of a monthly amount (rates.py's, or the model's)
    asked = (*entry.total, *entry.spent, *entry.change.get("amount", ()), *entry.quantities)
    if not request_reads(parts, asked):  # "Quanto ho speso in tutto?", "Сколько всего заплатил?"
        return None
    return Items(count.value, price.value)


def _periods_of_another_kind(data: str, count: Number, entry: Lexicon) -> bool:
    """The count is of periods ("2年", "3 years") and the data makes the amount each period's of
    another kind ("毎月", "a month"): so many items it is not."""
    counted = period_after(data, count, entry)
    kind = period_kind(counted, entry) if counted else None
    marked = marked_kinds(data, entry)
    return kind is not None and bool(marked) and kind not in marked


_ITEM_WORDS = 3  # "8 Kinokarten zu je", "6 bottiglie di vino a": the item's name between count and price


def _items_asked_whole(question: str) -> Items | None:
    """Items at a price each asked in one clause ("Was kosten 8 Kinokarten zu je 11,90 €?",
    "Combien coûtent 15 cahiers à 2,35 € pièce ?", "Сколько стоят 4 пачки корма по 289,50 ₽?"):
    the count, then up to three words naming the item, then the price with a `price_at` or
    `unit_price` word; every other word the lexicon's. Languages written without spaces have no
    words to count here: theirs go to the model."""
    reading = read(question)
    entry = lexicon(reading.language)
    if not reading.asks or entry.unspaced:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    if len(found) != 2 or (pair := _amount_and_count(folded, tuple(found))) is None:
        return None
    price, count = pair
    said = (*entry.unit_price, *entry.price_at)
    if count.start > price.start or not has_any(folded, said, entry.unspaced):
        return None
    between = MONEY_SIGN_BEFORE.sub(" ", folded[count.end : price.start])  # "a R$ 2,40": the sign is the price's
    words = text.words(without(between, said, entry.unspaced))
    if not words or len(words) > _ITEM_WORDS:
        return None
    rest = folded[: count.end] + " " + without(between, words, entry.unspaced) + " " + folded[price.start :]
    asked = (*entry.total, *entry.spent, *entry.change.get("amount", ()), *entry.change.get("priced", ()), *said)
    if leftover(rest, reading.language, accepted=asked):
        return None
    return Items(count.value, price.value)


@dataclass(frozen=True)
class Bill:
    """Several lines bought, each a count at a price each or one item at its price ("3 packs of
    paper at $4.79 each plus a stapler for $12.35", "4 camisetas a 12,50 € y 2 pantalones a
    29,95 €", "4,500원짜리 아메리카노 3잔이랑 6,800원짜리 케이크 하나"): their total."""

    lines: tuple[tuple[float, float], ...]  # (count, price each)

    def expression(self) -> str:
        return " + ".join(_line(c, p) for c, p in self.lines)


@lru_cache(maxsize=256)
def bill(question: str) -> Bill | None:
    """The total of a bill of several lines: the data, cut at its marks and `list_and` words (and
    "plus"), gives lines of one price each (a currency next to it), with at most one count (a
    whole number, or a weight or volume with its unit) said to be at that price (a `price_at`
    word right before the price, or a `unit_price` word in the line: "at", "à", "zu je", "по",
    "짜리", "el kilo"); two prices or more; the request asks an amount or a total, not each one's
    part, and reads whole."""
    parts = split(question) or request_first(question)
    if parts is None or len(parts.numbers) < 2:
        return None
    entry = lexicon(parts.language)
    request = text.normalize(parts.request)
    if has_any(request, (*entry.each, *entry.left, *entry.average, *entry.change_back), entry.unspaced):
        return None  # each one's part, what is left, an average, the change due: not the bill's total
    if _per_another_period(text.normalize(fold(parts.data)), request, entry):
        return None
    if periods_asked(request, entry):
        return None  # "How many months to pay it off?": a count of periods, not the lines' total
    lines = _bill_lines(parts, entry)
    if lines is None or len(lines) < 2:
        return None
    asked = (*entry.total, *entry.spent, *entry.change.get("amount", ()), *entry.quantities)
    if not request_reads(parts, asked):
        return None
    return Bill(tuple(line for line, _ in lines))


@dataclass(frozen=True)
class ChangeDue:
    """The change given back: what was paid ("pagué con un billete de 20 €") less the bill."""

    paid: float
    bill: Bill

    def expression(self) -> str:
        return f"{written(self.paid)} - ({self.bill.expression()})"


@lru_cache(maxsize=256)
def change_due(question: str) -> ChangeDue | None:
    """The change due: the data is a bill (`bill`'s lines) and one more line, the amount paid
    with (a `paid_with` word before it: "paid with", "pagué con", "pago con", "дал"), no count;
    the request asks the change (`change_back`: "change", "cambio", "resto", "сдача") and reads
    whole."""
    parts = split(question)
    if parts is None or len(parts.numbers) < 2:
        return None
    entry = lexicon(parts.language)
    if not entry.change_back or not has_any(text.normalize(parts.request), entry.change_back, entry.unspaced):
        return None
    lines = _bill_lines(parts, entry)
    if lines is None:
        return None
    paid: list[tuple[float, float]] = []
    bought: list[tuple[float, float]] = []
    for line, written_as in lines:
        (paid if has_any(written_as, entry.paid_with, entry.unspaced) else bought).append(line)
    if len(paid) != 1 or paid[0][0] != 1 or not bought:
        return None
    total = sum(count * price for count, price in bought)
    if paid[0][1] < total:
        return None
    if not request_reads(parts, (*entry.change_back, *entry.change.get("amount", ()), *entry.quantities)):
        return None
    return ChangeDue(paid[0][1], Bill(tuple(bought)))


def _bill_lines(parts: Parts, entry: Lexicon) -> list[tuple[tuple[float, float], str]] | None:
    """The data's lines of a bill, each ((count, price), its text), or None where a line is none."""
    data = text.normalize(fold(parts.data))
    if any(PERCENT_AFTER.match(data[n.end :]) for n in parts.numbers):
        return None
    cuts = [0, *(m.end() for m in _bill_joins(parts.language).finditer(data)), len(data)]
    if entry.unspaced:
        # Written without spaces, what was paid with may say so right after its amount, and then
        # its amount starts its line and the phrase ends it ("1万円札で7,380円の買い物をしたら": a
        # 10,000-yen note, then the purchase; "3,280円の買い物して一万円札で払った": the purchase,
        # then the note); said before its amount ("给了老板50元"), it starts one.
        paid = [
            (n.start, m.end())
            for p in entry.paid_with
            for m in phrase_pattern(p, True).finditer(data)
            for n in parts.numbers
            if _right_after(data, n, m.start())
        ]
        cuts = sorted({*cuts, *(at for pair in paid for at in pair)})
        cuts = _count_beside_price(data, cuts, parts.numbers, entry)
    else:
        cuts = sorted({*cuts, *_after_paid(data, parts.numbers, entry)})
    lines = []
    for start, end in zip(cuts, cuts[1:]):
        inside = [n for n in parts.numbers if start <= n.start < end]
        if not inside:
            if counted_in_words(data[start:end], entry):
                return None  # "买了三斤苹果，6.5元一斤": a line's count in words, its price in the next
            continue
        line = _bill_line(data, start, end, inside, entry)
        if line is None:
            return None
        lines.append((line, data[start:end]))
    return lines


_PAID_GAP = 4  # words at most between what says an amount was paid with and the amount ("paid with a $50")


def _after_paid(data: str, found: tuple[Number, ...], entry: Lexicon) -> Iterable[int]:
    """Where the line of what was paid with ends when it is said before the bill, with no word
    to join them: after its amount and the amount's currency ("Paguei com uma nota de R$ 100 |
    uma conta de R$ 63,40", "Je paie avec un billet de 50 € | des courses qui coûtent 37,35 €")."""
    for phrase in entry.paid_with:
        for match in phrase_pattern(phrase, False).finditer(data):
            following = [n for n in found if n.start >= match.end()]
            if not following or len(data[match.end() : following[0].start].split()) > _PAID_GAP:
                continue
            end = following[0].end
            after = data[end:]
            currency = CURRENCY.match(after.lstrip())
            yield end + (len(after) - len(after.lstrip()) + currency.end() if currency else 0)


_PAID_AFTER = 2  # characters between an amount and the word after it that says it was paid with ("1万円札で")


def _right_after(data: str, number: Number, at: int) -> bool:
    """Whether `at` is right after `number`, or after a word of at most _PAID_AFTER letters after
    it (its currency: "円"), with no mark between ("3斤，给了" is two clauses)."""
    gap = data[number.end : at]
    return number.end <= at and len(gap) <= _PAID_AFTER and (gap == "" or gap.isalpha())


def _count_beside_price(data: str, cuts: list[int], found: tuple[Number, ...], entry: Lexicon) -> list[int]:
    """`cuts` without the cut between a clause that holds only a count and the next that holds
    only a price each (`unit_price`), either way round: Chinese writes one line of a bill as two
    clauses ("我买了3斤苹果，每斤6.8元", "苹果6.8元一斤，我买了3斤")."""

    def numbers_in(start: int, end: int) -> list[Number]:
        return [n for n in found if start <= n.start < end]

    def only_count(start: int, end: int) -> bool:
        inside = numbers_in(start, end)
        return len(inside) == 1 and not has_currency(data, inside[0])

    def only_price(start: int, end: int) -> bool:
        inside = numbers_in(start, end)
        each = has_any(data[start:end], entry.unit_price, entry.unspaced)
        return len(inside) == 1 and has_currency(data, inside[0]) and each

    kept = [cuts[0]]
    for cut, after in zip(cuts[1:-1], cuts[2:]):
        before = kept[-1]
        pair = (only_count(before, cut) and only_price(cut, after)) or (
            only_price(before, cut) and only_count(cut, after)
        )
        if not pair:
            kept.append(cut)
    return [*kept, cuts[-1]]


def _bill_line(data: str, start: int, end: int, inside: list[Number], entry: Lexicon) -> tuple[float, float] | None:
    """(count, price) of one line of a bill: one price, and no count or one said to be at it."""
    prices = [n for n in inside if has_currency(data, n)]
    counts = [n for n in inside if n not in prices]
    if len(prices) != 1 or len(counts) > 1:
        return None
    price = prices[0]
    per = unit_priced(data, price)
    if per is not None:
        # A price per a unit of measure ("24 € al kg", "3,80 €/kg"): the line's quantity in that
        # unit, converted; a quantity in a unit the tools do not know ("3 etti"), or in words
        # ("mezzo chilo"), or none, is the model's.
        if len(counts) != 1:
            return None
        unit = unit_written_at(after_number(data[counts[0].end :]))
        if unit is None or kind_of(unit) != kind_of(per):
            return None
        try:
            return round(convert(counts[0].value, unit, per), 9), price.value
        except ToolRetry:
            return None
    if not counts:
        # One item at its price, or a count written in words before it, the price each one's ("two
        # muffins at $3.20 each", "trois baguettes à 1,15 €", "два пакета молока по 89,90 ₽")
        if not counted_in_words(data[start:end], entry):
            return 1.0, price.value
        worded = _count_in_words(data, start, end, price, entry)
        return None if worded is None else (worded, price.value)
    count, line = counts[0], data[start:end]
    priced_each = has_any(line, entry.unit_price, entry.unspaced)
    # A count of items is whole; a weight is not, where the price is per its unit ("2,5 kg a 2,40 €/kg").
    if count.value <= 0 or not (count.value.is_integer() or priced_each):
        return None
    if not (_at_price(data, count, price, entry) or priced_each):
        return None  # "2 pantalones por 29,95 €" may be the price of both
    return count.value, price.value


_UNIT_AFTER = regex.compile(r"\s*([^\W\d_]+)")


def _same_unit(data: str, found: tuple[Number, ...], entry: Lexicon | None = None) -> bool:
    """Every number of the data has the same word right after it, a counter and no unit of measure
    ("국어 88점, 영어 94점", "82 points, 91 points"): each may be named, as amounts of money may."""
    return _counter(data, found, entry) is not None


def _bare_but_last(data: str, found: tuple[Number, ...], entry: Lexicon | None) -> bool:
    """Every number but the last stands bare before a list's mark or its `list_and` word ("62, 58,
    71 y 65 euros", "85, 92, 78, 89점"): what follows the last names them all."""
    joins = "|".join(regex.escape(w) for w in _longest_first(entry.list_and if entry else ()) if w[:1].isalnum())
    after = rf"\s*(?:[,、，]|(?:{joins})(?!\w))" if joins else r"\s*[,、，]"
    return len(found) > 1 and all(regex.match(after, data[n.end :]) for n in found[:-1])


# Counters that are also a unit's name elsewhere: Chinese "92分" is 92 points (minutes are "分钟").
_COUNTERS = frozenset({"分"})


def _counter(data: str, found: tuple[Number, ...], entry: Lexicon | None = None) -> str | None:
    """The counter every number of the data has right after it (`_same_unit`), or the last one
    alone, the others bare before a list mark or word ("85, 92, 78, 89점", "80、75、90点"); or None."""
    units = set()
    if _bare_but_last(data, found, entry):
        found = found[-1:]
    for n in found:
        m = _UNIT_AFTER.match(data, n.end)
        if m is None or PERCENT_AFTER.match(data[n.end :]):
            return None
        if m.group(1)[:1] not in _COUNTERS and unit_written_at(after_number(data[n.end :])):
            return None  # a measure's unit: "5 km Monday, 8 km Tuesday" may ask a pace, not their mean
        units.add(m.group(1)[:1] if not m.group(1).isascii() else m.group(1))  # "점이면": its first character
    return units.pop() if len(units) == 1 else None


def _each_priced(data: str, found: tuple[Number, ...], entry: Lexicon) -> bool:
    """The data says a price is each item's: a `unit_price` word, or a `price_at` word right
    before a price ("at $10")."""
    if has_any(data, entry.unit_price, entry.unspaced):
        return True
    words = "|".join(regex.escape(w) for w in _longest_first(entry.price_at))
    return bool(words) and any(regex.search(rf"(?<!\w)(?:{words})\s*{MONEY_SIGN}?\s*$", data[: n.start]) for n in found)


def _count_in_words(data: str, start: int, end: int, price: Number, entry: Lexicon) -> float | None:
    """The count a bill's line writes in words before its price, where it writes one (a [counts]
    word of two or more, as a whole word: languages written with spaces) and says the price is
    each one's (a `price_at` word right before it, or a `unit_price` word in the line); else None."""
    if entry.unspaced:
        return None
    before = data[start : price.start]
    found = [value for word, value in entry.counts.items() if value >= 2 and has_phrase(before, word, False)]
    if len(found) != 1:
        return None
    words = "|".join(regex.escape(w) for w in _longest_first(entry.price_at))
    at = bool(words) and regex.search(rf"(?<!\w)(?:{words})\s*{MONEY_SIGN}?\s*$", before) is not None
    return float(found[0]) if at or has_any(data[start:end], entry.unit_price, False) else None


def _at_price(data: str, count: Number, price: Number, entry: Lexicon) -> bool:
    """A `price_at` word stands right before the price, after the count ("3 notebooks at $4.75",
    "12x de R$ 149,90"): the price is each one's."""
    if count.start > price.start or not entry.price_at:
        return False
    words = "|".join(regex.escape(w) for w in sorted(entry.price_at, key=len, reverse=True))
    return regex.search(rf"(?:{words})\s*{MONEY_SIGN}?\s*$", data[count.end : price.start]) is not None


def _joined(gap: str, language: str) -> bool:
    """`gap`, the text between two amounts, holds one place where an item of a list ends."""
    return len(_bill_joins(language).findall(gap)) == 1


@cache
def _bill_joins(language: str) -> regex.Pattern[str]:
    """Where one line of a bill ends: a mark (not a decimal comma), a `list_and` word, "plus"."""
    entry = lexicon(language)
    joins = {*entry.list_and, *(w for w, op in entry.operators.items() if op == "+")}
    words = sorted((w for w in joins if w[:1].isalnum()), key=len, reverse=True)  # marks: the pattern's own
    alternatives = "|".join(regex.escape(w) if entry.unspaced else rf"(?<!\w){regex.escape(w)}(?!\w)" for w in words)
    return regex.compile(rf"(?<!\d)[,;、，]|[,;、，](?!\d)|{alternatives or '(?!)'}")


@dataclass(frozen=True)
class Left:
    """What is left of an amount after what was spent ("Ich hatte 500 € und habe 127,90 € und
    48,35 € ausgegeben. Wie viel ist noch übrig?")."""

    amount: float
    spent: tuple[str, ...]  # each as the calculator writes it: "127.9", or a line "3 * 19.9"

    def expression(self) -> str:
        return f"{written(self.amount)} - {' - '.join(self.spent)}"


@lru_cache(maxsize=256)
def left(question: str) -> Left | None:
    """What is left: the data's first number is the amount, a word of spending (the lexicon's
    `spent`) comes after it, and the others are what was spent, none a percentage;
    the request asks what is left (`left` words) and nothing else."""
    parts = split(question)
    if parts is None or len(parts.numbers) < 2:
        return None
    entry = lexicon(parts.language)
    data, request = text.normalize(fold(parts.data)), text.normalize(parts.request)
    if not has_any(request, entry.left, entry.unspaced):
        return None
    first, rest = parts.numbers[0], parts.numbers[1:]
    between = data[first.end : rest[0].start]
    if not has_any(data[first.end :], entry.spent, entry.unspaced) and not _budget(data, first, rest, entry):
        return None
    if counted_in_words(data, entry):
        return None  # "two dozen eggs ... 3 cracked and we used 9": what there was is said in words
    if groups_of(data, first, rest[0], entry, "") is not None:
        return None  # "7 caixas com 36 parafusos cada e já gastei 58": groups, then what was taken (groups.py)
    if any(PERCENT_AFTER.match(data[n.end :]) for n in parts.numbers) or not between.strip():
        return None
    if not request_reads(parts, (*entry.left, *entry.change.get("amount", ()))):
        return None
    bought = _bought(parts, data, first, entry)
    if bought is None and len({has_currency(data, n) for n in rest}) > 1:
        return None  # "$100 and spent $20 on 3 notebooks": a count beside the amounts is none of them
    if bought is None and sum(n.value for n in rest) > first.value:
        return None  # more spent than there was: the first number is not what there was
    return Left(first.value, bought or tuple(written(n.value) for n in rest))


_SENTENCE_BREAK = regex.compile(r"[.!?;:。！？；：](?:\s|$)")


def _budget(data: str, first: Number, rest: tuple[Number, ...], entry: Lexicon) -> bool:
    """What there was, said in a sentence of its own, then two amounts or more in the sentences
    after it, as a budget's lines are named ("Take-home is $2,400 a month. Rent is $1,150,
    groceries $380 ...", "Зарплата 85 000 ₽ в месяц. Коммуналка 7 800, ..."): asked what is left,
    they are what is spent, though no word says so (where no word says one came in: `received`)."""
    end = _SENTENCE_BREAK.search(data, first.end, rest[0].start)
    return len(rest) >= 2 and end is not None and not has_any(data[end.end() :], entry.received, entry.unspaced)


def _shifted(found: Iterable[Number], by: int) -> tuple[Number, ...]:
    """`found` placed in a text that starts `by` characters later (a part of the data cut off)."""
    return tuple(Number(n.start - by, n.end - by, n.text, n.value) for n in found)


def _bought(parts: Parts, data: str, first: Number, entry: Lexicon) -> tuple[str, ...] | None:
    """What was spent after the first amount, when it is items at a price each ("Ho 250 € e
    compro 3 magliette da 19,90 € l'una"): the lines of a bill, each count times its price."""
    rest = Parts(data[first.end :], parts.request, parts.language, _shifted(parts.numbers[1:], first.end))
    lines = _bill_lines(rest, entry)
    if lines is None or all(count == 1 for (count, _), _ in lines):
        return None
    for i, ((count, _), _) in enumerate(lines):
        listed = lines[i + 1 : i + int(count)]
        if count > 1 and len(listed) == count - 1 and all(_amount_alone(said, entry) for _, said in listed):
            return None  # "3 passages au supermarché à 127,35 €, 98,60 € et 76,15 €": the count is the list's
    return tuple(_line(count, price) for (count, price), _ in lines)


def _amount_alone(said: str, entry: Lexicon) -> bool:
    """A bill's line that is an amount alone, in a list: its currency and the list's joins
    ("98,60 € et"), no thing named."""
    words = text.words(CURRENCY.sub(" ", said))
    return all(w in entry.list_and for w in words)


def _line(count: float, price: float) -> str:
    """A line of a bill as the calculator writes it: its price, or its count times its price."""
    return written(price) if count == 1 else f"{written(count)} * {written(price)}"


@dataclass(frozen=True)
class PercentOf:
    """A percentage of an amount named by what it is ("What's an 18% tip on a $64.50 check?",
    "Wie viel sind 19 % Mehrwertsteuer auf 1.249 €?")."""

    percent: float
    amount: float
    included: bool = False  # the amount already holds the part ("В цену 1 200 ₽ уже включён НДС 20 %")

    def expression(self) -> str:
        if self.included:
            return f"{written(self.amount)} * {written(self.percent)} / (100 + {written(self.percent)})"
        return f"{written(self.amount)} * {written(self.percent)} / 100"


_NAMES_OF_A_SHARE = 2  # "tip", "check"; "IVA", "factura"; "pourboire", "addition"


@lru_cache(maxsize=256)
def percent_of(question: str) -> PercentOf | None:
    """A percentage of an amount, where the question names what the percentage is (the lexicon's
    `part_names`: "tip", "IVA", "НДФЛ") and perhaps what the amount is ("check", "factura"): it
    asks, states one percentage and one amount with its currency, says no direction, operator or
    total (a raise, a discount, "plus 15% tip ... in total" ask the new amount: change.py) and
    asks no percentage, and no more than two words of it are its own."""
    reading = read(question)
    entry = lexicon(reading.language)
    if not reading.asks:
        return None
    folded = text.normalize(fold(question))
    found = numbers(folded, reading.language)
    percents = [n for n in found if PERCENT_AFTER.match(folded[n.end :])]
    others = [n for n in found if n not in percents]
    if len(percents) != 1 or len(others) != 1 or not has_currency(folded, others[0]):
        return None
    if not has_any(folded, entry.part_names, entry.unspaced):
        return None  # what the percentage is must be named ("tip", "IVA", "НДФЛ")
    if periods_in_words(folded, entry):
        return None  # "10万元存两年定期，年利率2.1%": so many years of it, counted in words
    table = entry.change
    parts = split(question)
    if parts is not None and has_any(text.normalize(parts.request), entry.left, entry.unspaced):
        return None  # "НДФЛ 13 %. Сколько получу на руки?": what is left after the part, not the part
    changes = (*table.get("up", ()), *table.get("down", ()), *entry.operators, *entry.total)
    part_asked = _part_asked(parts, entry)
    if (
        parts is not None
        and not part_asked
        and has_any(
            text.normalize(parts.request),
            (*table.get("priced", ()), *entry.spent),
            entry.unspaced,
        )
    ):
        return None  # "Ein Artikel für 2.980 € mit 10 % MwSt. Wie viel kostet er?": what it costs with it
    if has_any(part_asked or folded, changes, entry.unspaced):
        # A raise, a discount, "plus 15% tip ... in total": the new amount, not the part; where
        # the request names the part, only its own words say so ("1.200 € più IVA al 22 %. A
        # quanto ammonta l'IVA?": the IVA asked).
        return None
    asked = [w for w in table.get("percent_asked", ()) if " " in w]  # "what percent", not the "%" stated
    if has_any(folded, asked, entry.unspaced):
        return None
    own = leftover(question, reading.language, accepted=(*entry.refers, *entry.part_names, *table.get("amount", ())))
    if len(own) > _NAMES_OF_A_SHARE:
        # Data in the user's words, then a request that reads whole ("Our dinner bill came to
        # $86.40. If we leave an 18% tip on that, how much is the tip?", "Quant'è?").
        if parts is None or not request_reads(parts, (*entry.part_names, *table.get("amount", ()))):
            return None
    if with_part_asked(question, entry):
        return None  # "消費税10%込みだといくら？": the amount with the part in it is asked (change.py)
    net = has_any(folded, table.get("net", ()), entry.unspaced)
    if net and parts is not None and not part_asked:
        # The amount is said to be without the part, and a request apart does not name the part
        # ("650 € sin IVA. Con el 21 % de IVA, ¿cuánto sale?"): the amount with it is asked, not the part.
        return None
    if net and parts is None and _holds_part(folded, reading.language, entry):
        # One clause that says the amount without the part and names the amount with it ("Quel
        # est le montant TTC d'une facture de 850 € HT avec une TVA à 20 % ?"): that is asked.
        return None
    # The amount holds the part: said in the data, or, in one clause, anywhere ("税込み3,300円（消費税10%）の
    # 商品の消費税額はいくら？": 300)
    said = text.normalize(parts.data) if parts is not None else folded
    # (An amount said net does not: "税抜き1,800円 ... 税込み" names the amount with the part as the one asked.)
    included = not net and _holds_part(said, reading.language, entry)
    return PercentOf(percents[0].value, others[0].value, included)


def _holds_part(said: str, language: str, entry: Lexicon) -> bool:
    """`said` (normalized) holds an `included` phrase, but a `rate_with` phrase right before a
    percentage, which names the rate ("Con l'IVA al 22%, quant'è l'IVA su 450 euro?": 99, not
    the 81.15 a price holding it would hold)."""
    rate_with = set(entry.change.get("rate_with", ()))
    found = numbers(said, language)
    percents = [n.start for n in found if PERCENT_AFTER.match(said[n.end :])]
    amounts = [n.end for n in found if n.start not in percents]
    for phrase in entry.change.get("included", ()):
        for m in phrase_pattern(phrase, entry.unspaced).finditer(said):
            names_rate = (
                phrase in rate_with
                and any(m.end() <= start and _RATE_GAP.fullmatch(said[m.end() : start]) for start in percents)
                # an amount right before it is said with the part ("450 euro con l'IVA al 22%")
                and not any(end <= m.start() and _RATE_GAP.fullmatch(said[end : m.start()]) for end in amounts)
            )
            if not names_rate:
                return True
    return False


# Between a phrase and the number it names: at most one word ("al", "at", "à", "von", a currency's
# name), no mark ("121 € con IVA. IVA 21 %": two statements).
_RATE_GAP = regex.compile(r"\s*(?:[^\W\d_]+\s*|[€$£¥₽]\s*)?")


def _part_asked(parts: Parts | None, entry: Lexicon) -> str:
    """The request (normalized) where it names the part a percentage is, with a word of a total
    right before that name taken out ("сумма НДС": the amount of the VAT); else ""."""
    if parts is None:
        return ""
    request = text.normalize(parts.request)
    if not has_any(request, entry.part_names, entry.unspaced):
        return ""
    names = "|".join(regex.escape(n) for n in sorted(entry.part_names, key=len, reverse=True))
    totals = "|".join(regex.escape(t) for t in sorted(entry.total, key=len, reverse=True))
    if not totals:
        return request
    edge = "" if entry.unspaced else r"(?<!\w)"
    return regex.sub(rf"{edge}(?:{totals})\s+(?=(?:{names})(?!\w))", " ", request)


def _amount_and_count(data: str, found: tuple[Number, ...]) -> tuple[Number, Number] | None:
    """Of the data's two numbers, the amount (its currency next to it) and the count (a whole
    number of at least 2, no currency, no percentage), or None when they are not these."""
    priced = [has_currency(data, n) for n in found]
    if sorted(priced) != [False, True]:
        return None
    amount, count = (found[0], found[1]) if priced[0] else (found[1], found[0])
    if not count.value.is_integer() or count.value < 2 or PERCENT_AFTER.match(data[count.end :]):
        return None
    return amount, count


def _things_and_people(data: str, found: tuple[Number, ...], entry: Lexicon) -> tuple[Number, Number] | None:
    """Of the data's two numbers, neither an amount of money, the things shared and the people
    they are shared among: the one right after an `among` word ("tra 6 bambini", "entre 9
    crianças") or right before a `persons` counter ("8명이", "6人で"), a whole number of two or
    more; the other is the things ("90 caramelle")."""
    if any(has_currency(data, n) or PERCENT_AFTER.match(data[n.end :]) for n in found):
        return None
    among = [w for w in entry.among if w]
    persons = [w for w in entry.persons if w]

    def people(n: Number) -> bool:
        before, after = data[: n.start].rstrip(), data[n.end :].lstrip()
        return any(
            before.endswith(w) and (entry.unspaced or not before[: -len(w)][-1:].isalnum()) for w in among
        ) or any(after.startswith(w) for w in persons)

    marked = [n for n in found if people(n)]
    if len(marked) != 1 or not marked[0].value.is_integer() or marked[0].value < 2:
        return None
    things = next(n for n in found if n is not marked[0])
    return things, marked[0]


def _longest_first(phrases: Iterable[str]) -> list[str]:
    """`phrases` longest first, so that a phrase inside a longer one is taken out as that one."""
    return sorted(phrases, key=len, reverse=True)


def _in_list(gap: str, joins: tuple[str, ...], unspaced: bool) -> bool:
    """`gap`, the text between two numbers, joins two items of one list: marks, a `list_and`
    word, a sign, and the unit or currency each item repeats ("12,5 ; 14 ; 9 et 16,5", "88、92、79分")."""
    gap = without(regex.sub(r"[-−]\s*$", "", gap), joins, unspaced)  # the next item's sign out
    gap = regex.sub(r"^\s*(?:[^\W\d_]{1,3}|[€$£¥₩₽%])?\s*", "", gap)  # a short unit after the item ("분", "kg")
    gap = regex.sub(r"(?:r|us)?\$|[€£¥₩₽]", " ", gap)  # a currency's sign before the next ("$48.20, $52.75")
    return _LIST_GAP.match(gap) is not None
