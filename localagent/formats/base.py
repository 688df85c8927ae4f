"""The contract between the loop and a format."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import IO, TYPE_CHECKING, Any, ClassVar, Protocol

from ..errors import UsageError
from ..messages import call_arguments, last_user_index, plain_turns
from ..tools.registry import Registry, Tool
from ..tools.schema import followed
from ..types import CallRecord, Completion, Message, ParsedOutput, ToolCall
from .streaming import AnswerStream, NativeStream
from .transcript import Segment, Transcript, call_summary


class Generate(Protocol):
    """Continues the transcript: `extra` text appended to the prompt, under `grammar`
    (GBNF, or None), stopping at `stop_at` (the format's own stops when None; when given,
    the completion says which of them stopped it)."""

    def __call__(
        self,
        extra: str,
        grammar: str | None,
        stop_at: Sequence[str] | None = None,
        json_schema: dict[str, Any] | None = None,
    ) -> Completion: ...


if TYPE_CHECKING:
    from ..backends.base import Backend
    from ..grammar import GrammarBuilder

JSON_ANSWER_THOUGHT = "Thought: I answer with one JSON value.\nFinal Answer:"
# What a step that only says the answer starts with, the results in hand (the agent's step after
# results that answer; complete()'s second try after an answer that only copied its prompt).
RESULTS_THOUGHT = "Thought: I know the answer\nFinal Answer:"

FORMATS: dict[str, type[Format]] = {}
CHAT_ROLES = ("system", "user", "assistant")  # the turns a plain chat shows as text


def register_format(name: str) -> Callable[[type[Format]], type[Format]]:
    def wrap(cls: type[Format]) -> type[Format]:
        cls.name = name
        FORMATS[name] = cls
        return cls

    return wrap


def get_format(name: str, **options: Any) -> Format:
    try:
        return FORMATS[name](**options)
    except KeyError:
        raise UsageError(f"unknown format {name!r}; choose from: {', '.join(FORMATS)}") from None


class Format:
    """A way for the model to ask for tools. The loop only talks to this interface."""

    name: ClassVar[str] = ""
    # Text the assistant turn starts with, so the model continues in the format.
    prefill: str = ""
    # Where generation stops so the model cannot write tool results itself.
    stop: Sequence[str] = ()
    # Whether the model's special tokens come back as text ([TOOL_CALLS], <|python_tag|>).
    special_tokens: bool = False
    # Constrained by a JSON schema of the calls instead of a grammar (an engine without GBNF).
    schema_constrained: bool = False
    # The label after which the model writes its answer, where the format has one: generation
    # stops once the answer after it has ended (agent/answer.py).
    answer_label: str | None = None

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict

    def system_prompt(self, tools: Registry) -> str:
        raise NotImplementedError

    def call_id(self, step: int, index: int) -> str:
        """The id of a call the model wrote without one."""
        return f"call_{step}_{index}"

    def new_transcript(self, backend: Backend, messages: Sequence[Message], tools: Registry) -> Transcript:
        """The transcript of one session: the messages rendered by the backend's chat layout,
        then the assistant's scratchpad in this format."""
        return Transcript(backend.render_chat(messages), self)

    def chat_prompt(self, backend: Backend, messages: Sequence[dict[str, Any]]) -> str:
        """A plain chat's prompt: OpenAI-shaped `messages` through the model's own chat template,
        and nothing of this format (no instructions, tool list, example or scaffold). A
        conversation without tools is this: complete() and serve with no tools offered, the
        agent's answer to a question no tool fits. Here the backend's chat layout, which takes
        text turns: the client's system messages where it put them, tool results as user turns."""
        return backend.render_chat(plain_turns(messages, CHAT_ROLES))

    def chat_reply(self, text: str) -> tuple[str, str | None]:
        """What a plain chat's output says: (its answer's text, its reasoning, or None)."""
        return text, None

    @property
    def chat_answer_label(self) -> str:
        """What a plain chat's answer follows in its output: "" (all of it is the answer)."""
        return ""

    def chat_stream(self, out: IO[str]) -> Callable[[str], Any]:
        """What passes a plain chat's answer to `out` as it is generated: all of its text."""
        return out.write

    def messages_transcript(self, backend: Backend, messages: Sequence[dict[str, Any]], tools: Registry) -> Transcript:
        """A transcript for OpenAI-shaped `messages` (complete(), serve): the turns up to the last
        user message as chat, the assistant's calls and the results since then as this format's
        scratchpad."""
        last_user = last_user_index(messages)
        head, tail = messages[: last_user + 1], messages[last_user + 1 :]
        system = [m["content"] for m in head if m["role"] == "system"]
        chat = [Message("system", "\n\n".join([self.system_prompt(tools), *system])), *plain_turns(head)]
        transcript = Transcript(backend.render_chat(chat), self)
        results = {m["tool_call_id"]: m for m in tail if m["role"] == "tool"}
        for m in tail:
            if m["role"] != "assistant":
                continue
            calls = [ToolCall(c["function"]["name"], call_arguments(c), c["id"]) for c in m.get("tool_calls", [])]
            records = [
                CallRecord(c.id, c.tool, c.arguments, True, results.get(c.id, {}).get("content", "")) for c in calls
            ]
            text = (m.get("content") or "") + (self.calls_text(calls) if calls else "")
            transcript.add(Segment(text, records=records))
        return transcript

    def reply_content(self, parsed: ParsedOutput) -> str:
        """The text of an assistant message (complete()) for a parsed output: the answer."""
        return parsed.final_answer or ""

    def json_answer_start(self, prompt: str) -> tuple[str, list[str]]:
        """(text to continue the prompt with, stop sequences) for an answer that must be JSON."""
        return self.answer_start(JSON_ANSWER_THOUGHT, prompt)

    def answer_stream(self, out: IO[str], terminal: bool = True) -> AnswerStream | NativeStream:
        """What shows the answer in this format's output as it is generated, written to `out`
        (`chat` prints it, `serve` streams it): the text after `Final Answer:` for ReAct."""
        return AnswerStream(out, labelled=self.name == "react")

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        raise NotImplementedError

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        """What is appended after the model's step: the results, then the next prefill."""
        raise NotImplementedError

    def error_text(self, feedback: str) -> str:
        """What is appended after an output that could not be used."""
        raise NotImplementedError

    def calls_text(self, calls: Sequence[ToolCall]) -> str:
        """Calls written as the model would write them in this format (after the prefill):
        stands in the transcript for a step whose calls the policies put together (policies/)."""
        items = [{"tool": c.tool, "arguments": c.arguments} for c in calls]
        return json.dumps(items[0] if len(items) == 1 else items, ensure_ascii=False)

    def summary_text(self, records: Sequence[CallRecord], error: str | None) -> str:
        """One line standing for an old step when the context runs short."""

        what = "; ".join(call_summary(r) for r in records) if records else f"unusable output ({error or 'no call'})"
        return f" [earlier step, summarised: {what}]\n{self.prefill}"

    def answer_start(self, thought: str, prompt: str) -> tuple[str, list[str]]:
        """(text to continue the prompt with, stop sequences) for an answer with tools out of
        reach: here, `thought` ending in "Final Answer:", stopping at "Action:"."""
        continues = bool(self.prefill) and prompt.endswith(self.prefill)
        extra = thought.removeprefix(self.prefill) if continues else "\n" + thought
        return extra, [*self.stop, "Action:", "\nThought:"]

    def answer_text(self, text: str) -> str:
        """The answer in what `answer_start` made the model write."""
        return text

    def grammar(self, builder: GrammarBuilder) -> str:
        """GBNF that constrains one step of this format to valid calls or an answer."""
        raise NotImplementedError

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        """One constrained step. `generate(extra_prompt_text, grammar)` continues the
        transcript; formats that can fix part of the output themselves override this."""
        return generate("", self.grammar(builder))


class ResultLinesFormat(Format):
    """A format whose tool results come back as `Result: ...` lines (markers, JSON calls)."""

    stop = ("Result:", "Observation:")

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        if len(records) == 1:
            return f"Result: {records[0].observation}\n"
        return "".join(f"Result of {label}: {r.observation}\n" for label, r in zip(call_labels(records), records))

    def error_text(self, feedback: str) -> str:
        return f"Result: {feedback}\n"


def call_labels(records: Sequence[CallRecord]) -> list[str]:
    """How each result of a step is named: the tool, and its arguments when the step called
    one tool more than once (one call per item the question listed), so the model can
    tell the results apart."""
    names = [r.tool for r in records]
    return [
        r.tool if names.count(r.tool) == 1 else f"{r.tool} {json.dumps(r.arguments, ensure_ascii=False)}"
        for r in records
    ]


def describe_tool(tool: Tool) -> str:
    """One compact line per tool, then one line per argument: small models read this best."""
    lines = [f"- {tool.name}: {tool.description}".rstrip()]
    required = set(tool.required)
    for name, prop in tool.properties.items():
        try:  # a nested model's `$ref` read as what it refers to ("order (object ...)", not "any")
            prop = followed(tool.parameters, prop)
        except ValueError:
            pass
        kind = prop.get("type", "any") if isinstance(prop, dict) else "any"
        if isinstance(kind, list):
            kind = " or ".join(kind)
        bits = [kind if isinstance(kind, str) else "any", "required" if name in required else "optional"]
        if isinstance(prop, dict) and "enum" in prop:
            bits.append("one of " + ", ".join(json.dumps(v, ensure_ascii=False) for v in prop["enum"]))
        desc = prop.get("description", "") if isinstance(prop, dict) else ""
        lines.append(f"    {name} ({', '.join(bits)}){': ' + desc if desc else ''}")
    return "\n".join(lines)


def describe_tools(tools: Registry) -> str:
    return "\n".join(describe_tool(t) for t in tools) or "(no tools)"
