"""reading/spelled.py: numbers said in words written as digits, the readers' second reading of a
question that reads as nothing as written."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_conversion
from localagent.reading.question import unstated
from localagent.reading.spelled import in_digits

WRITTEN = [
    ("We are five people sharing it", "en", "We are 5 people sharing it"),
    ("It takes 3 and a half hours", "en", "It takes 3.5 hours"),
    ("an hour and a half", "en", "1.5 hour"),
    ("one and a half cups", "en", "1.5 cups"),
    ("Ich koche für sieben", "de", "Ich koche für 7"),
    ("zwei Stunden", "de", "2 Stunden"),
    ("dans trois semaines", "fr", "dans 3 semaines"),
    ("2 kilos et demi", "fr", "2,5 kilos"),
    ("cuatro horas y media", "es", "4,5 horas"),
    ("tre litri e mezzo", "it", "3,5 litri"),
    ("cinco dias", "pt", "5 dias"),
    ("за пять дней", "ru", "за 5 дней"),
    # a count of one alone is an article as often; a word the lexicon says is another word too
    ("a cake for one person", "en", "a cake for one person"),
    ("Quanto sei alto?", "it", "Quanto sei alto?"),
    ("un livre neuf", "fr", "un livre neuf"),
    # a word holding a count word is no count ("someone", "tenant", "twofold")
    ("someone owes the tenant twofold", "en", "someone owes the tenant twofold"),
    # written without spaces: its own numerals are read by numbers.py
    ("三个人", "zh", "三个人"),
    # counts to twenty; one and a half in one word; mixed numbers and fraction characters
    ("on sera quinze", "fr", "on sera 15"),
    ("dix-sept personnes", "fr", "17 personnes"),
    ("36 км за полтора часа", "ru", "36 км за 1,5 часа"),
    ("in anderthalb Stunden", "de", "in 1,5 Stunden"),
    ("uses 2 1/4 cups of flour", "en", "uses 2.25 cups of flour"),
    ("1 1/2 Tassen Mehl", "de", "1,5 Tassen Mehl"),
    ("2½ cups and ¾ cup", "en", "2.5 cups and 0.75 cup"),
    ("2 1/3 cups", "en", "2 1/3 cups"),  # thirds have no decimals to write them with
]  # fmt: skip


@pytest.mark.parametrize(("said", "language", "digits"), WRITTEN)
def test_numbers_said_in_words_are_written_as_digits(said: str, language: str, digits: str) -> None:
    assert in_digits(said, language) == digits


@given(st.text(alphabet="0123456789 .,?abcdefghijklmnopqrstuvwxyz", max_size=40))
def test_a_question_with_no_number_word_is_unchanged_and_a_second_pass_changes_nothing(said: str) -> None:
    once = in_digits(said, "en")
    assert in_digits(once, "en") == once


READ = [
    ("Six of us split a $93 dinner bill evenly. How much does each pay?", "93 / 6"),
    ("Ein Zug fährt 360 km in vier Stunden. Wie hoch ist seine Durchschnittsgeschwindigkeit?", "360 / (4)"),
    ("On a acheté huit billets à 12,50 € l'un. Ça fait combien au total ?", "8 * 12.5"),
]  # fmt: skip

CONVERTED = [
    ("How many ml are 3 and a half cups?", (3.5, "cups", "ml")),
    ("Quanti grammi sono 4 libbre e mezzo?", (4.5, "libbre", "grammi")),
]  # fmt: skip

LEFT_ALONE = [
    "Write a short poem for my two kids about the sea.",
    "We won three games in a row, what a week!",
    "My four cats keep waking me up at 5 am, any advice?",
    # a count of the amounts listed after it is no multiplier of the first
    "I had $300 and made three trips to the market at $41.20, $38.75 and $52.10. How much is left?",
    # a count of groups of the things asked about is no container's size
    "Bought two dozen eggs and cracked 6 for breakfast. How many eggs do I still have?",
]  # fmt: skip


@pytest.mark.parametrize(("question", "expression"), READ)
def test_counts_in_words_are_read_where_digits_would_be(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(("question", "conversion"), CONVERTED)
def test_a_half_in_words_is_converted(question: str, conversion: tuple) -> None:
    found = stated_conversion(question)
    assert found is not None
    assert (found["value"], found["from_unit"], found["to_unit"]) == conversion


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_words_that_ask_nothing_or_count_a_list_are_left_to_the_model(question: str) -> None:
    assert stated_expression(question) is None
    assert stated_conversion(question) is None


def test_a_half_in_words_after_the_unit_or_before_it() -> None:
    found = stated_conversion("Quanti grammi sono 2 libbre e mezzo di farina?")
    assert found is not None and (found["value"], found["from_unit"]) == (2.5, "libbre")
    found = stated_conversion("How many kg is 2 and a half pounds?")
    assert found is not None and (found["value"], found["from_unit"], found["to_unit"]) == (2.5, "pounds", "kg")


def test_a_call_on_a_number_said_in_words_is_no_made_up_number() -> None:
    # check mode: a capable model's conversion of "two and a half cups" uses a number the question states
    assert not unstated([{2.5}], "Recipe needs 2 and a half US cups of milk, how many ml is that?")
    assert not unstated([{6.0}], "Das Rezept ist für 4 Personen, ich koche aber für sechs. Wie viel Mehl?")
    assert unstated([{1000.0}], "How many ml are 2 cups?")
