"""What a run's calls may know of the run making them (RunScope), set by each run for the calls
it makes: how deep it is, what it has left, where its events go, who approves, how to tell that
it was cancelled, and its ledger of checks and irreversible calls. A sub-agent's run
(subagents.py) starts from it; the loop (loop.py) sets it. Kept apart from both so that neither
imports the other."""

from __future__ import annotations

import contextvars
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..tools.executor import Approver
from ..tools.preconditions import Ledger
from ..trace import Tracer
from ..types import Usage


@dataclass
class RunScope:
    """What a run's calls may know of it: how deep it is, what it has left, where its events
    go, who approves, how to tell that it was cancelled, and what its preconditions rest on."""

    depth: int
    tracer: Tracer
    approver: Approver
    usage: Usage
    started: float
    token_budget: int | None
    time_limit: float | None
    question: str
    probe: Callable[[], None]  # raises when the run was cancelled (a serve request gone)
    ledger: Ledger | None = None  # the run's checks and irreversible calls (tools/preconditions.py)

    def tokens_left(self) -> int | None:
        return None if self.token_budget is None else max(0, self.token_budget - self.usage.total)

    def seconds_left(self) -> float | None:
        return None if self.time_limit is None else max(0.0, self.time_limit - (time.monotonic() - self.started))


RUN_SCOPE: contextvars.ContextVar[RunScope | None] = contextvars.ContextVar("run_scope", default=None)
