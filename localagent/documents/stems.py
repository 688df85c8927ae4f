"""Word forms for the documents index: "sorting", "sorted" and "sorts" are found as "sort".

English words are reduced to their Snowball stem (the `stem` extra: `pip install
'localagent[stem]'`, the snowballstemmer package, pure Python). Only plain words are stemmed:
a dotted name, an identifier or a number is an exact term ("os.getcwd", "json.load",
"ArgumentParser", "3.11" stay as they are), and so is any word outside the Latin script.
Without the extra the index keeps words as written; `localagent index` says so in one line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

NEEDS_STEM_EXTRA = "words are matched as written (no word forms): pip install 'localagent[stem]'"


def _english() -> Callable[[str], str] | None:
    try:
        import snowballstemmer
    except ImportError:
        return None
    return snowballstemmer.stemmer("english").stemWord  # type: ignore[no-any-return]


_STEM = _english()
# What the index's words are, kept with the index: an index made with other word forms is made anew.
WORD_FORMS = "snowball-english" if _STEM is not None else "as-written"


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """The stem of a plain lower-case ASCII word of letters; any other word as it is."""
    if _STEM is None or len(word) < 4 or not (word.isascii() and word.isalpha()):
        return word
    return _STEM(word)


def stems(words: Iterable[str]) -> list[str]:
    return [stem(w) for w in words]
