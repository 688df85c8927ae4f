"""The words the question readers accept, one data file per language (lexicon/<language>.toml),
and the language a question is written in.

Adding a language is adding a file: its common words (to tell it from the other languages of
its script), the phrases that ask for a value, the words that carry no content around a
request, its operators and functions. The fields are described in lexicon/en.toml.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields
from functools import cache
from importlib import resources
from typing import Any

import regex

from .. import text

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru")
# A script written by one language of LANGUAGES: that language (Japanese kana count as Han in
# text.dominant_script, so kana are looked for apart).
_SCRIPT_LANGUAGE = {"Hangul": "ko", "Cyrillic": "ru"}


@dataclass(frozen=True)
class Lexicon:
    language: str
    words: frozenset[str]
    ask: tuple[str, ...]
    quantity: tuple[str, ...]
    filler: tuple[str, ...]
    accepted: tuple[str, ...]
    quantities: tuple[str, ...]
    list_and: tuple[str, ...]
    operators: dict[str, str]
    functions: dict[str, str]
    change: dict[str, tuple[str, ...]]  # [change]: up, down, asked, priced, priced_of, amount
    counts: dict[str, int]  # [counts]: a count written as a word ("one", "한") -> its number
    average: tuple[str, ...]  # the words that ask for an average ("average", "Durchschnitt", "평균")
    refers: tuple[str, ...]  # the words by which a request points back at its data ("my", "that")
    ask_any: tuple[str, ...]  # of `ask`, the phrases that ask for a thing as well as a value ("what is")
    total: tuple[str, ...]  # the words that ask for the total of a list ("altogether", "zusammen", "一共")
    each: tuple[str, ...]  # the words that ask for each one's part of an amount ("each", "cada um", "每人")
    unit_price: tuple[str, ...]  # the words that say a price is each item's ("each", "zu je", "по")
    spent: tuple[str, ...]  # the words that say an amount was spent ("spent", "ausgegeben", "花了")
    left: tuple[str, ...]  # the words that ask what is left ("left", "übrig", "осталось")
    received: tuple[str, ...]  # the words that say an amount came in ("got", "bekommen", "получил")
    part_names: tuple[str, ...]  # the names of a part of an amount given as a percentage ("tip", "IVA")
    per_period: tuple[str, ...]  # a measure each day ("a day", "al giorno", "por dia", "하루에")
    among: tuple[str, ...]  # the word before the people things are shared among ("among", "tra", "entre")
    persons: tuple[str, ...]  # a counter of people after their number ("명", "人", "человек")
    paid_with: tuple[str, ...]  # the words before the amount a bill was paid with ("paid with", "pagué con")
    change_back: tuple[str, ...]  # the words that ask the change given back ("change", "cambio", "сдача")
    price_at: tuple[str, ...]  # the word before a price that makes it each one's ("at", "à", "a", "zu")
    per_one: tuple[str, ...]  # "per one" written with the digit 1 ("1人あたり", "1인당"): no number of the data
    group_of: tuple[str, ...]  # the words joining groups to what each holds ("boxes of", "Kisten mit", "每盒")
    one_item: tuple[str, ...]  # before an item's name, the words that ask for one of them ("per", "une", "одну")
    packs: tuple[str, ...]  # the words that sell things as a pack, beside their count ("24-pack", "pack de 6")
    degrees: tuple[str, ...]  # the words a request asks a temperature with ("degrees", "grados", "temperature")
    not_rounds: tuple[str, ...]  # phrases holding a rounding word that ask no rounding ("round trip")
    holds: tuple[str, ...]  # after a container's name, before its size, the verb it holds with ("a box holds 12")
    per_group: tuple[str, ...]  # the words that make a count each group's ("each", "je", "по", "씩", "ずつ")
    count_verbs: tuple[str, ...]  # the words a how-many request asks with ("do I have", "brauchen wir", "hay")
    moves: tuple[str, ...]  # the words a request asks a distance or a time of travel with ("travel", "ci mette")
    per_hour: tuple[str, ...]  # after a length, or before it without spaces, a speed ("an hour", "시속")
    taken: tuple[str, ...]  # the words that take things away before their count ("broke", "gastei")
    needed: tuple[str, ...]  # a request for what is needed, so a count rounded up ("faut-il", "servono")
    speed_asked: tuple[str, ...]  # the words a request asks an average speed with ("vitesse moyenne")
    into: tuple[str, ...]  # after a unit's name, before a how-many phrase: the unit wanted ("섭씨로 몇 도")
    interest: tuple[str, ...]  # the words that name interest on a deposit or a loan ("interest", "利息", "이자")
    annual: tuple[str, ...]  # the words that make a percentage a year's ("a year", "годовых", "年利率", "연")
    simple: tuple[str, ...]  # the words that say interest is not compounded ("simple interest", "단리")
    rounds: tuple[str, ...]  # the words (or a word's start) that ask a rounding ("round", "arrotond", "반올림")
    half: tuple[str, ...]  # the words that add a half to a number before them ("and a half", "e mezzo")
    servings: tuple[str, ...]  # the words after a number that count people or servings ("people", "人分", "인분")
    serves: tuple[str, ...]  # the words before a number that count people or servings ("serves", "for", "für")
    per_unit: tuple[str, ...]  # after a number and its thing, each period's ("por dia", "par semaine", "le repas")
    per_prefix: tuple[str, ...]  # before a number, each period's, unspaced ("時給", "1日", "每天", "하루에")
    periods: tuple[str, ...]  # after a number, a count of periods ("dias", "semaines", "週間", "周")
    gross: tuple[str, ...]  # the words that ask a pay before tax, where no tax is stated ("before taxes", "brutto")
    sides: tuple[str, ...]  # the words that name a rectangle's sides ("lang", "breit", "长", "宽"): area.py
    area: tuple[str, ...]  # the words a request asks an area with ("area", "Fläche", "面积")
    whole_ones: tuple[str, ...]  # the words that ask for whole portions only ("completely", "full ones"): floor
    asks_other: tuple[str, ...]  # the words that ask for a text, not a value ("explain", "translate", "remind me")
    below_zero: tuple[str, ...]  # the words right before a number that make it negative ("minus", "영하", "零下")
    openers: tuple[str, ...]  # the words that open a statement or an interjection ("i", "thanks"): statement.py
    requests: tuple[str, ...]  # the phrases that make a request however a clause opens ("can you", "i need")
    joins: tuple[str, ...]  # the words that join a clause to the one before ("and", "but"): statement.py
    rounding: dict[str, int | str]  # [rounding]: a phrase asking the answer rounded -> its decimals (rounding.py)
    groups: dict[str, int]  # a head count in words ("zu sechst", "нас шестеро", "the four of us") -> its number
    period_kinds: dict[str, str]  # [period_kinds]: a word naming a period -> hour, day, week, month or year
    goal: tuple[str, ...] = ()  # the words a request asks how long until a total is reached by ("until", "to save up")
    with_me: tuple[str, ...] = ()  # the words that count the speaker in before a head count ("me and 3 friends")
    and_me: tuple[str, ...] = ()  # the words that count the speaker in after a head count's thing ("3 friends and I")
    back: tuple[str, ...] = ()  # a follow-up's words that point back at the answer ("that", "das Ergebnis")
    both: tuple[str, ...] = ()  # a follow-up's words that point back at the last two answers ("the two", "beide")
    in_unit: tuple[str, ...] = ()  # the words before a unit that ask a measure in it ("in", "en", "в")
    going_on: tuple[str, ...] = ()  # the words that open a follow-up as going on from the answer ("and", "und")
    instead: tuple[str, ...] = ()  # a follow-up's words that say a value replaces another ("what about", "und für")
    later: tuple[str, ...] = ()  # a follow-up's words for a time after the date answered ("later", "danach")
    earlier: tuple[str, ...] = ()  # a follow-up's words for a time before it ("earlier", "davor")
    not_counts: tuple[str, ...] = ()  # [counts] words as often another word, not read alone ("sei": you are)
    one_and_a_half: tuple[str, ...] = ()  # a word that says one and a half ("полтора", "anderthalb")
    each_way: tuple[str, ...] = ()  # after a length, it is one way and travelled both ("each way", "je Strecke")
    one_way: tuple[str, ...] = ()  # a length is one way ("one way", "einfach", "aller simple")
    both_ways: tuple[str, ...] = ()  # travelled there and back ("there and back", "hin und zurück", "aller-retour")
    # [commands]: a request said as a command, its numbers {a} and {b} -> the arithmetic on them
    # ("divide {a} by {b}" -> "{a} / {b}", "subtract {a} from {b}" -> "{b} - {a}", "half of {a}")
    commands: dict[str, str] = field(default_factory=dict)

    def command_patterns(self) -> tuple[tuple[regex.Pattern[str], str], ...]:
        """The [commands] as patterns over the numbers each holds (written as the calculator
        writes them: "391", "97.75"), longest template first: "take {a} away from {b}" before
        "take {a} from {b}"; each with the arithmetic it stands for."""
        return _command_patterns(self.language)

    def command_words(self) -> tuple[str, ...]:
        """The words of the commands' templates, less their numbers ("divide", "by")."""
        pieces = (p.strip() for t in self.commands for p in _PLACE.split(t) if not _PLACE.fullmatch(p))
        return tuple(dict.fromkeys(p for p in pieces if p))

    @property
    def unspaced(self) -> bool:
        """Phrases are found anywhere in a word, not only as whole words (Chinese, Japanese,
        and Korean, whose particles attach to the word before them)."""
        return self.language in ("zh", "ja", "ko")

    def vocabulary(self) -> frozenset[str]:
        """Every word of every phrase this lexicon knows."""
        phrases = [*self.ask, *self.quantity, *self.filler, *self.accepted, *self.quantities, *self.list_and,
                   *self.operators, *self.functions]  # fmt: skip
        return frozenset(w for p in phrases for w in text.words(p)) | self.words


# A number as the calculator's rewrite writes it before reading the words around it (reading/
# numbers.written: "391", "97.75"); the commands' numbers, and tools/arithmetic_words.py's.
PLAIN_NUMBER = r"\d+(?:\.\d+)?"


_PLACE = regex.compile(r"(\{[abc]\})")  # a command's number: {a}, {b}, {c}


@cache
def _command_patterns(language: str) -> tuple[tuple[regex.Pattern[str], str], ...]:
    entry = lexicon(language)
    found = []
    for template in sorted(entry.commands, key=len, reverse=True):
        pieces = _PLACE.split(template)
        pattern = "".join(
            rf"\s*(?P<{p[1]}>{PLAIN_NUMBER})\s*" if _PLACE.fullmatch(p) else r"\s+".join(map(regex.escape, p.split()))
            for p in pieces if p.strip()
        )  # fmt: skip
        start = "" if entry.unspaced or not template[:1].isalpha() else r"(?<!\w)"
        found.append((regex.compile(start + pattern + r"(?!\w|\.\d)"), entry.commands[template]))
    return tuple(found)


def command_language(question: str) -> str | None:
    """The language of the one command the whole question says, with its numbers written as
    the calculator writes them and polite words aside ("togli 20 da 95", "divide 391 entre 4"):
    a command said whole tells its language where a few words do not. None for any other."""
    said = regex.sub(r"^[\s¿¡]+|[\s?!.。？！]+$", "", text.normalize(question))
    for language in LANGUAGES:
        if any(p.fullmatch(said) for p, _ in _command_patterns(language)):
            return language
    return None


@cache
def lexicon(language: str) -> Lexicon:
    """The lexicon of `language` (one of LANGUAGES)."""
    source = resources.files(__package__).joinpath("lexicon").joinpath(f"{language}.toml").read_text(encoding="utf-8")
    data = tomllib.loads(source)

    def phrases(key: str) -> tuple[str, ...]:
        return tuple(text.normalize(p) for p in data.get(key, []))

    tables: dict[str, Any] = {
        "words": frozenset(text.normalize(w) for w in data.get("words", [])),
        "operators": {text.normalize(k): v for k, v in data.get("operators", {}).items()},
        "functions": {text.normalize(k): v for k, v in data.get("functions", {}).items()},
        "change": {k: tuple(text.normalize(p) for p in v) for k, v in data.get("change", {}).items()},
        "counts": {text.normalize(k): int(v) for k, v in data.get("counts", {}).items()},
        "rounding": {text.normalize(k): v for k, v in data.get("rounding", {}).items()},
        "groups": _groups(data),
        "period_kinds": {text.normalize(k): str(v) for k, v in data.get("period_kinds", {}).items()},
        "commands": {text.normalize(k): str(v) for k, v in data.get("commands", {}).items()},
    }
    # Every other field is a list of phrases, read by its name: adding one is adding the field.
    lists: dict[str, Any] = {f.name: phrases(f.name) for f in fields(Lexicon) if f.name not in (*tables, "language")}
    return Lexicon(language=language, **tables, **lists)


def _groups(data: dict) -> dict[str, int]:
    """[groups] as written, and each of `group_forms` ("the {n} of us") with each count word of
    two or more ([counts]) in its place."""
    counts = {text.normalize(k): int(v) for k, v in data.get("counts", {}).items() if int(v) >= 2}
    found = {text.normalize(k): int(v) for k, v in data.get("groups", {}).items()}
    for form in data.get("group_forms", []):
        found.update({text.normalize(form.format(n=word)): value for word, value in counts.items()})
    return found


def language_of(question: str) -> str:
    """The language of LANGUAGES `question` is most likely written in: by its script, and among
    the Latin-script languages by the words it shares with each lexicon (English on a tie)."""
    folded = text.normalize(question)
    script = text.dominant_script(folded)
    if script == "Latin" or script == "Cyrillic":
        commanded = command_language(folded)
        if commanded is not None:
            return commanded
    if script == "Han":
        return "ja" if any("\u3040" <= c <= "\u30ff" for c in folded) else "zh"
    if script in _SCRIPT_LANGUAGE:
        return _SCRIPT_LANGUAGE[script]
    scores = dict.fromkeys(_LATIN, 0.0)
    for word in text.words(folded):
        # A common word weighs most, a word of the language's other phrases less, and a word several
        # languages share is split between them: "a" tells little, "convierte" that it is Spanish.
        weights = {lang: 1.0 if word in lexicon(lang).words else 0.5 for lang in _LATIN if word in _vocabulary(lang)}
        for lang, weight in weights.items():
            scores[lang] += weight / len(weights)
    for lang, marks in _MARKS.items():  # letters and marks one language alone writes
        scores[lang] += sum(folded.count(mark) for mark in marks)
    best = max(_LATIN, key=lambda lang: scores[lang])  # English first on a tie
    return best if scores[best] > 0 else "en"


_LATIN = ("en", "de", "fr", "es", "it", "pt")
# What one Latin-script language alone writes, each a word's weight: Spanish opens a question
# with "¿" ("Esta semana curré 28 horas a 9,75 € la hora, ¿cuánto me toca cobrar?" had been read
# as Portuguese), Portuguese writes "ã" and "õ", German "ß", "ä" and "ö".
_MARKS = {"es": ("¿", "¡", "ñ"), "pt": ("ã", "õ"), "de": ("ß", "ä", "ö")}


@cache
def _vocabulary(language: str) -> frozenset[str]:
    return lexicon(language).vocabulary()
