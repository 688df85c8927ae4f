"""Runs tool calls: registry check, validation, approval, timeout, result normalisation.

Every outcome becomes a CallRecord whose `observation` is safe to show the model: a
ModelFixableError's feedback, or one short sentence for a tool that crashed or hung
(the traceback goes to the trace, never into a prompt).
"""

from __future__ import annotations

import contextvars
import json
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any

from ..errors import Cancelled, ModelFixableError, PreconditionError, ToolExecutionError
from ..settings import from_setting
from ..text import cut_middle
from ..trace import Tracer
from ..types import CallRecord, ToolCall
from .preconditions import CheckRun, Ledger, PlannedCall, Verdict, admit, checks_of, claim, verdict_of
from .registry import Registry, Tool, ToolOutput
from .result_guard import guard_result

Approver = Callable[[Tool, dict[str, Any]], bool]
DENIED = "the user denied this call"
PLANNED = (
    "planned, not run yet: {tool} cannot be undone, so the user is asked to approve it after your answer; "
    "say in your answer that it will be done once approved"
)
# How long an interrupted call gets to stop (a sub-agent stops at its next generated piece)
# before the interruption goes on without it.
STOP_GRACE_SECONDS = 10.0


@dataclass(frozen=True)
class RunningCall:
    """What a running tool may know of its call: its id, and an event set when the call is
    given up (timed out, interrupted), so a tool that can stop (a sub-agent's run) stops
    instead of going on unseen in its thread."""

    id: str
    stop: threading.Event


CALL: contextvars.ContextVar[RunningCall | None] = contextvars.ContextVar("running_call", default=None)


@dataclass
class ExecutorConfig:
    """What running calls is held to: a view of the settings (settings.Settings)."""

    tool_timeout: float = from_setting("tool_timeout")
    parallel: int = from_setting("parallel")
    max_observation_chars: int = from_setting("max_observation_chars")


def deny_all(tool: Tool, arguments: dict[str, Any]) -> bool:
    return False


class Executor:
    def __init__(
        self,
        tools: Registry,
        config: ExecutorConfig | None = None,
        tracer: Tracer | None = None,
        approver: Approver = deny_all,
    ) -> None:
        self.tools = tools
        self.config = config or ExecutorConfig()
        self.tracer = tracer or Tracer()
        self.approver = approver
        self.invocations: dict[str, int] = {}  # tool name -> times its function ran
        self.checks = checks_of(tools)  # the tools whose verdicts a run keeps (tools/preconditions.py)
        self.ledger = Ledger()  # for calls made outside a run (mcp-server): the executor's life is the run

    def run_calls(
        self, calls: Sequence[ToolCall], tools: Registry | None = None, ledger: Ledger | None = None
    ) -> list[CallRecord]:
        """Run the calls of one step; results come back in call order.

        `tools` narrows what may run (a run takes away tools that keep failing); `ledger` is the
        run's record of checks and irreversible calls (tools/preconditions.py).
        """
        tools = self.tools if tools is None else tools
        if (
            len(calls) <= 1
            or self.config.parallel <= 1
            or any((t := tools.find(c.tool)) is not None and t.exclusive for c in calls)
            or (self.checks and any(c.tool in self.checks for c in calls))  # a check counts for the calls after it
        ):
            return [self.run_one(c, tools, ledger) for c in calls]
        # Each call in a copy of this thread's context: pool threads start with none of it.
        contexts = [contextvars.copy_context() for _ in calls]
        with ThreadPoolExecutor(max_workers=min(self.config.parallel, len(calls))) as pool:
            return list(pool.map(lambda c, context: context.run(self.run_one, c, tools, ledger), calls, contexts))

    def run_one(
        self, call: ToolCall, tools: Registry | None = None, ledger: Ledger | None = None, planned: bool = False
    ) -> CallRecord:
        """Run one call. `planned`: a call of an approved plan, whose rules held when it was
        planned and which the plan's approval approved (tools/preconditions.py)."""
        self.tracer.emit("tool_call", id=call.id, tool=call.tool, arguments=call.arguments)
        started = time.monotonic()
        ledger = self.ledger if ledger is None else ledger
        ok, observation, error, tb, data, ran, tool = True, "", None, "", None, None, None
        deferred = False  # held for the plan (plan mode), not run
        try:
            tool = (self.tools if tools is None else tools).get(call.tool)  # nothing outside the registry runs
            tool.validate(call.arguments)
            allowed_by = None
            if not planned and (tool.requires is not None or tool.irreversible):
                allowed_by = self._admit(tool, call, ledger)
            if not planned and tool.irreversible and ledger.root.planning:
                observation, data = self._plan(tool, call, tools, ledger, allowed_by)
                deferred = True
            elif not planned and (tool.requires_approval or tool.irreversible) and not self._approved(tool, call):
                ok, observation, error = False, DENIED, "Denied"
            else:
                if tool.irreversible and not planned:
                    claim(tool, call, ledger)
                ran = time.monotonic()
                value = self._execute(tool, call.arguments, call.id)
                verdict = self._keep_verdict(call, value, ledger) if tool.name in self.checks else None
                if isinstance(value, ToolOutput):
                    data = value.data
                    value = value.text
                if data is None and verdict is not None:
                    data = verdict
                observation = self.format_result(value)
        except ModelFixableError as exc:
            ok, observation, error = False, exc.feedback, type(exc).__name__
            data = getattr(exc, "data", None)  # what the tool did before it failed (a sub-agent's steps)
            if tool is not None and ran is not None and tool.name in self.checks:  # a check that failed refuses
                ledger.record_check(call, Verdict(False, exc.feedback))
        except ToolExecutionError as exc:
            ok, observation, error, tb = False, exc.summary, type(exc).__name__, exc.traceback_text
            if tool is not None and ran is not None and tool.name in self.checks:
                ledger.record_check(call, Verdict(False, exc.summary))
            self.tracer.emit(
                "tool_error",
                id=call.id,
                tool=call.tool,
                error=type(exc).__name__,
                summary=exc.summary,
                traceback=tb or None,
            )
        duration = round((time.monotonic() - ran) * 1000, 2) if ran is not None else None
        record = CallRecord(
            call.id, call.tool, call.arguments, ok, observation, error, data, duration, deferred, call.policy
        )
        self.tracer.emit(
            "tool_result",
            id=call.id,
            tool=call.tool,
            ok=ok,
            observation=observation,
            error=error,
            traceback=tb or None,
            seconds=round(time.monotonic() - started, 4),
            result=record.result(),
            **({"planned": True} if record.deferred else {}),
        )
        return record

    def _plan(
        self, tool: Tool, call: ToolCall, tools: Registry | None, ledger: Ledger, allowed_by: CheckRun | None
    ) -> tuple[str, dict[str, Any]]:
        """Plan mode: the call is taken for the run and deferred to the plan the user approves
        at the end; the model is told it is planned."""
        claim(tool, call, ledger)
        ledger.defer(PlannedCall(call, tool, allowed_by, lambda: self.run_one(call, tools, ledger, planned=True)))
        self.tracer.emit("planned", id=call.id, tool=tool.name, check=allowed_by.id if allowed_by else None)
        return PLANNED.format(tool=tool.name), {"planned": True}

    def _admit(self, tool: Tool, call: ToolCall, ledger: Ledger) -> CheckRun | None:
        """Hold the tool's declared rules (tools/preconditions.py), or raise PreconditionError;
        the trace says which check let the call through, or why it did not run."""
        check = self.tools.find(tool.requires) if tool.requires is not None else None
        try:
            allowed_by = admit(tool, call, ledger, check)
        except PreconditionError as exc:
            self.tracer.emit("precondition", id=call.id, tool=tool.name, held=False, **exc.data)
            raise
        if allowed_by is not None:
            self.tracer.emit(
                "precondition", id=call.id, tool=tool.name, held=True, rule="requires", requires=tool.requires,
                check=allowed_by.id,
            )  # fmt: skip
        return allowed_by

    def _keep_verdict(self, call: ToolCall, value: Any, ledger: Ledger) -> dict[str, Any]:
        """Keep what a check said for the calls that require it; the verdict is its record's
        data when its result carried none."""
        verdict = verdict_of(value)
        ledger.record_check(call, verdict)
        self.tracer.emit("check", id=call.id, tool=call.tool, allowed=verdict.allowed, reason=verdict.reason)
        return {"allowed": verdict.allowed, "reason": verdict.reason}

    def _approved(self, tool: Tool, call: ToolCall) -> bool:
        approved = bool(self.approver(tool, call.arguments))
        self.tracer.emit("approval", id=call.id, tool=tool.name, approved=approved)
        return approved

    def _execute(self, tool: Tool, arguments: dict[str, Any], call_id: str = "") -> Any:
        """Run the function in a daemon thread so a hung tool cannot hang the agent. The thread
        runs in a copy of this thread's context (a sub-agent finds the run that called it)."""
        if tool.fn is None:  # a definition alone (Registry.add(definition)): for complete(), whose caller runs calls
            raise ToolExecutionError(
                f"tool {tool.name} cannot run here: it has a definition but no function "
                "(Registry.add(definition, fn)); calling it again will not help"
            )
        timeout = tool.timeout if tool.timeout is not None else self.config.tool_timeout
        outcome: dict[str, Any] = {}
        stop, finished = threading.Event(), threading.Event()

        def target() -> None:
            CALL.set(RunningCall(call_id, stop))
            try:
                outcome["value"] = tool(**arguments)
            except BaseException as exc:  # noqa: BLE001 - reported, never re-raised here
                outcome["error"] = exc
                outcome["traceback"] = traceback.format_exc()
            finally:
                finished.set()

        self.invocations[tool.name] = self.invocations.get(tool.name, 0) + 1
        context = contextvars.copy_context()
        worker = threading.Thread(target=context.run, args=(target,), name=f"tool-{tool.name}", daemon=True)
        # Waited for on an event, not by Thread.join: a Ctrl-C that lands in join(timeout) makes
        # Python 3.11's join take the running thread for finished (its bpo-45274 handling
        # releases the thread's own lock), and the grace wait below then returned at once while
        # a sub-agent went on generating. The start is inside the try: on a loaded core the new
        # thread can run a sub-agent's whole step before start() returns here, and a Ctrl-C that
        # landed in start()'s own wait went past the grace wait.
        try:
            worker.start()
            done = finished.wait(timeout)
        except KeyboardInterrupt:
            stop.set()
            finished.wait(STOP_GRACE_SECONDS)
            raise
        if not done:
            stop.set()
            if tool.inner_tools:  # a sub-agent stops at its next piece: the model is the run's again after
                finished.wait(STOP_GRACE_SECONDS)
            raise ToolExecutionError(f"tool {tool.name} failed: timed out after {timeout:g} s")
        if "error" in outcome:
            exc = outcome["error"]
            if isinstance(exc, (ModelFixableError, ToolExecutionError)):  # already one line for the model
                raise exc
            if isinstance(exc, (KeyboardInterrupt, Cancelled)):  # a sub-agent's run was interrupted or cancelled:
                raise exc  # so is the run that called it (not a failed tool its model reads and goes on after)
            raise ToolExecutionError(f"tool {tool.name} failed: {_safe_summary(exc)}", outcome["traceback"])
        return outcome.get("value")

    def format_result(self, value: Any) -> str:
        if isinstance(value, str):
            text = value
        elif is_dataclass(value) and not isinstance(value, type):
            # A typed result (a check's Verdict) as its fields, not its Python repr in quotes.
            text = json.dumps(asdict(value), ensure_ascii=False, default=str)
        else:
            try:
                text = json.dumps(value, ensure_ascii=False, default=str)
            except (TypeError, ValueError):
                text = str(value)
        return cut_middle(guard_result(text), self.config.max_observation_chars)


# Exceptions that usually mean the arguments did not suit the tool: another call may work.
# Anything else (I/O, network, a bug in the tool) will not get better by calling it again.
_ARGUMENT_ERRORS = (ValueError, TypeError, LookupError, ArithmeticError)


def _safe_summary(exc: BaseException) -> str:
    """What the model may know of a tool's unexpected exception: that it failed, its class,
    and whether other arguments might help. The exception's text can hold secrets (a
    password in a connection string, a host, a path): it goes to the trace only."""
    name = type(exc).__name__
    if isinstance(exc, _ARGUMENT_ERRORS):
        return f"{name} (details are in the operator's trace); a call with other arguments may work"
    return f"{name} (details are in the operator's trace); calling it again will not help"
