"""What a document says (documents/): words, readers by kind, passages. Tables and properties."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from localagent.documents.passages import PASSAGE_LINES, passages
from localagent.documents.readers import (
    Line,
    Unreadable,
    html_lines,
    kind_of,
    markdown_lines,
    read_document,
    rst_lines,
)
from localagent.documents.tokens import tokenize
from tests.support.installed import import_or_missing


@pytest.mark.parametrize(
    "text, words",
    [
        ("2.39.0 release", ["2.39.0", "2", "39", "0", "release"]),
        ("os.path.split()", ["os.path.split", "os", "path", "split"]),
        ("Wi-Fi password", ["wi-fi", "wifi", "wi", "fi", "password"]),
        ("check_guest_wifi_password", ["check_guest_wifi_password", "check", "guest", "wifi", "password"]),
        ("HTTPServer", ["httpserver", "http", "server"]),
        ("camelCase", ["camelcase", "camel", "case"]),
        ("北京天气 ok", ["北京", "京天", "天气", "ok"]),
        ("The end. Next", ["the", "end", "next"]),
        ("Straße über", ["straße", "über"]),
        ("", []),
    ],
)
def test_words_keep_versions_and_identifiers_whole_and_in_parts(text: str, words: list[str]) -> None:
    assert tokenize(text) == words


@pytest.mark.parametrize(
    "name, kind",
    [
        ("notes.md", "markdown"), ("os.path.rst.txt", "rst"), ("guide.rst", "rst"), ("index.html", "html"),
        ("page.HTM", "html"), ("NEWS.gz", "text"), ("changelog.Debian.gz", "text"), ("api.html.gz", "html"),
        ("README", "text"), ("README.Debian", "text"), ("manual.pdf", "pdf"), ("manual.pdf.gz", None),
        ("photo.png", None), ("archive.tar.gz", None), ("script.py", "text"), ("lib.so.1", "text"),
    ],
)  # fmt: skip
def test_kind_of_a_file_by_its_name(name: str, kind: str | None) -> None:
    assert kind_of(name) == kind


def _headings(lines: list[Line]) -> list[tuple[int, str, int]]:
    return [(x.number, x.text, x.level) for x in lines if x.level]


def test_markdown_headings_atx_and_setext_not_inside_code() -> None:
    text = "# Title\n\nIntro\n\nSetup\n-----\n\n```\n# a comment, not a heading\n```\n### Deep ###\nbody\n"
    lines = markdown_lines(text)
    assert _headings(lines) == [(1, "Title", 1), (5, "Setup", 2), (11, "Deep", 3)]
    assert "-----" not in [x.text for x in lines]  # an underline is not text
    assert any(x.text == "# a comment, not a heading" and not x.level for x in lines)


def test_rst_headings_by_adornment_order_and_sphinx_objects() -> None:
    text = (
        "=====\nTitle\n=====\n\nIntro.\n\nSection\n-------\n\nText.\n\n"
        ".. function:: split(path)\n\n   Split the path.\n\nOther\n-------\n"
    )
    assert _headings(rst_lines(text)) == [(2, "Title", 1), (7, "Section", 2), (12, "split(path)", 7), (16, "Other", 2)]


def test_html_is_read_as_its_text_with_headings_and_source_lines() -> None:
    html = (
        "<html><head><title>T</title><style>p{}</style><script>var x = 1;</script></head>\n"
        "<body><div role='navigation'><a href='/'>Home</a> | <a>Index</a></div>\n"
        "<nav>menu</nav>\n"
        "<h1>Guide<a class='headerlink'>\u00b6</a></h1>\n"
        "<p>The guest   password is\n<b>tidepool</b> &amp; more.</p>\n"
        "<pre>line one\nline two</pre>\n"
        "<dl><dt>os.path.split(path)</dt><dd>Split it.</dd></dl>\n"
        "<footer>Copyright</footer></body></html>\n"
    )
    lines = html_lines(html)
    assert [(x.number, x.text, x.level) for x in lines] == [
        (4, "Guide", 1),
        (5, "The guest password is tidepool & more.", 0),
        (7, "line one", 0),
        (8, "line two", 0),
        (9, "os.path.split(path)", 7),
        (9, "Split it.", 0),
    ]


def test_gzip_binary_and_pdf(tmp_path: Path) -> None:
    (tmp_path / "page.html.gz").write_bytes(gzip.compress(b"<h2>Packed</h2><p>inside a gzip</p>"))
    assert [x.text for x in read_document(tmp_path / "page.html.gz")] == ["Packed", "inside a gzip"]
    (tmp_path / "blob.txt").write_bytes(b"abc\x00def")
    with pytest.raises(Unreadable, match="binary"):
        read_document(tmp_path / "blob.txt")
    (tmp_path / "broken.gz").write_bytes(b"not gzip at all")
    with pytest.raises(Unreadable, match="unreadable"):
        read_document(tmp_path / "broken.gz")
    import_or_missing("pypdf", "pypdf is not installed (the pdf extra)")
    (tmp_path / "manual.pdf").write_bytes(minimal_pdf("Descale the machine every 90 days."))
    lines = read_document(tmp_path / "manual.pdf")
    assert (lines[0].text, lines[0].level) == ("Page 1", 1)
    assert "Descale the machine every 90 days." in [x.text for x in lines]
    (tmp_path / "damaged.pdf").write_bytes(b"%PDF-1.4 nothing more")
    with pytest.raises(Unreadable, match="unreadable"):
        read_document(tmp_path / "damaged.pdf")


def minimal_pdf(text: str) -> bytes:
    """A one-page PDF showing `text` in Helvetica, with a correct cross-reference table."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def test_passages_start_at_headings_keep_their_heading_path_and_hold_at_most_a_few_lines() -> None:
    text = "# Guide\n\n## Install\n" + "".join(f"step {i}\n" for i in range(20)) + "## Use\nrun it\n"
    cut = list(passages(markdown_lines(text)))
    assert [(p.start, p.end, p.heading) for p in cut] == [
        (3, 14, "Guide > Install"),
        (15, 23, "Guide > Install"),
        (24, 25, "Guide > Use"),
    ]
    assert cut[0].text.splitlines()[0] == "step 0"  # the heading is the passage's `heading`, not its text
    assert max(len(p.text.splitlines()) for p in cut) <= PASSAGE_LINES


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=400))
@example("\r<")  # a line of text after a space-only piece was numbered 0
def test_readers_and_words_take_any_text(text: str) -> None:
    assert all(w and w == w.lower() for w in tokenize(text))
    for read in (markdown_lines, rst_lines, html_lines):
        lines = read(text)
        assert all(line.number >= 1 and line.text.strip() for line in lines if read is html_lines)
        for p in passages(lines):
            assert p.start <= p.end and p.text


SPHINX_PAGE = """<html><body>
<div class="related" role="navigation"><a href="index.html">index</a></div>
<div class="sphinxsidebar"><h3>Previous topic</h3><p><a href="x.html">x — a module</a></p></div>
<div class="body" role="main">
<h1>os — Operating system interfaces</h1>
<ul><li><a href="a.html">Files and Directories</a></li><li><a href="b.html">Process Management</a></li></ul>
<dl class="py function"><dt id="os.getcwd"><code>os.getcwd</code>()<a class="headerlink" href="#os.getcwd">\u00b6</a></dt>
<dd><p>Return a string representing the current working directory. See <a href="c.html">chdir()</a>.</p></dd></dl>
</div>
<div class="footer">&copy; Copyright 2001.</div>
</body></html>"""


def test_html_with_main_content_is_read_there_only_and_navigation_is_not_indexed() -> None:
    lines = html_lines(SPHINX_PAGE)
    assert [line.text for line in lines][0] == "os — Operating system interfaces"  # no sidebar, no related bar
    assert not any("Copyright" in line.text or "Previous topic" in line.text for line in lines)
    found = list(passages(lines))
    assert [p.navigation for p in found] == [True, False]  # the list of links; the function's text
    assert found[1].heading.endswith("> os.getcwd()") and found[1].text.startswith("Return a string")
    assert found[1].links < 0.2


def test_pypdfs_warnings_are_not_printed_while_a_pdf_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # The first `ask --docs /usr/share/debian-reference` printed "fontTools is required to fully
    # parse the encoding of a CFF Type1 font ..." above its answer: pypdf warns through logging,
    # and with no handler configured Python prints the warning.
    import logging

    import_or_missing("pypdf", "pypdf is not installed (the pdf extra)")
    import pypdf

    class Page:
        def extract_text(self) -> str:
            logging.getLogger("pypdf._cmap").warning("fontTools is required to fully parse the encoding")
            return "Encrypt a USB stick with dm-crypt."

    class Reader:
        def __init__(self, path: str) -> None:
            self.pages = [Page()]

    monkeypatch.setattr(pypdf, "PdfReader", Reader)
    (tmp_path / "book.pdf").write_bytes(b"%PDF-1.4\n")
    with caplog.at_level(logging.WARNING):
        lines = read_document(tmp_path / "book.pdf")
        assert [line.text for line in lines] == ["Page 1", "Encrypt a USB stick with dm-crypt."]
        assert not caplog.records
        assert logging.getLogger("pypdf").level == logging.NOTSET  # as it was: pypdf warns again
        logging.getLogger("pypdf._cmap").warning("after")
        assert [r.getMessage() for r in caplog.records] == ["after"]
        caplog.clear()
        monkeypatch.setattr(logging.getLogger("pypdf"), "level", logging.WARNING)  # a level the user set
        read_document(tmp_path / "book.pdf")
        assert [r.getMessage() for r in caplog.records] == ["fontTools is required to fully parse the encoding"]
    assert logging.getLogger("pypdf").level == logging.WARNING
