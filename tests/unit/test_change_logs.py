"""Documents that record changes (documents/change_logs.py): told by their title or their file's
name, and the questions that ask about changes, in a table; in the index, the reference page
ranks above the release note that announced the feature, unless changes are asked about."""

from __future__ import annotations

from pathlib import Path

import pytest

from localagent.documents.change_logs import asks_about_changes, records_changes
from localagent.stores.docs_index import DocsIndex


@pytest.mark.parametrize(
    ("path", "heading", "records"),
    [
        ("whatsnew/3.5.html", "What’s New In Python 3.5 > New Features", True),  # by its folder and its title
        ("notes/3.5.html", "What's New In Python 3.5", True),  # by its title alone
        ("whatsnew/changelog.html", "Changelog > Python 3.11.2 final > Library", True),
        ("NEWS.gz", "", True),  # GNU's names
        ("ChangeLog", "", True),
        ("doc/CHANGES.md", "Version 2.0", True),
        ("ch03.fr.html", "Nouveautés de la version 12 > Réseau", True),
        ("guide/リリースノート.html", "リリースノート", True),
        ("library/asyncio-task.html", "Coroutines and Tasks > Coroutines", False),
        ("tutorial/floatingpoint.html", "Floating Point Arithmetic: Issues and Limitations", False),
        ("faq/library.html", "Library and Extension FAQ > What's new about threads?", False),  # not its title
        ("news-reader.html", "Newsreaders", False),
        ("ch05.en.html", "Network setup", False),
    ],
)  # fmt: skip
def test_a_document_records_changes_by_its_title_or_its_name(path: str, heading: str, records: bool) -> None:
    assert records_changes(path, heading) is records


@pytest.mark.parametrize(
    ("question", "language", "asks"),
    [
        ("what's new in python 3.11", "en", True),
        ("when was the walrus operator added", "en", True),
        ("is asyncio.coroutine deprecated", "en", True),
        ("does this work on Python 3.8?", "en", True),  # a version
        ("Was ist neu in dieser Version?", "de", True),
        ("quoi de neuf dans asyncio ?", "fr", True),
        ("asyncio 有哪些新增功能", "zh", True),
        ("how do async and await work in python", "en", False),
        ("why is 0.1 + 0.2 not equal to 0.3", "en", False),  # numbers, not versions
        ("what is a list comprehension", "en", False),
        ("Wie lösche ich ein Verzeichnis?", "de", False),
        ("ssh login ohne passwort einrichten", "de", False),
    ],
)  # fmt: skip
def test_a_question_asks_about_changes_by_a_version_or_its_words(question: str, language: str, asks: bool) -> None:
    assert asks_about_changes(question, language) is asks


def test_the_reference_ranks_above_the_release_note_unless_changes_are_asked(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    root.mkdir()
    for i in range(30):
        (root / f"note{i}.txt").write_text(f"meeting notes {i}\nnothing much was said\n")
    (root / "whatsnew").mkdir()
    (root / "whatsnew" / "3.5.html").write_text(
        "<h1>What's New In Python 3.5</h1><h2>PEP 492 - Coroutines with async and await syntax</h2>"
        "<p>PEP 492 greatly improves support for asynchronous programming in Python by adding awaitable objects, "
        "coroutine functions, asynchronous iteration, and asynchronous context managers. Coroutines are declared "
        "with the async def syntax; inside a coroutine, await suspends it. async and await are new keywords.</p>"
    )
    (root / "asyncio-task.html").write_text(
        "<h1>Coroutines and Tasks</h1><p>Coroutines declared with the async syntax are the preferred way of "
        "writing asyncio applications. The await keyword suspends a coroutine until the awaitable is done.</p>"
    )
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("how do async and await work", 2, language="en")[0].path == "asyncio-task.html"
    assert index.search("what is new about async and await in 3.5", 2, language="en")[0].path == "whatsnew/3.5.html"
