"""One step: the model's output parsed into calls or an answer, and the calls run.

`parse_step` reads a completion through the format (the repair ladder on failure) and
names the calls; `CallRunner` validates and executes them once each, refusing repeats and
taking away a tool that keeps failing. The loop (loop.py) decides what happens next.
"""

from __future__ import annotations

from .errors import ParseError, ToolCallError
from .executor import Executor
from .formats import Format
from .guards import REPEATED, FailureTracker, RepeatGuard, call_key
from .tools.registry import Registry
from .trace import Tracer
from .types import CallRecord, Completion, ParsedOutput, Step, ToolCall, Usage


def parse_step(
    fmt: Format, tools: Registry, completion: Completion, number: int, tracer: Tracer, constrained: bool = False
) -> Step:
    raw = fmt.prefill + completion.text
    step = Step(raw=raw, format=fmt.name, usage=Usage(completion.prompt_tokens, completion.completion_tokens))
    try:
        parsed = fmt.parse(raw, tools)
    except ParseError as exc:
        step.error = exc.feedback
        tracer.emit("parse", step=number, ok=False, error=exc.feedback, error_class="ParseError")
        return step
    if completion.finish_reason == "length":
        # Never silently accepted: a cut-off output went through the repair ladder and
        # says so; under a grammar it is cut inside a constrained value.
        parsed.repairs.append(
            "truncated: output was cut at the token limit" + (" inside the grammar" if constrained else "")
        )
        parsed.repair_level = max(parsed.repair_level or 0, 2)
        drop_cut_call(parsed, tools)
    step.repair_level, step.repairs = parsed.repair_level, parsed.repairs
    step.content, step.reasoning = parsed.content, parsed.reasoning
    tracer.emit(
        "parse",
        step=number,
        ok=True,
        format=parsed.format,
        repair_level=parsed.repair_level,
        repairs=parsed.repairs,
        calls=[{"tool": c.tool, "arguments": c.arguments} for c in parsed.calls],
        final_answer=parsed.final_answer,
    )
    if not parsed.calls:
        step.final_answer = parsed.final_answer
        return step
    name_calls(parsed.calls, number, fmt)
    step.pending = parsed.calls
    return step


def drop_cut_call(parsed: ParsedOutput, tools: Registry) -> None:
    """After calls that are whole, a last call the token limit cut off is dropped (its
    name or arguments are whatever was written when generation stopped)."""
    if len(parsed.calls) < 2:
        return
    last = parsed.calls[-1]
    tool = tools.find(last.tool)
    try:
        if tool is None:
            raise ToolCallError(f"no tool named {last.tool!r}")
        tool.validate(last.arguments)
    except ToolCallError:
        parsed.calls.pop()
        parsed.repairs.append("dropped the last call, cut off at the token limit")


def name_calls(calls: list[ToolCall], number: int, fmt: Format, again: bool = False) -> None:
    """Ids in the order the calls are shown to the model, in the format's style, where the
    model gave none (or for every call, `again`, when the code put the step's calls together)."""
    for i, call in enumerate(calls, 1):
        call.id = fmt.call_id(number, i) if again or not call.id else call.id


class CallRunner:
    """Runs a step's calls for one run: each validated and executed once, repeats refused,
    a tool that keeps failing taken away (`tools` shrinks)."""

    def __init__(self, executor: Executor, tools: Registry, tracer: Tracer, repeat_limit: int, failure_limit: int):
        self.executor, self.tools, self.tracer = executor, tools, tracer
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
            else:
                first_in_step[call_key(call)] = i
                fresh.append((i, call))
        executed = self.executor.run_calls([c for _, c in fresh], tools=self.tools)
        notes = []
        for (i, call), record in zip(fresh, executed):
            records[i] = record
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
