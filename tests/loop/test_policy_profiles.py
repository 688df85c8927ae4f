"""What the policies do depends on the model: a model trained for tools (its template knows
them, so `auto` runs it native) gets the `check` profile, and its valid calls run exactly as it
wrote them, over the answer suite's questions in every language; a call the question's evidence
contradicts is sent back with feedback, never replaced. A tiny model (react) gets `full`."""

from __future__ import annotations

import json

import pytest

from localagent import Agent, AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.tools.builtin import builtin_registry
from tests.support.native_cases import template_source

QWEN = template_source("Qwen-Qwen2.5-7B-Instruct.jinja")


def qwen_call(tool: str, **arguments: object) -> str:
    return "<tool_call>\n" + json.dumps({"name": tool, "arguments": arguments}, ensure_ascii=False) + "\n</tool_call>"


# (question from bench/answers/questions.jsonl's tuning half, the call a capable model writes, its
# answer). Each call is right, and written as such a model writes it: not as the policies would.
CAPABLE = [
    ("What is 17 * 23?", "calculator", {"expression": "17*23"}, "391"),
    ("whats 17x23", "calculator", {"expression": "23 * 17"}, "391"),
    ("What is the square root of 144?", "calculator", {"expression": "144 ** 0.5"}, "12"),
    ("2 to the power of 10?", "calculator", {"expression": "2**10"}, "1024"),
    ("Was ergibt 19 + 23 + 58?", "calculator", {"expression": "19+23+58"}, "100"),
    ("¿Cuánto es 300 menos 125?", "calculator", {"expression": "300 - 125"}, "175"),
    ("17乘以23等于多少？", "calculator", {"expression": "17*23"}, "391"),
    ("120を8で割るといくつ？", "calculator", {"expression": "120/8"}, "15"),
    ("What is 15% of 240?", "calculator", {"expression": "240 * 0.15"}, "36"),
    ("Сколько будет 5% от 400?", "calculator", {"expression": "400*5/100"}, "20"),
    ("How many miles is 10 km?", "convert_units", {"value": 10, "from_unit": "kilometers", "to_unit": "miles"}, "6.2137"),
    ("What is 100 degrees Fahrenheit in Celsius?", "convert_units", {"value": 100, "from_unit": "F", "to_unit": "C"}, "37.7778"),
    ("¿Cuántas millas son 100 kilómetros?", "convert_units", {"value": 100, "from_unit": "km", "to_unit": "mi"}, "62.1371"),
    ("How many days are there between 2026-01-01 and 2026-03-01?", "date_math", {"start": "2026-01-01", "end": "2026-03-01"}, "59"),
    ("What date is 2 weeks before 2026-07-10?", "date_math", {"start": "2026-07-10", "weeks": -2}, "2026-06-26"),
    ("Welches Datum ist 45 Tage nach dem 2026-10-01?", "date_math", {"start": "2026-10-01", "days": 45}, "2026-11-15"),
    ("Сколько будет 20 умножить на 5 плюс 7?", "calculator", {"expression": "20*5+7"}, "107"),
]  # fmt: skip


@pytest.mark.parametrize("question,tool,arguments,answer", CAPABLE)
def test_a_capable_models_valid_call_runs_as_it_wrote_it(
    question: str, tool: str, arguments: dict[str, object], answer: str
) -> None:
    backend = ScriptedBackend([qwen_call(tool, **arguments), f"It is {answer}."], chat_template=QWEN)
    agent = Agent(backend, builtin_registry(), AgentConfig())
    assert (agent.mode.format, agent.profile) == ("native", "check")
    result = agent.run(question)
    [call] = result.steps[0].calls
    assert (call.tool, call.arguments, call.ok) == (tool, arguments, True)
    assert answer in call.observation and result.stop_reason == "final_answer"
    assert not [p for p in result.steps[0].policies if p["action"] in ("asked", "added", "declined")]


def test_the_full_profile_writes_the_call_for_a_tiny_model() -> None:
    backend = ScriptedBackend([" I know the answer\nFinal Answer: 391"])
    agent = Agent(backend, builtin_registry(), AgentConfig(mode="react"))
    assert agent.profile == "full"
    result = agent.run("What is 17 * 23?")
    assert [(c.tool, c.arguments) for c in result.steps[0].calls] == [("calculator", {"expression": "17 * 23"})]


def test_native_mode_on_a_template_that_knows_no_tools_is_helped_as_a_tiny_model() -> None:
    """`ask --mode native` on SmolLM2 (ChatML lists no tools: the generic JSON syntax, which it
    was never trained on) got `check`, wrote no call and answered "17 * 23 = 321."."""
    chatml = (
        "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
        "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )
    backend = ScriptedBackend(["391"], chat_template=chatml)
    agent = Agent(backend, builtin_registry(), AgentConfig(mode="native"))
    assert (agent.mode.format, agent.profile) == ("native", "full")
    result = agent.run("What is 17 * 23?")
    assert [(c.tool, c.arguments) for c in result.steps[0].calls] == [("calculator", {"expression": "17 * 23"})]


def test_a_call_the_question_contradicts_is_sent_back_not_replaced() -> None:
    made_up = qwen_call("calculator", expression="1000")
    right = qwen_call("calculator", expression="17*23")
    backend = ScriptedBackend([made_up, right, "It is 391."], chat_template=QWEN)
    result = Agent(backend, builtin_registry(), AgentConfig()).run("What is 17 * 23?")
    first, second = result.steps[0], result.steps[1]
    assert first.calls == [] and "none of the numbers the question states" in (first.error or "")
    assert [(c.tool, c.arguments) for c in second.calls] == [("calculator", {"expression": "17*23"})]
    assert [p["action"] for p in first.policies] == ["checked"]
    assert "none of the numbers the question states" in backend.prompts[1]


def test_a_conversion_the_wrong_way_round_is_sent_back_not_replaced() -> None:
    """ "26.2 miles" gives the unit converted from: a call from km to miles is sent back."""
    reversed_call = qwen_call("convert_units", value=26.2, from_unit="km", to_unit="miles")
    right = qwen_call("convert_units", value=26.2, from_unit="miles", to_unit="km")
    backend = ScriptedBackend([reversed_call, right, "It is 42.16 km."], chat_template=QWEN)
    result = Agent(backend, builtin_registry(), AgentConfig()).run("how many km is 26.2 miles lol")
    first, second = result.steps[0], result.steps[1]
    assert first.calls == [] and "convert from_unit 'miles'" in (first.error or "")
    assert [(c.tool, c.arguments) for c in second.calls] == [
        ("convert_units", {"value": 26.2, "from_unit": "miles", "to_unit": "km"})
    ]


@pytest.mark.parametrize("profile", ["full", "check", "off"])
def test_the_profile_can_be_set(profile: str) -> None:
    backend = ScriptedBackend([], chat_template=QWEN)
    assert Agent(backend, builtin_registry(), AgentConfig(policies=profile)).profile == profile


def test_with_the_policies_off_the_models_own_call_runs() -> None:
    backend = ScriptedBackend([' Action: calculator\nAction Input: {"expression": "17*23"}', "Final Answer: 391"])
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react", policies="off")).run("What is 17 * 23?")
    assert [(c.tool, c.arguments) for c in result.steps[0].calls] == [("calculator", {"expression": "17*23"})]
    assert result.steps[0].policies == []


def test_grounding_can_be_switched_off() -> None:
    outputs = [
        ' Action: calculator\nAction Input: {"expression": "17*23"}',
        " I know\nFinal Answer: about four hundred",
    ]
    grounded = Agent(ScriptedBackend(list(outputs)), builtin_registry(), AgentConfig(mode="react", policies="off"))
    assert grounded.run("What is 17 * 23?").said == "391"
    free = Agent(
        ScriptedBackend(list(outputs)), builtin_registry(), AgentConfig(mode="react", policies="off", ground=False)
    )
    assert free.run("What is 17 * 23?").said == "about four hundred"


def _suite_calls() -> list[tuple[str, str, dict[str, object]]]:
    """Every question of the answer suite whose computation the readers find, with a right call
    for it written as a capable model might (no spaces in the expression, units as it names them)."""
    from pathlib import Path

    from localagent.policies.asked import stated_expression
    from localagent.policies.quantities import stated_conversion, stated_span

    suite = Path(__file__).resolve().parents[2] / "bench" / "answers" / "questions.jsonl"
    out = []
    for line in suite.read_text(encoding="utf-8").splitlines():
        question = json.loads(line)["question"]
        if (expression := stated_expression(question)) is not None:
            out.append((question, "calculator", {"expression": expression.replace(" ", "")}))
        elif (conversion := stated_conversion(question)) is not None:
            out.append((question, "convert_units", dict(conversion)))
        elif (span := stated_span(question)) is not None:
            out.append((question, "date_math", dict(span)))
    return out


@pytest.mark.parametrize("question,tool,arguments", _suite_calls())
def test_over_the_suite_a_valid_call_is_left_as_written(question: str, tool: str, arguments: dict[str, object]) -> None:
    backend = ScriptedBackend([qwen_call(tool, **arguments), "Done."], chat_template=QWEN)
    result = Agent(backend, builtin_registry(), AgentConfig()).run(question)
    [call] = result.steps[0].calls
    assert (call.tool, call.arguments) == (tool, arguments)
    assert not [p for p in result.steps[0].policies if p["action"] in ("asked", "added", "declined", "checked")]
