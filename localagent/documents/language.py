"""The language a document is written in: the one it declares, else that of most of its passages.

A passage's language is read from its first words (reading/lexicon.py); a document's from its
`<html lang>` or its name's language tag, else from passages spread over it. The index keeps a
document's language and ranks a passage in it (stores/docs_index.py).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import regex

from ..reading.lexicon import LANGUAGES, language_of
from .readers import kind_of

# A document's language is that of most of the passages sampled from it (document_language).
DOCUMENT_SAMPLE, DOCUMENT_SHARE, DOCUMENT_AGREE = 12, 0.6, 3


# What a passage's language is read from: its first words say it (1 ms for a whole passage,
# 15 a query, is too slow; its first 300 characters take a tenth of that).
LANGUAGE_SAMPLE = 300


def passage_language(text: str) -> str:
    return language_of(text[:LANGUAGE_SAMPLE])


def declared_language(path: Path) -> str:
    """The language a document says it is written in: an HTML page's `<html lang="fr">` (Sphinx
    writes it), else its name's language tag (`ch03.fr.html`, `index.zh-cn.html`: how
    debian-reference and sites served by language name their pages) when it is one of the
    languages read here; else "". A partly translated page says it: debian-reference's French
    chapters keep many English paragraphs, and read passage by passage they are as English as
    the English chapter's."""
    if kind_of(path.name) == "html":
        try:
            with path.open("rb") as f:
                head = f.read(DECLARED_BYTES).decode("utf-8", "replace")
        except OSError:
            head = ""
        declared = _HTML_LANG.search(head)
        if declared and declared.group(1).lower() in LANGUAGES:
            return declared.group(1).lower()
    tagged = _NAME_LANGUAGE.search(path.name.lower())
    return tagged.group(1) if tagged and tagged.group(1) in LANGUAGES else ""


DECLARED_BYTES = 4096  # where an HTML page's <html lang=...> is looked for
_HTML_LANG = regex.compile(r"<html\b[^>]*?\b(?:xml:)?lang\s*=\s*[\"']?([A-Za-z]{2})(?:[-_][A-Za-z]{2,4})?\b", regex.I)
_NAME_LANGUAGE = regex.compile(r"\.([a-z]{2})(?:[-_][a-z]{2,4})?\.[a-z]+(?:\.gz)?$")


def document_language(texts: list[str]) -> str:
    """The language of a document: that of DOCUMENT_SHARE or more of DOCUMENT_SAMPLE passages
    spread over it (the first ones of a chapter are often a table of commands), else "";
    decided at the first DOCUMENT_AGREE that agree, all of them (each passage's language costs
    0.2 ms: reading twelve of every document, a 100,000-passage collection took 1.7 times as
    long to index). A passage is ranked by its document's language where there is one: a
    table of commands in debian-reference's ch03.fr.html reads as English, and ranked first for
    an English question above ch03.en.html."""
    step = max(1, len(texts) // DOCUMENT_SAMPLE)
    votes: Counter[str] = Counter()
    for number, text in enumerate(texts[::step][:DOCUMENT_SAMPLE], 1):
        votes[passage_language(text)] += 1
        if number == DOCUMENT_AGREE and len(votes) == 1:
            break
    first = votes.most_common(1)
    return first[0][0] if first and first[0][1] >= DOCUMENT_SHARE * sum(votes.values()) else ""
