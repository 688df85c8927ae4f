"""The guard against calls that copy the instructions (agent/guards.CopiedGuard) leaves a
correct call alone: every reference call of the four BFCL suites, in every text format."""

from __future__ import annotations

import json

import pytest

from localagent.agent.guards import CopiedGuard
from localagent.formats import get_format
from localagent.tools.registry import Registry
from localagent.types import ToolCall
from tests.support.bfcl import BFCL_DIR, load_items
from tests.support.shared_material import require

CATEGORIES = ("simple_python", "multiple", "parallel", "parallel_multiple")


@pytest.mark.parametrize("category", CATEGORIES)
@pytest.mark.parametrize("fmt", ["react", "marker", "json"])
def test_no_reference_call_of_bfcl_is_taken_for_a_copy(category: str, fmt: str) -> None:
    instructions = get_format(fmt).system_prompt(Registry([]))
    answers_file = require(BFCL_DIR / f"possible_answer_BFCL_v4_{category}.json")
    answers = {a["id"]: a for a in map(json.loads, answers_file.read_text("utf-8").splitlines()) if a}
    checked = 0
    for item in load_items(category):
        question = " ".join(m["content"] for turn in item["question"] for m in turn if m["role"] == "user")
        for expected in answers[item["id"]]["ground_truth"]:
            for tool, arguments in expected.items():
                first = {k: v[0] if isinstance(v, list) and v else v for k, v in arguments.items()}
                assert CopiedGuard(instructions, question).check(ToolCall(tool, first, "c")) is None, (tool, first)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    ("value", "question", "copied"),
    [
        ("12 * 7", "Shout 'hello'", True),  # the worked example's expression
        ("what you need to find out", "When do the backups run?", True),  # the template's own words
        ("12 * 7", "What is 12 times 7?", False),  # the user said it
        ("12 * 7", "Combien font 12 fois 7 ?", False),
        # a number as the user's language writes it: "7 500" in Russian or French is one number
        ("12 * 7", "Скинулись коллеге, всего собрали 7 500 ₽, нас 12 человек. Сколько сдал каждый?", True),
        ("12 * 7", "On a 7 500 € pour 12 personnes, combien chacun ?", True),
        ("12 * 7", "Zwölf Leute, 12 Teller und 7 Gläser: wie viel ist 12 * 7?", False),
        ("result", "Shout 'hello'", False),  # one word may be meant
        ("the Eiffel tower", "Shout 'hello'", False),  # not the instructions'
    ],
)
def test_what_counts_as_a_copy(value: str, question: str, copied: bool) -> None:
    guard = CopiedGuard(get_format("react").system_prompt(Registry([])), question)
    assert (guard.check(ToolCall("shout", {"text": value}, "c")) is not None) is copied
