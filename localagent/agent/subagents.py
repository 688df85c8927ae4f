"""Sub-agents: an agent offered to another as one tool.

A tiny model does well when each decision is small. The outer agent decides which job (one
call from a few coarse tools); a coarse tool runs its own loop over its own fine-grained tools
(`Agent.as_tool`, or `[agents.NAME]` in the configuration file). The call's arguments become
the inner run's question; its answer and calls come back in the call's result record
(`data`: answer, calls, steps, usage); a run that ends without an answer is a fixable error
for the outer model, with the reason.

Across the boundary (scope.RunScope, set by each run for the calls it makes):
- the inner run spends what is left of the outer run's token and time budget (and its own
  max steps), and its tokens count in the outer run's usage;
- a call given up (timeout, Ctrl-C) stops the inner run at its next generated piece, and a
  cancelled serve request stops it too (the outer run's text callback is probed);
- its calls go through the outer run's approver: nesting approves nothing new;
- depth is bounded (`agent_depth`), and the same loaded model serves every level;
- the trace holds its events under the outer call (`parent`, `depth`);
- its checks count for its own calls (and those of runs nested in it), the outer run's
  checks count for its calls too, and an irreversible call runs once in the whole run
  (tools/preconditions.py: its ledger is nested in the outer run's).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, replace
from typing import Any, Protocol

from ..errors import ToolRetry, UsageError
from ..settings import DEFAULTS
from ..tools.executor import CALL, Executor
from ..tools.registry import Registry, Tool, ToolOutput
from ..types import RunResult
from .config import AgentConfig, executor_config
from .loop import Run, RunParts
from .scope import RUN_SCOPE


class InnerAgent(Protocol):
    """What a sub-agent needs of the agent it runs (agent.Agent, which imports this module)."""

    config: AgentConfig
    tools: Registry
    parts: RunParts

    def run(self, question: str) -> RunResult: ...


SHORTHAND_TYPES = {"string", "integer", "number", "boolean", "array", "object"}
DEFAULT_PARAMETERS = {"request": "string"}
SECONDS_PER_STEP = 60.0
# Why a run ended without an answer, as the outer model is told.
STOPPED_BECAUSE = {
    "max_steps": "it used all its steps",
    "token_budget": "the token budget ran out",
    "time_limit": "the time limit ran out",
    "repeated_call": "it kept repeating the same call",
    "generation_error": "the model could not generate",
    "interrupted": "it was interrupted",
}


class SubAgentStopped(ToolRetry):
    """The inner run ended without an answer: the outer model is told why; `data` keeps what
    the inner run did."""

    def __init__(self, feedback: str, data: dict[str, Any]) -> None:
        super().__init__(feedback)
        self.data = data


def parameters_schema(parameters: Mapping[str, Any] | None) -> dict[str, Any]:
    """A JSON Schema for the coarse tool's parameters: one given whole (`{"type": "object",
    ...}`), or the shorthand `{"order_id": "string", "reason": "string"}` (each required)."""
    given = dict(parameters or DEFAULT_PARAMETERS)
    if given.get("type") == "object" or "properties" in given:
        return given
    properties = {}
    for name, kind in given.items():
        if kind not in SHORTHAND_TYPES:
            raise UsageError(f"parameter {name!r}: type {kind!r} is not one of {', '.join(sorted(SHORTHAND_TYPES))}")
        properties[name] = {"type": kind}
    return {"type": "object", "properties": properties, "required": list(properties)}


def inner_question(description: str, arguments: Mapping[str, Any], instructions: str, asked: str | None) -> str:
    """What the inner run is asked: the job and its arguments, its rules, and (when the
    sub-agent passes it on) what the user asked the outer agent."""
    shown = ", ".join(f"{k}: {v}" for k, v in arguments.items())
    lines = [f"{description.rstrip('.')}. {shown}".strip()]
    if instructions:
        lines.append(f"Rules: {instructions}")
    if asked:
        lines.append(f"The user asked: {asked}")
    return "\n".join(lines)


def run_inner(agent: InnerAgent, question: str, max_depth: int) -> RunResult:
    """`agent` answers `question` inside the call being run now (or on its own, outside one)."""
    scope, call = RUN_SCOPE.get(), CALL.get()
    if scope is None or call is None:
        return agent.run(question)
    depth = scope.depth + 1
    if depth > max_depth:
        raise ToolRetry(f"sub-agents nest at most {max_depth} deep; answer without this one")
    tracer = scope.tracer.nested(call.id, depth)
    config = replace(
        agent.config,
        token_budget=_least(agent.config.token_budget, scope.tokens_left()),
        time_limit=_least(agent.config.time_limit, scope.seconds_left()),
    )
    executor = Executor(agent.tools, executor_config(config), tracer, scope.approver)  # the outer run's approvals
    parts = replace(agent.parts, tracer=tracer, executor=executor, config=config)

    def on_text(piece: str) -> None:
        if call.stop.is_set():  # the call was given up: stop generating
            raise KeyboardInterrupt
        scope.probe()

    return Run(parts, question, (), on_text).execute()


def _least(a: float | None, b: float | None) -> Any:
    return b if a is None else a if b is None else min(a, b)


def subagent_tool(
    agent: InnerAgent,
    name: str,
    description: str,
    parameters: Mapping[str, Any] | None = None,
    *,
    instructions: str = "",
    pass_question: bool = False,
    max_depth: int = DEFAULTS.agent_depth,
) -> Tool:
    """`agent` as one tool named `name` (see Agent.as_tool)."""
    schema = parameters_schema(parameters)

    def run(**arguments: Any) -> ToolOutput:
        scope = RUN_SCOPE.get()
        asked = scope.question if pass_question and scope is not None else None
        question = inner_question(description, arguments, instructions, asked)
        result = run_inner(agent, question, max_depth)
        if scope is not None:
            scope.usage.merge(result.usage)  # the inner tokens count against the outer budget
        data = _record(result)
        if not result.answered:
            raise SubAgentStopped(f"{name} stopped without an answer: {_why(result)}", data)
        if result.pending is not None:  # run on its own (mcp-server), its plan neither approved nor declined
            data["plan"] = result.plan  # (its answer says what waits: agent/loop.py)
        return ToolOutput(result.said, data=data)

    # exclusive: two sub-agents in one step run one after the other, as the one model they share
    # generates for one run at a time.
    return Tool(
        name, description, schema, fn=run, inner_tools=tuple(agent.tools.names), timeout=_timeout(agent),
        exclusive=True,
    )  # fmt: skip


def _timeout(agent: InnerAgent) -> float:
    """A sub-agent's call may take as long as its run may: its time limit, else a minute a step
    (not the run's tool timeout, which is sized for one function)."""
    return agent.config.time_limit if agent.config.time_limit is not None else SECONDS_PER_STEP * agent.config.max_steps


def _record(result: RunResult) -> dict[str, Any]:
    calls = [
        {"tool": c.tool, "arguments": c.arguments, "ok": c.ok, "observation": c.observation}
        for s in result.steps
        for c in s.calls
    ]
    return {
        "answer": result.said, "stop_reason": result.stop_reason, "calls": calls,
        "steps": [s.to_json() for s in result.steps], "usage": asdict(result.usage),
    }  # fmt: skip


def _why(result: RunResult) -> str:
    reason = STOPPED_BECAUSE.get(result.stop_reason, result.stop_reason)
    failed = [c for s in result.steps for c in s.calls if not c.ok]
    if failed:
        reason += f"; its last failed call: {failed[-1].tool} -> {failed[-1].observation[:160]}"
    return reason
