"""Run answer-suite questions through the whole agent, as `localagent ask` would, and report
whether each answer is right, per category and per language (answers.py scores)."""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import IO, Any

from ..agent.agent import Agent, AgentConfig
from ..backends.base import Backend
from ..errors import LocalAgentError
from ..tools.registry import Registry
from ..trace import Tracer
from .answers import AnswerItem, answer_is_right, misread


@dataclass
class AnswerResult:
    id: str
    category: str
    language: str
    question: str
    answer: str
    right: bool
    stop_reason: str
    tools: list[str] = field(default_factory=list)  # the tools called, in order
    steps: int = 0
    seconds: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    prompt_tokens_evaluated: int = 0  # the rest came from the model's cache, in memory or on disk
    error: str | None = None
    computed: bool = False  # a tool that computes was called (what a sentence asking for nothing must not get)
    asked: bool = True  # the item asks for a value (false for the negative suite's sentences)
    day: str = ""  # the day of the run (ISO): what "in 45 days" is counted from when the run is scored again
    misread: bool = False  # right, but its number reads as another in the question's language ("1.125" in German)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def answer_one(
    backend: Backend, item: AnswerItem, tools: Registry, config: AgentConfig, today: dt.date | None = None
) -> AnswerResult:
    started = time.monotonic()
    asked = not item.expect.get("no_computation")
    today = today or dt.date.today()
    try:
        result = Agent(backend, tools, config, tracer=Tracer()).run(item.question)
    except LocalAgentError as exc:
        return AnswerResult(
            item.id, item.category, item.language, item.question, "", False, "error",
            seconds=time.monotonic() - started, error=str(exc), asked=asked, day=today.isoformat(),
        )  # fmt: skip
    called = [c.tool for s in result.steps for c in s.calls]
    computed = any((t := tools.find(name)) is not None and t.computes for name in called)
    return AnswerResult(
        item.id, item.category, item.language, item.question, result.answer,
        answer_is_right(result.said, item.expect, item.question, today, computed, item.language, called=bool(called)),
        result.stop_reason,
        called, len(result.steps), round(result.seconds, 3),
        result.usage.prompt_tokens, result.usage.completion_tokens, result.usage.prompt_tokens_evaluated,
        computed=computed, asked=asked, day=today.isoformat(),
        misread=misread(result.said, item.expect, item.question, item.language),
    )  # fmt: skip


def run_answer_eval(
    backend: Backend,
    items: list[AnswerItem],
    config: AgentConfig,
    tools_for: Callable[[AnswerItem], Registry],
    *,
    as_json: bool = False,
    out: IO[str] | None = None,
    stream: IO[str] | None = None,
) -> int:
    stream = stream or sys.stdout
    results = []
    for n, item in enumerate(items, 1):
        result = answer_one(backend, item, tools_for(item), config)
        results.append(result)
        if out is not None:
            out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
            out.flush()
        if sys.stderr.isatty():
            right = sum(r.right for r in results)
            sys.stderr.write(f"\r{n}/{len(items)} questions, {right} right")
            sys.stderr.flush()
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K")
    report = summarize_answers(results)
    mode = Agent(backend, Registry(), config).mode.label
    if as_json:
        stream.write(json.dumps({"model": backend.model_name, "mode": mode, **report}, ensure_ascii=False) + "\n")
    else:
        stream.write(format_answer_table(backend.model_name, mode, report))
    return 0


def summarize_answers(results: list[AnswerResult]) -> dict[str, Any]:
    """Per category, per language and overall: questions, share right, tools called and steps
    per question, seconds and prompt tokens per question."""

    def row(group: list[AnswerResult]) -> dict[str, Any]:
        n = len(group)
        unasked = [r for r in group if not r.asked]
        return {
            "questions": n,
            "right": round(sum(r.right for r in group) / n, 4) if n else 0.0,
            "tools_per_question": round(sum(len(r.tools) for r in group) / n, 2) if n else 0.0,
            "steps_per_question": round(sum(r.steps for r in group) / n, 2) if n else 0.0,
            "seconds_per_question": round(sum(r.seconds for r in group) / n, 2) if n else 0.0,
            "prompt_tokens_per_question": round(sum(r.prompt_tokens for r in group) / n, 1) if n else 0.0,
            "evaluated_per_question": round(sum(r.prompt_tokens_evaluated for r in group) / n, 1) if n else 0.0,
            # Of the sentences that ask for nothing computed: the share that got a computation anyway.
            "computed_when_not_asked": round(sum(r.computed for r in unasked) / len(unasked), 4) if unasked else None,
            # Right answers whose number a reader of the question's language reads as another.
            "misread": sum(r.misread for r in group),
        }

    by_category: dict[str, list[AnswerResult]] = defaultdict(list)
    by_language: dict[str, list[AnswerResult]] = defaultdict(list)
    for r in results:
        by_category[r.category].append(r)
        by_language[r.language].append(r)
    return {
        "overall": row(results),
        "categories": {k: row(v) for k, v in sorted(by_category.items())},
        "languages": {k: row(v) for k, v in sorted(by_language.items())},
    }


def format_answer_table(model: str, mode: str, report: dict[str, Any]) -> str:
    lines = [f"model: {model}   mode: {mode}", ""]
    columns = (("questions", 10), ("right", 8), ("tools/q", 9), ("steps/q", 9), ("s/q", 7), ("prompt/q", 10))
    header = f"{'':<16}" + "".join(f"{name:>{width}}" for name, width in columns) + f"{'evaluated/q':>12}"
    if report["overall"].get("computed_when_not_asked") is not None:
        header += f"{'computed, not asked':>21}"
    for title, rows in (("category", report["categories"]), ("language", report["languages"])):
        lines += [f"{title:<16}" + header[16:], "-" * len(header)]
        for name, r in rows.items():
            lines.append(_line(name, r))
        lines.append("")
    lines.append(_line("all", report["overall"]))
    if report["overall"].get("misread"):
        lines.append(
            f"misread: {report['overall']['misread']} right answers write a number that the question's "
            'language reads as another ("1.125" in German is 1125)'
        )
    return "\n".join(lines) + "\n"


def _line(name: str, r: dict[str, Any]) -> str:
    return (
        f"{name:<16}{r['questions']:>10}{r['right']:>8.0%}{r['tools_per_question']:>9.2f}"
        f"{r['steps_per_question']:>9.2f}{r['seconds_per_question']:>7.2f}{r['prompt_tokens_per_question']:>10.0f}"
        f"{r['evaluated_per_question']:>12.0f}"
        + (f"{r['computed_when_not_asked']:>21.0%}" if r.get("computed_when_not_asked") is not None else "")
    )
