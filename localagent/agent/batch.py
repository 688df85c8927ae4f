"""`localagent batch`: many questions, one result line each, resumable.

Input, one question per line: `{"id": ..., "question": ..., "tools": ["calculator", ...]?}` or
plain text (its id is `line-N`). Output: the same JSON `ask --json` prints, with the item's
`id`, one line per question, appended and flushed as each one ends. A run that stopped is
resumed by running it again: ids already in the output are skipped, and a last line cut off
half-written is removed first. An item that fails is recorded with its `error` and the batch
goes on. With `--concurrency N` and an engine that serves requests at once, N questions run
side by side (each with its own agent); lines are written as questions end.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..backends.base import Backend, check_concurrency
from ..errors import LocalAgentError, UsageError
from ..tools.executor import Approver, deny_all
from ..tools.preconditions import PlanApprover, keep_plan
from ..tools.registry import Registry
from .agent import Agent, AgentConfig


@dataclass
class Question:
    id: str
    text: str
    tools: list[str] | None = None
    error: str | None = None  # the line could not be read


def read_questions(path: Path) -> Iterator[Question]:
    try:
        lines = path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc.__class__.__name__}") from None
    for n, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        if not text.startswith("{"):
            yield Question(f"line-{n}", text)
            continue
        try:
            item = json.loads(text)
        except ValueError:
            yield Question(f"line-{n}", "", error=f"line {n} is not valid JSON")
            continue
        qid = str(item.get("id", f"line-{n}")) if isinstance(item, dict) else f"line-{n}"
        question = item.get("question") if isinstance(item, dict) else None
        tools = item.get("tools") if isinstance(item, dict) else None
        if not isinstance(question, str) or not question.strip():
            yield Question(qid, "", error=f"line {n}: no 'question' string")
        elif tools is not None and not (isinstance(tools, list) and all(isinstance(t, str) for t in tools)):
            yield Question(qid, question, error=f"line {n}: 'tools' must be a list of tool names")
        else:
            yield Question(qid, question, tools)


def done_ids(path: Path) -> set[str]:
    """Ids already answered in `path`; a last line cut off half-written is removed."""
    if not path.exists():
        return set()
    data = path.read_bytes()
    keep = data if data.endswith(b"\n") or not data else data[: data.rfind(b"\n") + 1]
    ids: set[str] = set()
    lines = keep.decode("utf-8", "replace").splitlines()
    good = 0
    for line in lines:
        try:
            ids.add(str(json.loads(line)["id"]))
            good += len(line.encode("utf-8")) + 1
        except (ValueError, KeyError, TypeError):
            break  # a broken line: it and what follows are done again
    if good != len(data):
        with path.open("r+b") as fh:
            fh.truncate(good)
    return ids


def run_batch(
    backend: Backend,
    tools: Registry,
    config: AgentConfig,
    questions: list[Question],
    out_path: Path,
    concurrency: int = 1,
    progress: IO[str] | None = None,
    approver: Approver = deny_all,
    plan_approver: PlanApprover = keep_plan,
) -> tuple[int, int]:
    """(answered, failed) for the questions not yet in `out_path`. Each question's run is
    approved by `approver` (--yes, --allow) and, in plan mode, its plan by `plan_approver` (the
    default: kept in its line as `plan`, nothing irreversible done)."""
    check_concurrency(backend, concurrency)
    skip = done_ids(out_path)
    todo = [q for q in questions if q.id not in skip]
    lock = threading.Lock()
    counts = {"done": 0, "failed": 0}
    show = progress if progress is not None and progress.isatty() else None

    with out_path.open("a", encoding="utf-8") as out:

        def answer(q: Question) -> None:
            record = _answer(Agents(backend, config, approver, plan_approver), tools, q)
            with lock:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
                out.flush()
                counts["done"] += 1
                counts["failed"] += "error" in record
                if show is not None:
                    show.write(f"\r[{counts['done']}/{len(todo)}] {counts['failed']} failed")
                    show.flush()

        with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
            for future in [pool.submit(answer, q) for q in todo]:
                future.result()
    if show is not None:
        show.write("\n")
    return counts["done"] - counts["failed"], counts["failed"]


@dataclass(frozen=True)
class Agents:
    """What each question's agent is made with, but its tools."""

    backend: Backend
    config: AgentConfig
    approver: Approver
    plan_approver: PlanApprover

    def agent(self, tools: Registry) -> Agent:
        return Agent(self.backend, tools, self.config, approver=self.approver, plan_approver=self.plan_approver)


def _answer(agents: Agents, tools: Registry, q: Question) -> dict[str, Any]:
    if q.error is not None:
        return {"id": q.id, "question": q.text, "error": q.error}
    try:
        offered = tools if q.tools is None else _select(tools, q.tools)
        result = agents.agent(offered).run(q.text)
    except LocalAgentError as exc:
        return {"id": q.id, "question": q.text, "error": str(exc)}
    return {"id": q.id, "question": q.text, **result.to_json()}


def _select(tools: Registry, names: list[str]) -> Registry:
    unknown = [n for n in names if n not in tools]
    if unknown:
        raise UsageError(f"unknown tools {', '.join(unknown)}; available: {', '.join(tools.names)}")
    return tools.select(names)
