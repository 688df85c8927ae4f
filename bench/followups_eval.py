"""Follow-ups in a chat: the last message refers back to an earlier turn ("and that times 2?",
"what about 25 km?", "thanks!"). Each conversation is run turn by turn as `localagent chat`
runs it (the agent with the built-in tools, the defaults a user gets, each earlier question and
the answer the run gave as the history), and the last answer is scored as `localagent eval`
scores an answer (evaluation/answers.py: a number, a date, or `no_computation`: answered in
words with no tool called in that turn; the clock's time is no answer to "thanks!").

    python bench/followups_eval.py bench/followups/conversations.jsonl --out run.jsonl [--ids IDS]

Each line: {"id", "language", "turns": [user messages], "expect": {...}}.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from collections import Counter
from pathlib import Path

from localagent import load_backend
from localagent.agent.agent import Agent
from localagent.agent.config import AgentConfig
from localagent.backends import BackendOptions
from localagent.evaluation.answers import answer_is_right
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer
from localagent.types import Message


def scored(item: dict, answers: list[str], computed: bool, today: dt.date, called: bool = False) -> bool:
    """The last answer scored as eval scores one; the numbers of the earlier turns, questions and
    answers, count as given ("391 * 2 = 782" for "and that times 2?" after 391). A follow-up that
    asks for nothing is answered in words with no tool called at all (eval's "no tool that
    computes" let the clock's time through as the answer to "thanks!")."""
    context = " ".join([*item["turns"][:-1], *answers[:-1], item["turns"][-1]])
    if item["expect"].get("no_computation") and called:
        return False
    return answer_is_right(answers[-1], item["expect"], context, today, computed, item.get("language", "en"))


def rescore(path: str, conversations: list[dict]) -> None:
    """Score again the answers a run kept (--out), with this script's scoring."""
    by_id = {i["id"]: i for i in conversations}
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    today = dt.date.fromisoformat(rows[0].get("day", dt.date.today().isoformat())) if rows else dt.date.today()
    counts: Counter[str] = Counter()
    for row in rows:
        item = by_id[row["id"]]
        kind = "no computation" if item["expect"].get("no_computation") else "follow-up"
        counts[kind] += scored(item, row["answers"], row["computed"], today, bool(row["tools"]))
        counts[f"{kind} n"] += 1
        counts["computed, not asked"] += row["computed"] and kind == "no computation"
    print(
        f"{path}: follow-ups right {counts['follow-up']}/{counts['follow-up n']}, no computation right "
        f"{counts['no computation']}/{counts['no computation n']} (computed anyway {counts['computed, not asked']})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("conversations")
    parser.add_argument("--model", default=None)
    parser.add_argument("--out", default=None)
    parser.add_argument("--ids", default=None, help="a file of the ids to run, one a line")
    parser.add_argument("--rescore", nargs="+", default=None, help="score the answers these runs kept (--out)")
    args = parser.parse_args()
    items = [json.loads(line) for line in Path(args.conversations).read_text().splitlines() if line.strip()]
    if args.rescore:
        for path in args.rescore:
            rescore(path, items)
        return 0
    if args.ids:
        wanted = set(Path(args.ids).read_text().split())
        items = [i for i in items if i["id"] in wanted]
    backend = load_backend("llama_cpp", BackendOptions(model=args.model))
    tools = builtin_registry()
    today = dt.date.today()
    counts: Counter[str] = Counter()
    by_kind: dict[str, Counter[str]] = {}
    out = open(args.out, "w", buffering=1) if args.out else None  # noqa: SIM115 - closed below
    started = time.monotonic()
    for item in items:
        agent = Agent(backend, tools, AgentConfig(), tracer=Tracer())
        history: list[Message] = []
        answers = []
        for turn in item["turns"]:
            result = agent.run(turn, history=history)
            answers.append(result.said)
            history += [Message("user", turn), Message("assistant", result.said)]
        called = [c.tool for s in result.steps for c in s.calls]
        computed = any((t := tools.find(name)) is not None and t.computes for name in called)
        right = scored(item, answers, computed, today, bool(called))
        kind = "no computation" if item["expect"].get("no_computation") else "follow-up"
        counts["right"] += right
        counts["computed, not asked"] += computed and kind == "no computation"
        group = by_kind.setdefault(f"{kind} {item.get('language', 'en')}", Counter())
        group["right"] += right
        group["n"] += 1
        line = {"id": item["id"], "right": right, "computed": computed, "answers": answers, "tools": called,
                "expect": item["expect"], "day": today.isoformat()}  # fmt: skip
        print(json.dumps(line, ensure_ascii=False), file=out or sys.stdout)
    seconds = time.monotonic() - started
    n = len(items)
    asked = sum(1 for i in items if not i["expect"].get("no_computation"))
    print(
        f"{n} conversations: right {counts['right']}; follow-ups asking a value {asked}, "
        f"no computation {n - asked} (computed anyway {counts['computed, not asked']}); {seconds / n:.2f} s each"
    )
    for name, c in sorted(by_kind.items()):
        print(f"  {name}: right {c['right']}/{c['n']}")
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
