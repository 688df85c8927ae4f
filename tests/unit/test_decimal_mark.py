"""Numbers written as the question's reader writes them (reading/numbers.py, agent/answer.py):
the tools write a decimal point; a German, French or Italian reader reads "1.125" as 1125."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from localagent.agent.answer import as_the_reader_writes
from localagent.evaluation.answers import misread
from localagent.reading.numbers import decimal_mark, value_of, with_decimal_mark
from localagent.types import CallRecord


@pytest.mark.parametrize(
    ("question", "language", "mark"),
    [
        ("Was ist 2,5 mal 3,1?", "de", ","),  # the question's own decimals
        ("Was ist 2.5 mal 4?", "de", "."),  # a German who writes a point is answered with one
        ("7 geteilt durch 4", "de", ","),  # no decimals written: the language's mark
        ("7 divided by 4", "en", "."),
        ("Wie viel sind 15 % von 1.250,50 €?", "de", ","),  # the last separator is the decimal one
        ("Combien font 1 250,50 € divisés par 4 ?", "fr", ","),
        ("Wir teilen die Miete von 1'250.50 CHF durch 2.", "de", "."),  # Swiss: an apostrophe groups, a point
        ("What is 1,5 plus 2?", "en", ","),  # written with a comma, read as 1.5: answered with one
        ("3の2乗は？", "ja", "."),
        ("Сколько будет 7 разделить на 4?", "ru", ","),
        ("Quanto fa 2.500 diviso 4?", "it", ","),  # 2.500 is 2500 in Italian: a whole number
    ],
)
def test_the_decimal_mark_a_reader_reads(question: str, language: str, mark: str) -> None:
    assert decimal_mark(question, language) == mark


@pytest.mark.parametrize(
    ("text", "values", "written"),
    [
        ("1.125", [1.125], "1,125"),
        ("7.75.", [7.75], "7,75."),
        ("10 km = 6.2137 miles", [6.2137], "10 km = 6,2137 miles"),
        ("2.5 * 3.1 = 7.75", [2.5, 3.1, 7.75], "2,5 * 3,1 = 7,75"),
        # Only the numbers among the values: a version, an address, a date stay as they are.
        ("Python 3.11 gives 1.125", [1.125], "Python 3.11 gives 1,125"),
        ("3.8.1 and 192.168.0.1", [3.8, 8.1, 168.0], "3.8.1 and 192.168.0.1"),
        ("2026-12-25 (Friday)", [12.25], "2026-12-25 (Friday)"),
        ("1,125 already", [1.125], "1,125 already"),
        ("391", [391.0], "391"),
    ],
)
def test_numbers_written_with_the_mark(text: str, values: list[float], written: str) -> None:
    assert with_decimal_mark(text, ",", values) == written
    assert with_decimal_mark(text, ".", values) == text  # a point is how the tools write them


@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=1, max_value=999))
def test_a_decimal_written_with_a_comma_reads_back_as_its_value_in_each_comma_language(whole: int, part: int) -> None:
    value = float(f"{whole}.{part:03d}".rstrip("0"))
    written = with_decimal_mark(f"{whole}.{part:03d}".rstrip("0"), ",", [value])
    for language in ("de", "fr", "es", "it", "pt", "ru"):
        assert value_of(written, language) == pytest.approx(value)


def _result(answer: str, value: float) -> CallRecord:
    return CallRecord("c1", "calculator", {"expression": "x"}, True, answer, data={"answer": answer, "value": value})


@pytest.mark.parametrize(
    ("answer", "question", "results", "written"),
    [
        ("1.125", "Wie viel sind 15 % von 7,5 Euro?", [("1.125", 1.125)], "1,125"),
        ("Le résultat est 3.375.", "Combien font 1,5 fois 2,25 ?", [("3.375", 3.375)], "Le résultat est 3,375."),
        ("1.75", "Was ist 7 geteilt durch 4?", [("1.75", 1.75)], "1,75"),
        ("7.75", "What is 2.5 times 3.1?", [("7.75", 7.75)], "7.75"),  # English: as written
        ("7.75", "Was ist 2.5 mal 3.1?", [("7.75", 7.75)], "7.75"),  # the question writes a point
        ("391", "Was ist 17 mal 23?", [("391", 391)], "391"),
        # A number no result or question gave is the model's own: left as it is.
        ("Python 3.11 kam 2022.", "Wann kam Python 3,11 heraus?", [], "Python 3,11 kam 2022."),
        ("Python 3.11 kam 2022.", "Wann kam die neue Version heraus?", [], "Python 3.11 kam 2022."),
    ],
)
def test_an_answer_written_as_its_reader_writes_numbers(
    answer: str, question: str, results: list[tuple[str, float]], written: str
) -> None:
    assert as_the_reader_writes(answer, question, [_result(a, v) for a, v in results]) == written


@pytest.mark.parametrize(
    ("answer", "language", "expected"),
    [("1.125", "de", True), ("1,125", "de", False), ("7.75", "de", False), ("1.125", "en", False),
     ("1.125", "fr", True), ("3 125", "fr", False)],
)  # fmt: skip
def test_a_right_answer_misread_in_the_question_s_language(answer: str, language: str, expected: bool) -> None:
    value = 3125.0 if answer == "3 125" else 1.125 if "125" in answer else 7.75
    assert misread(answer, {"number": value}, "", language) is expected
