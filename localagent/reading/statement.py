"""A message that asks for nothing: thanks, a greeting, a remark about oneself ("Thank you!
That's all I needed.", "I was in Paris last week, it was lovely").

Told from the message's structure, in a language whose lexicon lists the words that open a
statement (`openers`: subject pronouns, thanks, greetings and other interjections) and the
phrases that make a request however a sentence opens (`requests`: "please", "can you", "I need",
"let me know"). A message asks for nothing when it holds no question mark and no request phrase
and every clause opens with an opener (after a joining word: "and", "but", "so"). A clause that
opens with anything else may be a request ("Book a table for two", "weather in Oslo", "15% of
80"), and the message is then left to the model with its tools. Nothing is read in a language
whose lexicon lists no openers.
"""

from __future__ import annotations

import regex

from .. import text
from .lexicon import language_of, lexicon
from .question import has_any

_CLAUSES = regex.compile(r"[,.!;:\n…]+|\s[-–—]\s")
_WORD = regex.compile(r"[\p{L}\p{M}\p{N}']+")  # a number is a word here: it opens no statement
_QUESTION = ("?", "？", "¿")


def asks_nothing(message: str, language: str | None = None) -> bool:
    """True when `message` asks for nothing: no question, no request phrase, each clause a
    statement or an interjection by the word it opens with."""
    language = language or language_of(message)
    entry = lexicon(language)
    if not entry.openers or any(mark in message for mark in _QUESTION):
        return False
    folded = text.normalize(message).replace("’", "'").replace("‘", "'")
    if has_any(folded, entry.requests, entry.unspaced):
        return False
    clauses = [c for c in _CLAUSES.split(folded) if _WORD.search(c)]
    return bool(clauses) and all(_opens_statement(c, entry.openers, entry.joins) for c in clauses)


def _opens_statement(clause: str, openers: tuple[str, ...], joins: tuple[str, ...]) -> bool:
    words = _WORD.findall(clause)
    while words and words[0] in joins:
        words = words[1:]
    if not words:
        return True  # only joining words ("and so")
    start = " ".join(words)
    return any(start == o or start.startswith(o + " ") for o in openers)
