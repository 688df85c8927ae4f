"""A sentence that states numbers but asks for nothing computed from them gets no tool that
computes, however the model behaves: SmolLM2 called a tool for anything it was offered."""

from __future__ import annotations

from localagent import Agent, AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.tools.builtin import builtin_registry

CALC = ' Action: calculator\nAction Input: {"expression": "4-2"}'


def offered(prompt: str) -> str:
    """The tool names a react prompt offers (its worked example names the calculator whatever is offered)."""
    return prompt.split("Action: the tool name, one of: ", 1)[1].split("\n", 1)[0]


CLOCK = " Action: current_time\nAction Input: {}"


def test_a_score_is_answered_in_words_with_no_tool() -> None:
    backend = ScriptedBackend(["Congratulations on the win!"])
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react")).run("We won 4-2 yesterday!")
    assert result.said == "Congratulations on the win!" and result.steps[0].calls == []
    assert "calculator" not in backend.prompts[0]
    [offered] = [p for p in result.steps[0].policies if p["policy"] == "evidence"]
    assert offered["detail"].endswith("none")


def test_a_retry_offering_every_tool_offers_none_the_evidence_left_out() -> None:
    # The time asked keeps the clock; its call states no number, so the relevance policy asks again
    # with every tool: every tool the evidence left, not the calculator.
    backend = ScriptedBackend([CLOCK, CLOCK, " I know\nFinal Answer: Es ist 14 Uhr."])
    question = "Wie spät ist es? Ich muss um 15:30 los."
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react")).run(question)
    assert all("calculator" not in offered(prompt) for prompt in backend.prompts)
    assert {c.tool for s in result.steps for c in s.calls} <= {"current_time"}


def test_a_word_for_today_in_a_sentence_that_asks_for_nothing_does_not_offer_the_clock() -> None:
    backend = ScriptedBackend(["Ruh dich aus und kühle das Knie."])
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react")).run("今天跑了10公里，膝盖有点疼，怎么办？")
    assert result.steps[0].calls == [] and result.said == "Ruh dich aus und kühle das Knie."


def test_a_reservation_goes_to_the_tool_it_is_for() -> None:
    from localagent.tools.registry import Registry, tool

    reserved: list[tuple[str, int]] = []

    @tool
    def reserve_units(product: str, units: int) -> str:
        """Reserve units of a product in the warehouse.

        Args:
            product: The product code.
            units: How many units.
        """
        reserved.append((product, units))
        return "reserved"

    call = ' Action: reserve_units\nAction Input: {"product": "A-100", "units": 3}'
    backend = ScriptedBackend([call, " Done\nFinal Answer: Reserved 3 units of A-100."])
    tools = Registry([*builtin_registry(), reserve_units])
    result = Agent(backend, tools, AgentConfig(mode="react")).run("Please reserve 3 units of product A-100")
    assert reserved == [("A-100", 3)] and result.said == "Reserved 3 units of A-100."
    assert offered(backend.prompts[0]) == "reserve_units"


def test_a_call_the_policies_wrote_is_not_declined_as_made_up() -> None:
    # "3 weeks ago" is days=-21: a value no word of the question states, but the question's own.
    backend = ScriptedBackend([" the date"])
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react")).run("Que data foi há 3 semanas?")
    [call] = result.steps[0].calls
    assert (call.tool, call.arguments, call.ok) == ("date_math", {"start": "today", "days": -21}, True)
    assert not [p for p in result.steps[0].policies if p["action"] == "declined"]


def test_a_reply_in_a_chat_is_offered_no_tool_that_computes_on_the_earlier_numbers() -> None:
    """'gracias, justo lo que necesitaba' after 37 °C: SmolLM2 converted 37 °C again; the earlier
    turns' numbers count only for a reply that asks for a value ('what is that in euros?')."""
    history = [{"role": "user", "content": "¿Cuántos grados Fahrenheit son 37 °C?"},
               {"role": "assistant", "content": "37 C = 98,6 F"}]  # fmt: skip
    backend = ScriptedBackend(["¡De nada!"])
    result = Agent(backend, builtin_registry(), AgentConfig(mode="react")).run(
        "gracias, justo lo que necesitaba", history=history
    )
    assert result.said == "¡De nada!" and result.steps[0].calls == []
    assert "convert_units" not in backend.prompts[0]
    for asking in ("what is that in fahrenheit?", "how much is that in kelvin?"):
        asked = ScriptedBackend(
            [
                'Thought: I convert.\nAction: convert_units\nAction Input: {"value": 37, "from_unit": "C", "to_unit": "K"}\n'
            ]
        )
        Agent(asked, builtin_registry(), AgentConfig(mode="react", max_steps=1)).run(asking, history=history)
        assert "convert_units" in offered(asked.prompts[0]), asking


def test_a_reply_about_numbers_is_offered_the_clock_only_by_its_words() -> None:
    """'in mph?' after a speed: SmolLM2, offered only the clock, called it and answered the time."""
    history = [{"role": "user", "content": "I ran 10 km in 52 minutes. What was my average speed in km/h?"},
               {"role": "assistant", "content": "11.5384615385"}]  # fmt: skip
    for reply, clock in (("in mph?", False), ("thanks!! that's a relief", False), ("and what time is it now?", True)):
        backend = ScriptedBackend([CLOCK, " I know\nFinal Answer: ok"])
        Agent(backend, builtin_registry(), AgentConfig(mode="react", max_steps=2)).run(reply, history=history)
        assert ("current_time" in backend.prompts[0].split("Action: the tool name", 1)[-1]) is clock, reply
