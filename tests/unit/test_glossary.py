"""The English words a question in another language asks about (documents/glossary.py)."""

from __future__ import annotations

import pytest

from localagent.documents.glossary import cjk_pieces, english_words, glossed, holds


@pytest.mark.parametrize(
    ("question", "english"),
    [
        ("Wie lösche ich ein Verzeichnis?", ["delete", "remove", "directory"]),
        ("Wie lese ich eine JSON-Datei ein?", ["read", "file"]),
        ("Comment créer un fichier temporaire ?", ["create", "file", "temporary"]),
        ("¿Cómo leo un archivo CSV?", ["read", "file"]),
        ("Pythonで環境変数を取得する", ["environment", "variable", "get"]),
        ("如何读取文件", ["file", "read"]),
    ],
)
def test_words_of_other_languages_give_the_english_the_documents_use(question: str, english: list[str]) -> None:
    assert english_words(question) == english


# Negative corpus: English questions, and words English writes the same, add nothing.
@pytest.mark.parametrize(
    "question",
    ["How do I read a file?", "What does zip do?", "a red module with a variable and an actual date", ""],
)
def test_english_questions_get_no_words(question: str) -> None:
    assert english_words(question) == []


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        ("Wie lösche ich ein Verzeichnis?", ["lösche", "Verzeichnis"]),
        ("Pythonで環境変数を取得する", ["環境変数", "取得"]),  # the longest first: 環境変数, not 変数
        ("How do I read a file?", []),
    ],
)
def test_the_parts_of_a_question_the_glossary_reads(question: str, parts: list[str]) -> None:
    assert sorted(glossed(question)) == sorted(parts)


def test_a_run_of_chinese_or_japanese_characters_in_the_glossarys_words_and_what_lies_between() -> None:
    assert cjk_pieces("在环境变量里") == [("在", False), ("环境变量", True), ("里", False)]
    assert cjk_pieces("闰年") == [("闰年", False)]
    assert cjk_pieces("") == []


def test_the_languages_the_glossary_reads() -> None:
    assert [lang for lang in ("de", "fr", "es", "ja", "zh", "ru", "en", "../x") if holds(lang)] == [
        "de", "fr", "es", "ja", "zh",
    ]  # fmt: skip
