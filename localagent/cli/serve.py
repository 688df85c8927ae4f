"""`localagent serve`: the OpenAI-compatible endpoint (server/)."""

from __future__ import annotations

import argparse
from typing import Any

from .options import GROUPS, POS_INT, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="an OpenAI-compatible endpoint: /v1/chat/completions, /v1/models, /health")
    add_setting_options(p, groups=GROUPS)
    p.add_argument(
        "--concurrency", type=POS_INT, default=1, metavar="N", help="requests generated at once (an HTTP engine only)"
    )
    p.add_argument("--verbose", action="store_true", help="log every request")


def run(args: argparse.Namespace) -> int:
    from ..agent.config import agent_config
    from ..server.run import serve
    from ..tools.assemble import make_approver, tool_sources
    from .common import backend_of, check_tools, embedder_of, run_tools

    s = settings_of(args).settings
    approver = make_approver(s.yes, s.allow, interactive=False)
    with tool_sources(s, narrow=False, embedder=embedder_of(s)) as everything:
        check_tools(s, everything)
        return serve(
            s, lambda backend: run_tools(s, everything, backend, approver), agent_config(s),
            lambda: backend_of(s, args.debug, quiet=False), approver, concurrency=args.concurrency,
            debug=args.debug, verbose=args.verbose,
        )  # fmt: skip
