"""`localagent mcp-server`: the built-in offline tools as a stdio MCP server."""

from __future__ import annotations

import argparse
from typing import Any

from ..settings import view
from .options import add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("mcp-server", help="the built-in offline tools as a stdio MCP server, for any MCP client")
    add_setting_options(
        p, only=("docs", "allow_dir", "tools_from", "tool_timeout", "max_observation_chars", "model", "backend")
    )
    p.add_argument("--root", dest="allow_dir", action="append", metavar="DIR", help="a folder the file tools may read")
    p.add_argument("--trace", metavar="FILE", help="append one JSON event per call to FILE")


def run(args: argparse.Namespace) -> int:
    from ..tools.assemble import build_registry
    from ..tools.executor import ExecutorConfig
    from ..tools.mcp.server import run_mcp_server

    s = settings_of(args).settings
    registry = build_registry(tools_from=s.tools_from, docs=s.docs, allow_dir=s.allow_dir)
    config = view(ExecutorConfig, s, parallel=1)  # an MCP client sends one call at a time
    if not s.agents:
        return run_mcp_server(registry, config, args.trace)
    # The configuration's sub-agents are published too: they run on the model, loaded once.
    from ..tools.assemble import make_approver
    from .common import backend_of, check_tools, run_tools

    check_tools(s, registry)
    backend = backend_of(s, args.debug, quiet=True)
    try:
        tools = run_tools(s, registry, backend, make_approver(s.yes, s.allow, interactive=False))
        return run_mcp_server(tools, config, args.trace)
    finally:
        backend.close()
