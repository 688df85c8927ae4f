"""The model endpoint (`complete()`, `serve` for any model name but `localagent-agent`) runs a
tiny model's first step of a turn through the policies that write no call: the offer narrowed
to the tools the message is about, a step whose calls are all made up for unrelated tools
declined, a call copying the instructions' worked example left out; a declined step is answered
by the model's own chat. The client runs what it gets, so no policy writes or adds a call; a
model that writes valid calls by itself (`check`) gets its calls exactly as it wrote them."""

from __future__ import annotations

import io
import json

import pytest

from localagent import complete
from localagent.agent.config import AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.completion import Completer
from localagent.tools.builtin import builtin_registry
from tests.loop.test_policy_profiles import CAPABLE, QWEN, qwen_call
from tests.support.tool_definitions import CALCULATOR, WEATHER

STOCK = {
    "type": "function",
    "function": {
        "name": "get_stock_price",
        "description": "The latest price of a stock.",
        "parameters": {"type": "object", "properties": {"symbol": {"type": "string"}}, "required": ["symbol"]},
    },
}
TOOLS = [CALCULATOR, WEATHER, STOCK]


def react_call(tool: str, **arguments: object) -> str:
    return f" I use a tool.\nAction: {tool}\nAction Input: {json.dumps(arguments)}"


def user(text: str) -> list[dict[str, object]]:
    return [{"role": "user", "content": text}]


def calls_of(message: dict[str, object]) -> list[tuple[str, dict[str, object]]]:
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "said,written",
    [
        ("Hello!", react_call("calculator", expression="12 * 7")),  # the worked example, copied
        ("thanks, that's all", react_call("get_weather", city="London")),  # a city nobody named
        ("Good morning! How are you?", react_call("get_stock_price", symbol="AAPL")),
    ],
)
def test_a_made_up_step_is_answered_by_the_models_own_chat(said: str, written: str) -> None:
    backend = ScriptedBackend([written, "Hello! How can I help?"])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user(said), TOOLS)
    assert not reply.message.get("tool_calls") and reply.message["content"] == "Hello! How can I help?"
    assert reply.finish_reason == "stop"
    assert "Action:" not in backend.prompts[-1] and "calculator" not in backend.prompts[-1]  # a plain chat
    assert reply.dropped  # said: each call left out, and why (serve: localagent.dropped_calls)


def test_the_offer_is_narrowed_to_the_tool_the_message_is_about() -> None:
    backend = ScriptedBackend([react_call("get_weather", city="Paris")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("What's the weather in Paris?"), TOOLS)
    assert calls_of(reply.message) == [("get_weather", {"city": "Paris"})] and reply.finish_reason == "tool_calls"
    assert "get_weather" in backend.prompts[0] and "get_stock_price" not in backend.prompts[0]
    assert reply.policies[0]["policy"] == "relevant_tools" and reply.policies[0]["action"] == "offered"


def test_a_call_copying_the_worked_example_is_left_out_and_said() -> None:
    backend = ScriptedBackend([react_call("calculator", expression="12 * 7"), "Sure, what should I compute?"])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("Can you calculate something for me?"), TOOLS)
    assert not reply.message.get("tool_calls") and reply.message["content"] == "Sure, what should I compute?"
    assert any("instructions' example" in d for d in reply.dropped)


def test_a_stated_value_is_never_declined() -> None:
    """The decline policy needs every value made up: a value the user said keeps the call, the
    policies never edit it."""
    backend = ScriptedBackend([react_call("get_stock_price", symbol="Tesla")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("how's tesla doing today"), TOOLS)
    assert calls_of(reply.message) == [("get_stock_price", {"symbol": "Tesla"})]


def test_a_fact_from_an_earlier_turn_counts_as_stated() -> None:
    messages = [
        {"role": "user", "content": "I'm flying to Oslo on Friday."},
        {"role": "assistant", "content": "Have a good trip!"},
        {"role": "user", "content": "Will I need a coat?"},
    ]
    backend = ScriptedBackend([react_call("get_weather", city="Oslo")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS)
    assert calls_of(reply.message) == [("get_weather", {"city": "Oslo"})]


def test_a_declined_step_streams_only_the_chat_answer() -> None:
    backend = ScriptedBackend([react_call("get_weather", city="London"), "Hi there!"])
    out = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("Hello!"), TOOLS, out=out)
    assert out.getvalue() == "Hi there!" == reply.message["content"]


@pytest.mark.parametrize(
    "kwargs,messages",
    [
        ({"tool_choice": "required"}, user("Hello!")),  # the client asked for a call
        ({}, [*user("Weather in Oslo?"), {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}]},
            {"role": "tool", "tool_call_id": "c1", "content": "3 C"}]),  # after results: no first step
    ],
)  # fmt: skip
def test_no_policy_where_the_client_asked_for_a_call_or_after_results(
    kwargs: dict[str, object], messages: list[dict[str, object]]
) -> None:
    backend = ScriptedBackend([react_call("get_weather", city="London")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS, **kwargs)  # type: ignore[arg-type]
    assert calls_of(reply.message) == [("get_weather", {"city": "London"})] and reply.policies == []


def test_policies_off_leaves_the_step_as_written() -> None:
    backend = ScriptedBackend([react_call("get_weather", city="London")])
    reply = Completer(backend, AgentConfig(mode="react", policies="off")).reply(user("Hello!"), TOOLS)
    assert calls_of(reply.message) == [("get_weather", {"city": "London"})] and reply.policies == []
    assert "get_stock_price" in backend.prompts[0]  # every tool offered


def _openai(tool: object) -> dict[str, object]:
    return {"type": "function", "function": {"name": tool.name, "description": tool.description,  # type: ignore[attr-defined]
                                             "parameters": tool.parameters}}  # type: ignore[attr-defined]  # fmt: skip


BUILTIN = [_openai(t) for t in builtin_registry()]


@pytest.mark.parametrize("question,tool,arguments,answer", CAPABLE)
def test_a_capable_models_call_reaches_the_client_as_written(
    question: str, tool: str, arguments: dict[str, object], answer: str
) -> None:
    backend = ScriptedBackend([qwen_call(tool, **arguments)], chat_template=QWEN)
    completer = Completer(backend, AgentConfig())
    assert completer.mode.format == "native"
    reply = completer.reply(user(question), BUILTIN)
    assert calls_of(reply.message) == [(tool, arguments)] and reply.policies == []
    assert all(name in backend.prompts[0] for name in ("calculator", "convert_units", "date_math"))  # none taken away


def test_a_capable_models_call_is_not_declined_either() -> None:
    """Even a call no word of the message asks for: such a model is trusted with its step."""
    backend = ScriptedBackend([qwen_call("get_weather", city="London")], chat_template=QWEN)
    message = complete(user("Hello!"), TOOLS, backend=backend)
    assert calls_of(message) == [("get_weather", {"city": "London"})]
