"""reading/statement.asks_nothing, both ways: what asks for nothing (no tool is offered), and
what asks, however it is written (the model gets its tools)."""

from __future__ import annotations

import pytest

from localagent.reading.statement import asks_nothing

NOTHING = [
    "Hello!",
    "hi",
    "thanks",
    "Thank you so much!",
    "Good morning!",
    "ok cool",
    "Okay, thanks, that's it.",
    "We won 4-2 yesterday!",
    "I just got back from Rome, it was amazing",
    "It's raining again lol",
    "That's hilarious",
    "Oh and I forgot my umbrella at home.",
    "I’m so tired today…",
    "They finally fixed the road - it took them 3 months",
]
ASKS = [
    "What's the weather in Oslo?",
    "weather in oslo",
    "Book a table for two at 7.",
    "15% of 80",
    "Thanks, and also book a table for 2",
    "Thanks! Now send Bob the file.",
    "I need the weather in Paris",
    "I'd like to order a pizza.",
    "Hello, can you turn off the lights",
    "Hi, please set a timer for 10 minutes",
    "Let me know the score of the game",
    "It would be great if you could check my order",
    "I was in Paris last week. Weather there now?",
    "Good morning, how are you?",
    "My number is 555-1234, text me",  # "My" opens no statement here: the model reads it
    "The price of AAPL",
    "Remind me to call mom",
    "Convert 5 km to miles.",
    "0 then",  # a number opens no statement (hypothesis found it read as joins only)
    "Je suis fatigué.",  # French: no openers listed, nothing read
    "谢谢！",
    "",
]


@pytest.mark.parametrize("message", NOTHING)
def test_what_asks_for_nothing(message: str) -> None:
    assert asks_nothing(message)


@pytest.mark.parametrize("message", ASKS)
def test_what_asks(message: str) -> None:
    assert not asks_nothing(message)
