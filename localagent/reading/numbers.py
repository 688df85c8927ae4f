"""Numbers read once, as the language writes them.

One reader for every place that reads a number a person wrote: the question readers, the
calculator's rewrite of words into arithmetic, and the answer scorer. What a separator means
depends on the language and on the digits around it, as Babel's `parse_decimal` and CLDR
have it:

    en, zh, ja, ko   1,234.5   (comma: thousands, dot: decimal)   "1,5" is 1.5 (one comma, not a group of three)
    de, es, it, pt   1.234,5   (dot: thousands, comma: decimal)   "2,5" is 2.5, "2.500" is 2500
                     (after a dollar or peso sign, three digits after a comma: thousands, "$1,840 pesos")
    fr, ru           1 234,5   (space: thousands, comma: decimal) "1.234" is 1234
    any              1'234.50  (an apostrophe groups thousands, the dot is then the decimal)
    any              ４２ (full-width digits), 1 234 with a no-break or thin space
    zh, ja, ko       5万 (50000), 1.5억 (150000000), 3천 (3000): myriads and thousands after the digits

A separator groups thousands only between groups of three digits after a first group of one to
three ("1.234.567"); "3.8.1" (a version) and "555-1234" (a phone number) are no single number:
a run of dot-joined groups that is neither a decimal nor thousands is a code and has no value.
Signs are the reader's business, not the number's: "4-2" is two numbers with a dash between.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import regex

from .. import text
from .lexicon import language_of, lexicon

# Languages that write a decimal comma; the others write a decimal point.
DECIMAL_COMMA = frozenset({"de", "fr", "es", "it", "pt", "ru", "nl", "pl", "cs", "sv", "da", "nb", "fi", "tr"})
# Languages that group thousands with a space (beside the dot some of their writers use).
SPACE_THOUSANDS = frozenset({"fr", "ru", "pt", "pl", "cs", "sv", "nb", "fi"})
_SPACES = "\u00a0\u202f\u2009"  # no-break, narrow no-break and thin spaces group thousands in any language
# Digits joined by separators; an ordinary space joins a group only where the language groups with it.
# A number starts after no digit, and after no comma that follows one ("牛肉，6人份" reads 6), nor
# right after a Latin letter: the letter and the digits are one name ("m2" from "m²", "A4", "H2O",
# "Q4"); but "5x6" is two numbers, and so is "2h15" (a letter after a number is its unit).
_TOKEN = regex.compile(
    r"(?<![\p{Nd}.'])(?<!\p{Nd},)(?<!(?:^|[^\p{Nd}])[A-WYZa-wyz])"
    r"\p{Nd}+(?:(?:[.,'" + _SPACES + r"]| (?=\p{Nd}{3}(?!\p{Nd})))\p{Nd}+)*"
)


# The ending of an ordinal right after its digits ("14th", "1st", "1er", "2e", "3ème", "2º", "1ª").
_ORDINAL_AFTER = regex.compile(r"(?:st|nd|rd|th|er|re|e|ème|eme|º|ª)(?![\p{L}\p{Nd}])", regex.I)
# An ordinal written with digits, whole: no number of `numbers`, and no word either (a date's day).
ORDINAL = regex.compile(r"(?<![\p{Nd}.,])\p{Nd}+" + _ORDINAL_AFTER.pattern, regex.I)
# A length unit's symbol right after a number, before a power written as a digit ("1.62m2", "5 cm3").
_EXPONENT_AFTER = regex.compile(r"\p{Nd}\s*(?:[kcmd]?m|ft|in|yd|mi)$")


# Chinese, Japanese and Korean count large numbers in myriads: "5万" is 50000, "1.5억" 150 million.
# A large number in several myriad terms ("4억 2천만" 420 million, "12만 3천" 123000, "9万1千"
# 91000, "8천3백만" 83 million): digits each followed by their units, the small (十 百 千) within a
# myriad, the large (万 亿) closing it.
_SMALL_UNITS = {"十": 10, "百": 100, "백": 100, "千": 1e3, "천": 1e3}
_LARGE_UNITS = {"万": 1e4, "萬": 1e4, "만": 1e4, "亿": 1e8, "億": 1e8, "억": 1e8}
# After one number of digits: its myriad, or its thousands ("5万" 50000, "3천" 3000).
_MYRIADS = {**_LARGE_UNITS, "千": 1e3, "천": 1e3}
_MYRIAD_LANGUAGES = frozenset({"zh", "ja", "ko"})
# A number written in Han numerals ("两万五千" 25000, "一百二十" 120, "三千"): two characters or
# more, starting with a digit or 十, holding a unit; not "千万" (by all means), "万一" (in case), "十分"
# (very: 分 is no numeral), a lone "三" ("三斤苹果": a count word, the lexicon's [counts]).
_HAN_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6,
               "七": 7, "八": 8, "九": 9}  # fmt: skip
_HAN_NUMBER = regex.compile(
    r"(?<![\p{Nd}〇零一二两兩三四五六七八九十百千万萬亿億])[〇零一二两兩三四五六七八九十][〇零一二两兩三四五六七八九十百千万萬亿億]+"
    r"(?![\p{Nd}〇零一二两兩三四五六七八九十百千万萬亿億])"
)
_HAN_LANGUAGES = frozenset({"zh", "ja"})


@dataclass(frozen=True)
class Number:
    """A number as written in a text: where it stands, what was written, and its value."""

    start: int
    end: int
    text: str
    value: float

    @property
    def integral(self) -> bool:
        return self.value.is_integer()


_KEEP = {ord(c): chr(0xE000 + i) for i, c in enumerate(_SPACES)}  # private-use stand-ins NFKC leaves alone
_BACK = {ord(v): k for k, v in ((c, _KEEP[ord(c)]) for c in _SPACES)}


def fold(text: str) -> str:
    """Full-width and other compatibility digits as ASCII ("４２" -> "42"); the spaces that group
    thousands in any language (no-break, narrow no-break, thin) are kept as they are."""
    return unicodedata.normalize("NFKC", text.translate(_KEEP)).translate(_BACK)


def value_of(token: str, language: str = "en") -> float | None:
    """The value of one written number in `language`, or None when it is no single number
    (a version "3.8.1", a list "1,5,7" that is not thousands)."""
    digits: str | None = fold(token).strip()
    for space in (" ", *_SPACES):
        if digits is not None and space in digits:
            if space == " " and language not in SPACE_THOUSANDS:
                return None
            digits = _ungroup(digits, space, "," if "," in digits else ".")
    if digits is None:
        return None
    if "'" in digits:
        return _float(_ungroup(digits, "'", "."))
    comma, dot = "," in digits, "." in digits
    if comma and dot:  # the one that comes last is the decimal separator
        decimal = "," if digits.rfind(",") > digits.rfind(".") else "."
        thousands = "." if decimal == "," else ","
        whole, _, fraction = digits.rpartition(decimal)
        if decimal in whole:
            return None
        grouped = _ungroup(whole, thousands, decimal)
        return _float(f"{grouped}.{fraction}") if grouped is not None else None
    if comma or dot:
        separator = "," if comma else "."
        # Is the separator the language's decimal one?
        is_decimal = (separator == ",") == (language in DECIMAL_COMMA)
        parts = digits.split(separator)
        if len(parts) == 2 and (is_decimal or not _groups(parts)):
            return _float(f"{parts[0]}.{parts[1]}")  # 2,5 in German; 1,5 in English; 3.12 anywhere
        if _groups(parts):
            return _float("".join(parts))  # 1,234 in English; 2.500 in German
        return None
    return _float(digits)


def _groups(parts: list[str]) -> bool:
    """Thousands groups: a first group of one to three digits (not a lone 0), then groups of three."""
    return 1 <= len(parts[0]) <= 3 and parts[0] != "0" and len(parts) > 1 and all(len(p) == 3 for p in parts[1:])


def _ungroup(digits: str, thousands: str, decimal: str) -> str | None:
    whole, found, fraction = digits.partition(decimal) if decimal in digits else (digits, "", "")
    parts = whole.split(thousands)
    if not _groups(parts):
        return None
    return "".join(parts) + (f"{decimal}{fraction}" if found else "")


def _float(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return float(text.replace(",", "."))
    except ValueError:
        return None


_UNIT_CHARS = "".join((*_SMALL_UNITS, *_LARGE_UNITS))
_COMPOSITE = regex.compile(
    rf"\d[\d,.]*[{_UNIT_CHARS}]+(?:\s?\d[\d,.]*[{_UNIT_CHARS}]+)+|\d[\d,.]*[{_UNIT_CHARS}]{{2,}}"
)
_TERM = regex.compile(rf"(\d[\d,.]*)([{_UNIT_CHARS}]+)")


def _han(text: str) -> float | None:
    """The value of a number in Han numerals (see _HAN_NUMBER), or None where it holds no unit or
    a unit without its digit where one is needed."""
    if not any(c in _SMALL_UNITS or c in _LARGE_UNITS for c in text):
        return None
    total = section = 0.0
    digit: float | None = None
    for c in text:
        if c in _HAN_DIGITS:
            if digit is not None:
                return None  # two digits in a row ("三七"): no number written this way
            digit = _HAN_DIGITS[c]
        elif c in _SMALL_UNITS:
            section += (1 if digit is None else digit) * _SMALL_UNITS[c]
            digit = None
        else:
            if section == 0 and digit is None:
                return None  # a large unit with nothing before it ("万一")
            total += (section + (digit or 0)) * _LARGE_UNITS[c]
            section, digit = 0.0, None
    return total + section + (digit or 0)


def _composite(text: str, language: str) -> float | None:
    """The value of a number written in myriad terms (see _COMPOSITE), or None."""
    total = section = 0.0
    for digits, units in _TERM.findall(text):
        value = value_of(digits, language)
        if value is None:
            return None
        for unit in units:
            if unit in _SMALL_UNITS:
                value *= _SMALL_UNITS[unit]
            else:
                total += (section + value) * _LARGE_UNITS[unit]
                section = value = 0.0
        section += value
    return total + section


def numbers(text: str, language: str = "en") -> list[Number]:
    """Every number written in `text`, read as `language` writes numbers, in order. Positions are
    in `fold(text)` (the same length as `text` for digits, full-width ones included)."""
    folded = fold(text)
    found: list[Number] = []
    if language in _MYRIAD_LANGUAGES:
        for m in _COMPOSITE.finditer(folded):
            if (value := _composite(m.group(0), language)) is not None:
                found.append(Number(m.start(), m.end(), m.group(0), value))
    if language in _HAN_LANGUAGES:
        for m in _HAN_NUMBER.finditer(folded):
            if (value := _han(m.group(0))) is not None:
                found.append(Number(m.start(), m.end(), m.group(0), value))
    taken = [(n.start, n.end) for n in found]
    for m in _TOKEN.finditer(folded):
        if any(start <= m.start() < end for start, end in taken):
            continue
        if m.group(0) in ("2", "3") and _EXPONENT_AFTER.search(folded, 0, m.start()):
            continue  # "1.62m2" (1.62 ㎡), "20 cm3": the unit's power, no number
        if _ORDINAL_AFTER.match(folded, m.end()):
            continue  # "on the 14th", "le 1er", "2º andar": a place in an order, no quantity
        token = m.group(0).rstrip(".,' ")
        value = value_of(token, language)
        if value is None:
            # Not one number: read each part on its own ("1,5,7" a list, "3 100" in English two
            # numbers); a code of dot-joined groups ("3.8.1") has none.
            if token.count(".") > 1:
                continue
            for part in regex.finditer(r"\p{Nd}+", token):
                # A digit of a script newer than this Python's Unicode tables has no value here.
                if (single := _float(part.group())) is not None:
                    found.append(Number(m.start() + part.start(), m.start() + part.end(), part.group(), single))
            continue
        end = m.start() + len(token)
        if language in DECIMAL_COMMA and _money_in_thousands(folded, m.start(), end, token):
            value = float(token.replace(",", ""))  # "$1,840 pesos" in Mexico: money has no third decimal
        if language in _MYRIAD_LANGUAGES and end < len(folded) and folded[end] in _MYRIADS:
            value, end = value * _MYRIADS[folded[end]], end + 1  # 5万 -> 50000
            token = folded[m.start() : end]
        found.append(Number(m.start(), end, token, value))
    return sorted(found, key=lambda n: n.start)


# A dollar or peso sign right before an amount (not Brazil's "R$"): "$1,840 pesos".
_DOLLAR_BEFORE = regex.compile(r"(?<![^\W\d_])\$\s*$")


def _money_in_thousands(folded: str, start: int, end: int, token: str) -> bool:
    """An amount after a dollar or peso sign, written with one comma and three digits after it
    ("$1,840 pesos"), in a language whose decimal separator is the comma: thousands, as Mexico
    writes them (a peso amount is not written to the third decimal; a price per litre in euros
    or reais is: "1,879 € le litre")."""
    whole, comma, fraction = token.partition(",")
    if not comma or "," in fraction or "." in token or len(fraction) != 3 or not 1 <= len(whole) <= 3:
        return False
    return _DOLLAR_BEFORE.search(folded, 0, start) is not None


def written(value: float) -> str:
    """`value` as the calculator writes it: 1234, 2.5 (no ".0" on a whole number)."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def values(text: str, language: str = "en") -> list[float]:
    """The values of the numbers written in `text`, in order."""
    return [n.value for n in numbers(text, language)]


def halved(question: str) -> bool:
    """A number is said with a half in words after it, maybe after its unit ("2 and a half pounds",
    "2 libbre e mezzo"): the readers read digits only, so such a question is not theirs (the
    lexicon's `half`)."""
    folded = text.normalize(question)
    pattern = _half_after_a_number(language_of(folded))
    return pattern is not None and pattern.search(folded) is not None


@cache
def _half_after_a_number(language: str) -> regex.Pattern[str] | None:
    """A digit, maybe a word (its unit), then one of the lexicon's `half` phrases; None where it
    has none."""
    spaced = r"\s+"
    entry = lexicon(language)
    phrases = "|".join(spaced.join(regex.escape(w) for w in h.split()) for h in entry.half)
    if not phrases:
        return None
    if entry.unspaced:  # "2時間半", "3个半小时", "2시간 반": a unit of a few characters, then the half
        # (not a clock's "8点半", "3時半", "3시 반": half past, which the clock reader reads)
        return regex.compile(rf"\d\s*(?!(?:点|點|時|时|시)\s*(?:{phrases}))(?:[^\W\d_]{{1,3}})?\s*(?:{phrases})")
    return regex.compile(rf"\d(?:\s*[^\W\d_]+)?\s*(?:{phrases})(?![\w-])")


# A number written with a decimal point by the tools (which write numbers as English does): one
# dot between digits, not in a run of dot-joined groups ("3.8.1", "192.168.0.1") nor a date.
_POINT_DECIMAL = regex.compile(r"(?<![\p{Nd}.,'])(\p{Nd}+)\.(\p{Nd}+)(?![\p{Nd}]|[.,]\p{Nd})")


def decimal_mark(text: str, language: str) -> str:
    """The decimal mark a reader of `text` reads: the one it writes its own decimals with
    ("2,5 mal 3,1": ","; "Was ist 2.5 mal 4?": "."), else its language's ("7 geteilt durch 4":
    ","; "7 divided by 4": ".")."""
    for n in numbers(text, language):
        if not n.integral:
            marks = [c for c in n.text if c in ".,"]
            if marks:
                return marks[-1]  # "1.250,50": the last separator is the decimal one
    return "," if language in DECIMAL_COMMA else "."


def with_decimal_mark(text: str, mark: str, values: Sequence[float]) -> str:
    """`text` with each number among `values` that it writes with a decimal point written with
    `mark` instead ("7.75" → "7,75" for a German reader, who reads "1.125" as 1125). Only those
    numbers: "Python 3.11" in a sentence about versions is a name, not a result."""
    if mark == "." or not values:
        return text

    def written_with_mark(m: regex.Match[str]) -> str:
        value = float(f"{m.group(1)}.{m.group(2)}")
        if any(abs(value - v) <= 1e-9 * max(1.0, abs(v)) for v in values):
            return f"{m.group(1)}{mark}{m.group(2)}"
        return m.group(0)

    return _POINT_DECIMAL.sub(written_with_mark, text)
