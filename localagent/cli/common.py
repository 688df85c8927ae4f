"""What the commands that run a model share: the backend they load and the agent `ask` and
`chat` run. Imported by a command's `run`, not at start-up (see options.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager

from ..agent import Agent
from ..agent.answer import uncite
from ..agent.config import agent_config
from ..agent.subagent_config import listed_subagents, with_subagents
from ..backends import BackendOptions, is_in_process, load_backend
from ..backends.base import Backend
from ..backends.models import resolve_model
from ..errors import UsageError
from ..evaluation.answers import AnswerItem
from ..settings import Settings, view
from ..stores.conversation_log import ConversationLog, Turn, new_conversation_id, turn_of
from ..stores.passage_vectors import Embedder
from ..tools.assemble import build_registry, make_approver, make_plan_approver, narrowed, tool_sources
from ..tools.executor import Approver
from ..tools.preconditions import checks_of
from ..tools.registry import Registry
from ..tools.rules import check_rules, with_rules
from ..trace import Tracer
from ..types import Message, RunResult
from .display import verbose_listener
from .options import settings_of


def embedder_of(s: Settings) -> Embedder | None:
    """The embedding model --embed-model names, or None (llama.cpp imported only then)."""
    if not s.embed_model:
        return None
    from ..backends.llama_cpp.embedding import embedder_for

    return embedder_for(s.embed_model)


def backend_of(s: Settings, debug: bool, quiet: bool) -> Backend:
    """The backend `s` names, loaded (a model file: with a status line on a terminal)."""
    is_llama = is_in_process(s.backend)
    status = is_llama and not quiet and sys.stderr.isatty()
    if is_llama:
        resolved = resolve_model(s.model, folders=s.model_dirs)
        if resolved.note and not quiet:
            sys.stderr.write(f"localagent: {resolved.note}\n")
        if status:
            size = resolved.path.stat().st_size / 1e6 if resolved.path.is_file() else 0
            sys.stderr.write(f"loading {resolved.path.name} ({size:.0f} MB)...")
            sys.stderr.flush()
    try:
        return load_backend(s.backend, view(BackendOptions, s, debug=debug))
    finally:
        if status:
            sys.stderr.write("\r\033[K")  # the status line disappears once the model is loaded
            sys.stderr.flush()


def check_tools(s: Settings, tools: Registry) -> None:
    """Refuses, before a model is loaded, a sub-agent table that cannot be built, a --tools
    name that is neither a tool nor a sub-agent, a [tool_rules.NAME] table for no tool or
    requiring no tool, a tool left without the check it requires, and an --allow name that is
    no tool (a typo there would leave the tool asking, the user believing it allowed)."""
    every = listed_subagents(tools, s.agents, s.agent_depth, s.tool_rules) if s.agents else tools
    unknown = [name for name in s.allow if name not in every.names]
    if unknown:
        raise UsageError(f"--allow {unknown[0]}: no such tool; the tools: {', '.join(every.names)}")
    check_rules(s.tool_rules, every.names)
    checks_of(narrowed(with_rules(every, s.tool_rules), s.tools))


def run_tools(s: Settings, tools: Registry, backend: Backend, approver: Approver) -> Registry:
    """The tools a run offers: `tools` (from tool_sources(narrow=False)) with the configured
    rules and sub-agents (each over tools from all of them, on the loaded model), narrowed to
    --tools."""
    tools = with_rules(tools, s.tool_rules)
    if s.agents:
        # A sub-agent run on its own (an MCP client's call) has no run around it to settle its
        # plan: --yes or --allow for each tool approves it, else its result holds it.
        plans = make_plan_approver(s.yes, s.allow, interactive=False, keep_unapproved=True)
        tools = with_subagents(
            tools, s.agents, backend, agent_config(s), approver, s.agent_depth, s.tool_rules, plans
        )  # fmt: skip
    return narrowed(tools, s.tools)


def answer_tools(s: Settings, backend: Backend, approver: Approver) -> Callable[[AnswerItem], Registry]:
    """The tools an answer-suite question is asked with (`eval`, `tune`): what a user gets, with
    the suite's docs folder where the question names one; each set of tools built once, the
    embedding model (--embed-model) loaded once for all of them."""
    registries: dict[tuple[str, ...], Registry] = {}
    embedder = embedder_of(s)

    def tools_for(item: AnswerItem) -> Registry:
        docs = (*s.docs, *([str(item.docs)] if item.docs else []))
        if docs not in registries:  # the configured sub-agents too, on the loaded model
            registries[docs] = run_tools(
                s, build_registry(s.tools_from, list(docs), s.allow_dir, embedder=embedder), backend, approver
            )
        return registries[docs]

    return tools_for


@contextmanager
def agent_session(args: argparse.Namespace, quiet: bool) -> Iterator[Agent]:
    """The agent `ask` and `chat` run: settings, tools (MCP servers running until the block
    ends), the loaded model, the trace; all closed on leaving, also on Ctrl-C."""
    s = settings_of(args).settings
    with ExitStack() as stack:
        everything = stack.enter_context(tool_sources(s, narrow=False, embedder=embedder_of(s)))
        check_tools(s, everything)
        backend = backend_of(s, args.debug, quiet)
        stack.callback(backend.close)
        approver = make_approver(s.yes, s.allow)
        tools = run_tools(s, everything, backend, approver)
        tracer = Tracer(args.trace)
        stack.callback(tracer.close)
        if args.verbose and not getattr(args, "quiet", False):
            tracer.subscribe(verbose_listener(sys.stderr))
        # --plan: the irreversible calls asked about once at the end (with --json: returned as the plan)
        plan_approver = make_plan_approver(s.yes, s.allow, keep=bool(getattr(args, "json", False)))
        agent = Agent(backend, tools, agent_config(s), tracer=tracer, approver=approver, plan_approver=plan_approver)
        if agent.mode.schema and not getattr(args, "quiet", False):  # said once, on stderr, also with --json
            sys.stderr.write(
                "localagent: this engine takes no grammar: the JSON tool calls run under a JSON schema of the calls\n"
            )
        yield agent


class Conversation:
    """The conversation a command's runs belong to, kept in the log (unless `log` is off):
    a new one, the last one (`--continue`) or one by id (`--cid`), with its earlier turns as
    the history. A log that cannot be written is said once on stderr; the answers go on."""

    def __init__(self, s: Settings, source: str, resume: str | None = None, last: bool = False) -> None:
        self.source = source
        reader = ConversationLog(s.log_db)
        self.log = reader if s.log else None
        self.history: list[Message] = []
        self.id = new_conversation_id()
        self.warned = False
        if last or resume:
            ident = resume or reader.last_conversation()
            if ident is None:
                raise UsageError("--continue: the conversation log holds no conversation yet")
            turns = reader.conversation(ident)  # LogError (one line) when unknown or ambiguous
            self.id, self.history = turns[0].conversation, history_of(turns)

    def keep(self, result: RunResult, question: str) -> None:
        self.history += [Message("user", question), Message("assistant", result.said)]
        if self.log is None:
            return
        problem = self.log.keep(turn_of(result, question, self.id, self.source))
        if problem and not self.warned:
            self.warned = True
            sys.stderr.write(f"localagent: {problem}; answers go on without it\n")

    def restart(self) -> None:
        self.id, self.history = new_conversation_id(), []


def history_of(turns: list[Turn]) -> list[Message]:
    """A conversation's turns as the history its next question is asked with (answers without
    their sources line, as `chat` keeps them)."""
    history: list[Message] = []
    for t in turns:
        history += [Message("user", t.question), Message("assistant", uncite(t.answer) if t.sources else t.answer)]
    return history


def conversation_of(args: argparse.Namespace, source: str) -> Conversation:
    """The conversation `ask` or `chat` runs in, from --continue / --cid (options.add_conversation_options)."""
    return Conversation(settings_of(args).settings, source, args.cid, args.resume_last)
