"""Arithmetic asked as a command ("divide 391 by 4", "zieh 45 von 300 ab", "la moitié de 86"):
the lexicon's [commands], read by the calculator's rewrite and accepted as whole requests; and
the same verbs in sentences that ask for nothing, left alone."""

from __future__ import annotations

import pytest

from localagent.policies.asked import computation_asked, stated_expression
from localagent.reading.lexicon import LANGUAGES, lexicon
from localagent.tools.calculator import evaluate


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("divide 391 by 4", 97.75),
        ("Divide 391 by 4.", 97.75),
        ("Divide 1,200 by 8 please", 150),
        ("can you multiply 23 by 19?", 437),
        ("add 15 to 80", 95),
        ("add 144 and 169 together", 313),
        ("subtract 45 from 300", 255),
        ("take 20 away from 95", 75),
        ("what is half of 86?", 43),
        ("double 37", 74),
        ("a quarter of 200", 50),
        ("teile 391 durch 4", 97.75),
        ("zieh 45 von 300 ab", 255),
        ("die Hälfte von 86", 43),
        ("la moitié de 86", 43),
        ("soustrais 45 de 300", 255),
        ("multiplica 12 por 7", 84),
        ("por favor, resta 45 a 300", 255),
        ("dividi 100 per 8", 12.5),
        ("il doppio di 37", 74),
        ("a metade de 86", 43),
        ("раздели 100 на 8", 12.5),
        ("вычти 45 из 300", 255),
        # A fraction of an amount (fresh_e's "what's 3/8 of 640" was called calculator("3/8"))
        ("what's 3/8 of 640", 240),
        ("what is two thirds of 90", 60),
        ("Was sind 3/4 von 200?", 150),
        ("combien font les 3/4 de 200 ?", 150),
        ("¿Cuánto es 2/3 de 90?", 60),
        ("Quanto fa i 3/4 di 200?", 150),
        ("Quanto é 3/4 de 200?", 150),
        ("сколько будет 3/4 от 200", 150),
    ],
)
def test_a_command_is_read_as_its_arithmetic(question: str, value: float) -> None:
    expression = stated_expression(question)
    assert expression is not None
    assert evaluate(expression) == pytest.approx(value)


@pytest.mark.parametrize(
    "sentence",
    [
        "add 2 eggs to the batter and stir",
        "divide the class into 4 groups, how should I choose them?",
        "half of my team is sick this week",
        "I doubled my savings in 3 years, any tips to keep going?",
        "subtract the tare weight first, then what?",
        "double 37 and add 5 more chairs to the list",
        "teile den Teig in 4 Stücke",
        "ajoute 2 œufs à la pâte",
        "la mitad de mis amigos tiene 30 años",
        "раздели пирог на 8 частей",
        "I ate 3/8 of the pizza, 8 slices",
        "On 3/8 of last year we had 40 guests",
    ],
)
def test_the_same_verbs_in_a_sentence_that_asks_for_nothing(sentence: str) -> None:
    assert stated_expression(sentence) is None
    assert not computation_asked(sentence)


def test_every_command_holds_its_numbers_and_evaluates() -> None:
    for language in LANGUAGES:
        for template, expression in lexicon(language).commands.items():
            assert "{a}" in template and set(expression) & set("+-*/"), (language, template)
            assert ("{b}" in template) == ("{b}" in expression), (language, template)
            assert ("{c}" in template) == ("{c}" in expression), (language, template)
            assert evaluate(expression.format(a=6, b=3, c=4)) is not None
