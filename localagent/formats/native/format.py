"""NativeFormat: the loop's Format over the model's own chat template and tool-call family.

The conversation is kept as OpenAI-shaped messages and rendered through the template at every
step (tools as the template lists them, past calls as assistant `tool_calls`, results as role
`tool`), so the model sees exactly the syntax it was trained on. What a template cannot show is
written as text, as llama.cpp does: tools it does not list go into the system prompt, calls it
does not render become their text in the family's syntax, results it has no role for become a
user message, and a system message it refuses is put in front of the first user message.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from ...chat_template import ChatTemplate, TemplateError
from ...errors import ParseError
from ...messages import assistant_message, tool_message
from ...prompts import load_prompt
from ...text import drop_tail
from ...tools.registry import Registry
from ...types import REPEATED, CallRecord, Completion, Message, ParsedOutput, ToolCall, call_key
from ..base import Format, Generate, describe_tools, register_format
from ..streaming import AnswerStream, NativeStream
from ..transcript import Segment, Transcript, call_summary
from .base import Family, detect_family, split_reasoning
from .grammar import CallGrammar

if TYPE_CHECKING:
    from ...backends.base import Backend
    from ...grammar import GrammarBuilder

# End-of-turn texts a model may write as text instead of its end-of-generation token.
_TURN_ENDS = (
    "<|im_end|>", "<|eot_id|>", "<|eom_id|>", "<|end|>", "<end_of_turn>", "<turn|>", "<|END_OF_TURN_TOKEN|>",
    "<｜end▁of▁sentence｜>", "<|end_of_text|>", "<|endoftext|>", "<|end_of_role|>",
)  # fmt: skip
EMPTY_OUTPUT = "Your reply was empty. Call a tool, or answer the question in plain text."


@register_format("native")
class NativeFormat(Format):
    prefill = ""

    def __init__(
        self,
        strict: bool = False,
        *,
        template: ChatTemplate | None = None,
        family: Family | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(strict)
        self.template = template
        self.family = family or detect_family(template.source if template else None)
        self.options = dict(options or {})
        self.caps = template.caps if template is not None else None
        ends = [e for e in _TURN_ENDS if template is not None and e in template.source]
        if template is not None and template.eos_token and template.eos_token not in ends:
            ends.append(template.eos_token)
        self.stop = tuple(ends)
        self.in_reasoning = self._prompt_opens_reasoning()

    def _prompt_opens_reasoning(self) -> bool:
        """Whether the generation prompt ends inside an open reasoning block (DeepSeek R1
        distills, Qwen 3.5 with thinking on): the output then starts with reasoning."""
        tags = self.family.think
        if self.template is None or tags is None:
            return False
        try:
            prompt = self.template.render([{"role": "user", "content": "x"}], options=self.options)
        except TemplateError:
            return False
        opened = prompt.rfind(tags[0])
        return opened != -1 and prompt.rfind(tags[1]) < opened and not prompt[opened + len(tags[0]) :].strip()

    # --- what the model is shown ----------------------------------------------------------

    @property
    def lists_tools(self) -> bool:
        """The template shows tool definitions itself."""
        return self.caps is not None and self.caps.supports_tools

    @property
    def knows_tools(self) -> bool:
        """The template lists tools and has a call syntax of its own: a model trained to call
        tools in it (NativeSetup.knows_tools; SmolLM2's ChatML lists none)."""
        return self.lists_tools and self.family.name != "generic"

    @property
    def shows_tool_results(self) -> bool:
        """The template has a role for tool results, and a model trained on it: a template
        that only prints the role name (plain ChatML) gets the results as a user message."""
        return self.caps is not None and self.caps.supports_tool_responses and self.family.name != "generic"

    def system_prompt(self, tools: Registry) -> str:
        if self.lists_tools:
            return load_prompt("native")
        return load_prompt("native_generic").format(tools=describe_tools(tools))

    def render(self, messages: Sequence[Mapping[str, Any]], tools: Registry | None) -> str:
        """The prompt for OpenAI-shaped `messages`, ending where the assistant's turn starts."""
        prepared = self.prepare(messages)
        if self.template is None:
            from ...backends.base import render_plain_chat

            return render_plain_chat([Message(m["role"], m.get("content") or "") for m in prepared])
        definitions = tools.definitions() if tools is not None and len(tools) and self.lists_tools else None
        return self.template.render(prepared, tools=definitions, options=self.options)

    def prepare(self, messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        """Messages reshaped to what the template can render."""
        caps = self.caps
        out: list[dict[str, Any]] = []
        pending_results: list[str] = []

        def flush_results() -> None:
            if pending_results:
                text = load_prompt("native_results").format(results="\n".join(pending_results))
                out.append({"role": "user", "content": text})
                pending_results.clear()

        for m in messages:
            m = dict(m)
            if m["role"] == "tool" and not self.shows_tool_results:
                result = {"tool_response": {"tool": m.get("name", ""), "content": m.get("content", "")}}
                pending_results.append(json.dumps(result, ensure_ascii=False))
                continue
            flush_results()
            if m["role"] == "assistant":
                m = self._assistant(m)
            out.append(m)
        flush_results()
        if out and out[0]["role"] == "system" and not (caps and caps.supports_system_role):
            system = out.pop(0)["content"] or ""
            first_user = next((m for m in out if m["role"] == "user"), None)
            if first_user is not None:
                first_user["content"] = f"{system}\n\n{first_user['content']}"
            else:
                out.insert(0, {"role": "user", "content": system})
        return out

    def _assistant(self, m: dict[str, Any]) -> dict[str, Any]:
        caps = self.caps
        calls = m.get("tool_calls") or []
        if calls and not (caps and caps.supports_tool_calls):
            text = self.family.render_calls([_tool_call(c) for c in calls])
            m = {"role": "assistant", "content": ((m.get("content") or "") + "\n" + text).lstrip("\n")}
            return m
        if calls and caps and caps.requires_object_arguments:
            m["tool_calls"] = [
                {**c, "function": {**c["function"], "arguments": _tool_call(c).arguments}} for c in calls
            ]
        if m.get("content") is None and (caps is None or caps.requires_non_null_content):
            m["content"] = ""
        return m

    def chat_prompt(self, backend: Backend, messages: Sequence[dict[str, Any]]) -> str:
        """Through the template this format renders with (the one --chat-template names, with its
        --template-option values) and no tools: past calls and results as it shows them."""
        if self.template is None:
            return super().chat_prompt(backend, messages)
        return self.render(messages, None)

    def chat_reply(self, text: str) -> tuple[str, str | None]:
        """The reasoning of a model that reasons (its family's tags) split from the answer."""
        reasoning, body = split_reasoning(text, self.family.think, self.in_reasoning)
        return body, reasoning

    @property
    def chat_answer_label(self) -> str:
        """After the reasoning, for a family that reasons: a blank line inside it ends nothing."""
        return self.family.think[1] if self.family.think else ""

    def chat_stream(self, out: IO[str]) -> Callable[[str], Any]:
        return self.answer_stream(out, terminal=False) if self.family.think else out.write

    def new_transcript(self, backend: Backend, messages: Sequence[Message], tools: Registry) -> Transcript:
        return MessageTranscript(self, [{"role": m.role, "content": m.content} for m in messages], tools)

    def messages_transcript(self, backend: Backend, messages: Sequence[dict[str, Any]], tools: Registry) -> Transcript:
        """OpenAI-shaped messages as they are, rendered through the template (tool results
        matched to their calls by id); tools it cannot list go into the system message."""
        head = [dict(m) for m in messages]
        if len(tools) and not self.lists_tools:
            head = _with_system(head, self.system_prompt(tools))
        return MessageTranscript(self, head, tools)

    def reply_content(self, parsed: ParsedOutput) -> str:
        return parsed.content

    def json_answer_start(self, prompt: str) -> tuple[str, list[str]]:
        return "", list(self.stop)

    def answer_stream(self, out: IO[str], terminal: bool = True) -> AnswerStream | NativeStream:
        if self.family.trigger:
            return NativeStream(out, self.family, terminal)
        return AnswerStream(out, labelled=False)

    # --- what the model writes ------------------------------------------------------------

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        parsed = self.family.parse(text, tools, self.in_reasoning)
        if not parsed.calls and not parsed.content.strip():
            raise ParseError(EMPTY_OUTPUT)
        # A small model looping on one call writes it again and again: it is one call.
        unique = list({call_key(c): c for c in reversed(parsed.calls)}.values())[::-1]
        if len(unique) < len(parsed.calls):
            parsed.repairs.append(f"dropped {len(parsed.calls) - len(unique)} repeats of a call in the same output")
            parsed.calls = unique
        return parsed

    def answer_start(self, thought: str, prompt: str) -> tuple[str, list[str]]:
        """The assistant's turn as an answer: the family's answer opening (the generic JSON's
        `{"response": "`), stopping where a call would begin."""
        opening = self.family.answer_opening
        stops = [*self.stop, *([self.family.trigger] if self.family.trigger else []), *self.family.answer_closing]
        return opening, stops

    def answer_text(self, text: str) -> str:
        return self.family.answer_text(text)

    def call_id(self, step: int, index: int) -> str:
        return self.family.new_id(step, index)

    def calls_text(self, calls: Sequence[ToolCall]) -> str:
        return self.family.render_calls(calls)

    def grammar(self, builder: GrammarBuilder) -> str:
        g = CallGrammar(builder)
        root = self.family.grammar(g)
        if self.family.answer_rule and not builder.require_call:
            root = f"( {root} ) | {self.family.answer_rule}"
        return g.compose(root)

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        """Lazy, as llama.cpp's grammars for tool calls: free text (the reasoning, a preamble,
        or the answer) until the family's trigger, then only well-formed calls to the offered
        tools. A required call starts at the trigger; a family without one is constrained
        from the start."""
        grammar = self.grammar(builder)
        trigger = self.family.trigger
        if not trigger or builder.require_call:
            return generate("", grammar)
        free = generate("", None, [*self.stop, trigger])
        if free.stop_sequence != trigger:
            return free
        calls = generate(free.text, grammar)
        return Completion(
            text=free.text + calls.text,
            prompt_tokens=free.prompt_tokens + calls.prompt_tokens,
            completion_tokens=free.completion_tokens + calls.completion_tokens,
            finish_reason=calls.finish_reason,
            looped=calls.looped,
            prompt_tokens_evaluated=(
                None
                if free.prompt_tokens_evaluated is None or calls.prompt_tokens_evaluated is None
                else free.prompt_tokens_evaluated + calls.prompt_tokens_evaluated
            ),
        )

    # Text transcripts only: the messages transcript renders its own feedback.
    def observation_text(self, records: Sequence[CallRecord]) -> str:
        return "\n".join(r.observation for r in records)

    def error_text(self, feedback: str) -> str:
        return feedback


def _with_system(messages: list[dict[str, Any]], text: str) -> list[dict[str, Any]]:
    if messages and messages[0]["role"] == "system":
        return [{**messages[0], "content": f"{text}\n\n{messages[0]['content']}"}, *messages[1:]]
    return [{"role": "system", "content": text}, *messages]


def _tool_call(call: Mapping[str, Any]) -> ToolCall:
    from ...messages import call_arguments

    return ToolCall(call["function"]["name"], call_arguments(dict(call)), str(call.get("id", "")))


class MessageTranscript(Transcript):
    """The conversation as messages: the head (system, history, question) and one assistant
    message plus its tool results per step, rendered through the template on every prompt."""

    def __init__(self, fmt: NativeFormat, head: list[dict[str, Any]], tools: Registry) -> None:
        super().__init__("", fmt)
        self.native, self.head_messages, self.tools = fmt, head, tools

    def messages(self) -> list[dict[str, Any]]:
        out = list(self.head_messages)
        for segment in self.segments:
            if self.for_answer and segment.records and all(r.error == REPEATED for r in segment.records):
                continue  # a refused repeat: the model would copy the refusal into its answer
            out.extend(self._segment_messages(segment))
        return out

    def prompt(self, extra: str = "") -> str:
        return self.native.render(self.messages(), self.tools) + extra

    def _segment_messages(self, s: Segment) -> list[dict[str, Any]]:
        if s.error is not None:
            return [{"role": "assistant", "content": s.model_text}, {"role": "user", "content": s.error}]
        if s.compression >= 2:
            what = "; ".join(call_summary(r) for r in s.records)
            return [{"role": "assistant", "content": f"[earlier step, summarised: {what}]"}]
        calls = [ToolCall(r.tool, r.arguments, r.id) for r in s.records]
        out = [assistant_message(s.content or None, calls)]
        for i, r in enumerate(s.records):
            text = r.observation if s.compression == 0 else drop_tail(r.observation, 160)
            if s.note and i == len(s.records) - 1:
                text += "\n" + s.note
            out.append(tool_message(r.id, r.tool, text))
        return out
