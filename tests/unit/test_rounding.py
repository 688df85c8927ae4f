"""reading/rounding.py: a request to round the answer is read apart from what it asks, in each
language, and rounds the expression; it makes no sentence a computation."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_conversion
from localagent.reading.rounding import unrounded

TAKEN_OUT = [
    ("How much is a 15% tip on $42.80, to the nearest cent?", "How much is a 15% tip on $42.80?", 2),
    ("What's 22 divided by 7? Round to 3 decimal places.", "What's 22 divided by 7?", 3),
    ("Was sind 7 geteilt durch 3, auf zwei Nachkommastellen?", "Was sind 7 geteilt durch 3?", 2),
    ("Combien font 10 divisé par 3 ? (arrondi au centième)", "Combien font 10 divisé par 3 ?", 2),
    ("¿Cuánto es 10 entre 3? Redondea a dos decimales.", "¿Cuánto es 10 entre 3?", 2),
    ("Сколько будет 10 разделить на 3? До десятых.", "Сколько будет 10 разделить на 3?", 1),
    ("10 나누기 3은 얼마예요? 소수점 둘째 자리까지요.", "10 나누기 3은 얼마예요?", 2),
    ("10除以3等于多少？保留两位小数。", "10除以3等于多少?", 2),  # NFKC: the full-width mark folded
    ("je fais 68 kg, ça fait combien en livres ? (2 décimales)", "je fais 68 kg, ça fait combien en livres ?", 2),
    ("¿Cuántos metros son 12 pies? (con dos decimales)", "¿Cuántos metros son 12 pies?", 2),
    ("Quantas polegadas são 140 cm? (duas casas decimais)", "Quantas polegadas são 140 cm?", 2),
    ("What is 17 * 23?", "What is 17 * 23?", None),
    # one decimal, the singular; the verb apart from the phrase goes with it
    ("47 out of 60, what percentage is that? round to one decimal", "47 out of 60, what percentage is that?", 1),
    (
        "Wie viel ist 7 geteilt durch 3? Bitte auf zwei Nachkommastellen runden.",
        "Wie viel ist 7 geteilt durch 3? Bitte .",
        2,
    ),
    ("60 miglia orarie, quanti km/h sono? Arrotonda a un decimale", "60 miglia orarie, quanti km/h sono?", 1),
]


@pytest.mark.parametrize("question,rest,decimals", TAKEN_OUT)
def test_the_rounding_asked_is_read_apart(question: str, rest: str, decimals: int | None) -> None:
    found = unrounded(question)
    assert (found.question, found.decimals) == (rest, decimals)


def test_the_expression_rounds_as_asked_and_a_conversion_is_read_without_it() -> None:
    assert stated_expression("How much is a 15% tip on $42.80, to the nearest cent?") == "round(42.8 * 15 / 100, 2)"
    assert stated_expression("What's 22 divided by 7? Round to 3 decimal places.") == "round(22 / 7, 3)"
    found = stated_conversion("180 фунтов — это сколько килограммов? До сотых.")
    assert found is not None and (found["value"], found["to_unit"]) == (180, "килограммов")


@pytest.mark.parametrize(
    "question",
    [
        "I rounded up 5 friends for the 3 pm game, any snack ideas?",
        "Roughly 40 people came to the 2024 meetup. Write a thank-you note.",
        "Round to 2 decimal places: that is what my teacher always says.",
    ],
)
def test_a_rounding_word_makes_no_sentence_a_computation(question: str) -> None:
    assert stated_expression(question) is None and stated_conversion(question) is None


# A rounding asked in words no phrase reads ("Arrotonda all'ennesimo"), or a count in words
# beside a percentage change: not read. (A number with a half in words, "2 libbre e mezzo", is
# read as its digits: tests/unit/test_spelled.py.)
@pytest.mark.parametrize(
    "question",
    [
        "Quanti gradi centigradi sono 350 °F? Arrotonda come ti pare",
        "How many grams is 2 pounds? Round it the usual way.",
        "마트에서 두 번째 상품 50% 할인 행사하는데 12,000원짜리 샴푸 두 개 사면 총 얼마 내요?",
    ],
)
def test_what_the_readers_cannot_honour_is_left_to_the_model(question: str) -> None:
    assert stated_expression(question) is None and stated_conversion(question) is None


def test_a_rounding_phrase_that_says_the_decimals_reads() -> None:
    assert unrounded("Quanti gradi sono 350 °F? Arrotonda all'intero").decimals == 0
    assert not unrounded("Quanti gradi sono 350 °F? Arrotonda all'intero").unread
    assert unrounded("Quanti gradi sono 350 °F? Arrotonda come ti pare").unread
    assert not unrounded("I go around the roundabout 3 times").unread
