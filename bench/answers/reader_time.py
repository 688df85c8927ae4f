"""How long the question readers take, per question, over every question of bench/answers (no
model): stated_expression, stated_conversion, stated_span and computation_asked, cold caches.

    taskset -c 1 python bench/answers/reader_time.py

Run it beside a worktree of another commit (PYTHONPATH=that worktree) to compare; it prints one
line, milliseconds per question."""

from __future__ import annotations

import glob
import json
import pathlib
import time

from localagent.policies.asked import computation_asked, stated_expression
from localagent.policies.quantities import stated_conversion, stated_span


def main() -> None:
    here = pathlib.Path(__file__).parent
    questions = [json.loads(line)["question"] for p in sorted(glob.glob(str(here / "*.jsonl"))) for line in open(p)]
    start = time.perf_counter()
    for q in questions:
        stated_expression(q)
        stated_conversion(q)
        stated_span(q)
        computation_asked(q)
    elapsed = time.perf_counter() - start
    print(f"{len(questions)} questions, {elapsed / len(questions) * 1000:.2f} ms a question (cold caches)")


if __name__ == "__main__":
    main()
