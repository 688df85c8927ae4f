"""What a first-step policy may do, and the one interface it does it through.

A policy works on the first step of a run, where a tiny model most often goes wrong. It may
  - choose which tools to offer (`offer`),
  - ask the model again, with a narrower question or other tools (`ask` through `propose`),
  - add calls beside the model's own (`revise` returning `added`),
  - decline: drop the step's calls and answer without tools (`revise` returning `decline`).
It never edits a call the model wrote: the pipeline (policies/__init__.py) keeps the model's
calls as they are and only appends what a revision adds, so a schema-valid call is run
with the values the model wrote.

A policy that reads words in one language says which scripts it can read (`reads`); for a
question in any other script it is not consulted. Every change is reported as a `Change`,
which goes to the trace ("policy X changed Y because Z") and to `localagent eval --out`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..tools.registry import Registry
from ..types import Message, ToolCall

LATIN = frozenset({"Latin"})


@dataclass(frozen=True)
class Change:
    """What a policy did to the first step, and why."""

    policy: str
    action: str  # offered, asked, added, declined
    detail: str
    calls: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"policy": self.policy, "action": self.action, "detail": self.detail, "calls": self.calls}


# Ask the model `question` offering `tools`; `require_call`: it must call one of them.
# Returns the calls it wrote (possibly none). Each ask is a new model session.
Ask = Callable[[str, Registry, bool], list[ToolCall]]


@dataclass
class FirstStep:
    """What the policies see: the question, its script, the tools, and a way to ask."""

    question: str
    history: Sequence[Message]
    tools: Registry  # every tool of the run
    script: str  # text.dominant_script(question)
    ask: Ask
    parallel: bool  # several calls in one step are allowed
    instructions: str = ""  # the system prompt with every tool (examples a model may copy)
    request_of: dict[int, str] = field(default_factory=dict)  # id(call) -> the request it answers

    @property
    def stated(self) -> str:
        """Everything the user said: the question and earlier user turns."""
        return " ".join([*(m.content for m in self.history if m.role == "user"), self.question])


@dataclass
class Revision:
    added: list[ToolCall] = field(default_factory=list)
    decline: bool = False
    detail: str = ""


POLICIES: list[type[Policy]] = []  # every policy, registered by @register_policy


def register_policy(cls: type[Policy]) -> type[Policy]:
    """Make a policy known: its setting (config.Settings, named as the policy) switches it."""
    POLICIES.append(cls)
    POLICIES.sort(key=lambda p: p.order)
    return cls


class Policy:
    """One first-step policy. Subclasses set `name` (also the name of the setting that
    switches it), `off` (that setting's value that turns it off) and `order` (where the
    pipeline consults it), and override the hooks they use."""

    name: ClassVar[str]
    off: ClassVar[Any] = False
    order: ClassVar[float] = 0
    proposes: ClassVar[str] = "one request at a time"  # what `propose` does, for the trace
    reads: ClassVar[frozenset[str] | None] = None  # scripts whose words it reads; None: any
    # In the `check` profile (a model that writes valid calls by itself): "run" as in `full`
    # (it only narrows the offer on evidence), "check" (its `check` verifies the model's call
    # instead of writing one), "skip" (it writes, adds or drops calls: not for such a model).
    in_check: ClassVar[str] = "skip"
    # Its offer bounds the run: no later policy offers a tool it left out (the relevance policy's
    # retry with "every tool" means every tool this one left).
    bounds: ClassVar[bool] = False

    @classmethod
    def build(cls, config: Any) -> Policy:
        """The policy for a run's configuration (agent.AgentConfig), once it is switched on."""
        return cls()

    def offer(self, step: FirstStep) -> Registry | None:
        """The tools to offer for the whole run, or None to leave the offer as it is."""
        return None

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        """Calls found by asking the model other questions, in place of asking it the whole
        question; None to let the model answer the question itself."""
        return None

    def revise(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Revision | None:
        """After the model's step: calls to add, or a decision to decline; None for no change."""
        return None

    def check(self, step: FirstStep, call: ToolCall) -> str | None:
        """In the `check` profile: what is wrong with the model's call by the question's evidence
        (feedback the model gets, the call not run), or None to run it as written."""
        return None

    def retry(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Registry | None:
        """Tools to ask the whole question again with, when the step looks wrong because of
        what was offered; None to keep the step."""
        return None
