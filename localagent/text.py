"""Unicode-aware text work shared by the policies: which script a question is written in,
its words, and whether it states a value.

Nothing here knows a language. Scripts come from Unicode's Script property, so a policy
that only reads English can tell a Chinese or Russian question apart and stay out of it;
words are runs of letters in any script; numbers are compared as numbers, with both
thousands conventions ("400,000" and "400.000") read both ways.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator
from typing import Any

import regex

# Scripts written without spaces between words: a value in them needs no word boundary.
UNSPACED_SCRIPTS = frozenset({"Han", "Hiragana", "Katakana", "Thai", "Lao", "Khmer", "Myanmar"})
_SCRIPTS = (
    "Latin", "Han", "Hiragana", "Katakana", "Hangul", "Cyrillic", "Greek", "Arabic", "Hebrew",
    "Devanagari", "Bengali", "Tamil", "Thai", "Armenian", "Georgian", "Ethiopic",
)  # fmt: skip
_SCRIPT_OF = regex.compile("|".join(rf"(?P<{s}>\p{{Script={s}}})" for s in _SCRIPTS))
_LETTER = regex.compile(r"\p{L}")
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*")
# A number: digits with optional thousands groups and a decimal part, not inside a longer
# run of digits. What comes before it may be a letter of any script ("计算17*23").
_NUMBER = regex.compile(r"(?<![\p{Nd}])[-+]?\p{Nd}+(?:[.,'\u00a0\u202f]\p{Nd}+)*(?![\p{Nd}])")


def normalize(text: str) -> str:
    """Compatibility-folded (full-width digits become digits), case-folded."""
    return unicodedata.normalize("NFKC", text).casefold()


def dominant_script(text: str) -> str:
    """The script most of the text's letters are in ("Latin", "Han", "Cyrillic", ...);
    "Common" for text without letters (digits and symbols: "17*23"). Japanese kana count
    with Han, since Japanese mixes them."""
    counts: Counter[str] = Counter()
    for m in _SCRIPT_OF.finditer(normalize(text)):
        name = m.lastgroup or "Other"
        counts["Han" if name in ("Hiragana", "Katakana") else name] += 1
    letters = len(_LETTER.findall(text))
    if not counts:
        return "Other" if letters else "Common"
    script, n = counts.most_common(1)[0]
    return script if n * 2 >= letters else "Other"


def reads(script: str, readable: frozenset[str] | None) -> bool:
    """Whether a policy reading `readable` scripts (None: any) can read text in `script`.
    Text without letters ("17*23") has nothing a word rule could misread."""
    return readable is None or script in readable or script == "Common"


def words(text: str) -> list[str]:
    """Runs of letters in any script, case-folded."""
    return _WORD.findall(normalize(text))


def number_values(token: str) -> set[float]:
    """Every reading of a written number: "400,000" -> 400000; "400.000" -> 400000 and 400.0;
    "2,5" -> 2.5; "1.234,5" -> 1234.5. A separator reads as one of thousands only between
    groups of three digits: "6.2137" is 6.2137, never 62137."""
    sign = -1.0 if token.startswith("-") else 1.0
    digits = token.lstrip("+-")
    readings = set()
    for thousands, decimal in ((",", "."), (".", ","), ("'", "."), ("\u00a0", ","), ("\u202f", ",")):
        if thousands in digits and not _grouped(digits, thousands, decimal):
            continue
        text = digits.replace(thousands, "")
        if decimal != "." and "." in text or text.count(decimal) > 1:
            continue
        try:
            readings.add(sign * float(text.replace(decimal, ".")))
        except ValueError:
            continue
    return readings


def _grouped(digits: str, thousands: str, decimal: str) -> bool:
    """Whether `thousands` separates groups of three in `digits`' whole part (and not its decimals)."""
    whole, _, decimals = digits.partition(decimal)
    groups = whole.split(thousands)
    return thousands not in decimals and 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])


def numbers_in(text: str) -> list[set[float]]:
    """The readings of each number in the text, in order."""
    return [number_values(m.group()) for m in _NUMBER.finditer(normalize(text))]


def _plain_values(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _plain_values(v)
    elif isinstance(value, list):
        for v in value:
            yield from _plain_values(v)
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
        yield value


def plain_values(arguments: dict[str, Any]) -> list[Any]:
    """A call's strings and numbers, nested ones included (not booleans or nulls)."""
    return list(_plain_values(arguments))


def states(text: str, value: Any) -> bool:
    """Whether `text` states `value`: a number as a number; a string as it is (case and width
    folded, spacing and punctuation ignored), or, for a string with digits such as an
    expression "17 * 23", by all of its numbers."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float)):
        return any(float(value) in readings or -float(value) in readings for readings in numbers_in(text))
    if not isinstance(value, str) or not value.strip():
        return False
    squeezed_value = _squeeze(value)
    if squeezed_value and squeezed_value in _squeeze(text):
        return True
    own = numbers_in(value)
    if own and len(squeezed_value) <= len("".join(regex.findall(r"\p{Nd}", value))) * 4:
        stated = numbers_in(text)
        return all(any(r & s for s in stated) for r in own)
    return False


def _squeeze(text: str) -> str:
    """Letters and digits only, folded: "San Francisco, CA" and "san francisco ca" meet."""
    return "".join(regex.findall(r"[\p{L}\p{N}]", normalize(text)))


def states_any(text: str, arguments: dict[str, Any]) -> bool:
    return any(states(text, v) for v in plain_values(arguments))


# A word this long that starts another is a form of it ("refund", "refunded"; "shout", "shouting").
WORD_FORM = 4


def same_word(a: str, b: str) -> bool:
    """Two (case-folded) words are one word, or one is a form of the other: the shorter, of
    WORD_FORM letters or more, starts the longer ("process" and "processing"; not "shipped" and
    "shipping")."""
    short, long = sorted((a, b), key=len)
    return a == b or len(short) >= WORD_FORM and long.startswith(short)


# --- shortening: every place text is cut for a prompt, a trace or a terminal line ----------


def ellipsize(text: str, limit: int) -> str:
    """At most `limit` characters: the start, then "..." where it was cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def one_line(text: str, limit: int) -> str:
    """`text` with its whitespace runs made single spaces, ellipsized to `limit`."""
    return ellipsize(" ".join(text.split()), limit)


def drop_tail(text: str, limit: int, why: str = "") -> str:
    """At most about `limit` characters: the start, then a note of how much was dropped (and why)."""
    if len(text) <= limit:
        return text
    return text[: limit - 40] + f" [... {len(text) - limit + 40} characters dropped{why}]"


def cut_middle(text: str, limit: int) -> str:
    """The head and the tail, with a note of how much was cut between them (tool results)."""
    if limit <= 0 or len(text) <= limit:
        return text
    keep = max(limit - 40, 20)
    head, tail = text[: keep * 2 // 3], text[-(keep - keep * 2 // 3) :]
    return f"{head}\n[... {len(text) - len(head) - len(tail)} characters cut ...]\n{tail}"


def rounds_to(stated: float, value: float) -> bool:
    """`stated` is `value`, or `value` rounded to the decimals written: 6.21 and 6.2 state
    6.2137; a whole number states a value of 10 or more rounded (62 for 62.137), not 6.2137."""
    if abs(stated - value) <= max(1e-9, abs(value) * 1e-9):
        return True
    return any(round(value, d) == stated for d in range(1 if abs(value) < 10 else 0, 7))


def states_number(text: str, value: float) -> bool:
    """Whether `text` states the number `value` (in any reading, or rounded)."""
    return any(rounds_to(r, value) for readings in numbers_in(text) for r in readings)
