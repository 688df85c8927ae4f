"""First-step policies: one module each, one interface (policies/base.py), one switch each.

    evidence        offer the tools what the question states calls for, in any script (evidence.py)
    clock           no clock for a question that states its numbers and asks a value of them (clock.py)
    relevant_tools  offer the N tools the question shares most words with (relevance.py)
    arithmetic      call the calculator with the arithmetic the question states whole (arithmetic.py)
    quantities      call convert_units or date_math with the conversion or date span stated whole (quantities.py)
    decompose       ask a compound question one request at a time (decompose.py)
    expand          add calls for the other items of an enumeration (enumerate.py)
    decline         answer without tools when every call is unrelated and made up (decline.py)

What they may do depends on the model (settings `policies`): `full` for a tiny model (every
policy: they may write the first step's calls), `check` for a model that writes valid calls
by itself (the offer is narrowed on evidence, and the model's own calls are checked against
the question, never replaced), `off`.

Add one by writing a Policy subclass in a module here, decorated with @register_policy, and
declaring its setting in settings.Settings (and in AgentConfig, the run's view of the
settings). The pipeline below is the only place policies touch a step, and it keeps the
model's calls as written: revisions append calls or decline, nothing else.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import text
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import ToolCall
from .arithmetic import CalculateStated
from .base import POLICIES, Change, FirstStep, Policy, Revision, register_policy
from .clock import NoClockForStatedNumbers
from .decline import DeclineUnrelated
from .decompose import SplitRequests
from .enumerate import ExpandEnumerations
from .evidence import OfferByEvidence
from .quantities import CallStatedQuantities
from .quoted import CallQuoted
from .relevance import OfferRelevant
from .retrieve import SearchDocumentsFirst

__policies__ = (
    OfferByEvidence,
    NoClockForStatedNumbers,
    OfferRelevant,
    CalculateStated,
    CallStatedQuantities,
    CallQuoted,
    SearchDocumentsFirst,
    SplitRequests,
    ExpandEnumerations,
    DeclineUnrelated,
)  # registered on import

# Settings that switch a policy, with the value that turns it off.
POLICY_SETTINGS = {p.name: p.off for p in POLICIES}


PROFILES = ("full", "check", "off")  # what `policies = auto` resolves to (settings.POLICY_PROFILES)


def build_policies(config: Any, profile: str = "full") -> list[Policy]:
    """The policies a configuration (agent.AgentConfig) switches on for a profile, in the order
    the pipeline consults them: every one in `full`, those that narrow the offer or check a
    call in `check`, none in `off`."""
    if profile == "off":
        return []
    chosen = [p for p in POLICIES if getattr(config, p.name) != p.off]
    if profile == "check":
        chosen = [p for p in chosen if p.in_check != "skip"]
    return [p.build(config) for p in chosen]


def resolve_profile(setting: str, native: bool, tuned: str = "") -> str:
    """The profile `policies = setting` gives a run: as set; under auto, what tune recorded for
    the model, else `check` for a model that writes calls in its own template's syntax (trained
    for tools, it writes valid calls by itself) and `full` for one that does not."""
    if setting != "auto":
        return setting
    if tuned in PROFILES:
        return tuned
    return "check" if native else "full"


def _written_by(calls: list[ToolCall], policy: str) -> None:
    """Mark calls a policy put together: the executor never runs an irreversible tool for one
    (tools/preconditions.py), even where the model asked for parts of the question wrote it."""
    for call in calls:
        call.policy = policy


def _calls(calls: list[ToolCall]) -> list[dict[str, object]]:
    return [{"tool": c.tool, "arguments": c.arguments} for c in calls]


class Pipeline:
    """Runs the policies that can read the question, and records what each changed."""

    def __init__(
        self, policies: list[Policy], step: FirstStep, tracer: Tracer, checking: bool = False, writes: bool = True
    ) -> None:
        self.step = step
        self.checking = checking  # the `check` profile: no call is written or added, the model's are checked
        # False on the model endpoint (completion.py), whose calls the client runs: no policy
        # writes or adds a call there; the offer is narrowed, a made-up step declined.
        self.writes = writes and not checking
        self.active = [p for p in policies if text.reads(step.script, p.reads)]
        self.tracer = tracer
        self.changes: list[Change] = []
        self.bound = step.tools  # the tools the bounding policies left (Policy.bounds)

    def _record(self, change: Change) -> None:
        self.changes.append(change)
        self.tracer.emit("policy", **change.to_json())

    def _bounded(self) -> FirstStep:
        """The step as the later hooks see it: every tool of the run the bounding policies left."""
        return self.step if self.bound is self.step.tools else replace(self.step, tools=self.bound)

    def offer(self) -> Registry:
        """The tools offered: each policy narrows what the one before it left."""
        offered = self.step.tools
        for policy in self.active:
            if not len(offered):
                break
            chosen = policy.offer(replace(self.step, tools=offered))
            if chosen is not None:
                offered = chosen
                if policy.bounds:
                    self.bound = chosen
                self._record(Change(policy.name, "offered", f"{len(chosen)} of {len(self.step.tools)} tools: "
                                    + (", ".join(chosen.names) or "none")))  # fmt: skip
        return self._with_checks(offered)

    def _with_checks(self, offered: Registry) -> Registry:
        """`offered` with the checks its tools require (tools/preconditions.py): a tool is no use
        without its check, and the model is told to call it first."""
        every = self.step.tools
        needed = {t.requires for t in offered if t.requires is not None and t.requires not in offered}
        needed &= set(every.names)
        if not needed:
            return offered
        names: list[str] = []
        for t in offered:  # each check just before the first tool requiring it
            if t.requires in needed and t.requires not in names:
                names.append(t.requires)
            names.append(t.name)
        chosen = Registry(every.get(n) for n in names)
        self._record(Change("preconditions", "offered", f"{', '.join(sorted(needed))}: required by an offered tool"))
        return chosen

    def propose(self) -> list[ToolCall] | None:
        if not self.writes:
            return None
        for policy in self.active:
            calls = policy.propose(self._bounded())
            if calls is not None:
                _written_by(calls, policy.name)
                self._record(Change(policy.name, "asked", policy.proposes, _calls(calls)))
                return calls
        return None

    def check(self, calls: list[ToolCall]) -> str | None:
        """In the `check` profile: feedback on the first of the model's calls that the question's
        evidence contradicts (the step's calls are then not run), or None to run them as written."""
        for call in calls:
            for policy in self.active:
                feedback = policy.check(self.step, call)
                if feedback is not None:
                    self._record(Change(policy.name, "checked", feedback, _calls([call])))
                    return feedback
        return None

    def retry(self, calls: list[ToolCall], offered: Registry) -> Registry | None:
        for policy in self.active:
            tools = policy.retry(self._bounded(), calls, offered)
            if tools is not None:
                self._record(
                    Change(policy.name, "asked", f"again offering {len(tools)} tools: the calls held none of "
                           "the numbers the question states", _calls(calls))
                )  # fmt: skip
                return tools
        return None

    def revise(self, calls: list[ToolCall], offered: Registry) -> tuple[list[ToolCall], bool]:
        """The step's calls after every revision (the model's own first, unchanged), and
        whether the step is declined."""
        result = list(calls)
        for policy in self.active:
            revision: Revision | None = policy.revise(self._bounded(), result, offered)
            if revision is None:
                continue
            if revision.decline:
                self._record(Change(policy.name, "declined", revision.detail, _calls(result)))
                return [], True
            if revision.added and self.writes:
                _written_by(revision.added, policy.name)
                self._record(Change(policy.name, "added", revision.detail, _calls(revision.added)))
                result = [*result, *revision.added]
        return result, False


__all__ = [
    "POLICIES",
    "POLICY_SETTINGS",
    "Change",
    "FirstStep",
    "Pipeline",
    "Policy",
    "Revision",
    "PROFILES",
    "build_policies",
    "register_policy",
    "resolve_profile",
]
