"""What the server does with one checked request, on a worker thread: the next assistant
message through `Completer` (the client runs the tools), or a whole agent run with the
server's own tools (the model `localagent-agent`). Text the answer streams is handed to
`emit` as it is generated, and, where the client asked for them, each tool call as it starts
and ends (a dict: the chat page's cards); the job's cancellation is checked at every piece.
An agent turn is kept in the conversation log under the conversation the client names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from ..agent.agent import Agent, AgentConfig
from ..backends.base import Backend
from ..completion import Completer
from ..errors import Cancelled
from ..formats import Format
from ..messages import last_user_index, plain_turns
from ..stores.conversation_log import ConversationLog, Turn, new_conversation_id, turn_of
from ..tools.executor import Approver, deny_all
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import Message, RunResult, Usage
from .plans import PendingPlans, shown
from .protocol import ChatRequest, RequestError
from .scheduler import Job

Emit = Callable[[str | dict[str, Any]], None]  # answer text, or a tool call's event
EVENTS = ("tool_call", "tool_result")  # the run's events a client may follow, with these fields of theirs
EVENT_FIELDS = (
    "type", "id", "tool", "arguments", "ok", "observation", "error", "seconds", "planned", "parent", "depth",
)  # fmt: skip


@dataclass
class Outcome:
    message: dict[str, Any]
    finish_reason: str
    usage: Usage
    extra: dict[str, Any] = field(default_factory=dict)  # the `localagent` extension field


class _Sink:
    """A text stream that forwards what the answer stream writes."""

    def __init__(self, emit: Emit | None) -> None:
        self.emit = emit
        self.written = ""  # what the answer has said so far (kept when a client stops it)

    def write(self, text: str) -> int:
        self.written += text
        if self.emit is not None:
            self.emit(text)
        return len(text)

    def flush(self) -> None:
        pass


class ChatService:
    def __init__(
        self, backend: Backend, config: AgentConfig, tools: Registry, approver: Approver = deny_all,
        log: ConversationLog | None = None, warn: Callable[[str], None] | None = None,
    ) -> None:  # fmt: skip
        self.backend, self.config, self.tools, self.approver = backend, config, tools, approver
        self.completer = Completer(backend, config)
        self.log, self.warn = log, warn or (lambda line: None)
        self.plans = PendingPlans()  # plans of agent runs, waiting for their approval (plans.py)

    @property
    def model_name(self) -> str:
        return self.backend.model_name

    def run(self, request: ChatRequest, job: Job, emit: Emit | None = None) -> Outcome:
        if request.agent:
            return self._agent(request, job, emit)
        return self._complete(request, job, emit)

    def _on_text(self, fmt: Format, job: Job, emit: Emit | None) -> tuple[Callable[[str], None], Any, _Sink]:
        """The callback generation gets: checks the job, streams the answer of `fmt`'s output."""
        sink = _Sink(emit)
        stream = fmt.answer_stream(sink, terminal=False)  # type: ignore[arg-type]  # a text stream in all but name

        def on_text(piece: str) -> None:
            job.check()
            if emit is not None:
                stream(piece)

        return on_text, stream, sink

    def _complete(self, request: ChatRequest, job: Job, emit: Emit | None) -> Outcome:
        def on_text(piece: str) -> None:
            job.check()

        job.check()
        reply = self.completer.reply(
            request.messages,
            request.tools,
            tool_choice=request.tool_choice,
            parallel_tool_calls=request.parallel_tool_calls,
            max_tokens=request.max_tokens or self.config.max_tokens_per_step,
            sampling=replace(self.config.sampling, **_sampling_fields(request)),
            stop=request.stop,
            response=request.response,
            on_text=on_text,
            out=_Sink(emit) if emit is not None else None,  # type: ignore[arg-type]  # a text stream in all but name
        )
        extra: dict[str, Any] = {"dropped_calls": reply.dropped} if reply.dropped else {}
        if reply.policies:
            extra["policies"] = reply.policies  # what a tiny model's first-step policies changed
        if reply.invalid:
            extra["response_invalid"] = reply.invalid  # said, as a dropped call is: the text is sent as written
        return Outcome(reply.message, reply.finish_reason, reply.usage, extra)

    def _agent(self, request: ChatRequest, job: Job, emit: Emit | None) -> Outcome:
        if request.approve is not None:
            return self._approve(request, job, emit)
        if request.decline is not None:
            return self._decline(request, job, emit)
        question, history = _question_and_history(request.messages)
        config = replace(self.config, sampling=replace(self.config.sampling, **_sampling_fields(request)))
        if request.max_tokens:
            config = replace(config, max_tokens_per_step=request.max_tokens)
        if request.plan:
            config = replace(config, plan=True)
        # The plan is returned, never run here (keep_plan): the client approves it by id.
        agent = Agent(self.backend, self.tools, config, tracer=Tracer(), approver=self.approver)
        conversation = request.conversation or new_conversation_id()
        with self._following(agent.format, agent.tracer, request, job, emit) as (on_text, sink):
            try:
                result = agent.run(question, history, on_text=on_text)
            except Cancelled:  # stopped by its client: the question stays in the conversation
                self._keep(Turn(conversation, question, sink.written.strip(), self.backend.model_name,
                                agent.mode.label, request.source, "stopped"))  # fmt: skip
                raise
        self._keep(turn_of(result, question, conversation, request.source))
        extra: dict[str, Any] = {}
        if result.pending is not None:  # irreversible calls wait for the client's approval, by id
            extra["plan"] = self.plans.keep(result.pending, question, conversation)
        return self._outcome(result, conversation, extra)

    def _approve(self, request: ChatRequest, job: Job, emit: Emit | None) -> Outcome:
        """A plan's calls approved by id (plans.py): exactly those run, once, and the run they
        were planned in answers from their results; the plan's other calls never run."""
        assert request.approve is not None
        job.check()
        waiting, approved = self.plans.take(request.approve)
        run = waiting.kept.run
        with self._following(run.fmt, run.tracer, request, job, emit) as (on_text, _):
            result = waiting.kept.carry_out(approved, on_text)
        asked = "Approved: " + "; ".join(p.describe() for p in approved)
        self._keep(turn_of(result, asked, waiting.conversation, request.source))
        return self._outcome(result, waiting.conversation, {"approved": list(request.approve)})

    def _decline(self, request: ChatRequest, job: Job, emit: Emit | None) -> Outcome:
        """A plan's calls declined by id (plans.py): they never run. Once none of the plan waits,
        the run it was planned in ends as after "n" to its plan in `chat` (`Run.resume` with
        nothing approved); until then its other calls wait on, under the same ids."""
        assert request.decline is not None
        job.check()
        waiting, declined, left = self.plans.decline(request.decline)
        run = waiting.kept.run
        if not left:
            with self._following(run.fmt, run.tracer, request, job, emit) as (on_text, _):
                result = waiting.kept.carry_out([], on_text)
            extra: dict[str, Any] = {"declined": list(request.decline)}
        else:
            said = "Declined, not run: {}. Still waiting for approval: {}.".format(
                "; ".join(p.describe() for p in declined), "; ".join(p.describe() for p in left.values())
            )
            result = RunResult(said, run.reason, [], Usage(), 0.0, self.backend.model_name, run.parts.mode.label)
            extra = {"declined": list(request.decline), "plan": shown(left)}
        asked = "Declined: " + "; ".join(p.describe() for p in declined)
        self._keep(turn_of(result, asked, waiting.conversation, request.source))
        return self._outcome(result, waiting.conversation, extra)

    @contextmanager
    def _following(
        self, fmt: Format, tracer: Tracer, request: ChatRequest, job: Job, emit: Emit | None
    ) -> Iterator[tuple[Callable[[str], None], _Sink]]:
        """While a run goes: its answer streamed to `emit`, its tool calls too where the client
        asked for them, the job's cancellation checked at every piece."""
        on_text, stream, sink = self._on_text(fmt, job, emit)

        def on_event(event: dict[str, Any]) -> None:
            if event["type"] == "model_call" and not event.get("depth"):
                stream.step_done()  # each model step starts the answer stream afresh (as in `chat`)
            elif request.events and emit is not None and event["type"] in EVENTS:
                emit({k: event[k] for k in EVENT_FIELDS if k in event})  # never a traceback

        tracer.subscribe(on_event)
        job.check()
        try:
            yield on_text, sink
            stream.step_done()
        finally:
            tracer.unsubscribe(on_event)  # a kept run's tracer outlives this request

    def _outcome(self, result: RunResult, conversation: str, extra: dict[str, Any]) -> Outcome:
        extra = {
            "stop_reason": result.stop_reason,
            "mode": result.mode,
            "conversation": conversation,
            "steps": [step.to_json() for step in result.steps],
            **extra,
        }
        # "length" tells a client the text was cut by a token limit: only a token budget is that.
        # Every other stop is "stop", and `localagent.stop_reason` says which.
        finish = "length" if result.stop_reason == "token_budget" else "stop"
        usage = Usage(result.usage.prompt_tokens, result.usage.completion_tokens)
        return Outcome({"role": "assistant", "content": result.answer}, finish, usage, extra)

    def _keep(self, turn: Turn) -> None:
        if self.log is not None and (problem := self.log.keep(turn)) is not None:
            self.warn(problem)


def _sampling_fields(request: ChatRequest) -> dict[str, Any]:
    """The sampling fields the request sets (the others keep the server's settings)."""
    seed = None if request.seed is None else request.seed % 2**32  # llama.cpp takes 32 bits
    given = {"temperature": request.temperature, "top_p": request.top_p, "seed": seed}
    return {k: v for k, v in given.items() if v is not None}


def _question_and_history(messages: list[dict[str, Any]]) -> tuple[str, list[Message]]:
    """The last user message is the question; the turns before it are the history (tool
    messages a client kept from elsewhere are shown as user turns)."""
    last = last_user_index(messages)
    if last == -1:
        raise RequestError("messages: the agent needs a user message to answer", "messages")
    return messages[last]["content"], plain_turns(messages[:last], ("system", "user", "assistant"))
