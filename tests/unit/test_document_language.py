"""The language a document declares (documents/language.py): its <html lang>, else its name's tag."""

from __future__ import annotations

from pathlib import Path

import pytest

from localagent.documents.language import declared_language


@pytest.mark.parametrize(
    ("name", "content", "declared"),
    [
        ("ch03.fr.html", "<html><body><p>The hostname.</p></body></html>", "fr"),  # partly translated: its name says
        ("ch03.zh-cn.html", "<html><body></body></html>", "zh"),
        ("os.html", '<!DOCTYPE html>\n<html lang="en">\n<head>', "en"),
        ("page.html", '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="de-DE">', "de"),
        ("guide.ja.pdf", "", "ja"),
        ("book.fr.txt.gz", "", "fr"),
        ("notes.md", "# Notes", ""),  # nothing said: its passages decide
        ("archive.tar.gz", "", ""),
        ("bundle.js.map", "", ""),  # not a language
        ("page.html", '<html lang="tlh">', ""),  # not one read here
    ],
)
def test_the_language_a_document_declares(tmp_path: Path, name: str, content: str, declared: str) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    assert declared_language(tmp_path / name) == declared
