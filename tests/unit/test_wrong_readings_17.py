"""Sentences of round 17 (a blind set written to mislead the readers) that they read wrong when
it was first read (at e7db871); each is now left to the model or read right."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_span

EXPRESSIONS = [
    # the amount before the discount asked: no plain change of the amount paid
    ("Pagué 68 € por unas zapatillas con un 15 % de descuento. ¿Cuánto costaban antes de la rebaja?", None),
    ("一件外套打七五折后卖300元，原价是多少元？", None),
    # both ways in Portuguese: the model's
    ("De São Paulo a Campinas são 95 km. Meu carro faz 12 km por litro. Quantos litros eu gasto para ir e voltar?", None),
    # the tax already in the price, said in one clause
    ("税込み3,300円（消費税10%）の商品の消費税額はいくらですか？", "3300 * 10 / (100 + 10)"),
    # a count in words beside the portions ("due settimane")
    ("Bevo 1,5 litri d'acqua al giorno. Quante bottiglie da 0,5 l mi servono per due settimane?", None),
    # "before tax" asks no earlier amount
    ("The winter jacket I want is $129.99 and it's 35% off this weekend. What would I pay before tax?",
     "129.99 * (1 - 35 / 100)"),
]  # fmt: skip


@pytest.mark.parametrize("question,expression", EXPRESSIONS)
def test_what_round_17_found_read_wrong(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


def test_working_days_are_no_span_of_days() -> None:
    question = "Oggi è lunedì 9 giugno 2025 e il pacco arriva fra 10 giorni lavorativi. In che data arriva?"
    assert stated_span(question) is None
