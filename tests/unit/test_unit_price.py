"""reading/unit_price.py: an amount of something at a price per unit of measure, read only when
the question states the price for one unit and a quantity of that kind, and asks how much."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.unit_price import price_of_bought, price_per, price_scaled, unit_price

READ = [
    ("苹果6.8元一斤，买12斤要多少钱？", "12 * 6.8"),
    ("每斤6.5元，买3斤多少钱？", "3 * 6.5"),
    ("Tomatoes are $2.40 a pound. How much for 3.5 pounds?", "3.5 * 2.4"),
    ("Käse kostet 3,20 €/kg, ich nehme 1,5 kg. Was kostet das?", "1.5 * 3.2"),
    # the quantity in another unit of the kind: converted to the price's ("350 g" at a price per kilo)
    ("Le fromage est à 18,90 € le kilo, j'en prends 350 g. Ça fait combien ?", "350 * 0.001 * 18.9"),
    ("Comprei 2,5 kg de carne a R$ 38,90 o quilo. Quanto deu?", "2.5 * 38.9"),
    # the unit said before the price, as costing it ("das Kilo kostet", "le kilo est à", "a pound is")
    ("Ich kaufe 2,5 kg Äpfel, das Kilo kostet 2,39 €. Was muss ich zahlen?", "2.5 * 2.39"),
    ("J'achète 2,5 kg de pommes, le kilo est à 2,39 €. Combien je paie ?", "2.5 * 2.39"),
    ("Compro 2,5 kg de manzanas, el kilo cuesta 2,39 €. ¿Cuánto pago?", "2.5 * 2.39"),
    ("I buy 3 pounds of apples, a pound is $2.39. How much do I pay?", "3 * 2.39"),
]

LEFT_ALONE = [
    "I bought 2 kg of apples for 6 €, how much was it?",  # the price is the whole amount's
    "Tomatoes are $2.40 a pound. Are they cheaper than last week?",  # no value asked
    "Tomatoes are $2.40 a pound and I have 3.5 pounds. How much is each?",  # each one's part
    "Tomatoes are $2.40 a pound. How much for 3 liters?",  # another kind of measure
    "Ich kaufe 2,5 kg Äpfel, das Kilo kostet 2,39 €. Ist das teuer?",  # no value asked
    "I buy 3 liters of milk, a pound is $2.39. How much do I pay?",  # the price's unit is another kind
]


@pytest.mark.parametrize("question,expression", READ)
def test_an_amount_at_a_price_per_unit_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_prices_are_left_to_the_model(question: str) -> None:
    assert unit_price(question) is None


SCALED = [
    ("삼겹살 600g에 18,000원이에요. 같은 단가라면 1kg에 얼마예요?", "18000 / 600 * 1000"),
    ("3 kg of apples cost €7.50. How much do 5 kg cost?", "7.5 / 3 * 5"),
    ("I paid $12 for 600 g of cheese. How much would 1.5 kg cost?", "12 / 600 * 1500"),
    ("600 g kosten 4,20 €. Was kosten 2 kg?", "4.2 / 600 * 2000"),
]

SCALED_LEFT_ALONE = [
    "I paid $12 for 600 g of cheese and drove 5 km home. How much is that?",  # another kind
    "I paid $12 for 600 g of cheese. How much for 2 hours of parking?",  # a time
    "I paid $12 for 600 g and $5 for 200 g. How much for 1 kg?",  # two prices
    "3 kg of apples cost €7.50. Is 5 kg too much for a pie?",  # no value asked
    "Tomatoes are $2.40 a pound. How much for 3 pounds and 5 pounds?",  # a price per unit
]


@pytest.mark.parametrize("question,expression", SCALED)
def test_a_price_for_one_quantity_asked_for_another(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", SCALED_LEFT_ALONE)
def test_other_prices_of_quantities_are_left_to_the_model(question: str) -> None:
    assert price_scaled(question) is None


PER = [
    ("Se 1 galão americano de tinta custa R$ 90, quanto sai o litro?", "90 / 3.785411784"),
    ("미국 마트에서 우유 1갤런이 4.29달러예요. 리터당 몇 달러예요?", "4.29 / 3.785411784"),
    ("Milk is $4.29 a gallon. How much per liter?", "4.29 / 3.785411784"),
    ("Una botella de 750 ml de aceite de oliva cuesta 6 €. ¿Cuánto cuesta el litro?", "6 / 0.75"),
    ("3 kg of apples cost €7.50. How much per kg?", "7.5 / 3"),
]

PER_LEFT_ALONE = [
    "Milk is $4.29 a gallon. How many liters is a gallon?",  # a measure asked, not a price
    "Milk is $4.29 a gallon. How much per hour do I spend on it?",  # a time
    "3 kg of apples cost €7.50 and 2 kg of pears €5. How much per kg?",  # two prices
    "3 kg of apples cost €7.50. How much per kg for 5 kg?",  # a quantity asked of
    "Milk is $4.29 a gallon. Is that cheap?",  # no value asked
]


@pytest.mark.parametrize("question,expression", PER)
def test_a_price_asked_per_a_unit_of_its_kind(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", PER_LEFT_ALONE)
def test_other_prices_per_unit_are_left_to_the_model(question: str) -> None:
    assert price_per(question) is None


# A quantity bought at a price for another quantity, the price's written next to it; and a unit
# price written with its 1 ("1リットル172円").
BOUGHT = [
    ("삼겹살 600g 사려는데 100g당 2,800원이면 얼마예요?", "2800 / 100 * 600"),
    ("I'm getting 600 g of cheese at $2.80 per 100 g. How much is that?", "2.8 / 100 * 600"),
    ("Je prends 300 g de jambon à 2,50 € les 100 g. Ça fait combien ?", "2.5 / 100 * 300"),
    ("Compro 1,5 kg de queijo a R$ 8,90 por 100 g. Quanto dá?", "8.9 / 100 * 1500"),
    ("ガソリンが1リットル172円で、45リットル入れたらいくらになる？", "45 * 172"),
]

BOUGHT_LEFT_ALONE = [
    "I bought 600 g of cheese and 100 g of ham for $2.80. How much?",  # the price's quantity not said
    "I'm getting 600 g of cheese at $2.80 per 100 g. How much for each slice?",  # each one's part
    "I'm getting 600 g of cheese at $2.80 per 100 g. Is that expensive?",  # no value asked
    "I'm getting 600 ml of milk at $2.80 per 100 g. How much?",  # two kinds of measure
]


@pytest.mark.parametrize("question,expression", BOUGHT)
def test_a_quantity_bought_at_a_price_for_another(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", BOUGHT_LEFT_ALONE)
def test_other_quantities_bought_are_left_to_the_model(question: str) -> None:
    assert price_of_bought(question) is None
