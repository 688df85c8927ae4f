"""How runs look to a person: one line per tool call, readable step logs for --verbose.

Pure formatting (events and records in, text out); the CLI decides where it goes.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import IO, Any

from ..text import one_line
from ..types import CallRecord


def use_color(stream: IO[str]) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR")


def _paint(text: str, code: str, color: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if color else text


def call_line(record: CallRecord, color: bool = False, limit: int = 100) -> str:
    """`→ calculator(expression="17*23")  ✓ 391`, or `✗ reason` when it failed."""
    args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in record.arguments.items())
    result = one_line(record.observation, limit)
    mark = _paint("✓", "32", color) if record.ok else _paint("✗", "31", color)
    return f"→ {record.tool}({args})  {mark} {result}"


def event_line(event: dict[str, Any], color: bool = False) -> str | None:
    """One readable line for a trace event (--verbose), or None for events not worth one."""
    kind = event.get("type")
    if kind == "run_start":
        return f"[run] {event['mode']} on {event['model']}; tools: {', '.join(event['tools']) or 'none'}"
    if kind == "model_call":
        text = " ".join(str(event["completion"]).split())
        return (
            f"[step {event['step']}] model: {text[:160]}{'...' if len(text) > 160 else ''} "
            f"({event['completion_tokens']} tokens, {event['seconds']:.2f} s"
            f"{', constrained' if event.get('constrained') else ''})"
        )
    if kind == "parse":
        if not event["ok"]:
            return _paint(f"[step {event['step']}] unusable output: {event['error']}", "33", color)
        if event.get("repairs"):
            return f"[step {event['step']}] repaired (level {event['repair_level']}): {'; '.join(event['repairs'])}"
        return None
    if kind == "tool_result":
        record = CallRecord(event["id"], event["tool"], {}, event["ok"], event["observation"], event.get("error"))
        return "  " + call_line(record, color).replace("()", "", 1)
    if kind == "tool_call":
        args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in event["arguments"].items())
        return f"  calling {event['tool']}({args})"
    if kind in ("repeat", "tool_removed", "budget", "context", "approval", "forced_answer"):
        details = {k: v for k, v in event.items() if k not in ("type", "ts", "time")}
        return _paint(f"  [{kind}] {json.dumps(details, ensure_ascii=False)}", "33", color)
    if kind == "stop":
        return f"[stop] {event['reason']} after {event['steps']} steps, {event['seconds']} s"
    return None


def verbose_listener(stream: IO[str] = sys.stderr) -> Any:
    color = use_color(stream)

    def listen(event: dict[str, Any]) -> None:
        line = event_line(event, color)
        if line is not None:
            stream.write(line + "\n")
            stream.flush()

    return listen


BAR_WIDTH = 30


class Bar:
    """A progress bar on a terminal's stderr, redrawn at most ten times a second; nothing elsewhere."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream, self.shown, self.drawn = stream, stream.isatty(), 0.0

    def __call__(self, done: int, total: int, path: str) -> None:
        now = time.monotonic()
        if not self.shown or (now - self.drawn < 0.1 and done < total):
            return
        self.drawn = now
        filled = BAR_WIDTH * done // max(total, 1)
        name = path if len(path) <= 40 else "..." + path[-37:]
        self.stream.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total} {name:<40}")
        self.stream.flush()

    def close(self) -> None:
        if self.shown and self.drawn:
            self.stream.write("\r" + " " * (BAR_WIDTH + 60) + "\r")
            self.stream.flush()
