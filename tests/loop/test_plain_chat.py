"""complete() with no tools is the model's own chat, and every answer ends where the agent's do.

A request without tools (none given, an empty list, or tool_choice "none") is rendered with the
model's chat template and the client's system message: nothing of the tool formats reaches the
model, in every mode. An answer is cut by the agent's end-of-answer rules (formats/answer_end.py),
and `finish_reason` says why it ended. tests/integration/test_serve_plain_chat.py holds the same
through `serve`.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import pytest

from localagent import AgentConfig, Completer, complete
from localagent.backends.scripted import ScriptedBackend
from localagent.chat_template import ChatTemplate
from localagent.prompts import load_prompt
from localagent.settings import MODES
from localagent.types import Completion, Message
from tests.support.native_cases import template_source

# SmolLM2's ChatML template (its default system prompt when the client sends none): it lists no
# tools, so `auto` runs ReAct on it; Qwen 2.5's knows tools, so `auto` runs native on it.
CHATML = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\\n' }}"
    "{% endif %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
QWEN = template_source("Qwen-Qwen2.5-7B-Instruct.jinja")
TEMPLATES = {"chatml": CHATML, "qwen": QWEN}

CALCULATOR = {
    "type": "function",
    "function": {
        "name": "multiply",
        "description": "Multiply two numbers.",
        "parameters": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
        },
    },
}
# What the tool formats put in a prompt: none of it may reach a plain chat.
FORMAT_TEXT = [
    "Action:", "Action Input:", "Final Answer:", "Thought:", "Observation:", "12 * 7", "calculator",
    "multiply", "final_answer", "[[", "<tools>", "tool_call", load_prompt("native").strip()[:40],
]  # fmt: skip


class TemplateBackend(ScriptedBackend):
    """The scripted backend with a model's chat template (rendered as the in-process model
    renders it), taking grammars so that every mode runs; a grammar it is given is recorded."""

    supports_grammar = True

    def __init__(self, outputs: Sequence[str], template: str) -> None:
        super().__init__(outputs, chat_template=template)
        self.template = ChatTemplate(template, eos_token="<|im_end|>", name="test")
        self.grammars: list[str | None] = []

    def render_chat(self, messages: Sequence[Message]) -> str:
        return self.template.render([{"role": m.role, "content": m.content} for m in messages])

    def generate(self, prompt: str, **kwargs: Any) -> Completion:  # type: ignore[override]
        self.grammars.append(kwargs.pop("grammar", None))
        return super().generate(prompt, **kwargs)


def rendered(template: str, messages: list[dict[str, str]]) -> str:
    return ChatTemplate(template, eos_token="<|im_end|>", name="test").render(messages)


NO_TOOLS: dict[str, dict[str, Any]] = {
    "absent": {},
    "empty": {"tools": []},
    "tool_choice none": {"tools": [CALCULATOR], "tool_choice": "none"},
}
CHATS = {
    "hello": [{"role": "user", "content": "Hello!"}],
    "system": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Convert 5 km to miles"}],
}


@pytest.mark.parametrize("template", sorted(TEMPLATES))
@pytest.mark.parametrize("request_", sorted(NO_TOOLS))
@pytest.mark.parametrize("mode", MODES)
def test_a_request_without_tools_is_the_models_own_chat(mode: str, request_: str, template: str) -> None:
    for messages in CHATS.values():
        backend = TemplateBackend(["Hello! How can I help you today?"], TEMPLATES[template])
        reply = Completer(backend, AgentConfig(mode=mode)).reply(messages, **NO_TOOLS[request_])
        (prompt,) = backend.prompts
        assert prompt == rendered(TEMPLATES[template], messages)
        assert not [text for text in FORMAT_TEXT if text in prompt]
        assert backend.grammars == [None]
        assert reply.message == {"role": "assistant", "content": "Hello! How can I help you today?"}
        assert reply.finish_reason == "stop"


def test_complete_answers_hello_as_a_chat() -> None:
    backend = TemplateBackend(["Hello! How can I help you today?"], CHATML)
    message = complete([{"role": "user", "content": "Hello!"}], None, backend=backend)
    assert message == {"role": "assistant", "content": "Hello! How can I help you today?"}
    assert backend.prompts == [rendered(CHATML, [{"role": "user", "content": "Hello!"}])]


def test_the_agent_answers_a_question_no_tool_fits_with_the_same_rendering() -> None:
    from localagent import Agent
    from localagent.tools.builtin import builtin_registry

    backend = TemplateBackend(["Good morning!"], CHATML)
    result = Agent(backend, builtin_registry().select(["calculator"]), AgentConfig()).run("Good morning!")
    assert backend.prompts == [rendered(CHATML, [{"role": "user", "content": "Good morning!"}])]
    assert result.answer == "Good morning!"  # a greeting said back is the answer


def test_a_model_that_reasons_has_its_reasoning_apart_and_its_answer_ended_after_it() -> None:
    qwen3 = template_source("Qwen-Qwen3-0.6B.jinja")
    said = "<think>\nThe user greets me.\n\nI greet back.\n</think>\n\nHello! How can I help?\n\nHello!"
    backend = TemplateBackend([said], qwen3)
    shown = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="native")).reply([{"role": "user", "content": "Hello!"}], out=shown)
    assert backend.prompts == [rendered(qwen3, [{"role": "user", "content": "Hello!"}])]
    assert reply.message == {
        "role": "assistant",
        "content": "Hello! How can I help?",  # not cut at the blank line inside the reasoning
        "reasoning_content": "The user greets me.\n\nI greet back.",
    }
    assert shown.getvalue() == "Hello! How can I help?"


# --- where an answer ends, on every path --------------------------------------------------

SYSTEM = "You are a helpful assistant. Use the tools you have."
AFTER_RESULT = [
    {"role": "system", "content": SYSTEM},
    {"role": "user", "content": "What is 17 * 23?"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "multiply", "arguments": '{"a": 17, "b": 23}'}}
    ]},
    {"role": "tool", "tool_call_id": "call_1", "content": "391"},
]  # fmt: skip
# What each mode's model wrote after the result: the answer, then the client's instructions; and
# what is streamed of it as it is generated (a format whose answer is known only when the output is
# read, unlabelled or inside JSON, has it sent whole at the end).
GOES_ON = {
    "react": (" I know the answer.\nFinal Answer: 391\n\n" + SYSTEM, "391"),
    "react unlabelled": ("391\n\n" + SYSTEM, ""),
    "react, no blank line": (" I know.\nFinal Answer: 391\n" + SYSTEM, "391"),
    "marker": ("391\n\n" + SYSTEM, ""),
    "json": ('{"final_answer": "391\\n\\n' + SYSTEM + '"}', ""),
    "native": ("391\n\n" + SYSTEM, "391"),
    "native, other words": ("391\n\nYou can use the multiply tool to calculate 17 * 23.", "391"),
    "auto on qwen": ("391\n\n" + SYSTEM, "391"),  # native under its lazy grammar: free text up to a call
}


@pytest.mark.parametrize("case", sorted(GOES_ON))
def test_after_a_tool_result_the_answer_ends_before_the_clients_instructions(case: str) -> None:
    mode = case.split(maxsplit=1)[0].rstrip(",")
    written, streamed = GOES_ON[case]
    backend = TemplateBackend([written], QWEN if mode == "native" or "qwen" in case else CHATML)
    shown = io.StringIO()
    # Grounding off: a tiny model's answer after results is otherwise sent whole, once checked
    # (test_endpoint_policies.py), and this is about where a streamed answer ends.
    completer = Completer(backend, AgentConfig(mode=mode, ground=False))
    assert completer.mode.label == ("native+grammar" if mode == "auto" else completer.mode.label)
    reply = completer.reply(AFTER_RESULT, [CALCULATOR], out=shown)
    assert reply.message["content"] == "391"
    assert reply.finish_reason == "stop"
    assert shown.getvalue() == streamed


@pytest.mark.parametrize("streamed", [False, True])
def test_after_a_tool_result_an_answer_that_gives_back_the_scaffold_is_asked_again(streamed: bool) -> None:
    """ReAct writes the client's call as "Thought: I use a tool.\nAction: ..."; SmolLM2 gave the
    thought back as its answer ("I use a tool.", 3 of 12 tool-result turns): that says nothing,
    and the model is asked once more, for the answer only, which is what is sent and streamed."""
    copied = " I use a tool.\nFinal Answer: I use a tool.\n\nThis"
    backend = TemplateBackend([copied, " 391"], CHATML)
    shown = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="react", ground=False)).reply(  # streamed as generated
        AFTER_RESULT, [CALCULATOR], out=shown if streamed else None
    )
    assert reply.message["content"] == "391" and reply.finish_reason == "stop"
    assert backend.prompts[1].endswith("Observation: 391\nThought: I know the answer\nFinal Answer:")
    assert shown.getvalue() == ("391" if streamed else "")


def test_a_plain_chat_streams_the_same_text_it_answers() -> None:
    said = "Hello! How can I help you today?\n\nYou are a helpful assistant. Use the tools you have."
    backend = TemplateBackend([said], CHATML)
    shown = io.StringIO()
    reply = Completer(backend, AgentConfig()).reply([{"role": "user", "content": "Hello!"}], out=shown)
    assert reply.message["content"] == shown.getvalue() == "Hello! How can I help you today?"


@pytest.mark.parametrize(
    "written, max_tokens, content, finish",
    [
        ("Hello there, friend of mine, how are you", 4, "Hello there,", "length"),  # the limit cut the answer
        ("Hello!\n\nYou are a helpful assistant and more words", 6, "Hello!", "stop"),  # it had ended
        ("Hello!", 50, "Hello!", "stop"),
    ],
)
def test_the_finish_reason_says_why_the_answer_ended(written: str, max_tokens: int, content: str, finish: str) -> None:
    backend = TemplateBackend([written], CHATML)
    reply = Completer(backend, AgentConfig()).reply([{"role": "user", "content": "Hi"}], max_tokens=max_tokens)
    assert (reply.message["content"], reply.finish_reason) == (content, finish)


def test_a_call_the_token_limit_cut_ends_the_reply_at_the_limit() -> None:
    """The call is left out (it would not validate) and said in `dropped`; the reply says why it
    has no call: the limit."""
    calc = {
        "type": "function",
        "function": {
            "name": "calculator",
            "description": "Calculate.",
            "parameters": {
                "type": "object",
                "properties": {"expression": {"type": "string"}},
                "required": ["expression"],
            },
        },
    }
    # Ten pseudo-tokens reach the arguments' brace; the limit of 14 cuts inside the argument's name.
    cut = ' Action: calculator\nAction Input: {"expressionexpressionexpression": "17 * 23"}'
    reply = Completer(ScriptedBackend([cut]), AgentConfig(mode="react")).reply(
        [{"role": "user", "content": "What is 17 * 23?"}], [calc], max_tokens=14
    )
    assert reply.finish_reason == "length" and not reply.message.get("tool_calls") and reply.dropped
