"""Passages ranked by meaning (stores/passage_vectors.py, DocsIndex with an embedder): vectors
kept per model and text, the passages shown reordered by closeness to the question, the
answering sentence still looked for in the passages the words rank."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from localagent.stores.docs_index import DocsIndex
from localagent.stores.passage_vectors import PassageVectors, cosine, passage_text

# What the scripted embedder takes a word to mean: words of one meaning share an axis.
MEANINGS = {"pwd": 0, "getcwd": 0, "current": 0, "where": 0, "copy": 1, "duplicate": 1, "list": 2, "contents": 2}


class ScriptedEmbedder:
    """Vectors over MEANINGS' axes (and one for every other word), counting what it embeds."""

    def __init__(self, key: str = "scripted-1") -> None:
        self.key = key
        self.embedded: list[str] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.embedded.extend(texts)
        out = []
        for text in texts:
            v = [0.0] * 4
            for word in text.lower().replace("?", " ").replace(".", " ").split():
                v[MEANINGS.get(word, 3)] += 1.0 if word in MEANINGS else 0.1
            norm = math.sqrt(sum(x * x for x in v)) or 1.0
            out.append([x / norm for x in v])
        return out


def test_vectors_are_kept_per_model_and_text(tmp_path: Path) -> None:
    index = DocsIndex(tmp_path, tmp_path / "i.sqlite")
    one = ScriptedEmbedder()
    kept = PassageVectors(index.db, one)
    first = kept.vectors(["pwd prints it", "copy a folder"])
    assert len(one.embedded) == 2
    again = kept.vectors(["copy a folder", "pwd prints it", "list contents"])
    assert one.embedded[2:] == ["list contents"]  # only the new text is embedded
    assert again[:2] == first[::-1]
    other = ScriptedEmbedder("another model")
    PassageVectors(index.db, other).vectors(["pwd prints it"])
    assert other.embedded == ["pwd prints it"]  # another model's vectors are never read for this one
    progress: list[tuple[int, int]] = []
    PassageVectors(index.db, ScriptedEmbedder("third")).vectors(
        [f"text {i}" for i in range(20)], lambda done, total: progress.append((done, total))
    )
    assert progress[-1] == (20, 20) and len(progress) == 2  # in batches of 16


def test_similarities_are_cosines_of_unit_vectors(tmp_path: Path) -> None:
    index = DocsIndex(tmp_path, tmp_path / "i.sqlite")
    kept = PassageVectors(index.db, ScriptedEmbedder())
    close = kept.similarities("where am I", ["getcwd returns it", "duplicate a file", ""])
    assert close[0] > 0.9 > close[1] and abs(cosine([1.0, 0.0], [0.0, 1.0])) == 0.0
    assert passage_text("os.getcwd()", "Return it.") == "os.getcwd()\nReturn it."


def _folder(root: Path) -> Path:
    root.mkdir()
    # The words rank the FAQ first (it says "folder" four times); the meaning is the other's.
    (root / "faq.md").write_text(
        "# Folders\n\nHow do I copy a folder? How do I list a folder? Folder after folder, duplicate them.\n"
    )
    (root / "shell.md").write_text("# Shell\n\npwd prints the current folder.\n")
    for i in range(8):
        (root / f"day{i}.md").write_text(f"# Day {i}\n\nNothing happened on day {i}.\n")
    return root


def test_the_passages_shown_are_ranked_by_meaning(tmp_path: Path) -> None:
    root = _folder(tmp_path / "docs")
    plain = DocsIndex.open(root, tmp_path / "plain")
    assert [h.path for h in plain.search("which folder am I in now", 2)][0] == "faq.md"
    model = ScriptedEmbedder()
    index = DocsIndex.open(root, tmp_path / "cache", embedder=model)
    shown, for_answer = index.search_for_answer("where is the current folder", 2)
    assert [h.path for h in shown] == ["shell.md", "faq.md"]
    assert shown[0].score > shown[1].score > 0
    # the answering sentence is looked for in the passages the words rank, as without a model
    assert [h.path for h in for_answer] == [
        h.path for h in plain.search_for_answer("where is the current folder", 2)[1]
    ]
    assert index.embed_all() == plain.passage_count()
    assert len(set(model.embedded)) == plain.passage_count() + 1  # every passage once, and the question


def test_the_passage_an_answer_cites_is_among_those_shown(tmp_path: Path) -> None:
    from localagent.tools.docs import docs_tools

    root = tmp_path / "docs"
    root.mkdir()
    (root / "cwd.md").write_text("# Directories\n\nThe pwd command prints the current working directory.\n")
    (root / "where.md").write_text("# Where\n\nwhere where pwd getcwd current\n")
    for i in range(8):
        (root / f"day{i}.md").write_text(f"# Day {i}\n\nNothing happened on day {i}.\n")
    search = docs_tools([root], tmp_path / "cache", ScriptedEmbedder())[0]
    found = search.fn(query="current directory", limit=2)
    assert found.data["answer"].endswith("(cwd.md:3)")
    shown = [p["path"] for p in found.data["passages"]]
    assert shown[0] == "where.md" and "cwd.md" in shown  # ranked by meaning, and the answer's own
    one = search.fn(query="current directory", limit=1)
    assert [p["path"] for p in one.data["passages"]] == ["cwd.md"]  # the one shown is the one cited
