"""reading/round_trip.py: a length one way, travelled there and back on so many days, read only
when the question says the length is one way and that both ways are travelled."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.round_trip import round_trip

READ = [
    ("My commute is 15 miles each way, 5 days a week. How many miles a week is that?", "15 * 2 * 5"),
    ("My commute is 15 miles each way and I work 5 days a week. How many miles do I drive per week?", "15 * 2 * 5"),
    ("Mein Arbeitsweg ist 23 km einfach, ich fahre an 220 Arbeitstagen hin und zurück. "
     "Wie viele Kilometer sind das im Jahr?", "23 * 2 * 220"),  # a compound ending in a period word
    ("Mein Arbeitsweg ist einfach 23 km. Ich fahr hin und zurück, an 220 Tagen im Jahr. "
     "Wie viele Kilometer kommen da zusammen?", "23 * 2 * 220"),
    ("Je fais 12 km aller simple, aller-retour 4 jours par semaine. Combien de km par semaine ?", "12 * 2 * 4"),
    ("Mi trabajo está a 18 km en cada sentido y voy 5 días a la semana. ¿Cuántos km hago a la semana?", "18 * 2 * 5"),
    ("Do dom do trabalho são 9 km em cada sentido, 22 dias por mês. Quantos km eu rodo por mês?", "9 * 2 * 22"),
    ("До работы 14 км в одну сторону, езжу туда и обратно 5 дней в неделю. Сколько км в неделю?", "14 * 2 * 5"),
]  # fmt: skip

LEFT_ALONE = [
    "I drive 15 miles to work and back 5 days a week. How many miles a week?",  # both ways, or each?
    "My commute is 15 miles one way, 5 days a week. How many miles a week?",  # one way, never said back
    "My commute is 15 miles each way, 5 days a week. How many miles a year is that?",  # weeks in a year: not said
    "My commute is 15 miles each way, 5 days a week. Any podcast recommendations for the drive?",  # nothing asked
    "My commute is 15 miles each way, 5 days a week. How many hours is that?",  # another kind asked
    "My commute is 15 miles each way and 3 miles more on Fridays, 5 days a week. How many miles a week?",
    "The ferry is $12 each way and we go 5 days a week. How much a week?",  # no length: a price
    "Mein Arbeitsweg ist 23 km einfach und 2,5 km. Wie viele Kilometer hin und zurück?",  # no count of days
]


@pytest.mark.parametrize("question,expression", READ)
def test_a_length_one_way_travelled_both_ways_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_length_that_may_be_either_way_or_another_request_is_left_to_the_model(question: str) -> None:
    assert round_trip(question) is None
