"""reading/interest.py: simple interest, read only when the question states one amount, one
year's percentage and at most one count of years, and asks the interest and nothing else."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.interest import interest

READ = [
    ("I put $10,000 in savings at 3.5% a year. How much interest in one year?", "10000 * 3.5 / 100"),
    ("My deposit is $2,500 at 4% per annum. What is the interest for a year?", "2500 * 4 / 100"),
    (
        "Ich habe 8.000 € zu 2,5 % Zinsen pro Jahr, einfache Zinsen. Wie viel Zinsen nach 4 Jahren?",
        "8000 * 2.5 / 100 * 4",
    ),
    (
        "Mon livret rapporte 3 % par an et j'y ai 4 000 €. Combien d'intérêts je touche sur une année ?",
        "4000 * 3 / 100",
    ),
    ("Pido 6.000 € al 7 % anual de interés simple. ¿Cuántos intereses pago en 2 años?", "6000 * 7 / 100 * 2"),
    ("Ho 20.000 € al 2% annuo. Quanti interessi prendo in un anno?", "20000 * 2 / 100"),
    ("Apliquei R$ 5.000 a 10% ao ano. Quanto rende de juros em 1 ano?", "5000 * 10 / 100"),
    ("Положил 150 000 ₽ под 12 % годовых. Сколько процентов получу за год?", "150000 * 12 / 100"),
    ("Положил 80 000 ₽ на вклад под 10 % годовых. Сколько процентов начислят за год в рублях?", "80000 * 10 / 100"),
    ("存款8万元，年利率3%，一年利息是多少元？", "80000 * 3 / 100"),
    ("예금 500만원을 연 4% 이자로 넣으면 1년 이자가 얼마예요?", "5000000 * 4 / 100"),
]

LEFT_ALONE = [
    "I put $10,000 in savings at 3.5% a year. How much interest will I earn in 3 years?",  # compounded, most often
    "I put $10,000 in savings at 3.5% a year. How much tax do I pay on the interest?",  # another part asked
    "I put $10,000 in savings at 3.5% a year. How much will I have in 3 years?",  # the amount with it
    "I put $10,000 in savings at 3.5% a year. Is that good interest?",  # no value asked
    "I put $10,000 in savings at 3.5% a year. How much interest by 2030?",  # a year, not a count of years
    "I pay 1.5% a month on my $2,000 card balance. How much interest a year?",  # a month's rate
    "10万元存两年定期，年利率2.1%，按单利算，到期利息是多少元？",  # the years counted in words
    "I put $10,000 and $5,000 in savings at 3.5% a year. How much interest in one year?",  # two amounts
]


@pytest.mark.parametrize("question,expression", READ)
def test_simple_interest_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_interest_questions_are_left_to_the_model(question: str) -> None:
    assert interest(question) is None
