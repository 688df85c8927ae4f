"""What the run answers: the final text cut where the answer ends, and held to the results of
the tools that answer questions.

Where an answer ends is decided by structure, never by a list of words:
- at the end of its first paragraph (a blank line after some text), unless that paragraph
  ends with a colon (it introduces what follows);
- at a line that starts with one of the labels the instructions use at a line's start
  (`Thought:`, `Action:`, `Observation:` ... whatever this format's prompt has): the model
  has gone back to writing the scratchpad;
- at a line copied from the instructions, or stating two numbers of their worked example that
  the question does not state (in any language: "12 × 7 = 84입니다"), at a line repeating an earlier line of the answer
  (alone or within more words), and at a line that repeats the question (a leading echo of the question is dropped).

A tool declared with `answers=True` (calculator, convert_units, date_math, current_time)
returns `ToolOutput(text, data={"answer": ..., "value": ...})`: the plain statement of its
result and the value in it. When the run has such results, the answer must state each
result that answered a request (a result fed into a later call is a step on the way, not an
answer): an answer that does not is replaced by the results' statements. After such a tool
refused every call, an answer stating a number the question did not give is not accepted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..documents.passages import place
from ..documents.tokens import has_cjk, tokenize
from ..text import normalize, numbers_in, plain_values, rounds_to, states_number
from ..tools.arithmetic_words import rewrite
from ..types import CallRecord, Step
from .guards import REPEATED

SOURCES_LABEL = "Sources:"
_ISO_DATE = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
_TIME = re.compile(r"(?<![\d:+\-−])(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap]\.?m\.?))?", re.I)
_WEEKDAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)
MIN_COPIED_LINE = 16  # shorter lines ("Thought: I know") are too common to count as copied
MIN_EXAMPLE_LINE = 8  # a whole line of the instructions this long, said as an answer line, is copied


def instruction_labels(instructions: str) -> frozenset[str]:
    """The labels the instructions put at a line's start (`Final Answer:`, `Action Input:`)."""
    found = re.findall(r"(?m)^[ \t]*([A-Z][\w]*(?: [A-Z]?[\w]+){0,2}):", instructions)
    return frozenset(label + ":" for label in found)


@dataclass(frozen=True)
class EndRules:
    """What the rules compare an answer with, prepared once per question: the instructions'
    labels, the instructions and the question, normalised."""

    labels: tuple[str, ...]
    told: str
    asked: str
    # The instructions' lines as they would be said, their labels taken off ("Final Answer:
    # 12 * 7 is 84." → "12 * 7 is 84."): an answer line that is one of them is the example
    # copied, however short (SmolLM2 answered "Close ticket T-30 as resolved" with it).
    lines: frozenset[str] = frozenset()
    # The numbers of each line of the instructions' worked example (a line with one of their
    # labels) that states two or more ("Final Answer: 12 * 7 is 84."), unless the question
    # states one: an answer line stating two of one of them is the worked example said again,
    # in whatever language or script ("12 × 7 = 84입니다", "12乘7等于84").
    examples: tuple[frozenset[float], ...] = ()

    @classmethod
    def of(cls, instructions: str, question: str) -> EndRules:
        labels = tuple(instruction_labels(instructions))
        said = set()
        given = {v for readings in numbers_in(rewrite(question)) for v in readings}
        examples = []
        for line in instructions.splitlines():
            text = line.strip()
            labelled = text.startswith(labels)  # a line of the worked example, not a tool's description
            for label in labels:
                text = text.removeprefix(label).strip()
            if len(text) >= MIN_EXAMPLE_LINE:
                said.add(normalize(text))
            stated = {v for readings in numbers_in(text) for v in readings}
            if labelled and len(stated) >= 2 and not stated & given:
                examples.append(frozenset(stated))
        return cls(labels, normalize(instructions), _asked(question), frozenset(said), tuple(examples))


def _example(line: str, rules: EndRules) -> bool:
    """The line states two numbers of one of the instructions' worked examples (see EndRules)."""
    if not rules.examples:
        return False
    stated = {v for readings in numbers_in(line) for v in readings}
    return len(stated) >= 2 and any(len(stated & example) >= 2 for example in rules.examples)


def _asked(question: str) -> str:
    return normalize(question).rstrip("?？ ")


def answer_end(answer: str, rules: EndRules) -> int:
    """Where `answer` ends (an index into it): see the module's rules."""
    labels, told, asked = rules.labels, rules.told, rules.asked
    seen: set[str] = set()
    position, content, last = 0, False, ""
    for line in answer.splitlines(keepends=True):
        stripped = line.strip()
        key = normalize(stripped)
        if not stripped:
            if content and not last.endswith((":", "：")):
                return position
        elif stripped.startswith(labels):
            return position
        elif key.rstrip("?？ ") == asked and asked:
            if content:
                return position
        elif (len(key) >= MIN_COPIED_LINE and key in told) or (key in rules.lines and not _about(key, asked)):
            return position
        elif any(len(line) >= MIN_COPIED_LINE and line in key for line in rules.lines):
            return position  # an instruction said inside a line ("no, I must answer now, using only ...")
        elif _example(stripped, rules):
            return position  # the worked example in other words or another script
        elif key in seen or any(len(s) >= MIN_COPIED_LINE and s in key for s in seen):
            return position  # said again, alone or inside a longer line ("Finish Answer: <it>")
        else:
            seen.add(key)
            content, last = True, stripped
        position += len(line)
    return len(answer)


def _about(line: str, asked: str) -> bool:
    """The line states a number the question gives: the example's "12 * 7 is 84." answers
    "Was ist 12 mal 7?" and is no copy there."""
    stated = {v for readings in numbers_in(line) for v in readings}
    return bool(stated & {v for readings in numbers_in(rewrite(asked)) for v in readings})


def end_answer(answer: str, instructions: str, question: str) -> str:
    """The answer up to where it ends; an echoed question at its start left out; within a line,
    a sentence said again ends it ("I'm a human! I'm a human! ...")."""
    rules = EndRules.of(instructions, question)
    cut = answer[: answer_end(answer, rules)]
    asked = rules.asked
    lines = [line for line in cut.strip().splitlines() if _asked(line) != asked or not asked]
    return "\n".join(_once(line) for line in lines).strip()


def _once(line: str) -> str:
    """The line up to its first sentence that repeats an earlier one."""
    sentences = re.findall(r".+?(?:[.!?](?=\s|$)|[。！？]|$)\s*", line)
    seen: set[str] = set()
    kept = ""
    for sentence in sentences:
        key = normalize(sentence).strip(" .!?。！？")
        if key and key in seen:
            return kept.rstrip()
        seen.add(key)
        kept += sentence
    return line


class AnswerWatch:
    """Follows a step's text as it is generated; True (stop generating) once the text after the
    format's answer label has ended by the rules above."""

    def __init__(self, marker: str, instructions: str, question: str, start: str = "") -> None:
        self.marker = marker
        self.rules = EndRules.of(instructions, question)  # once: the watch runs for every piece
        self.text = start  # what the prompt already continues with (a forced "Final Answer:")
        self.ended = False

    def __call__(self, piece: str) -> bool:
        self.text += piece
        if self.ended or "\n" not in piece:
            return self.ended  # only a line that is complete can end the answer: none was completed
        at = self.text.find(self.marker)
        if at == -1:
            return False
        answer = self.text[at + len(self.marker) :]
        # Only a line that is complete can end the answer.
        complete = answer[: answer.rfind("\n") + 1]
        self.ended = answer_end(complete, self.rules) < len(complete.rstrip(" \t"))
        return self.ended


def watching(stream: Callable[[str], Any] | None, watch: AnswerWatch) -> Callable[[str], bool]:
    """One text callback: the stream (chat, serve) sees every piece; the watch says when to stop."""

    def on_text(piece: str) -> bool:
        if stream is not None:
            stream(piece)
        return watch(piece)

    return on_text


# --- grounding ------------------------------------------------------------------------------


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
    # The question's numbers, and as the calculator reads it ("15% of 240" gives 100 too).
    given = [g for source in (question, rewrite(question)) for readings in numbers_in(source) for g in readings]
    done: list[CallRecord] = []
    for r in records:
        if _answered(r) and answers(r.tool):
            # An earlier result's value counts as given: a number, or the numbers of a date.
            known = [*given, *(n for d in done for rs in numbers_in(str(d.data.get("value"))) for n in rs)]
            if _from(r.arguments, known):
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
        statement = "; ".join(str(r.data["answer"]) for r in results)
        missing = [r for r in results if not _states(answer, r.data)]
        if missing:
            return Grounding(statement, f"the answer did not state {statement!r}", results=results)
        # Stated, and beside it a number neither the question nor any result gave ("15 + 42 = 47"
        # for 42): it contradicts the result.
        known = [
            n for source in [question, *(f"{r.data['answer']} {r.data.get('value')}" for r in records if _answered(r))]
            for readings in numbers_in(source) for n in readings
        ]  # fmt: skip
        other = [rs for rs in numbers_in(answer) if not any(rounds_to(r, k) for r in rs for k in known)]
        if other:
            return Grounding(statement, f"the answer also stated a number no result gave: {answer!r}", results=results)
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
        return Grounding(f"I could not work that out: {error}", "no tool result supports the numbers in the answer")
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
    return Grounding(answer)


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


def _answered(record: CallRecord) -> bool:
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
    was given first). Lines read with read_doc are cited as read."""
    said = {w for w in tokenize(answer) if len(w) > 2 or has_cjk(w)}
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for step in steps:
        for record in step.calls:
            if not (record.ok and isinstance(record.data, dict) and isinstance(record.data.get("sources"), list)):
                continue
            named = [s for s in record.data["sources"] if isinstance(s, dict) and "path" in s]
            words = [set(tokenize(str(s.get("excerpt", "")))) for s in named]
            used = [
                s for i, s in enumerate(named)
                if "excerpt" not in s or said & (words[i] - set().union(*words[:i], *words[i + 1 :]))
            ]  # fmt: skip
            for source in used or named[:1]:
                seen.setdefault((str(source["path"]), str(source.get("lines", ""))), source)
    return list(seen.values())


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
