"""`localagent chat`: an interactive session on one loaded model.

The final answer streams as it is generated; tool calls show as one line each. Line
editing and history come from readline. Ctrl-C stops the current generation and returns to
the prompt; Ctrl-D (or /exit) leaves. Earlier questions and answers carry over as
conversation history until /reset, and the oldest turns give way when they would crowd the
context.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from .agent import Agent
from .display import call_line, event_line, use_color
from .formats.native import Family
from .formats.native.format import NativeFormat
from .types import CallRecord, Message

PROMPT = "you> "
HELP = "commands: /tools  /reset  /trace  /exit   (Ctrl-C stops an answer, Ctrl-D leaves)"
HISTORY_SHARE = 0.5  # conversation history may take at most this share of the context


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

    def __init__(self, out: IO[str], family: Family) -> None:
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
            if self.printed:
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


def _setup_readline(history_file: Path) -> None:
    try:
        import readline
    except ImportError:  # not on every platform: plain input() still works
        return
    try:
        history_file.parent.mkdir(parents=True, exist_ok=True)
        if history_file.exists():
            readline.read_history_file(history_file)
        readline.set_history_length(1000)
    except OSError:
        return
    import atexit

    atexit.register(lambda: _save_history(readline, history_file))


def _save_history(readline: Any, path: Path) -> None:
    try:
        readline.write_history_file(path)
    except OSError:
        pass


def trim_history(history: list[Message], count_tokens: Callable[[str], int], budget: int) -> list[Message]:
    """Drop the oldest question/answer pairs until the history fits `budget` tokens."""
    trimmed = list(history)
    while trimmed and sum(count_tokens(m.content) for m in trimmed) > budget:
        trimmed = trimmed[2:]
    return trimmed


def run_chat(agent: Agent, stdin: IO[str] | None = None, out: IO[str] | None = None) -> int:
    # Looked up per call, not bound at import: the process's streams may have been replaced since.
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    color = use_color(out)
    interactive = stdin.isatty()
    if interactive:
        state = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
        _setup_readline(Path(state) / "localagent" / "chat_history")
    out.write(f"localagent chat — {agent.backend.model_name}, mode {agent.mode.label}. {HELP}\n")
    history: list[Message] = []
    last_events: list[dict[str, Any]] = []
    labelled = agent.format.name == "react"
    while True:
        try:
            line = input(PROMPT) if interactive else _read_line(stdin, out)
        except EOFError:
            out.write("\n")
            return 0
        except KeyboardInterrupt:
            out.write("\n")
            continue
        question = line.strip()
        if not question:
            continue
        if question.startswith("/"):
            command = question.split()[0].lower()
            if command in ("/exit", "/quit"):
                return 0
            if command == "/tools":
                for tool in agent.tools:
                    out.write(f"  {tool.name}: {tool.description}\n")
            elif command == "/reset":
                history.clear()
                out.write("(conversation cleared)\n")
            elif command == "/trace":
                lines = [event_line(e) for e in last_events]
                out.write("\n".join(x for x in lines if x) + "\n" if last_events else "(no run yet)\n")
            else:
                out.write(f"unknown command {command}; {HELP}\n")
            continue
        stream: AnswerStream | NativeStream = (
            NativeStream(out, agent.format.family)  # type: ignore[attr-defined]
            if isinstance(agent.format, NativeFormat) and agent.format.family.trigger
            else AnswerStream(out, labelled)
        )
        start = len(agent.tracer.events)

        def on_event(event: dict[str, Any]) -> None:
            if event["type"] == "tool_result":
                record = CallRecord(
                    event["id"],
                    event["tool"],
                    pending_args.get(event["id"], {}),
                    event["ok"],
                    event["observation"],
                    event.get("error"),
                )
                out.write(call_line(record, color) + "\n")
                out.flush()
            elif event["type"] == "tool_call":
                pending_args[event["id"]] = event["arguments"]
            elif event["type"] == "model_call":
                stream.step_done()

        pending_args: dict[str, dict[str, Any]] = {}
        agent.tracer.subscribe(on_event)
        try:
            budget = int(agent.backend.context_size * HISTORY_SHARE)
            history = trim_history(history, agent.backend.count_tokens, budget)
            result = agent.run(question, history=history, on_text=stream)
        finally:
            agent.tracer.unsubscribe(on_event)
        last_events = agent.tracer.events[start:]
        if result.stop_reason == "interrupted":
            out.write("\n(interrupted)\n")
            continue
        if not stream.printed:
            out.write(result.answer)
        out.write("\n")
        if result.stop_reason != "final_answer":
            out.write(f"(stopped: {result.stop_reason})\n")
        history += [Message("user", question), Message("assistant", result.answer)]


def _read_line(stdin: IO[str], out: IO[str]) -> str:
    out.write(PROMPT)
    out.flush()
    line = stdin.readline()
    if not line:
        raise EOFError
    return line
