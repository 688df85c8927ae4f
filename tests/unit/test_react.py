"""Text ReAct, one line per case: output -> (calls, final answer, level)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent.errors import ParseError
from localagent.parsing.react import parse_react
from tests.support.parsing_tools import parser_tools

TOOLS = parser_tools()
C = "calculator"
E = {"expression": "17 * 23"}

CASES = [
    ('Thought: multiply\nAction: calculator\nAction Input: {"expression": "17 * 23"}', [(C, E)], None, 0),
    ('Thought: multiply Action: calculator Action Input: {"expression": "17 * 23"}', [(C, E)], None, 0),
    ('thought: x\nACTION: calculator\naction input: {"expression": "17 * 23"}', [(C, E)], None, 0),
    ('**Thought:** x\n**Action:** `calculator`\n**Action Input:** {"expression": "17 * 23"}', [(C, E)], None, 1),
    ('Action: calculator\nAction Input: ```json\n{"expression": "17 * 23"}\n```', [(C, E)], None, 1),
    ('Action: calculator\nAction Input: {\n  "expression": "17 * 23"\n}', [(C, E)], None, 0),
    (
        'Action: search\nAction Input: {"query": "a {nested} \\"quoted\\" }", "tags": ["x"]}',
        [("search", {"query": 'a {nested} "quoted" }', "tags": ["x"]})],
        None,
        0,
    ),
    ("Action: calculator\nAction Input: 17 * 23", [(C, E)], None, 3),
    ('Action: calculator\nAction Input: "17 * 23"', [(C, E)], None, 3),
    ("Action: current_time\nAction Input:", [("current_time", {})], None, 0),
    ("Action: current_time\nAction Input: {}", [("current_time", {})], None, 0),
    ("Action: current_time", [("current_time", {})], None, 0),
    (
        'Action: calculator\nAction Input: {"expression": "1+1"}\nAction: calculator\nAction Input: {"expression": "2+2"}',
        [(C, {"expression": "1+1"}), (C, {"expression": "2+2"})],
        None,
        0,
    ),
    (
        'Action: calculator\nAction Input: {"expression": "17 * 23"}\nObservation: 999\nFinal Answer: 999',
        [(C, E)],
        None,
        0,
    ),
    ('Action: calculator\nAction Input: {"expression": "Action: x"}', [(C, {"expression": "Action: x"})], None, 0),
    ("Action: calculator(17 * 23)", [(C, E)], None, 3),
    (
        'Action: weather\nAction Input: {"city": "北京", "days": "3", "unit": "Celsius"}',
        [("weather", {"city": "北京", "days": 3, "unit": "celsius"})],
        None,
        3,
    ),
    ('Action: calculater\nAction Input: {"expression": "17 * 23"}', [(C, E)], None, 3),
    ('Action: math.factorial\nAction Input: {"number": 5}', [("math.factorial", {"number": 5})], None, 0),
    ("Action: calculator\nAction Input: {'expression': '17 * 23',}", [(C, E)], None, 2),
    ('Action: calculator\nAction Input: {"expression": "17 * 23', [(C, E)], None, 2),
    ("Thought: done\nFinal Answer: 391", [], "391", 0),
    ("Final Answer: line one\nline two 😀", [], "line one\nline two 😀", 0),
    ("**Final Answer:** 391", [], "391", 0),
    (
        'Final Answer: 391\nAction: calculator\nAction Input: {"expression": "1"}',
        [],
        '391\nAction: calculator\nAction Input: {"expression": "1"}',
        0,
    ),
    ("The answer is 391.", [], "The answer is 391.", 1),
    ("Thought: 17 * 23 = 391", [], "17 * 23 = 391", 1),
    ("北京的天气很好 😀", [], "北京的天气很好 😀", 1),
]


@pytest.mark.parametrize("text, calls, answer, level", CASES)
def test_react_table(text: str, calls: list, answer: str | None, level: int) -> None:
    parsed = parse_react(text, TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == calls
    assert parsed.final_answer == answer
    assert parsed.repair_level == level


@pytest.mark.parametrize("text", ["", "   ", "Final Answer:", "Action:\nAction Input: {}"])
def test_unusable_output_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError):
        parse_react(text, TOOLS)


def test_strict_mode_refuses_prose() -> None:
    with pytest.raises(ParseError) as err:
        parse_react("I think 391", TOOLS, strict=True)
    assert "Action: tool_name" in err.value.feedback


def test_hallucinated_observation_is_reported() -> None:
    parsed = parse_react('Action: calculator\nAction Input: {"expression": "1"}\nObservation: 1', TOOLS)
    assert "discarded a hallucinated Observation and what followed" in parsed.repairs


@given(st.text(max_size=400))
@settings(max_examples=300, deadline=None)
def test_never_raises_anything_but_parse_error(text: str) -> None:
    try:
        parse_react(text, TOOLS)
    except ParseError:
        pass


args = st.dictionaries(
    st.sampled_from(["expression"]), st.text(alphabet="0123456789+-*/ ()", min_size=1, max_size=20), min_size=1
)


@given(
    args,
    st.sampled_from(["", "Thought: let me see.\n", "Sure!\n\n"]),
    st.sampled_from(["", "\n", "\nObservation: 5\nFinal Answer: 5"]),
)
@settings(max_examples=200, deadline=None)
def test_valid_call_survives_noise(arguments: dict, before: str, after: str) -> None:
    text = f"{before}Action: calculator\nAction Input: {json.dumps(arguments)}{after}"
    parsed = parse_react(text, TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == [("calculator", arguments)]
