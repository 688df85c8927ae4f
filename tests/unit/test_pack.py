"""reading/pack.py: one of so many's price, where a price is for all of them, read only when the
request asks for one of the items the data counts (or of a pack's, whatever it names them)."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.pack import pack_price

READ = [
    ("A 12-pack of yogurt is $7.80. What's that per tub?", "7.8 / 12"),
    ("A pack of 6 bottles costs $12. How much is one bottle?", "12 / 6"),
    ("Costco has a 36-pack of paper towels for $27.00. what does that come out to per roll?", "27 / 36"),
    ("I paid $15 for 5 notebooks. How much is one notebook?", "15 / 5"),
    # a measure that describes the item is no count ("d'1,5 L", "500ml")
    ("Un lot de 4 pots de yaourt de 125 g coûte 2,60 €. Combien coûte un pot ?", "2.6 / 4"),
    ("350mlの缶ジュースが6本入りで690円でした。1本あたりいくら？", "690 / 6"),
    ("Упаковка из 10 тетрадей стоит 250 ₽. Сколько стоит одна тетрадь?", "250 / 10"),
    ("Ein Kasten mit 20 Flaschen Wasser kostet 7,60 €. Was kostet eine Flasche?", "7.6 / 20"),
]

LEFT_ALONE = [
    "A pack of 6 bottles costs $12. Is that cheap?",  # no value asked
    "A pack of 6 bottles costs $12. How much is one lid?",  # not the bottles, and no pack named by the request
    "I paid $15 for 5 notebooks. How much is one pen?",  # another item, no pack
    "Una confezione da 6 bottiglie d'acqua da 1,5 litri costa 2,34 €: quanto viene al litro?",  # per a unit of measure
    "A 12-pack of yogurt is $7.80 with 20% off. What's that per tub?",  # a percentage: more than one price
    "A 12-pack of yogurt is $7.80. What's that per cup?",  # a cup is a measure too: which is asked is not plain
]


@pytest.mark.parametrize("question,expression", READ)
def test_one_of_a_pack_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_requests_are_left_to_the_model(question: str) -> None:
    assert pack_price(question) is None
