"""Compare two `localagent eval --out` files item by item: the same verdicts, calls and raw
outputs? For a change that must not change behaviour (a refactoring), run the same items
before and after and compare:

    .venv/bin/python bench/compare_verdicts.py before.jsonl after.jsonl

Prints, per category, how many items each file scored right and how many items differ in
verdict, in the calls made or in the model's raw output; lists the items that differ. Exit
code 0 when every item's verdict and calls are the same in both, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def read(path: Path) -> dict[str, dict[str, Any]]:
    items: dict[str, dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            item = json.loads(line)
            items[item["id"]] = item  # an item scored twice: the later line wins
    return items


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    before, after = read(args.before), read(args.after)
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    differing: list[str] = []
    for item_id in sorted(set(before) | set(after)):
        a, b = before.get(item_id), after.get(item_id)
        category = (a or b or {}).get("category", "?")
        row = rows[category]
        row["items"] += 1
        if a is None or b is None:
            row["missing"] += 1
            differing.append(f"{item_id}: only in {'after' if a is None else 'before'}")
            continue
        row["right before"] += bool(a["correct"])
        row["right after"] += bool(b["correct"])
        verdict, calls, raw = a["correct"] != b["correct"], a["calls"] != b["calls"], a["raw"] != b["raw"]
        row["verdict differs"] += verdict
        row["calls differ"] += calls
        row["raw differs"] += raw
        if verdict or calls or raw:
            differing.append(
                f"{item_id}: verdict {a['correct']} -> {b['correct']}, calls {'differ' if calls else 'same'}"
            )
    columns = ["items", "right before", "right after", "verdict differs", "calls differ", "raw differs", "missing"]
    print(f"{'category':<20}" + "".join(f"{c:>17}" for c in columns))
    for category, row in rows.items():
        print(f"{category:<20}" + "".join(f"{row[c]:>17}" for c in columns))
    for line in differing:
        print("  " + line)
    same = not any(row["verdict differs"] or row["calls differ"] or row["missing"] for row in rows.values())
    print("identical verdicts and calls" if same else "verdicts or calls differ")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
