"""What a document says, as numbered lines of text with its headings marked.

A reader turns one file into `Line`s: the line number a person finds the text at in the file
(for HTML the line of its source the text starts on; for a PDF the line of the extracted text),
the text, and a heading level (0 for body text). Text, Markdown and reStructuredText are read
as they are, with their headings found; HTML as its text (headings, paragraphs, list items,
code blocks kept; scripts, styles, navigation and markup dropped), read by one regular expression;
`*.gz` of any of these by the name inside; PDF through pypdf (the `pdf` extra).
Raises `Unreadable` with the reason when a file cannot be read as a document.
"""

from __future__ import annotations

import gzip
import logging
import re
import threading
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html import unescape
from pathlib import Path

BINARY_SNIFF_BYTES = 8192  # how much of a file's start is read to tell text from binary
MAX_TEXT_BYTES = 20_000_000  # a decompressed or extracted text larger than this is not read
# Files read as text; a file with none of these suffixes is read when it has no suffix at all
# and is not binary (README, changelog, NEWS, copyright: most of what /usr/share/doc keeps).
TEXT_SUFFIXES = {
    ".txt", ".md", ".markdown", ".rst", ".org", ".adoc", ".tex", ".csv", ".tsv", ".log",
    ".py", ".js", ".ts", ".tsx", ".jsx", ".java", ".kt", ".go", ".rs", ".c", ".h", ".cc",
    ".cpp", ".hpp", ".cs", ".rb", ".php", ".sh", ".sql", ".toml", ".yaml", ".yml", ".ini",
    ".cfg", ".json", ".xml", ".lua", ".r", ".m", ".swift", ".scala",
}  # fmt: skip
_TEXT_NAMES = ("readme", "changelog", "changes", "news", "copying", "license", "install", "authors", "todo")
HTML_SUFFIXES = {".html", ".htm", ".xhtml"}
PDF_SUFFIXES = {".pdf"}


NEEDS_PDF_EXTRA = "a PDF needs the pdf extra"


def can_read_pdf() -> bool:
    try:
        import pypdf  # noqa: F401
    except ImportError:
        return False
    return True


class Unreadable(Exception):
    """The file is not read as a document; the message is the reason (binary, unreadable)."""


# Below every section heading: what describes one thing (an API entry, a glossary term) and
# heads the text about it (reST's `.. function::`, HTML's `<dt>`).
DEFINITION_LEVEL = 7


@dataclass(frozen=True)
class Line:
    number: int
    text: str
    level: int = 0  # a heading's level (1 the top), 0 for body text
    links: int = 0  # how many of its characters are the text of links (HTML), spaces aside


def kind_of(name: str) -> str | None:
    """How a file of this name is read: "markdown", "rst", "text", "html", "pdf", or None when
    it is not a document. `x.gz` is read as `x`; `x.rst.txt` (Sphinx's sources) as rst."""
    lower = name.lower()
    if lower.endswith(".gz"):
        inner = kind_of(name[:-3])
        return None if inner in (None, "pdf") else inner
    dot = lower.rfind(".")
    suffix = lower[dot:] if dot > 0 else ""
    if suffix in (".md", ".markdown") or lower.endswith(".md.txt"):
        return "markdown"
    if suffix == ".rst" or lower.endswith(".rst.txt"):
        return "rst"
    if suffix in HTML_SUFFIXES:
        return "html"
    if suffix in PDF_SUFFIXES:
        return "pdf"
    if suffix in TEXT_SUFFIXES or not suffix or not suffix[1:].isalpha() or lower.startswith(_TEXT_NAMES):
        return "text"  # "changelog", "README.1", "README.Debian"
    return None


def read_document(path: Path) -> list[Line]:
    """The lines of the document at `path`, read by its kind."""
    kind = kind_of(path.name)
    if kind is None:
        raise Unreadable("not a document type")
    if kind == "pdf":
        return _pdf_lines(path)
    data = _raw_bytes(path)
    if looks_binary(data):
        raise Unreadable("binary")
    text = data.decode("utf-8", errors="replace")
    return READERS[kind](text)


def looks_binary(data: bytes) -> bool:
    """A NUL byte near the start: not text."""
    return b"\x00" in data[:BINARY_SNIFF_BYTES]


def _raw_bytes(path: Path) -> bytes:
    try:
        if path.name.lower().endswith(".gz"):
            with gzip.open(path, "rb") as f:
                data = f.read(MAX_TEXT_BYTES + 1)
        else:
            data = path.read_bytes()
    except (OSError, EOFError, zlib.error) as exc:
        raise Unreadable(f"unreadable: {exc}") from exc
    if len(data) > MAX_TEXT_BYTES:
        raise Unreadable("too large")
    return data


def plain_lines(text: str) -> list[Line]:
    return [Line(i, line) for i, line in enumerate(text.splitlines(), 1)]


_ATX = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$")
_SETEXT = re.compile(r"^(=+|-+)[ \t]*$")


def markdown_lines(text: str) -> list[Line]:
    """Headings: `# Title` (level by the marks) and a line underlined by === (1) or --- (2)."""
    lines = plain_lines(text)
    out: list[Line] = []
    fenced = False
    for i, line in enumerate(lines):
        stripped = line.text.strip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
        if fenced:
            out.append(line)
            continue
        atx = _ATX.match(stripped)
        if atx and line.text.startswith("#"):
            out.append(Line(line.number, atx.group(2), len(atx.group(1))))
            continue
        following = lines[i + 1].text if i + 1 < len(lines) else ""
        if stripped and not line.text.startswith(" ") and _SETEXT.match(following) and not _SETEXT.match(stripped):
            out.append(Line(line.number, stripped, 1 if following.lstrip().startswith("=") else 2))
            continue
        if _SETEXT.match(stripped) and out and out[-1].level and out[-1].number == line.number - 1:
            continue  # the underline itself
        out.append(line)
    return out


_ADORNMENT = re.compile(r"^([=\-~^\"'`#*+:.<>_])\1{2,}[ \t]*$")
# Sphinx's descriptions of a program's objects head what follows them, as `<dt>` does in HTML:
# ".. function:: split(path)" is read as a heading "split(path)".
_OBJECT = re.compile(
    r"^\s*\.\.\s+(?:py:|c:|cpp:|js:)?(?:function|class|method|attribute|data|exception|decorator|module"
    r"|classmethod|staticmethod|describe|option|envvar|member|macro|type|var)::\s*(.+)$"
)


def rst_lines(text: str) -> list[Line]:
    """Headings: a title underlined (and maybe overlined) by a repeated punctuation mark at
    least as long as it; levels in the order each style first appears, as docutils does."""
    lines = plain_lines(text)
    styles: list[tuple[str, bool]] = []
    out: list[Line] = []
    skip: set[int] = set()
    for i, line in enumerate(lines):
        if i in skip:
            continue
        stripped = line.text.strip()
        under = lines[i + 1].text.rstrip() if i + 1 < len(lines) else ""
        over = lines[i - 1].text.rstrip() if i > 0 else ""
        if stripped and not _ADORNMENT.match(stripped) and _ADORNMENT.match(under) and len(under) >= len(stripped):
            overlined = bool(_ADORNMENT.match(over)) and over[0] == under[0]
            style = (under[0], overlined)
            if style not in styles:
                styles.append(style)
            if overlined and out and out[-1].number == line.number - 1:
                out.pop()  # the overline went out as text
            out.append(Line(line.number, stripped, styles.index(style) + 1))
            skip.add(i + 1)
            continue
        described = _OBJECT.match(line.text)
        if described:
            out.append(Line(line.number, described.group(1).strip(), DEFINITION_LEVEL))
            continue
        out.append(line)
    return out


# Elements whose text is not the document's: code, styles, and the site around the content.
_DROPPED = {"script", "style", "noscript", "template", "svg", "nav", "head", "footer", "button", "select", "form"}
_DROPPED_ROLES = {"navigation", "search", "banner", "contentinfo", "complementary"}
_BLOCKS = {
    "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "tr", "table", "br", "hr", "pre", "blockquote",
    "section", "article", "main", "header", "footer", "aside", "figure", "figcaption", "h1", "h2", "h3",
    "h4", "h5", "h6", "title", "td", "th", "caption", "details", "summary",
}  # fmt: skip
_VOID = {"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"}
# A definition's term heads its definition (an API reference's signature, a glossary's word).
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6, "dt": DEFINITION_LEVEL}
_PERMALINK = "\u00b6"  # ¶, the heading links of Sphinx and MkDocs


# One piece of HTML: a comment, a declaration or processing instruction, a tag (its closing
# slash, name and attributes), text, or a "<" that starts none of these (read as text).
_PIECE = re.compile(
    r"<!--.*?(?:-->|$)|<![^>]*>|<\?[^>]*>"
    r"|<(/?)([A-Za-z][A-Za-z0-9:_-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>"
    r"|[^<]+|<",
    re.S,
)
_ROLE = re.compile(r"""\brole\s*=\s*["']?([\w-]+)""", re.I)
# A page that marks its main content (`<main>`, `role="main"`: Sphinx, MkDocs, most generated
# sites) is read there only: the sidebars, header links and footers around it say nothing of
# its own.
_HAS_MAIN = re.compile(r"""<main[\s>]|\brole\s*=\s*["']?main\b""", re.I)
_RAW_TEXT = ("script", "style")  # their content is not HTML: skipped to their end tag


class _HTMLText:
    """The text of an HTML document, read piece by piece with one regular expression (the
    stdlib's html.parser, event for event, took five times as long on Sphinx's pages)."""

    def __init__(self) -> None:
        self.line = 1  # the source line of the piece being read
        self.lines: list[Line] = []
        self.parts: list[str] = []
        self.started = False  # the current line holds text that is not space
        self.start = 0  # the source line the current text starts on
        # Open elements, whether each drops its text and whether it is the main content.
        self.stack: list[tuple[str, bool, bool]] = []
        self.open: dict[str, int] = {}  # how many of each element are open
        self.dropping = 0
        self.pre = 0
        self.heading = 0
        self.main_only = False  # the page marks its main content: text outside it is dropped
        self.main = 0  # main-content elements open
        self.link_chars = 0  # characters of link text in the current line

    def feed(self, html: str) -> None:
        position, length = 0, len(html)
        lowered = ""  # the document in lower case, made when a script or style is first met
        while position < length:
            piece = _PIECE.match(html, position)
            assert piece is not None  # the last alternative matches any "<"
            end = piece.end()
            name = piece.group(2)
            if name is not None:
                tag = name.lower()
                if piece.group(1):
                    self.handle_endtag(tag)
                else:
                    self.handle_starttag(tag, piece.group(3))
                    if tag in _RAW_TEXT:
                        lowered = lowered or html.lower()
                        close = lowered.find(f"</{tag}", end)
                        end = length if close < 0 else close
            elif not piece.group().startswith("<") or piece.group() == "<":
                text = piece.group()
                self.handle_data(unescape(text) if "&" in text else text)
            self.line += html.count("\n", position, end)
            position = end
        self._flush()

    def handle_starttag(self, tag: str, attributes: str) -> None:
        if tag in _BLOCKS:
            self._flush()
        if tag in _VOID or attributes.rstrip().endswith("/"):
            return
        role = _ROLE.search(attributes) if "role" in attributes else None
        drops = tag in _DROPPED or (role is not None and role.group(1).lower() in _DROPPED_ROLES)
        is_main = tag == "main" or (role is not None and role.group(1).lower() == "main")
        self.stack.append((tag, drops, is_main))
        self.open[tag] = self.open.get(tag, 0) + 1
        self.dropping += drops
        self.main += is_main
        if tag == "pre":
            self.pre += 1
        if tag in _HEADINGS and not self.heading:
            self.heading = _HEADINGS[tag]

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or not self.open.get(tag):
            return
        while self.stack:  # close what was left open inside, as browsers do
            open_tag, drops, is_main = self.stack.pop()
            self.open[open_tag] -= 1
            if open_tag in _BLOCKS:
                self._flush()
            self.dropping -= drops
            self.main -= is_main
            if open_tag == "pre":
                self.pre -= 1
            if open_tag == tag:
                break
        if tag in _HEADINGS:
            self.heading = 0

    def handle_data(self, data: str) -> None:
        if self.dropping or (self.main_only and not self.main):
            return
        if self.open.get("a"):
            self.link_chars += len(data) - sum(c.isspace() for c in data) - data.count(_PERMALINK)
        if self.pre:
            line = self.line
            for offset, piece in enumerate(data.split("\n")):
                if offset:
                    self._flush()
                if piece.strip():
                    if not self.started:
                        self.start, self.started = line + offset, True
                    self.parts.append(piece)
            return
        # The line starts where its first text that is not space does ("\r<": the "<", not 0).
        if data.strip() and not self.started:
            self.start, self.started = self.line + data[: len(data) - len(data.lstrip())].count("\n"), True
        self.parts.append(data)

    def _flush(self) -> None:
        raw = "".join(self.parts)
        self.parts, self.started = [], False
        links, self.link_chars = self.link_chars, 0
        text = raw.rstrip() if self.pre else " ".join(raw.split())
        text = text.replace(_PERMALINK, "").rstrip()
        if text.strip():
            self.lines.append(Line(self.start, text, self.heading, links))


def html_lines(text: str) -> list[Line]:
    parser = _HTMLText()
    parser.main_only = _HAS_MAIN.search(text) is not None
    parser.feed(text)
    return parser.lines


_PDF_LOG = logging.getLogger("pypdf")
_PDF_QUIET = threading.Lock()
_pdf_reading = 0  # how many reads are under way (searches refresh indexes in threads)


@contextmanager
def _quiet_pdf() -> Iterator[None]:
    """While PDFs are read, pypdf's warnings are not printed: it warns through `logging` about
    fonts it reads imperfectly ("fontTools is required to fully parse the encoding of a CFF
    Type1 font ..."), and with no handler configured Python prints them, so the first
    `ask --docs` over debian-reference printed them above the answer. A level the user set for
    the "pypdf" logger is left as it is."""
    global _pdf_reading
    with _PDF_QUIET:
        _pdf_reading += 1
        if _pdf_reading == 1 and _PDF_LOG.level == logging.NOTSET:
            _PDF_LOG.setLevel(logging.ERROR)
    try:
        yield
    finally:
        with _PDF_QUIET:
            _pdf_reading -= 1
            if _pdf_reading == 0 and _PDF_LOG.level == logging.ERROR:
                _PDF_LOG.setLevel(logging.NOTSET)


def _pdf_lines(path: Path) -> list[Line]:
    try:
        from pypdf import PdfReader
    except ImportError as exc:
        raise Unreadable(f"{NEEDS_PDF_EXTRA}: pip install 'localagent[pdf]'") from exc
    with _quiet_pdf():
        return _pdf_text(PdfReader, path)


def _pdf_text(reader_class: type, path: Path) -> list[Line]:
    try:
        reader = reader_class(str(path))
        out: list[Line] = []
        size = 0
        for page_number, page in enumerate(reader.pages, 1):
            page_text = page.extract_text() or ""
            size += len(page_text)
            if size > MAX_TEXT_BYTES:
                raise Unreadable("too large")
            out.append(Line(0, f"Page {page_number}", 1))
            out.extend(Line(0, line) for line in page_text.splitlines() if line.strip())
    except Unreadable:
        raise
    except Exception as exc:  # pypdf raises many kinds on a damaged file; each is "unreadable"
        raise Unreadable(f"unreadable: {type(exc).__name__}: {exc}") from exc
    return _renumbered(out)


def _renumbered(lines: list[Line]) -> list[Line]:
    return [Line(i, line.text, line.level) for i, line in enumerate(lines, 1)]


READERS: dict[str, Callable[[str], list[Line]]] = {
    "text": plain_lines, "markdown": markdown_lines, "rst": rst_lines, "html": html_lines,
}  # fmt: skip
