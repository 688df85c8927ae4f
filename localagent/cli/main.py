"""The command line: argument parsing and printing; the logic lives in the modules it calls.

Each command is one module here with `add_parser(sub)` and `run(args) -> int`; COMMANDS lists
them in the order `--help` shows. Flags for settings come from settings.Settings
(common.add_setting_options). Add a command by writing its module and listing it below.

Exit codes: 0 answered, 1 stopped without a final answer, 2 usage or configuration error,
3 engine unavailable, 130 interrupted.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import Sequence
from types import ModuleType

from .. import __version__
from ..errors import EngineUnavailableError, LocalAgentError, UsageError
from . import ask, batch, bench, chat, config, doctor, eval, index, logs, mcp_server, models, parse, serve, tools, tune
from .options import EXIT_ENGINE, EXIT_INTERRUPTED, EXIT_NO_ANSWER, EXIT_OK, EXIT_USAGE, Parser

COMMANDS: dict[str, ModuleType] = {
    "ask": ask, "chat": chat, "logs": logs, "parse": parse, "models": models, "tune": tune, "tools": tools,
    "index": index, "batch": batch, "serve": serve, "mcp-server": mcp_server, "eval": eval, "bench": bench,
    "doctor": doctor, "config": config,
}  # fmt: skip


def build_parser() -> Parser:
    parser = Parser(prog="localagent", description="An offline tool-calling agent for small GGUF models.")
    parser.add_argument("--version", action="version", version=f"localagent {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks and llama.cpp's own log")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for command in COMMANDS.values():
        command.add_parser(sub)
    return parser


class _OneLine(logging.Formatter):
    def __init__(self, debug: bool) -> None:
        super().__init__()
        self.debug = debug

    def format(self, record: logging.LogRecord) -> str:
        line = f"localagent: warning: {record.name.split('.')[0].upper()}: {record.getMessage()}"
        return line + ("\n" + self.formatException(record.exc_info) if self.debug and record.exc_info else "")


def _libraries_log_one_line(debug: bool) -> None:
    """What the MCP SDK logs (a line a server wrote on stdout that is no JSON-RPC, with its
    traceback, through logging's last-resort handler) as one line, the traceback with --debug."""
    log = logging.getLogger("mcp")
    if not log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setLevel(logging.WARNING)
        handler.setFormatter(_OneLine(debug))
        log.addHandler(handler)
        log.propagate = False


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse's own exits (--help, --version, usage errors)
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_USAGE
    _libraries_log_one_line(args.debug)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(COMMANDS[args.command].run(args))
    except KeyboardInterrupt:
        sys.stderr.write("localagent: interrupted\n")
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `localagent tools | head`: the reader left; nothing to report
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except LocalAgentError as exc:
        if args.debug:
            traceback.print_exc()
        sys.stderr.write(f"localagent: error: {exc}\n")
        if isinstance(exc, EngineUnavailableError):
            return EXIT_ENGINE
        return EXIT_USAGE if isinstance(exc, UsageError) else EXIT_NO_ANSWER
    except Exception as exc:  # a bug: one line unless --debug
        if args.debug:
            raise
        sys.stderr.write(f"localagent: internal error: {type(exc).__name__}: {exc} (run with --debug for details)\n")
        return EXIT_NO_ANSWER
