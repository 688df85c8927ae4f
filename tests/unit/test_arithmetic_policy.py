"""Policy `arithmetic`: the arithmetic a question states whole, read by the calculator's words in
seven languages, becomes the first step's call; anything it cannot read whole is the model's."""

from __future__ import annotations

import pytest

from localagent.policies.arithmetic import stated_expression


@pytest.mark.parametrize(
    "question, expression",
    [
        ("What is 17 * 23?", "17 * 23"),
        ("¿Cuánto es 25 por 4?", "25 * 4"),
        ("What is the square root of 144?", "sqrt(144)"),
        ("Quelle est la racine carrée de 81 ?", "sqrt(81)"),
        ("What is 25% of 80, plus 12?", "(25/100)*80 + 12"),
        ("Was ist 12 mal 12 und dann plus 6?", "12 * 12 + 6"),
        ("Сколько будет 20 умножить на 5 плюс 7?", "20 * 5 + 7"),
        ("100除以4是多少？", "100 / 4"),
        # Not whole, or not arithmetic: the model's to do.
        ("What is 17 * 23, and how many miles is 10 km?", None),
        ("How many miles is 10 km?", None),
        ("What date is 30 days after 2026-02-15?", None),
        ("12かける10に5を足すといくつ？", "12 * 10 + 5"),  # the operation after both numbers
        ("120を8で割るといくつ？", "120 / 8"),
        ("Convert 10 km to miles, then multiply the result by 2.", None),
        # The minus sign (U+2212), and a division written with a colon where schools write it so.
        ("Combien font 15 × 48 − 236 ?", "15 * 48 - 236"),
        ("Сколько будет (1 000 − 387) × 2?", "(1000 - 387) * 2"),
        ("Wieviel ist 1.284 : 16?", "1284 / 16"),
        ("Wir haben 3 : 1 gewonnen!", None),  # a score
        ("What is 3 : 1?", None),  # English writes a ratio so
    ],
)
def test_the_stated_arithmetic(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression
