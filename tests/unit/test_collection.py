"""What a walk of a folder of documents finds (documents/collection.py): links followed once,
never round; what is left out is counted by the index's own tests (test_docs_index.py)."""

from __future__ import annotations

from pathlib import Path

from localagent.documents.collection import walk


def test_a_link_out_of_the_folder_is_followed_once_and_never_round(tmp_path: Path) -> None:
    """Debian's /usr/share/doc/python3-doc keeps its pages behind `html -> ../python3.11/html`."""
    pages = tmp_path / "python3.11" / "html"
    pages.mkdir(parents=True)
    (pages / "os.html").write_text("<p>os.getcwd() returns the current working directory.</p>")
    root = tmp_path / "python3-doc"
    root.mkdir()
    (root / "README").write_text("see html/")
    (root / "html").symlink_to(pages)  # out of the folder: followed
    (root / "again").symlink_to(root / "html")  # the same pages through another link: not twice
    (pages / "up").symlink_to(tmp_path)  # round: never followed back into a folder being read
    inside = root / "notes"
    inside.mkdir()
    (inside / "a.md").write_text("a note")
    (root / "also-notes").symlink_to(inside)  # inside the folder: read there, not twice
    # Names are read in order: "again", the first link to the pages, reads them; "html" then does not.
    assert sorted(walk(root).files) == ["README", "again/os.html", "notes/a.md"]
