"""Answer suites: questions a user asks, scored on the answer they get (not on the calls).

One JSON object per line:

    {"id": "math-en-3", "category": "math", "language": "en", "question": "What is 15% of 240?",
     "expect": {"number": 36}}

`expect` holds one of:
    number    the answer states this number (compared as a number; a rounding of it counts)
    numbers   the answer states each of these numbers (a question of two requests)
    date      the answer states this date (ISO `2026-03-11`, or `today+N` / `today-N`)
    days_until
              the answer states the number of days from the day of the run to this date
              ("How many days until 1 January 2027?": the number moves with the day)
    text      the answer contains one of these texts (a string or a list; compared casefolded,
              with Unicode normalised and runs of spaces made one)
    no_computation
              the sentence states numbers but asks for nothing computed from them: right when
              no tool that computes (`@tool(computes=True)`) was called and the run answered
              in words (not a bare number, not the sentence said back, not "No final answer"); a run that called one
              counts as "computed when not asked"
and optionally `docs` (a folder beside the suite file, offered as `--docs`: the local-documents
questions) and `tools` (the tools a right run is expected to use, for the report only).
A run that stopped without an answer ("No final answer: ... Tool results so far: ...") is not
right, whatever results it lists.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..reading.numbers import fold, numbers
from ..tools.date_words import MONTHS
from ..tools.units import compound_measures
from ..types import NO_FINAL_ANSWER
from .suite import read_jsonl

EXPECTATIONS = frozenset({"number", "numbers", "date", "days_until", "text", "no_computation"})  # module doc


@dataclass
class AnswerItem:
    id: str
    question: str
    expect: dict[str, Any]
    category: str = "other"
    language: str = "en"
    docs: Path | None = None
    tools: list[str] = field(default_factory=list)


def is_answer_suite(path: Path) -> bool:
    """Whether `path` holds an answer suite (its first item has `expect`), not BFCL calls."""
    try:
        with path.open(encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    return "expect" in json.loads(line)
    except (OSError, ValueError):
        return False
    return False


def _check_expectation(where: str, expect: dict[str, Any]) -> None:
    """The expected values are of the kind each expectation compares ("number": "abc" ended the
    run with an internal error when the first answer was scored)."""
    numbers = ([expect["number"]] if "number" in expect else []) + list(expect.get("numbers") or [])
    if "numbers" in expect and not isinstance(expect["numbers"], list):
        raise UsageError(f"{where}: expect's numbers must be a list of numbers")
    for value in numbers:
        try:
            if isinstance(value, bool):
                raise ValueError
            float(value)
        except (TypeError, ValueError):
            raise UsageError(f"{where}: expect's {value!r} is not a number") from None
    texts = expect.get("text", [])
    if not isinstance(texts, (str, list)) or (isinstance(texts, list) and not all(isinstance(t, str) for t in texts)):
        raise UsageError(f"{where}: expect's text must be a string or a list of strings")


def load_answer_suite(path: Path) -> list[AnswerItem]:
    items = []
    for number, r in read_jsonl(path):
        where = f"{path}, line {number}"
        if not isinstance(r, dict) or not {"id", "question", "expect"} <= set(r):
            raise UsageError(f"{where}: expected id, question and expect fields")
        expect = r["expect"]
        if not isinstance(expect, dict) or not (EXPECTATIONS & set(expect)):
            raise UsageError(f"{where}: expect needs one of {', '.join(sorted(EXPECTATIONS))}")
        _check_expectation(where, expect)
        docs = path.parent / r["docs"] if r.get("docs") else None
        if docs is not None and not docs.is_dir():
            raise UsageError(f"{where}: docs folder {docs} not found")
        items.append(
            AnswerItem(
                str(r["id"]),
                str(r["question"]),
                expect,
                str(r.get("category", "other")),
                str(r.get("language", "en")),
                docs,
                list(r.get("tools", [])),
            )  # fmt: skip
        )
    return items


# --- scoring ------------------------------------------------------------------------------


def answer_is_right(
    answer: str,
    expect: dict[str, Any],
    question: str = "",
    today: dt.date | None = None,
    computed: bool = False,
    language: str = "en",
    english_too: bool = True,
    called: bool = False,
) -> bool:
    """Whether `answer` is right for `expect`; `computed`: the run called a tool that computes;
    `language`: the question's, as its numbers are read (an answer's also in English's way,
    unless `english_too` is false: "1.125" for 1.125 is right read as English writes numbers,
    and read by a German reader it is 1125, `misread`); `called`: the run called any tool (a
    sentence that asks for nothing is answered in words, not with the clock's time)."""
    if answer.startswith(NO_FINAL_ANSWER):  # a run that stopped without an answer, listing its results
        return False
    if expect.get("no_computation"):
        said = normalize(answer).strip(" ?？!！.。")
        echoed = said == normalize(question).strip(" ?？!！.。")  # the sentence said back is no answer
        return (
            not computed and not called and bool(said) and not echoed and not re.fullmatch(r"[\s\d.,:+\-*/=%]*", answer)
        )
    ways = dict.fromkeys((language, "en") if english_too else (language,))  # the question's language first
    if "number" in expect:
        return any(states_number(answer, float(expect["number"]), question, way) for way in ways)
    if "numbers" in expect:
        return any(all(states_number(answer, float(n), question, way) for n in expect["numbers"]) for way in ways)
    if "days_until" in expect:
        days = (dt.date.fromisoformat(str(expect["days_until"])) - (today or dt.date.today())).days
        return any(states_number(answer, float(days), question, way) for way in ways)
    if "date" in expect:
        return states_date(answer, expected_date(str(expect["date"]), today or dt.date.today()))
    texts = expect["text"] if isinstance(expect["text"], list) else [expect["text"]]
    return any(contains(answer, t) for t in texts)


def misread(answer: str, expect: dict[str, Any], question: str = "", language: str = "en") -> bool:
    """A right number that a reader of the question's language reads as another ("1.125" for
    1.125 to a German reader: 1125): right only as English writes numbers."""
    if language == "en" or not ({"number", "numbers"} & set(expect)):
        return False
    return answer_is_right(answer, expect, question, language=language) and not answer_is_right(
        answer, expect, question, language=language, english_too=False
    )


def normalize(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def contains(answer: str, text: str) -> bool:
    """`text` in `answer`, normalised; as whole words where words are separated by spaces (so
    "hi" is not found in "this"), anywhere in scripts written without spaces (東京 in 東京です)."""
    needle, haystack = normalize(text), normalize(answer)
    if any(unicodedata.name(c, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL")) for c in needle):
        return needle in haystack
    return re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", haystack) is not None


def numbers_in(text: str, language: str = "en") -> list[float]:
    """The numbers `text` states, read as `language` writes them (reading/numbers.py, the one
    reader the question readers and the calculator use): "1.500" is 1500 in Spanish, 1.5 in
    English. A minus sign before a number (not between two: "4-2") makes it negative."""
    # "17x23" and "17×23" state two numbers (the letter between digits is an operator).
    text = re.sub(r"(?<=\d)[x×](?=\d)", " x ", fold(text))
    out = []
    for n in numbers(text, language):
        before = text[: n.start]
        if re.search(r"[A-Za-z_.]$", before):
            continue  # digits after a Latin letter are part of a word ("x2", "mp3")
        signed = before.endswith(("-", "−")) and not re.search(r"\d\s*[-−]$", before)
        out.append(-n.value if signed else n.value)
    return out


def _close(stated: float, expected: float) -> bool:
    """`stated` is `expected`, or a rounding of it to the decimals written (6.21 for 6.2137), or
    more exact than an expected value the set rounded (96.5606 for 96.56: 60 miles in km)."""
    if abs(stated - expected) <= max(1e-9, abs(expected) * 1e-6):
        return True
    for decimals in range(0, 7):
        if round(expected, decimals) == stated and (decimals >= 1 or abs(expected) >= 10):
            return True
    written = _decimals(expected)
    return written >= 1 and _decimals(stated) > written and round(stated, written) == expected


def _decimals(value: float) -> int:
    """The decimals `value` is written with (96.56: 2; 3.0: 0)."""
    text = repr(float(value))
    return 0 if "e" in text or text.endswith(".0") else len(text.partition(".")[2])


def states_number(answer: str, expected: float, question: str = "", language: str = "en") -> bool:
    """The answer states `expected`, and no other number than the question's own: an answer that
    says 84 and then "the answer is 12" (neither in the question) is not right."""
    stated = numbers_in(answer, language)
    if not any(_close(n, expected) for n in stated):
        return False
    given = numbers_in(question, language)
    # A measure in two units counts as given summed too ("5피트 9인치": 69 inches), as the answer's
    # grounding counts it (agent/answer.py): "69 인치 = 175.3 센티" states no number of its own.
    given += [v for _, _, v, _ in compound_measures(unicodedata.normalize("NFKC", question).casefold())]
    others = [n for n in stated if not _close(n, expected) and not any(abs(n - g) < 1e-9 for g in given)]
    return not others


def expected_date(text: str, today: dt.date) -> dt.date:
    m = re.fullmatch(r"today\s*([+-])\s*(\d+)", text.strip())
    if m:
        days = int(m.group(2)) * (1 if m.group(1) == "+" else -1)
        return today + dt.timedelta(days=days)
    if text.strip() == "today":
        return today
    return dt.date.fromisoformat(text)


def dates_in(text: str) -> list[dt.date]:
    """ISO dates, `11 March 2026`, `March 11, 2026`, `11. März 2026`, `2026年3月11日`, `11/03/2026` is
    left out (day and month order differ by country)."""
    found: list[dt.date] = []
    lowered = unicodedata.normalize("NFKC", text).casefold()
    patterns = [
        (r"(\d{4})-(\d{1,2})-(\d{1,2})", lambda m: (int(m[1]), int(m[2]), int(m[3]))),
        (r"(\d{4})年(\d{1,2})月(\d{1,2})日", lambda m: (int(m[1]), int(m[2]), int(m[3]))),
        (r"(\d{1,2})\.?\s+(?:de\s+)?([^\W\d_]+)\.?\s+(?:de\s+)?(\d{4})", lambda m: _dmy(m[1], m[2], m[3])),
        (r"([^\W\d_]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", lambda m: _dmy(m[2], m[1], m[3])),
    ]
    for pattern, parts in patterns:
        for m in re.finditer(pattern, lowered):
            ymd = parts(m)
            if ymd is None:
                continue
            try:
                found.append(dt.date(*ymd))
            except ValueError:
                continue
    return found


def _dmy(day: str, month: str, year: str) -> tuple[int, int, int] | None:
    number = MONTHS.get(month.strip("."))
    return (int(year), number, int(day)) if number else None


def states_date(answer: str, expected: dt.date) -> bool:
    return expected in dates_in(answer)
