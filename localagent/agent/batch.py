"""`localagent batch`: many questions, one result line each, resumable.

Input, one question per line: `{"id": ..., "question": ..., "tools": ["calculator", ...]?}` or
plain text (its id is `line-N`). Output: the same JSON `ask --json` prints, with the item's
`id`, one line per question, appended and flushed as each one ends. A run that stopped is
resumed by running it again: ids already answered in the output are skipped, a last line cut off
half-written is removed first, and items that failed are tried again (their error lines
replaced). An item that fails is recorded with its `error` and the batch goes on. An output file
that holds anything but an earlier batch's results is refused, never overwritten; two questions
with one id are refused before anything runs. With `--concurrency N` and an engine that serves
requests at once, N questions run side by side (each with its own agent); lines are written as
questions end.
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
    """The questions of `path`; an id used twice is refused before any is answered."""
    try:
        lines = path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc.__class__.__name__}") from None
    seen: dict[str, int] = {}
    for n, line in enumerate(lines, 1):
        question = _question(n, line.strip())
        if question is None:
            continue
        if question.id in seen:
            first = seen[question.id]
            raise UsageError(f"{path}: line {n} uses the id {question.id!r} of line {first}; ids must differ")
        seen[question.id] = n
        yield question


def _question(n: int, text: str) -> Question | None:
    if not text:
        return None
    try:
        item = json.loads(text) if text[0] in "{[" else None
    except ValueError:
        if text[0] == "{":
            return Question(f"line-{n}", "", error=f"line {n} is not valid JSON")
        item = None  # "[urgent] when is ...": text that starts with a bracket
    if item is None:
        return Question(f"line-{n}", text)
    if not isinstance(item, dict):
        return Question(f"line-{n}", "", error=f'line {n}: a JSON {type(item).__name__}, not {{"id", "question"}}')
    qid = str(item.get("id", f"line-{n}"))
    question, tools = item.get("question"), item.get("tools")
    if not isinstance(question, str) or not question.strip():
        return Question(qid, "", error=f"line {n}: no 'question' string")
    if tools is not None and not (isinstance(tools, list) and all(isinstance(t, str) for t in tools)):
        return Question(qid, question, error=f"line {n}: 'tools' must be a list of tool names")
    return Question(qid, question, tools)


def done_ids(path: Path) -> set[str]:
    """Ids already answered in `path`, an earlier batch's results. A last line cut off
    half-written and the lines of items that failed are removed (they are done again); a file
    holding anything else is refused, untouched."""
    if path.is_dir():
        raise UsageError(f"--out {path}: a folder; give a file for the results")
    if not path.exists():
        return set()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise UsageError(f"--out {path}: cannot read it ({exc.__class__.__name__})") from None
    whole = data if data.endswith(b"\n") or not data else data[: data.rfind(b"\n") + 1]
    lines = whole.decode("utf-8", "replace").splitlines()
    answered: set[str] = set()
    kept: list[str] = []
    for n, line in enumerate(lines, 1):
        record = _result(line)
        if record is None:
            raise UsageError(
                f"--out {path}: line {n} is not a batch result; give a new file, or one an earlier batch wrote"
            )
        if "error" not in record:
            answered.add(str(record["id"]))
            kept.append(line)
    if len(kept) != len(lines) or len(whole) != len(data):
        _replace(path, "".join(line + "\n" for line in kept))
    return answered


def _result(line: str) -> dict[str, Any] | None:
    """A line a batch wrote: a JSON object with its question's id and question."""
    try:
        record = json.loads(line)
    except ValueError:
        return None
    return record if isinstance(record, dict) and "id" in record and "question" in record else None


def _replace(path: Path, text: str) -> None:
    """`path`'s content replaced by `text` at once (written beside it, then renamed)."""
    temporary = path.with_name(f".{path.name}.partial")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


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
    done: set[str] | None = None,
) -> tuple[int, int]:
    """(answered, failed) for the questions not yet in `out_path`. Each question's run is
    approved by `approver` (--yes, --allow) and, in plan mode, its plan by `plan_approver` (the
    default: kept in its line as `plan`, nothing irreversible done). `done`: the ids answered
    in `out_path` (done_ids), where the caller has read them already."""
    check_concurrency(backend, concurrency)
    skip = done if done is not None else done_ids(out_path)
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
