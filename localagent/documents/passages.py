"""A document's lines cut into passages, the units the index finds: a heading starts a new one,
and a passage holds at most PASSAGE_LINES lines or PASSAGE_CHARS characters. Each passage
keeps the headings it sits under ("os.path — Common pathname manipulations > os.path.split(path)"),
searched with more weight than its text; its first line is its own heading when it starts at one."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .readers import Line

PASSAGE_LINES = 12
PASSAGE_CHARS = 1500
HEADING_SEPARATOR = " > "
# A passage whose text is mostly the text of links is a way to other pages, not something a
# page says: a table of contents, an index, a list of what is new, a "next / previous" bar
# (Python's contents.html: every line a link, share 1.0; a reference paragraph citing two
# functions: about 0.1).
NAVIGATION_SHARE = 0.7


@dataclass(frozen=True)
class Passage:
    start: int  # the first line's number in the file
    end: int  # the last line's number
    heading: str  # the headings it sits under, outermost first
    text: str  # its lines of text (not its headings), joined by newlines
    links: float = 0.0  # the share of its text's characters that are link text
    numbers: tuple[int, ...] = ()  # each line of `text`'s number in the file

    @property
    def navigation(self) -> bool:
        """Mostly links to elsewhere: kept out of the index (NAVIGATION_SHARE)."""
        return self.links >= NAVIGATION_SHARE


def passages(lines: Sequence[Line]) -> Iterator[Passage]:
    stack: list[Line] = []
    chunk: list[Line] = []
    size = 0

    def cut() -> Passage | None:
        heading = HEADING_SEPARATOR.join(h.text for h in stack)
        body = [c for c in chunk if not c.level]
        text = "\n".join(c.text for c in body)  # the headings are its `heading`
        if not text:
            return None
        chars = sum(len(c.text) - c.text.count(" ") for c in body)
        links = min(1.0, sum(c.links for c in body) / chars) if chars else 0.0
        numbers = tuple(c.number for c in body)
        return Passage(chunk[0].number, max(c.number for c in chunk), heading, text, links, numbers)

    for line in lines:
        if not line.text.strip():
            continue
        if chunk and (line.level or len(chunk) >= PASSAGE_LINES or size + len(line.text) > PASSAGE_CHARS):
            if (passage := cut()) is not None:
                yield passage
            chunk, size = [], 0
        if line.level:
            while stack and stack[-1].level >= line.level:
                stack.pop()
            stack.append(line)
        chunk.append(line)
        size += len(line.text) + 1
    if chunk and (passage := cut()) is not None:
        yield passage


def place(path: str, lines: str = "", heading: str = "") -> str:
    """Where a passage is, as search_docs shows it and an answer cites it: `path:lines` and its
    innermost heading ("notes/wifi.md:3-5 (Guest network)"); the path alone without lines."""
    where = f"{path}:{lines}" if lines else path
    innermost = heading.rsplit(HEADING_SEPARATOR, 1)[-1]
    return f"{where} ({innermost})" if innermost else where
