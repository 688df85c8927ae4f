"""The agent in --mode native on the scripted backend: the model's own template renders the
conversation (calls as assistant tool_calls, results as role tool matched by id), its family
parses the output, and what the template cannot show is written as text."""

from __future__ import annotations

import json

import pytest

from localagent import Agent, AgentConfig, Completer, complete
from localagent.backends.scripted import ScriptedBackend
from localagent.errors import UsageError
from localagent.tools.builtin import builtin_registry
from tests.support.native_cases import template_source
from tests.support.tool_definitions import WEATHER

QWEN = template_source("Qwen-Qwen2.5-7B-Instruct.jinja")
QWEN3 = template_source("Qwen-Qwen3-0.6B.jinja")
NEMO = template_source("mistralai-Mistral-Nemo-Instruct-2407.jinja")
CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
QWEN_CALL = '<tool_call>\n{"name": "calculator", "arguments": {"expression": "17 * 23"}}\n</tool_call>'


def agent(outputs: list[str], template: str | None, **config: object) -> tuple[Agent, ScriptedBackend]:
    backend = ScriptedBackend(outputs, chat_template=template)
    config.setdefault("decline", False)
    config.setdefault("arithmetic", False)  # the model writes its calls in its own syntax here
    return Agent(backend, builtin_registry(), AgentConfig(**config)), backend  # type: ignore[arg-type]


def test_a_call_in_the_models_own_syntax_then_the_answer() -> None:
    a, backend = agent([QWEN_CALL, "17 * 23 is 391."], QWEN, mode="native")
    result = a.run("What is 17 * 23?")
    assert (result.stop_reason, result.answer, result.mode) == ("final_answer", "17 * 23 is 391.", "native")
    assert [(c.tool, c.arguments, c.observation) for c in result.steps[0].calls] == [
        ("calculator", {"expression": "17 * 23"}, "391")
    ]
    first, second = backend.prompts
    # The tools as the template lists them, the call re-rendered, the result as a tool turn.
    assert "<tools>" in first and '"name": "calculator"' in first
    assert second.startswith(first)
    assert second.endswith(
        QWEN_CALL
        + "<|im_end|>\n<|im_start|>user\n<tool_response>\n391\n</tool_response><|im_end|>\n<|im_start|>assistant\n"
    )


def test_auto_picks_native_when_the_template_knows_tools_and_react_otherwise() -> None:
    assert agent([], QWEN)[0].mode.format == "native"
    assert agent([], CHATML)[0].mode.format == "react"
    assert agent([], None)[0].mode.format == "react"


def test_reasoning_is_split_out_and_never_parsed_for_calls() -> None:
    thinking = "<think>I could write <tool_call> here, but no.</think>It is 391."
    a, _ = agent([thinking], QWEN3, mode="native", template_options={"enable_thinking": True})
    result = a.run("What is 17 * 23?")
    assert result.answer == "It is 391."
    assert result.steps[0].reasoning == "I could write <tool_call> here, but no."
    assert result.to_json()["steps"][0]["reasoning"] == "I could write <tool_call> here, but no."


def test_mistral_gets_nine_character_ids_and_results_matched_by_id() -> None:
    call = '[TOOL_CALLS][{"name": "calculator", "arguments": {"expression": "17 * 23"}}]'
    a, backend = agent([call, "391"], NEMO, mode="native")
    result = a.run("What is 17 * 23?")
    assert result.answer == "391"
    second = backend.prompts[1]
    ids = [c["id"] for c in json.loads(second.split("[TOOL_CALLS]")[1].split("</s>")[0])]
    assert len(ids) == 1 and len(ids[0]) == 9 and ids[0].isalnum()
    assert f'"call_id": "{ids[0]}"' in second


def test_a_template_that_knows_no_tools_gets_them_in_the_system_prompt_and_results_as_text() -> None:
    call = '{"tool_call": {"name": "calculator", "arguments": {"expression": "17 * 23"}}}'
    a, backend = agent([call, '{"response": "It is 391."}'], CHATML, mode="native")
    result = a.run("What is 17 * 23?")
    assert result.answer == "It is 391."
    first, second = backend.prompts
    assert "- calculator:" in first and '{"tool_call":' in first
    assert '<|im_start|>user\nTool results:\n{"tool_response": {"tool": "calculator", "content": "391"}}' in second


def test_an_empty_output_goes_back_to_the_model() -> None:
    a, backend = agent(["", "391"], QWEN, mode="native")
    result = a.run("What is 17 * 23?")
    assert result.steps[0].error and "empty" in result.steps[0].error
    assert result.answer == "391"


def test_a_chat_template_file_and_a_tool_format_override(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "t.jinja"
    path.write_text(QWEN)
    a, _ = agent([], None, mode="native", chat_template=str(path))
    assert a.format.family.name == "hermes"  # type: ignore[attr-defined]
    b, _ = agent([], None, mode="native", chat_template=str(path), tool_format="lfm2")
    assert b.format.family.name == "lfm2"  # type: ignore[attr-defined]
    with pytest.raises(UsageError, match="unknown tool-call family"):
        agent([], QWEN, mode="native", tool_format="nope")


# --- complete(): one OpenAI-shaped assistant message -------------------------------------

USER = [{"role": "user", "content": "Weather in Paris?"}]


@pytest.mark.parametrize(
    "mode, template, output",
    [
        ("native", QWEN, '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'),
        ("native", CHATML, '{"tool_call": {"name": "get_weather", "arguments": {"city": "Paris"}}}'),
        ("react", None, 'Thought: look it up\nAction: get_weather\nAction Input: {"city": "Paris"}'),
        ("marker", None, 'Let me check. [[get_weather(city="Paris")]]'),
        ("json", None, '{"tool": "get_weather", "arguments": {"city": "Paris"}}'),
    ],
)
def test_complete_returns_a_tool_call_with_an_id_and_json_text_arguments(
    mode: str, template: str | None, output: str
) -> None:
    backend = ScriptedBackend([output.removeprefix("Thought:") if mode == "react" else output], chat_template=template)
    message = complete(USER, [WEATHER], backend=backend, config=AgentConfig(mode=mode))
    assert message["role"] == "assistant"
    (call,) = message["tool_calls"]
    assert call["type"] == "function" and call["id"]
    assert call["function"] == {"name": "get_weather", "arguments": '{"city": "Paris"}'}


WEATHER_CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'


def test_complete_sends_the_result_back_by_id_and_returns_the_answer() -> None:
    backend = ScriptedBackend([WEATHER_CALL, "Sunny, 21 C."], chat_template=QWEN)
    completer = Completer(backend, AgentConfig(mode="native"))
    first = completer.reply(USER, [WEATHER])
    assert first.finish_reason == "tool_calls"
    call_id = first.message["tool_calls"][0]["id"]
    history = [*USER, first.message, {"role": "tool", "tool_call_id": call_id, "content": "sunny, 21 C"}]
    second = completer.reply(history, [WEATHER])
    assert second.message == {"role": "assistant", "content": "Sunny, 21 C."}
    assert second.finish_reason == "stop"
    assert "<tool_response>\nsunny, 21 C\n</tool_response>" in backend.prompts[1]


def test_react_history_is_written_as_the_scratchpad() -> None:
    backend = ScriptedBackend([" I know it.\nFinal Answer: Sunny."])
    call = {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    history = [
        *USER,
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"},
    ]
    message = complete(history, [WEATHER], backend=backend, config=AgentConfig(mode="react"))
    assert message == {"role": "assistant", "content": "Sunny."}
    assert backend.prompts[0].endswith(
        'Action: get_weather\nAction Input: {"city": "Paris"}\nObservation: sunny\nThought:'
    )


def test_tool_choice_none_offers_no_tools_and_returns_no_call() -> None:
    backend = ScriptedBackend([QWEN_CALL.replace("calculator", "get_weather")], chat_template=QWEN)
    message = complete(USER, [WEATHER], backend=backend, tool_choice="none", config=AgentConfig(mode="native"))
    assert "tool_calls" not in message
    assert "<tools>" not in backend.prompts[0]


def test_parallel_tool_calls_false_keeps_one_call() -> None:
    two = QWEN_CALL.replace("calculator", "get_weather").replace('"expression": "17 * 23"', '"city": "Paris"')
    two = two + "\n" + two.replace("Paris", "Rome")
    backend = ScriptedBackend([two], chat_template=QWEN)
    message = complete(USER, [WEATHER], backend=backend, parallel_tool_calls=False, config=AgentConfig(mode="native"))
    assert len(message["tool_calls"]) == 1


@pytest.mark.parametrize(
    "messages, tool_choice, error",
    [
        ([], "auto", "messages: expected a non-empty list"),
        ([{"role": "robot", "content": "x"}], "auto", r"messages\[0\].role"),
        ([{"role": "tool", "content": "x"}], "auto", r"messages\[0\].tool_call_id"),
        # A result of no earlier call (the tour of 2026-12-07: answered "The result of a tool is:")
        ([{"role": "tool", "tool_call_id": "c1", "content": "22"}], "auto", "'c1' is the id of no earlier"),
        (
            [
                *USER,
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": "c1", "function": {"name": "get_weather", "arguments": "{}"}}],
                },
                {"role": "tool", "tool_call_id": "c2", "content": "22"},
            ],
            "auto",
            r"messages\[2\].tool_call_id: 'c2'",
        ),
        (
            [{"role": "assistant", "content": None, "tool_calls": [{"function": {}}]}],
            "auto",
            r"tool_calls\[0\].function.name",
        ),
        (USER, {"type": "function", "function": {"name": "nope"}}, "not one of the tools"),
        (USER, "sometimes", "tool_choice"),
    ],
)
def test_bad_requests_name_the_field(messages: list, tool_choice: object, error: str) -> None:
    with pytest.raises(UsageError, match=error):
        complete(messages, [WEATHER], backend=ScriptedBackend([]), tool_choice=tool_choice)  # type: ignore[arg-type]


def test_chat_streams_the_text_outside_reasoning_and_calls() -> None:
    import io

    from localagent.formats.native import get_family
    from localagent.formats.streaming import NativeStream

    out = io.StringIO()
    stream = NativeStream(out, get_family("hermes"))
    for piece in ["<thi", "nk>hm</th", "ink>Let me ", "compute.<tool", '_call>\n{"name": "x"}']:
        stream(piece)
    stream.step_done()
    for piece in ["It is ", "391."]:
        stream(piece)
    stream.step_done()
    assert out.getvalue() == "Let me compute.\nIt is 391."


def test_chat_in_native_mode_on_the_scripted_backend(tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    import io

    from localagent.cli.main import main

    script = tmp_path / "s.json"
    script.write_text(json.dumps([QWEN_CALL, "It is 391."]))
    template = tmp_path / "t.jinja"
    template.write_text(QWEN)
    monkeypatch.setattr("sys.stdin", io.StringIO("What is 17 * 23?\n"))
    code = main(
        [
            "chat",
            "--backend",
            f"scripted:{script}",
            "--mode",
            "native",
            "--chat-template",
            str(template),
            "--no-decline",
            "--no-arithmetic",  # the model writes the call here
        ]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out = captured.out
    assert "mode native" in out and "calculator" in out and "It is 391." in out


class GrammarRecorder(ScriptedBackend):
    """A scripted model that says it takes grammars and keeps the ones it is given."""

    supports_grammar = True

    def __init__(self, outputs: list[str]) -> None:
        super().__init__(outputs)
        self.grammars: list[str | None] = []

    def generate(self, prompt: str, *, grammar: str | None = None, **kwargs: object):  # type: ignore[no-untyped-def, override]
        self.grammars.append(grammar)
        return super().generate(prompt, **kwargs)  # type: ignore[arg-type]


def test_the_same_tool_name_with_another_schema_gets_its_own_grammar() -> None:
    def ack(ident: str) -> dict:
        return {"type": "function", "function": {"name": "ack", "parameters": {
            "type": "object", "properties": {"request": {"enum": [ident]}}, "required": ["request"]}}}  # fmt: skip

    backend = GrammarRecorder(
        ['{"tool": "ack", "arguments": {"request": "A-1"}}', '{"tool": "ack", "arguments": {"request": "B-2"}}']
    )
    completer = Completer(backend, AgentConfig(mode="json", constrain=True))
    for ident in ("A-1", "B-2"):
        reply = completer.reply([{"role": "user", "content": f"Acknowledge {ident}"}], [ack(ident)])
        assert json.loads(reply.message["tool_calls"][0]["function"]["arguments"]) == {"request": ident}
    assert "A-1" in backend.grammars[0] and "B-2" in backend.grammars[1] and "A-1" not in backend.grammars[1]


def test_a_call_breaking_its_schema_is_generated_again_under_the_grammar() -> None:
    backend = GrammarRecorder(
        [
            '{"tool": "get_weather", "arguments": {"town": "Paris"}}',
            '{"tool": "get_weather", "arguments": {"city": "Paris"}}',
        ]
    )
    reply = Completer(backend, AgentConfig(mode="json")).reply(USER, [WEATHER])
    assert backend.grammars[0] is None and backend.grammars[1] is not None
    assert json.loads(reply.message["tool_calls"][0]["function"]["arguments"]) == {"city": "Paris"}
    assert reply.dropped == []
