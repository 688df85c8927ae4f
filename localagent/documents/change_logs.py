"""Documents that record changes: release notes ("What's New in Python 3.5"), a Changelog, NEWS.

Such a document tells of a feature as it arrived, in the words of the question that asks how it
works: python3-doc's `whatsnew/` is a sixth of its passages, and for "how do async and await
work in python", "what is a list comprehension" or "why is 0.1 + 0.2 not equal to 0.3" the
release note that announced the feature ranked above the reference page that explains it. A
question about how something works is answered by the reference: a passage of a document that
records changes ranks at a share of its score (stores/docs_index.py), unless the question asks
about changes (a version number, or one of its language's words for new, added, changed, since,
removed...). A document records changes by its title (how such titles start, in ten languages)
or by its file's or folder's name (GNU's NEWS, ChangeLog, CHANGES, HISTORY; Sphinx's
whatsnew/). The phrases and words are data (`change_logs.txt`).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path, PurePosixPath

from .passages import HEADING_SEPARATOR

_DATA = Path(__file__).with_name("change_logs.txt")
_VERSION = re.compile(r"(?<![\w.])[1-9]\d*\.\d+(?:\.\d+)*(?![\w.]*\w)")  # "3.11", not "0.1"


@cache
def _entries() -> tuple[tuple[str, ...], frozenset[str], dict[str, frozenset[str]]]:
    titles: list[str] = []
    names: set[str] = set()
    asks: dict[str, set[str]] = {}
    for line in _DATA.read_text(encoding="utf-8").splitlines():
        kind, _, rest = line.strip().partition(" ")
        if kind == "title":
            titles.append(_folded(rest))
        elif kind == "name":
            names.add(rest.strip().casefold())
        elif kind == "asks":
            language, _, words = rest.partition(" ")
            asks.setdefault(language, set()).update(w.casefold() for w in words.split())
    return tuple(titles), frozenset(names), {k: frozenset(v) for k, v in asks.items()}


def _folded(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").casefold().split())


def records_changes(path: str, heading: str) -> bool:
    """Whether a passage's document records changes: its title (the heading's first part) starts
    with a change log's title, or its file's name or a folder's name is a change log's."""
    titles, names, _ = _entries()
    title = _folded(heading.split(HEADING_SEPARATOR, 1)[0])
    if any(title == t or title.startswith(t + " ") or title.startswith(t + ":") for t in titles):
        return True
    parts = PurePosixPath(path.replace("\\", "/")).parts
    stem = parts[-1].split(".", 1)[0] if parts else ""
    return any(p.casefold() in names for p in (*parts[:-1], stem))


def asks_about_changes(question: str, language: str) -> bool:
    """Whether a question asks about changes: it names a version ("3.11"), says a change log's
    title ("quoi de neuf") or one of its language's (or English's) words for them ("new",
    "added", "since", ...)."""
    if _VERSION.search(question):
        return True
    titles, _, asks = _entries()
    folded = _folded(question)
    if any(f" {t} " in f" {folded} " for t in titles):  # a change log's title: "quoi de neuf"
        return True
    words = asks.get(language, frozenset())
    if set(re.findall(r"\w+", folded)) & (words | asks.get("en", frozenset())):
        return True
    # Chinese and Japanese are written without spaces: their words are found anywhere.
    return language in ("ja", "zh") and any(w in folded for w in words)
