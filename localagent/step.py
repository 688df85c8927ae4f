"""One step: the single place an assistant turn is generated and read.

    prompt ─► generate (free, or under the format's constraint) ─► parse (the repair ladder)
           ─► validate each call against the offered tools ─► [regenerate under the grammar]

Every caller takes its steps here: the agent's loop (agent/session.py), complete() and serve
(completion.py), eval (through the agent). What differs between them is only what they do with
the result: the loop sends a parse error or an invalid call back to the model as an
observation; complete() answers with the text and leaves an invalid call out of the message,
after one regeneration under the grammar (`regenerate_invalid`).

How the prompt is continued is the caller's `Generate` (formats/base.py): the loop's fits the
transcript to the context, counts the budget and traces; complete()'s appends to a fixed
prompt. The format decides how a constrained step is generated (`Format.generate_constrained`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .backends.base import Backend, TextCallback
from .errors import ParseError, ToolCallError
from .formats.base import Format, Generate
from .grammar import GrammarBuilder
from .tools.registry import Registry
from .trace import Tracer
from .types import Completion, ParsedOutput, SamplingParams, ToolCall


@dataclass
class StepResult:
    """One assistant turn as generated and read."""

    completion: Completion
    raw: str  # the format's prefill and what the model wrote
    parsed: ParsedOutput | None  # None: the output could not be parsed (`error` says why)
    error: str | None = None  # the parse error, written for the model
    valid: list[ToolCall] = field(default_factory=list)  # calls to offered tools, arguments valid
    dropped: list[str] = field(default_factory=list)  # one line per call that is not
    constrained: bool = False  # the output was generated under a constraint

    @property
    def calls(self) -> list[ToolCall]:
        """Every call the output holds, valid or not, in order."""
        return self.parsed.calls if self.parsed is not None else []

    def as_text(self) -> ParsedOutput:
        """The parsed output; an output that could not be parsed read as plain text."""
        if self.parsed is not None:
            return self.parsed
        text = self.completion.text.strip()
        return ParsedOutput(final_answer=text, content=text)


def take_step(
    fmt: Format,
    generate: Generate,
    tools: Registry,
    builder: GrammarBuilder | None,
    *,
    constrained: bool,
    regenerate_invalid: bool = False,
    tracer: Tracer | None = None,
    number: int = 1,
) -> StepResult:
    """Generate one turn and read it. `builder` holds the grammars for `tools` (None: this
    step cannot be constrained); `constrained` generates under the format's constraint;
    `regenerate_invalid` generates once more under it when a call of a free step is invalid."""
    constrained = constrained and builder is not None
    completion = _generate(fmt, generate, builder, constrained)
    result = read_step(fmt, completion, tools, constrained=constrained, tracer=tracer, number=number)
    if result.dropped and regenerate_invalid and builder is not None and not constrained:
        completion = fmt.generate_constrained(generate, builder)
        result = read_step(fmt, completion, tools, constrained=True, tracer=tracer, number=number)
    return result


def ask_backend(
    backend: Backend,
    fmt: Format,
    prompt: str,
    *,
    stop: Sequence[str],
    max_tokens: int,
    sampling: SamplingParams,
    grammar: str | None,
    on_text: TextCallback | None,
    identify_stop: bool,
    json_schema: dict[str, Any] | None,
    plain: bool = False,
) -> Completion:
    """One generation for a step of `fmt`: the format's special tokens as text (not in a plain
    chat, which is no step of the format), and a JSON schema passed on only when there is one
    (only engines without grammars take it)."""
    return backend.generate(
        prompt, stop=stop, max_tokens=max_tokens, sampling=sampling, grammar=grammar, on_text=on_text,
        special=fmt.special_tokens and not plain, identify_stop=identify_stop,
        **({"json_schema": json_schema} if json_schema is not None else {}),
    )  # fmt: skip


def _generate(fmt: Format, generate: Generate, builder: GrammarBuilder | None, constrained: bool) -> Completion:
    if constrained and builder is not None:
        return fmt.generate_constrained(generate, builder)
    return generate("", None)


def read_step(
    fmt: Format,
    completion: Completion,
    tools: Registry,
    *,
    constrained: bool = False,
    tracer: Tracer | None = None,
    number: int = 1,
) -> StepResult:
    """The output parsed through the format (the repair ladder on failure), a call cut off by
    the token limit dropped, and each call checked against `tools`."""
    raw = fmt.prefill + completion.text
    try:
        parsed = fmt.parse(raw, tools)
    except ParseError as exc:
        if tracer is not None:
            tracer.emit("parse", step=number, ok=False, error=exc.feedback, error_class="ParseError")
        return StepResult(completion, raw, None, exc.feedback, constrained=constrained)
    if completion.finish_reason == "length":
        # Never silently accepted: a cut-off output went through the repair ladder and
        # says so; under a grammar it is cut inside a constrained value.
        parsed.repairs.append(
            "truncated: output was cut at the token limit" + (" inside the grammar" if constrained else "")
        )
        parsed.repair_level = max(parsed.repair_level or 0, 2)
        drop_cut_call(parsed, tools)
    looped = None
    if completion.looped and parsed.calls and any(r.startswith("closed") for r in parsed.repairs):
        # Cut inside its arguments where they said one piece again and again: whatever the repair
        # closed the call into (a valid order of three same items) is not what was meant; it is
        # never run, and the model is told.
        looped = parsed.calls.pop()
        parsed.repairs.append("dropped the last call: its arguments said one piece again and again")
    if tracer is not None:
        tracer.emit(
            "parse", step=number, ok=True, format=parsed.format, repair_level=parsed.repair_level,
            repairs=parsed.repairs, calls=[{"tool": c.tool, "arguments": c.arguments} for c in parsed.calls],
            final_answer=parsed.final_answer,
        )  # fmt: skip
    result = StepResult(completion, raw, parsed, constrained=constrained)
    for call in parsed.calls:
        feedback = check_call(call, tools)
        if feedback is None:
            result.valid.append(call)
        else:
            result.dropped.append(feedback)
    if looped is not None:
        result.dropped.append(f"{looped.tool}: its arguments said the same piece again and again; write the call once")
    return result


def check_call(call: ToolCall, tools: Registry) -> str | None:
    """Why `call` cannot run as written (written for the model), or None."""
    tool = tools.find(call.tool)
    try:
        if tool is None:
            raise ToolCallError(f"no tool named {call.tool!r} was offered")
        tool.validate(call.arguments)
    except ToolCallError as exc:
        return exc.feedback
    return None


def drop_cut_call(parsed: ParsedOutput, tools: Registry) -> None:
    """After calls that are whole, a last call the token limit cut off is dropped (its
    name or arguments are whatever was written when generation stopped)."""
    if len(parsed.calls) < 2:
        return
    if check_call(parsed.calls[-1], tools) is not None:
        parsed.calls.pop()
        parsed.repairs.append("dropped the last call, cut off at the token limit")


_QUESTION_MARK = "\x00localagent-question\x00"


def static_prefix(render_with: Callable[[str], str], prompt: str) -> str | None:
    """The part of `prompt` before the question (instructions, tools, earlier turns): what the
    persistent prompt cache keeps. `render_with(text)` renders the same prompt with `text` as
    the question; the prefix is what comes before it, when `prompt` starts with that."""
    rendered = render_with(_QUESTION_MARK)
    prefix = rendered[: rendered.find(_QUESTION_MARK)] if _QUESTION_MARK in rendered else ""
    return prefix if prefix and prompt.startswith(prefix) else None
