"""Guards the loop keeps across steps: repeated calls, tools that keep failing, and calls
that copy the instructions instead of the user's words."""

from __future__ import annotations

from dataclasses import dataclass, field

import regex

from .. import text
from ..reading.lexicon import language_of
from ..reading.numbers import values as written_values
from ..types import REPEATED, CallRecord, ToolCall, call_key

__all__ = ["COPIED", "REPEATED", "TOOL_FAILURES", "CopiedGuard", "FailureTracker", "RepeatGuard", "call_key"]
COPIED = "CopiedInstructions"  # a call refused for copying the instructions: not the tool's failure
# Failures that are the tool's, not the model's: they count towards removing the tool.
TOOL_FAILURES = ("ToolExecutionError", "ToolRetry")


@dataclass
class RepeatGuard:
    """The same tool with the same arguments is run once per run; repeats get the old result.
    A repeat of a call that failed ends the run at once (where a limit is set): the model was
    told what was wrong and wrote the same call again, so the next step would be the same too
    (rounds 24 and 25: at a limit of 1, the same 200 answers, 0.3-0.4 s a question less)."""

    limit: int = 2  # repeats after which the run stops
    results: dict[str, CallRecord] = field(default_factory=dict)
    repeats: int = 0
    failed_again: bool = False  # a call that failed was written again

    def check(self, call: ToolCall) -> CallRecord | None:
        """A refusal record for a repeat, or None when the call is new."""
        previous = self.results.get(call_key(call))
        if previous is None:
            return None
        self.repeats += 1
        self.failed_again = self.failed_again or not previous.ok
        observation = f"you already called {call.tool} with these arguments; the result was: {previous.observation}"
        return CallRecord(call.id, call.tool, call.arguments, False, observation, REPEATED)

    def remember(self, call: ToolCall, record: CallRecord) -> None:
        self.results.setdefault(call_key(call), record)

    @property
    def exhausted(self) -> bool:
        return self.limit > 0 and (self.repeats >= self.limit or self.failed_again)


@dataclass
class FailureTracker:
    """A tool that fails `limit` times in a row is taken away for the rest of the run."""

    limit: int = 3
    in_a_row: dict[str, int] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)

    def update(self, record: CallRecord) -> str | None:
        """Count the record; return the tool's name when it has just been removed."""
        if record.error in TOOL_FAILURES:
            self.in_a_row[record.tool] = self.in_a_row.get(record.tool, 0) + 1
            if self.limit > 0 and self.in_a_row[record.tool] >= self.limit and record.tool not in self.removed:
                self.removed.append(record.tool)
                return record.tool
        elif record.ok:
            self.in_a_row[record.tool] = 0
        return None


@dataclass
class CopiedGuard:
    """A call whose every text value is the format's own instructions (its worked example's
    "12 * 7", its "what you need to find out"), none of which the user said, is not run: the
    model gets it back. SmolLM2 asked to "Shout 'hello'" with a `shout(text)` tool called
    `shout(text="12 * 7")` four times, and the README's example ended with no answer.

    `instructions`: the format's fixed text, the tools' descriptions aside (a value a tool's
    description names, such as a unit, may be what the user means); `stated`: what the user said."""

    instructions: str
    stated: str
    _said: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # The instructions' words, once per run, spaced so that a run of them is found whole.
        self._said = f" {' '.join(_words(self.instructions))} "
        # The user's numbers as their language writes them: "7 500" in Russian is 7500, not the
        # 7 of the example's "12 * 7" ("нас 12 человек": SmolLM2's `calculator("12 * 7")` had
        # counted as the user's, and "12 * 7 is 84" was the answer).
        self._numbers = set(written_values(self.stated, language_of(self.stated)))

    def check(self, call: ToolCall) -> CallRecord | None:
        """A refusal record for a call that copies the instructions, or None. A value copies
        them when its words, two or more, are words of the instructions in a row (one word,
        "result" or "celsius", may well be the user's meaning)."""
        values = [v for v in text.plain_values(call.arguments) if isinstance(v, str)]
        if not values or not all(self._copied(v) for v in values):
            return None
        quoted = ", ".join(repr(v) for v in values)
        feedback = (
            f"{quoted} is from your instructions' example, not from the user's question: "
            f"call {call.tool} with what the user asked for, or answer without it"
        )
        return CallRecord(call.id, call.tool, call.arguments, False, feedback, COPIED)

    def _copied(self, value: str) -> bool:
        words = _words(value)
        if len(words) < 2 or self._stated(value):
            return False
        return f" {' '.join(words)} " in self._said

    def _stated(self, value: str) -> bool:
        """The user said `value`: its text, or each of its numbers as the user's language writes them."""
        if not text.states(self.stated, value):
            return False
        own = text.numbers_in(value)
        return not own or all(readings & self._numbers for readings in own)


def _words(value: str) -> list[str]:
    return regex.findall(r"\w+", value.casefold())
