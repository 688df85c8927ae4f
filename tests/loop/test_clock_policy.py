"""Policy `clock`: a question that states its numbers and asks a value computed from them is not
offered the clock (a tiny model's profile, where the date tool is offered); every other question,
and a model that writes its own calls, keeps it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from localagent import Agent, AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.policies.base import FirstStep
from localagent.policies.clock import NoClockForStatedNumbers
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer


def act(tool: str, **arguments: Any) -> str:
    return f" I need a tool.\nAction: {tool}\nAction Input: {json.dumps(arguments, ensure_ascii=False)}\n"


def _offer(question: str, names: tuple[str, ...] = ()) -> list[str] | None:
    tools = builtin_registry() if not names else builtin_registry().select(list(names))
    step = FirstStep(question, [], tools, "Latin", lambda *a: [], parallel=False)
    offered = NoClockForStatedNumbers().offer(step)
    return None if offered is None else offered.names


@pytest.mark.parametrize(
    "question",
    [
        "I paid $42 for 3 tickets, how much was each one?",
        "bought 2 coffees at 3.80 and a muffin for 2.95, what's the total",
        "Ich habe 12,50 € und 7,30 € ausgegeben. Wie viel ist das zusammen?",
        "Sur 25 élèves, 18 ont réussi. Quel pourcentage ?",
        "Сколько дней прошло с 1 марта 2025 года до 9 мая 2025 года?",
        "Ho corso 8 km in 40 minuti oggi, qual è la mia velocità media in km/h?",  # "oggi" names the clock
        "What weekday is 90 days after 2026-01-15?",  # the date tool says the weekday
    ],
)
def test_a_question_with_its_own_numbers_asking_a_value_is_not_offered_the_clock(question: str) -> None:
    assert _offer(question) == ["date_math", "convert_units", "calculator"]


@pytest.mark.parametrize(
    "question",
    [
        "What time is it?",  # no number
        "What's the date today?",
        "Remind me to call Anna at 5pm, she is 34 today.",  # numbers, no value asked of them
        "We won 4-2 yesterday!!",
        "Thanks, the 3 tips were great.",
    ],
)
def test_a_question_asking_no_computation_on_its_numbers_keeps_the_clock(question: str) -> None:
    assert _offer(question) is None


def test_without_the_date_tool_the_clock_stays() -> None:
    # The date tool takes "today" as a start: where it is not offered, the clock is all there is.
    assert _offer("How many days until 2027-01-01?", ("current_time", "calculator")) is None


def test_the_run_offers_the_tools_without_the_clock_and_the_model_computes() -> None:
    tracer = Tracer()
    question = "I paid $42 for 3 tickets, how much was each one?"
    backend = ScriptedBackend([act("calculator", expression="42 / 3"), " Done.\nFinal Answer: 14"])
    result = Agent(backend, builtin_registry(), AgentConfig(arithmetic=False), tracer=tracer).run(question)
    assert result.answer.startswith("14")
    assert "- current_time" not in backend.prompts[0]
    offers = [e for e in tracer.events if e["type"] == "policy" and e["policy"] == "clock"]
    assert [o["detail"] for o in offers] == ["3 of 4 tools: date_math, convert_units, calculator"]


def test_a_model_that_writes_its_own_calls_keeps_the_clock() -> None:
    # Profile `check`: "what time will it be in 3 hours?" is the clock's, and a capable model adds the hours.
    backend = ScriptedBackend([act("current_time"), " Done.\nFinal Answer: It will be 15:00."])
    result = Agent(backend, builtin_registry(), AgentConfig(policies="check")).run("What time will it be in 3 hours?")
    assert "- current_time" in backend.prompts[0]
    assert [c.tool for s in result.steps for c in s.calls] == ["current_time"]


def test_switched_off_the_clock_is_offered() -> None:
    backend = ScriptedBackend([act("calculator", expression="42 / 3"), " Done.\nFinal Answer: 14"])
    Agent(backend, builtin_registry(), AgentConfig(clock=False, arithmetic=False, relevant_tools=0)).run(
        "I paid $42 for 3 tickets, how much was each one?"
    )
    assert "- current_time" in backend.prompts[0]
