"""The transcript of one run: a fixed head (system prompt with the tool list, earlier turns,
the question) and the assistant's scratchpad, which grows only at its end.

When it no longer fits the context, `fit` shortens the oldest observations first, then
summarises the oldest steps as one line each. The head is never touched.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Protocol

from ..text import drop_tail, ellipsize, one_line
from ..types import CallRecord


class Format(Protocol):
    """What a transcript needs of its format (base.Format): how results, errors and old steps
    are written after the model's text, and the text every assistant step starts with."""

    prefill: str

    def observation_text(self, records: Sequence[CallRecord]) -> str: ...

    def error_text(self, feedback: str) -> str: ...

    def summary_text(self, records: Sequence[CallRecord], error: str | None) -> str: ...


SHORT_OBSERVATION_CHARS = 160


@dataclass
class Segment:
    """One step's text in the scratchpad: what the model wrote, then what it was told."""

    model_text: str
    records: list[CallRecord] = field(default_factory=list)
    error: str | None = None  # feedback for an unusable output, instead of records
    note: str = ""  # extra words for the model (a tool was removed, a repeat was refused)
    content: str = ""  # the model's text beside its calls (messages transcripts)
    compression: int = 0  # 0 as written, 1 observations shortened, 2 summarised

    def render(self, fmt: Format) -> str:
        if self.compression >= 2:
            return fmt.summary_text(self.records, self.error)
        records = self.records
        if self.compression == 1:
            records = [
                replace(r, observation=drop_tail(r.observation, SHORT_OBSERVATION_CHARS, " to save context"))
                for r in records
            ]
        feedback = fmt.error_text(self.error) if self.error is not None else fmt.observation_text(records)
        if self.note:
            feedback = _with_note(feedback, self.note, fmt)
        return self.model_text.rstrip() + "\n" + feedback


def _with_note(feedback: str, note: str, fmt: Format) -> str:
    # The note goes before the next prefill so the model reads it as part of the results.
    if fmt.prefill and feedback.endswith(fmt.prefill):
        return feedback[: -len(fmt.prefill)] + note + "\n" + fmt.prefill
    return feedback + note + "\n"


class Transcript:
    def __init__(self, head: str, fmt: Format) -> None:
        self.head = head  # rendered system prompt, history and question, up to the assistant turn
        self.fmt = fmt
        self.segments: list[Segment] = []
        self.for_answer = False

    @contextmanager
    def answering(self) -> Iterator[None]:
        """While an answer is asked for with tools out of reach: a transcript may leave out
        what only distracts from answering (messages transcripts drop refused repeats)."""
        self.for_answer = True
        try:
            yield
        finally:
            self.for_answer = False

    def prompt(self, extra: str = "") -> str:
        return self.head + self.fmt.prefill + "".join(s.render(self.fmt) for s in self.segments) + extra

    def add(self, segment: Segment) -> None:
        self.segments.append(segment)

    def fit(self, count_tokens: Callable[[str], int], limit: int) -> list[str]:
        """Compress oldest-first until the prompt fits in `limit` tokens; say what was done.

        The newest step stays as written as long as anything older can still give way.
        """
        actions: list[str] = []
        for level in (1, 2):
            for i, segment in enumerate(self.segments):
                if count_tokens(self.prompt()) <= limit:
                    return actions
                if segment.compression < level and (i < len(self.segments) - 1 or level == 1):
                    segment.compression = level
                    actions.append(f"{'shortened the observations of' if level == 1 else 'summarised'} step {i + 1}")
        if count_tokens(self.prompt()) > limit and self.segments and self.segments[-1].compression < 2:
            self.segments[-1].compression = 2
            actions.append(f"summarised step {len(self.segments)}")
        return actions


def call_summary(record: CallRecord, limit: int = 60) -> str:
    args = ellipsize(json.dumps(record.arguments, ensure_ascii=False), limit)
    obs = one_line(record.observation, limit)
    return f"{record.tool}({args}) -> {obs}"
