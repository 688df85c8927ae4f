"""The repair ladder, one line per case: input -> (value, level)."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent.errors import ParseError
from localagent.parsing.jsonrepair import repair_json

CASES = [
    # level 0: valid JSON, as json.loads reads it
    ('{"a": 1}', {"a": 1}, 0),
    ("[1, 2.5, null, true]", [1, 2.5, None, True], 0),
    ('"just a string"', "just a string", 0),
    ('{"city": "北京", "emoji": "😀", "q": "say \\"hi\\""}', {"city": "北京", "emoji": "😀", "q": 'say "hi"'}, 0),
    # level 1: extraction from prose and fences
    ('Sure! Here it is: {"a": 1} Hope that helps.', {"a": 1}, 1),
    ('```json\n{"a": [1, {"b": "}"}]}\n```', {"a": [1, {"b": "}"}]}, 1),
    ('Action Input: {"expression": "17*23"}', {"expression": "17*23"}, 1),
    ('json {"a": 1}', {"a": 1}, 1),
    ('{"a": 1} {"b": 2}', {"a": 1}, 1),
    ('{"a": 1}]]', {"a": 1}, 1),
    ('I use {braces} but {"real": true}', {"real": True}, 1),
    # level 2: syntactic repair
    ("{'a': 'b'}", {"a": "b"}, 2),
    ("{“a”: “b”}", {"a": "b"}, 2),
    ("{a: 1, b_c: 2}", {"a": 1, "b_c": 2}, 2),
    ('{"a": 1,}', {"a": 1}, 2),
    ("[1, 2, ]", [1, 2], 2),
    ('{"a": 1 "b": 2}', {"a": 1, "b": 2}, 2),
    ("[1 2 3]", [1, 2, 3], 2),
    ('{"a": 1, // one\n "b": /* two */ 2}', {"a": 1, "b": 2}, 2),
    ('{"a": True, "b": None, "c": False}', {"a": True, "b": None, "c": False}, 2),
    ('{"a": "line\nbreak\tand tab"}', {"a": "line\nbreak\tand tab"}, 2),
    ('{"n": 007, "m": -0012}', {"n": 7, "m": -12}, 2),
    ('{"a": [1, 2', {"a": [1, 2]}, 2),
    ('{"a": "unclosed', {"a": "unclosed"}, 2),
    ('{"a": 1, "b":', {"a": 1, "b": None}, 2),
    ('{"a": 1, "b"', {"a": 1, "b": None}, 2),
    ('{"d": 2025-01-15, "c": 北京}', {"d": "2025-01-15", "c": "北京"}, 2),
    ('{"s": "He said "hi" to me"}', {"s": 'He said "hi" to me'}, 2),
    ("{'it': 'it's fine'}", {"it": "it's fine"}, 2),
    ('{"a": {"b": 1}}}}', {"a": {"b": 1}}, 1),
    ("```\n{'expression': '2+2'}\n```", {"expression": "2+2"}, 2),
    ('{"x": .5, "y": +3}', {"x": 0.5, "y": 3}, 2),
    ('{"u": "\\u00e9\\ud83d\\ude00"', {"u": "é😀"}, 2),
]


@pytest.mark.parametrize("text, value, level", CASES)
def test_repair_table(text: str, value: object, level: int) -> None:
    result = repair_json(text)
    assert (result.value, result.level) == (value, level)
    assert (result.repairs == []) == (level == 0)


@pytest.mark.parametrize("text", ["", "no json here", "just words, commas, and: colons", "   "])
def test_no_json_is_a_parse_error_for_the_model(text: str) -> None:
    with pytest.raises(ParseError) as err:
        repair_json(text)
    assert "JSON" in err.value.feedback


def test_repairs_name_what_was_fixed() -> None:
    assert repair_json("{'a': 1,}").repairs == ["replaced non-JSON quotes", "removed trailing comma"]
    assert "closed unterminated array (truncated)" in repair_json("[1, 2").repairs


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None)
def test_never_raises_anything_but_parse_error(text: str) -> None:
    try:
        repair_json(text)
    except ParseError:
        pass


@given(json_values)
@settings(max_examples=300, deadline=None)
def test_valid_json_round_trips_unchanged(value: object) -> None:
    text = json.dumps(value, ensure_ascii=False)
    result = repair_json(text)
    assert result.value == json.loads(text) and result.level == 0


objects = st.dictionaries(
    st.from_regex(r"[a-z]{1,8}", fullmatch=True),
    st.integers() | st.text(alphabet="abc xyz", max_size=10),
    min_size=1,
    max_size=4,
)


@given(
    objects,
    st.sampled_from(["Sure: ", "Here you go!\n", "```json\n", ""]),
    st.sampled_from(["", " Done.", "\n```", "\nThanks"]),
)
@settings(max_examples=200, deadline=None)
def test_valid_object_survives_noise(value: dict, before: str, after: str) -> None:
    assert repair_json(before + json.dumps(value) + after).value == value


@given(objects, st.integers(min_value=1, max_value=3))
@settings(max_examples=200, deadline=None)
def test_truncated_tail_keeps_the_complete_part(value: dict, cut: int) -> None:
    text = json.dumps(value)
    result = repair_json(text[:-cut])
    assert isinstance(result.value, dict)
    complete = {k: v for k, v in value.items() if json.dumps({k: v})[1:-1] in text[: -cut - 1]}
    for k, v in complete.items():
        assert result.value.get(k) == v


@pytest.mark.parametrize(
    "adversarial",
    [
        '"' * 30000,
        "[" * 30000,
        "{" * 30000,
        "," * 30000,
        '{"a": ' * 5000,
        "[{" * 15000,
        "'" * 30000,
        "/*" * 15000,
        '{"' + "\\" * 30000,
    ],
)
def test_adversarial_input_finishes_fast(adversarial: str) -> None:
    started = time.process_time()
    try:
        repair_json(adversarial)
    except ParseError:
        pass
    assert time.process_time() - started < 1.0
