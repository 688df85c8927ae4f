"""The repair ladder vs the json_repair library, side by side on one corpus, in one run.

    .venv/bin/pip install json-repair      # the reference; not a localagent dependency
    .venv/bin/python bench/repair_bench.py

Prints, for bench/corpus/broken_json.jsonl (broken outputs as small models write them,
each with the value a person would expect): success rate and time per item of each, and
their ratios; then the valid-JSON fast path of repair_json against plain json.loads.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from localagent.errors import ParseError
from localagent.parsing.jsonrepair import repair_json

CORPUS = Path(__file__).parent / "corpus" / "broken_json.jsonl"
ROUNDS = 200


def load_corpus() -> list[dict[str, Any]]:
    return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


def ours(text: str) -> Any:
    try:
        return repair_json(text).value
    except ParseError:
        return None


def timed(fn: Callable[[str], Any], inputs: list[str], rounds: int) -> float:
    """Best-of-5 seconds for `rounds` passes over the inputs (min is robust to noise)."""
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(rounds):
            for text in inputs:
                fn(text)
        best = min(best, time.perf_counter() - started)
    return best


def main() -> int:
    try:
        import json_repair
    except ImportError:
        print("the reference needs: pip install json-repair", file=sys.stderr)
        return 2
    corpus = load_corpus()
    inputs = [c["input"] for c in corpus]

    def theirs(text: str) -> Any:
        try:
            return json_repair.loads(text)
        except Exception:  # noqa: BLE001 - a crash counts as a failure
            return None

    rows = []
    for name, fn in (("localagent repair_json", ours), ("json_repair.loads", theirs)):
        ok = sum(fn(c["input"]) == c["expected"] for c in corpus)
        seconds = timed(fn, inputs, ROUNDS // 10)
        rows.append((name, ok, seconds / (len(inputs) * (ROUNDS // 10))))
    print(f"broken-JSON corpus: {len(corpus)} items ({CORPUS.name})")
    print(f"{'parser':<26}{'success':>10}{'us/item':>10}")
    for name, ok, per_item in rows:
        print(f"{name:<26}{ok / len(corpus):>9.1%}{per_item * 1e6:>10.1f}")
    (_, ok_a, t_a), (_, ok_b, t_b) = rows
    print(f"success ratio localagent/json_repair: {ok_a / max(ok_b, 1):.2f}x   time ratio: {t_a / t_b:.2f}x")

    valid = [json.dumps(c["expected"], ensure_ascii=False) for c in corpus]
    # Interleaved, best of several, so neither side gets the warm-up or the quiet moment.
    t_loads = min(timed(json.loads, valid, ROUNDS) for _ in range(3))
    t_fast = min(timed(repair_json, valid, ROUNDS) for _ in range(3))
    t_loads = min(t_loads, timed(json.loads, valid, ROUNDS))
    print(
        f"valid-JSON fast path: repair_json {t_fast / (len(valid) * ROUNDS) * 1e6:.2f} us, "
        f"json.loads {t_loads / (len(valid) * ROUNDS) * 1e6:.2f} us, ratio {t_fast / t_loads:.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
