"""reading/clock.py: the time between two clock times, read only when the data is those two
times and the request names minutes or hours."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.clock import clock_between

READ = [
    ("The meeting runs from 9:40 to 12:10. How many minutes is that?", "(12 * 60 + 10) - (9 * 60 + 40)"),
    ("I work from 9 am to 5:30 pm. How many hours is that?", "((17 * 60 + 30) - (9 * 60)) / 60"),
    ("The night shift is from 22:30 to 6:15. How many minutes?", "(30 * 60 + 15) - (22 * 60 + 30)"),
    ("会議は10時15分から11時45分までです。何分ですか？", "(11 * 60 + 45) - (10 * 60 + 15)"),
    ("我从8点半到11点10分一直在开会，开了多少分钟？", "(11 * 60 + 10) - (8 * 60 + 30)"),
]

LEFT_ALONE = [
    "The meeting runs from 9:40 to 12:10. Who should chair it?",  # no value asked
    "I work from 9 am to 5:30 pm with a 30 minute lunch. How many hours?",  # another number
    "The meeting runs from 9:40 to 12:10. How long is that?",  # no unit named
    "Our team has 9 players and 40 fans. How many minutes?",  # no clock times
    "I worked 8 h on Monday and 6 h on Tuesday. How many minutes is that?",  # durations, no clock times
    "8時間と6時間働きました。合計何分？",  # durations: 時間
]


@pytest.mark.parametrize("question,expression", READ)
def test_the_time_between_two_clock_times_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_times_are_left_to_the_model(question: str) -> None:
    assert clock_between(question) is None
