"""reading/area.py: a rectangle's area from its two sides, or an amount at a rate per square
unit, read only when the data is the sides (and the rate) and the request asks for it."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.area import area

READ = [
    ("The room is 5 m by 4 m. How many square meters is that?", "5 * 4"),
    ("My garden is 12 ft x 10 ft. How many square feet?", "12 * 10"),
    ("Die Terrasse ist 6 m lang und 3,5 m breit. Wie viele Quadratmeter hat sie?", "6 * 3.5"),
    ("客厅长6米、宽4米，地砖每平米90元，一共要多少钱？", "6 * 4 * 90"),
]

LEFT_ALONE = [
    "The room is 5 m by 4 m. Is that big enough for a piano?",  # no value asked
    "The room is 5 m by 4 m. How many square feet is that?",  # another unit squared: the model's
    "I walked 5 km and then 4 km. How many square meters?",  # no sides of one rectangle
    "The table is 2 m by 90 cm. How many square meters?",  # two units
]


@pytest.mark.parametrize("question,expression", READ)
def test_an_area_from_two_sides_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_lengths_are_left_to_the_model(question: str) -> None:
    assert area(question) is None
