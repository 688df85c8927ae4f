"""Generation speed of each weight buffer configuration (and of other llama.cpp builds), side
by side in one run, each configuration in its own process as `localagent doctor` probes it.

    .venv/bin/python bench/weight_buffers.py                       # the default model
    .venv/bin/python bench/weight_buffers.py --model PATH --rounds 5
    .venv/bin/python bench/weight_buffers.py --python .venv/bin/python --python /tmp/native/bin/python

Configurations run in turn, round after round (all, repack, none, all, ...), so a slow
moment of the machine falls on every one alike; the median of the rounds is printed with its
ratio to the first configuration. `auto` is not a configuration of its own: it resolves to
`all` or `repack` (the probe's plan says which); AMX is only ever reached through `all`, on
an AMX build running on an AMX CPU.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from localagent.backends.doctor import probe_command, run_probe
from localagent.backends.models import resolve_model


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", help="GGUF file (default: the model `ask` uses)")
    p.add_argument("--modes", default="all,repack,none", help="weight_buffers modes, comma-separated")
    p.add_argument("--python", action="append", help="interpreter whose llama-cpp-python to measure (repeatable)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--tokens", type=int, default=128, help="tokens generated per probe")
    args = p.parse_args()
    model = str(resolve_model(args.model).path)
    pythons = args.python or [sys.executable]
    configs = [(py, mode) for py in pythons for mode in args.modes.split(",")]
    speeds: dict[tuple[str, str], list[float]] = {c: [] for c in configs}
    prompt_speeds: dict[tuple[str, str], list[float]] = {c: [] for c in configs}
    plans: dict[tuple[str, str], str] = {}
    print(f"model: {Path(model).name}; {args.rounds} rounds of {args.tokens} tokens; medians over the rounds")
    for _ in range(args.rounds):
        for py, mode in configs:
            run = run_probe(model, mode, 0, command=probe_command(model, mode, 0, python=py, tokens=args.tokens))
            if not run.ok:
                print(f"{py} {mode}: FAILED: {run.error}")
                continue
            speeds[(py, mode)].append(run.stages["generate"]["tps"])
            prompt_speeds[(py, mode)].append(run.stages["generate"]["prompt_tps"])
            plan = run.stages["plan"]
            plans[(py, mode)] = (
                f"{plan['mode']}, {plan['repacked_by_name']} named" if plan["repacked_by_name"] else plan["mode"]
            )
    base = statistics.median(speeds[configs[0]]) if speeds[configs[0]] else None
    print(f"{'interpreter':<40} {'weight_buffers':<16} {'plan':<18} {'gen tok/s':>9} {'ratio':>6} {'prompt tok/s':>12}")
    for c in configs:
        if not speeds[c]:
            continue
        tps = statistics.median(speeds[c])
        ratio = f"{tps / base:.2f}" if base else "-"
        print(
            f"{c[0]:<40} {c[1]:<16} {plans[c]:<18} {tps:>9.1f} {ratio:>6} {statistics.median(prompt_speeds[c]):>12.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
