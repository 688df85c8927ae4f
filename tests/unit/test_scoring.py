"""The BFCL-style scorer against hand-checked verdicts, one line per case."""

from __future__ import annotations

import pytest

from localagent.evaluation.scoring import normalize_string, score_item

FUNCTIONS = [
    {
        "name": "math.hypot",
        "parameters": {
            "type": "dict",
            "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}, "z": {"type": "integer"}},
            "required": ["x", "y"],
        },
    },
    {
        "name": "weather",
        "parameters": {
            "type": "dict",
            "properties": {
                "city": {"type": "string"},
                "unit": {"type": "string"},
                "temp": {"type": "float"},
                "days": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["city"],
        },
    },
]
HYPOT = [{"math.hypot": {"x": [4], "y": [5], "z": ["", 0]}}]
WEATHER = [
    {"weather": {"city": ["New York, NY", "NYC"], "unit": ["celsius", ""], "temp": [20.0], "days": [["mon", "tue"]]}}
]

CASES = [
    # (calls, ground truth, parallel, correct, reason contains)
    ([("math.hypot", {"x": 4, "y": 5})], HYPOT, False, True, ""),
    ([("math.hypot", {"x": 4, "y": 5, "z": 0})], HYPOT, False, True, ""),  # optional given its accepted value
    ([("hypot", {"x": 4, "y": 5})], HYPOT, False, False, "wrong function"),
    ([("math.hypot", {"x": 4})], HYPOT, False, False, "missing required parameter 'y'"),
    ([("math.hypot", {"x": 4, "y": 5, "w": 1})], HYPOT, False, False, "unknown parameter 'w'"),
    ([("math.hypot", {"x": 4, "y": 6})], HYPOT, False, False, "wrong value for 'y'"),
    ([("math.hypot", {"x": 4.0, "y": 5})], HYPOT, False, False, "wrong value for 'x'"),  # float for an integer
    ([("math.hypot", {"x": True, "y": 5})], HYPOT, False, False, "wrong value for 'x'"),
    (
        [("weather", {"city": "new york ny", "temp": 20, "days": ["Mon", "TUE"]})],
        WEATHER,
        False,
        True,
        "",
    ),  # alternative + int for float
    ([("weather", {"city": "NYC", "unit": "Celsius", "temp": 20.0, "days": ["mon", "tue"]})], WEATHER, False, True, ""),
    (
        [("weather", {"city": "NYC", "unit": "kelvin", "temp": 20.0, "days": ["mon", "tue"]})],
        WEATHER,
        False,
        False,
        "wrong value for 'unit'",
    ),
    (
        [("weather", {"city": "NYC", "days": ["mon", "tue"]})],
        WEATHER,
        False,
        False,
        "optional parameter 'temp' left out",
    ),
    (
        [("weather", {"city": "NYC", "temp": 20.0, "days": ["tue", "mon"]})],
        WEATHER,
        False,
        False,
        "wrong value for 'days'",
    ),
    ([], [], False, True, ""),  # declined correctly
    ([("math.hypot", {"x": 4, "y": 5})], [], False, False, "expected no call"),
    ([], HYPOT, False, False, "expected 1 call(s), got 0"),
    (
        [("math.hypot", {"x": 4, "y": 5}), ("math.hypot", {"x": 4, "y": 5})],
        HYPOT,
        False,
        False,
        "expected 1 call(s), got 2",
    ),
    # parallel: the same calls in any order
    (
        [("math.hypot", {"x": 6, "y": 8}), ("math.hypot", {"x": 4, "y": 5})],
        [{"math.hypot": {"x": [4], "y": [5]}}, {"math.hypot": {"x": [6], "y": [8]}}],
        True,
        True,
        "",
    ),
    (
        [("math.hypot", {"x": 4, "y": 5}), ("math.hypot", {"x": 4, "y": 5})],
        [{"math.hypot": {"x": [4], "y": [5]}}, {"math.hypot": {"x": [6], "y": [8]}}],
        True,
        False,
        "no call matches expected math.hypot",
    ),
]


@pytest.mark.parametrize("calls, truth, parallel, correct, reason", CASES)
def test_scorer_table(calls: list, truth: list, parallel: bool, correct: bool, reason: str) -> None:
    verdict = score_item(calls, truth, FUNCTIONS, parallel)
    assert verdict.correct is correct
    assert reason in verdict.reason


def test_string_normalisation() -> None:
    assert normalize_string("New York, NY") == normalize_string("new york ny") == "newyorkny"
