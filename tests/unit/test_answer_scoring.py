"""Answer scoring (evaluation/answers.py): numbers compared as numbers, dates as dates, text by
normalised whole-word containment; an answer that also states a number of its own is wrong."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from localagent.errors import UsageError
from localagent.evaluation.answers import (
    answer_is_right,
    dates_in,
    is_answer_suite,
    load_answer_suite,
    numbers_in,
)

TODAY = dt.date(2026, 12, 3)


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("391", [391.0]),
        ("It is 6.2137 mi.", [6.2137]),
        ("1,234.5 and -3", [1234.5, -3.0]),
        ("3,5 kg", [3.5]),
        ("12 100 days", [12.0, 100.0]),
        ("x2 and v1.2.3", []),
        ("−40 °C", [-40.0]),
        ("１７", [17.0]),
        ("whats 17x23", [17.0, 23.0]),
        ("17×23", [17.0, 23.0]),
        ("17かける23はいくつですか？", [17.0, 23.0]),
    ],
)
def test_numbers_as_people_write_them(text: str, numbers: list[float]) -> None:
    assert numbers_in(text) == numbers


@pytest.mark.parametrize(
    "answer, expected, question, right",
    [
        ("391", 391, "What is 17 * 23?", True),
        ("17 * 23 = 391", 391, "What is 17 * 23?", True),
        ("10 km = 6.21 mi", 6.213712, "How many miles is 10 km?", True),
        ("About 6.2 miles.", 6.213712, "How many miles is 10 km?", True),
        ("6 miles", 6.213712, "How many miles is 10 km?", False),
        ("12 * 7 is 84. The answer is 12.", 84, "Was ist 12 mal 7?", True),  # 12 is the question's
        ("84, or maybe 85", 84, "12 * 7?", False),
        ("32", 36, "What is 15% of 240?", False),
        ("The answer is 1,024.", 1024, "2**10", True),
        ("", 391, "17*23", False),
        # more exact than the set's rounded value: right; another value: not
        ("96.5606", 96.56, "Quantos quilômetros são 60 milhas?", True),
        ("2414.016", 2414.02, "¿Cuántos metros son 1,5 millas?", True),
        ("96.5706", 96.56, "Quantos quilômetros são 60 milhas?", False),
        ("33.3433", 33.33, "120 km/h sind wie viel m/s?", False),
        # a measure in two units summed first is no number of the answer's own
        ("69 인치 = 175.3 센티", 175.3, "5피트 9인치라는데 센티로 몇이에요?", True),
        ("71 inches = 180.34 cm", 180.34, "My son is 5 feet 11 inches tall. How tall is that in cm?", True),
        ("72 inches = 180.34 cm", 180.34, "My son is 5 feet 11 inches tall. How tall is that in cm?", False),
    ],
)
def test_numbers(answer: str, expected: float, question: str, right: bool) -> None:
    assert answer_is_right(answer, {"number": expected}, question) is right


@pytest.mark.parametrize(
    "text, dates",
    [
        ("2026-03-17", [dt.date(2026, 3, 17)]),
        ("It is March 17, 2026.", [dt.date(2026, 3, 17)]),
        ("17. März 2026", [dt.date(2026, 3, 17)]),
        ("le 17 mars 2026", [dt.date(2026, 3, 17)]),
        ("17 de marzo de 2026", [dt.date(2026, 3, 17)]),
        ("2026年3月17日", [dt.date(2026, 3, 17)]),
        ("03/17/2026", []),
    ],
)
def test_dates_in_several_languages(text: str, dates: list[dt.date]) -> None:
    assert dates_in(text) == dates


def test_relative_dates_are_counted_from_today() -> None:
    assert answer_is_right("It will be 2026-12-13.", {"date": "today+10"}, today=TODAY)
    assert not answer_is_right("It will be 2026-12-14.", {"date": "today+10"}, today=TODAY)


def test_days_until_a_date_are_counted_from_the_day_of_the_run() -> None:
    # "How many days until 1 January 2027?" has another answer each day.
    until = {"days_until": "2027-01-01"}
    assert answer_is_right("28 days", until, today=dt.date(2026, 12, 4))
    assert answer_is_right("27 days", until, today=dt.date(2026, 12, 5))
    assert not answer_is_right("28 days", until, today=dt.date(2026, 12, 5))


@pytest.mark.parametrize(
    "answer, texts, right",
    [
        ("The capital is Paris.", ["paris"], True),
        ("This is it.", ["hi"], False),
        ("Hi! I am an assistant.", ["hi"], True),
        ("東京です。", ["東京"], True),
        ("Столица — Москва.", ["москва"], True),
        ("The password is TIDEPOOL-4821", ["tidepool-4821"], True),
    ],
)
def test_text_is_found_as_whole_words(answer: str, texts: list[str], right: bool) -> None:
    assert answer_is_right(answer, {"text": texts}) is right


def test_a_suite_is_read_and_checked(tmp_path: Path) -> None:
    (tmp_path / "notes").mkdir()
    good = {"id": "a", "question": "q?", "expect": {"number": 1}, "docs": "notes", "category": "math"}
    suite = tmp_path / "s.jsonl"
    suite.write_text(json.dumps(good) + "\n", encoding="utf-8")
    assert is_answer_suite(suite)
    [item] = load_answer_suite(suite)
    assert item.docs == tmp_path / "notes" and item.category == "math" and item.language == "en"
    suite.write_text(json.dumps({"id": "b", "question": "q", "expect": {"colour": "red"}}) + "\n", encoding="utf-8")
    with pytest.raises(
        UsageError, match="line 1: expect needs one of date, days_until, no_computation, number, numbers, text"
    ):
        load_answer_suite(suite)


def test_the_shipped_suite_is_valid_and_split() -> None:
    root = Path(__file__).resolve().parents[2]
    items = load_answer_suite(root / "bench" / "answers" / "questions.jsonl")
    ids = {i.id for i in items}
    tuning = set((root / "bench" / "splits" / "answers_tuning.txt").read_text().split())
    held_out = set((root / "bench" / "splits" / "answers_held_out.txt").read_text().split())
    assert len(items) >= 120 and tuning | held_out == ids and not tuning & held_out
    assert {i.language for i in items} == {"en", "de", "fr", "es", "zh", "ja", "ru"}


def test_a_run_that_stopped_without_an_answer_is_not_right_whatever_its_results_list() -> None:
    stopped = (
        "No final answer: the run stopped because the model kept repeating the same call. "
        "Tool results so far: current_time -> 2026-12-03T10:00:00+00:00 (Thursday)"
    )
    assert not answer_is_right(stopped, {"date": "today"}, today=TODAY)
    assert answer_is_right("2026-12-03T10:00:00+00:00 (Thursday)", {"date": "today"}, today=TODAY)


@pytest.mark.parametrize(
    "answer, expected, question, language, right",
    [
        ("1500 / 12 is 125.", 125, "cuanto es 1.500 entre 12", "es", True),  # 1.500 is 1500 in Spanish
        ("1500 / 12 is 125.", 125, "cuanto es 1.500 entre 12", "en", False),  # read as English, 1500 is not given
        ("Das sind 2,5 kg.", 2.5, "Wie viel sind 2.500 g in kg?", "de", True),
        ("It is 1,250.", 1250, "What is 1000 + 250?", "de", True),  # an answer in English's way
    ],
)
def test_numbers_are_read_as_the_questions_language_writes_them(
    answer: str, expected: float, question: str, language: str, right: bool
) -> None:
    assert answer_is_right(answer, {"number": expected}, question, language=language) is right


@pytest.mark.parametrize(
    "answer, computed, right",
    [
        ("Congratulations on the win!", False, True),
        ("Congratulations on the win!", True, False),  # a computation nobody asked for
        ("2", False, False),  # a bare number is no answer in words
        ("We won 4-2 yesterday!", False, False),  # the sentence said back
        ("No final answer: the run stopped because ...", False, False),
    ],
)
def test_a_sentence_that_asks_for_nothing_is_answered_in_words(answer: str, computed: bool, right: bool) -> None:
    expect = {"no_computation": True}
    assert answer_is_right(answer, expect, "We won 4-2 yesterday!", computed=computed) is right


def test_a_sentence_that_asks_for_nothing_answered_with_a_tool_s_result_is_not_right() -> None:
    """'add 2 eggs to the batter and stir' answered with the clock's time: no tool that computes
    was called, and it is no answer in words either."""
    expect = {"no_computation": True}
    answer = "2026-12-06T22:47:59+00:00 (Sunday)"
    assert answer_is_right(answer, expect, "add 2 eggs to the batter and stir") is True  # as the scorer had it
    assert answer_is_right(answer, expect, "add 2 eggs to the batter and stir", called=True) is False
