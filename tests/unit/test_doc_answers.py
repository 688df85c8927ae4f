"""The sentence that answers, chosen from found passages (documents/answers.py): table tests."""

from __future__ import annotations

import pytest

from localagent.documents.answers import Passage, api_names, best_answer, sentences, subject_of

WANTED = {"current": 2.7, "work": 2.8, "directori": 3.1}


@pytest.mark.parametrize(
    ("heading", "subject"),
    [
        ("os — Miscellaneous operating system interfaces > Files and Directories > os.getcwd()", "os.getcwd()"),
        ("argparse > class argparse.ArgumentParser(prog=None, usage=None)", "argparse.ArgumentParser()"),
        ("Built-in Functions > zip(*iterables, strict=False)", "zip()"),
        ("functools > @functools.lru_cache(maxsize=128, typed=False)", "functools.lru_cache()"),  # a decorator
        ("os.path — Common pathname manipulations", ""),
        ("Programming FAQ > How do I sort a list?", ""),
        ("", ""),
    ],
)
def test_the_api_entry_a_passage_is_under(heading: str, subject: str) -> None:
    assert subject_of(heading) == subject


@pytest.mark.parametrize(
    ("text", "numbers", "expected"),
    [
        ("It is one. Two here.", [5], [("It is one.", 5), ("Two here.", 5)]),
        ("os.path.join and e.g. this stay one.", [1], [("os.path.join and e.g. this stay one.", 1)]),
        (
            "a wrapped line\ngoes on here.\nNext one.",
            [3, 4, 5],
            [("a wrapped line goes on here.", 3), ("Next one.", 5)],
        ),  # fmt: skip
        ("A heading-like line\nThen text.", [1, 2], [("A heading-like line", 1), ("Then text.", 2)]),
    ],
)
def test_sentences_keep_the_line_they_start_on(text: str, numbers: list[int], expected: list[tuple[str, int]]) -> None:
    assert [(s.text, s.line) for s in sentences(text, numbers)] == expected


def test_the_answer_is_the_sentence_holding_what_was_asked_with_its_api_and_line() -> None:
    found = [
        Passage("faq/library.html", "FAQ > How do I find the current working directory?", "See the os module.", [40], 9.0),
        Passage(
            "library/os.html", "os > Files and Directories > os.getcwd()",
            "Return a string representing the current working directory.", [1843], 8.0,
        ),
    ]  # fmt: skip
    answer = best_answer(found, WANTED)
    assert answer is not None
    assert answer.statement() == (
        "os.getcwd(): Return a string representing the current working directory. (library/os.html:1843)"
    )


def test_a_question_is_no_answer_and_too_little_of_the_query_is_none() -> None:
    faq = Passage("faq.html", "FAQ", "How do I get the current working directory?", [3], 9.0)
    assert best_answer([faq], WANTED) is None
    unrelated = Passage("bread.html", "Bread", "Let the dough rest in the current oven.", [1], 9.0)
    assert best_answer([unrelated], WANTED) is None


@pytest.mark.parametrize(
    ("heading", "names"),
    [
        ("os > os.getcwd()", ["os.getcwd", "getcwd"]),
        ("Built-in Functions > zip(*iterables, strict=False)", ["zip"]),
        ("json > json.loads(s, *, cls=None)", ["json.loads", "load"]),  # the last part as the index's words
        ("Programming FAQ > How do I sort?", []),
    ],
)
def test_the_names_an_api_entry_is_asked_by(heading: str, names: list[str]) -> None:
    assert api_names(heading) == names


def test_a_line_of_code_counts_less_than_a_sentence_saying_the_same() -> None:
    code = Passage("faq.html", "Threads", "print(current_thread(), work_directory)", [9], 9.0)
    said = Passage("os.html", "os > os.getcwd()", "Return the current working directory.", [5], 8.0)
    answer = best_answer([code, said], WANTED)
    assert answer is not None and answer.path == "os.html"


def test_a_title_ends_no_sentence_and_a_paragraphs_second_sentence_comes_with_the_first() -> None:
    assert [s.text for s in sentences("Our landlord is Mrs. Okafor. Rent is due.", [6])] == [
        "Our landlord is Mrs. Okafor.",
        "Rent is due.",
    ]
    notes = Passage(
        "network.md", "Home network", "The guest Wi-Fi is Harbor-Guest. Its password is tidepool-4821.", [3], 5.0
    )
    answer = best_answer([notes], {"guest": 2.0, "wifi": 2.0})
    assert answer is not None and answer.sentence.endswith("Its password is tidepool-4821.")


def test_only_a_passage_that_opens_its_section_has_the_sections_first_sentence() -> None:
    # A long section is cut into passages: the first sentence of the second one is no lead.
    goes_on = Passage("os.html", "os > os.getcwd()", "The current working directory is kept.", [20], 8.0, opens=False)
    opening = Passage("os.html", "os > os.getcwd()", "Return the current working directory.", [5], 8.0)
    answer = best_answer([goes_on, opening], WANTED)
    assert answer is not None and answer.line == 5


def test_a_label_is_not_the_sentence_a_section_opens_with() -> None:
    """An admonition's "Warnung" (debian-reference's ch02.de.html) was quoted as the closest
    sentence: a section's first line of fewer than three words is no sentence it opens with."""
    from localagent.documents.answers import closest_sentence

    section = Passage(
        "ch02.de.html",
        "2.7.5. Pakete blockieren",
        "Warnung\nWenn Sie Pakete nicht installieren möchten, ändern Sie die Datei.",
        [10, 11],
        9.0,
    )
    found = closest_sentence(section, {"apt": 2.0, "paket": 1.0})
    assert found is not None and found.sentence.startswith("Wenn Sie Pakete")


def _entry(path: str, heading: str, text: str, score: float, line: int = 1) -> Passage:
    return Passage(path, heading, text, [line], score)


WORDS = {"float": 2.0, "equal": 2.0, "decim": 2.0}  # "why is 0.1 + 0.2 not equal to 0.3": its rare words


@pytest.mark.parametrize(
    ("found", "answers", "rivals"),
    [
        # Two sections that say about as much: the words cannot tell which answers; both are quoted.
        (
            [_entry("library/decimal.html", "decimal", "In decimal floating point the sum is exactly equal.", 9.0),
             _entry("tutorial/floatingpoint.html", "Floating-Point Arithmetic",
                    "Decimal fractions are not equal to binary floating point ones.", 8.8)],
            None, ["library/decimal.html", "tutorial/floatingpoint.html"],
        ),
        # One that says clearly more (a section's first sentence holding the words) answers alone.
        (
            [_entry("tutorial/floatingpoint.html", "Floating-Point Arithmetic",
                    "Decimal fractions are not equal to binary floating point ones.", 9.0),
             _entry("library/decimal.html", "decimal", "The module has a context.\nIt holds floats.", 8.8)],
            "tutorial/floatingpoint.html", [],
        ),
        # The same sentence in another form of the page (a PDF of the same guide) is no rival.
        (
            [_entry("ch03.en.html", "Floating point", "Decimal fractions are not equal to binary floating point ones.", 9.0),
             _entry("guide.en.pdf", "Page 12", "• Decimal fractions are not equal to binary floating point ones.", 8.9)],
            "ch03.en.html", [],
        ),
        # Two passages of one section are one place, not rivals.
        (
            [_entry("tutorial/floatingpoint.html", "Floating-Point Arithmetic",
                    "Decimal fractions are not equal to binary floating point ones.", 9.0),
             _entry("tutorial/floatingpoint.html", "Floating-Point Arithmetic",
                    "Decimal floating point values are not always equal.", 8.9, line=40)],
            "tutorial/floatingpoint.html", [],
        ),
    ],
)  # fmt: skip
def test_an_answer_ranks_clearly_above_any_other_sections(
    found: list[Passage], answers: str | None, rivals: list[str]
) -> None:
    from localagent.documents.answers import choose

    choice = choose(found, WORDS)
    assert (choice.answer.path if choice.answer else None) == answers
    assert [r.path for r in choice.rivals] == rivals
    assert best_answer(found, WORDS) == choice.answer
