"""The agent: a backend, tools and a configuration; `run` answers a question.

What happens in a run lives in its own places: the loop and budgets in loop.py, one model
session (transcript, context fitting, usage) in session.py, one step in ../step.py, running
its calls in calls.py (through ../tools/executor.py), first-step policies in ../policies/,
prompts and parsing in ../formats/, generation in ../backends/.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..backends.base import Backend, TextCallback
from ..errors import UsageError
from ..grammar import GrammarBuilder, GrammarCache
from ..policies import Policy, build_policies
from ..settings import DEFAULTS
from ..tools.builtin import builtin_registry
from ..tools.executor import Approver, Executor, deny_all
from ..tools.preconditions import PlanApprover, keep_plan
from ..tools.registry import Registry, Tool
from ..trace import Tracer
from ..types import Message, RunResult, Step
from .config import AgentConfig, executor_config, policy_profile, run_format
from .loop import Run, RunParts
from .subagents import subagent_tool


class Agent:
    def __init__(
        self,
        backend: Backend,
        tools: Registry | None = None,
        config: AgentConfig | None = None,
        *,
        tracer: Tracer | None = None,
        approver: Approver = deny_all,
        plan_approver: PlanApprover = keep_plan,
    ) -> None:
        self.backend = backend
        self.tools = tools if tools is not None else builtin_registry()
        self.config = config or AgentConfig()
        self.tracer = tracer or Tracer()
        self.mode, self.format = run_format(backend, self.config)
        self._grammars = GrammarCache()
        # What the policies do for this model: `check` a model that writes calls in its own
        # template's syntax, `full` help for one that does not, unless set or tuned otherwise.
        # Native mode on a template that knows no tools (SmolLM2's, `--mode native`) is the
        # generic JSON syntax a tiny model was never trained on: it gets `full`.
        self.profile = policy_profile(backend, self.config, self.mode, self.format)
        self.policies: list[Policy] = build_policies(self.config, self.profile)
        self.executor = Executor(self.tools, executor_config(self.config), self.tracer, approver)
        self.parts = RunParts(
            backend, self.format, self.mode, self.tools, self.config, self.tracer, self.executor, self.policies,
            self.grammar_builder, self.profile, plan_approver,
        )  # fmt: skip

    def grammar_builder(self, tools: Registry, require_call: bool = False) -> GrammarBuilder:
        """Grammars for this tool set, built once and reused across steps."""
        return self._grammars.get(tools, parallel=self.config.parallel > 1, require_call=require_call)

    def run(
        self, question: str, history: Sequence[Message | Mapping[str, Any]] = (), on_text: TextCallback | None = None
    ) -> RunResult:
        """One run for `question`, after `history` (earlier turns: Message objects or OpenAI-style
        {"role": "user" | "assistant" | "system", "content": str} dicts); `on_text` gets each piece
        of text as the model writes it (the format's scaffold included, not its prefilled labels)."""
        return Run(self.parts, question, as_messages(history), on_text).execute()

    def as_tool(
        self,
        name: str,
        description: str,
        parameters: Mapping[str, Any] | None = None,
        *,
        instructions: str = "",
        pass_question: bool = False,
        max_depth: int | None = None,
    ) -> Tool:
        """This agent as one tool of another (a sub-agent, agent/subagents.py): the call's
        arguments (`parameters`: a JSON Schema, or `{"order_id": "string"}`) become its question,
        with `instructions` as its rules and, with `pass_question`, what the user asked."""
        depth = DEFAULTS.agent_depth if max_depth is None else max_depth
        return subagent_tool(
            self, name, description, parameters, instructions=instructions, pass_question=pass_question,
            max_depth=depth,
        )  # fmt: skip

    def propose(self, question: str, history: Sequence[Message | Mapping[str, Any]] = ()) -> Step:
        """One step, stopped at the model's tool calls: parsed and validated, never executed.

        What `localagent eval` scores, through the same prompts, grammars and parsers as run().
        Each call's `ok` says whether it validated; `observation` holds the error if not.
        """
        return Run(self.parts, question, as_messages(history), None).propose()


def as_messages(history: Sequence[Message | Mapping[str, Any]]) -> list[Message]:
    """Earlier turns as the run keeps them; UsageError naming the item that is no such turn."""
    kept = []
    for i, item in enumerate(history):
        if isinstance(item, Message):
            kept.append(item)
            continue
        role = item.get("role") if isinstance(item, Mapping) else None
        content = item.get("content") if isinstance(item, Mapping) else None
        if role not in ("user", "assistant", "system") or not isinstance(content, (str, type(None))):
            raise UsageError(
                f"history[{i}]: expected a Message or {{'role': 'user' | 'assistant' | 'system', 'content': str}}"
            )
        kept.append(Message(role, content or ""))
    return kept
