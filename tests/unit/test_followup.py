"""A follow-up read as the whole question it stands for (policies/followup.py), both ways: what
it rewrites, and the follow-ups it must leave to the model."""

from __future__ import annotations

import pytest

from localagent.policies.followup import answer_value, standalone
from localagent.types import Message


def conversation(*turns: str) -> list[Message]:
    """Earlier turns, question and answer in turn."""
    return [Message("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(turns)]


@pytest.mark.parametrize(
    ("history", "question", "read_as"),
    [
        # back: the word that points at the answer is its value
        (("What is 17 times 23?", "391"), "and that times 2?", "and 391 times 2?"),
        (("Was ist 17 mal 23?", "391"), "und das mal 2?", "und 391 mal 2?"),
        (("Combien font 17 fois 23 ?", "391"), "et ça fois 3 ?", "et 391 fois 3 ?"),
        (("What is 17 times 23?", "17 * 23 = 391"), "what is the result minus 91?", "what is 391 minus 91?"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "and 60 days after that?",
         "and 60 days after 2026-01-14?"),
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "and that in feet?", "convert 10 km to feet"),
        # instead: one value in place of the one of its kind
        (("what's 15% of 240", "36"), "what if it was 20% instead?", "what's 20% of 240"),
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "what about 25 km?", "Convert 25 km to miles"),
        (("Combien font 15 % de 240 ?", "36"), "et si c'était 20 % ?", "Combien font 20 % de 240 ?"),
        (("Wie viel sind 10 kg in Pfund?", "10 kg = 22.0462 lb"), "und 25 kg?", "Wie viel sind 25 kg in Pfund?"),
        # unit: the conversion into the unit named
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "and in meters?", "convert 10 km to meters"),
        (("What is 30 degrees Celsius in Fahrenheit?", "30 C = 86 F"), "and in kelvin?",
         "convert 30 degrees celsius to kelvin"),
        (("Was sind 15 % von 80?", "12"), "und von 120?", "Was sind 15 % von 120?"),
        (("What's 30 degrees Celsius in Fahrenheit?", "86"), "and 12?", "What's 12 degrees Celsius in Fahrenheit?"),
        (("How many seconds are in 3.5 hours?", "12600"), "and in 2 days?", "How many seconds are in 2 days?"),
        # continued: the answer, then the operation that goes on from it
        (("How many minutes is 3 hours 45 minutes?", "225"), "times 4?", "225 times 4?"),
        (("what's 45 times 12", "540"), "divide by 9", "divide 540 by 9"),
        (("what's 45 times 12", "540"), "ok and minus 500?", "540 minus 500?"),
        # after a date: a span later or earlier than the date answered
        (("Welches Datum ist 40 Tage nach dem 10. Februar 2026?", "2026-03-22 (Sunday)"), "Und 3 Wochen danach?",
         "3 weeks after 2026-03-22"),
        (("¿Qué fecha es 120 días después del 1 de septiembre de 2025?", "2025-12-30 (Tuesday)"), "¿y 5 días después?",
         "5 days after 2025-12-30"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "and 2 weeks before?",
         "2 weeks before 2026-01-14"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "and a week earlier?",
         "1 week before 2026-01-14"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "and one month later?",
         "1 month after 2026-01-14"),
        # a follow-up of a follow-up: the earlier one as the question it stood for
        (("What is 10 km in miles?", "10 km = 6.2137 miles", "And in meters?", "10000 meters"), "what about 25 km?",
         "convert 25 km to meters"),
    ],
)  # fmt: skip
def test_a_follow_up_is_read_as_the_question_it_stands_for(
    history: tuple[str, ...], question: str, read_as: str
) -> None:
    assert standalone(question, conversation(*history)) == read_as


@pytest.mark.parametrize(
    ("history", "question"),
    [
        (("What is 17 times 23?", "391"), "thanks!"),
        (("What is 17 times 23?", "391"), "thanks, 782 is what I got too"),
        (("What is 17 times 23?", "391"), "why is it 391?"),
        (("What is 17 times 23?", "391"), "can you explain how you got that?"),
        (("What is 17 times 23?", "391"), "is it bigger than 400?"),
        (("What is 17 times 23?", "391"), "and is that a prime number?"),
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "how long does it take to walk that?"),
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "ok and what's a good pace for 10 km?"),
        (("If I have 200 g of butter for 6 people, how much for 3?", "100 g"), "nice, any dessert ideas for 3 people?"),
        (("What is 17 times 23?", "It is 391, or 17 * 23."), "and that times 2?"),  # two values: which one?
        (("What is 17 times 23?", "391"), "and it times it?"),  # "it" twice
        ((), "and that times 2?"),  # nothing before it
        # A question read whole by itself goes on from no answer (both were read on from 391 or a date).
        (("What is 17 times 23?", "391"), "What is 144 divided by 12?"),
        (("What is 17 times 23?", "391"), "Was ist 12 mal 12 und dann plus 6?"),
        (("What is 17 times 23?", "391"), "calculate 1234 + 5678 pls"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "What date will it be 10 days from today?"),
        # In a word problem of two sentences what a number is for is more than its place: the flour
        # for 6 people was asked, not each one's part again.
        (("A recipe needs 350 g of flour for 4 people. How much is that per person?", "87.5"), "and for 6 people?"),
        (("What is 17 times 23?", "391"), "times 2 is what I got too"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "I have 3 days off after that, nice"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14 (Wednesday)"), "and 3 days later I fly home, ok?"),
        (("Hello!", "Hi! How can I help?"), "what about 25 km?"),  # nothing to change
        (("What is 17 times 23?", "391"), "what about in meters?"),  # no conversion before it
    ],
)  # fmt: skip
def test_follow_ups_left_to_the_model(history: tuple[str, ...], question: str) -> None:
    assert standalone(question, conversation(*history)) is None


@pytest.mark.parametrize(
    ("answer", "language", "value"),
    [("391", "en", "391"), ("10 km = 6.2137 miles", "en", "6.2137 miles"), ("Das sind 1,75.", "de", "1,75"),
     ("2026-01-14 (Wednesday)", "en", "2026-01-14"), ("782 (calc.md:3)", "en", "782"), ("It is 391, or 17 * 23.", "en", None),
     ("Hello there!", "en", None)],
)  # fmt: skip
def test_the_value_an_answer_states(answer: str, language: str, value: str | None) -> None:
    assert answer_value(answer, language) == value


def test_a_long_conversation_is_read_without_a_recursion_as_deep_as_it() -> None:
    """Each earlier question is read after the one before it: 1,500 turns raised RecursionError."""
    history = [m for i in range(1500) for m in conversation(*(("What is 17 times 23?", "391") if i % 2 == 0
                                                               else ("and that times 2?", "782")))]  # fmt: skip
    assert standalone("and that times 3?", history) == "and 782 times 3?"
