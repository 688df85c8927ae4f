"""Run suite items through the agent (stopping at the model's calls) and summarise."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..agent.agent import Agent, AgentConfig
from ..backends.base import Backend
from ..errors import GenerationError, GrammarBuildError
from ..tools.registry import Registry
from ..tools.schema import normalize_schema
from .scoring import Verdict, score_item
from .suite import Item

Progress = Callable[[int, int, "ItemResult"], None]


@dataclass
class ItemResult:
    id: str
    category: str
    raw: str
    calls: list[dict[str, Any]]
    correct: bool
    reason: str
    valid: bool  # parsed and validated without any repair
    repair_level: int | None
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    error: str | None = None
    policies: list[dict[str, Any]] = field(default_factory=list)  # what each first-step policy changed

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def evaluate(
    backend: Backend,
    items: list[Item],
    category: str,
    config: AgentConfig,
    progress: Progress | None = None,
    concurrency: int = 1,
) -> list[ItemResult]:
    """Every item scored, in order. With `concurrency` > 1 (a backend that serves requests
    at once: an HTTP engine) items run side by side; results and progress keep the order."""
    # The configuration users get, whatever the category: only the scoring reads the
    # category (BFCL's parallel items accept their calls in any order).
    parallel = "parallel" in category
    cfg = replace(config, max_steps=1)
    results: list[ItemResult] = []
    with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
        futures = [pool.submit(_evaluate_one, backend, item, category, cfg, parallel) for item in items]
        for n, future in enumerate(futures, 1):
            result = future.result()
            results.append(result)
            if progress is not None:
                progress(n, len(items), result)
    return results


def _evaluate_one(backend: Backend, item: Item, category: str, cfg: AgentConfig, parallel: bool) -> ItemResult:
    started = time.monotonic()
    try:
        agent = Agent(backend, Registry(item.functions), cfg)
        step = agent.propose(item.question, item.history)
    except (GenerationError, GrammarBuildError) as exc:
        return ItemResult(
            item.id, category, "", [], False, f"error: {exc}", False, None, 0, 0, time.monotonic() - started, str(exc)
        )
    calls = [(c.tool, c.arguments) for c in step.calls]
    verdict = score_item(calls, item.ground_truth, item.functions, parallel)
    valid = step.error is None and all(c.ok for c in step.calls) and not step.repair_level
    reason = verdict.reason if step.error is None else f"unusable output: {step.error}"
    usage = step.usage
    return ItemResult(
        item.id, category, step.raw, [{"tool": t, "arguments": a} for t, a in calls], verdict.correct,
        reason if not verdict.correct else "", valid, step.repair_level,
        usage.prompt_tokens if usage else 0,
        usage.completion_tokens if usage else 0,
        time.monotonic() - started, None, step.policies,
    )  # fmt: skip


def evaluate_reference(
    backend: Any, items: list[Item], category: str, progress: Progress | None = None
) -> list[ItemResult]:
    """The same items through llama-cpp-python's chatml-function-calling handler."""
    from ..backends.llama_cpp.reference import reference_tool_calls

    parallel = "parallel" in category
    results = []
    for n, item in enumerate(items, 1):
        tools = [
            {"type": "function", "function": {**f, "parameters": normalize_schema(f.get("parameters") or {})}}
            for f in item.functions
        ]
        started = time.monotonic()
        try:
            calls, raw, p_tok, c_tok = reference_tool_calls(backend, item.messages, tools)
            verdict = score_item(calls, item.ground_truth, item.functions, parallel)
            error = None
        except Exception as exc:  # noqa: BLE001 - the reference's failures are scored, not raised
            calls, raw, p_tok, c_tok, error = [], "", 0, 0, f"{type(exc).__name__}: {exc}"
            verdict = Verdict(False, f"error: {error}")
        results.append(ItemResult(
            item.id, category, raw, [{"tool": t, "arguments": a} for t, a in calls], verdict.correct, verdict.reason,
            error is None, None, p_tok, c_tok, time.monotonic() - started, error,
        ))  # fmt: skip
        if progress is not None:
            progress(n, len(items), results[-1])
    return results


@dataclass
class Summary:
    items: int
    accuracy: float
    valid_rate: float
    repaired_rate: float
    repaired_by_level: dict[str, float] = field(default_factory=dict)
    mean_prompt_tokens: float = 0.0
    mean_completion_tokens: float = 0.0
    seconds_per_item: float = 0.0
    tokens_per_second: float = 0.0
    # "policy action" -> items it happened to ("expand added": 12), and how many of those were scored right
    policy_changes: dict[str, list[int]] = field(default_factory=dict)


def summarize(results: list[ItemResult]) -> Summary:
    n = len(results) or 1
    levels: dict[str, float] = {}
    for r in results:
        if r.repair_level:
            levels[str(r.repair_level)] = levels.get(str(r.repair_level), 0) + 1 / n
    seconds = sum(r.seconds for r in results)
    completion = sum(r.completion_tokens for r in results)
    changes: dict[str, list[int]] = {}
    for r in results:
        for change in sorted({f"{p['policy']} {p['action']}" for p in r.policies}):
            counts = changes.setdefault(change, [0, 0])
            counts[0] += 1
            counts[1] += r.correct
    return Summary(
        items=len(results),
        accuracy=sum(r.correct for r in results) / n,
        valid_rate=sum(r.valid for r in results) / n,
        repaired_rate=sum(bool(r.repair_level) for r in results) / n,
        repaired_by_level={k: round(v, 4) for k, v in sorted(levels.items())},
        mean_prompt_tokens=sum(r.prompt_tokens for r in results) / n,
        mean_completion_tokens=completion / n,
        seconds_per_item=seconds / n,
        tokens_per_second=completion / seconds if seconds else 0.0,
        policy_changes=dict(sorted(changes.items())),
    )
