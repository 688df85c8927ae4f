"""A rule may never make a correct call wrong: the model's schema-valid calls run with the
values it wrote, whatever the phrasing or the language, with the default policies."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from localagent import Agent, AgentConfig, Registry
from localagent.backends.scripted import ScriptedBackend
from localagent.text import dominant_script, states
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer


def act(tool: str, **arguments: Any) -> str:
    return f" I need a tool.\nAction: {tool}\nAction Input: {json.dumps(arguments, ensure_ascii=False)}\n"


CALC = act("calculator", expression="17 * 23")

# The table a new user met (issue 13): question, what the model wrote.
USER_TABLE = [
    ("What is 17 * 23?", CALC),
    ("What is 17*23?", CALC),
    ("计算 17*23", CALC),
    ("Wie viel ist 17 mal 23?", CALC),
    ("¿Cuánto es 17 por 23?", CALC),
    ("Combien font 17 fois 23 ?", CALC),
    ("Сколько будет 17 умножить на 23?", CALC),
]


def test_the_users_table_each_call_runs_as_written() -> None:
    # The model's own calls (the arithmetic policy, which writes a call in their place, is off).
    for question, output in USER_TABLE:
        backend = ScriptedBackend([output, " Done.\nFinal Answer: 391"])
        result = Agent(backend, builtin_registry(), AgentConfig(arithmetic=False)).run(question)
        calls = [(c.tool, c.arguments, c.observation) for c in result.steps[0].calls]
        assert calls == [("calculator", {"expression": "17 * 23"}, "391")], question
        assert result.answer == "391", question


def test_a_call_with_none_of_the_questions_numbers_is_asked_again_with_every_tool() -> None:
    # "days" sends the question to date_math alone; the model's call then uses neither number the
    # question states: the question is asked again, every tool offered.
    tracer = Tracer()
    backend = ScriptedBackend([act("date_math", start="today"), CALC, " Done.\nFinal Answer: 391"])
    result = Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run("Count the days from 17 to 23")
    assert [(c.tool, c.observation) for c in result.steps[0].calls] == [("calculator", "391")]
    assert "- calculator" not in backend.prompts[0] and "- calculator" in backend.prompts[1]
    # The clock is not offered to it (policies/clock.py): "every tool" is the three left.
    assert "- current_time" not in backend.prompts[1]
    assert [(e["policy"], e["action"]) for e in tracer.events if e["type"] == "policy"] == [
        ("clock", "offered"), ("relevant_tools", "offered"), ("relevant_tools", "asked"),
    ]  # fmt: skip
    # The run goes on in the session that offers every tool: step 2 extends step 1's prompt.
    assert backend.prompts[2].startswith(backend.prompts[1])


@pytest.mark.parametrize(
    "question", ["What is 17 times 23?", "Was ist 17 mal 23?", "17乘以23等于多少？", "(17*23) + (12*12)?"]
)
def test_stated_arithmetic_is_offered_the_calculator_in_any_script(question: str) -> None:
    tracer = Tracer()
    backend = ScriptedBackend([CALC, " Done.\nFinal Answer: 391"])
    Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run(question)
    offers = [e["detail"] for e in tracer.events if e["type"] == "policy" and e["action"] == "offered"]
    assert "- calculator" in backend.prompts[0] and all(o.endswith("calculator") for o in offers)


@pytest.mark.parametrize(
    "question, offered",
    [
        ("Hello! Who are you?", "1 of 4 tools: current_time"),
        ("What is the capital of France?", "1 of 4 tools: current_time"),
        # a script no policy reads words of: the clock only for a question with a time word
        ("你好！你是谁？", "0 of 4 tools: none"),
        ("Привет! Кто ты?", "0 of 4 tools: none"),
        # a text asked: not the clock its time word names
        ("Explique-moi pourquoi on change d'heure en mars.", "0 of 4 tools: none"),
        ("Explain why we change the time in spring.", "0 of 4 tools: none"),
    ],
)
def test_a_question_stating_no_number_is_offered_no_calculating_tool(question: str, offered: str) -> None:
    tracer = Tracer()
    backend = ScriptedBackend([act("current_time"), " Hi.\nFinal Answer: I am an assistant."] * 2)
    Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run(question)
    offers = [e["detail"] for e in tracer.events if e["type"] == "policy" and e["policy"] == "evidence"]
    assert offers == [offered]
    assert "- calculator" not in backend.prompts[0] and "- convert_units" not in backend.prompts[0]


@pytest.mark.parametrize(
    "question",
    [
        "What time is it?",
        "Wie spät ist es?",
        "Quelle heure est-il ?",
        "¿Qué hora es?",
        "现在几点？",
        "今何時ですか？",
        "Который час?",
    ],
)
def test_the_clock_is_called_for_a_question_asking_the_time_in_any_language(question: str) -> None:
    # Its words in other languages (@tool(asked_by=...)) are what the policies read: the call is
    # neither left unoffered nor declined as unrelated to the question.
    backend = ScriptedBackend([act("current_time"), " I know the answer\nFinal Answer: It is noon."])
    result = Agent(backend, builtin_registry(), AgentConfig()).run(question)
    assert [c.tool for s in result.steps for c in s.calls] == ["current_time"]
    assert result.stop_reason == "final_answer"


@pytest.mark.parametrize(
    "question, offered",
    [("17乘以23等于多少？", "calculator"), ("Сколько дней между 2026-04-01 и 2026-05-01?", "date_math")],
)
def test_in_scripts_no_policy_reads_words_of_what_is_stated_decides(question: str, offered: str) -> None:
    tracer = Tracer()
    backend = ScriptedBackend([CALC, " Done.\nFinal Answer: 391"])
    Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run(question)
    offers = [e["detail"] for e in tracer.events if e["type"] == "policy" and e["policy"] == "evidence"]
    assert offers == [f"1 of 4 tools: {offered}"]


def test_without_any_tool_left_the_model_answers_at_once() -> None:
    backend = ScriptedBackend([" Paris."])
    result = Agent(backend, builtin_registry().select(["calculator"]), AgentConfig()).run("Capital of France?")
    assert (result.answer, result.stop_reason, len(backend.prompts)) == ("Paris.", "final_answer", 1)
    # as a plain chat (the model's template; the scripted backend's is the neutral layout)
    assert backend.prompts[0].endswith("User: Capital of France?\n\nAssistant:")
    assert "calculator" not in backend.prompts[0]


def _tool(name: str, description: str, **properties: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "parameters": {
            "type": "object",
            "properties": {k: {"type": v} for k, v in properties.items()},
            "required": list(properties),
        },
    }


CIRCLE = _tool("circle_area", "Area of a circle from its radius", radius="number")
TIMER = _tool("set_timer", "Start a timer", minutes="integer")
HOTEL = _tool("book_hotel", "Book a hotel room", city="string", adults="integer", children="integer")
LOAN = _tool("loan_payment", "Monthly payment of a loan", amount="number", years="integer")

# A careful read found the old rules rewriting these (issue 13); each call is valid as written.
KEPT = [
    (CIRCLE, "Area of a circle with a diameter of 10", {"radius": 5}),
    (TIMER, "Set a timer for 2 hours", {"minutes": 120}),
    (HOTEL, "Book a hotel in Paris for 2 adults and 1 child", {"city": "Paris", "adults": 2, "children": 1}),
    (LOAN, "Monatliche Rate für einen Kredit von 400.000 € über 20 Jahre", {"amount": 400000, "years": 20}),
    (HOTEL, "在巴黎为2个成人和1个孩子预订酒店", {"city": "Paris", "adults": 2, "children": 1}),
    (CIRCLE, "Calcula el área de un círculo de radio 3", {"radius": 3}),
]


def test_calls_the_old_rules_rewrote_are_run_as_written() -> None:
    for schema, question, arguments in KEPT:
        backend = ScriptedBackend([act(schema["name"], **arguments)])
        step = Agent(backend, Registry([schema, CIRCLE, TIMER]), AgentConfig()).propose(question)
        assert [(c.tool, c.arguments, c.ok) for c in step.calls] == [(schema["name"], arguments, True)], question
        assert step.final_answer is None


WEATHER = {
    "name": "get_weather",
    "description": "Weather for a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string", "description": "e.g. Barcelona"}}},
}


def test_a_made_up_call_to_an_unrelated_tool_is_still_declined_in_english() -> None:
    # Made up: numbers the question does not state, or a string copied from the instructions.
    for tools, output in (
        ([TIMER], act("set_timer", minutes=10)),
        ([WEATHER], act("get_weather", city="Barcelona")),
    ):
        backend = ScriptedBackend([output, "Bonjour."])
        step = Agent(backend, Registry(tools), AgentConfig()).propose("Translate 'good morning' into French")
        assert (step.calls, step.final_answer) == ([], "Bonjour."), output
        assert step.policies[-1]["action"] == "declined"


@pytest.mark.parametrize("question", ["Hello!", "thanks"])
def test_a_message_that_asks_for_nothing_is_offered_no_tool(question: str) -> None:
    """reading/statement.py: thanks, a greeting, a remark get the model's own words at once."""
    backend = ScriptedBackend(["Hello! How can I help?"])
    step = Agent(backend, Registry([WEATHER]), AgentConfig()).propose(question)
    assert (step.calls, step.final_answer) == ([], "Hello! How can I help?")
    assert step.policies[0]["policy"] == "evidence" and step.policies[0]["detail"].startswith("0 of 1")


@pytest.mark.parametrize("question", ["Good morning, how are you?", "Hello! Who are you?", "Tell me a joke."])
def test_a_string_no_english_question_states_is_made_up_for_a_tool_it_is_not_about(question: str) -> None:
    """SmolLM2 answered "Hello!" with get_weather(city="London") until the steps ran out: asked in
    English, no translation explains a city the user never named."""
    backend = ScriptedBackend([act("get_weather", city="New York"), "Hello! How can I help?"])
    step = Agent(backend, Registry([WEATHER]), AgentConfig()).propose(question)
    assert (step.calls, step.final_answer) == ([], "Hello! How can I help?")
    assert step.policies[-1]["action"] == "declined"


@pytest.mark.parametrize(
    ("question", "city"),
    [
        ("What's the weather in Paris?", "Paris"),  # stated
        ("Do I need an umbrella in Oslo today?", "Oslo"),  # stated, though no word is the tool's
        ("Is it cold outside?", "London"),  # not stated, but the question is about the tool ("cold")
    ],
)
def test_a_call_the_question_states_or_is_about_runs(question: str, city: str) -> None:
    tool = _tool("get_weather", "Weather for a city: temperature, rain, cold or warm", city="string")
    backend = ScriptedBackend([act("get_weather", city=city)])
    step = Agent(backend, Registry([tool]), AgentConfig()).propose(question)
    assert [(c.tool, c.arguments) for c in step.calls] == [("get_weather", {"city": city})]


def test_a_string_the_question_may_state_in_another_language_is_not_made_up() -> None:
    # "Frankreich" asked, "France" written: not in the question, not copied from the prompt.
    country = _tool("get_population", "Population of a country", country="string")
    backend = ScriptedBackend([act("get_population", country="France")])
    step = Agent(backend, Registry([country, WEATHER]), AgentConfig()).propose("Wie viele Einwohner hat Frankreich?")
    assert [(c.tool, c.arguments) for c in step.calls] == [("get_population", {"country": "France"})]


def test_policies_that_read_english_stay_out_of_other_scripts() -> None:
    # Chinese for "Translate good morning into French": the made-up call is not judged by
    # English words; it runs, and the model sees its result.
    backend = ScriptedBackend([act("book_hotel", city="Barcelona", adults=2, children=0)])
    step = Agent(backend, Registry([HOTEL]), AgentConfig()).propose("把早上好翻译成法语")
    assert [c.tool for c in step.calls] == ["book_hotel"] and step.policies == []
    assert dominant_script("把早上好翻译成法语") == "Han"


# --- the property: any question stating a valid call's values keeps the call as written ------

_LETTERS = st.sampled_from(
    ["Paris", "Zürich", "北京", "Москва", "São Paulo", "Kraków", "東京", "Ελλάδα", "report", "blue", "Ärger"]
)
_FILLER = st.lists(
    st.sampled_from(
        ["what", "is", "the", "für", "de", "и", "的", "please", "in", "and", ",", ".", "?", "then", "also", "mit", "un"]
    ),
    max_size=8,
).map(" ".join)


@st.composite
def question_and_call(draw: st.DrawFn) -> tuple[str, dict[str, Any], dict[str, Any]]:
    names = draw(
        st.lists(st.sampled_from(["city", "count", "label", "amount", "year"]), min_size=1, max_size=3, unique=True)
    )
    arguments: dict[str, Any] = {}
    properties: dict[str, Any] = {}
    for name in names:
        if draw(st.booleans()):
            arguments[name] = draw(st.integers(0, 100000))
            properties[name] = {"type": "integer"}
        else:
            arguments[name] = draw(_LETTERS)
            properties[name] = {"type": "string"}
    parts = [draw(_FILLER)]
    for value in arguments.values():
        parts += [str(value), draw(_FILLER)]
    schema = {
        "name": "lookup",
        "description": "Look something up",
        "parameters": {"type": "object", "properties": properties, "required": names},
    }
    return " ".join(parts), arguments, schema


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(question_and_call())
def test_default_policies_keep_a_valid_stated_call_unchanged(case: tuple[str, dict[str, Any], dict[str, Any]]) -> None:
    question, arguments, schema = case
    assert all(states(question, v) for v in arguments.values())
    other = _tool("unrelated_tool", "Something else entirely", x="string")
    backend = ScriptedBackend([act("lookup", **arguments)] * 10)
    step = Agent(backend, Registry([other, schema]), AgentConfig()).propose(question)
    assert step.final_answer is None  # never declined
    assert step.calls and (step.calls[0].tool, step.calls[0].arguments) == ("lookup", arguments)
    assert all(c.ok for c in step.calls)


# --- the own suite's single-call items, each answered with a right call ---------------------


def test_no_policy_changes_a_right_single_call_in_any_phrasing_or_language() -> None:
    from pathlib import Path

    from localagent.evaluation.report import prepare_suites

    root = Path(__file__).resolve().parents[2] / "bench" / "suites"
    ((_, items),) = prepare_suites([root / "own_single.json"], None)
    assert len(items) == 40
    for item in items:
        ((tool, accepted),) = item.ground_truth[0].items()
        arguments = {k: v[0] for k, v in accepted.items() if v[0] != ""}
        backend = ScriptedBackend([act(tool, **arguments)] * 3)
        step = Agent(backend, Registry(item.functions), AgentConfig()).propose(item.question)
        assert [(c.tool, c.arguments) for c in step.calls] == [(tool, arguments)], item.question
        assert all(p["action"] == "offered" for p in step.policies), (item.question, step.policies)


def test_stated_arithmetic_is_the_first_calculator_call_and_the_answer_states_its_result() -> None:
    tracer = Tracer()
    backend = ScriptedBackend([" I know.\nFinal Answer: It is 25."])  # the model misreads the result
    result = Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run("¿Cuánto es 25 por 4?")
    assert [(c.tool, c.arguments, c.observation) for c in result.steps[0].calls] == [
        ("calculator", {"expression": "25 * 4"}, "100")
    ]
    assert result.answer == "100"
    assert ("arithmetic", "asked") in [(e["policy"], e["action"]) for e in tracer.events if e["type"] == "policy"]
    assert 'Action: calculator\nAction Input: {"expression": "25 * 4"}' in backend.prompts[0]


def test_the_plain_answer_is_held_to_the_token_budget() -> None:
    backend = ScriptedBackend([" Paris."])
    config = AgentConfig(token_budget=10)
    result = Agent(backend, builtin_registry().select(["calculator"]), config).run("Capital of France?")
    assert backend.prompts == []  # no room for an answer: none is asked for, and the answer says why
    assert result.answer.startswith("No final answer: ") and "no room for an answer" in result.answer


def test_an_engine_failing_during_the_plain_answer_stops_the_run_saying_so() -> None:
    from localagent.errors import GenerationError

    class Dying(ScriptedBackend):
        def generate(self, prompt, **kwargs):  # type: ignore[no-untyped-def]
            assert kwargs["on_text"] is not None  # streamed, as every step is
            raise GenerationError("the engine closed the connection")

    result = Agent(Dying([]), builtin_registry().select(["calculator"]), AgentConfig()).run("Capital of France?")
    assert result.stop_reason == "generation_error" and "could not generate" in result.answer


def test_the_plain_answer_is_generated_with_a_light_repetition_penalty() -> None:
    """Greedy prose of a tiny model loops ("la femme au martyre, la femme au martyre, ..."): the
    plain-chat answer, and only it, gets a repetition penalty, unless the run set its own."""
    from dataclasses import replace

    from localagent.agent.session import PLAIN_CHAT_REPEAT_PENALTY
    from localagent.types import SamplingParams

    class Recording(ScriptedBackend):
        def generate(self, prompt, **kwargs):  # type: ignore[no-untyped-def]
            self.sampled.append(kwargs["sampling"])
            return super().generate(prompt, **kwargs)

    backend = Recording([" Paris."])
    backend.sampled = []  # type: ignore[attr-defined]
    Agent(backend, builtin_registry().select(["calculator"]), AgentConfig()).run("Capital of France?")
    assert PLAIN_CHAT_REPEAT_PENALTY > 1.0
    assert [s.repeat_penalty for s in backend.sampled] == [PLAIN_CHAT_REPEAT_PENALTY]  # type: ignore[attr-defined]

    backend = Recording([CALC, " Done.\nFinal Answer: 391"])
    backend.sampled = []  # type: ignore[attr-defined]
    Agent(backend, builtin_registry(), AgentConfig()).run("What is 17 * 23?")
    assert {s.repeat_penalty for s in backend.sampled} == {1.0}  # type: ignore[attr-defined]  # steps as set

    own = AgentConfig(sampling=replace(SamplingParams(), repeat_penalty=1.3))
    backend = Recording([" Paris."])
    backend.sampled = []  # type: ignore[attr-defined]
    Agent(backend, builtin_registry().select(["calculator"]), own).run("Capital of France?")
    assert [s.repeat_penalty for s in backend.sampled] == [1.3]  # type: ignore[attr-defined]
