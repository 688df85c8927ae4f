"""`localagent chat`: an interactive session on one loaded model.

The final answer streams as it is generated; tool calls show as one line each. Line
editing and history come from readline. Ctrl-C stops the current generation and returns to
the prompt; Ctrl-D (or /exit) leaves. Earlier questions and answers carry over as
conversation history until /reset, and the oldest turns give way when they would crowd the
context.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from ..types import CallRecord, Message
from .display import call_line, event_line, use_color
from .options import CONVERSING, add_conversation_options, add_setting_options

if TYPE_CHECKING:
    from ..agent.agent import Agent
    from .common import Conversation

PROMPT = "you> "
SUBAGENT_INDENT = "    "  # a sub-agent's calls, under the call that runs it
HELP = "commands: /tools  /reset  /trace  /exit   (Ctrl-C stops an answer, Ctrl-D leaves)"
HISTORY_SHARE = 0.5  # conversation history may take at most this share of the context


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


def run_chat(
    agent: Agent, stdin: IO[str] | None = None, out: IO[str] | None = None, conversation: Conversation | None = None
) -> int:
    # Looked up per call, not bound at import: the process's streams may have been replaced since.
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    color = use_color(out)
    interactive = stdin.isatty()
    if interactive:
        state = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
        _setup_readline(Path(state) / "localagent" / "chat_history")
    out.write(f"localagent chat — {agent.backend.model_name}, mode {agent.mode.label}. {HELP}\n")
    history: list[Message] = list(conversation.history) if conversation else []
    if history and conversation is not None:
        out.write(f"(conversation {conversation.id} goes on: {len(history) // 2} earlier turns)\n")
    last_events: list[dict[str, Any]] = []
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
                if conversation is not None:
                    conversation.restart()
                out.write("(conversation cleared)\n")
            elif command == "/trace":
                lines = [event_line(e) for e in last_events]
                out.write("\n".join(x for x in lines if x) + "\n" if last_events else "(no run yet)\n")
            else:
                out.write(f"unknown command {command}; {HELP}\n")
            continue
        shown = _Shown(out)
        stream = agent.format.answer_stream(shown)  # type: ignore[arg-type]  # a text stream in all but name
        start = len(agent.tracer.events)
        settled: list[int] = []  # --plan: where the stream was when the plan was decided

        def on_event(event: dict[str, Any]) -> None:
            key = (event.get("parent"), event.get("id"))  # a sub-agent's calls run under the outer call
            if event["type"] == "tool_result":
                record = CallRecord(
                    event["id"],
                    event["tool"],
                    pending_args.get(key, {}),
                    event["ok"],
                    event["observation"],
                    event.get("error"),
                )
                out.write(SUBAGENT_INDENT * int(event.get("depth", 0)) + call_line(record, color) + "\n")
                out.flush()
            elif event["type"] == "tool_call":
                pending_args[key] = event["arguments"]
            elif event["type"] == "model_call" and not event.get("depth"):
                stream.step_done()
            elif event["type"] == "plan" and not event.get("depth"):
                settled.append(len(shown.text))

        pending_args: dict[tuple[Any, Any], dict[str, Any]] = {}
        agent.tracer.subscribe(on_event)
        try:
            budget = int(agent.backend.context_size * HISTORY_SHARE)
            history = trim_history(history, agent.backend.count_tokens, budget)
            result = agent.run(question, history=history, on_text=stream)
        finally:
            agent.tracer.unsubscribe(on_event)
        last_events = agent.tracer.events[start:]
        if conversation is not None:
            conversation.keep(result, question)
        if result.stop_reason == "interrupted":
            out.write("\n(interrupted)\n")
            continue
        if not stream.printed:
            out.write(result.answer)
        elif settled and not shown.text[settled[-1] :].strip():
            # The answer after a plan was decided (from the calls' results, or that it was
            # declined) is not streamed: the stream printed the answer before it.
            out.write("\n" + result.answer)
        elif result.said.strip() not in shown.text:
            # Held to the tools' results, the run's answer is not the text the stream showed
            # ("It is 312." after the calculator said 391; "18 * 12 is 196" after a weather
            # report): the answer follows on a line of its own, as `ask` prints it.
            out.write("\n" + result.answer)
        elif result.sources:
            out.write(result.answer[len(result.said) :])
        out.write("\n")
        if result.stop_reason != "final_answer":
            out.write(f"(stopped: {result.stop_reason})\n")
        history += [Message("user", question), Message("assistant", result.said)]


class _Shown:
    """The answer stream's output, passed on and kept (what the user has seen of the answer)."""

    def __init__(self, out: IO[str]) -> None:
        self.out, self.text = out, ""

    def write(self, text: str) -> int:
        self.text += text
        return self.out.write(text)

    def flush(self) -> None:
        self.out.flush()


def _read_line(stdin: IO[str], out: IO[str]) -> str:
    out.write(PROMPT)
    out.flush()
    line = stdin.readline()
    if not line:
        raise EOFError
    return line


def add_parser(sub: Any) -> None:
    p = sub.add_parser("chat", help="an interactive session: answers stream, tools show as one line each")
    add_setting_options(p, groups=CONVERSING)
    add_conversation_options(p)
    p.add_argument("--trace", metavar="FILE", help="append one JSON event per line to FILE")
    p.add_argument("--verbose", action="store_true", help="print each step readably on stderr")


def run(args: argparse.Namespace) -> int:
    from .common import agent_session, conversation_of

    conversation = conversation_of(args, "chat")
    with agent_session(args, quiet=False) as agent:
        return run_chat(agent, conversation=conversation)
