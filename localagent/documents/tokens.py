"""Words for the documents index: what a passage is found by, the same for text and query.

Words are lower-cased runs of letters and digits. A word joined by dots or hyphens is kept
whole as well as in its parts, so a version or a dotted name keeps its meaning
("2.39.0" → 2.39.0, 2, 39, 0; "os.path.split" → os.path.split, os, path, split); a
hyphenated word is also kept joined ("Wi-Fi" → wi-fi, wi, fi, wifi), since small models write
it either way. Identifiers are split where their words meet and kept whole
("check_guest_wifi_password" → the whole, check, guest, wifi, password; "HTTPServer" →
httpserver, http, server). Scripts written without spaces (Chinese, Japanese, Korean) are
indexed as overlapping character pairs ("北京天气" → 北京, 京天, 天气).
"""

from __future__ import annotations

import regex

# A run of word characters, with dots or hyphens joining runs ("2.39.0", "os.path", "wi-fi").
_COMPOUND = regex.compile(r"[\p{L}\p{M}\p{N}_]+(?:[.\-][\p{L}\p{M}\p{N}_]+)*")
_JOINT = regex.compile(r"[.\-]")
_CJK = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]")
_SEGMENT = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]+|[^\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]+")
# Where the words of an identifier meet: "camelCase", "HTTPServer", "utf8Decode".
_CAMEL = regex.compile(r"\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[^\p{L}\p{N}]+")


def has_cjk(text: str) -> bool:
    """Whether `text` holds a character of a script written without spaces."""
    return _CJK.search(text) is not None


def tokenize(text: str) -> list[str]:
    """The words of `text` as the index keeps them, in order, repeats kept (they count)."""
    out: list[str] = []
    for compound in _COMPOUND.findall(text):
        if "." in compound or "-" in compound:
            parts = [p for p in _JOINT.split(compound) if p]
            out.append(compound.lower())
            if "." not in compound:
                out.append("".join(parts).lower())
        else:
            parts = [compound]
        for part in parts:
            _word(part, out)
    return out


def _word(word: str, out: list[str]) -> None:
    if word.isascii() and word.isalpha() and (word.islower() or word.isupper() or word.istitle()):
        out.append(word.lower())  # one plain word, the most common case: nothing to split
        return
    if _CJK.search(word):
        for segment in _SEGMENT.findall(word.lower()):
            if _CJK.match(segment):
                out.extend(segment[i : i + 2] for i in range(max(1, len(segment) - 1)))
            else:
                _word(segment, out)
        return
    pieces = [p for p in _CAMEL.findall(word.replace("_", " ")) if p.strip()]
    out.append(word.lower())
    if len(pieces) > 1:
        out.extend(p.lower() for p in pieces)
