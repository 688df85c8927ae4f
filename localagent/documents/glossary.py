"""The English words a question in another language asks about, for documents written in English.

A question in German, French, Spanish, Chinese or Japanese shares with English documents its
identifiers ("json", "csv", "argparse"), but not its words: "Wie lösche ich ein Verzeichnis?"
has nothing of "Delete an entire directory tree". Each language keeps, as data
(`glossary/<lang>.tsv`), the words of programming and system administration and the English
the documents say them in; a question's words found there give English words that
search_docs searches with beside the question's own (documents written in the question's
language still match its own words). Words of space-separated languages are looked up whole
(lower case); Chinese and Japanese ones anywhere in the question. A word English writes the
same way means itself and adds nothing ("module", "variable"); words that mean something else
in English are not listed ("red", "actual").
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import regex

from .tokens import has_cjk

_HERE = Path(__file__).parent / "glossary"
_WORD = regex.compile(r"[\p{L}\p{M}]+")


@lru_cache(maxsize=1)
def _entries() -> tuple[dict[str, str], dict[str, str]]:
    """(whole words, CJK words) -> their English."""
    words: dict[str, str] = {}
    cjk: dict[str, str] = {}
    for path in sorted(_HERE.glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#") or "\t" not in line:
                continue
            word, english = line.split("\t", 1)
            (cjk if has_cjk(word) else words).setdefault(word.strip().lower(), english.strip())
    return words, cjk


def holds(language: str) -> bool:
    """Whether the glossary reads `language`."""
    return language.isalpha() and (_HERE / f"{language}.tsv").is_file()


def cjk_pieces(run: str) -> list[tuple[str, bool]]:
    """A run of Chinese or Japanese characters in pieces, each with whether the glossary gives
    its English: its words found there (the longest first, as english_words finds them) and
    what lies between them."""
    _, cjk = _entries()
    taken = [False] * len(run)
    starts: dict[int, int] = {}
    for key in sorted(cjk, key=len, reverse=True):
        start = run.find(key)
        while start >= 0:
            if not any(taken[start : start + len(key)]):
                taken[start : start + len(key)] = [True] * len(key)
                starts[start] = len(key)
            start = run.find(key, start + 1)
    pieces: list[tuple[str, bool]] = []
    i = 0
    while i < len(run):
        if i in starts:
            pieces.append((run[i : i + starts[i]], True))
            i += starts[i]
            continue
        j = i
        while j < len(run) and not taken[j]:
            j += 1
        pieces.append((run[i:j], False))
        i = j
    return pieces


def glossed(question: str) -> list[str]:
    """The parts of `question` the glossary gives English for: its words found there whole,
    and the Chinese or Japanese words found anywhere (the longest first, none overlapping)."""
    words, cjk = _entries()
    parts = [word for word in _WORD.findall(question) if word.lower() in words]
    if has_cjk(question):
        taken = [False] * len(question)
        for key in sorted(cjk, key=len, reverse=True):
            start = question.find(key)
            while start >= 0:
                if not any(taken[start : start + len(key)]):
                    taken[start : start + len(key)] = [True] * len(key)
                    parts.append(key)
                start = question.find(key, start + 1)
    return parts


def english_words(question: str) -> list[str]:
    """The English words the glossary gives for `question`'s words, in order, none repeated,
    none the question already has."""
    words, cjk = _entries()
    own = {w.lower() for w in _WORD.findall(question)}
    found: list[str] = []
    for word in _WORD.findall(question):
        if word.lower() in words:
            found.extend(words[word.lower()].split())
    if has_cjk(question):
        # The longest first: 環境変数 before 変数.
        for key in sorted(cjk, key=len, reverse=True):
            if key in question:
                found.extend(cjk[key].split())
    return [w for w in dict.fromkeys(found) if w not in own]
