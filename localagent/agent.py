"""The agent loop: prompt -> generate -> parse -> execute -> observation -> repeat.

The loop owns only control flow and its guards. Prompts and parsing belong to the format
(formats/), text generation to the backend (backends/), running tools to the executor.
The transcript only grows at its end between steps, so llama.cpp reuses the cached prefix.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .backends.base import Backend, TextCallback
from .errors import GenerationError, ParseError, ToolCallError
from .executor import Approver, Executor, ExecutorConfig, deny_all
from .formats import Format, get_format
from .grammar import GrammarBuilder
from .modes import Mode, choose_mode
from .tools.builtin import builtin_registry
from .tools.registry import Registry
from .trace import Tracer
from .types import CallRecord, Completion, Message, RunResult, SamplingParams, Step, StopReason, ToolCall, Usage

FORCED_ANSWER_PROMPT = "Thought: I must answer now, using only the observations above.\nFinal Answer:"


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
    max_observation_chars: int = 4000


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
        self._builders: dict[tuple[str, ...], GrammarBuilder] = {}
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

    def grammar_builder(self, tools: Registry) -> GrammarBuilder:
        """Grammars for this tool set, built once and reused across steps."""
        key = tuple(tools.names)
        if key not in self._builders:
            self._builders[key] = GrammarBuilder(tools, parallel=self.config.parallel > 1)
        return self._builders[key]

    def run(
        self, question: str, history: Sequence[Message] = (), on_text: TextCallback | None = None
    ) -> RunResult:
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
        self, agent: Agent, question: str, history: Sequence[Message], on_text: TextCallback | None
    ) -> None:
        self.agent = agent
        self.cfg = agent.config
        self.fmt = agent.format
        self.backend = agent.backend
        self.tracer = agent.tracer
        self.question = question
        self.on_text = on_text
        messages = [
            Message("system", self.fmt.system_prompt(agent.tools)),
            *history,
            Message("user", question),
        ]
        self.base_prompt = self.backend.render_chat(messages)
        self.scratchpad = self.fmt.prefill
        self.steps: list[Step] = []
        self.usage = Usage()
        self.started = time.monotonic()
        self.call_count = 0
        self.failed_in_a_row = 0  # steps whose output or calls were all unusable

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

    def propose(self) -> Step:
        completion = self._complete(1, constrained=self.agent.mode.constrained)
        step = self._parse(1, completion, constrained=self.agent.mode.constrained)
        for i, call in enumerate(step.pending, 1):
            try:
                self.agent.tools.get(call.tool).validate(call.arguments)
                step.calls.append(CallRecord(f"call_1_{i}", call.tool, call.arguments, True, ""))
            except ToolCallError as exc:
                step.calls.append(CallRecord(f"call_1_{i}", call.tool, call.arguments, False, exc.feedback, "ToolCallError"))
        return step

    def _complete(self, number: int, constrained: bool) -> Completion:
        if constrained:
            return self.fmt.generate_constrained(
                lambda extra, grammar: self._generate(number, extra=extra, grammar=grammar),
                self.agent.grammar_builder(self.agent.tools),
            )
        return self._generate(number)

    def _loop(self) -> tuple[StopReason, str]:
        for number in range(1, self.cfg.max_steps + 1):
            exhausted = self._budget_exhausted()
            if exhausted is not None:
                return exhausted, self._forced_answer(exhausted)
            regenerate = self._should_regenerate()
            constrained = self.agent.mode.constrained or regenerate
            try:
                completion = self._complete(number, constrained)
            except GenerationError as exc:
                self.tracer.emit("error", error="GenerationError", message=str(exc))
                return "generation_error", self._honest_answer("generation_error", str(exc))
            step = self._step(number, completion, constrained=constrained)
            if regenerate:
                step.repair_level = 5
                step.repairs.insert(0, f"generated under the grammar after {self.failed_in_a_row} failed steps")
            self.failed_in_a_row = self.failed_in_a_row + 1 if _failed(step) else 0
            self.steps.append(step)
            if step.final_answer is not None:
                return "final_answer", step.final_answer
        return "max_steps", self._forced_answer("max_steps")

    def _should_regenerate(self) -> bool:
        return (
            not self.agent.mode.constrained
            and self.backend.supports_grammar
            and self.cfg.regenerate_after > 0
            and self.failed_in_a_row >= self.cfg.regenerate_after
        )

    def _budget_exhausted(self) -> StopReason | None:
        if self.cfg.token_budget is not None and self.usage.total >= self.cfg.token_budget:
            return "token_budget"
        if self.cfg.time_limit is not None and time.monotonic() - self.started >= self.cfg.time_limit:
            return "time_limit"
        return None

    def _generate(
        self,
        number: int,
        extra: str = "",
        stop: Sequence[str] | None = None,
        max_tokens: int | None = None,
        grammar: str | None = None,
    ) -> Completion:
        prompt = self.base_prompt + self.scratchpad + extra
        max_tokens = max_tokens or self.cfg.max_tokens_per_step
        if self.cfg.token_budget is not None:
            max_tokens = max(1, min(max_tokens, self.cfg.token_budget - self.usage.total))
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
        )
        return completion

    def _step(self, number: int, completion: Completion, constrained: bool = False) -> Step:
        step = self._parse(number, completion, constrained)
        if step.error is not None:
            self._append(completion.text, self.fmt.error_text(step.error))
        elif step.pending:
            step.calls = self.agent.executor.run_calls(step.pending)
            self.call_count += len(step.calls)
            self._append(completion.text, self.fmt.observation_text(step.calls))
        return step

    def _parse(self, number: int, completion: Completion, constrained: bool = False) -> Step:
        raw = self.fmt.prefill + completion.text
        step = Step(raw=raw, format=self.fmt.name, usage=Usage(completion.prompt_tokens, completion.completion_tokens))
        try:
            parsed = self.fmt.parse(raw, self.agent.tools)
        except ParseError as exc:
            step.error = exc.feedback
            self.tracer.emit("parse", step=number, ok=False, error=exc.feedback)
            return step
        if completion.finish_reason == "length":
            # Never silently accepted: a cut-off output went through the repair ladder and
            # says so; under a grammar it is cut inside a constrained value.
            parsed.repairs.append("truncated: output was cut at the token limit" + (" inside the grammar" if constrained else ""))
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

    def _append(self, model_text: str, feedback: str) -> None:
        self.scratchpad += model_text.rstrip() + "\n" + feedback

    # --- ending without a final answer -----------------------------------------------

    def _forced_answer(self, reason: StopReason) -> str:
        """Ask once, without tools, for an answer from what the observations already say."""
        if reason != "time_limit" and any(s.calls for s in self.steps):
            try:
                completion = self._generate(
                    len(self.steps) + 1,
                    extra="\n" + FORCED_ANSWER_PROMPT if not self.scratchpad.endswith("\n") else FORCED_ANSWER_PROMPT,
                    stop=[*self.fmt.stop, "Action:", "\nThought:"],
                    max_tokens=min(128, self.cfg.max_tokens_per_step),
                )
            except GenerationError:
                completion = None
            if completion is not None and completion.text.strip():
                self.tracer.emit("forced_answer", reason=reason, answer=completion.text.strip())
                return completion.text.strip()
        return self._honest_answer(reason)

    def _honest_answer(self, reason: str, detail: str = "") -> str:
        why = {
            "max_steps": f"it reached the limit of {self.cfg.max_steps} steps",
            "token_budget": f"it used up the token budget of {self.cfg.token_budget}",
            "time_limit": f"it reached the time limit of {self.cfg.time_limit:g} s" if self.cfg.time_limit else "time ran out",
            "generation_error": f"the model could not generate ({detail})",
            "interrupted": "it was interrupted",
        }.get(reason, reason)
        done = [c for s in self.steps for c in s.calls]
        if done:
            listing = "; ".join(f"{c.tool} -> {_short(c.observation)}" for c in done[-5:])
            return f"No final answer: the run stopped because {why}. Tool results so far: {listing}"
        return f"No final answer: the run stopped because {why}, before any tool was called."


def _failed(step: Step) -> bool:
    """Nothing usable came out of the step: a parse error, or only calls the model got wrong."""
    if step.error is not None:
        return True
    return bool(step.calls) and all(c.error in ("ToolCallError",) for c in step.calls)


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


__all__ = ["Agent", "AgentConfig", "CallRecord", "ToolCall"]
