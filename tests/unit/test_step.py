"""The one step (step.py): generation free or under the format's constraint, parsing through
the repair ladder, a cut-off last call dropped, each call checked, one regeneration under the
grammar when asked. A table of model outputs; the `generate` is a stand-in that records what
it was asked."""

from __future__ import annotations

from typing import Any

import pytest

from localagent.formats import get_format
from localagent.grammar import GrammarBuilder
from localagent.step import StepResult, check_call, read_step, take_step
from localagent.tools import Registry
from localagent.trace import Tracer
from localagent.types import Completion, ToolCall

TOOLS = Registry(
    [
        {
            "name": "calculator",
            "description": "Evaluate arithmetic.",
            "parameters": {
                "type": "object",
                "properties": {"expression": {"type": "string"}},
                "required": ["expression"],
            },
        }
    ]
)
REACT = get_format("react")
GOOD = ' compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}\n'
BAD = ' compute.\nAction: calculator\nAction Input: {"expr": "17 * 23"}\n'


class Model:
    """Answers each request with the next output; records (extra, grammar, stops) asked."""

    def __init__(self, *outputs: str | Completion) -> None:
        self.outputs = list(outputs)
        self.asked: list[tuple[str, bool, Any]] = []

    def __call__(self, extra: str, grammar: str | None, stop_at: Any = None, json_schema: Any = None) -> Completion:
        self.asked.append((extra, grammar is not None, stop_at))
        out = self.outputs.pop(0)
        return out if isinstance(out, Completion) else Completion(out, 10, 5)


def step(*outputs: str | Completion, **options: Any) -> tuple[StepResult, Model]:
    model = Model(*outputs)
    options.setdefault("constrained", False)
    builder = options.pop("builder", GrammarBuilder(TOOLS))
    return take_step(REACT, model, TOOLS, builder, **options), model


@pytest.mark.parametrize(
    "output, calls, valid, dropped, answer, error",
    [
        (GOOD, ["calculator"], 1, 0, None, False),
        (BAD, ["calculator"], 0, 1, None, False),
        (" easy.\nFinal Answer: 391", [], 0, 0, "391", False),
        (' x\nAction: weather\nAction Input: {"city": "Oslo"}\n', ["weather"], 0, 1, None, False),
        ("", [], 0, 0, None, True),
    ],
)
def test_a_free_step_reads_the_output(
    output: str, calls: list, valid: int, dropped: int, answer: Any, error: bool
) -> None:
    result, model = step(output)
    assert [c.tool for c in result.calls] == calls
    assert (len(result.valid), len(result.dropped)) == (valid, dropped)
    assert (result.error is not None) == error
    assert (result.parsed.final_answer if result.parsed else None) == answer
    assert result.raw == "Thought:" + output
    assert model.asked == [("", False, None)]  # free: no grammar, the format's own stops


def test_an_unknown_tool_is_dropped_with_a_reason_written_for_the_model() -> None:
    assert check_call(ToolCall("weather", {}), TOOLS) == "no tool named 'weather' was offered"
    assert "expression" in (check_call(ToolCall("calculator", {"expr": "1"}), TOOLS) or "")
    assert check_call(ToolCall("calculator", {"expression": "1"}), TOOLS) is None


def test_a_constrained_step_is_generated_under_the_grammar() -> None:
    result, model = step(GOOD, constrained=True)
    assert result.constrained and len(result.valid) == 1
    assert all(grammar for _, grammar, _ in model.asked)


def test_without_a_builder_a_step_cannot_be_constrained() -> None:
    result, model = step(GOOD, constrained=True, builder=None)
    assert not result.constrained and model.asked == [("", False, None)]


def test_an_invalid_call_is_generated_again_under_the_grammar_when_asked() -> None:
    result, model = step(BAD, GOOD, regenerate_invalid=True)
    assert [grammar for _, grammar, _ in model.asked][0] is False and all(g for _, g, _ in model.asked[1:])
    assert len(result.valid) == 1 and result.dropped == [] and result.constrained


def test_no_regeneration_unless_asked_or_already_constrained() -> None:
    result, model = step(BAD)
    assert len(model.asked) == 1 and result.dropped
    result, model = step(BAD, constrained=True, regenerate_invalid=True)
    assert len(model.asked) == 1 and result.dropped


def test_a_cut_off_last_call_is_dropped_and_the_cut_is_said() -> None:
    two = GOOD + 'Action: calculator\nAction Input: {"expr'
    result = read_step(REACT, Completion(two, 10, 256, "length"), TOOLS)
    assert result.parsed is not None
    assert any("truncated" in r for r in result.parsed.repairs)
    assert [c.arguments for c in result.calls] == [{"expression": "17 * 23"}]


def test_a_call_cut_where_its_arguments_loop_is_never_run_though_it_closes_valid() -> None:
    """The repair closes '{"expression": "1+1+1+1+' into a valid call; it is not what was meant."""
    looped = ' compute.\nAction: calculator\nAction Input: {"expression": "17 * 23 + 17 * 23 + 17 * 23 + 17 * 23'
    result = read_step(REACT, Completion(looped, 10, 40, "length", looped=True), TOOLS)
    assert result.valid == [] and result.calls == []
    assert result.dropped == ["calculator: its arguments said the same piece again and again; write the call once"]
    # a whole call, then a loop after it (its text ended): the call runs
    after = GOOD + "Thought: " + "ok ok ok " * 8
    kept = read_step(REACT, Completion(after, 10, 40, "length", looped=True), TOOLS)
    assert [c.arguments for c in kept.valid] == [{"expression": "17 * 23"}] and kept.dropped == []


def test_a_parse_error_is_feedback_and_reads_as_text_for_complete() -> None:
    tracer = Tracer()
    result = read_step(REACT, Completion("", 10, 0), TOOLS, tracer=tracer, number=3)
    assert result.parsed is None and result.error
    assert result.as_text().final_answer == ""
    assert tracer.events[-1]["type"] == "parse" and tracer.events[-1]["ok"] is False
    assert tracer.events[-1]["step"] == 3
