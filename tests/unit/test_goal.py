"""reading/goal.py: how many periods a total takes at so much each period, read only when the
question states those two numbers and asks how many of the rate's own period."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.goal import periods_needed
from localagent.reading.share import bill

READ = [
    ("If I put away $125 every week, how many weeks until I have 3,000 dollars saved up?", "3000 / 125"),
    ("Si ahorro 175 € al mes, ¿cuantos meses necesito para juntar 2.800 €?", "2800 / 175"),
    ("Ich spare 150 € im Monat. Wie viele Monate brauche ich für 1.800 €?", "1800 / 150"),
    ("Je mets 200 € de côté par mois. Combien de mois pour atteindre 3 000 € ?", "3000 / 200"),
    # it does not divide: the last period's few are a period of their own, where a goal is said
    ("I save $70 a week. How many weeks until I have $1,000?", "ceil(1000 / 70)"),
    ("Metto da parte 90 € al mese. Quanti mesi mi servono per arrivare a 1.000 €?", "ceil(1000 / 90)"),
    # no money: the total before the rate, or in the request
    ("My goal is 60 books. I read 4 books a month. How many months do I need?", "60 / 4"),
    ("walking 6 km a day, how many days to reach 100 km?", "ceil(100 / 6)"),
    # the rate in a condition after the request; a request in two clauses; the rate's money the total's
    ("how many months to save 2,400 if i put aside 150 a month", "2400 / 150"),
    ("Quanti mesi ci vogliono per risparmiare 1.200 € se metto da parte 100 € al mese?", "1200 / 100"),
    (
        "Сколько недель понадобится, чтобы накопить 25 000 ₽, если откладывать по 1 500 ₽ в неделю?",
        "ceil(25000 / 1500)",
    ),
    ("I save 1,800 a year. How many years until I have 10,000 dollars?", "ceil(10000 / 1800)"),
]

LEFT_ALONE = [
    "I save $70 a week. How many weeks is $1,000?",  # no goal said, and it does not divide
    "I save $70 a week and I am 30. How many weeks until retirement?",  # an age, not a total
    "I save 70 € a week. How many weeks until I have $1,000?",  # two currencies
    "I save $70 a week. How much will I have after 10 weeks?",  # a product asked (rates.py)
    "I save $70 a week. How many months until I have $1,000?",  # not the rate's own period
    "I save $70 a week toward $1,000. Is that realistic?",  # no value asked
    "I read 25 pages a day for 300 days. How many days is that?",  # after the rate it counts days
    "I work 8 hours a day. How many days until I earn $1,000?",  # the rate's thing is no money
]


@pytest.mark.parametrize("question,expression", READ)
def test_the_periods_a_total_takes_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_rates_and_totals_are_left_alone(question: str) -> None:
    assert periods_needed(question) is None


def test_a_count_of_periods_asked_is_no_bill() -> None:
    # Two amounts of money and "how many months" had been summed as a bill's lines (3250).
    assert bill("I owe $3,000 and pay $250 per month. How many months to pay it off?") is None


def test_what_is_still_owed_is_what_is_left() -> None:
    assert stated_expression("I owe $900 and paid $250. How much do I still owe?") == "900 - 250"
    # a loan less so many payments of so much is no bill's total (it had been summed: 7800)
    assert (
        stated_expression("I borrowed $5,000 and have made 8 monthly payments of $350. How much do I still owe?")
        is None
    )


def test_hours_at_a_speed_are_a_time_of_travel_not_whole_periods() -> None:
    # periods_needed had read ceil(405 / 90): a trip of 4.5 hours is not 5
    assert periods_needed("Si voy a 90 km/h, ¿cuántas horas tardo en hacer 405 km?") is None
    assert stated_expression("Si voy a 90 km/h, ¿cuántas horas tardo en hacer 405 km?") == "405 / 90"
