"""The model endpoint (`complete()`, `serve` for any model name but `localagent-agent`) runs a
tiny model's first step of a turn through the policies that write no call: the offer narrowed
to the tools the message is about, a step whose calls are all made up for unrelated tools
declined, a call copying the instructions' worked example left out; a declined step is answered
by the model's own chat. The client runs what it gets, so no policy writes or adds a call; a
model that writes valid calls by itself (`check`) gets its calls exactly as it wrote them.
After tool results, what the endpoint answers (the example's number, a call already answered,
an empty answer); a JSON answer the token limit cut; messages that are no list."""

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
from tests.support.tool_definitions import CALCULATOR, STOCK, WEATHER

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
        ("Tell me a joke.", react_call("calculator", expression="12 * 7")),  # the worked example, copied
        ("What's a good name for a cat?", react_call("get_weather", city="London")),  # a city nobody named
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


def test_a_fact_from_an_earlier_user_message_counts_as_stated() -> None:
    messages = [
        {"role": "user", "content": "I'm flying to Oslo on Friday."},
        {"role": "assistant", "content": "Have a good trip!"},
        {"role": "user", "content": "Will I need a coat?"},
    ]
    backend = ScriptedBackend([react_call("get_weather", city="Oslo")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS)
    assert calls_of(reply.message) == [("get_weather", {"city": "Oslo"})]


ANSWERED = [
    {"role": "user", "content": "What is 17 times 23?"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "calculator", "arguments": '{"expression": "17 * 23"}'}}]},
    {"role": "tool", "tool_call_id": "c1", "content": "391"},
    {"role": "assistant", "content": "17 times 23 is 391."},
]  # fmt: skip


@pytest.mark.parametrize(
    "earlier",
    [ANSWERED, [{"role": "user", "content": "What is 17 times 23?"}, {"role": "assistant", "content": "391"}]],
)
def test_a_follow_up_is_read_as_the_question_it_stands_for(earlier: list[dict[str, object]]) -> None:
    """ "and that times 2?" is 391 times 2, as the agent reads it: the call on the answer's 391 is
    no value made up (it was declined as one), and a call on nothing said still is."""
    messages = [*earlier, {"role": "user", "content": "and that times 2?"}]
    backend = ScriptedBackend([react_call("calculator", expression="391 * 2")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS)
    assert calls_of(reply.message) == [("calculator", {"expression": "391 * 2"})] and not reply.dropped
    backend = ScriptedBackend([react_call("get_weather", city="London"), "782"])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS)
    assert not reply.message.get("tool_calls") and reply.dropped


def test_a_reply_that_asks_no_value_does_not_compute_on_the_earlier_numbers() -> None:
    """The earlier turns' numbers are said for a reply that asks a value of them, not for one that
    asks none: calculator("105") for a question about bananas is a value made up for it."""
    messages = [
        {"role": "user", "content": "How many calories are in 3 bananas if one has 105?"},
        {"role": "assistant", "content": "315"},
        {"role": "user", "content": "lol that's more than I thought. are bananas actually healthy?"},
    ]
    backend = ScriptedBackend([react_call("calculator", expression="105"), "They are a good source of potassium."])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, TOOLS)
    assert not reply.message.get("tool_calls") and reply.message["content"] == "They are a good source of potassium."
    asked = [*messages[:-1], {"role": "user", "content": "and how much is 105 times 3 again?"}]
    backend = ScriptedBackend([react_call("calculator", expression="105 * 3")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(asked, TOOLS)
    assert calls_of(reply.message) == [("calculator", {"expression": "105 * 3"})]


REMINDER = {
    "type": "function",
    "function": {
        "name": "set_reminder",
        "description": "Set a reminder for a day.",
        "parameters": {
            "type": "object",
            "properties": {"day": {"type": "string"}, "text": {"type": "string"}},
            "required": ["day", "text"],
        },
    },
}


def test_a_reply_that_asks_no_value_is_judged_by_its_own_words() -> None:
    """A call on the earlier numbers for a reply that asks no value of them is about the reply's
    words, not the earlier question's: calculator("100") for "how did you get that?" after
    "What's 1200 divided by 12?" was kept, the calculator being about the division asked before."""
    earlier = [
        {"role": "user", "content": "What's 1200 divided by 12?"},
        {"role": "assistant", "content": "100"},
    ]
    messages = [*earlier, {"role": "user", "content": "how did you get that?"}]
    backend = ScriptedBackend([react_call("calculator", expression="100"), "I divided 1200 by 12."])
    # The built-in calculator's definition as a client sends it: its description says "divide"
    calculator = [d for d in builtin_registry().definitions() if d["function"]["name"] == "calculator"]
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, calculator)
    assert not reply.message.get("tool_calls") and reply.message["content"] == "I divided 1200 by 12."
    # A tool the reply's own words are about keeps its call on the earlier answer.
    earlier = [
        {"role": "user", "content": "What date is 60 days after May 1, 2025?"},
        {"role": "assistant", "content": "2025-06-30"},
    ]
    messages = [*earlier, {"role": "user", "content": "great, can you set a reminder for that day?"}]
    backend = ScriptedBackend([react_call("set_reminder", day="2025-06-30", text="Reminder")])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, [*TOOLS, REMINDER])
    assert calls_of(reply.message) == [("set_reminder", {"day": "2025-06-30", "text": "Reminder"})]


def test_a_call_to_a_tool_the_offer_left_out_is_answered_by_the_models_own_chat() -> None:
    """The offer narrowed to the weather; the model still called the calculator: the client gets
    the model's own chat, not the scaffold's "I use a tool." as the answer."""
    backend = ScriptedBackend([react_call("calculator", expression="2 + 2"), "It looks sunny in Paris."])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("What's the weather in Paris?"), TOOLS)
    assert not reply.message.get("tool_calls") and reply.message["content"] == "It looks sunny in Paris."
    assert any("calculator" in d for d in reply.dropped)


def test_a_declined_step_streams_only_the_chat_answer() -> None:
    backend = ScriptedBackend([react_call("get_weather", city="London"), "Hi there!"])
    out = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="react")).reply(user("Who are you?"), TOOLS, out=out)
    assert out.getvalue() == "Hi there!" == reply.message["content"]


@pytest.mark.parametrize("said", ["Hello!", "thanks, that's all", "I was in Rome last week, it was lovely"])
def test_a_message_that_asks_for_nothing_is_offered_no_tool(said: str) -> None:
    """reading/statement.py: the model's own chat answers at once, nothing of the tools shown."""
    backend = ScriptedBackend(["Hello! How can I help?"])
    reply = Completer(backend, AgentConfig(mode="react")).reply(user(said), TOOLS)
    assert reply.message["content"] == "Hello! How can I help?" and not reply.message.get("tool_calls")
    assert len(backend.prompts) == 1 and "get_weather" not in backend.prompts[0]
    assert reply.policies[0]["policy"] == "evidence" and reply.policies[0]["detail"].startswith("0 of 3")


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
    reply = Completer(backend, AgentConfig(mode="react", policies="off")).reply(user("Hello! Who are you?"), TOOLS)
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


def test_a_json_answer_cut_by_the_token_limit_is_sent_as_written() -> None:
    """Repaired, '{"description": "A long' became '{"descript": null}' (a key nobody wrote)."""
    from localagent.completion import JsonResponse

    schema = {"type": "object", "properties": {"description": {"type": "string"}}, "required": ["description"]}
    backend = ScriptedBackend(['{"description": "A long answer that goes on and on and on"}'])
    reply = Completer(backend, AgentConfig(mode="react")).reply(
        user("Describe a cat."), None, max_tokens=4, response=JsonResponse(schema)
    )
    assert reply.finish_reason == "length"
    assert '{"description": "A long answer'.startswith(reply.message["content"]) and reply.invalid


def after_result(result: str) -> list[dict[str, object]]:
    call = {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    return [*user("Weather in Paris?"), {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": result}]  # fmt: skip


def test_after_a_result_the_worked_examples_number_is_no_answer() -> None:
    """SmolLM2 answered a weather report with "84." (the example's 12 * 7): the rules, which see
    the whole conversation after results, cut it, and the model is asked for the answer alone."""
    backend = ScriptedBackend([" I need to calculate 12 * 7.\nFinal Answer: 84.", " It is 24 degrees and sunny."])
    reply = Completer(backend, AgentConfig(mode="react")).reply(after_result("24 degrees, sunny"), TOOLS)
    assert reply.message["content"] == "It is 24 degrees and sunny." and reply.finish_reason == "stop"
    again = ScriptedBackend([" I know the answer\nFinal Answer: 84 degrees"])  # the result says 84: kept
    assert (
        Completer(again, AgentConfig(mode="react")).reply(after_result("84 F"), TOOLS).message["content"]
        == "84 degrees"
    )


def test_after_a_result_the_same_call_is_not_sent_again_and_the_result_answers_at_worst() -> None:
    """The client that follows calls looped on get_weather(city="Paris"); and an answer still empty
    after the answer-only ask was sent empty."""
    backend = ScriptedBackend([react_call("get_weather", city="Paris"), " I use a tool."])
    out = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="react")).reply(after_result("Sunny."), TOOLS, out=out)
    # Held to the results, a tiny model's answer streams nothing: the server sends it whole.
    assert not reply.message.get("tool_calls") and reply.message["content"] == "Sunny." and out.getvalue() == ""
    assert reply.finish_reason == "stop" and any("its result" in d for d in reply.dropped)
    off = ScriptedBackend([react_call("get_weather", city="Paris")])
    kept = Completer(off, AgentConfig(mode="react", policies="check")).reply(after_result("Sunny."), TOOLS)
    assert calls_of(kept.message) == [("get_weather", {"city": "Paris"})]  # not a tiny model's: as written


@pytest.mark.parametrize("messages", ["hello", ["hello"], [("role", "user")]])
def test_messages_that_are_no_list_of_objects_are_one_line(messages: object) -> None:
    from localagent.errors import UsageError

    with pytest.raises(UsageError, match="messages: expected a list of"):
        complete(messages, TOOLS, backend=ScriptedBackend([]))  # type: ignore[arg-type]


WEATHER_RESULT = '{"city": "Paris", "temp_c": 18, "sky": "light rain"}'


@pytest.mark.parametrize(
    ("written", "again", "answer"),
    [
        # SmolLM2 after a weather report: the example's arithmetic on the result's 18; asked again,
        # nothing better: the result, written plainly.
        (" I know.\nFinal Answer: 18 * 12 is 196", " 18 * 7 is 126", "city: Paris, temp_c: 18, sky: light rain"),
        (" I know.\nFinal Answer: I need to know the weather in Paris", " Paris is a city.",
         "city: Paris, temp_c: 18, sky: light rain"),
        # Asked again, an answer from the result: it is the answer.
        (" I know.\nFinal Answer: 3310 is a tool.", " It is 18 degrees with light rain.", "It is 18 degrees with light rain."),
        # An answer that says what the result says is kept as written.
        (" I know.\nFinal Answer: Light rain, 18 °C.", None, "Light rain, 18 °C."),
    ],
)  # fmt: skip
def test_after_a_result_a_tiny_models_answer_says_what_the_result_says(
    written: str, again: str | None, answer: str
) -> None:
    backend = ScriptedBackend([written, *([again] if again else [])])
    out = io.StringIO()
    reply = Completer(backend, AgentConfig(mode="react")).reply(after_result(WEATHER_RESULT), TOOLS, out=out)
    assert reply.message["content"] == answer and reply.finish_reason == "stop"
    assert out.getvalue() == "" and backend.remaining == 0  # sent whole, once checked; asked again at most once
    # A capable model's answer is its own (profile check), streamed as it is written.
    kept = ScriptedBackend([written])
    out = io.StringIO()
    reply = Completer(kept, AgentConfig(mode="react", policies="check")).reply(
        after_result(WEATHER_RESULT), TOOLS, out=out
    )
    assert reply.message["content"] == written.split("Final Answer: ")[1] == out.getvalue()


def test_after_a_result_a_call_that_adds_only_what_the_result_says_is_not_sent() -> None:
    """SmolLM2 called get_flight_status again with a date copied from the result: it adds
    nothing, so it is not sent, and the answer comes from the result."""
    flight = {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}
    result = '{"city": "Oslo", "observed": "2024-05-14T09:00", "temp_c": 3}'
    messages = [*user("Weather in Oslo?"), {"role": "assistant", "content": None, "tool_calls": [flight]},
                {"role": "tool", "tool_call_id": "c1", "content": result}]  # fmt: skip
    dated = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather for a city.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "date": {"type": "string"}},
                "required": ["city"],
            },
        },
    }
    backend = ScriptedBackend([react_call("get_weather", city="Oslo", date="2024-05-14T09:00"), " It is 3 °C in Oslo."])
    reply = Completer(backend, AgentConfig(mode="react")).reply(messages, [dated])
    assert not reply.message.get("tool_calls") and reply.message["content"] == "It is 3 °C in Oslo."
    assert reply.dropped == ["get_weather: its result for these arguments is in the conversation"]
