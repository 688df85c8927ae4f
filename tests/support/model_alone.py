"""The model's own calls, with no first-step policy writing one in its place.

The policies that write a call themselves (arithmetic, quantities, retrieve, decompose's
narrower questions, expand's extra calls) would answer "What is 17 * 23?" before the model is
asked: a test that means the model's call runs with them off, and with `clock` off, whose
narrower offer would leave the clock out. The step's `policies` record then stays empty, which
`own_calls` checks."""

from __future__ import annotations

from typing import Any

CALL_WRITING_POLICIES = ("arithmetic", "quantities", "retrieve", "decompose", "expand")
MODEL_ALONE_POLICIES = (*CALL_WRITING_POLICIES, "clock")  # and the one that narrows a numeric question's offer
MODEL_ALONE_CONFIG: dict[str, Any] = {name: False for name in MODEL_ALONE_POLICIES}  # AgentConfig(**...)
MODEL_ALONE_FLAGS = [f"--no-{name}" for name in MODEL_ALONE_POLICIES]  # the CLI's switches


def own_calls(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The calls of an `ask --json` answer, each written by the model: no step says a policy
    acted on it."""
    for step in data["steps"]:
        assert not step.get("policies"), step
    return [c for s in data["steps"] for c in s["calls"]]
