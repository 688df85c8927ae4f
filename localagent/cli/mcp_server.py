"""`localagent mcp-server`: the built-in offline tools as a stdio MCP server."""

from __future__ import annotations

import argparse
from typing import Any

from ..settings import view
from .options import add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("mcp-server", help="the built-in offline tools as a stdio MCP server, for any MCP client")
    add_setting_options(
        p,
        only=(
            "docs", "allow_dir", "tools_from", "tool_timeout", "max_observation_chars", "model", "backend", "allow",
            "yes", "plan",
        ),
    )  # fmt: skip
    p.add_argument("--root", dest="allow_dir", action="append", metavar="DIR", help="a folder the file tools may read")
    p.add_argument("--trace", metavar="FILE", help="append one JSON event per call to FILE")


def run(args: argparse.Namespace) -> int:
    from ..tools.assemble import build_registry, make_approver
    from ..tools.executor import ExecutorConfig
    from ..tools.mcp.server import run_mcp_server
    from ..tools.rules import with_rules
    from .common import check_tools, embedder_of

    s = settings_of(args).settings
    registry = build_registry(tools_from=s.tools_from, docs=s.docs, allow_dir=s.allow_dir, embedder=embedder_of(s))
    config = view(ExecutorConfig, s, parallel=1)  # an MCP client sends one call at a time
    # A tool that needs approval runs only with --allow TOOL or --yes: the server cannot ask
    # (its listing marks such tools, so the client can ask its own user too).
    approver = make_approver(s.yes, s.allow, interactive=False)
    check_tools(s, registry)
    if not s.agents:
        return run_mcp_server(with_rules(registry, s.tool_rules), config, args.trace, approver)
    # The configuration's sub-agents are published too: they run on the model, loaded once.
    from .common import backend_of, run_tools

    backend = backend_of(s, args.debug, quiet=True)
    try:
        return run_mcp_server(run_tools(s, registry, backend, approver), config, args.trace, approver)
    finally:
        backend.close()
