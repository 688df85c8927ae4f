"""Split the sets written by bench/answers/writers/make_sets.py into tuning and held-out halves,
by the same hash of each id as make_suite.py (held out when the SHA-256's first byte is odd):

    .venv/bin/python bench/answers/split_sets.py

negative.jsonl (sentences with numbers that ask for nothing) and new_languages.jsonl (Italian,
Portuguese and Korean questions that ask for a value) are split; fresh_mixed.jsonl is not: it
is a fresh set, run once after the work it checks.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

HERE = Path(__file__).parent
SPLITS = HERE.parent / "splits"


def is_held_out(item_id: str) -> bool:
    return hashlib.sha256(item_id.encode()).digest()[0] % 2 == 1


def main() -> None:
    for name in ("negative", "new_languages"):
        ids = [json.loads(line)["id"] for line in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]
        for half, keep in (("tuning", False), ("held_out", True)):
            chosen = [i for i in ids if is_held_out(i) == keep]
            (SPLITS / f"{name}_{half}.txt").write_text("\n".join(chosen) + "\n", encoding="utf-8")
            print(f"{name} {half}: {len(chosen)}")


if __name__ == "__main__":
    main()
