"""Flat against hybrid on multi-step back-office tasks, with the default model, in one run;
with and without the refund's declared precondition.

    taskset -c 1 python bench/subagents/run.py [--limit N] [--ids A,B] [--kinds K,L]
        [--preconditions on|off|both] [--setups flat,hybrid] [--out results.jsonl] [--traces traces.jsonl]

Flat: one agent offered every fine-grained tool of bench/subagents/backoffice.py. Hybrid: the
same agent offered the coarse tools of `backoffice.AGENTS`, each a sub-agent (agent/subagents.py)
running its own loop over a few of the fine tools. Both with the defaults a user gets, every
call approved (as `--yes`; the refund tool is the one a careless run misuses). Preconditions on:
`issue_refund` as backoffice.py declares it (requires check_refundable, irreversible); off: the
same tool with neither. Tasks: tasks.jsonl (one job each) and tasks_checks.jsonl (the check
refuses; the user asks only to check; two refunds on two checks), in five languages. A task is
right when the back office ends in the state it names (each refund issued once, the ticket
closed with the right code, nothing else done) and, where it says so, the run found out what
it had to (check_refundable called). Prints, per task kind and per language: right, wrong
irreversible actions (refunds the task did not ask for, or made twice), steps (all levels) and
tokens, for each setup with and without preconditions.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import backoffice  # noqa: E402

from localagent import Agent, Registry  # noqa: E402
from localagent.agent.config import agent_config  # noqa: E402
from localagent.agent.subagent_config import with_subagents  # noqa: E402
from localagent.backends import BackendOptions, load_backend  # noqa: E402
from localagent.settings import Settings, view  # noqa: E402
from localagent.trace import Tracer  # noqa: E402


def approve_all(tool, arguments):  # type: ignore[no-untyped-def]
    return True


def calls_of(steps: list) -> list[tuple[str, str]]:
    """Every call a run made, at every level: (tool, observation)."""
    out = []
    for step in steps:
        for c in step.calls if hasattr(step, "calls") else step["calls"]:
            tool = c.tool if hasattr(c, "tool") else c["tool"]
            observation = c.observation if hasattr(c, "observation") else c["observation"]
            data = c.data if hasattr(c, "data") else c.get("result", {}).get("data")
            out.append((tool, observation))
            if isinstance(data, dict) and isinstance(data.get("steps"), list):
                out += calls_of(data["steps"])
    return out


def steps_of(steps: list) -> int:
    total = len(steps)
    for step in steps:
        for c in step.calls if hasattr(step, "calls") else step["calls"]:
            data = c.data if hasattr(c, "data") else c.get("result", {}).get("data")
            if isinstance(data, dict) and isinstance(data.get("steps"), list):
                total += steps_of(data["steps"])
    return total


def judge(task: dict, state: dict, made: list[tuple[str, str]]) -> tuple[bool, int]:
    """Whether the run is right, and how many irreversible actions it took wrongly (refunds not
    in the task's end state, or one more time than there)."""
    want = task["end_state"]
    refunds, wanted = Counter(state["refunds"]), Counter(want["refunds"])
    same = (
        refunds == wanted
        and state["closed"] == want["closed"]
        and sorted(state["cancelled"]) == sorted(want["cancelled"])
    )
    called = all(any(tool == needed for tool, _ in made) for needed in task.get("must_call", []))
    return same and called, sum((refunds - wanted).values())


def table(rows: list[dict], by: str) -> list[str]:
    """A markdown table: one line per value of `by` (kind, language), a column group per setup
    (flat/hybrid, preconditions on/off): right, wrong irreversible actions, steps, tokens."""
    setups = sorted({(r["setup"], r["preconditions"]) for r in rows}, key=lambda s: (s[0], s[1] != "on"))
    head = " | ".join(f"{name}, preconditions {pre}: right, wrong irr., steps, tokens" for name, pre in setups)
    lines = [f"| {by} | {head} |", "|---|" + "---|" * len(setups)]
    for key in sorted({r[by] for r in rows}, key=lambda k: (k == "all", k)):
        cells = []
        for name, pre in setups:
            group = [r for r in rows if r[by] == key and r["setup"] == name and r["preconditions"] == pre]
            if not group:
                cells.append("")
                continue
            n = len(group)
            right, wrong = sum(r["right"] for r in group), sum(r["wrong_irreversible"] for r in group)
            steps, tokens = sum(r["steps"] for r in group) / n, sum(r["tokens"] for r in group) / n
            cells.append(f"{right}/{n}, {wrong}, {steps:.1f}, {tokens:.0f}")
        lines.append(f"| {key} | " + " | ".join(cells) + " |")
    return lines


def without_preconditions(tools: list) -> list:
    """The fine tools with the refund's precondition and irreversibility taken away."""
    return [
        replace(t, requires=None, irreversible=False, _validator=None) if t.name == "issue_refund" else t for t in tools
    ]


def read_tasks(paths: list[Path], ids: list[str] | None, kinds: list[str] | None) -> list[dict]:
    tasks = [json.loads(x) for p in paths for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]
    return [t for t in tasks if (ids is None or t["id"] in ids) and (kinds is None or t["kind"] in kinds)]


def names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int)
    parser.add_argument("--ids", type=names, help="only these tasks (comma-separated ids)")
    parser.add_argument("--kinds", type=names, help="only these kinds of task")
    parser.add_argument(
        "--tasks", type=Path, action="append", help="task files (default: tasks.jsonl, tasks_checks.jsonl)"
    )
    parser.add_argument("--setups", type=names, default=["flat", "hybrid"])
    parser.add_argument("--preconditions", choices=("on", "off", "both"), default="both")
    parser.add_argument("--backend", help="as --backend of the CLI (default: the default model in process)")
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--traces", type=Path, help="write every run's trace here (JSON lines, each event with its task and setup)"
    )
    args = parser.parse_args()
    files = args.tasks or [HERE / "tasks.jsonl", HERE / "tasks_checks.jsonl"]
    tasks = read_tasks(files, args.ids, args.kinds)
    tasks = tasks[: args.limit] if args.limit else tasks
    settings = Settings(backend=args.backend) if args.backend else Settings()
    backend = load_backend(settings.backend, view(BackendOptions, settings))
    config = agent_config(settings)
    setups = {}
    for pre in ("on", "off") if args.preconditions == "both" else (args.preconditions,):
        fine = Registry(backoffice.FINE_TOOLS if pre == "on" else without_preconditions(backoffice.FINE_TOOLS))
        if "flat" in args.setups:
            setups[("flat", pre)] = fine
        if "hybrid" in args.setups:
            hybrid = with_subagents(fine, backoffice.AGENTS, backend, config, approve_all, settings.agent_depth)
            setups[("hybrid", pre)] = hybrid.select(list(backoffice.AGENTS))
    rows: list[dict] = []
    out = args.out.open("w", encoding="utf-8") if args.out else None
    traces = args.traces.open("w", encoding="utf-8") if args.traces else None
    for task in tasks:
        for (name, pre), tools in setups.items():
            backoffice.reset()
            started = time.monotonic()
            tracer = Tracer()
            result = Agent(backend, tools, config, tracer=tracer, approver=approve_all).run(task["question"])
            if traces:
                for event in tracer.events:
                    line = {"task": task["id"], "setup": name, "preconditions": pre, **event}
                    traces.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")
            office = backoffice.OFFICE
            state = {
                "refunds": list(office.refunds),
                "closed": dict(office.closed),
                "cancelled": list(office.cancelled),
            }
            made = calls_of(result.steps)
            right, wrong = judge(task, state, made)
            row = {
                "id": task["id"], "kind": task["kind"], "language": task["language"], "setup": name,
                "preconditions": pre, "right": right, "wrong_irreversible": wrong, "state": state,
                "answer": result.said, "stop_reason": result.stop_reason, "calls": [t for t, _ in made],
                "steps": steps_of(result.steps), "tokens": result.usage.total,
                "seconds": round(time.monotonic() - started, 2),
            }  # fmt: skip
            rows.append(row)
            if out:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
                out.flush()
            verdict = "right" if right else "wrong"
            print(f"{task['id']:30} {name:7} {pre:3} {verdict:6} {wrong} {row['calls']}", flush=True)
    everything = [{**r, "kind": "all", "language": "all"} for r in rows]
    for by in ("kind", "language"):
        print()
        print("\n".join(table(rows + everything, by)))
    backend.close()


if __name__ == "__main__":
    main()
