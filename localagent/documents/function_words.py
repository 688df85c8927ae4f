"""The function words of a language: what a question is built with ("how", "do", "I", "the"),
not what it asks about.

In Python's documentation "how", "do" and "I" are rare (an API's description does not say "I"),
so BM25 weighed them as much as "sort" or "timezone", and the FAQs' "How do I ...?" headings and
debian-reference's "How to shutdown the remote system on SSH" ranked, at a heading's weight,
above the page that answers. They are not left out (the FAQ's "How do I delete a file?" is the
question itself): the index searches them at half the weight of the question's other words.
A question in another language leaves them out (stores/docs_index.py): in English documents
a Spanish question's "de", "la", "un" match only stray quotations. Each language keeps its list
as data (`function_words/<lang>.txt`: English, German, French, Spanish, Italian, Portuguese,
Russian, after the Snowball project's stop word lists, with the question words and auxiliaries
a question is asked with; Chinese and Japanese, from their closed word classes); a language
with no list has none.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .stems import stems
from .tokens import tokenize

_HERE = Path(__file__).parent / "function_words"


@cache
def function_words(language: str) -> frozenset[str]:
    """The function words of `language` ("en", "fr", ...) as the index's words (stemmed)."""
    return frozenset(stems(tokenize(" ".join(listed(language)))))


@cache
def listed(language: str) -> tuple[str, ...]:
    """The function words of `language` as its list writes them, the longest first."""
    path = _HERE / f"{language}.txt"
    if not language.isalpha() or not path.is_file():
        return ()
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return tuple(sorted(dict.fromkeys(" ".join(lines).split()), key=len, reverse=True))
