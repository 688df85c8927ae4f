"""Reading BFCL-format suites: one JSON object per line with `id`, `question` (a list of
turns, each a list of messages) and `function` (tool definitions); answers alongside."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..types import Message


@dataclass
class Item:
    id: str
    messages: list[dict[str, str]]
    functions: list[dict[str, Any]]
    ground_truth: list[dict[str, Any]] = field(default_factory=list)

    @property
    def question(self) -> str:
        return next((m["content"] for m in reversed(self.messages) if m.get("role") == "user"), "")

    @property
    def history(self) -> list[Message]:
        """Messages before the last user message (system prompts, earlier turns)."""
        last = max((i for i, m in enumerate(self.messages) if m.get("role") == "user"), default=-1)
        return [
            Message(m["role"], m["content"])  # type: ignore[arg-type]  # roles filtered below
            for m in self.messages[:last]
            if m.get("role") in ("system", "user", "assistant")
        ]  # type: ignore[arg-type]


def category_of(path: Path) -> str:
    """BFCL_v4_simple_python.json -> simple_python."""
    return re.sub(r"^BFCL_v\d+_", "", path.stem)


def default_answers_path(suite: Path) -> Path | None:
    for candidate in (suite.with_name("possible_answer_" + suite.name), suite.parent / "possible_answer" / suite.name):
        if candidate.is_file():
            return candidate
    return None


def read_jsonl(path: Path) -> list[tuple[int, Any]]:
    """(line number, value) for each non-blank line; one line naming the file and line on error."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot be read ({exc})") from None
    out = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out.append((number, json.loads(line)))
        except json.JSONDecodeError as exc:
            raise UsageError(f"{path}, line {number}: not valid JSON ({exc.msg})") from None
    return out


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [value for _, value in read_jsonl(path)]


def load_suite(path: Path, answers: Path | None) -> list[Item]:
    records = _read_jsonl(path)
    truths: dict[str, list[dict[str, Any]]] = {}
    if answers is not None:
        truths = {r["id"]: r.get("ground_truth", []) for r in _read_jsonl(answers) if "id" in r}
    items = []
    for number, r in enumerate(records, 1):
        try:
            turns = r["question"]
            messages = turns[0] if turns and isinstance(turns[0], list) else turns
            functions = r["function"]
            item_id = str(r["id"])
        except (KeyError, TypeError, IndexError):
            raise UsageError(f"{path}, line {number}: expected id, question and function fields") from None
        if answers is not None and item_id not in truths:
            raise UsageError(f"{answers}: no answer for item {item_id}")
        items.append(Item(item_id, messages, functions, truths.get(item_id, [])))
    return items
