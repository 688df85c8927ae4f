"""The agent: a backend, tools and a configuration; `run` answers a question.

What happens in a run lives in its own places: the loop and budgets in loop.py, one model
session (transcript, context fitting, usage) in session.py, one step (parse, execute) in
step.py, first-step policies in policies/, prompts and parsing in formats/, generation in
backends/, running tools in executor.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .backends.base import Backend, TextCallback
from .config import DEFAULTS
from .executor import Approver, Executor, ExecutorConfig, deny_all
from .formats import Format, get_format
from .formats.native.setup import native_setup
from .grammar import GrammarBuilder, GrammarCache
from .loop import Run
from .modes import Mode, choose_mode
from .policies import Policy, build_policies
from .tools.builtin import builtin_registry
from .tools.registry import Registry
from .trace import Tracer
from .types import Message, RunResult, SamplingParams, Step


@dataclass
class AgentConfig:
    """What a run is held to. Defaults and meanings are the settings' (config.Settings);
    `localagent` builds one from the settings, a library user directly."""

    mode: str = DEFAULTS.mode
    chat_template: str | None = DEFAULTS.chat_template  # a file; default: the model's own
    tool_format: str | None = DEFAULTS.tool_format  # a family; default: detected from the template
    template_options: dict[str, Any] = field(default_factory=dict)  # variables for the template
    constrain: bool = DEFAULTS.constrain
    strict: bool = DEFAULTS.strict
    # Repair level 5: after this many failed steps in a row, the next step is generated
    # under the format's grammar (when the backend supports grammars). 0 turns it off.
    regenerate_after: int = 2
    max_steps: int = DEFAULTS.max_steps
    max_tokens_per_step: int = DEFAULTS.max_tokens
    sampling: SamplingParams = field(default_factory=SamplingParams)
    token_budget: int | None = DEFAULTS.token_budget
    time_limit: float | None = DEFAULTS.time_limit
    tool_timeout: float = DEFAULTS.tool_timeout
    parallel: int = DEFAULTS.parallel
    relevant_tools: int = DEFAULTS.relevant_tools
    decompose: bool = DEFAULTS.decompose
    expand: bool = DEFAULTS.expand
    decline: bool = DEFAULTS.decline
    max_observation_chars: int = DEFAULTS.max_observation_chars
    repeat_limit: int = DEFAULTS.repeat_limit
    failure_limit: int = DEFAULTS.failure_limit


def select_format(backend: Backend, config: AgentConfig) -> tuple[Mode, Format]:
    """The mode a configuration runs on this backend, and its format: native when asked for,
    or in `auto` when the model's template knows tools (formats/native/setup.py)."""
    native = native_setup(backend, config) if config.mode in ("auto", "native") else None
    knows_tools = native is not None and native.knows_tools
    schema = bool(getattr(backend, "supports_json_schema", False))
    mode = choose_mode(config.mode, config.constrain, backend.supports_grammar, knows_tools, schema)
    if mode.format == "native" and native is not None:
        return mode, native.format(config.strict)
    fmt = get_format(mode.format, strict=config.strict)
    fmt.schema_constrained = mode.schema
    return mode, fmt


class Agent:
    def __init__(
        self,
        backend: Backend,
        tools: Registry | None = None,
        config: AgentConfig | None = None,
        *,
        tracer: Tracer | None = None,
        approver: Approver = deny_all,
    ) -> None:
        self.backend = backend
        self.tools = tools if tools is not None else builtin_registry()
        self.config = config or AgentConfig()
        self.tracer = tracer or Tracer()
        self.mode, self.format = select_format(backend, self.config)
        self._grammars = GrammarCache()
        c = self.config
        self.policies: list[Policy] = build_policies(
            relevant_tools=c.relevant_tools, decompose=c.decompose, expand=c.expand, decline=c.decline
        )
        self.executor = Executor(
            self.tools,
            ExecutorConfig(
                tool_timeout=self.config.tool_timeout,
                parallel=self.config.parallel,
                max_observation_chars=self.config.max_observation_chars,
            ),
            self.tracer,
            approver,
        )

    def grammar_builder(self, tools: Registry, require_call: bool = False) -> GrammarBuilder:
        """Grammars for this tool set, built once and reused across steps."""
        return self._grammars.get(tools, parallel=self.config.parallel > 1, require_call=require_call)

    def run(self, question: str, history: Sequence[Message] = (), on_text: TextCallback | None = None) -> RunResult:
        return Run(self, question, history, on_text).execute()

    def propose(self, question: str, history: Sequence[Message] = ()) -> Step:
        """One step, stopped at the model's tool calls: parsed and validated, never executed.

        What `localagent eval` scores, through the same prompts, grammars and parsers as run().
        Each call's `ok` says whether it validated; `observation` holds the error if not.
        """
        return Run(self, question, history, None).propose()
