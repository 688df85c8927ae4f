"""Summarise `localagent eval --out` files: one table row per runner and category.

For a long comparison split across runs or cores (for example `localagent eval ... --out
a.jsonl` on one core beside `localagent eval ... --reference-only --out b.jsonl` on the
other, or one suite continued later with `--offset`), this joins the files and prints the
same table `localagent eval` prints. An item scored twice (same runner and id) counts once,
the later line winning.

    .venv/bin/python bench/eval_summary.py a.jsonl b.jsonl [--json]
    .venv/bin/python bench/eval_summary.py defaults.jsonl off.jsonl:no-policies   # FILE:LABEL names the runner
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, fields
from pathlib import Path

from localagent.evaluation.report import format_table
from localagent.evaluation.runner import ItemResult, Summary, summarize

_FIELDS = {f.name for f in fields(ItemResult)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="eval --out files; FILE:LABEL shows FILE's rows as LABEL")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    items: dict[tuple[str, str, str], ItemResult] = {}
    for spec in args.files:
        name, _, label = spec.rpartition(":") if spec.rpartition(":")[0].endswith(".jsonl") else (spec, "", "")
        path = Path(name)
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"eval_summary: {path}: {exc.strerror}", file=sys.stderr)
            return 2
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                result = ItemResult(**{k: v for k, v in row.items() if k in _FIELDS})
            except (ValueError, TypeError) as exc:
                print(f"eval_summary: {path}:{number}: not an eval --out line ({exc})", file=sys.stderr)
                return 2
            items[(label or row.get("runner", "?"), result.category, result.id)] = result
    rows: dict[str, dict[str, Summary]] = {}
    grouped: dict[tuple[str, str], list[ItemResult]] = {}
    for (runner, category, _), result in items.items():
        grouped.setdefault((category, runner), []).append(result)
    for (category, runner), results in sorted(grouped.items()):
        rows.setdefault(category, {})[runner] = summarize(results)
    if args.json:
        out = {c: {r: asdict(s) for r, s in by.items()} for c, by in rows.items()}
        print(json.dumps(out, indent=1))
    else:
        print(format_table(", ".join(str(p) for p in args.files), rows), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
