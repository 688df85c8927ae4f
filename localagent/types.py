"""Small value types that flow through the loop, in the order the loop produces them."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Role = Literal["system", "user", "assistant"]


@dataclass(frozen=True)
class SamplingParams:
    """Everything that shapes sampling, passed as one object instead of many keywords."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 40
    min_p: float = 0.0
    repeat_penalty: float = 1.0
    seed: int = 0
    ignore_eos: bool = False  # keep generating to max_tokens (benchmarks)


@dataclass(frozen=True)
class Message:
    role: Role
    content: str


@dataclass(frozen=True)
class Completion:
    """What a backend returns for one generate() call."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    finish_reason: Literal["stop", "length"] = "stop"
    # Prompt tokens that had to be evaluated (not served from the prefix cache).
    prompt_tokens_evaluated: int | None = None
    stop_sequence: str | None = None  # the stop sequence that ended it, if one did
    looped: bool = False  # cut where it said one piece again and again (answer_end.looping_tail)


@dataclass
class ToolCall:
    tool: str
    arguments: dict[str, Any]
    id: str = ""
    # The first-step policy that wrote the call, where the model did not (policies/): such a
    # call never runs an irreversible tool (tools/preconditions.py).
    policy: str | None = field(default=None, compare=False)


# The error name of a call refused as a repeat of an earlier one (agent/guards.RepeatGuard).
REPEATED = "RepeatedCall"


def call_key(call: ToolCall) -> str:
    """What makes two calls the same call: the tool and its arguments, whatever their order."""
    return call.tool + "\x00" + json.dumps(call.arguments, sort_keys=True, ensure_ascii=False, default=str)


@dataclass
class ParsedOutput:
    """A parser's verdict on one model output: calls, or a final answer, or both empty."""

    calls: list[ToolCall] = field(default_factory=list)
    final_answer: str | None = None
    format: str = ""
    repair_level: int | None = None
    repairs: list[str] = field(default_factory=list)
    content: str = ""  # text beside the calls (native formats; the answer when there are none)
    reasoning: str | None = None  # the model's reasoning, split out, never parsed for calls


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    # Of the prompt tokens: how many the model evaluated (the rest were reused from its cache in
    # memory), and how many were loaded from the persistent prompt cache instead.
    prompt_tokens_evaluated: int = 0
    prompt_tokens_from_disk: int = 0

    @property
    def total(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, completion: Completion) -> None:
        self.prompt_tokens += completion.prompt_tokens
        self.completion_tokens += completion.completion_tokens
        evaluated = completion.prompt_tokens_evaluated
        self.prompt_tokens_evaluated += completion.prompt_tokens if evaluated is None else evaluated

    def merge(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.prompt_tokens_evaluated += other.prompt_tokens_evaluated
        self.prompt_tokens_from_disk += other.prompt_tokens_from_disk


@dataclass
class CallRecord:
    """One executed (or refused) call and what the model was told about it."""

    id: str
    tool: str
    arguments: dict[str, Any]
    ok: bool
    observation: str
    error: str | None = None  # error class name when ok is False
    data: Any = None  # what the tool returned, when it returned more than text (an MCP server's structured content)
    duration_ms: float | None = None  # how long it ran (None: it did not run)
    deferred: bool = False  # held for the plan (plan mode): not run, waiting for the user's approval
    policy: str | None = field(default=None, compare=False)  # the policy that wrote the call (ToolCall.policy)

    def result(self) -> dict[str, Any]:
        """The call's record: {success, data, error, duration_ms}."""
        return {
            "success": self.ok,
            "data": self.data,
            "error": None if self.ok else self.observation,
            "duration_ms": self.duration_ms,
        }


@dataclass
class Step:
    raw: str
    format: str
    repair_level: int | None = None
    repairs: list[str] = field(default_factory=list)
    calls: list[CallRecord] = field(default_factory=list)
    final_answer: str | None = None
    error: str | None = None  # feedback sent to the model when the output was unusable
    pending: list[ToolCall] = field(default_factory=list, repr=False)  # parsed, not yet run
    usage: Usage | None = None  # tokens of this step's generation
    policies: list[dict[str, Any]] = field(default_factory=list)  # what first-step policies changed
    content: str = ""  # text beside the calls (native formats)
    reasoning: str | None = None  # the model's reasoning, split out (native formats)

    def to_json(self) -> dict[str, Any]:
        return {
            "raw": self.raw,
            "format": self.format,
            "repair_level": self.repair_level,
            "repairs": list(self.repairs),
            "calls": [
                {
                    "tool": c.tool,
                    "arguments": c.arguments,
                    "ok": c.ok,
                    "observation": c.observation,
                    **({"error": c.error} if c.error else {}),
                    "result": c.result(),
                }
                for c in self.calls
            ],
            **({"error": self.error} if self.error else {}),
            **({"policies": self.policies} if self.policies else {}),
            **({"reasoning": self.reasoning} if self.reasoning else {}),
        }


StopReason = Literal[
    "final_answer",
    "max_steps",
    "token_budget",
    "time_limit",
    "repeated_call",
    "generation_error",
    "interrupted",
]


# How a run that stopped without an answer begins what it says (the loop's honest answer: why
# it stopped, and the tool results so far); scoring reads it as no answer.
NO_FINAL_ANSWER = "No final answer"


@dataclass
class RunResult:
    answer: str
    stop_reason: StopReason
    steps: list[Step]
    usage: Usage
    seconds: float
    model: str
    mode: str = "react"
    # The passages of the user's documents the answer was drawn from ({path, lines, heading}),
    # named by the tools that read them; the answer ends with them (agent/answer.cite).
    sources: list[dict[str, Any]] = field(default_factory=list)
    reply: str | None = None  # the answer as the model gave it, before its sources were added
    # In plan mode, the irreversible calls the run would make and did not (the plan was not
    # approved here: `ask --json` returns it): PlannedCall.to_json() each.
    plan: list[dict[str, Any]] = field(default_factory=list)
    # The same plan, kept to be carried out once the user decides (agent.loop.KeptPlan: its
    # PlannedCalls and the run to resume); None when no plan waits.
    pending: Any = field(default=None, repr=False, compare=False)

    @property
    def answered(self) -> bool:
        return self.stop_reason == "final_answer"

    @property
    def said(self) -> str:
        """The answer without the list of sources (what a conversation's history keeps)."""
        return self.answer if self.reply is None else self.reply

    def to_json(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "stop_reason": self.stop_reason,
            "mode": self.mode,
            "sources": self.sources,
            "steps": [s.to_json() for s in self.steps],
            "usage": asdict(self.usage),
            "seconds": round(self.seconds, 3),
            "model": self.model,
            **({"plan": self.plan} if self.plan else {}),
        }
