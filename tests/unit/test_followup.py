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
        (("What's 80 plus 10% tip?", "88"), "and with 15% tip?", "What's 80 plus 15% tip?"),  # "tip" said again
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
        # the answer's measure in the one unit named, when the question before was no conversion
        (("I cycled 45 km in 2 hours, what was my average speed?", "22.5 km/h"), "in mph?", "convert 22.5 km/h to mph"),
        (("How many days from 2026-01-10 to 2026-08-01?", "203 days"), "and in weeks?", "convert 203 days to weeks"),
        (("Wie viel Mehl für 6 Personen, wenn 4 Personen 300 g brauchen?", "450 g"), "und in Unzen?",
         "convert 450 g to unzen"),
        (("Wie viel sind 50 Meilen pro Stunde in km/h?", "80.4672 km/h"), "und in m/s?",
         "convert 50 meilen pro stunde to m/s"),
        (("I swam 1500 m in 30 minutes. What was my average speed in km/h?", "3"), "and in mph?",
         "convert 3 km/h to mph"),  # a bare number answered in the unit the question asked
        (("How many days are there between 2026-03-01 and 2026-04-15?", "45"), "how many weeks is that?",
         "convert 45 days to weeks"),  # the unit the question asked how many of
        (("Combien de jours entre le 1er mars et le 15 avril 2026 ?", "45"), "et en semaines ?",
         "convert 45 jours to semaines"),
        # a command on one number, said without it: on the answer
        (("What is 17 times 23?", "391"), "half?", "half of 391"),
        (("Combien font 3 kg en livres ?", "3 kg = 6,6139 lb"), "et la moitié ?", "la moitié de 6,6139"),
        # the answer's number alone where a reader reads no unit, the words that go on left out
        (("How many ounces is 400 g?", "400 g = 14.1096 oz"), "what about half of that?", "half of 14.1096?"),
        # the answer's measure as the data of a question that goes on from it
        (("How much fuel do I need for 300 km at 6 liters per 100 km?", "18 l"), "and at $2.10 a liter how much is that",
         "and at $2.10 a liter how much is 18 l"),
        (("My kitchen is 4 m by 3.5 m, what's the area?", "14 m²"), "ok so tiles at $25 per square meter, how much in total?",
         "14 m². ok so tiles at $25 per square meter, how much in total?"),
        # the answer's one value, the question's numbers it says again left out
        (("What is 17 times 23?", "It is 391, or 17 * 23."), "and that times 2?", "and 391 times 2?"),
        (("What is 17 times 23?", "17 times 23 is 391."), "divide by 17", "divide 391 by 17"),
        (("What's 250 + 375?", "250 + 375 is 625."), "times 3", "625 times 3"),
        (("Convert 10 km to miles", "10 km is 6.2137 miles"), "half of that?", "half of 6.2137?"),
        # after a percentage of an amount, the total with it or what is left without it
        (("What's a 15% tip on $60?", "9"), "ok and the total?", "60 plus 15%"),
        (("Was sind 20 % von 80 €?", "16"), "und was bleibt übrig?", "80 minus 20%"),
        (("Combien font 10 % de 250 € ?", "25"), "et le total ?", "250 plus 10%"),
        # the last two answers, where the follow-up points at both
        (("What's 12% of 900?", "108", "and 15%?", "135"), "what's the difference between the two?",
         "what's the difference between 108 and 135?"),
        (("Convert 3 kg to pounds", "6.6139 pounds", "what about 4 kg?", "4 kg = 8.8185 pounds"), "now add those two together",
         "now add 6.6139 and 8.8185 together"),
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
        (("What is 17 times 23?", "It is 391, or about 400."), "and that times 2?"),  # two values: which one?
        (("What's a 15% tip on $60?", "9"), "thanks, that's the total I expected"),
        (("What's 12% of 900?", "108"), "what's the difference between the two?"),  # one answer
        (("What's 12% of 900?", "108", "and 15%?", "135"), "thanks, both make sense"),
        (("What date is 30 days after 2025-12-15?", "2026-01-14", "and 60 days?", "2026-02-13"),
         "what's the difference between the two?"),  # dates: no arithmetic on them
        # A conversion of its own that says a word of the question before again is no follow-up of it.
        (("I drove 240 km in 3 hours, what was my average speed?", "80 km/h"), "How many km is 26.2 miles?"),
        (("What is 17 times 23?", "391"), "and the total?"),  # no percentage of an amount before it
        (("What's 20% off $50?", "40"), "and the total?"),  # a price after a discount is no share
        (("times 3", "times 3 + 1"), "and minus 500?"),  # an answer that goes on computing states no value
        (("What is 17 times 23?", "23 is a prime number, 391 is not"), "and that times 2?"),  # 17 not said again
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
        (("What is 17 times 23?", "391"), "in mph?"),  # no unit in the answer
        (("How many days are there between 2026-03-01 and 2026-04-15?", "45"), "¿Qué hora es?"),  # the time
        (("How many days are there between 2026-03-01 and 2026-04-15?", "45 days"), "what time is it now?"),
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "and in kilograms?"),  # another kind
        (("What is 17 times 23?", "391"), "ok?"),  # no command in it
        (("What is 17 times 23?", "391"), "double check please"),
        # A question of its own after a measure is no follow-up of it: the measure is not its data.
        (("Convert 10 km to miles", "10 km = 6.2137 miles"), "富士山の高さは何メートル？"),
        (("My kitchen is 4 m by 3.5 m, what's the area?", "14 m²"), "Tiles cost $25 per square meter. How much for 10?"),
        (("My kitchen is 4 m by 3.5 m, what's the area?", "14 m²"), "and is that big for a kitchen?"),
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
