"""Preconditions a tool declares, held by the executor before the tool runs.

    @tool
    def check_refundable(order_id: str) -> Verdict: ...     # or {"allowed": bool, "reason": str}

    @tool(requires="check_refundable", irreversible=True)
    def issue_refund(order_id: str) -> str: ...

(or, for a tool from any source, `[tool_rules.issue_refund]` in the configuration file:
tools/rules.py). Within one run (a `Ledger`):

- a tool that `requires` a check runs only when that check ran earlier in the run, with the
  same values for the arguments the two tools share, and allowed them. A check says so in its
  result: a `Verdict`, a mapping or an object whose `allowed` is a bool (with an optional
  `reason`), or a `ToolOutput` whose `data` is one; anything else is not allowed. A check run
  in a run counts for that run's calls and the calls of the runs nested in it (sub-agents),
  never for the run around it or a sibling's;
- an irreversible tool runs at most once with the same arguments in the whole run, sub-agents
  included, and never as a call a first-step policy wrote (`ToolCall.policy`);
- in plan mode (`--plan`), an irreversible call that passes is not run but planned
  (`PlannedCall`): the run goes on, and at its end the user approves the plan once, or not.

A call these refuse does not run: the model gets a PreconditionError naming the check to call
first, or the check's reason. With no tool declaring either, none of this is consulted.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import PreconditionError, UsageError
from ..types import CallRecord, ToolCall, call_key
from .registry import Registry, Tool, ToolOutput

NOT_SAID = "its result did not say the call is allowed"


@dataclass(frozen=True)
class Verdict:
    """What a check tool returns: whether the calls that require it may run, and why not."""

    allowed: bool
    reason: str = ""


def verdict_of(value: Any) -> Verdict:
    """The verdict in a check's result; anything but a bool `allowed` is not allowed
    ('yes', 1, a text saying it can be refunded: a check must say it in its declared shape)."""
    if isinstance(value, ToolOutput):
        value = value.data
    if isinstance(value, Verdict):
        return value
    if isinstance(value, Mapping):
        allowed, reason = value.get("allowed"), value.get("reason", "")
    else:
        allowed, reason = getattr(value, "allowed", None), getattr(value, "reason", "")
    if not isinstance(allowed, bool):
        return Verdict(False, NOT_SAID)
    return Verdict(allowed, reason if isinstance(reason, str) else str(reason))


@dataclass(frozen=True)
class CheckRun:
    """A check that ran in a run: its call and what it said."""

    id: str
    tool: str
    arguments: dict[str, Any]
    verdict: Verdict


@dataclass
class PlannedCall:
    """An irreversible call a run in plan mode would make (the executor defers it): with the
    check that allowed it, and a way to run it once the user approves the plan."""

    call: ToolCall
    tool: Tool
    check: CheckRun | None
    carry_out: Callable[[], CallRecord] = field(repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        check = self.check
        return {
            "id": self.call.id, "tool": self.call.tool, "arguments": self.call.arguments,
            "check": None if check is None else {
                "id": check.id, "tool": check.tool, "arguments": check.arguments, "reason": check.verdict.reason,
            },
        }  # fmt: skip

    def describe(self) -> str:
        """One line for the user: the call, and the check that allowed it."""
        text = f"{self.call.tool}({shown(self.call.arguments, self.call.arguments)})"
        if self.check is not None:
            text += f", allowed by {self.check.tool}({shown(self.check.arguments, self.check.arguments)})"
        return text


# Asked once at the end of a run in plan mode, with its planned calls: True runs them, False
# runs none, None runs none and returns them as the run's plan (`ask --json`).
PlanApprover = Callable[[Sequence[PlannedCall]], "bool | None"]


def keep_plan(plan: Sequence[PlannedCall]) -> bool | None:
    """The default: nothing planned runs; the run returns its plan."""
    return None


@dataclass
class Ledger:
    """What one run's preconditions rest on: the checks it ran (kept per run, looked up through
    the runs it is nested in) and the irreversible calls that ran (kept once for the whole run,
    at its root). Safe for the calls of one step running at once."""

    parent: Ledger | None = None
    checks: list[CheckRun] = field(default_factory=list)
    ran: set[str] = field(default_factory=set)  # call_key of irreversible calls (the root's)
    # Plan mode (the root's): irreversible calls are deferred to `plan` and run, once the user
    # approves it, at the end of the run.
    planning: bool = False
    plan: list[PlannedCall] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def root(self) -> Ledger:
        ledger = self
        while ledger.parent is not None:
            ledger = ledger.parent
        return ledger

    def nested(self) -> Ledger:
        """The ledger of a run nested in this one (a sub-agent's)."""
        return Ledger(parent=self)

    def record_check(self, call: ToolCall, verdict: Verdict) -> None:
        with self._lock:
            self.checks.append(CheckRun(call.id, call.tool, dict(call.arguments), verdict))

    def latest_check(self, check: str, arguments: Mapping[str, Any], shared: Iterable[str]) -> CheckRun | None:
        """The latest run of `check` on the same values of `shared` as `arguments`, in this run or
        one it is nested in."""
        names = list(shared)
        wanted = [_value(arguments, n) for n in names]
        ledger: Ledger | None = self
        while ledger is not None:
            for run in reversed(ledger.checks):
                if run.tool == check and [_value(run.arguments, n) for n in names] == wanted:
                    return run
            ledger = ledger.parent
        return None

    def defer(self, planned: PlannedCall) -> None:
        root = self.root
        with root._lock:
            root.plan.append(planned)

    def claim(self, call: ToolCall) -> bool:
        """Mark an irreversible call as run; False when it already ran in the run."""
        root = self.root
        key = call_key(call)
        with root._lock:
            if key in root.ran:
                return False
            root.ran.add(key)
            return True


_MISSING = "\x00missing"


def _value(arguments: Mapping[str, Any], name: str) -> str:
    """An argument's value as compared across tools: its JSON (1 and true differ; key order not)."""
    if name not in arguments:
        return _MISSING
    return json.dumps(arguments[name], sort_keys=True, ensure_ascii=False, default=str)


def shared_arguments(tool: Tool, check: Tool | None, arguments: Mapping[str, Any]) -> list[str]:
    """The arguments a call and its check must agree on: the parameters both tools declare
    (when the check is not at hand, the call's own parameters it was given)."""
    if check is None:
        return [n for n in tool.properties if n in arguments]
    return [n for n in tool.properties if n in check.properties]


def shown(arguments: Mapping[str, Any], names: Iterable[str]) -> str:
    values = (f"{n}={json.dumps(arguments[n], ensure_ascii=False, default=str)}" for n in names if n in arguments)
    return ", ".join(values)


def admit(tool: Tool, call: ToolCall, ledger: Ledger, check: Tool | None) -> CheckRun | None:
    """The check run that lets `call` run (None when its tool requires none); raises
    PreconditionError, for the model, when a rule refuses it."""
    if tool.irreversible and call.policy is not None:
        values = shown(call.arguments, call.arguments)
        raise PreconditionError(
            f"{tool.name} cannot be undone, so it was not run: it runs only as a call you write yourself. "
            f"If the user asked for it, call {tool.name}" + (f" with {values}" if values else "") + ".",
            {"rule": "written_by_model", "policy": call.policy},
        )
    if tool.irreversible and call_key(call) in ledger.root.ran:
        raise _ran_already(tool)
    if tool.requires is None:
        return None
    names = shared_arguments(tool, check, call.arguments)
    found = ledger.latest_check(tool.requires, call.arguments, names)
    values = shown(call.arguments, names)
    if found is None:
        with_values = f" with {values}" if values else ""
        raise PreconditionError(
            f"{tool.name} needs {tool.requires} to allow it first: call {tool.requires}{with_values}, "
            f"then {tool.name} again if it allows it",
            {"rule": "requires", "requires": tool.requires, "check": None},
        )
    if not found.verdict.allowed:
        reason = found.verdict.reason or "it gave no reason"
        for_values = f" for {values}" if values else ""
        raise PreconditionError(
            f"{tool.name} cannot run{for_values}: {tool.requires} did not allow it: {reason}",
            {"rule": "requires", "requires": tool.requires, "check": found.id, "reason": reason},
        )
    return found


def claim(tool: Tool, call: ToolCall, ledger: Ledger) -> None:
    """Just before an irreversible call runs: taken for the run, or refused as run already
    (the same call twice in one step, or in two sub-agents' runs)."""
    if tool.irreversible and not ledger.claim(call):
        raise _ran_already(tool)


def _ran_already(tool: Tool) -> PreconditionError:
    return PreconditionError(
        f"{tool.name} already ran with these arguments in this run and cannot be undone; it was not run again",
        {"rule": "once"},
    )


def checks_of(tools: Registry) -> frozenset[str]:
    """The names of the tools some tool requires (whose verdicts a run keeps); refuses a tool
    whose check is not among the tools (left out by --tools): it could never run."""
    checks = frozenset(t.requires for t in tools if t.requires is not None)
    for t in tools if checks else ():
        if t.requires is not None and t.requires not in tools:
            raise UsageError(f"tool {t.name} requires {t.requires}, which is not among the tools (add it to --tools)")
    return checks
