"""The answer out of a model's output as it is generated: what `chat` prints and `serve`
streams. The calls, the reasoning and the format's labels are held back. Each format says
which stream reads it (Format.answer_stream).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import IO, Protocol


class CallSyntax(Protocol):
    """What the stream needs of a native tool-call family (native/base.py)."""

    @property
    def think(self) -> tuple[str, str] | None: ...  # (open, close) tags of its reasoning

    def call_starts(self) -> Sequence[str]: ...


class AnswerStream:
    """Receives every piece of generated text; prints only what follows `Final Answer:`
    (or, for formats without labels, the text of a step that turns out to be the answer)."""

    LABEL = "Final Answer:"

    def __init__(self, out: IO[str], labelled: bool) -> None:
        self.out = out
        self.labelled = labelled
        self.buffer = ""
        self.streaming = False
        self.printed = False

    def __call__(self, piece: str) -> None:
        if not self.labelled:
            return
        if self.streaming:
            self._write(piece)
            return
        self.buffer += piece
        at = self.buffer.find(self.LABEL)
        if at != -1:
            self.streaming = True
            self._write(self.buffer[at + len(self.LABEL) :].lstrip(" "))

    def _write(self, text: str) -> None:
        if not self.printed:
            text = text.lstrip(" ")  # the space after the label, wherever the piece broke
        if text:
            self.out.write(text)
            self.out.flush()
            self.printed = True

    def step_done(self) -> None:
        self.buffer = ""
        self.streaming = False


class NativeStream:
    """For a model's own syntax: prints the text it writes outside its reasoning, until a call
    begins (a tail that may still turn into the call's trigger is held back)."""

    def __init__(self, out: IO[str], family: CallSyntax, terminal: bool = True) -> None:
        self.terminal = terminal
        self.out, self.family = out, family
        self.buffer = ""
        self.emitted = 0  # characters of the visible text written so far
        self.stopped = False
        self.printed = False

    def _visible(self) -> str | None:
        """The text after the reasoning; None while the model is still reasoning."""
        text = self.buffer
        if self.family.think is not None:
            open_tag, close_tag = self.family.think
            head = text.lstrip()
            if head.startswith(open_tag) or open_tag.startswith(head):
                close = text.find(close_tag)
                return None if close == -1 else text[close + len(close_tag) :].lstrip()
        return text

    def __call__(self, piece: str) -> None:
        self.buffer += piece
        text = None if self.stopped else self._visible()
        if text is None:
            return
        starts = [i for i in (text.find(s) for s in self.family.call_starts()) if i != -1]
        if starts:
            self.stopped = True
            self._write(text[self.emitted : min(starts)].rstrip())
            if self.printed and self.terminal:
                self._write("\n")
            return
        hold = max((len(s) for s in self.family.call_starts()), default=0)
        self._write(text[self.emitted : max(self.emitted, len(text) - hold)])

    def _write(self, text: str) -> None:
        if text:
            self.out.write(text)
            self.out.flush()
            self.printed = True
            self.emitted += len(text)

    def step_done(self) -> None:
        text = None if self.stopped else self._visible()
        if text is not None:
            self._write(text[self.emitted :].rstrip())
        self.buffer, self.emitted, self.stopped = "", 0, False
