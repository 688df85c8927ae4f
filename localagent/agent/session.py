"""One model session: the transcript of one question over one set of tools, fitted to the
context, and every generation on it with its usage.

The loop makes one session per run; a policy that asks the model a narrower question makes
a session of its own (a new prompt, a new transcript), never reaching into the run's. The
transcript only grows at its end between generations, so llama.cpp reuses the cached
prefix, until it must be compressed to fit the context.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..backends.base import PLAIN_CHAT_STOP, Backend, TextCallback
from ..errors import ContextOverflowError, GenerationError
from ..formats import Format
from ..formats.answer_end import AnswerWatch, EndRules, cut_if_looped, watching
from ..formats.transcript import Transcript
from ..grammar import GrammarBuilder
from ..step import StepResult, ask_backend, static_prefix, take_step
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import Completion, Message, SamplingParams, Usage

MIN_ANSWER_ROOM = 32  # fewer free tokens than this and a step is not worth generating
# A plain-chat answer is free prose, where greedy decoding of a tiny model falls into loops
# ("la femme au martyre, la femme au martyre, ..."): a light repetition penalty over the last
# 64 tokens, unless the run asked for one of its own (bench/RESULTS.md, issue 23 round 4).
PLAIN_CHAT_REPEAT_PENALTY = 1.1


@dataclass(frozen=True)
class Limits:
    """What every generation of a run is held to."""

    max_tokens: int
    sampling: SamplingParams
    token_budget: int | None  # prompt + completion tokens over the whole run


class Session:
    def __init__(
        self,
        backend: Backend,
        fmt: Format,
        tools: Registry,
        question: str,
        history: Sequence[Message],
        limits: Limits,
        tracer: Tracer,
        grammars: Callable[[Registry, bool], GrammarBuilder],
        run_usage: Usage,
        on_text: TextCallback | None = None,
        started: float | None = None,
        scaffold: str = "",
    ) -> None:
        self.backend, self.fmt, self.tools, self.question = backend, fmt, tools, question
        self.limits, self.tracer, self.grammars, self.on_text = limits, tracer, grammars, on_text
        self.run_usage = run_usage  # the whole run's, shared by its sessions: budgets count it
        self.usage = Usage()  # this session's own
        self.started = time.monotonic() if started is None else started
        self.instructions = fmt.system_prompt(tools)
        # Where an answer ends (formats/answer_end.py): the instructions and `scaffold`, what the
        # run's own prompts say at any level (the forced answer's thought), are no answer.
        self.scaffold = scaffold
        self.end_rules = EndRules.of(f"{self.instructions}\n{scaffold}", question)
        self.history = list(history)
        messages = [Message("system", self.instructions), *history, Message("user", question)]
        self.transcript: Transcript = fmt.new_transcript(backend, messages, tools)
        # The part of every prompt of this session that does not depend on the question.
        self._prefix: str | None = self._static_prefix(messages) if backend.prompt_cache else None
        self._check_head_fits()

    def _check_head_fits(self) -> None:
        """The system prompt, tool list and question are never dropped: they must fit."""
        head = self.backend.count_tokens(self.transcript.prompt())
        room = min(self.limits.max_tokens, MIN_ANSWER_ROOM * 2)
        if head + room > self.backend.context_size:
            asked = getattr(self.backend, "context_asked", None)
            # llama.cpp rounds a context up to a multiple of 256: `--ctx 10` holds 256, said so.
            raised = f" (--ctx {asked}, raised by llama.cpp)" if asked and asked != self.backend.context_size else ""
            raise ContextOverflowError(
                f"the question with the system prompt and tool list takes {head} tokens; the context "
                f"holds {self.backend.context_size}{raised} and {room} more are needed for an answer: "
                "shorten the question, offer fewer tools (--tools) or raise --ctx"
            )

    def _static_prefix(self, messages: list[Message]) -> str | None:
        """The prompt up to where the question starts (instructions, tools, earlier turns): what
        the persistent prompt cache keeps. Found by rendering a stand-in for the question."""
        return static_prefix(
            lambda mark: self.fmt.new_transcript(
                self.backend, [*messages[:-1], Message("user", mark)], self.tools
            ).prompt(),
            self.transcript.prompt(),
        )

    def _use_prompt_cache(self, number: int) -> None:
        """Once per session: the static prefix from the prompt cache (or evaluated and kept there)."""
        prefix, self._prefix = self._prefix, None
        if prefix is None:
            return
        use = self.backend.cache_prefix(prefix)
        for note in use.notes:
            self.tracer.emit("prompt_cache", step=number, note=note)
        self.tracer.emit(
            "prompt_cache", step=number, in_memory=use.in_memory, loaded=use.loaded, evaluated=use.evaluated,
            saved=use.saved,
        )  # fmt: skip
        for usage in (self.usage, self.run_usage):
            usage.prompt_tokens_from_disk += use.loaded
            usage.prompt_tokens_evaluated += use.evaluated

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def step(
        self,
        number: int,
        constrained: bool,
        tools: Registry,
        require_call: bool = False,
        grammar_tools: Registry | None = None,
    ) -> StepResult:
        """The model's next step (step.py), read against `tools`: free, or under the format's
        grammar for `grammar_tools` (the session's own by default; fewer once a tool that kept
        failing is taken away)."""
        builder = (
            self.grammars(self.tools if grammar_tools is None else grammar_tools, require_call) if constrained else None
        )

        def generate(
            extra: str,
            grammar: str | None,
            stop_at: Sequence[str] | None = None,
            json_schema: dict[str, Any] | None = None,
        ) -> Completion:
            return self.generate(
                number, extra=extra, grammar=grammar, stop=stop_at, identify_stop=stop_at is not None,
                json_schema=json_schema,
            )  # fmt: skip

        return take_step(self.fmt, generate, tools, builder, constrained=constrained, tracer=self.tracer, number=number)

    def generate(
        self,
        number: int,
        extra: str = "",
        stop: Sequence[str] | None = None,
        max_tokens: int | None = None,
        grammar: str | None = None,
        final: bool = False,
        identify_stop: bool = False,
        json_schema: dict[str, Any] | None = None,
        prompted: str = "",
    ) -> Completion:
        """One generation on the transcript. `prompted`: what the prompt added for this one (an
        answer asked for, "Thought: I must answer now..."): no answer either, so the watch that
        ends the answer holds it to the rules the run holds its answer to (Run._finish)."""
        max_tokens = max_tokens or self.limits.max_tokens
        budget = self.limits.token_budget
        # The one answer asked for after a budget ran out may go past it, by at most its
        # own few tokens: an honest answer is worth that much.
        if budget is not None and not final:
            max_tokens = max(1, min(max_tokens, budget - self.run_usage.total))
        max_tokens = self._fit(extra, max_tokens)
        self._use_prompt_cache(number)
        prompt = self.transcript.prompt(extra)
        started = time.monotonic()
        on_text = self.on_text
        watch: AnswerWatch | None = None
        if self.fmt.answer_label is not None:  # stop generating where the answer ends
            rules = self.end_rules if not prompted else self.rules_with(prompted)
            watch = AnswerWatch(self.fmt.answer_label, rules, start=extra, constrained=grammar is not None)
            on_text = watching(self.on_text, watch)
        completion = ask_backend(
            self.backend, self.fmt, prompt, stop=self.fmt.stop if stop is None else stop, max_tokens=max_tokens,
            sampling=self.limits.sampling, grammar=grammar, on_text=on_text, identify_stop=identify_stop,
            json_schema=json_schema,
        )  # fmt: skip
        completion = cut_if_looped(completion, watch)
        self.usage.add(completion)
        self.run_usage.add(completion)
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
            budget={"tokens_used": self.run_usage.total, "seconds_used": round(self.elapsed(), 3)},
        )
        return completion

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

    def rules_with(self, prompted: str) -> EndRules:
        """Where an answer ends when the prompt added `prompted` to the instructions: the same
        rules for the watch that stops its generation and for the answer the run gives."""
        if not prompted:
            return self.end_rules
        return EndRules.of(f"{self.instructions}\n{self.scaffold}\n{prompted}", self.question)

    def answer_now(self, number: int, thought: str, max_tokens: int, final: bool = False) -> Completion | None:
        """The model's final answer after `thought`, with tools out of reach (generation
        stops at "Action:"); None when it cannot generate."""
        with self.transcript.answering():
            extra, stop = self.fmt.answer_start(thought, self.transcript.prompt())
            try:
                completion = self.generate(
                    number, extra=extra, stop=stop, max_tokens=min(max_tokens, self.limits.max_tokens), final=final,
                    prompted=thought,
                )  # fmt: skip
            except GenerationError:
                return None
        return replace(completion, text=self.fmt.answer_text(completion.text))

    def answer_plainly(self, number: int, max_tokens: int) -> Completion | None:
        """The model's answer as a plain chat would have it: its own chat template with its own
        default system prompt, the conversation and the question; no tools, no instructions or
        example to copy (a question no tool fits). None when no answer fits in the context or
        the token budget left."""
        messages = [{"role": m.role, "content": m.content} for m in [*self.history, Message("user", self.question)]]
        prompt = self.fmt.chat_prompt(self.backend, messages)
        room = self.backend.context_size - self.backend.count_tokens(prompt)
        max_tokens = min(max_tokens, self.limits.max_tokens, room)
        if self.limits.token_budget is not None:  # held to the run's budget as every step is
            max_tokens = min(max_tokens, self.limits.token_budget - self.run_usage.total)
        if max_tokens < MIN_ANSWER_ROOM:
            return None
        started = time.monotonic()
        # Streamed as every step is, and a GenerationError goes to the loop as a step's does: an
        # engine that dies mid-answer stops the run saying so (generation_error), not "no tool fits".
        sampling = self.limits.sampling
        if sampling.repeat_penalty == 1.0:
            sampling = replace(sampling, repeat_penalty=PLAIN_CHAT_REPEAT_PENALTY)
        completion = self.backend.generate(
            prompt, stop=PLAIN_CHAT_STOP, max_tokens=max_tokens, sampling=sampling, on_text=self.on_text or _unheard
        )  # fmt: skip
        self.usage.add(completion)
        self.run_usage.add(completion)
        self.tracer.emit(
            "model_call", step=number, prompt=prompt, completion=completion.text,
            prompt_tokens=completion.prompt_tokens, completion_tokens=completion.completion_tokens,
            prompt_tokens_evaluated=completion.prompt_tokens_evaluated, finish_reason=completion.finish_reason,
            constrained=False, seconds=round(time.monotonic() - started, 4), plain_chat=True,
            budget={"tokens_used": self.run_usage.total, "seconds_used": round(self.elapsed(), 3)},
        )  # fmt: skip
        return completion


def _unheard(piece: str) -> None:
    """A text callback for a generation nobody streams (ask without a terminal)."""
