"""Time to answer one question in a fresh process, as on an edge box that starts the CLI per
question, measured side by side, in turn, in one run:

    floor      a fresh Python process loads the same GGUF with llama-cpp-python and lets the
               model answer the question directly in 16 tokens (no agent, no tools)
    no cache   `localagent ask QUESTION --no-prompt-cache`
    cache      `localagent ask QUESTION` with the prompt cache warm (one run before, not counted)
    before     with `--before DIR`: `localagent ask QUESTION` run from DIR, a checkout of an
               earlier commit (`git worktree add DIR COMMIT`), on the same interpreter

CPU time (user + system, of the process and its children) and wall time; the median of the
rounds, and each row's ratio to the floor. Pinned to the cores given (`--cores 0` for one,
`--cores 0,1` for two).

    .venv/bin/python bench/time_to_answer.py --cores 0 --rounds 3
    .venv/bin/python bench/time_to_answer.py --cores 0,1 --rounds 3
    git worktree add /tmp/before 1287e5c
    .venv/bin/python bench/time_to_answer.py --cores 0 --rounds 3 --before /tmp/before
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

FLOOR = """
import llama_cpp, sys
from localagent.backends.models import resolve_model
llm = llama_cpp.Llama(model_path=str(resolve_model(None).path), n_ctx=4096, verbose=False)
out = llm.create_chat_completion([{"role": "user", "content": sys.argv[1]}], max_tokens=16, temperature=0.0)
print(out["choices"][0]["message"]["content"])
"""


def run(command: list[str], cores: str, env: dict[str, str], cwd: str | None = None) -> tuple[float, float, str]:
    """(CPU seconds, wall seconds, stdout) of one run of `command` on `cores`."""
    started = time.monotonic()
    proc = subprocess.Popen(
        ["taskset", "-c", cores, *command], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=cwd
    )
    out = proc.stdout.read().decode() if proc.stdout else ""
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - started
    if status != 0:
        raise SystemExit(f"{command[0]} ... exited with status {status}")
    return usage.ru_utime + usage.ru_stime, wall, out.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--question", default="What is 17 * 23?")
    parser.add_argument("--cores", default="0", help="the CPUs to pin to, as taskset takes them (0, or 0,1)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--before", metavar="DIR", help="also run `ask` from DIR, a checkout of an earlier commit")
    args = parser.parse_args(argv)
    env = {**os.environ, "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="time-to-answer-")}
    ask = [sys.executable, "-m", "localagent", "ask", args.question]
    rows = {
        "floor": [sys.executable, "-c", FLOOR, args.question],
        "no cache": [*ask, "--no-prompt-cache"],
        "cache": ask,
    }
    where = {"before": args.before} if args.before else {}
    if args.before:  # `python -m` puts the working directory first: DIR's localagent runs
        rows["before"] = ask
    run(rows["cache"], args.cores, env)  # fills the prompt cache: not counted
    measured: dict[str, list[tuple[float, float]]] = {name: [] for name in rows}
    answers: dict[str, str] = {}
    for _ in range(args.rounds):
        for name, command in rows.items():
            cpu, wall, out = run(command, args.cores, env, where.get(name))
            measured[name].append((cpu, wall))
            answers[name] = out
    floor_cpu = statistics.median(c for c, _ in measured["floor"])
    floor_wall = statistics.median(w for _, w in measured["floor"])
    print(f"question: {args.question!r}; cores {args.cores}; median of {args.rounds} rounds, in turn")
    print(f"{'':<10}{'CPU s':>8}{'x floor':>9}{'wall s':>8}{'x floor':>9}  answer")
    for name, values in measured.items():
        cpu = statistics.median(c for c, _ in values)
        wall = statistics.median(w for _, w in values)
        answer = " ".join(answers[name].split())[:60]
        print(f"{name:<10}{cpu:>8.2f}{cpu / floor_cpu:>9.2f}{wall:>8.2f}{wall / floor_wall:>9.2f}  {answer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
