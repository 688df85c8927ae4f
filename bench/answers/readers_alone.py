"""What the question readers alone answer, with no model, per set: right, wrong, unread (and on
a negative set, "wrong" = read at all, a computation nobody asked for).

    python bench/answers/readers_alone.py bench/answers/fresh_round16.jsonl bench/answers/negative.jsonl
    python bench/answers/readers_alone.py SET.jsonl --show wrong      # each wrong reading, or unread, right

Run it from a worktree of another commit (PYTHONPATH=that worktree) to compare. The day is fixed
(2026-12-05) so that "today" reads alike from run to run."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import pathlib

from localagent.agent.answer import _rounded
from localagent.evaluation.answers import answer_is_right
from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_conversion, stated_span
from localagent.reading.rounding import unrounded
from localagent.tools.calculator import evaluate, format_number
from localagent.tools.dates import date_math
from localagent.tools.units import convert_units

TODAY = dt.date(2026, 12, 5)


def reading(question: str) -> str | None:
    """The readers' answer to `question`, as the tool they call would state it, or None."""
    try:
        if (expression := stated_expression(question)) is not None:
            return format_number(evaluate(expression))
        if (conversion := stated_conversion(question)) is not None:
            # what the measure is in the unit asked: "66 インチ = 167.64 センチ" answers 167.64, not
            # the inches a two-unit measure ("5フィート6インチ") was summed to first
            # the agent's answer states it rounded where the question asks so (agent/answer.py)
            out = convert_units(**conversion)  # type: ignore[arg-type]
            said = _rounded(out.data or {}, unrounded(question).decimals)
            return str(said["answer"]).split(" = ", 1)[-1]
        if (span := stated_span(question, TODAY)) is not None:
            return date_math(**span).text  # type: ignore[arg-type]
    except Exception as error:  # a reading the tool refuses is a wrong one
        return f"error: {error}"
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sets", nargs="+", type=pathlib.Path)
    parser.add_argument("--show", choices=("right", "wrong", "unread"))
    args = parser.parse_args()
    for path in args.sets:
        counts = {"right": 0, "wrong": 0, "unread": 0}
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            answer = reading(row["question"])
            if answer is None:
                kind = "unread"
            elif row["expect"].get("no_computation"):
                kind = "wrong"
            else:
                right = answer_is_right(answer, row["expect"], row["question"], TODAY, True, row.get("language", "en"))
                kind = "right" if right else "wrong"
            counts[kind] += 1
            if args.show == kind:
                print(f"  {kind:6s} {row['id']:22s} {row['question'][:100]} -> {answer}")
        print(f"{path.name:28s} right {counts['right']:3d}  wrong {counts['wrong']:3d}  unread {counts['unread']:3d}")


if __name__ == "__main__":
    main()
