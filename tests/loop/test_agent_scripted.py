"""The loop on the scripted backend: deterministic, no weights."""

from __future__ import annotations

import pytest

from localagent import Agent, AgentConfig, Registry, tool
from localagent.backends.scripted import ScriptedBackend
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer

CALL = 'Thought: I need to compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}\n'


def run(outputs: list[str], tools: Registry | None = None, **config: object):
    backend = ScriptedBackend(outputs)
    tracer = Tracer()
    config.setdefault("decline", False)  # the scripted calls are arbitrary, not drawn from the question
    config.setdefault("evidence", False)
    config.setdefault("clock", False)
    config.setdefault("arithmetic", False)
    agent = Agent(backend, tools or builtin_registry(), AgentConfig(**config), tracer=tracer)  # type: ignore[arg-type]
    return agent.run("What is 17 * 23?"), backend, tracer


def test_tool_call_then_final_answer() -> None:
    result, backend, tracer = run(
        [" I need to compute." + CALL[len("Thought: I need to compute.") :], " I know it.\nFinal Answer: 391"]
    )
    assert result.stop_reason == "final_answer"
    assert result.answer == "391"
    first, second = result.steps
    assert [(c.tool, c.arguments, c.ok, c.observation) for c in first.calls] == [
        ("calculator", {"expression": "17 * 23"}, True, "391")
    ]
    assert second.final_answer == "391"
    # The second prompt is the first one plus the step and its observation: prefix reuse.
    assert backend.prompts[1].startswith(backend.prompts[0])
    assert backend.prompts[1].endswith("Observation: 391\nThought:")
    assert [e["type"] for e in tracer.events] == [
        "run_start",
        "model_call",
        "parse",
        "tool_call",
        "tool_result",
        "model_call",
        "parse",
        "stop",
    ]


def test_final_answer_straight_away() -> None:
    result, backend, _ = run([" Easy.\nFinal Answer: It is 391."])
    assert (result.stop_reason, result.answer, len(result.steps)) == ("final_answer", "It is 391.", 1)
    assert result.steps[0].calls == []


def test_hallucinated_observation_is_cut_by_the_stop_sequence() -> None:
    result, backend, _ = run([CALL + "Observation: 999\nFinal Answer: 999", "Final Answer: 391"])
    assert result.steps[0].calls[0].observation == "391"
    assert "999" not in backend.prompts[1]
    assert result.answer == "391"


def test_unknown_tool_goes_back_to_the_model() -> None:
    result, backend, _ = run(['Action: weather\nAction Input: {"city": "Paris"}', "Final Answer: sorry"])
    call = result.steps[0].calls[0]
    assert not call.ok and call.error == "ToolCallError"
    assert call.observation == "no tool named 'weather'; available: current_time, date_math, convert_units, calculator"
    assert "Observation: no tool named 'weather'" in backend.prompts[1]
    assert result.stop_reason == "final_answer"


def test_invalid_arguments_go_back_to_the_model_and_the_tool_does_not_run() -> None:
    ran = []

    @tool
    def square(n: int) -> int:
        """Square a number."""
        ran.append(n)
        return n * n

    result, backend, _ = run(
        ['Action: square\nAction Input: {"n": "seven"}', 'Action: square\nAction Input: {"n": 7}', "Final Answer: 49"],
        tools=Registry([square]),
    )
    bad, good = result.steps[0].calls[0], result.steps[1].calls[0]
    assert bad.observation == "square: argument 'n' is \"seven\" (string); expected integer"
    assert (good.ok, good.observation) == (True, "49")
    assert ran == [7]


def test_max_steps_reached_gives_an_honest_answer() -> None:
    outputs = [f'Action: calculator\nAction Input: {{"expression": "{i} + 1"}}' for i in range(3)]
    result, _, _ = run(outputs, max_steps=3)
    assert result.stop_reason == "max_steps"
    assert len(result.steps) == 3
    # The scripted backend has no output left for the forced answer: the answer says so.
    assert result.answer.startswith("No final answer: the run stopped because it reached the limit of 3 steps")
    assert "calculator -> 3" in result.answer


def test_max_steps_asks_once_for_an_answer_from_the_observations() -> None:
    result, backend, _ = run([CALL, " 17 * 23 is 391."], max_steps=1)
    assert result.stop_reason == "max_steps"
    assert result.answer == "17 * 23 is 391."
    assert backend.prompts[-1].endswith("Final Answer:")


def test_parse_error_in_strict_mode_is_fed_back() -> None:
    result, backend, _ = run(["I think it is 391", "Final Answer: 391"], strict=True)
    assert result.steps[0].error is not None and "neither an Action nor a Final Answer" in result.steps[0].error
    assert "Observation: Your output had neither" in backend.prompts[1]
    assert result.answer == "391"


def test_generation_error_stops_with_a_reason() -> None:
    result, _, _ = run([])
    assert result.stop_reason == "generation_error"
    assert "ran out of outputs" in result.answer


def test_token_budget() -> None:
    result, _, _ = run([CALL, CALL, CALL], token_budget=50)
    assert result.stop_reason == "token_budget"
    assert result.usage.total >= 50
    assert result.answer


def test_marker_format_loop() -> None:
    result, backend, _ = run(['Let me compute [[calculator(expression="17*23")]]', "17 * 23 is 391."], mode="marker")
    assert result.steps[0].calls[0].observation == "391"
    assert backend.prompts[1].endswith("Result: 391\n")
    assert (result.stop_reason, result.answer) == ("final_answer", "17 * 23 is 391.")


def test_json_format_loop_with_parallel_calls() -> None:
    result, backend, _ = run(
        [
            '[{"tool": "calculator", "arguments": {"expression": "1+1"}}, {"tool": "calculator", "arguments": {"expression": "2+2"}}]',
            '{"final_answer": "2 and 4"}',
        ],
        mode="json",
    )
    assert [c.observation for c in result.steps[0].calls] == ["2", "4"]
    # One tool called twice: each result is named with its arguments, so they can be told apart.
    assert backend.prompts[1].endswith(
        'Result of calculator {"expression": "1+1"}: 2\nResult of calculator {"expression": "2+2"}: 4\n'
    )
    assert result.answer == "2 and 4"


def test_repairs_are_reported_in_the_step() -> None:
    result, _, _ = run(["Action: calculator\nAction Input: {'expression': '2*3',}", "Final Answer: 6"])
    step = result.steps[0]
    assert step.repair_level == 2
    assert step.repairs == ["replaced non-JSON quotes", "removed trailing comma"]
    assert step.to_json()["repairs"] == step.repairs


def test_when_every_offered_tool_was_taken_away_the_next_step_is_free() -> None:
    from localagent.tools import Registry

    class Grammars(ScriptedBackend):
        supports_grammar = True

        def generate(self, prompt: str, **kwargs: object):  # type: ignore[no-untyped-def]
            kwargs.pop("grammar", None)
            return super().generate(prompt, **kwargs)  # type: ignore[arg-type]

    bad = 'Action: calculator\nAction Input: {"expression": "'
    outputs = [f'{bad}1/0"}}\n', f'{bad}2/0"}}\n', f'{bad}3/0"}}\n', " Final Answer: it cannot be done"]
    backend = Grammars([o.removeprefix("Thought:") for o in outputs])
    tools = Registry([t for t in builtin_registry() if t.name == "calculator"])
    config = AgentConfig(mode="react", constrain=True, failure_limit=3, decline=False, evidence=False)
    result = Agent(backend, tools, config).run("What is 1/0?")
    assert result.stop_reason == "final_answer" and result.answer == "it cannot be done"


def test_history_as_openai_dicts_or_messages_and_a_wrong_item_is_one_line() -> None:
    import pytest

    from localagent.errors import UsageError
    from localagent.types import Message

    history = [{"role": "user", "content": "My name is Ada."}, {"role": "assistant", "content": "Hello Ada!"}]
    backend = ScriptedBackend([" I know the answer\nFinal Answer: Ada"])
    agent = Agent(backend, builtin_registry(), AgentConfig(mode="react"))
    assert agent.run("What is my name?", history).answer == "Ada"
    assert "My name is Ada." in backend.prompts[0] and "Hello Ada!" in backend.prompts[0]
    backend.outputs.append(" I know the answer\nFinal Answer: Ada")
    assert agent.run("What is my name?", [Message("user", "My name is Ada.")]).answer == "Ada"
    with pytest.raises(UsageError, match=r"history\[1\]: expected a Message"):
        agent.run("What is my name?", [history[0], {"role": "tool", "content": "x"}])


def test_a_tool_with_no_function_says_so_and_not_to_try_other_arguments() -> None:
    """Every call of it failed with "TypeError ...; a call with other arguments may work"."""
    tools = Registry([])
    tools.add({"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}})
    result, _, _ = run(["Action: get_weather\nAction Input: {}", "Final Answer: I cannot check the weather."], tools)
    (call,) = result.steps[0].calls
    assert call.error == "ToolExecutionError" and "has a definition but no function" in call.observation
    assert "calling it again will not help" in call.observation


def test_an_answer_s_decimals_are_written_as_the_question_writes_them() -> None:
    """The calculator writes 1.75; a German reader reads "1.125" as 1125, so the answer to a
    German question is written with its decimal comma (and an English one as it was)."""
    call = 'Thought: I divide.\nAction: calculator\nAction Input: {"expression": "7 / 4"}\n'
    for question, said in (
        ("Was ist 7 geteilt durch 4?", "Das sind 1,75."),
        ("What is 7 divided by 4?", "Das sind 1.75."),
    ):
        tracer = Tracer()
        config = AgentConfig(policies="check")
        agent = Agent(ScriptedBackend([call, " I know it.\nFinal Answer: Das sind 1.75."]), builtin_registry(), config,
                      tracer=tracer)  # fmt: skip
        result = agent.run(question)
        assert result.stop_reason == "final_answer"
        assert result.answer == said
        written = [e for e in tracer.events if e["type"] == "answer" and e.get("action") == "written"]
        assert bool(written) is (said != "Das sind 1.75.")


def test_a_follow_up_is_computed_from_the_answer_before_it() -> None:
    """'and that times 2?' after 391: the policies read it as 'and 391 times 2?' (the model's own
    step is a made-up call), the calculator says 782, and the answer is held to it."""
    history = [{"role": "user", "content": "What is 17 times 23?"}, {"role": "assistant", "content": "391"}]
    made_up = 'Thought: I compute.\nAction: calculator\nAction Input: {"expression": "12 * 7"}\n'
    tracer = Tracer()
    backend = ScriptedBackend([made_up, " I know it.\nFinal Answer: 782"])
    result = Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run("and that times 2?", history=history)
    assert result.answer == "782"
    assert [c.arguments for s in result.steps for c in s.calls if c.ok] == [{"expression": "391 * 2"}]
    assert [e["read_as"] for e in tracer.events if e["type"] == "followup"] == ["and 391 times 2?"]


@pytest.mark.parametrize(
    ("earlier", "answer", "question", "arguments", "said"),
    [
        ("What's 7.5% sales tax on $240?", "18", "so what's the total?", {"expression": "240*(1+7.5/100)"}, "258"),
        ("I cycled 45 km in 2 hours, what was my average speed?", "22.5 km/h", "in mph?",
         {"value": 22.5, "from_unit": "km/h", "to_unit": "mph"}, "13.9809"),
    ],
)  # fmt: skip
def test_a_follow_up_on_a_share_or_a_measure_is_computed_from_it(
    earlier: str, answer: str, question: str, arguments: dict[str, object], said: str
) -> None:
    """The total after a percentage of an amount, the answer's measure in the unit named: the
    policies' call, from what the conversation said."""
    history = [{"role": "user", "content": earlier}, {"role": "assistant", "content": answer}]
    made_up = 'Thought: I compute.\nAction: calculator\nAction Input: {"expression": "12 * 7"}\n'
    backend = ScriptedBackend([made_up, f" I know it.\nFinal Answer: {said}"])
    result = Agent(backend, builtin_registry(), AgentConfig()).run(question, history=history)
    assert [c.arguments for s in result.steps for c in s.calls if c.ok] == [arguments]
    assert said in result.answer


def test_a_capable_model_s_call_for_a_follow_up_is_run_as_written() -> None:
    """Checked, not written: a model that calls calculator("391*2") for 'and that times 2?' uses
    the numbers of the question it stands for, and its call runs as it wrote it."""
    history = [{"role": "user", "content": "What is 17 times 23?"}, {"role": "assistant", "content": "391"}]
    call = 'Thought: I double it.\nAction: calculator\nAction Input: {"expression": "391*2"}\n'
    backend = ScriptedBackend([call, " I know it.\nFinal Answer: 782"])
    result = Agent(backend, builtin_registry(), AgentConfig(policies="check")).run("and that times 2?", history=history)
    assert result.answer == "782"
    assert [c.arguments for s in result.steps for c in s.calls] == [{"expression": "391*2"}]
