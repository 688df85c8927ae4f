"""Passages ranked by meaning: the vectors an embedding model gives them, kept beside the
documents index (`--embed-model`).

The index ranks the passages by their words (BM25) as always; with an embedding model, the
best RERANK_POOL of them are ranked again by how close each passage's vector is to the
question's (cosine). BM25 brings the passages that share the question's words; the vectors
tell which of them says what was asked ("Return a string representing the current working
directory." for "how do I get the current working directory?", where FTS5 ranks the FAQ's
"How do I ..." headings first). Measured in bench/RESULTS.md ("Documents ranked by meaning").

A passage's vector is computed the first time a question ranks it and kept in the index's
SQLite file, under a key made of the model's and the passage's text: an edited passage, or
another model, is embedded anew, and nothing kept is ever read for the wrong one.
`localagent index DIR --embed-model M` embeds every passage ahead of the first question.
"""

from __future__ import annotations

import hashlib
import sqlite3
from array import array
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

# The BM25 ranking's best this many passages are ranked again by meaning (tuning half of
# bench/docs/real_questions.jsonl, before PDFs were indexed: 30 gave R@1 33 of 54, 100 gave 37,
# 200 gave 38 at twice the passages to embed; the passage of a listed page is among the best 100
# for 54 of 54, and 49 of the held-out half's 51).
RERANK_POOL = 100
EMBED_BATCH = 16  # passages given to the model at once

SCHEMA = "CREATE TABLE IF NOT EXISTS vectors(key BLOB PRIMARY KEY, vector BLOB NOT NULL) WITHOUT ROWID"


class Embedder(Protocol):
    """What ranks passages by meaning: unit-length vectors, one per text; `key` names the model."""

    key: str

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


def passage_text(heading: str, text: str) -> str:
    """What a passage is embedded as: its headings (what it is about), then its text."""
    return f"{heading}\n{text}"


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """The cosine of two unit-length vectors (their dot product)."""
    return float(sum(x * y for x, y in zip(a, b)))


class PassageVectors:
    """The vectors of one index's passages for one model, in that index's database."""

    def __init__(self, db: sqlite3.Connection, embedder: Embedder) -> None:
        self.db = db
        self.embedder = embedder
        db.execute(SCHEMA)

    def _key(self, text: str) -> bytes:
        return hashlib.sha256(f"{self.embedder.key}\0{text}".encode()).digest()[:16]

    def vectors(self, texts: Sequence[str], progress: Callable[[int, int], None] | None = None) -> list[list[float]]:
        """The vector of each text: those kept, and the others embedded now and kept (`progress`:
        how many of the texts to embed are done, of how many)."""
        keys = [self._key(t) for t in texts]
        kept: dict[bytes, list[float]] = {}
        for chunk in _chunks(list(dict.fromkeys(keys)), 500):
            marks = ",".join("?" * len(chunk))
            for key, blob in self.db.execute(f"SELECT key, vector FROM vectors WHERE key IN ({marks})", chunk):
                kept[key] = array("f", blob).tolist()
        missing = list(dict.fromkeys(t for t, k in zip(texts, keys) if k not in kept))
        done = 0
        for batch in _chunks(missing, EMBED_BATCH):
            made = self.embedder.embed(batch)
            rows = [(self._key(t), array("f", v).tobytes()) for t, v in zip(batch, made)]
            self.db.executemany("INSERT OR REPLACE INTO vectors VALUES(?, ?)", rows)
            kept.update((k, array("f", blob).tolist()) for k, blob in rows)  # as kept: the same now and later
            done += len(batch)
            if progress is not None:
                progress(done, len(missing))
        return [kept[k] for k in keys]

    def similarities(self, query: str, texts: Sequence[str]) -> list[float]:
        """How close each text is to the query in meaning (the query itself is not kept)."""
        if not texts:
            return []
        (asked,) = self.embedder.embed([query])
        return [cosine(asked, v) for v in self.vectors(texts)]


def _chunks(items: Sequence[str] | Sequence[bytes], size: int) -> Iterable[list]:  # type: ignore[type-arg]
    for i in range(0, len(items), size):
        yield list(items[i : i + size])
