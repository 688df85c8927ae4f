"""`localagent tune [MODEL]`: run a short suite through every way the model can call tools,
print the table and record the best for `--mode auto` (evaluation/tune.py)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .options import EXIT_INTERRUPTED, EXIT_OK, POS_INT, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("tune", help="measure which way of calling tools works best for a model; --mode auto uses it")
    p.add_argument("name", nargs="?", metavar="MODEL", help="the model (a file or a name; default: --model's)")
    p.add_argument("--suite", metavar="FILE", help="your own questions (an answer suite, docs/evaluation.md)")
    p.add_argument("--modes", metavar="A,B", help="only these modes (labels as the table shows them)")
    p.add_argument("--limit", type=POS_INT, metavar="N", help="only the first N questions")
    p.add_argument("--fresh", action="store_true", help="ask every question again (not the answers kept so far)")
    p.add_argument("--no-save", dest="save", action="store_false", help="print the table, record nothing")
    p.add_argument("--json", action="store_true", help="print the profile as JSON")
    add_setting_options(p)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..agent.config import agent_config
    from ..backends import is_in_process
    from ..backends.models import resolve_model
    from ..errors import UsageError
    from ..evaluation.tune import SUITE, check_modes, table, tune
    from ..stores.model_profiles import save_profile
    from ..tools.assemble import make_approver
    from .common import answer_tools, backend_of
    from .display import Bar

    s = settings_of(args).settings
    wanted = [m.strip() for m in (args.modes or "").split(",") if m.strip()]
    check_modes(wanted)
    if not is_in_process(s.backend):
        raise UsageError("tune measures a model file run in process (--backend llama_cpp), not an engine's model")
    if args.name:
        s.model = args.name
    suite = Path(args.suite) if args.suite else SUITE
    if not suite.is_file():
        raise UsageError(f"--suite {suite}: no such file")
    resolved = resolve_model(s.model, folders=s.model_dirs)
    s.model = str(resolved.path)
    backend = backend_of(s, args.debug, quiet=args.json)
    tools_for = answer_tools(s, backend, make_approver(s.yes, s.allow, interactive=False))

    bar = Bar(sys.stderr)
    try:
        profile = tune(backend, str(resolved.path), tools_for, agent_config(s), suite=suite, wanted=wanted,
                       limit=args.limit, fresh=args.fresh, progress=bar)  # fmt: skip
    except KeyboardInterrupt:
        bar.close()
        sys.stderr.write("localagent tune: interrupted; the answers so far are kept: the same command goes on\n")
        return EXIT_INTERRUPTED
    finally:
        bar.close()
        backend.close()
    saved = save_profile(profile) if args.save else None
    if args.json:
        print(json.dumps({**profile.to_json(), "saved": str(saved) if saved else None}, ensure_ascii=False))
        return EXIT_OK
    print(f"{resolved.path.name}: {profile.suite}")
    print(table(profile))
    print(f"best: {profile.reason()}")
    if saved:
        print(f"recorded in {saved}: --mode auto now runs {profile.label} for this model")
    return EXIT_OK
