"""What the loop does with a step taken (step.py): its record, and its calls run.

`step_record` turns a step's result into the run's `Step` and names its calls; `CallRunner`
validates and executes them once each, refusing repeats and taking away a tool that keeps
failing. The loop (loop.py) decides what happens next.
"""

from __future__ import annotations

from ..errors import PreconditionError
from ..formats import Format
from ..step import StepResult
from ..tools.executor import Executor
from ..tools.preconditions import Ledger
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import CallRecord, Step, ToolCall, Usage
from .guards import REPEATED, CopiedGuard, FailureTracker, RepeatGuard, call_key

REFUSED = PreconditionError.__name__


def step_record(fmt: Format, result: StepResult, number: int) -> Step:
    """The run's record of a step taken (step.py): its calls named and pending, its answer,
    or the parse error that goes back to the model."""
    completion = result.completion
    step = Step(raw=result.raw, format=fmt.name, usage=Usage(completion.prompt_tokens, completion.completion_tokens))
    parsed = result.parsed
    if parsed is None:
        step.error = result.error
        return step
    step.repair_level, step.repairs = parsed.repair_level, parsed.repairs
    step.content, step.reasoning = parsed.content, parsed.reasoning
    if not parsed.calls:
        step.final_answer = parsed.final_answer
        return step
    name_calls(parsed.calls, number, fmt)
    step.pending = parsed.calls
    return step


def name_calls(calls: list[ToolCall], number: int, fmt: Format, again: bool = False) -> None:
    """Ids in the order the calls are shown to the model, in the format's style, where the
    model gave none (or for every call, `again`, when the code put the step's calls together)."""
    for i, call in enumerate(calls, 1):
        call.id = fmt.call_id(number, i) if again or not call.id else call.id


class CallRunner:
    """Runs a step's calls for one run: each validated and executed once, repeats refused,
    a tool that keeps failing taken away (`tools` shrinks). A call its tool's rules refused
    (tools/preconditions.py) did not run: it may run once its check allows it."""

    def __init__(
        self,
        executor: Executor,
        tools: Registry,
        tracer: Tracer,
        repeat_limit: int,
        failure_limit: int,
        ledger: Ledger | None = None,
        copied: CopiedGuard | None = None,
    ) -> None:
        self.executor, self.tools, self.tracer = executor, tools, tracer
        self.copied = copied
        self.ledger = ledger if ledger is not None else Ledger()
        self.repeats = RepeatGuard(repeat_limit)
        self.failures = FailureTracker(failure_limit)
        self.failure_limit = failure_limit

    def run(self, calls: list[ToolCall]) -> tuple[list[CallRecord], str]:
        """The records of `calls`, in order, and a note for the model (a tool was removed)."""
        records: dict[int, CallRecord] = {}
        fresh: list[tuple[int, ToolCall]] = []
        first_in_step: dict[str, int] = {}  # the same call twice in one step runs once
        for i, call in enumerate(calls):
            refusal = self.repeats.check(call)
            if refusal is not None:
                self.tracer.emit("repeat", id=call.id, tool=call.tool, arguments=call.arguments)
                records[i] = refusal
            elif call_key(call) in first_in_step:
                original = calls[first_in_step[call_key(call)]]
                self.repeats.repeats += 1
                self.tracer.emit("repeat", id=call.id, tool=call.tool, arguments=call.arguments)
                records[i] = CallRecord(
                    call.id, call.tool, call.arguments, False, f"same call as {original.id}; see its result", REPEATED
                )
            elif self.copied is not None and (copy := self.copied.check(call)) is not None:
                self.tracer.emit("refused", id=call.id, tool=call.tool, reason=copy.observation)
                self.repeats.remember(call, copy)  # the same copy again counts as a repeat
                records[i] = copy
            else:
                first_in_step[call_key(call)] = i
                fresh.append((i, call))
        executed = self.executor.run_calls([c for _, c in fresh], tools=self.tools, ledger=self.ledger)
        notes = []
        for (i, call), record in zip(fresh, executed):
            records[i] = record
            if record.error != REFUSED:  # not run: the same call may run once its check allows it
                self.repeats.remember(call, record)
            removed = self.failures.update(record)
            if removed is not None:
                self.tools = self.tools.without(removed)
                notes.append(
                    f"The tool {removed} failed {self.failure_limit} times in a row and is no longer available."
                )
                self.tracer.emit("tool_removed", tool=removed, failures=self.failure_limit)
        return [records[i] for i in range(len(calls))], " ".join(notes)

    @property
    def exhausted(self) -> bool:
        return self.repeats.exhausted
