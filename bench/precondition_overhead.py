"""What a run with no declared preconditions costs, against a checkout from before preconditions
existed (issue 40: "a run with no declared preconditions costs the same as today").

    git worktree add --detach /tmp/before-preconditions 7fb00f4^
    python bench/precondition_overhead.py --before /tmp/before-preconditions [--runs 300] [--rounds 7]
    python bench/precondition_overhead.py --now /tmp/at-preconditions --before /tmp/before-preconditions

(the second: the commit that added them, 7fb00f4, against its parent, everything else the same).

Each round times, in two fresh processes one after the other (this checkout's and the other's,
the order alternating), the same loop: an agent on the scripted backend, the built-in tools, every
policy off, JSON mode, that writes one calculator call and then its answer, `--runs` times. It
prints each checkout's median seconds per run and their ratio, measured side by side in this one
invocation; no model is loaded, so what is timed is the loop, the executor and the tools.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def worker(runs: int) -> float:
    """Seconds for `runs` scripted runs in this process (the checkout on PYTHONPATH)."""
    from localagent import Agent, AgentConfig
    from localagent.backends.scripted import ScriptedBackend
    from localagent.policies import POLICY_SETTINGS
    from localagent.tools.builtin import builtin_registry
    from localagent.trace import Tracer

    config = AgentConfig(**{**POLICY_SETTINGS, "mode": "json", "repeat_limit": 0})
    outputs = [
        json.dumps([{"tool": "calculator", "arguments": {"expression": "17 * 23"}}]),
        json.dumps({"final_answer": "391"}),
    ]
    tools = builtin_registry()
    start = time.perf_counter()
    for _ in range(runs):
        agent = Agent(ScriptedBackend(list(outputs)), tools, config, tracer=Tracer())
        result = agent.run("What is 17 * 23?")
        assert "391" in result.answer, result.answer
    return time.perf_counter() - start


def timed(checkout: Path, runs: int) -> float:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run(
        [sys.executable, __file__, "--worker", str(runs)], env=env, cwd=checkout, capture_output=True, text=True
    )
    if out.returncode:
        raise SystemExit(f"{checkout}: {out.stderr.strip().splitlines()[-1] if out.stderr.strip() else out.returncode}")
    return float(out.stdout.strip()) / runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="a checkout from before preconditions (7fb00f4^)")
    parser.add_argument("--now", type=Path, default=HERE, help="the checkout compared (this one)")
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(worker(args.worker))
        return
    if args.before is None or not (args.before / "localagent").is_dir():
        raise SystemExit("--before must name a checkout of localagent (git worktree add ... 7fb00f4^)")
    now, before = [], []
    for i in range(args.rounds):
        pair = [(args.now, now), (args.before, before)]
        for checkout, times in pair if i % 2 == 0 else reversed(pair):
            times.append(timed(checkout, args.runs))
    a, b = statistics.median(now), statistics.median(before)
    print(f"{args.now}: {a * 1e3:.3f} ms per run   {args.before}: {b * 1e3:.3f} ms per run")
    print(f"ratio (now / before): {a / b:.3f}   ({args.rounds} rounds of {args.runs} runs, medians)")


if __name__ == "__main__":
    main()
