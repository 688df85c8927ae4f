"""reading/factor.py: a measure converted by the factor the question defines with an equals sign
("1斤=500克"), read only when one measure stands beside the definition and the other side of it is
asked."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.factor import factor
from localagent.reading.numbers import fold, numbers

READ = [
    ("3斤等于多少克？（1斤=500克）", "3 * 500"),
    ("1 Tasse = 240 ml. Wie viele ml sind 2,5 Tassen?", "2.5 * 240"),  # the plural of the word defined
    ("How many cups is 720 ml if 1 cup = 240 ml?", "720 / 240"),  # the measure in the unit of the factor
    ("6畳の部屋は何平方メートルですか。1畳＝1.62㎡として計算してください。", "6 * 1.62"),  # "平方メートル" names "㎡"
    ("If 1 USD = 0.92 EUR, how many euros is 50 USD?", "50 * 0.92"),
    ("30평은 몇 제곱미터인가요? (1평 = 3.3058㎡로 계산, 소수점 둘째 자리까지)", "round(30 * 3.3058, 2)"),
]

LEFT_ALONE = [
    "1 cup = 240 ml. I drank 3 cups.",  # nothing asked
    "Is 1 cup = 240 ml true? I have 3 cups.",  # the unit of the factor not asked
    "1 cup = 240 ml. How many ml are 3 cups and 2 spoons?",  # another number
    "How many ml is 3 cups if 2 cups = 480 ml?",  # no definition of one
    "How many grams is 3 kg if 1 cup = 240 ml?",  # the measure is neither side of it
]


@pytest.mark.parametrize("question,expression", READ)
def test_a_measure_is_converted_by_the_factor_the_question_defines(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_definitions_are_left_to_the_model(question: str) -> None:
    assert factor(question) is None


@pytest.mark.parametrize(
    "written,read",
    [("20 m² room", ["20"]), ("size A4 paper", []), ("a 5x6 room", ["5", "6"]), ("H2O", []), ("2h15min", ["2", "15"])],
)
def test_digits_after_a_latin_letter_are_part_of_a_name(written: str, read: list[str]) -> None:
    assert [n.text for n in numbers(fold(written), "en")] == read
