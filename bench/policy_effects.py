"""Which policy helped or hurt: items a policy changed in one `eval --out` file, scored against
the same items in a run without policies.

    .venv/bin/python bench/policy_effects.py defaults.jsonl off.jsonl

For each category and each policy action (relevant_tools offered, decompose asked, expand
added, decline declined): on how many items it acted, how many of those the defaults got
right, and how many the run without policies got right. A policy earns its place where the
first number of right items beats the second.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path


def _rows(path: Path) -> dict[str, dict]:  # type: ignore[type-arg]
    rows = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            rows[row["id"]] = row
    return rows


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with_policies, without = _rows(Path(argv[0])), _rows(Path(argv[1]))
    acted: dict[tuple[str, str], list[tuple[bool, bool]]] = defaultdict(list)
    for item_id, row in with_policies.items():
        if item_id not in without:
            continue
        for change in sorted({f"{p['policy']} {p['action']}" for p in row.get("policies", [])}):
            acted[(row["category"], change)].append((row["correct"], without[item_id]["correct"]))
    print(f"{'category':<24}{'policy action':<26}{'items':>6}{'right with':>12}{'right without':>15}{'net':>6}")
    for (category, change), pairs in sorted(acted.items()):
        right_with = sum(a for a, _ in pairs)
        right_without = sum(b for _, b in pairs)
        net = right_with - right_without
        print(f"{category:<24}{change:<26}{len(pairs):>6}{right_with:>12}{right_without:>15}{net:>+6}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
