"""Structured run events: one JSON object per line, each with a `type` and a timestamp.

The trace is where everything goes that must not reach the model's prompt: full prompts,
tracebacks, timings. `--trace FILE` appends to FILE; listeners (--verbose) see each event.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from .errors import UsageError

Listener = Callable[[dict[str, Any]], None]


def _check_appendable(path: Path) -> None:
    """A trace is appended to an empty file or a trace, never to a file of something else (a
    user's notes named by mistake would get JSON lines after their text)."""
    try:
        with path.open("rb") as fh:
            first = fh.readline(65536)
    except OSError:
        return  # not there yet (or unreadable: opening it says why)
    if not first.strip():
        return
    try:
        event = json.loads(first)
    except ValueError:
        event = None
    if not (isinstance(event, dict) and "type" in event):
        raise UsageError(f"--trace {path}: the file holds something other than a trace; name a new file or a trace")


class Tracer:
    def __init__(self, path: str | Path | None = None) -> None:
        self._fh: IO[str] | None = None
        self._listeners: list[Listener] = []
        self.events: list[dict[str, Any]] = []
        if path is not None:
            _check_appendable(Path(path))
            try:
                self._fh = Path(path).open("a", encoding="utf-8")
            except OSError as exc:
                raise UsageError(f"--trace {path}: cannot open for appending ({exc.strerror})") from None

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, type: str, **fields: Any) -> dict[str, Any]:
        now = time.time()
        event = {
            "type": type,
            "ts": round(now, 6),
            "time": datetime.fromtimestamp(now, UTC).isoformat(timespec="milliseconds"),
            **fields,
        }
        self.events.append(event)
        if self._fh is not None:
            self._fh.write(json.dumps(event, ensure_ascii=False, default=str) + "\n")
            self._fh.flush()
        for listener in self._listeners:
            listener(event)
        return event

    def nested(self, parent: str, depth: int) -> Tracer:
        """A tracer for a run inside a call of this one (a sub-agent's): its events are kept
        apart and also come here, marked with the call they run under and their depth."""
        return _NestedTracer(self, parent, depth)

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


class _NestedTracer(Tracer):
    def __init__(self, outer: Tracer, parent: str, depth: int) -> None:
        super().__init__()
        self.outer, self.parent, self.depth = outer, parent, depth

    def emit(self, type: str, **fields: Any) -> dict[str, Any]:
        event = super().emit(type, **fields)
        self.outer.emit(type, **{"parent": self.parent, "depth": self.depth, **fields})  # deeper runs keep theirs
        return event
