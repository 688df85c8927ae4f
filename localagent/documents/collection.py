"""What a folder of documents holds: the files to index, and the ones left out, by reason.

A walk reads the folder's tree (links followed once, never round in a loop) and keeps each
document's size and modification time; hidden files, installed packages' folders, files of other
types, files too large, a page's other forms (its source text beside its HTML) and a web site's
scripts are counted by reason, with one example each, for `index --status`. Nothing is read
here but the folder's entries: reading a document is documents/readers.py's job.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from .readers import kind_of

MAX_FILE_BYTES = 10_000_000
MAX_PDF_BYTES = 100_000_000
IGNORED_FOLDERS = {"node_modules", "__pycache__"}


@dataclass
class Found:
    """What a walk of the folder finds: the files to index and the ones left out, by reason."""

    files: dict[str, tuple[int, int]] = field(default_factory=dict)  # path -> (size, mtime_ns)
    skipped: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)  # reason -> one path skipped for it

    def skip(self, reason: str, path: str) -> None:
        self.skipped[reason] += 1
        self.examples.setdefault(reason, path)


_FORMS = (".gz", ".txt", ".rst", ".md", ".markdown", ".html", ".htm", ".xhtml", ".pdf")


def document_of(path: str) -> tuple[str, str]:
    """The document a file is one form of: its folder's name and its name less the suffixes of
    document forms. "library/os.path.html" and "_sources/library/os.path.rst.txt" are the same
    document (library, os.path); "a/index.html" and "b/index.html" are not."""
    parts = path.replace("\\", "/").split("/")
    name = parts[-1].lower()
    while True:
        stripped = next((name[: -len(s)] for s in _FORMS if name.endswith(s) and len(name) > len(s)), name)
        if stripped == name:
            break
        name = stripped
    return (parts[-2] if len(parts) > 1 else "", name)


def walk(root: Path) -> Found:
    """The files under `root` to index, with size and modification time; hidden files and
    folders, folders of installed packages, files too large and files of other types counted."""
    found = Found()
    prefix = len(os.path.join(str(root), ""))
    for entry in _entries(root, root, found):
        rel = entry.path[prefix:]
        kind = kind_of(entry.name)
        if kind is None:
            found.skip("not a document", rel)
            continue
        try:
            stat = entry.stat()
        except OSError:
            found.skip("unreadable", rel)
            continue
        if stat.st_size > (MAX_PDF_BYTES if kind == "pdf" else MAX_FILE_BYTES):
            found.skip("too large", rel)
            continue
        found.files[rel] = (stat.st_size, stat.st_mtime_ns)
    _one_form_of_each_page(found)
    _no_site_scripts(found)
    return found


def holds_documents(root: Path) -> bool:
    """Whether `root` holds a file of a kind the index reads (walking it only as far as the first)."""
    return any(kind_of(entry.name) is not None for entry in _entries(root, root, Found()))


def _one_form_of_each_page(found: Found) -> None:
    """A page kept as HTML and as its source text (Sphinx's `_sources/library/os.rst.txt` beside
    `library/os.html`) is read once, as the HTML a person reads: the same words twice would
    rank the same page twice, and take twice the time to index."""
    pages = {document_of(p) for p in found.files if kind_of(p.rsplit("/", 1)[-1]) == "html"}
    for path in [p for p in found.files if document_of(p) in pages and kind_of(p.rsplit("/", 1)[-1]) != "html"]:
        del found.files[path]
        found.skip("another form of a page", path)


# A web site's scripts: what its pages run, not what they say (style sheets are no document).
SITE_SCRIPTS = ".js"


def _no_site_scripts(found: Found) -> None:
    """The scripts of a folder of web pages are not read: a built site keeps them beside its
    pages or in a folder just below them (Sphinx's `_static/jquery.js` and `searchindex.js`,
    Doxygen's `jquery.js`, javadoc's `script-dir/`), and python3-doc's minified jQuery and
    Underscore made a thousand passages of code that a question about JavaScript was answered
    from. A script with no HTML page in its folder or the one above is a document like any
    source file (a folder of notes and code)."""
    pages = {os.path.dirname(p) for p in found.files if kind_of(p.rsplit("/", 1)[-1]) == "html"}
    for path in [p for p in found.files if p.lower().endswith(SITE_SCRIPTS)]:
        folder = os.path.dirname(path)
        if folder in pages or (folder and os.path.dirname(folder) in pages):
            del found.files[path]
            found.skip("a web page's script", path)


def _entries(root: Path, folder: Path | str, found: Found, seen: set[str] | None = None) -> Iterator[os.DirEntry[str]]:
    # Folders read, by their real path: a link is followed once, never round in a loop.
    seen = seen if seen is not None else {os.path.realpath(root)}
    try:
        with closing(os.scandir(folder)) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        found.skip("unreadable", os.path.relpath(folder, root))
        return
    for entry in entries:
        if entry.name.startswith("."):
            found.skip("hidden", os.path.relpath(entry.path, root))
            continue
        if entry.is_symlink() and not _followed(entry, root, seen):
            continue  # a link to what is read in the folder anyway, a loop, or nothing
        if entry.is_dir():
            if entry.name not in IGNORED_FOLDERS:
                seen.add(os.path.realpath(entry.path))
                yield from _entries(root, entry.path, found, seen)
        elif entry.is_file():
            yield entry


def _followed(entry: os.DirEntry[str], root: Path, seen: set[str]) -> bool:
    """A link is followed when it leads out of the folder to what is not read yet: Debian's
    /usr/share/doc/python3-doc holds its pages behind a link `html` -> ../python3.11/html, and
    `--docs /usr/share/doc/python3-doc` found nothing. A link to a place inside the folder is
    read there; one that leads back to a folder read already would go round."""
    target = os.path.realpath(entry.path)
    if not os.path.exists(target):
        return False
    # Not into a folder read already (the folder itself included), nor above one (round again).
    return not any(os.path.commonpath([target, s]) in (s, target) for s in seen)
