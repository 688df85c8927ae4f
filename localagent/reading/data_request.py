"""A question in two parts: the data, stated first in whatever words a person uses ("my rent of
$1,850/month is going up 4.5% next year", "Von 1.200 Mitarbeitern arbeiten 276 im Homeoffice"),
and the request, its last clauses, which ask for the value and hold no number ("What will I be
paying per month?", "Wie viel Prozent sind das?", "What is that in Celsius, please?").

The request is read closed-world, as a whole question is (question.leftover, with the words of
the kind of value asked and the words that point back at the data, [refers]); the data only
gives the numbers, and must give exactly the numbers the kind needs, marked as the kind marks
them: one amount and one percentage, or two amounts (change.py), a part and a whole, a list, an
amount and a count (share.py), one measure and its unit (policies/quantities.py). The data's
other words are its context ("landlord", "next year"). A request with a word left over, a
number in the request, a data part with more or fewer numbers, or a question with no clause
before its request goes to the model. Clauses end at marks, at a dash between spaces and at a
Korean connective ending (-면, -는데, -니까); a Chinese or Japanese question that joins the data
to the request without a mark has no request here.

`request_sentence` reads the other common shape: a request and a remark beside it, in sentences
of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from .. import text
from .lexicon import lexicon
from .numbers import Number, fold, numbers
from .question import has_any, leftover, phrase_pattern, read, without

# Where a clause ends: a mark of the sentence or the clause, but not a decimal point or comma
# between two digits ("89,95", "$64.50"); an ellipsis; a dash between spaces; a Korean clause's
# connective ending before a space ("42개 맞혔으면 몇 퍼센트야": -면 if, -는데 and the copula's
# -인데, -니까); a Japanese conditional ("6人で割り勘すると1人いくら": -すると, -したら); an emoji, which
# a chat ends a sentence with ("er ist 6 Fuß 2 Zoll groß 😅 Wie viel ist das in Zentimetern?").
CLAUSE_END = regex.compile(
    r"(?<!\d)[.,]|[.,](?!\d)|[!?;:。！？；，、…]|\s[-–—]\s|(?<=\p{Hangul}(?:면|는데|인데|니까))\s|(?<=すると|たら|[るくぐすつぬぶむう]と|[えけげせてねべめれ]ば)"
    r"|\p{Extended_Pictographic}"
)


# "1km당", "1kmあたり": per one of a unit, written after it in Korean and Japanese.
_PER_ONE_UNIT = regex.compile(r"(?<![\d.,])1\s*[^\W\d_]{1,8}?\s*(?:당|あたり|当たり)")
_TRAILING_MARKS = regex.compile(r"[\s.!?;,:。！？；，、…]+$")  # the question's own end, no clause's


@dataclass(frozen=True)
class Parts:
    data: str  # the clauses before the request, as written
    request: str  # the last clause, as written
    language: str
    numbers: tuple[Number, ...]  # the data's, positions in text.normalize(fold(data))


@lru_cache(maxsize=256)
def split(question: str) -> Parts | None:
    """The data and the request of `question` (see the module), or None."""
    language = read(question).language
    body = _without_remarks_after(_TRAILING_MARKS.sub("", question.strip()), language)
    # The request is the shortest tail of clauses that asks ("What is that in Celsius, please").
    entry = lexicon(language)
    for end in reversed(list(CLAUSE_END.finditer(body))):
        data, request = body[: end.start()], body[end.end() :]
        # A request's "1人あたり" (per person: the lexicon's per_one) holds no number of the data, nor
        # its "1km당" (per kilometre).
        if numbers(
            _PER_ONE_UNIT.sub(" ", without(text.normalize(fold(request)), entry.per_one, entry.unspaced)), language
        ):
            return None
        if request.strip() and read(request, language).asks:
            stated = _data_numbers(text.normalize(fold(data)), language)
            return Parts(data, request, language, stated) if stated else None
    return None


def _without_remarks_after(body: str, language: str) -> str:
    """`body` without the sentences after its last request that hold no number and ask nothing
    ("how much change should i have gotten back? pretty sure she shorted me lol", "おつりはいくら？
    値段は全部税込です"): a remark, not the request."""
    while True:
        ends = [m for m in _SENTENCE_END.finditer(body) if body[m.end() :].strip()]
        if not ends:
            return body
        tail = body[ends[-1].end() :]
        if numbers(fold(tail), language) or read(tail, language).asks or not regex.search(r"[^\W\d_]", tail):
            return body
        body = _TRAILING_MARKS.sub("", body[: ends[-1].end()].strip())


@lru_cache(maxsize=256)
def split_holding_one(question: str) -> Parts | None:
    """Data, then a request that holds one number of its own with the word after it: the measure
    or the count of periods asked of ("За сколько часов он проедет 520 км?", "How many hours in 4
    weeks?", "4주 동안 총 몇 시간"), moved to the data's end, the request without it; None where
    `split` reads the question, or the request holds no number or more than one."""
    body = _TRAILING_MARKS.sub("", question.strip())
    ends = list(CLAUSE_END.finditer(body))
    if not ends:
        return None
    data, request = body[: ends[-1].start()], body[ends[-1].end() :]
    language = read(question).language
    folded = text.normalize(fold(request))
    found = numbers(folded, language)
    if len(found) != 1 or not read(request, language).asks:
        return None
    word = regex.match(r"\s?[^\W\d_]+(?:/[^\W\d_]+)?", folded[found[0].end :])
    if word is None:
        return None
    end = found[0].end + word.end()
    moved = f"{data}, {folded[found[0].start : end]}"
    stated = _data_numbers(text.normalize(fold(moved)), language)
    if len(stated) < 2:
        return None
    return Parts(moved, f"{folded[: found[0].start]} {folded[end:]}", language, stated)


# A condition after the request ("How many hours, if the train goes 80 km/h?"), in the languages
# that put it there; Chinese, Japanese and Korean state the condition first.
_IF = {
    language: regex.compile(rf",?\s+(?:{words})\s+", regex.I)
    for language, words in {
        "en": "if", "fr": "si", "es": "si", "it": "se", "pt": "se", "de": "wenn|falls", "ru": "если",
    }.items()
}  # fmt: skip


@lru_cache(maxsize=256)
def condition_first(question: str) -> str | None:
    """`question` with a condition that follows its request moved before it, as data then a
    request ("Сколько часов ехать поездом 1 340 км, если средняя скорость 80 км/ч?" -> "средняя
    скорость 80 км/ч. Сколько часов ехать поездом 1 340 км?"): the request asks, the condition
    holds a number and asks nothing; None where the question is not so."""
    language = read(question).language
    if language not in _IF:
        return None
    body = _TRAILING_MARKS.sub("", question.strip())
    found = list(_IF[language].finditer(body))
    if len(found) != 1:
        return None
    request, condition = body[: found[0].start()], body[found[0].end() :]
    if not request.strip() or not read(request, language).asks or read(condition, language).asks:
        return None
    if not numbers(text.normalize(fold(condition)), language):
        return None
    return f"{condition}. {request}?"


def _data_numbers(data: str, language: str) -> tuple[Number, ...]:
    """The numbers of the data but the 1 of a "per one" (the lexicon's per_one: "1個180円" is a
    price each, no count of one), right before the number it is per: "3月1日" is a date's day."""
    entry = lexicon(language)
    ones = [
        m.span()
        for p in entry.per_one
        if p[:1].isdigit()
        for m in phrase_pattern(p, entry.unspaced).finditer(data)
        if regex.match(r"\s*\d", data[m.end() :]) and not regex.search(r"\d\s*\S?$", data[: m.start()])
    ]
    return tuple(n for n in numbers(data, language) if not any(start <= n.start < end for start, end in ones))


@lru_cache(maxsize=256)
def request_first(question: str) -> Parts | None:
    """The other order: the request first, in the question's first clauses, holding no number,
    then the data after it ("Could you tell me the average of my bills? They were $82.10, $95.45
    and $77.30.", "Посчитайте, пожалуйста, среднюю цену: 1 290 ₽, 1 450 ₽ и 1 175 ₽.")."""
    language = read(question).language
    body = _TRAILING_MARKS.sub("", question.strip())
    found = numbers(fold(body), language)
    if not found:
        return None
    # The request runs to the last clause end before the first number.
    ends = [end for end in CLAUSE_END.finditer(body) if end.end() <= found[0].start]
    if not ends:
        return None
    request, data = body[: ends[-1].start()], body[ends[-1].end() :]
    if not request.strip() or not read(request, language).asks:
        return None
    stated = tuple(numbers(text.normalize(fold(data)), language))
    return Parts(data, request, language, stated) if stated else None


def request_reads(parts: Parts, accepted: tuple[str, ...]) -> bool:
    """The request holds nothing the lexicon (with the kind's words `accepted`, and the words
    that point back at the data: `refers`) does not read, but the data's own words: a request
    that names again what the data named ("We sold 245 of the 700 raffle tickets. What
    percentage of the tickets did we sell?", "연필이 12자루씩 ... 연필은 모두 몇 자루예요?") asks
    nothing new of it."""
    entry = lexicon(parts.language)
    left = leftover(parts.request, parts.language, accepted=(*accepted, *entry.refers))
    if not left:
        return True
    if entry.unspaced:  # written without spaces: the data's own words are in its text ("연필은 ... 몇 자루")
        data = text.normalize(fold(parts.data))
        return all(piece in data for piece in left)
    named = text.words(fold(parts.data))
    return all(any(same_word(word, other) for other in named) for word in left)


_STEM = 5  # "responses" and "respondents", "salario" and "salarios": a word's first letters name it


def same_word(word: str, other: str, stem: int = _STEM) -> bool:
    """One word in two forms: the same, or the same first `stem` letters where neither is shorter
    ("säcke" and "säcken")."""
    return word == other or (min(len(word), len(other)) >= stem and word[:stem] == other[:stem])


_ENDING = 2  # the letters a name's other number may add ("box", "boxes"; "bouteille", "bouteilles")


def other_number(word: str, other: str) -> bool:
    """One name in two numbers where it is too short for same_word's stem: the shorter (three
    letters or more) starts the longer, which adds at most _ENDING letters ("box", "boxes")."""
    short, long = sorted((word, other), key=len)
    return len(short) >= 3 and long.startswith(short) and len(long) - len(short) <= _ENDING


# Where a sentence ends (not a decimal point: "$64.50"), or a dash between spaces sets a remark off.
_SENTENCE_END = regex.compile(r"(?<!\d)\.|\.(?!\d)|[!?;。！？；…]|\s[-–—]\s|\p{Extended_Pictographic}")


@lru_cache(maxsize=256)
def request_sentence(question: str) -> str | None:
    """The one sentence of `question` that holds its numbers, when the others hold none, ask
    for nothing (or only say "tell me": "소수점 둘째 자리까지 알려주세요.") and name no
    computation (an operator, a function, an average): a request with a remark beside it
    ("What is 15% of 80? Asking for my homework.", "Wie viel sind 5 Meilen in Kilometern? Steht
    so in einem Formular."); else None."""
    language = read(question).language
    sentences = [s for s in _SENTENCE_END.split(question) if s.strip()]
    if len(sentences) < 2:
        return None
    numbered = [s for s in sentences if numbers(fold(s), language)]
    if len(numbered) != 1:
        return None
    entry = lexicon(language)
    computing = (*entry.operators, *entry.functions, *entry.average)
    for sentence in sentences:
        if sentence is numbered[0]:
            continue
        if read(sentence, language).asks and (leftover(sentence, language) or not read(numbered[0], language).asks):
            return None  # a second request; "Please tell me." beside one is no second request
        if has_any(text.normalize(sentence), computing, entry.unspaced):
            return None  # it says what to compute ("mi fai la media dei voti? 7 / 8,5 / 6,5 / 9")
    return numbered[0]
