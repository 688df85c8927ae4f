"""What the run answers: held to the results of the tools that answer questions, and the
sources it was drawn from. Where the text of an answer ends is decided by the rules every path
shares (formats/answer_end.py).

A tool declared with `answers=True` (calculator, convert_units, date_math, current_time)
returns `ToolOutput(text, data={"answer": ..., "value": ...})`: the plain statement of its
result and the value in it. When the run has such results, the answer must state each
result that answered a request (a result fed into a later call is a step on the way, not an
answer): an answer that does not is replaced by the results' statements. After such a tool
refused every call, an answer stating a number the question did not give is not accepted.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..documents.passages import place
from ..documents.tokens import has_cjk, tokenize
from ..reading.change import PERCENT_WORD
from ..reading.lexicon import language_of
from ..reading.numbers import decimal_mark, values, with_decimal_mark
from ..reading.rounding import unrounded
from ..text import normalize, numbers_in, plain_values, rounds_to, same_word, states, states_number
from ..tools.arithmetic_words import rewrite
from ..tools.date_words import dates_in
from ..tools.units import compound_measures
from ..types import CallRecord, Step
from .guards import COPIED, REPEATED

SOURCES_LABEL = "Sources:"
_ISO_DATE = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
_TIME = re.compile(r"(?<![\d:+\-−])(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap]\.?m\.?))?", re.I)
_WEEKDAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)


@dataclass
class Grounding:
    answer: str
    changed: str = ""  # why the answer was replaced ("" when kept)
    retry: str = ""  # feedback for one more step instead of accepting the answer
    results: list[CallRecord] = field(default_factory=list)


def answering_results(records: Sequence[CallRecord], answers: Callable[[str], bool], question: str) -> list[CallRecord]:
    """The successful results of answering tools that answer a request of `question`: calls
    whose numbers the question gave (or an earlier result: a chain), not fed into a later call
    (a step on the way); one per distinct statement, in order."""
    # The question's numbers, as the calculator reads it ("15% of 240" gives 100 too), and the
    # numbers of the dates it states in words ("25 aprile 1945" gives the 4 of 1945-04-25).
    given = [g for source in (question, rewrite(question)) for readings in numbers_in(source) for g in readings]
    given += [float(n) for _, _, d in dates_in(question) for n in (d.year, d.month, d.day)]
    folded = normalize(question)
    given += [v for _, _, v, _ in compound_measures(folded)]  # "5 feet 11 inches": 71 inches
    if PERCENT_WORD.search(folded):
        given.append(100.0)  # a percentage's scale ("abs(3392 - 3200) / 3200 * 100" for "um wie viel Prozent")
    done: list[CallRecord] = []
    for r in records:
        if has_answer(r) and answers(r.tool):
            # An earlier result's value counts as given: a number, or the numbers of a date.
            known = [*given, *(n for d in done for rs in numbers_in(str(d.data.get("value"))) for n in rs)]
            # A call a policy's reader wrote reads the question whole ("вчетвером" is its 4): it
            # computes on what the question gave, though not every number of it is in digits.
            if r.policy is not None or _from(r.arguments, known):
                done.append(r)
    final: list[CallRecord] = []
    for i, r in enumerate(done):
        value = r.data.get("value")
        later = done[i + 1 :]
        if isinstance(value, (int, float)) and any(_argument_states(c.arguments, float(value)) for c in later):
            continue
        if isinstance(value, str) and any(value in str(v) for c in later for v in c.arguments.values()):
            continue  # today's date fed into date_math: a step on the way
        if all(r.data["answer"] != f.data["answer"] for f in final):
            final.append(r)
    return final


def _from(arguments: dict[str, Any], known: list[float]) -> bool:
    """Every number in the call's arguments is one of `known`, or a percentage of one (15 and
    0.15): the call computes on what the question gave, not on numbers the model made up."""
    for readings in numbers_in(" ".join(str(v) for v in plain_values(arguments))):
        # Signs aside: "5 days before" is days=-5.
        if not any(
            rounds_to(abs(r), abs(k)) or rounds_to(abs(r), abs(k) / 100) or rounds_to(abs(r), abs(k) * 100)
            for r in readings for k in known
        ):  # fmt: skip
            return False
    return True


def _argument_states(arguments: dict[str, Any], value: float) -> bool:
    return any(states_number(str(v), value) for v in arguments.values())


def ground(
    answer: str, records: Sequence[CallRecord], question: str, answers: Callable[[str], bool], retried: bool
) -> Grounding:
    """The answer held to the results of answering tools (see the module)."""
    results = answering_results(records, answers, question)
    if results:
        # A result the question asks rounded ("rounded to the nearest degree", "auf ganze Gramm")
        # is stated rounded: a conversion's tool keeps its decimals.
        decimals = unrounded(question).decimals
        rounded = [_rounded(r.data, decimals) for r in results]
        statement = "; ".join(str(d["answer"]) for d in rounded)
        missing = [d for d in rounded if not _states(answer, d)]
        if missing:
            return Grounding(statement, f"the answer did not state {statement!r}", results=results)
        # Stated, and beside it a number neither the question nor any result gave ("15 + 42 = 47"
        # for 42): it contradicts the result.
        known = [
            n for source in [question, *(f"{r.data['answer']} {r.data.get('value')}" for r in records if has_answer(r))]
            for readings in numbers_in(source) for n in readings
        ]  # fmt: skip
        other = [rs for rs in numbers_in(answer) if not any(rounds_to(r, k) for r in rs for k in known)]
        if other:
            return Grounding(statement, f"the answer also stated a number no result gave: {answer!r}", results=results)
        plain = _without_float_noise(answer, known)
        if plain != answer:
            return Grounding(plain, "a result written with float noise, written as the result", results=results)
        said_once = _said_once(answer)
        if said_once != answer:
            return Grounding(said_once, "the result said to be itself, said once", results=results)
        return Grounding(answer, results=results)
    refused = [r for r in records if answers(r.tool) and not r.ok and r.error != REPEATED]
    given = [g for readings in numbers_in(question) for g in readings]
    invented = [rs for rs in numbers_in(answer) if not any(rounds_to(r, g) for r in rs for g in given)]
    if refused and invented:
        error = refused[-1].observation
        if not retried:
            retry = (
                f"You have no result yet: {error} Call {refused[-1].tool} again with arguments it accepts, "
                "or say that you could not work it out."
            )
            return Grounding(answer, retry=retry)
        # What a tool said is the user's to read; the run's own correction of the model (its
        # call copied the instructions' example) is not: it was shown as the answer.
        said = "I could not work that out." if refused[-1].error == COPIED else f"I could not work that out: {error}"
        return Grounding(said, "no tool result supports the numbers in the answer")
    # A date the answer states that neither the question nor any result says, where results
    # say dates ("today's date is 2023-01-01." after current_time said 2026-12-03; told so,
    # SmolLM2 said it again): the results that say dates are the answer.
    # So is a weekday, in the tools' English ("what weekday is today" answered "Monday" after
    # current_time said Thursday).
    dated = [r for r in records if r.ok and _ISO_DATE.search(r.observation)]
    seen = {d for r in dated for d in _ISO_DATE.findall(r.observation)}
    stated = set(_ISO_DATE.findall(answer)) - set(_ISO_DATE.findall(question)) - seen
    named = _weekdays(answer) - _weekdays(question) - {w for r in dated for w in _weekdays(r.observation)}
    # And a time of day ("What time is it?" answered "12:00 AM." after current_time said 20:01).
    clocked = {t for r in dated for t in _times(r.observation)}
    timed = _times(answer) - _times(question) - clocked if clocked else set()
    if dated and (stated or named or timed):
        statement = "; ".join(dict.fromkeys(r.observation for r in dated))
        said = ", ".join(sorted(stated) + sorted(named) + [f"{t // 60:02d}:{t % 60:02d}" for t in sorted(timed)])
        return Grounding(statement, f"the answer stated {said}, which no result said")
    said_once = _said_once(answer)
    if said_once != answer:
        return Grounding(said_once, "a value said to be itself, said once")
    return Grounding(answer)


# A number written with this many decimals or more, equal to a result written with fewer, is the
# result with float noise ("391.0000000000000001" for 391, "0.30000000000000004" for 0.3).
_NOISY = re.compile(r"(?<![\d.])\d+\.\d{9,}(?!\d|\.\d)")


def _without_float_noise(answer: str, known: Sequence[float]) -> str:
    def plain(match: re.Match[str]) -> str:
        written = float(match.group())
        for k in known:
            if abs(written - k) <= max(1e-9, abs(k) * 1e-9):
                return str(int(k)) if k == int(k) else f"{k:.9g}"
        return match.group()

    return _NOISY.sub(plain, answer)


# "X is X": the example's "12 * 7 is 84." with the result on both sides ("724.6575 is 724.6575.",
# "2026-06-13 is 2026-06-13 (Saturday)"), in the languages whose copula reads so.
_SAID_TWICE = re.compile(r"^\s*(?P<value>[^\s].*?)\s+(?:is|=|ist|est|es|è|é|equals)\s+(?P=value)(?P<rest>\W.*|)$", re.S)


def _said_once(answer: str) -> str:
    """An answer that says a value is itself, said once ("724.6575 is 724.6575." → "724.6575.")."""
    match = _SAID_TWICE.match(answer)
    return answer if match is None else (match["value"] + match["rest"]).strip()


def _times(text: str) -> set[int]:
    """The times of day `text` states, as minutes after midnight (20:01, 8:01 pm, T20:01:47)."""
    found = set()
    for hours, minutes, half in _TIME.findall(text):
        hour = int(hours) % 12 + (12 if half.lower().startswith("p") else 0) if half else int(hours)
        if hour < 24 and int(minutes) < 60:
            found.add(hour * 60 + int(minutes))
    return found


def _weekdays(text: str) -> set[str]:
    return {day.lower() for day in _WEEKDAY.findall(text)}


_LAST_NUMBER = re.compile(r"-?\d[\d,.]*(?=\D*$)")


def _rounded(data: dict[str, Any], decimals: int | None) -> dict[str, Any]:
    """`data` (an answering result's) with its value, and the last number of its statement,
    rounded to `decimals` where the question asks so and the value has more; as it is else."""
    value = data.get("value")
    if decimals is None or decimals < 0 or isinstance(value, bool) or not isinstance(value, (int, float)):
        return data
    rounded = round(float(value), decimals)
    if rounded == value:
        return data
    written = str(int(rounded)) if decimals == 0 else f"{rounded:.{decimals}f}"
    return {**data, "value": rounded, "answer": _LAST_NUMBER.sub(written, str(data["answer"]), count=1)}


def as_the_reader_writes(answer: str, question: str, records: Sequence[CallRecord]) -> str:
    """The answer's decimals written as the question's reader writes them: the tools write a
    decimal point, and a German, French or Italian reader reads "1.125" as 1125 (the calculator's
    answer to "Wie viel sind 15 % von 7,5 Euro?"). Only the numbers the results or the question
    gave are written again (reading/numbers.py: with_decimal_mark)."""
    language = language_of(question)
    mark = decimal_mark(question, language)
    if mark == "." or not answer:
        return answer
    given = values(question, language)
    for r in records:
        if has_answer(r):
            value = r.data.get("value")
            given += values(str(r.data["answer"]))
            given += [float(value)] if isinstance(value, (int, float)) and not isinstance(value, bool) else []
    return with_decimal_mark(answer, mark, [v for v in given if not float(v).is_integer()])


def has_answer(record: CallRecord) -> bool:
    return record.ok and isinstance(record.data, dict) and "answer" in record.data


def _states(answer: str, data: dict[str, Any]) -> bool:
    value = data.get("value")
    if isinstance(value, bool) or value is None:
        return normalize(str(data["answer"])) in normalize(answer)
    if isinstance(value, (int, float)):
        return states_number(answer, float(value))
    return normalize(str(value)) in normalize(answer)


def sources_of(steps: Sequence[Step], answer: str) -> list[dict[str, Any]]:
    """The passages the answer was drawn from, as the run's calls named them (search_docs,
    read_doc), each once, in the order read. A passage a search showed is cited when the answer
    says a word (of three letters or more, or a CJK pair) that only it of the passages shown
    has: "Backups run every night" draws on the backups note, not on a kitchen note that also
    says "every". When none is, the best passage of each search (the one the answer-only step
    was given first). An answer stating a search's own statement is cited as the search cites
    it. Lines read with read_doc are cited as read."""
    said = {w for w in tokenize(answer) if len(w) > 2 or has_cjk(w)}
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for step in steps:
        for record in step.calls:
            if not (record.ok and isinstance(record.data, dict) and isinstance(record.data.get("sources"), list)):
                continue
            named = [s for s in record.data["sources"] if isinstance(s, dict) and "path" in s]
            cited = [s for s in record.data.get("cited") or [] if isinstance(s, dict) and "path" in s]
            if cited and _states(answer, record.data):
                # An answer that states the search's own statement is cited by what the search
                # cites: the line its sentence is on, or the places "the documents do not say this
                # plainly; the closest: ..." names; not by the words of a place's name ("html" of
                # "library/test.html:1835" cited cgi.print_directory()'s "Format the current
                # directory in HTML.").
                for source in cited:
                    seen.setdefault((str(source["path"]), str(source.get("lines", ""))), source)
                continue
            words = [set(tokenize(str(s.get("excerpt", "")))) for s in named]
            used = [
                s for i, s in enumerate(named)
                if "excerpt" not in s or said & (words[i] - set().union(*words[:i], *words[i + 1 :]))
            ]  # fmt: skip
            for source in used or named[:1]:
                seen.setdefault((str(source["path"]), str(source.get("lines", ""))), source)
    return _apart(list(seen.values()))


def _apart(sources: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each place once: a passage holding lines cited already ("backups.md:1-3" beside
    "backups.md:3", a later search's passage of the line an earlier one's answer is on) is left
    out, the first cited kept."""
    kept: list[dict[str, Any]] = []
    for source in sources:
        span = _lines(source)
        if not any(k["path"] == source["path"] and _meet(_lines(k), span) for k in kept):
            kept.append(source)
    return kept


def _lines(source: dict[str, Any]) -> tuple[int, int] | None:
    first, _, last = str(source.get("lines", "")).partition("-")
    try:
        return int(first), int(last or first)
    except ValueError:
        return None


def _meet(a: tuple[int, int] | None, b: tuple[int, int] | None) -> bool:
    return a is not None and b is not None and a[0] <= b[1] and b[0] <= a[1]


def uncite(answer: str) -> str:
    """`answer` without the line of sources `cite` ended it with (a kept answer, given again as
    the history of a conversation, as `RunResult.said` is)."""
    head, found, _ = answer.rpartition(f"\n\n{SOURCES_LABEL} ")
    return head.rstrip() if found else answer


def cite(answer: str, sources: Sequence[dict[str, Any]]) -> str:
    """The answer with the places it was drawn from on a last line, as the tools named them:
    "Sources: notes/wifi.md:3-5 (Guest network); manual.html:120-131"."""
    if not sources:
        return answer
    places = [place(str(s["path"]), str(s.get("lines") or ""), str(s.get("heading") or "")) for s in sources]
    return f"{answer.rstrip()}\n\n{SOURCES_LABEL} {'; '.join(places)}"


# --- answers held to what other tools returned (a tiny model's) ------------------------------
#
# A tool that does not declare its answer (get_weather, order_status: the user's own, a
# client's on `serve`) returns text, often JSON. After its result SmolLM2 answered "18 * 12 is
# 196" (the instructions' example with the result's 18), "1042 is a shipping address." (the
# order shipped with DHL), "3310 is a tool." (the order was processing), or "I need to know the
# weather in Paris": sentences that say nothing the result says. For a model whose calls the
# policies write (profile `full`), such an answer is asked for once more, and then the results
# are the answer, written plainly.

_DATED_LENGTH = 100  # characters: a longer text that holds a date is a page, not a date said
_SHORT_PROSE = 200  # characters: a longer result in prose is a page read, not values said
_LIST_MARK = re.compile(r"(?m)^\s*\d+[.)]\s")  # "1. " opening a list's item
_SHORT_WORD = 3  # letters: shorter words ("ok", "is", "a") state nothing on their own


_PROSE = object()  # what _json gives for a result that is not JSON


def _json(text: str) -> Any:
    """A tool's result read as JSON, or _PROSE."""
    try:
        return json.loads(text)
    except ValueError:
        return _PROSE


def _values(data: Any) -> list[Any]:
    """What a structured (JSON) result says, value by value: its strings and numbers, not its
    keys, booleans or nulls. A result in prose (_PROSE) says it in words an answer may put in
    others ("refund issued for order 1042": "Refunded."): it has none."""
    if isinstance(data, (dict, list)):
        return plain_values({"result": data})
    return [data] if isinstance(data, (str, int, float)) and not isinstance(data, bool) else []


def unsupported(answer: str, said: str, results: Sequence[str]) -> str:
    """Why `answer` does not answer from `results` ("" when it does), where a result is
    structured (JSON): it states a number that neither what the user said (`said`) nor any
    result holds, or none of the values the results add to what the user said. Of results in
    prose only, a short one's numbers are held as JSON's ("Sunny, 22 degrees Celsius."), and a
    date the clock said must be said; otherwise they are left to the answer (a page read,
    "refund issued": written plainly they would be no answer)."""
    parsed = [_json(r) for r in results]
    known = [n for source in (said, *results) for readings in numbers_in(source) for n in readings]
    if not any(isinstance(d, (dict, list, int, float)) for d in parsed):
        dated = [r for r in results if _dated(r)]
        if dated:  # the clock's: its date, weekday or time in any form ("8:23 pm" for 20:23)
            if any(_says_the_date(answer, r) for r in dated):
                return ""
            return f"the answer says none of the date, weekday or time the results say: {answer!r}"
        # A short result in prose says its values as plainly as JSON ("Sunny, 22 degrees Celsius,
        # light breeze." was answered "78." through serve): a number the answer states that it
        # does not, nor the user, is invented. A page read is left to the answer (its numbers may
        # be written in words, and written plainly it would be no answer); so are the numbers
        # that mark a list's items ("1. Take an umbrella").
        short = results and all(r.strip() and len(r) <= _SHORT_PROSE for r in results)
        if short and _unstated(_LIST_MARK.sub("", answer), known):
            return f"the answer states a number no result gave: {answer!r}"
        return ""
    if _unstated(answer, known):
        return f"the answer states a number no result gave: {answer!r}"
    said_words = _content_words(said)
    new = [v for d in parsed for v in _values(d) if _says(v, said_words) and not states(said, v)]
    answer_words = _content_words(answer)
    if not new or any(
        states(answer, v) or isinstance(v, str) and _shares_a_word(_content_words(v) - said_words, answer_words)
        for v in new
    ):
        return ""
    return f"the answer says nothing the results say: {answer!r}"


def _unstated(answer: str, known: Sequence[float]) -> bool:
    """Whether `answer` states a number that none of `known` rounds to. A run of digits with no
    reading as a number ("2.14.1", a version) is no number stated."""
    return any(rs and not any(rounds_to(r, k) for r in rs for k in known) for rs in numbers_in(answer))


def _dated(text: str) -> bool:
    """A short result in prose that says a date (the clock's "2026-12-06T20:23:32+00:00 (Sunday)")."""
    return len(text) <= _DATED_LENGTH and _ISO_DATE.search(text) is not None


def _says_the_date(answer: str, result: str) -> bool:
    """The answer says the result's date, its weekday or its time of day (8:23 pm for 20:23)."""
    return bool(
        set(_ISO_DATE.findall(answer)) & set(_ISO_DATE.findall(result))
        or _weekdays(answer) & _weekdays(result)
        or _times(answer) & _times(result)
    )


def _content_words(text: str) -> set[str]:
    """The words of `text` that can state something: three letters or more, or of a script
    written without spaces (its two-character pieces)."""
    return {w for w in tokenize(text) if len(w) >= _SHORT_WORD or has_cjk(w)}


def _says(value: Any, said_words: set[str]) -> bool:
    """A value says something the user did not: a number, or a string with a word of its own."""
    if isinstance(value, str):
        return bool(_content_words(value) - said_words) or bool(numbers_in(value))
    return True


def _shares_a_word(own: set[str], answer: set[str]) -> bool:
    """A word of the result's in the answer, as it is or as another form of it (text.same_word:
    "refund" and "refunded")."""
    return bool(own & answer) or any(same_word(a, b) for a in own for b in answer)


def plain_results(results: Sequence[str]) -> str:
    """Results written plainly, one a line: a JSON object as "key: value" pairs ("city: Paris,
    temp_c: 18, sky: light rain"), a list as its items, any other text as it is."""
    return "\n".join(p for p in (_plain(r) for r in results) if p)


def _plain(text: str) -> str:
    data = _json(text)
    return text.strip() if data is _PROSE else _written(data)


def _written(data: Any, key: str = "") -> str:
    if isinstance(data, dict):
        return ", ".join(_written(v, f"{key}.{k}" if key else str(k)) for k, v in data.items())
    if isinstance(data, list):
        items = ", ".join(_written(v) for v in data)
        return f"{key}: {items}" if key else items
    value = "null" if data is None else json.dumps(data) if isinstance(data, bool) else str(data)
    return f"{key}: {value}" if key else value
