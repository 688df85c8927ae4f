"""Bracket markers, one line per case: output -> (calls, final answer)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent.errors import ParseError
from localagent.parsing.markers import parse_markers
from tests.support.parsing_tools import parser_tools

TOOLS = parser_tools()
W = "weather"

CASES = [
    ('Let me check [[weather(city="Paris")]] for you.', [(W, {"city": "Paris"})]),
    ("[[weather(city='Paris')]]", [(W, {"city": "Paris"})]),
    ('[[weather(city="Paris, \\"FR\\" (x)")]]', [(W, {"city": 'Paris, "FR" (x)'})]),
    ('[[weather(city="a ]] b")]]', [(W, {"city": "a ]] b"})]),
    ("[[weather(city=北京, date=2025-01-15)]]", [(W, {"city": "北京", "date": "2025-01-15"})]),
    ("[[calculator(expression=(2+3)*4)]]", [("calculator", {"expression": "(2+3)*4"})]),
    ("[[ weather ( city = Oslo , days = 3 ) ]]", [(W, {"city": "Oslo", "days": 3})]),
    ('[[weather(city="Oslo", days="3", hourly="true")]]', [(W, {"city": "Oslo", "days": 3, "hourly": True})]),
    ('[[weather(city="Oslo", hourly=True, days=None)]]', [(W, {"city": "Oslo", "hourly": True})]),
    ('[[weather(city="Oslo", unit="FAHRENHEIT")]]', [(W, {"city": "Oslo", "unit": "fahrenheit"})]),
    ('[[search(query="x", tags=["a", "b"])]]', [("search", {"query": "x", "tags": ["a", "b"]})]),
    ("[[search(query='x', tags=['a', 'b'])]]", [("search", {"query": "x", "tags": ["a", "b"]})]),
    ("[[math.factorial(number=5)]]", [("math.factorial", {"number": 5})]),
    ("[[math.factorial(5)]]", [("math.factorial", {"number": 5})]),
    ('[[calculator("17 * 23")]]', [("calculator", {"expression": "17 * 23"})]),
    ('[[weather({"city": "Oslo", "days": 2})]]', [(W, {"city": "Oslo", "days": 2})]),
    ('[[weather(city="A")]] and then [[weather(city="B")]] 😀', [(W, {"city": "A"}), (W, {"city": "B"})]),
    (
        '[weather(city="Rome"), calculator(expression="2")]',
        [(W, {"city": "Rome"}), ("calculator", {"expression": "2"})],
    ),
    ("[[current_time()]]", [("current_time", {})]),
    ('[[weather(city="Oslo\\nNorway")]]', [(W, {"city": "Oslo\nNorway"})]),
    ('[[weather(city="Oslo"', [(W, {"city": "Oslo"})]),
]


@pytest.mark.parametrize("text, calls", CASES)
def test_marker_table(text: str, calls: list) -> None:
    parsed = parse_markers(text, TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == calls
    assert parsed.final_answer is None


@pytest.mark.parametrize("text", ["It is sunny in Paris.", "Use [brackets] or [[ not a call", "[1, 2, 3] are numbers"])
def test_prose_without_markers_is_the_answer(text: str) -> None:
    parsed = parse_markers(text, TOOLS)
    assert parsed.calls == [] and parsed.final_answer == text


def test_levels() -> None:
    assert parse_markers('[[weather(city="x")]]', TOOLS).repair_level == 0
    assert parse_markers('[[weather(city="x", days="2")]]', TOOLS).repair_level == 3
    assert parse_markers('[[weather(city="x', TOOLS).repair_level == 2


def test_empty_output_is_a_parse_error() -> None:
    with pytest.raises(ParseError):
        parse_markers("  ", TOOLS)


@given(st.text(max_size=400))
@settings(max_examples=300, deadline=None)
def test_never_raises_anything_but_parse_error(text: str) -> None:
    try:
        parse_markers("[[" + text, TOOLS)
        parse_markers(text, TOOLS)
    except ParseError:
        pass


@given(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters='"\\'), max_size=30),
    st.sampled_from(["", "Sure. ", "好的 "]),
    st.sampled_from(["", " done", "\nResult:"]),
)
@settings(max_examples=200, deadline=None)
def test_quoted_value_survives_noise(city: str, before: str, after: str) -> None:
    parsed = parse_markers(f'{before}[[weather(city="{city}")]]{after}', TOOLS)
    assert [(c.tool, c.arguments) for c in parsed.calls] == [(W, {"city": city})]
