"""reading/packing.py: how many containers so many things fill, read only when the request names
the containers and, where the size does not divide the count, says which way it rounds."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.packing import packing

READ = [
    ("Bonjour, nous devons ranger 1 248 bouteilles dans des cartons de 24. Combien de cartons nous faut-il ?",
     "1248 / 24"),
    ("We have 157 cookies and pack them in bags of 12. How many bags do we need?", "ceil(157 / 12)"),
    ("We have 157 cookies and pack them in bags of 12. How many full bags?", "floor(157 / 12)"),
    # the groups' count asked, not their total (groups.py had read 183 * 52)
    ("Una scuola porta in gita 183 persone con pullman da 52 posti. Quanti pullman servono?", "ceil(183 / 52)"),
]  # fmt: skip

LEFT_ALONE = [
    "We have 157 cookies and pack them in bags of 12. How many bags?",  # which way to round is not said
    "We have 157 cookies and pack them in bags of 12. How many cookies are left over?",  # not the bags
    "We have 157 cookies and pack them in bags of 12. Which bags look best?",  # no value asked
    "I have 3 kg of flour and bags of 500 g. How many bags do I need?",  # measures: portions.py
]


@pytest.mark.parametrize("question,expression", READ)
def test_containers_filled_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_counts_are_left_to_the_model(question: str) -> None:
    assert packing(question) is None
