"""Answers right per category and language, for one or more `localagent eval --out` files of
the answer suite or a dev or fresh set beside it, each answer scored again with today's
scoring (so runs made at different times compare fairly), side by side:

    .venv/bin/python bench/answers/report.py /tmp/before.jsonl:before /tmp/after.jsonl:after

FILE:LABEL names a column. Also prints each run's mean seconds and prompt tokens per question,
and, for the negative set's sentences (which ask for nothing computed), the share that got a
computation anyway ("computed, not asked").
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from localagent.evaluation.answers import answer_is_right, load_answer_suite

SUITES = Path(__file__).parent  # questions.jsonl and the dev and fresh sets beside it


def rescore(path: Path) -> list[dict[str, Any]]:
    items = {i.id: i for suite in sorted(SUITES.glob("*.jsonl")) for i in load_answer_suite(suite)}
    rows = []
    written = dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC).date()  # the day of the run
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            item = items[row["id"]]
            computed = bool(row.get("computed"))
            day = dt.date.fromisoformat(row["day"]) if row.get("day") else written  # runs before it was kept
            row["right"] = answer_is_right(
                row["answer"], item.expect, item.question, day, computed=computed, language=item.language
            )
            row["asked"] = not item.expect.get("no_computation")
            rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="eval --out files; FILE:LABEL names the column")
    args = parser.parse_args(argv)
    runs = []
    for spec in args.runs:
        path, _, label = spec.partition(":")
        runs.append((label or Path(path).stem, rescore(Path(path))))
    groups: dict[str, dict[str, dict[str, list[bool]]]] = defaultdict(lambda: defaultdict(dict))
    for label, rows in runs:
        for row in rows:
            for key in (f"category {row['category']}", f"language {row['language']}", "all"):
                groups[key][label].setdefault("right", []).append(row["right"])
                if not row["asked"]:
                    groups[key][label].setdefault("computed", []).append(bool(row.get("computed")))
    header = f"{'':<22}" + "".join(f"{label:>18}" for label, _ in runs)
    print(header)
    for key in sorted(groups, key=lambda k: (k == "all", k)):
        cells = []
        for label, _ in runs:
            right = groups[key][label].get("right", [])
            cells.append(f"{sum(right):>4}/{len(right):<3} {sum(right) / len(right):>6.0%}" if right else "-")
        print(f"{key:<22}" + "".join(f"{c:>18}" for c in cells))
        computed = [groups[key][label].get("computed", []) for label, _ in runs]
        if any(computed):
            cells = [f"{sum(c):>4}/{len(c):<3} {sum(c) / len(c):>6.0%}" if c else "-" for c in computed]
            print(f"{'  computed, not asked':<22}" + "".join(f"{c:>18}" for c in cells))
    for label, rows in runs:
        n = len(rows) or 1
        seconds = sum(r["seconds"] for r in rows) / n
        prompt = sum(r["prompt_tokens"] for r in rows) / n
        print(f"{label}: {seconds:.2f} s and {prompt:.0f} prompt tokens per question, {len(rows)} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
