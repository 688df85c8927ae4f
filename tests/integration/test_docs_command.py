"""`localagent index` and answers that cite the user's documents, through the CLI (main(argv))."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.conftest import write_script

NOTES = {
    "network.md": "# Home network\n\n## Guest\n\nThe guest Wi-Fi network is Harbor-Guest. Its password is tidepool-4821.\n",
    "kitchen.md": "# Kitchen\n\nThe oven runs about 10 degrees hot.\n",
    ".private.md": "hidden",
    "photo.png": "not read",
}


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    root = tmp_path / "notes"
    root.mkdir()
    for name, text in NOTES.items():
        (root / name).write_text(text, encoding="utf-8")
    for i in range(10):
        (root / f"day{i}.md").write_text(f"Day {i}: nothing special happened.\n", encoding="utf-8")
    return root


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_index_builds_says_what_it_holds_and_what_changed(notes: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "index", str(notes), "--status")
    assert code == 0 and "out of date: 12 new or changed, 0 gone" in out
    from localagent.stores.docs_index import default_cache_dir, index_file

    assert not index_file(notes.resolve(), default_cache_dir()).exists()  # asked, nothing built
    code, out, err = run_cli(capsys, "index", str(notes))
    assert code == 0 and err == ""  # no progress bar off a terminal
    assert "12 files, 12 passages" in out and "read now: 12 files" in out
    assert "not read: 1 hidden (e.g. .private.md), 1 not a document (e.g. photo.png)" in out
    (notes / "kitchen.md").write_text("# Kitchen\n\nThe oven is fixed.\n", encoding="utf-8")
    code, out, _ = run_cli(capsys, "index", str(notes), "--status", "--json")
    status = json.loads(out)
    assert status["pending"] == {"changed": 1, "removed": 0} and status["files"] == 12
    code, out, _ = run_cli(capsys, "index", str(notes), "--json")
    assert json.loads(out)["read"] == 1
    code, out, err = run_cli(capsys, "index", str(notes), "--rebuild", "--json")
    assert err == ""
    assert json.loads(out)["read"] == 12


def test_index_of_a_missing_folder_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "index", str(tmp_path / "nope"))
    assert code == 2 and out == "" and err == f"localagent: error: {tmp_path / 'nope'}: not a directory\n"


def test_an_answer_from_the_notes_ends_with_its_sources(
    notes: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(tmp_path / "s.json", [" Its password is tidepool-4821."])
    question = "What is the guest Wi-Fi password?"
    code, out, _ = run_cli(capsys, "ask", "--docs", str(notes), "--backend", f"scripted:{script}", question)
    assert code == 0
    line = "The guest Wi-Fi network is Harbor-Guest. Its password is tidepool-4821."  # grounded on the passage
    assert out == f"{line} (network.md:5)\n\nSources: network.md:5 (Guest)\n"  # the line the sentence is on
    code, out, _ = run_cli(capsys, "ask", "--json", "--docs", str(notes), "--backend", f"scripted:{script}", question)
    data = json.loads(out)
    assert [(s["path"], s["lines"], s["heading"]) for s in data["sources"]] == [
        ("network.md", "5", "Home network > Guest")
    ]
    assert data["answer"].endswith("Sources: network.md:5 (Guest)")


def test_the_progress_bar_draws_on_a_terminal_only() -> None:
    import io

    from localagent.cli.index import Bar

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    screen, pipe = Terminal(), io.StringIO()
    for stream in (screen, pipe):
        bar = Bar(stream)
        bar(1, 4, "a.md")
        bar(4, 4, "docs/manual.html")  # the last file is always drawn
        bar.close()
    assert pipe.getvalue() == ""
    drawn = screen.getvalue().split("\r")
    assert drawn[1].startswith("[#######" + "." * 23 + "] 1/4 a.md")  # 1 of 4: a quarter filled
    assert drawn[2].startswith("[" + "#" * 30 + "] 4/4 docs/manual.html")
    assert drawn[-1] == ""  # the line is cleared at the end
