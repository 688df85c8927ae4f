"""`localagent batch`: a file of questions answered, one JSON line each; resumable."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .options import EXIT_NO_ANSWER, EXIT_OK, POS_INT, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("batch", help="answer a file of questions, one JSON result line each; resumable")
    p.add_argument("questions", metavar="QUESTIONS.jsonl", help='one question per line: {"id", "question"} or text')
    p.add_argument(
        "--out", required=True, metavar="ANSWERS.jsonl", help="results; answered ids are skipped, failed ones run again"
    )
    p.add_argument(
        "--concurrency", type=POS_INT, default=1, metavar="N", help="questions at once (an HTTP engine only)"
    )
    add_setting_options(p)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..agent.batch import done_ids, read_questions, run_batch
    from ..agent.config import agent_config
    from ..errors import UsageError
    from ..tools.assemble import make_approver, make_plan_approver, tool_sources
    from .common import backend_of, check_tools, embedder_of, run_tools

    s = settings_of(args).settings
    if Path(args.out).exists() and Path(args.out).resolve() == Path(args.questions).resolve():
        raise UsageError(f"--out {args.out} is the questions file; give another file for the results")
    questions = list(read_questions(Path(args.questions)))
    done = done_ids(Path(args.out))  # an --out the batch cannot write to is refused before the model loads
    with tool_sources(s, narrow=False, embedder=embedder_of(s)) as everything:
        check_tools(s, everything)
        backend = backend_of(s, args.debug, quiet=True)
        try:
            approver = make_approver(s.yes, s.allow, interactive=False)
            tools = run_tools(s, everything, backend, approver)
            # --plan: --yes or --allow for each tool runs a plan; otherwise its line holds it, undone.
            plans = make_plan_approver(s.yes, s.allow, interactive=False, keep_unapproved=True)
            answered, failed = run_batch(
                backend, tools, agent_config(s), questions, Path(args.out), args.concurrency, sys.stderr, approver,
                plans, done,
            )  # fmt: skip
        finally:
            backend.close()
    sys.stderr.write(f"localagent: {answered} answered, {failed} failed; results in {args.out}\n")
    return EXIT_OK if failed == 0 else EXIT_NO_ANSWER
