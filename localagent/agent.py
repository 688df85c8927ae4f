"""The agent loop: prompt -> generate -> parse -> execute -> observation -> repeat.

The loop owns control flow and its guards: budgets (steps, tokens, time), repeated calls,
tools that keep failing, context control. Prompts and parsing belong to the format
(formats/), text generation to the backend (backends/), running tools to the executor,
the scratchpad to the transcript. The transcript only grows at its end between steps,
so llama.cpp reuses the cached prefix, until it must be compressed to fit the context.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .backends.base import Backend, TextCallback
from .decompose import (
    carry_over,
    expand_arguments,
    ground_numbers,
    lists_as_stated,
    made_up,
    named_flags,
    named_numbers,
    refer_back,
    split_clauses,
)
from .errors import ContextOverflowError, GenerationError, ParseError, ToolCallError
from .executor import Approver, Executor, ExecutorConfig, deny_all
from .formats import Format, get_format
from .grammar import GrammarBuilder
from .guards import REPEATED, FailureTracker, RepeatGuard, call_key
from .modes import Mode, choose_mode
from .relevance import most_relevant, named_tools, related
from .tools.builtin import builtin_registry
from .tools.registry import Registry
from .trace import Tracer
from .transcript import Segment, Transcript
from .types import CallRecord, Completion, Message, RunResult, SamplingParams, Step, StopReason, ToolCall, Usage

FORCED_ANSWER_PROMPT = "Thought: I must answer now, using only the observations above.\nFinal Answer:"
FORCED_ANSWER_TOKENS = 96
NO_TOOL_PROMPT = "Thought: No tool fits this question, so I answer it myself.\nFinal Answer:"
MIN_ANSWER_ROOM = 32  # fewer free tokens than this and a step is not worth generating
MAX_DECOMPOSED_CALLS = 8  # calls one decomposed step may hold


@dataclass
class AgentConfig:
    mode: str = "auto"  # auto | react | marker | json | grammar (see modes.py)
    constrain: bool = False  # run react/marker/json under their grammar
    strict: bool = False  # prose without labels is a ParseError instead of an answer
    # Repair level 5: after this many failed steps in a row, the next step is generated
    # under the format's grammar (when the backend supports grammars). 0 turns it off.
    regenerate_after: int = 2
    max_steps: int = 6
    max_tokens_per_step: int = 256
    sampling: SamplingParams = field(default_factory=SamplingParams)
    token_budget: int | None = None  # prompt + completion tokens over the whole run
    time_limit: float | None = None  # seconds for the whole run
    tool_timeout: float = 30.0
    parallel: int = 4
    # With parallel calls allowed: a question asking for several things is split into one
    # request per thing, and values the question enumerates are expanded (decompose.py).
    decompose: bool = True
    # First step: calls to tools the question shares no word with, stating none of the
    # values, are dropped and the question answered without tools (_decline_made_up).
    decline: bool = True
    # Offer each request only the N tools sharing most words with it, most relevant listed
    # last (relevance.py); a decomposed request gets its own N. 0 offers every tool.
    relevant_tools: int = 1
    max_observation_chars: int = 4000
    repeat_limit: int = 2  # refused repeats of an identical call before the run stops
    failure_limit: int = 3  # failures in a row before a tool is taken away


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
        self.mode: Mode = choose_mode(self.config.mode, self.config.constrain, backend.supports_grammar)
        self.format: Format = get_format(self.mode.format, strict=self.config.strict)
        self._builders: dict[tuple[tuple[str, ...], bool], GrammarBuilder] = {}
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
        key = (tuple(tools.names), require_call)
        if key not in self._builders:
            self._builders[key] = GrammarBuilder(tools, parallel=self.config.parallel > 1, require_call=require_call)
        return self._builders[key]

    def run(self, question: str, history: Sequence[Message] = (), on_text: TextCallback | None = None) -> RunResult:
        return _Run(self, question, history, on_text).execute()

    def propose(self, question: str, history: Sequence[Message] = ()) -> Step:
        """One step, stopped at the model's tool calls: parsed and validated, never executed.

        What `localagent eval` scores, through the same prompts, grammars and parsers as run().
        Each call's `ok` says whether it validated; `observation` holds the error if not.
        """
        return _Run(self, question, history, None).propose()


class _Run:
    """The state of one run; discarded when it ends."""

    def __init__(
        self,
        agent: Agent,
        question: str,
        history: Sequence[Message],
        on_text: TextCallback | None,
        tools: Registry | None = None,
    ) -> None:
        self.agent = agent
        self.cfg = agent.config
        self.fmt = agent.format
        self.backend = agent.backend
        self.tracer = agent.tracer
        self.question = question
        self.history = history
        self.on_text = on_text
        self.tools = tools if tools is not None else agent.tools  # shrinks when a tool keeps failing
        # The first step is generated offering only the tools most relevant to the question
        # (relevance.py); the run itself keeps them all, for the steps after it.
        self.first_tools = None if tools is not None else most_relevant(question, self.tools, self.cfg.relevant_tools)
        messages = [Message("system", self.fmt.system_prompt(self.tools)), *history, Message("user", question)]
        self.transcript = Transcript(self.backend.render_chat(messages), self.fmt)
        self.steps: list[Step] = []
        self.usage = Usage()
        self.started = time.monotonic()
        self.failed_in_a_row = 0  # steps whose output or calls were all unusable
        self.repeats = RepeatGuard(self.cfg.repeat_limit)
        self.failures = FailureTracker(self.cfg.failure_limit)
        self._check_head_fits()

    # --- the loop --------------------------------------------------------------------

    def execute(self) -> RunResult:
        self.tracer.emit(
            "run_start",
            question=self.question,
            model=self.backend.model_name,
            mode=self.agent.mode.label,
            tools=self.agent.tools.names,
        )
        try:
            reason, answer = self._loop()
        except KeyboardInterrupt:
            reason, answer = "interrupted", self._honest_answer("interrupted")
        result = RunResult(
            answer=answer,
            stop_reason=reason,
            steps=self.steps,
            usage=self.usage,
            seconds=time.monotonic() - self.started,
            model=self.backend.model_name,
            mode=self.agent.mode.label,
        )
        self.tracer.emit(
            "stop",
            reason=reason,
            answer=answer,
            steps=len(self.steps),
            usage={"prompt_tokens": self.usage.prompt_tokens, "completion_tokens": self.usage.completion_tokens},
            seconds=round(result.seconds, 3),
        )
        return result

    def _loop(self) -> tuple[StopReason, str]:
        for number in range(1, self.cfg.max_steps + 1):
            exhausted = self._budget_exhausted()
            if exhausted is not None:
                return exhausted, self._forced_answer(exhausted)
            regenerate = self._should_regenerate()
            try:
                step = self._step(number, constrained=self.agent.mode.constrained or regenerate)
            except GenerationError as exc:
                self.tracer.emit("error", error="GenerationError", message=str(exc))
                return "generation_error", self._honest_answer("generation_error", str(exc))
            if regenerate:
                step.repair_level = 5
                step.repairs.insert(0, f"generated under the grammar after {self.failed_in_a_row} failed steps")
            self.failed_in_a_row = self.failed_in_a_row + 1 if _failed(step) else 0
            self.steps.append(step)
            if step.final_answer is not None:
                return "final_answer", step.final_answer
            if self.repeats.exhausted:
                self.tracer.emit("budget", reason="repeated_call", repeats=self.repeats.repeats)
                return "repeated_call", self._forced_answer("repeated_call")
        return "max_steps", self._forced_answer("max_steps")

    def propose(self) -> Step:
        step, _ = self._proposed_step(1, constrained=self.agent.mode.constrained)
        for i, call in enumerate(step.pending, 1):
            try:
                self.tools.get(call.tool).validate(call.arguments)
                step.calls.append(CallRecord(f"call_1_{i}", call.tool, call.arguments, True, ""))
            except ToolCallError as exc:
                step.calls.append(
                    CallRecord(f"call_1_{i}", call.tool, call.arguments, False, exc.feedback, "ToolCallError")
                )
        return step

    def _complete(self, number: int, constrained: bool, require_call: bool = False) -> Completion:
        if number == 1 and self.first_tools is not None and self.first_tools.names != self.tools.names:
            # Generated as its own question with fewer tools; its text stands in this run's
            # transcript as the model's first step (the run's own prompt lists every tool).
            sub = _Run(self.agent, self.question, self.history, self.on_text, self.first_tools)
            try:
                return sub._complete(number, constrained, require_call)
            finally:
                self.usage.merge(sub.usage)
        if constrained:
            return self.fmt.generate_constrained(
                lambda extra, grammar: self._generate(number, extra=extra, grammar=grammar),
                self.agent.grammar_builder(self.tools, require_call),
            )
        return self._generate(number)

    def _should_regenerate(self) -> bool:
        return (
            not self.agent.mode.constrained
            and self.backend.supports_grammar
            and self.cfg.regenerate_after > 0
            and self.failed_in_a_row >= self.cfg.regenerate_after
        )

    def _budget_exhausted(self) -> StopReason | None:
        if self.cfg.token_budget is not None and self.usage.total >= self.cfg.token_budget:
            self.tracer.emit("budget", reason="token_budget", used=self.usage.total, budget=self.cfg.token_budget)
            return "token_budget"
        if self.cfg.time_limit is not None and self._elapsed() >= self.cfg.time_limit:
            self.tracer.emit("budget", reason="time_limit", used=round(self._elapsed(), 3), budget=self.cfg.time_limit)
            return "time_limit"
        return None

    def _elapsed(self) -> float:
        return time.monotonic() - self.started

    # --- generation --------------------------------------------------------------------

    def _check_head_fits(self) -> None:
        """The system prompt, tool list and question are never dropped: they must fit."""
        head = self.backend.count_tokens(self.transcript.prompt())
        room = min(self.cfg.max_tokens_per_step, MIN_ANSWER_ROOM * 2)
        if head + room > self.backend.context_size:
            raise ContextOverflowError(
                f"the question with the system prompt and tool list takes {head} tokens; the context "
                f"holds {self.backend.context_size} and {room} more are needed for an answer: "
                "shorten the question, offer fewer tools (--tools) or raise --ctx"
            )

    def _fit(self, extra: str, max_tokens: int) -> int:
        """Compress the transcript until prompt + answer room fit; return the room left."""
        limit = self.backend.context_size - max_tokens
        tokens = self.backend.count_tokens(self.transcript.prompt(extra))
        if tokens <= limit:
            return max_tokens
        actions = self.transcript.fit(lambda text: self.backend.count_tokens(text + extra), limit)
        tokens = self.backend.count_tokens(self.transcript.prompt(extra))
        self.tracer.emit("context", actions=actions, prompt_tokens=tokens, context=self.backend.context_size)
        room = self.backend.context_size - tokens
        if room < MIN_ANSWER_ROOM:
            raise GenerationError(f"the transcript no longer fits the context of {self.backend.context_size} tokens")
        return min(max_tokens, room)

    def _generate(
        self,
        number: int,
        extra: str = "",
        stop: Sequence[str] | None = None,
        max_tokens: int | None = None,
        grammar: str | None = None,
        final: bool = False,
    ) -> Completion:
        max_tokens = max_tokens or self.cfg.max_tokens_per_step
        # The one answer asked for after a budget ran out may go past it, by at most
        # FORCED_ANSWER_TOKENS: an honest answer is worth that much.
        if self.cfg.token_budget is not None and not final:
            max_tokens = max(1, min(max_tokens, self.cfg.token_budget - self.usage.total))
        max_tokens = self._fit(extra, max_tokens)
        prompt = self.transcript.prompt(extra)
        started = time.monotonic()
        completion = self.backend.generate(
            prompt,
            stop=self.fmt.stop if stop is None else stop,
            max_tokens=max_tokens,
            sampling=self.cfg.sampling,
            grammar=grammar,
            on_text=self.on_text,
        )
        self.usage.add(completion)
        self.tracer.emit(
            "model_call",
            step=number,
            prompt=prompt,
            completion=completion.text,
            prompt_tokens=completion.prompt_tokens,
            completion_tokens=completion.completion_tokens,
            prompt_tokens_evaluated=completion.prompt_tokens_evaluated,
            finish_reason=completion.finish_reason,
            constrained=grammar is not None,
            seconds=round(time.monotonic() - started, 4),
            budget={"tokens_used": self.usage.total, "seconds_used": round(self._elapsed(), 3)},
        )
        return completion

    # --- one step ----------------------------------------------------------------------

    def _proposed_step(self, number: int, constrained: bool) -> tuple[Step, bool]:
        """The step's output parsed, before anything runs: each request of a compound
        question asked on its own, or the model's own step with its calls expanded; then
        declined if its calls are made up. True when the code put the calls together."""
        step = self._requests_step(number)
        decomposed = step is not None
        if step is None:
            completion = self._complete(number, constrained)
            step = self._parse(number, completion, constrained)
            decomposed = self._expand(number, step)
        self._decline_made_up(number, step)
        return step, decomposed

    def _step(self, number: int, constrained: bool = False) -> Step:
        step, decomposed = self._proposed_step(number, constrained)
        if step.error is not None:
            self.transcript.add(Segment(step.raw.removeprefix(self.fmt.prefill), error=step.error))
        elif step.pending:
            step.calls, note = self._run_calls(step)
            # Calls the code put together stand in the transcript as if the model had written them.
            text = self.fmt.calls_text(step.pending) if decomposed else step.raw.removeprefix(self.fmt.prefill)
            self.transcript.add(Segment(text, records=step.calls, note=note))
        return step

    def _run_calls(self, step: Step) -> tuple[list[CallRecord], str]:
        """Execute the step's new calls; refuse repeats; take away tools that keep failing."""
        records: dict[int, CallRecord] = {}
        fresh = []
        first_in_step: dict[str, int] = {}  # the same call twice in one step runs once
        duplicates: list[tuple[int, int]] = []
        for i, call in enumerate(step.pending):
            refusal = self.repeats.check(call)
            if refusal is not None:
                self.tracer.emit("repeat", id=call.id, tool=call.tool, arguments=call.arguments)
                records[i] = refusal
            elif call_key(call) in first_in_step:
                duplicates.append((i, first_in_step[call_key(call)]))
            else:
                first_in_step[call_key(call)] = i
                fresh.append((i, call))
        executed = self.agent.executor.run_calls([c for _, c in fresh], tools=self.tools)
        for i, original in duplicates:
            call = step.pending[i]
            self.repeats.repeats += 1
            self.tracer.emit("repeat", id=call.id, tool=call.tool, arguments=call.arguments)
            records[i] = CallRecord(
                call.id,
                call.tool,
                call.arguments,
                False,
                f"same call as {step.pending[original].id}; see its result",
                REPEATED,
            )
        notes = []
        for (i, call), record in zip(fresh, executed):
            records[i] = record
            self.repeats.remember(call, record)
            removed = self.failures.update(record)
            if removed is not None:
                self.tools = self.tools.without(removed)
                message = (
                    f"The tool {removed} failed {self.cfg.failure_limit} times in a row and is no longer available."
                )
                notes.append(message)
                self.tracer.emit("tool_removed", tool=removed, failures=self.cfg.failure_limit)
        return [records[i] for i in range(len(step.pending))], " ".join(notes)

    def _parse(self, number: int, completion: Completion, constrained: bool = False) -> Step:
        raw = self.fmt.prefill + completion.text
        step = Step(raw=raw, format=self.fmt.name, usage=Usage(completion.prompt_tokens, completion.completion_tokens))
        try:
            parsed = self.fmt.parse(raw, self.tools)
        except ParseError as exc:
            step.error = exc.feedback
            self.tracer.emit("parse", step=number, ok=False, error=exc.feedback, error_class="ParseError")
            return step
        if completion.finish_reason == "length":
            # Never silently accepted: a cut-off output went through the repair ladder and
            # says so; under a grammar it is cut inside a constrained value.
            parsed.repairs.append(
                "truncated: output was cut at the token limit" + (" inside the grammar" if constrained else "")
            )
            parsed.repair_level = max(parsed.repair_level or 0, 2)
        step.repair_level, step.repairs = parsed.repair_level, parsed.repairs
        self.tracer.emit(
            "parse",
            step=number,
            ok=True,
            format=parsed.format,
            repair_level=parsed.repair_level,
            repairs=parsed.repairs,
            calls=[{"tool": c.tool, "arguments": c.arguments} for c in parsed.calls],
            final_answer=parsed.final_answer,
        )
        if not parsed.calls:
            step.final_answer = parsed.final_answer
            return step
        for i, call in enumerate(parsed.calls, 1):
            call.id = call.id or f"call_{number}_{i}"
        step.pending = parsed.calls
        return step

    def _decomposes(self, number: int) -> bool:
        return self.cfg.decompose and self.cfg.parallel > 1 and number == 1

    def _requests_step(self, number: int) -> Step | None:
        """First step of a question of several requests ("Find X. Also find Y", "book a
        flight ... and book a hotel"): each request asked on its own (decompose.py), instead
        of the whole question, for which a tiny model makes one call or guesses an answer.
        None when the question is one request, or when no request got a call (the whole
        question is then asked as usual)."""
        if not self._decomposes(number):
            return None
        clauses = split_clauses(self.question)
        if len(clauses) < 2:
            return None
        usage = Usage()
        found: list[tuple[str, ToolCall]] = []  # (the request's text, a call for it)
        unstated: list[tuple[str, ToolCall]] = []
        for clause, tools in self._requests_and_tools(clauses):
            for call in self._calls_for(number, clause, usage, tools):
                earlier = next(((t, c) for t, c in found if c.tool == call.tool), None)
                if made_up(clause, call.arguments):
                    # A request that states none of the call's values either refers back to
                    # an earlier request with another tool ("..., also the offenses he
                    # committed") and takes the values it shares with it, or states nothing
                    # (the preamble of a long question, "The experiment is conducted in a
                    # vacuum.") and its made-up call is dropped, unless nothing else is left.
                    back = refer_back([c.arguments for _, c in found], clause, call.arguments)
                    if earlier is None and back != call.arguments:
                        found.append((clause, ToolCall(call.tool, back)))
                    else:
                        unstated.append((clause, call))
                    continue
                if earlier is not None:
                    arguments = carry_over(earlier[1].arguments, earlier[0], clause, call.arguments)
                    call = ToolCall(call.tool, arguments)
                found.append((clause, call))
        found = found or [(t, c) for t, c in unstated if not made_up(self.question, c.arguments)] or unstated
        calls = self._grounded_and_expanded(found, keep_own=False)
        if not calls:
            return None  # (the tokens spent are in the run's usage, not in the step's)
        step = Step(raw=self.fmt.prefill + self.fmt.calls_text(calls), format=self.fmt.name, usage=usage)
        self._record_decomposition(number, step, clauses, calls)
        return step

    def _requests_and_tools(self, clauses: list[str]) -> list[tuple[str, Registry | None]]:
        """Each request with the tools it is offered (None: the most relevant, relevance.py).
        A request naming several tools by words only their names have ("the origin ... and
        the core beliefs of both religions") is asked once for each of them, with that tool
        alone: one call per request is what a tiny model makes."""
        asked: list[tuple[str, Registry | None]] = []
        for clause in clauses:
            named = named_tools(clause, self.agent.tools) if self.cfg.relevant_tools > 0 else []
            if len(named) > 1:
                asked.extend((clause, self.agent.tools.select([name])) for name in named)
            else:
                asked.append((clause, None))
        return asked

    def _expand(self, number: int, step: Step) -> bool:
        """First step of a question of one request: each call the model wrote repeated for
        the items the question enumerates beside its value ("the factorial of 5, 10 and 15").
        True when the step's calls were replaced."""
        if not self._decomposes(number) or step.error is not None or not step.pending:
            return False
        clauses = split_clauses(self.question)
        if len(clauses) != 1:
            return False  # a compound question whose requests got no call: left as the model wrote it
        calls = self._grounded_and_expanded([(clauses[0], c) for c in step.pending], keep_own=True)
        if not calls or [call_key(c) for c in calls] == [call_key(c) for c in step.pending]:
            return False
        self._record_decomposition(number, step, clauses, calls)
        return True

    def _grounded_and_expanded(self, found: list[tuple[str, ToolCall]], keep_own: bool) -> list[ToolCall]:
        """Each call with the values its request states put in (decompose.py: named_flags,
        named_numbers, ground_numbers), then repeated for the items listed beside its values. With
        `keep_own`, the model's own calls stay as written (a call it repeated is refused by
        the loop, visibly); added ones are never repeats."""
        calls: list[ToolCall] = []
        keys: set[str] = set()
        for text, call in found:
            tool = self.tools.find(call.tool)
            named = {**named_flags(text, tool.parameters), **named_numbers(text, tool.parameters)} if tool else {}
            arguments = ground_numbers([text, self.question], {**lists_as_stated(text, call.arguments), **named})
            call = ToolCall(call.tool, arguments, call.id)
            more = expand_arguments(text, call.arguments, limit=MAX_DECOMPOSED_CALLS)
            for candidate in [call, *(ToolCall(call.tool, args) for args in more)]:
                own = keep_own and candidate is call
                if own or (call_key(candidate) not in keys and len(calls) < MAX_DECOMPOSED_CALLS):
                    keys.add(call_key(candidate))
                    calls.append(candidate)
        return calls

    def _record_decomposition(self, number: int, step: Step, clauses: list[str], calls: list[ToolCall]) -> None:
        for i, call in enumerate(calls, 1):
            call.id = f"call_{number}_{i}"  # in the order they will be shown to the model
        self.tracer.emit(
            "decompose",
            step=number,
            clauses=clauses,
            calls=[{"tool": c.tool, "arguments": c.arguments} for c in calls],
        )
        step.repairs.append(f"decomposed: {len(clauses)} request(s), {len(calls)} call(s)")
        step.pending = calls
        step.final_answer = None

    def _decline_made_up(self, number: int, step: Step) -> None:
        """First step only: when every call is to a tool the question has no word in common
        with, and states none of the call's values, the tiny model is calling a tool because
        tools were offered (get_weather(city="Barcelona") for "Translate 'good morning'"):
        measured, SmolLM2 called a tool for 12 of 12 questions no tool fits. The question
        gets an answer without tools instead. Calls without plain values are kept."""
        if not self.cfg.decline or number != 1 or not step.pending or step.error is not None:
            return
        stated = " ".join([self.question, *(m.content for m in self.history)])
        if not all(self._spurious(stated, c) for c in step.pending):
            return
        self.tracer.emit(
            "declined", step=number, calls=[{"tool": c.tool, "arguments": c.arguments} for c in step.pending]
        )
        step.repairs.append("declined: calls to tools the question shares no word with, with values it does not state")
        step.pending = []
        step.final_answer = self._answer_without_tools(number, step)

    def _spurious(self, stated: str, call: ToolCall) -> bool:
        """A valid call to a tool the question shares no word with, and with no value the
        question states. (A call the model got wrong goes back to it as feedback instead.)"""
        try:
            tool = self.tools.get(call.tool)
            tool.validate(call.arguments)
        except ToolCallError:
            return False
        return made_up(stated, call.arguments) and not related(stated, tool)

    def _answer_without_tools(self, number: int, step: Step) -> str:
        completion = self._answer_now(number, NO_TOOL_PROMPT)
        if completion is None:
            return "None of the available tools fits this question."
        if step.usage is not None:
            step.usage.add(completion)
        return completion.text.strip() or "None of the available tools fits this question."

    def _answer_now(self, number: int, thought: str, final: bool = False) -> Completion | None:
        """The model's final answer after `thought`, with tools out of reach (generation
        stops at "Action:"); None when it cannot generate."""
        prefill = self.fmt.prefill
        continues = bool(prefill) and self.transcript.prompt().endswith(prefill)
        try:
            return self._generate(
                number,
                extra=thought.removeprefix(prefill) if continues else "\n" + thought,
                stop=[*self.fmt.stop, "Action:", "\nThought:"],
                max_tokens=min(FORCED_ANSWER_TOKENS, self.cfg.max_tokens_per_step),
                final=final,
            )
        except GenerationError:
            return None

    def _calls_for(self, number: int, request: str, usage: Usage, tools: Registry | None = None) -> list[ToolCall]:
        """The calls the model proposes for one request of the question, asked on its own.
        Under a grammar it must call a tool: asked alone, SmolLM2 answered requests in prose
        ("12 * 7 = 84") that it called a tool for within the whole question; a call for a
        request that states none of its values is dropped by the caller."""
        sub = _Run(self.agent, request, self.history, None, tools)
        try:
            completion = sub._complete(number, constrained=self.agent.mode.constrained, require_call=True)
        except GenerationError:
            return []
        finally:
            self.usage.merge(sub.usage)
            usage.merge(sub.usage)
        return sub._parse(number, completion, self.agent.mode.constrained).pending

    # --- ending without a final answer -----------------------------------------------

    def _forced_answer(self, reason: StopReason) -> str:
        """Ask once, without tools, for an answer from what the observations already say."""
        if any(c.ok for s in self.steps for c in s.calls):
            completion = self._answer_now(len(self.steps) + 1, FORCED_ANSWER_PROMPT, final=True)
            if completion is not None and completion.text.strip():
                self.tracer.emit("forced_answer", reason=reason, answer=completion.text.strip())
                return completion.text.strip()
        return self._honest_answer(reason)

    def _honest_answer(self, reason: str, detail: str = "") -> str:
        why = {
            "max_steps": f"it reached the limit of {self.cfg.max_steps} steps",
            "token_budget": f"it used up the token budget of {self.cfg.token_budget}",
            "time_limit": f"it reached the time limit of {self.cfg.time_limit:g} s"
            if self.cfg.time_limit
            else "time ran out",
            "repeated_call": "the model kept repeating the same call",
            "generation_error": f"the model could not generate ({detail})",
            "interrupted": "it was interrupted",
        }.get(reason, reason)
        done = [c for s in self.steps for c in s.calls if c.error != REPEATED]
        if done:
            listing = "; ".join(f"{c.tool} -> {_short(c.observation)}" for c in done[-5:])
            return f"No final answer: the run stopped because {why}. Tool results so far: {listing}"
        return f"No final answer: the run stopped because {why}, before any tool was called."


def _failed(step: Step) -> bool:
    """Nothing usable came out of the step: a parse error, or only calls the model got wrong."""
    if step.error is not None:
        return True
    return bool(step.calls) and all(c.error == "ToolCallError" for c in step.calls)


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
