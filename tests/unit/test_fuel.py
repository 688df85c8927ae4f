"""reading/fuel.py: the fuel a trip takes, or its cost, read only when every number of the question
is the consumption, the trip or a price per volume, and how much or how many is asked."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.fuel import economy, fuel
from localagent.tools.calculator import evaluate

READ = [
    ("My car gets about 34 miles per gallon. How many gallons will I burn on a 578-mile road trip?", "578 / 34"),
    ("La mia macchina consuma 6,4 litri ogni 100 km. Quanti litri mi servono per fare 375 km?", "375 * 6.4 / 100"),
    ("自驾去成都，全程1,280公里，车子百公里油耗7.5升，一共要用多少升油？", "1280 * 7.5 / 100"),
    # with a price per volume, the cost; unless the volume is asked
    ("La mia macchina fa 18 km con un litro. Milano-Roma sono 575 km e la benzina sta a 1,89 €/l: quanto spendo?",
     "(575 / 18) * 1.89"),
    ("Road trip is about 1,140 miles total, my car gets 30 mpg and gas is around $3.45 a gallon. How much for gas?",
     "(1140 / 30) * 3.45"),
    ("Road trip is 1,140 miles, my car gets 30 mpg and gas is $3.45 a gallon. How many gallons do I need?",
     "1140 / 30"),
    ("연비가 리터당 15km인 차로 450km를 가려면 기름값이 얼마 들어요? 휘발유는 리터당 1,700원이에요.", "(450 / 15) * 1700"),
    # the fuel named instead of a volume's unit, then "for" the trip: the volume in the consumption's unit
    ("Mein Auto braucht 6,8 Liter auf 100 km. Wieviel Sprit brauch ich für 450 km?", "450 * 6.8 / 100"),
    ("Ma voiture consomme 6,8 L aux 100 km. Combien d'essence pour 450 km ?", "450 * 6.8 / 100"),
    ("My car gets 30 mpg. How much gas do I need for 300 miles?", "300 / 30"),
]  # fmt: skip

LEFT_ALONE = [
    "My car gets 30 mpg. Is a 1,140 mile trip too long?",  # nothing asked how much
    "My car does 30 mpg, how many km per litre is that?",  # no trip
    "My car gets 30 mpg, the trip is 300 miles and I have 2 kids. How many gallons?",  # a number of no part
    "The trip is 300 miles and 200 miles back at 30 mpg. How many gallons?",  # two trips
    "Mein Auto braucht 6,8 Liter auf 100 km. Wieviel Sprit ist im Tank nach 450 km?",  # the tank, not the trip's fuel
    "Mein Auto braucht 6,8 Liter auf 100 km. Wie teuer ist Sprit für 450 km?",  # a cost, and no price
]


@pytest.mark.parametrize("question,expression", READ)
def test_the_fuel_a_trip_takes_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_numbers_are_left_to_the_model(question: str) -> None:
    assert fuel(question) is None


def test_a_question_that_asks_neither_the_volume_nor_a_cost_is_not_read() -> None:
    question = "How much CO2 is produced annually by a car that travels 12,000 miles per year, with 25 MPG?"
    assert fuel(question) is None


# The consumption asked of a distance driven on a volume, in the units the request names.
ECONOMY = [
    ("Made it 280 miles on a 7.5 gallon tank. What mpg is that?", 280 / 7.5),
    ("Ich bin 540 km gefahren und habe 38 Liter verbraucht. Wie hoch ist der Verbrauch auf 100 km?", 38 / 540 * 100),
    ("J'ai fait 620 km avec 41 litres, combien de litres aux 100 km ?", 41 / 620 * 100),
    ("Проехал 450 км, ушло 36 литров. Какой расход на 100 км?", 36 / 450 * 100),
    ("I drove 500 km on 40 liters. How many km per liter is that?", 500 / 40),
    # the units the request names, from those the data is in
    ("I drove 500 km on 40 liters, what mpg is that?", (500 / 1.609344) / (40 / 3.785411784)),
]  # fmt: skip

ECONOMY_LEFT_ALONE = [
    "I drove 312 miles on 9.6 gallons, is that good mpg?",  # asks no value
    "We drove 300 miles round trip on 10 gallons, what mpg?",  # one way or both?
    "What mpg should I expect from a 2015 Civic?",  # no distance, no volume
    "Drove 312 miles on 9.6 gallons that cost $38. What mpg did I get?",  # a price besides
]  # fmt: skip


@pytest.mark.parametrize(("question", "value"), ECONOMY)
def test_the_consumption_of_a_distance_on_a_volume_is_read(question: str, value: float) -> None:
    expression = stated_expression(question)
    assert expression is not None
    assert float(evaluate(expression)) == pytest.approx(value, rel=1e-6)


@pytest.mark.parametrize("question", ECONOMY_LEFT_ALONE)
def test_a_consumption_that_asks_nothing_or_more_is_left_alone(question: str) -> None:
    assert economy(question) is None
