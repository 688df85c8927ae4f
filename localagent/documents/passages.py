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


@dataclass(frozen=True)
class Passage:
    start: int  # the first line's number in the file
    end: int  # the last line's number
    heading: str  # the headings it sits under, outermost first
    text: str  # its lines of text (not its headings), joined by newlines


def passages(lines: Sequence[Line]) -> Iterator[Passage]:
    stack: list[Line] = []
    chunk: list[Line] = []
    size = 0

    def cut() -> Passage | None:
        heading = HEADING_SEPARATOR.join(h.text for h in stack)
        text = "\n".join(c.text for c in chunk if not c.level)  # the headings are its `heading`
        return Passage(chunk[0].number, max(c.number for c in chunk), heading, text) if text else None

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
