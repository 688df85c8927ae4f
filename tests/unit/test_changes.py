"""reading/change.changes: percentage changes one after the other, each its direction from the
nearest word of one in its clause, read only when the request asks for the amount at the end."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.change import changes, original

READ = [
    ("A coat costs 200 €, it's 30% off and then there is an extra 10% off at the till. How much do I pay?",
     "200 * (1 - 30 / 100) * (1 - 10 / 100)"),
    ("Un portatile da 900 € con lo sconto del 10% e poi l'IVA del 22%: quanto pago?",
     "900 * (1 - 10 / 100) * (1 + 22 / 100)"),
    ("Compré 3 camisetas a 20 € y me hicieron un 15% de descuento. ¿Cuánto pagué?", "3 * 20 * (1 - 15 / 100)"),
    ("Mein Gehalt von 3.000 € steigt um 5 % und im Jahr darauf noch einmal um 3 %. Wie viel verdiene ich dann?",
     "3000 * (1 + 5 / 100) * (1 + 3 / 100)"),
    ("The meal was $80, plus 8% tax and a 15% tip. What's the total?", "80 * (1 + (8 + 15) / 100)"),
    # "추가로" (further) is no part added on top: the second discount is a discount
    ("정가 89,000원 운동화가 20% 할인에 추가로 10% 더 할인된대요. 최종 가격은?",
     "89000 * (1 - 20 / 100) * (1 - 10 / 100)"),
]  # fmt: skip

LEFT_ALONE = [
    "The jacket was 30% off and the shoes 20% off, I paid 150 €. Which was the better deal?",  # no value asked
    "A coat costs 200 €, it's 30% off and then 10% more. By how much did the price change?",  # the change asked
    "My 2 kids got 10% and 20% on their tests, and the book cost 30 €. How much is that?",  # no direction
    "A coat costs 200 € and the scarf 40 €, it's 30% off. How much do I pay?",  # two amounts, no count
    "20% off, then a coat of 200 € with 10% off: how much do I pay?",  # a percentage before the amount
    # the second percentage's word is no direction; "went up" is the first one's, not past it
    "A phone was 450 €; first it went up 8% and then they slashed it 15%. What's the final price?",
]


@pytest.mark.parametrize("question,expression", READ)
def test_changes_one_after_the_other_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_percentages_are_left_to_the_model(question: str) -> None:
    assert changes(question) is None


@pytest.mark.parametrize(
    "question,expression",
    [
        ("I paid $80 after a 20% discount. What was the original price?", "80 / (1 - 20 / 100)"),
        ("Un canapé à 1 299 € TTC, avec une TVA à 20 %, ça fait combien hors taxes ?", "1299 / (1 + 20 / 100)"),
        ("消費税10%込みで2,200円の商品の税抜き価格はいくら？", "2200 / (1 + 10 / 100)"),
    ],
)
def test_the_amount_before_a_change_asked_after_the_numbers(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question",
    [
        "Wie viel sind 19 % MwSt. von 2.340 € netto?",  # said of the amount: the tax is asked
        "정가 25,000원인 책을 30% 할인받으면 얼마에 살 수 있어요?",  # the list price is the data
        "The jacket is $129.99 and it's 35% off. What would I pay before tax?",  # no tax was added
        "I paid $80 after a 20% discount. What was the original idea?",  # no price asked... by its words
    ],
)
def test_an_original_or_net_word_said_of_the_amount_asks_no_original(question: str) -> None:
    assert original(question) is None


@pytest.mark.parametrize(
    "question,expression",
    [
        ("A TV costs 500 € with 20% off. What was the discount?", "500 * 20 / 100"),  # the change asked
        ("A TV costs 500 € after a 20% discount. What is the price now?", None),  # the amount is the new one
        ("Der Fernseher kostet nach 20 % Rabatt 400 €. Was kostet er?", None),
        ("My salary is 3000 € and rises 5% then another 5%. What is the raise in euros?", None),  # not the new amount
        ("정가 50,000원짜리 신발을 20% 할인받아 샀어요. 할인받은 금액은 얼마예요?", "50000 * 20 / 100"),  # the discount
        # a part added on top with a total asked is a rise; the part asked is the part (share.percent_of)
        ("La cuenta es de 86,40 € y dejamos un 10 % de propina. ¿Cuánto pagamos en total?", "86.4 * (1 + 10 / 100)"),
        ("Our bill is $80 plus a 15% tip. How much is the tip?", "80 * 15 / 100"),
        ("The bill is 60 dollars plus 15% tip. How much in total?", "60 * (1 + 15 / 100)"),  # the total, not the tip
        ("Una fattura da 1.200 € più IVA al 22 %. A quanto ammonta l'IVA?", "1200 * 22 / 100"),
        ("税抜2,980円の商品、消費税10%込みだといくら？", "2980 * (1 + 10 / 100)"),
        # the part already in the amount; interest over a year; interest compounded within it
        ("В цену 1 200 ₽ уже включён НДС 20 %. Какова сумма НДС в рублях?", "1200 * 20 / (100 + 20)"),
        ("我贷款20万元，年利率4.35%，一年的利息是多少元？", "200000 * 4.35 / 100"),
        ("Положил 150 000 ₽ на вклад под 12 % годовых. Сколько будет на счёте через год?", "150000 * (1 + 12 / 100)"),
        ("Кладу 300 000 ₽ под 16 % годовых с ежемесячной капитализацией. Сколько будет через год?", None),
        # a "with VAT" phrase right before the percentage names the rate, not an amount holding it;
        # after the amount, or as a word of inclusion, the amount holds it
        ("Con l'IVA al 22%, quant'è l'IVA su 450 euro?", "450 * 22 / 100"),
        ("Mit MwSt von 19 %: wie viel MwSt sind es auf 200 €?", "200 * 19 / 100"),
        ("Prezzo 450 euro con l'IVA al 22%. Quanto è l'IVA?", "450 * 22 / (100 + 22)"),
        ("121 € con IVA. IVA 21 %. ¿Cuánto es el IVA?", "121 * 21 / (100 + 21)"),
        ("Auf dem Beleg steht 59,50 € inkl. 19 % MwSt. Wie viel MwSt ist das?", "59.5 * 19 / (100 + 19)"),
        ("Inklusive 19 % MwSt kostet es 59,50 €. Wie viel MwSt ist das?", "59.5 * 19 / (100 + 19)"),
        # the amount without it asked by its compound ("Nettobetrag")
        ("Auf der Rechnung stehen 119,00 € inkl. 19 % MwSt. Wie hoch ist der Nettobetrag?", "119 / (1 + 19 / 100)"),
        # an amount said without the part in one clause that names the amount with it: that is asked
        ("Quel est le montant TTC d'une facture de 850 € HT avec une TVA à 20 % ?", None),
        ("Quelle est la TVA sur 850 € HT à 20 % ?", "850 * 20 / 100"),
    ],
)
def test_what_a_change_asks_and_an_amount_already_changed(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression
