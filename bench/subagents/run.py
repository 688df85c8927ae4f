"""Flat against hybrid on multi-step back-office tasks, with the default model, in one run.

    taskset -c 1 python bench/subagents/run.py [--limit N] [--out results.jsonl]

Flat: one agent offered every fine-grained tool of bench/subagents/backoffice.py. Hybrid: the
same agent offered the coarse tools of `backoffice.AGENTS`, each a sub-agent (agent/subagents.py)
running its own loop over a few of the fine tools. Both with the defaults a user gets, every
call approved (as `--yes`; the refund tool is the one a careless run misuses). A task is right
when the back office ends in the state it names (the refund issued once, the ticket closed with
the right code, nothing else done) and, where it says so, the run found out what it had to
(check_refundable called). Prints success, steps (all levels) and tokens per task kind.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    tasks = [json.loads(x) for x in (HERE / "tasks.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    tasks = tasks[: args.limit] if args.limit else tasks
    settings = Settings()
    backend = load_backend(settings.backend, view(BackendOptions, settings))
    config = agent_config(settings)
    fine = Registry(backoffice.FINE_TOOLS)
    setups = {
        "flat": fine,
        "hybrid": with_subagents(fine, backoffice.AGENTS, backend, config, approve_all, settings.agent_depth).select(
            list(backoffice.AGENTS)
        ),
    }
    table: dict = defaultdict(lambda: defaultdict(list))
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for task in tasks:
        for name, tools in setups.items():
            backoffice.reset()
            started = time.monotonic()
            result = Agent(backend, tools, config, tracer=Tracer(), approver=approve_all).run(task["question"])
            office = backoffice.OFFICE
            state = {"refunds": office.refunds, "closed": office.closed, "cancelled": office.cancelled}
            made = calls_of(result.steps)
            right = state == task["end_state"] and all(
                any(tool == needed for tool, _ in made) for needed in task.get("must_call", [])
            )
            row = {
                "id": task["id"], "setup": name, "right": right, "state": state, "answer": result.said,
                "stop_reason": result.stop_reason, "calls": [t for t, _ in made], "steps": steps_of(result.steps),
                "tokens": result.usage.total, "seconds": round(time.monotonic() - started, 2),
            }  # fmt: skip
            if out:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
            for key in (task["kind"], f"lang:{task['language']}", "all"):
                table[key][name].append(row)
            print(f"{task['id']:24} {name:7} {'right' if right else 'wrong':6} {row['calls']}", flush=True)
    print(f"\n{'':22} {'flat right':>10} {'steps':>6} {'tokens':>7}   {'hybrid right':>12} {'steps':>6} {'tokens':>7}")
    for key, by in table.items():
        cells = []
        for name in ("flat", "hybrid"):
            rows = by[name]
            n = len(rows)
            right = sum(r["right"] for r in rows)
            steps, tokens = sum(r["steps"] for r in rows) / n, sum(r["tokens"] for r in rows) / n
            cells.append(f"{right:>4}/{n:<5} {steps:>6.1f} {tokens:>7.0f}")
        print(f"{key:22} {cells[0]:>24}   {cells[1]:>26}")
    backend.close()


if __name__ == "__main__":
    main()
