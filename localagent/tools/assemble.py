"""Put the pieces together from settings: the tools a run sees, the approval policy.

Kept out of cli.py so the CLI stays argument parsing and printing, and so library users
can build the same setup the CLI does.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..documents.collection import holds_documents
from ..errors import UsageError
from ..jsonio import read_json_file
from ..stores.passage_vectors import Embedder
from .builtin import BUILTIN_TOOLS
from .docs import docs_tools
from .executor import Approver
from .files import file_tools
from .loader import load_tools_from_file
from .preconditions import PlanApprover, PlannedCall
from .registry import Registry, Tool
from .rules import with_rules

if TYPE_CHECKING:
    from ..settings import Settings


def build_registry(
    tools_from: Iterable[str] = (),
    docs: Sequence[str] = (),
    allow_dir: Sequence[str] = (),
    cache_dir: Path | None = None,
    embedder: Embedder | None = None,
    warn: Callable[[str], None] | None = None,
) -> Registry:
    """Built-in tools, document tools for --docs folders (their passages ranked by meaning too
    with --embed-model's `embedder`), file tools for the allowed folders (--allow-dir, else the --docs
    folders), then the user's (`tool_sources` adds MCP servers' and narrows to --tools)."""
    tools: list[Tool] = []
    if docs:
        tools += docs_tools(docs, cache_dir, embedder)
        _hold_documents(docs, warn or warn_on_stderr)
    roots = list(allow_dir) or list(docs)
    if roots:
        tools += file_tools(roots)
    # The built-ins go last: small models lean towards the tools listed last.
    tools += BUILTIN_TOOLS
    registry = Registry(tools)
    ours = set(registry.names)
    for path in tools_from:
        for t in load_tools_from_file(path):
            if t.name in ours:
                # Meant, maybe, but never silent: the policies that write calls to a built-in
                # (calculator, convert_units, date_math) write them to this one.
                (warn or warn_on_stderr)(f"--tools-from {path}: its {t.name} replaces the built-in tool of that name")
            untold = _untold(t)
            if untold:
                # A tiny model calls a tool by what its description and parameters say; a
                # function without them loads, but the user should know the model is told little.
                (warn or warn_on_stderr)(f"--tools-from {path}: {t.name} has {untold}: the model is told little of it")
            registry.add(t)
    return registry


def _hold_documents(docs: Sequence[str], warn: Callable[[str], None]) -> None:
    """--docs folders with nothing to search: an error when none holds a document (`ask --docs
    EMPTY` ran the model on a search that found nothing, then ended with no answer, exit 1), a
    warning for each empty one beside others."""
    empty = [d for d in docs if not holds_documents(Path(d).expanduser())]
    if empty and len(empty) == len(docs):
        raise UsageError(f"--docs {empty[0]}: no documents to search there (text, Markdown, HTML, PDF...)")
    for d in empty:
        warn(f"--docs {d}: no documents to search there")


def _untold(t: Tool) -> str:
    """What a user's tool leaves out that the model reads: a docstring, its parameters' types."""
    missing = ["no docstring"] if t.description.strip() in ("", t.name) else []
    untyped = [name for name, schema in t.parameters.get("properties", {}).items() if not schema]
    if untyped:
        missing.append("no type hint for " + ", ".join(untyped))
    return " and ".join(missing)


def warn_on_stderr(line: str) -> None:
    sys.stderr.write(f"localagent: warning: {line}\n")
    sys.stderr.flush()


@contextmanager
def tool_sources(
    settings: Settings,
    warn: Callable[[str], None] = warn_on_stderr,
    narrow: bool = True,
    embedder: Embedder | None = None,
) -> Iterator[Registry]:
    """The tools a run sees, for as long as the block runs: built-ins, --docs and file tools,
    --tools-from functions, and the tools of the MCP servers (--mcp, --mcp-config, the
    configuration's [mcp.servers.NAME]), which are started here and shut down on leaving,
    each with its [tool_rules.NAME] (tools/rules.py); then narrowed to --tools (unless not
    `narrow`: sub-agents are added first, from all the tools, then the whole is narrowed
    with `narrowed`)."""
    from .mcp.specs import gather_specs

    s = settings
    registry = build_registry(tools_from=s.tools_from, docs=s.docs, allow_dir=s.allow_dir, embedder=embedder)
    specs = gather_specs(s.mcp, s.mcp_servers, [s.mcp_config] if s.mcp_config else [])
    hub = None
    try:
        if specs:
            from .mcp.hub import McpHub
            from .mcp.source import add_mcp_tools

            hub = McpHub(call_timeout=s.tool_timeout)
            failed = hub.start(specs)
            for spec in specs:
                if spec.name in failed:
                    line = f"MCP server {spec.name} ({spec.where}) failed to start: {failed[spec.name]}"
                    if s.mcp_required:
                        raise UsageError(line + " (--mcp-required)")
                    warn(line + "; going on without its tools")
            add_mcp_tools(registry, hub, warn, s.tool_timeout)
        registry = with_rules(registry, s.tool_rules)
        yield narrowed(registry, s.tools) if narrow else registry
    finally:
        if hub is not None:
            hub.close()


def narrowed(registry: Registry, names: list[str] | None) -> Registry:
    """The tools --tools names (all of them when it names none)."""
    return registry.select(names) if names is not None else registry


def registry_from_file(path: str) -> Registry:
    """A JSON list of tool definitions (OpenAI style or plain), without functions."""
    data = read_json_file(path)
    if not isinstance(data, list):
        raise UsageError(f"{path}: expected a JSON list of tool definitions")
    registry = Registry()
    for i, definition in enumerate(data):
        try:
            registry.add(definition)
        except UsageError as exc:
            raise UsageError(f"{path}: tool #{i + 1}: {exc}") from None
    return registry


def make_approver(assume_yes: bool = False, allowed: Iterable[str] = (), interactive: bool = True) -> Approver:
    """--yes approves everything; --allow TOOL approves one tool; a terminal asks y/N
    (unless not `interactive`: a server); anything else is denied."""
    allowed_set = set(allowed)

    def approve(tool: Tool, arguments: dict[str, Any]) -> bool:
        if assume_yes or tool.name in allowed_set:
            return True
        shown = ", ".join(f"{k}={v!r}" for k, v in arguments.items())
        undone = " (it cannot be undone)" if tool.irreversible else ""
        return interactive and _ask_yes(f"Allow {tool.name}({shown}){undone}? [y/N] ")

    return approve


def _ask_yes(prompt: str) -> bool:
    """y/N on the terminal (stderr shows the prompt); no terminal, end of input or Ctrl-C: no."""
    if not (sys.stdin.isatty() and sys.stderr.isatty()):
        return False
    sys.stderr.write(prompt)
    sys.stderr.flush()
    try:
        reply = input()  # through readline where the command loaded it (chat), as its own prompt reads
    except (EOFError, KeyboardInterrupt):
        return False
    return reply.strip().lower() in ("y", "yes")


def make_plan_approver(
    assume_yes: bool = False, allowed: Iterable[str] = (), interactive: bool = True, keep: bool = False,
    keep_unapproved: bool = False,
) -> PlanApprover:  # fmt: skip
    """Plan mode (--plan), asked once at the end of a run: `keep` (ask --json) returns the plan
    without acting; --yes, or --allow for every tool in it, approves it; a terminal shows it and
    asks y/N; anything else declines it, or with `keep_unapproved` (batch, mcp-server: commands
    that cannot ask, whose results hold it) returns it."""
    allowed_set = set(allowed)

    def approve_plan(plan: Sequence[PlannedCall]) -> bool | None:
        if keep:
            return None
        if assume_yes or all(p.tool.name in allowed_set for p in plan):
            return True
        if not (interactive and sys.stdin.isatty() and sys.stderr.isatty()):
            return None if keep_unapproved else False
        lines = [f"  {i}. {p.describe()}" for i, p in enumerate(plan, 1)]
        shown = "The run would now make these calls, which cannot be undone:\n" + "\n".join(lines) + "\n"
        return interactive and _ask_yes(shown + "Run them? [y/N] ")

    return approve_plan
