"""JSON tool calls, one line per case."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent.errors import ParseError
from localagent.parsing.toolcall import parse_toolcall
from tests.support.parsing_tools import parser_tools

TOOLS = parser_tools()
C, E = "calculator", {"expression": "2+2"}

CASES = [
    ('{"tool": "calculator", "arguments": {"expression": "2+2"}}', [(C, E)], None, 0),
    ('{"name": "calculator", "arguments": {"expression": "2+2"}}', [(C, E)], None, 0),
    ('{"name": "calculator", "parameters": {"expression": "2+2"}}', [(C, E)], None, 0),
    ('{"action": "calculator", "action_input": {"expression": "2+2"}}', [(C, E)], None, 0),
    (
        '{"type": "function", "function": {"name": "calculator", "arguments": "{\\"expression\\": \\"2+2\\"}"}}',
        [(C, E)],
        None,
        3,
    ),
    ('{"name": "calculator", "arguments": "{\\"expression\\": \\"2+2\\"}"}', [(C, E)], None, 3),
    (
        '[{"tool": "calculator", "arguments": {"expression": "2+2"}}, {"tool": "current_time", "arguments": {}}]',
        [(C, E), ("current_time", {})],
        None,
        0,
    ),
    ('{"tool_calls": [{"name": "calculator", "arguments": {"expression": "2+2"}}]}', [(C, E)], None, 0),
    ('<tool_call>\n{"name": "calculator", "arguments": {"expression": "2+2"}}\n</tool_call>', [(C, E)], None, 1),
    (
        '<tool_call>{"name": "calculator", "arguments": {"expression": "2+2"}}</tool_call><tool_call>{"name": "current_time"}</tool_call>',
        [(C, E), ("current_time", {})],
        None,
        1,
    ),
    ('Sure!\n```json\n{"tool": "calculator", "arguments": {"expression": "2+2"}}\n```', [(C, E)], None, 1),
    ("{'tool': 'calculator', 'arguments': {'expression': '2+2'}}", [(C, E)], None, 2),
    ('{"tool": "calculator", "arguments": {"expression": "2+2"', [(C, E)], None, 2),
    (
        '{"tool": "weather", "arguments": {"city": "北京", "days": "2"}}',
        [("weather", {"city": "北京", "days": 2})],
        None,
        3,
    ),
    ('{"action": "calculator", "action_input": "2+2"}', [(C, E)], None, 3),
    ('{"final_answer": "It is 4 😀"}', [], "It is 4 😀", 0),
    ('{"answer": "4"}', [], "4", 0),
    ('{"action": "Final Answer", "action_input": "4"}', [], "4", 0),
]


@pytest.mark.parametrize("text, calls, answer, level", CASES)
def test_toolcall_table(text: str, calls: list, answer: str | None, level: int) -> None:
    parsed = parse_toolcall(text, TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == calls
    assert (parsed.final_answer, parsed.repair_level) == (answer, level)


@pytest.mark.parametrize(
    "text, message",
    [("no json at all", "No JSON tool call found"), ('{"x": 1}', "no tool name"), ("[1, 2]", "Expected a JSON object")],
)
def test_errors_say_what_correct_output_looks_like(text: str, message: str) -> None:
    with pytest.raises(ParseError) as err:
        parse_toolcall(text, TOOLS)
    assert message in err.value.feedback and '{"tool": "tool_name"' in err.value.feedback


@given(st.text(max_size=400))
@settings(max_examples=300, deadline=None)
def test_never_raises_anything_but_parse_error(text: str) -> None:
    try:
        parse_toolcall(text, TOOLS)
    except ParseError:
        pass


def test_truncated_list_keeps_the_whole_calls() -> None:
    parsed = parse_toolcall('[{"tool": "calculator", "arguments": {"expression": "1"}}, {"tool": "calcul', TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == [("calculator", {"expression": "1"})]
    assert "dropped the last call of the list, cut off (truncated)" in parsed.repairs
