"""`localagent eval`: tool calling scored on BFCL-format suites."""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import UsageError
from .options import NONNEG_INT, POS_INT, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("eval", help="score tool calling on BFCL-format suites, or answers on answer suites")
    p.add_argument("suites", nargs="+", metavar="SUITE", help="BFCL-format files (one JSON object per line)")
    p.add_argument(
        "--answers", metavar="FILE", help="answers file (default: possible_answer_<SUITE> beside it); one suite only"
    )
    p.add_argument("--limit", type=POS_INT, metavar="N", help="score the first N items of each suite")
    p.add_argument("--offset", type=NONNEG_INT, default=0, metavar="N", help="skip the first N items")
    p.add_argument(
        "--ids", metavar="FILE", help="only the items whose ids FILE lists, one per line (bench/splits/held_out.txt)"
    )
    p.add_argument(
        "--no-policies",
        action="store_true",
        help="every first-step policy off (relevant_tools 0, no decompose, expand or decline), for comparison",
    )
    p.add_argument(
        "--compare",
        action="store_true",
        help="add llama-cpp-python's chatml-function-calling handler as a reference row",
    )
    p.add_argument(
        "--reference-only",
        action="store_true",
        help="run only the chatml-function-calling reference (e.g. on another core, beside a localagent run)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--out", metavar="FILE", help="write every item's output, calls, verdict and reason (JSON lines)")
    p.add_argument("--concurrency", type=POS_INT, default=1, metavar="N", help="items at once (an HTTP engine only)")
    add_setting_options(p)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..agent.config import agent_config
    from ..evaluation.answers import is_answer_suite
    from ..evaluation.report import prepare_suites, read_ids, run_eval
    from .common import backend_of

    s = settings_of(args).settings
    paths = [Path(p) for p in args.suites]
    for path in paths:  # said before the suite's kind is guessed from its first line
        if not path.exists():
            raise UsageError(f"{path}: no such file")
        if path.is_dir():
            raise UsageError(f"{path}: a folder; give a suite file")
    if args.out and Path(args.out).is_dir():
        raise UsageError(f"--out {args.out}: a folder; give a file for the results")
    answer_suites = [is_answer_suite(p) for p in paths]
    if any(answer_suites):
        if not all(answer_suites):
            raise UsageError("give answer suites (with `expect`) and BFCL suites in separate runs")
        return _run_answers(args, s, paths)
    if args.answers and len(args.suites) > 1:
        raise UsageError(
            "--answers goes with one suite; give suites one at a time or rely on possible_answer_<SUITE> files"
        )
    from ..policies import POLICY_SETTINGS

    if args.out and Path(args.out).exists() and Path(args.out).stat().st_size > 0:
        raise UsageError(f"--out {args.out}: the file exists and is not empty; remove it or choose another file")
    ids = read_ids(Path(args.ids)) if args.ids else None
    suites = prepare_suites(
        [Path(p) for p in args.suites], Path(args.answers) if args.answers else None, args.limit, args.offset, ids
    )
    if args.no_policies:
        for name, off in POLICY_SETTINGS.items():
            setattr(s, name, off)
    backend = backend_of(s, args.debug, quiet=args.json)
    try:
        return run_eval(
            backend, suites, agent_config(s), compare=args.compare, reference_only=args.reference_only,
            as_json=args.json,
            out_path=Path(args.out) if args.out else None, concurrency=args.concurrency,
        )  # fmt: skip
    finally:
        backend.close()


def _run_answers(args: argparse.Namespace, s: Any, paths: list[Any]) -> int:
    """Answer suites: each question through the whole agent, with the tools a user gets (and
    the suite's docs folder where a question names one); the answers scored."""
    from pathlib import Path

    from ..agent.config import agent_config
    from ..evaluation.answer_runner import run_answer_eval
    from ..evaluation.answers import load_answer_suite
    from ..evaluation.report import read_ids
    from ..tools.assemble import build_registry, make_approver
    from .common import answer_tools, backend_of, check_tools

    if args.compare or args.reference_only or args.answers:
        raise UsageError("--compare, --reference-only and --answers are for BFCL suites, not answer suites")
    if args.out and Path(args.out).exists() and Path(args.out).stat().st_size > 0:
        raise UsageError(f"--out {args.out}: the file exists and is not empty; remove it or choose another file")
    ids = read_ids(Path(args.ids)) if args.ids else None
    items = [i for p in paths for i in load_answer_suite(p) if ids is None or i.id in ids][args.offset :]
    items = items[: args.limit] if args.limit is not None else items
    if args.no_policies:
        from ..policies import POLICY_SETTINGS

        for name, off in POLICY_SETTINGS.items():
            setattr(s, name, off)
    check_tools(s, build_registry(s.tools_from, s.docs, s.allow_dir))  # names only: answer_tools loads the embedder
    backend = backend_of(s, args.debug, quiet=args.json)
    tools_for = answer_tools(s, backend, make_approver(s.yes, s.allow, interactive=False))
    out = Path(args.out).open("w", encoding="utf-8") if args.out else None
    try:
        return run_answer_eval(backend, items, agent_config(s), tools_for, as_json=args.json, out=out)
    finally:
        backend.close()
        if out is not None:
            out.close()
