"""reading/portions.py: how many portions of a size a whole amount makes, read only when the
question states the two measures of one kind and asks how many of the portion's thing."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.portions import portions

READ = [
    ("I have 3 liters of soup and bowls of 250 ml. How many bowls can I fill?", "3 * 1000 / 250"),
    ("Tengo 2 kg de harina y hago panes de 400 g. ¿Cuántos panes salen?", "2 * 1000 / 400"),
    ("Ho 1,5 litri di succo e bicchieri da 200 ml: quanti bicchieri riempio?", "1.5 * 1000 / 200"),
    # only whole portions asked: rounded down
    ("I have 1 liter of milk and glasses of 300 ml. How many glasses can I fill completely?", "floor(1 * 1000 / 300)"),
]

LEFT_ALONE = [
    "I have 3 liters of soup and bowls of 250 ml. What soup is best?",  # no value asked
    "I weigh 80 kg and my bag of 5 kg. How many kg?",  # asks a unit, no portion's thing
    "I have 3 liters of soup, 2 pots and bowls of 250 ml. How many bowls?",  # another number
    "I have 3 liters of soup and bowls of 250 g. How many bowls?",  # not one kind
]


@pytest.mark.parametrize("question,expression", READ)
def test_portions_of_a_whole_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_measures_are_left_to_the_model(question: str) -> None:
    assert portions(question) is None
