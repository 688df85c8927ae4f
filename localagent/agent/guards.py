"""Guards the loop keeps across steps: repeated calls and tools that keep failing."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..types import REPEATED, CallRecord, ToolCall, call_key

__all__ = ["REPEATED", "TOOL_FAILURES", "FailureTracker", "RepeatGuard", "call_key"]
# Failures that are the tool's, not the model's: they count towards removing the tool.
TOOL_FAILURES = ("ToolExecutionError", "ToolRetry")


@dataclass
class RepeatGuard:
    """The same tool with the same arguments is run once per run; repeats get the old result."""

    limit: int = 2  # repeats after which the run stops
    results: dict[str, CallRecord] = field(default_factory=dict)
    repeats: int = 0

    def check(self, call: ToolCall) -> CallRecord | None:
        """A refusal record for a repeat, or None when the call is new."""
        previous = self.results.get(call_key(call))
        if previous is None:
            return None
        self.repeats += 1
        observation = f"you already called {call.tool} with these arguments; the result was: {previous.observation}"
        return CallRecord(call.id, call.tool, call.arguments, False, observation, REPEATED)

    def remember(self, call: ToolCall, record: CallRecord) -> None:
        self.results.setdefault(call_key(call), record)

    @property
    def exhausted(self) -> bool:
        return self.limit > 0 and self.repeats >= self.limit


@dataclass
class FailureTracker:
    """A tool that fails `limit` times in a row is taken away for the rest of the run."""

    limit: int = 3
    in_a_row: dict[str, int] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)

    def update(self, record: CallRecord) -> str | None:
        """Count the record; return the tool's name when it has just been removed."""
        if record.error in TOOL_FAILURES:
            self.in_a_row[record.tool] = self.in_a_row.get(record.tool, 0) + 1
            if self.limit > 0 and self.in_a_row[record.tool] >= self.limit and record.tool not in self.removed:
                self.removed.append(record.tool)
                return record.tool
        elif record.ok:
            self.in_a_row[record.tool] = 0
        return None
