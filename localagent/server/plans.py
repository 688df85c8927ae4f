"""Plans kept by `serve` between requests: an agent run in plan mode returns its irreversible
calls instead of making them (docs/tools.md), each under an id the server made up; a later
request approves some of them by id, and exactly those run, or declines some, and those never
run (docs/serve.md).

    {"localagent": {"plan": [{"id": "plan_4hX...", "tool": "issue_refund", ...}]}}   the reply
    {"model": "localagent-agent", ..., "localagent": {"approve": ["plan_4hX..."]}}    the approval
    {"model": "localagent-agent", ..., "localagent": {"decline": ["plan_4hX..."]}}    a decline

What a client cannot do: approve or decline a call that was never pending (ids are 192 random
bits, known only from the reply that planned them), or use an id twice. An approval settles its
whole plan: the ids approved run once, the others of the plan are declined; every id of it is
spent. A decline spends the ids it names; the plan's other calls wait on, until the last of them
is declined (the plan is settled: nothing of it ran) or an approval settles it.
A plan waits at most `ttl` seconds, and at most `limit` plans wait (the oldest goes first).
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..agent.loop import KeptPlan
from ..tools.preconditions import PlannedCall
from .protocol import RequestError

PLAN_TTL = 3600.0  # seconds a plan waits for its approval
PLAN_LIMIT = 64  # plans waiting at once (each keeps its run's transcript)
SPENT_LIMIT = 4096  # spent ids remembered, to say an approval was used already
APPROVE, DECLINE = "localagent.approve", "localagent.decline"


@dataclass
class Waiting:
    """A plan waiting for its approval: the run's kept plan, its calls not decided yet by id,
    the calls declined so far, and where its answer goes in the conversation log."""

    kept: KeptPlan
    calls: dict[str, PlannedCall]
    question: str
    conversation: str
    expires: float
    declined: list[PlannedCall] = field(default_factory=list)


def shown(calls: dict[str, PlannedCall]) -> list[dict[str, Any]]:
    """Planned calls as a reply shows them: each with its id."""
    return [{**p.to_json(), "id": ident, "call_id": p.call.id} for ident, p in calls.items()]


class PendingPlans:
    def __init__(
        self, ttl: float = PLAN_TTL, limit: int = PLAN_LIMIT, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.ttl, self.limit, self.clock = ttl, limit, clock
        self._plans: OrderedDict[str, Waiting] = OrderedDict()  # by plan key, oldest first
        self._owner: dict[str, str] = {}  # call id -> plan key
        self._spent: OrderedDict[str, str] = OrderedDict()  # call id -> why it can no longer be approved
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._plans)

    def keep(self, kept: KeptPlan, question: str, conversation: str) -> list[dict[str, Any]]:
        """Keep a run's plan; its calls as the reply shows them, each with its id."""
        calls = {"plan_" + secrets.token_urlsafe(24): p for p in kept.calls}
        waiting = Waiting(kept, calls, question, conversation, self.clock() + self.ttl)
        with self._lock:
            self._expire()
            key = secrets.token_hex(8)
            self._plans[key] = waiting
            self._owner.update(dict.fromkeys(calls, key))
            while len(self._plans) > self.limit:
                self._drop(next(iter(self._plans)), "was dropped: too many plans were waiting")
        return shown(calls)

    def check(self, ids: Sequence[str], param: str = APPROVE) -> None:
        """RequestError (OpenAI's error shape, naming the id in `param`) unless every id is a
        call pending in one plan. Checked before a request waits in the queue; `take` and
        `decline` check again."""
        with self._lock:
            self._find(ids, param)

    def take(self, ids: Sequence[str]) -> tuple[Waiting, list[PlannedCall]]:
        """The plan the ids belong to and the calls they approve, the plan settled: none of its
        ids can be used again."""
        with self._lock:
            waiting = self._plans[self._find(ids, APPROVE)]
            approved = [waiting.calls[i] for i in ids]
            self._drop(self._owner[ids[0]], "was not approved when its plan was settled")
            for ident in ids:
                self._spend(ident, "was approved already: an approval runs its call once")
        return waiting, approved

    def decline(self, ids: Sequence[str]) -> tuple[Waiting, list[PlannedCall], dict[str, PlannedCall]]:
        """The plan the ids belong to, the calls they decline (taken out of it: their ids are
        spent), and its calls still waiting, by id; none: the plan is settled (dropped)."""
        with self._lock:
            key = self._find(ids, DECLINE)
            waiting = self._plans[key]
            declined = [waiting.calls.pop(i) for i in ids]
            waiting.declined.extend(declined)
            for ident in ids:
                del self._owner[ident]
                self._spend(ident, "was declined already: a declined call never runs")
            left = dict(waiting.calls)
            if not left:
                del self._plans[key]
        return waiting, declined, left

    def _find(self, ids: Sequence[str], param: str) -> str:
        self._expire()
        verb = param.rpartition(".")[2]
        if not ids:
            raise RequestError(f"{param}: list the ids of the planned calls to {verb}", param, code="no_approval")
        keys = set()
        for i, ident in enumerate(ids):
            where = f"{param}[{i}]"
            if ident in ids[:i]:
                raise RequestError(f"{where}: {ident!r} is listed twice", where, code="approval_repeated")
            if ident in self._spent:
                raise RequestError(f"{where}: the planned call {ident!r} {self._spent[ident]}", where,
                                   code="approval_used")  # fmt: skip
            if ident not in self._owner:
                raise RequestError(f"{where}: no planned call {ident!r} is pending on this server", where,
                                   code="unknown_approval")  # fmt: skip
            keys.add(self._owner[ident])
        if len(keys) > 1:
            raise RequestError(f"{param}: the ids belong to different plans; {verb} one plan's calls per request",
                               param, code="approval_mixed")  # fmt: skip
        return keys.pop()

    def _expire(self) -> None:
        now = self.clock()
        for key in [k for k, w in self._plans.items() if w.expires <= now]:
            self._drop(key, f"expired: a plan waits {self.ttl:g} s for its approval")

    def _drop(self, key: str, why: str) -> None:
        waiting = self._plans.pop(key)
        for ident in waiting.calls:
            del self._owner[ident]
            self._spend(ident, why)

    def _spend(self, ident: str, why: str) -> None:
        self._spent[ident] = why
        while len(self._spent) > SPENT_LIMIT:
            self._spent.popitem(last=False)
