"""Sentences that the readers read wrong when a blind set written to trip them (round 16) was
first read; each is now read right, or left to the model. Table test: question -> expression, or
None where the reading is the model's."""

from __future__ import annotations

import datetime as dt

import pytest

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_span
from localagent.reading.numbers import fold, numbers

EXPRESSIONS = [
    # an ordinal is no amount ("on the 14th" was what there was, 14 - 3 - 9); more spent than there was
    ("I bought two dozen eggs for the party on the 14th. 3 cracked and we used 9 for the cake. How many are left?",
     None),
    # the amount after a rise, the amount before it asked
    ("Depois de um aumento de 8 %, a mensalidade da academia passou a ser R$ 129,60. Qual era o valor antes do aumento?",
     "129.6 / (1 + 8 / 100)"),
    # the price without the tax it includes asked, not the tax
    ("부가세 10%가 포함된 가격이 33,000원이에요. 부가세를 뺀 가격은 얼마예요?", "33000 / (1 + 10 / 100)"),
    # one way or both? the model's
    ("Машина расходует 8 литров на 100 км. До дачи 350 км. Сколько литров понадобится туда и обратно?", None),
    # a count in words the numbers do not hold ("三盒"): the groups are not 5 of 12
    ("妈妈买了三盒鸡蛋，每盒十二个。路上打碎了5个，做蛋糕又用了8个。还剩几个鸡蛋？", None),
]  # fmt: skip


@pytest.mark.parametrize("question,expression", EXPRESSIONS)
def test_what_was_read_wrong_is_read_right_or_left(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question,days",
    [
        (
            "Le contrat commence le 15 janvier 2024 et dure 90 jours, premier jour compris. Quelle est la date de fin ?",
            89,
        ),
        (
            "Отпуск начинается 25 декабря 2025 года и длится 14 дней, включая первый день. Какого числа последний день?",
            13,
        ),
        ("What date is 90 days after 2024-01-15?", 90),
    ],
)
def test_the_first_day_counted_among_the_days(question: str, days: int) -> None:
    found = stated_span(question, dt.date(2026, 12, 5))
    assert found is not None and found["days"] == days


@pytest.mark.parametrize("written,read", [("on the 14th", []), ("le 1er janvier", []), ("3 e 4", ["3", "4"])])
def test_an_ordinal_is_no_number(written: str, read: list[str]) -> None:
    assert [n.text for n in numbers(fold(written), "en" if "th" in written else "fr")] == read
