"""The documents index: one SQLite file per folder of documents, searched with FTS5 and BM25.

Each file of the folder is read (documents/readers.py), cut into passages (documents/passages.py)
and its passages kept with their file, lines and headings; FTS5 indexes their words
(documents/tokens.py) in two columns, the headings (with the file's name) weighing more than
the text. A refresh compares each file's size and modification time with what the index holds
and reads only the files that changed, in one transaction: a second process refreshing the
same folder waits for it, then finds nothing left to do. A query looks up how many passages
have each of its words, leaves out the words most passages have when it has rarer ones, and
lets FTS5 rank the passages that have any of the rest: a few milliseconds, not a scan.
Files not read are counted by reason (hidden, binary, too large, unreadable, not a document).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import regex

from ..documents.answers import api_names, subject_of
from ..documents.change_logs import asks_about_changes, records_changes
from ..documents.collection import Found, document_of, walk
from ..documents.function_words import function_words
from ..documents.language import LANGUAGE_SAMPLE, declared_language, document_language, passage_language
from ..documents.passages import HEADING_SEPARATOR, passages
from ..documents.readers import NEEDS_PDF_EXTRA, Unreadable, can_read_pdf, kind_of, read_document
from ..documents.stems import WORD_FORMS, stems
from ..documents.tokens import tokenize
from ..settings import cache_home
from .passage_vectors import RERANK_POOL, Embedder, PassageVectors, passage_text

# Raised whenever what is indexed changes (the tables, the words tokenize makes, a file's title
# words, the passages): an index of another version is made anew. Passages are taken out of
# FTS5 by giving their words again (_forget), so words made differently would corrupt it.
SCHEMA_VERSION = 8
# bm25() weights of the two columns: headings and the file's name, then the passage's text.
TITLE_WEIGHT, BODY_WEIGHT = 2.0, 1.0
# A result whose words are this much the same as a better one's says the same thing and is
# left out; so is a passage of a document already shown from another of its files (the same
# page as HTML and as text: documents/collection.document_of).
DUPLICATE_OVERLAP = 0.8
# A query ranks the passages having any of its rarest words, taken rarest first until their
# passages number this many: ranking costs FTS5 about a millisecond per 1,500 such passages
# (2-core machine), and a word that many passages have adds little to BM25's score (on the
# dev half of bench/docs/python_doc_questions.jsonl, 10,000 to all gave the same recall).
MAX_POSTINGS = 20_000
# A passage describing an API entry the query names ("What does zip do?" → zip(*iterables)) ranks
# at this multiple of its score, when at most MAX_NAMED entries have that name ("split": str.split,
# os.path.split, re.split, ...; "get": too many to say which).
NAME_BOOST = 2.0
MAX_NAMED = 12
# A question's words in the headings of this many passages are too common to title what it
# asks about (DocsIndex._titled; at 200, "generator" was too common in python3-doc); a question
# asking about more words than TITLED_WORDS asks more than a subject, and is not looked up
# (looking up every question's words cost a search about 6 ms more at 100,000 passages).
TITLED_POOL = 1000
TITLED_WORDS = 3
# A question names a document by its file's name ("pathlib how to get the extension of a file
# name" → library/pathlib.html; "functools cache decorator" → library/functools.html): the best
# FILED_BOOSTED passages of each (of at most FILED_FILES) document whose whole name it is rank like
# an API entry the query names (NAME_BOOST); "config" names no logging.config, "mock" no
# unittest.mock. Only where the word is mostly said as that name: its passages number at most
# FILED_SAID times the named documents' own (each of their passages has it in its title column);
# "random", "test", "select" or "time" are said all over python3-doc and name no page (chosen on
# the development sets of bench/RESULTS.md: 4, 6, 10 times gave R@1 299, 302, 298 of 506).
FILED_FILES = 3
FILED_SAID = 6.0
FILED_BOOSTED = 2  # of each document so named, its best passages this many
# A word that is a number or a section's number ("3.2.1"): no title is made of it.
_NUMBER = regex.compile(r"[\d.]+")
# A word the collection holds in another form shares this many letters with it at least
# (never_said): its own letters but the last two ("ändere", "ändern").
SAID_FORM_LETTERS = 4
# A passage written in another language than the question's ranks at this multiple of its score.
OTHER_LANGUAGE = 0.5
# A passage of a document that records changes (documents/change_logs.py: release notes) ranks at this
# multiple of its score for a question that asks about no change.
CHANGES = 0.5
# A text or PDF passage this much held by an HTML passage found with it is the same text.
FORM_CONTAINED = 0.6
# The HTML form of a text or PDF passage is looked up by this many of its rarest words, among
# as many passages; an HTML passage holding this much of its words is its form (the book's text
# is cut elsewhere than its chapters' sections: a passage of it is often half in one section,
# half in the next).
FORM_LOOKUP_WORDS = 8
FORM_FOUND = 0.5
BUSY_TIMEOUT_MS = 600_000  # a second process waits this long for a refresh under way
# Pages read in place from the operating system's cache, not copied into SQLite's: a new
# process's first searches cost what later ones do.
MMAP_BYTES = 1 << 30

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files(
    id INTEGER PRIMARY KEY, path TEXT UNIQUE NOT NULL, size INTEGER NOT NULL, mtime INTEGER NOT NULL,
    skipped TEXT, passages INTEGER NOT NULL DEFAULT 0, language TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS passages(
    id INTEGER PRIMARY KEY, file INTEGER NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL,
    heading TEXT NOT NULL, text TEXT NOT NULL, numbers TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS passages_file ON passages(file);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
    title, body, content='', tokenize="unicode61 remove_diacritics 0 tokenchars '._-'");
CREATE TABLE IF NOT EXISTS terms(term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS names(name TEXT NOT NULL, passage INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS names_name ON names(name);
INSERT OR IGNORE INTO meta VALUES('version', '{SCHEMA_VERSION}');
INSERT OR IGNORE INTO meta VALUES('words', '{WORD_FORMS}');
"""


@dataclass(frozen=True)
class Hit:
    score: float
    path: str  # relative to the folder
    start: int
    end: int
    heading: str
    text: str
    particular: bool  # shares with the query a word fewer than half the passages have
    numbers: tuple[int, ...] = ()  # the line number of each line of `text`


Progress = Callable[[int, int, str], None]  # (files done, files to read, the file) during a refresh


def default_cache_dir() -> Path:
    return cache_home()


def index_file(root: Path, cache_dir: Path) -> Path:
    key = hashlib.sha256(str(root).encode()).hexdigest()[:12]
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in root.name)[:40] or "root"
    return cache_dir / "docs" / f"{name}-{key}.sqlite"


class DocsIndex:
    def __init__(self, root: Path, path: Path, embedder: Embedder | None = None) -> None:
        self.root, self.path = root, path
        self.files_read = 0  # file contents read by this object's refreshes
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Tools run on the executor's threads, one call at a time per index (the lock).
        self.lock = threading.RLock()
        self.db = _connect(path)
        try:
            self._prepare()
        except sqlite3.DatabaseError:  # not a database, or one damaged: it is only a cache
            self.db.close()
            path.unlink(missing_ok=True)
            self.db = _connect(path)
            self._prepare()
        self._own_words = set(stems(tokenize(root.name)))
        # _filed's names of files, made on first use, and what the files table was then (another
        # process may have refreshed the index since)
        self._file_names: tuple[tuple[int, int], dict[str, list[tuple[int, int]]]] | None = None
        # With an embedding model, the passages BM25 ranks best are ranked again by meaning.
        self.vectors = PassageVectors(self.db, embedder) if embedder is not None else None

    @classmethod
    def open(cls, root: Path, cache_dir: Path, refresh: bool = True, embedder: Embedder | None = None) -> DocsIndex:
        _forget_json_index(root, cache_dir)
        index = cls(root, index_file(root, cache_dir), embedder)
        if refresh:
            index.refresh()
        return index

    def _prepare(self) -> None:
        self.db.execute("PRAGMA journal_mode=WAL")
        version, words = self._meta_value("version"), self._meta_value("words")
        if version is not None and (version != str(SCHEMA_VERSION) or words != WORD_FORMS):
            self.db.executescript(
                "DROP TABLE IF EXISTS terms; DROP TABLE IF EXISTS fts; DROP TABLE IF EXISTS passages;"
                "DROP TABLE IF EXISTS names;"
                "DROP TABLE IF EXISTS files; DROP TABLE IF EXISTS meta;"
            )
        self.db.executescript(_SCHEMA)

    def _meta_value(self, key: str) -> str | None:
        try:
            row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        except sqlite3.OperationalError:  # no meta table yet
            return None
        return row[0] if row else None

    def close(self) -> None:
        self.db.close()

    # --- keeping it up to date -------------------------------------------------------

    def refresh(self, progress: Progress | None = None, rebuild: bool = False) -> int:
        """Brings the index up to date with the folder; returns how many files were read."""
        with self.lock:
            return self._refresh(progress, rebuild)

    def _refresh(self, progress: Progress | None, rebuild: bool) -> int:
        found = walk(self.root)
        if not rebuild and self._changes(found) == ([], []) and self._meta_value("skipped") == _skipped_json(found):
            return 0
        read = 0
        self.db.execute("BEGIN IMMEDIATE")  # one writer at a time; a second process waits here
        try:
            if rebuild:
                self.db.execute("INSERT INTO fts(fts) VALUES('delete-all')")  # FTS5's way to empty a contentless table
                for table in ("passages", "files", "terms", "names"):  # not executescript: it would commit
                    self.db.execute(f"DELETE FROM {table}")
            changed, removed = self._changes(found)  # again: another process may have done it
            for path in removed:
                self._forget(path)
            for number, path in enumerate(changed, 1):
                if progress:
                    progress(number, len(changed), path)
                self._forget(path)
                self._add(path, *found.files[path])
                read += 1
            self.db.execute("DELETE FROM terms WHERE df <= 0")
            self.db.execute("INSERT OR REPLACE INTO meta VALUES('skipped', ?)", (_skipped_json(found),))
            self.db.execute("INSERT OR REPLACE INTO meta VALUES('updated', ?)", (str(time.time()),))
            self.db.execute("INSERT OR REPLACE INTO meta VALUES('root', ?)", (str(self.root),))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.files_read += read
        return read

    def pending(self) -> dict[str, int]:
        """What a refresh would do now: files new or changed, and files gone."""
        changed, removed = self._changes(walk(self.root))
        return {"changed": len(changed), "removed": len(removed)}

    def _changes(self, found: Found) -> tuple[list[str], list[str]]:
        known = {p: (s, m) for p, s, m in self.db.execute("SELECT path, size, mtime FROM files")}
        waiting = self.db.execute("SELECT path FROM files WHERE skipped = ?", (NEEDS_PDF_EXTRA,)).fetchall()
        if waiting and can_read_pdf():  # the extra was installed since: read them now
            for (path,) in waiting:
                known[path] = (-1, -1)
        changed = [p for p, stamp in found.files.items() if known.get(p) != stamp]
        removed = [p for p in known if p not in found.files]
        return changed, removed

    def _forget(self, path: str) -> None:
        row = self.db.execute("SELECT id FROM files WHERE path=?", (path,)).fetchone()
        if row:
            # The words index keeps no copy of what it indexed: a passage is taken out of it by
            # giving its words again, as they were put in.
            title = _title_words(path)
            df: Counter[str] = Counter()
            for passage_id, heading, text in self.db.execute(
                "SELECT id, heading, text FROM passages WHERE file=?", row
            ).fetchall():
                columns = _columns(title, heading, text)
                self.db.execute(
                    "INSERT INTO fts(fts, rowid, title, body) VALUES('delete', ?, ?, ?)", (passage_id, *columns)
                )
                df.update(set(" ".join(columns).split()))
            self._count_terms(df, -1)
            self.db.execute("DELETE FROM names WHERE passage IN (SELECT id FROM passages WHERE file=?)", row)
            self.db.execute("DELETE FROM passages WHERE file=?", row)
            self.db.execute("DELETE FROM files WHERE id=?", row)

    def _add(self, path: str, size: int, mtime: int) -> None:
        try:
            lines = read_document(self.root / path)
        except Unreadable as exc:
            reason = str(exc).split(":")[0]
            self.db.execute(
                "INSERT INTO files(path, size, mtime, skipped) VALUES(?, ?, ?, ?)", (path, size, mtime, reason)
            )
            return
        file_id = self.db.execute("INSERT INTO files(path, size, mtime) VALUES(?, ?, ?)", (path, size, mtime)).lastrowid
        title = _title_words(path)
        count = 0
        df: Counter[str] = Counter()
        sample: list[str] = []  # the passages' texts long enough to say the document's language
        named: set[str] = set()  # the API entries met: the first passage of each is found by its name
        for p in passages(lines):
            if p.navigation:
                continue
            row = self.db.execute(
                "INSERT INTO passages(file, start, end, heading, text, numbers) VALUES(?, ?, ?, ?, ?, ?)",
                (file_id, p.start, p.end, p.heading, p.text, " ".join(map(str, p.numbers))),
            ).lastrowid
            columns = _columns(title, p.heading, p.text)
            self.db.execute("INSERT INTO fts(rowid, title, body) VALUES(?, ?, ?)", (row, *columns))
            df.update(set(" ".join(columns).split()))
            count += 1
            if len(p.text) >= LANGUAGE_SAMPLE // 3:
                sample.append(p.text)
            names = api_names(p.heading)
            if names and names[0] not in named:
                named.add(names[0])
                self.db.executemany("INSERT INTO names VALUES(?, ?)", ((name, row) for name in names))
        self._count_terms(df, 1)
        self.db.execute(
            "UPDATE files SET passages=?, language=? WHERE id=?",
            (count, declared_language(self.root / path) or document_language(sample), file_id),
        )

    def _count_terms(self, df: Counter[str], sign: int) -> None:
        """How many passages have each word, kept beside FTS5 (whose own counts, fts5vocab,
        are made by reading every passage a word is in: 1 ms a word at 100k passages)."""
        self.db.executemany(
            "INSERT INTO terms VALUES(?, ?) ON CONFLICT(term) DO UPDATE SET df = df + excluded.df",
            ((term, sign * count) for term, count in df.items()),
        )

    # --- searching -------------------------------------------------------------------

    def query_terms(self, query: str) -> list[str]:
        """The query's words, less those naming the documents' folder ("my notes" asked of
        ~/notes): they say where to look, not what ("What do my notes say about backups?"
        found "# Kitchen notes")."""
        seen: dict[str, None] = {}
        for t in stems(tokenize(query)):
            if t not in self._own_words:
                seen.setdefault(t)
        return list(seen)

    def paths(self) -> list[str]:
        """The files the index holds passages of, relative to the folder."""
        return [p for (p,) in self.db.execute("SELECT path FROM files WHERE skipped IS NULL AND passages > 0")]

    def passage_count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM passages").fetchone()[0])

    def frequencies(self, terms: list[str]) -> dict[str, int]:
        """How many passages have each term."""
        if not terms:
            return {}
        marks = ",".join("?" * len(terms))
        return dict(self.db.execute(f"SELECT term, df FROM terms WHERE term IN ({marks})", terms).fetchall())

    def never_said(self, terms: list[str]) -> list[str]:
        """The terms no passage holds in any form: none of the index's words starts as the term
        does, less its last two letters ("ändere" is said where "ändern" is; a term of four
        letters or fewer must be there as it is)."""
        missing = []
        for term in terms:
            stem = term[: max(SAID_FORM_LETTERS, len(term) - 2)]
            found = self.db.execute(
                "SELECT 1 FROM terms WHERE term >= ? AND term < ? AND df > 0 LIMIT 1", (stem, stem + "\U0010ffff")
            ).fetchone()
            if found is None:
                missing.append(term)
        return missing

    def search(self, query: str, limit: int = 5, language: str | None = None) -> list[Hit]:
        """The passages that best match `query`; with `language` (the question's, as
        reading.lexicon.language_of reads it), a passage written in another one ranks lower."""
        with self.lock:
            return self._search(query, limit, language)[0]

    def search_for_answer(self, query: str, limit: int = 5, language: str | None = None) -> tuple[list[Hit], list[Hit]]:
        """What `search` finds, and the passages to look for the answering sentence in: ranked
        with each two neighbouring words of the query that are not function words searched as
        a phrase as well ("current working directory": "current working", "working directory")."""
        with self.lock:
            return self._search(query, limit, language, phrases=True)

    def _search(
        self, query: str, limit: int, language: str | None = None, phrases: bool = False
    ) -> tuple[list[Hit], list[Hit]]:
        terms = self.query_terms(query)
        df = self.frequencies(terms)
        present = [t for t in terms if df.get(t)]
        if not present:
            return [], []
        n = self.passage_count()
        rare = [t for t in present if df[t] * 2 < n]
        wanted = _within_budget(rare or present, df)  # "the", "is" rank nothing when rarer words are there
        # FTS5's bm25() adds up what each phrase of the query scores: a word written twice weighs
        # twice, so the question's other words weigh twice its function words.
        built_with = function_words(language or "en")
        if language not in (None, "en") and any(t not in built_with for t in wanted):
            # A question in another language than English: its function words are left out. Most
            # collections are English (python3-doc), where "de", "la", "un" of a Spanish question
            # match only stray quotations (datetime's locale examples, jquery.js) and outranked
            # the page its other words find; in a collection written in its language, those
            # other words find the page. (In English they are kept at half weight: an FAQ's
            # heading is the question itself. Left out in English too, the tuning half lost
            # 2 of 32 first pages.)
            wanted = [t for t in wanted if t not in built_with]
        match = " OR ".join(
            f'"{t}"' if t in built_with else f'"{t}" OR "{t}"' for t in (w.replace('"', '""') for w in wanted)
        )
        # An API entry is named by the question's words, not by its grammar: French "Comment lire un
        # fichier JSON ?" named zipfile's ZipFile.comment, ranked first at twice its score.
        naming = [t for t in present if t not in built_with] if language not in (None, "en") else present
        named = list(dict.fromkeys(self._named(naming, query) + self._titled(present, built_with)))
        ranked = self._rank(match, limit * 3, named)
        # A page named by its file's name is shown first; the answering sentence is looked for as
        # before, in `ranked` (with the named page's passages lifted there too, the report sets'
        # answers went 7 right / 10 wrong -> 7 / 13: "csv" lifted the csv module's has_header()
        # for a question about DictReader).
        lifted = self._best_of_filed(ranked, match, self._filed([t for t in naming if t not in built_with], df))
        found = _Found(language, set(rare), set(present), n, changes=asks_about_changes(query, language or "en"))
        hits = by_words = self._hits({**ranked, **lifted}, limit, found)
        if self.vectors is not None:
            # The passages shown ranked by meaning: those the words rank best (as shown: one
            # form of each document, no two the same), in the order of their closeness to the
            # question (the passage that answers is more often among them: passage_vectors.py).
            # The answering sentence is still looked for as below.
            pool = self._hits(self._rank(match, RERANK_POOL, [*named, *lifted]), RERANK_POOL, found)
            hits = self._by_meaning(query, pool)[:limit]
        pairs = [f'"{a} {b}"' for a, b in _neighbours(terms, set(wanted) - built_with)] if phrases else []
        if not pairs:
            return hits, by_words
        # bm25() is a sum over the query's phrases, so a passage's score for the words and the
        # phrases is its score for the words plus its score for the phrases: the passages having
        # a phrase are ranked by the phrases alone (a fraction of a millisecond: few passages have
        # them), not by everything again (as long as the first ranking). One having a phrase but
        # not ranked among the best by the words counts what the last of those does.
        phrased = self._rank(" OR ".join(pairs), limit * 3, [])
        floor = min(ranked.values(), default=0.0)
        both: dict[int, float] = {}
        boosted = set(named)
        for passage in set(ranked) | set(phrased):
            boost = NAME_BOOST if passage in boosted else 1.0
            words = ranked[passage] / boost if passage in ranked else floor
            both[passage] = (words + phrased.get(passage, 0.0)) * boost
        return hits, self._hits(both, limit, found)

    def _by_meaning(self, query: str, hits: list[Hit]) -> list[Hit]:
        """The `hits` in the order of the cosine of their vectors and the query's, each scored by
        it (what is shown, and how much a passage's rank counts for its sentences, are shares of
        the best score: a cosine under 0 counts as none)."""
        assert self.vectors is not None
        close = self.vectors.similarities(query, [passage_text(h.heading, h.text) for h in hits])
        ranked = sorted(zip(close, range(len(hits))), key=lambda c: -c[0])
        return [replace(hits[i], score=max(c, 1e-6)) for c, i in ranked]

    def embed_all(self, progress: Progress | None = None) -> int:
        """Embeds every passage not embedded yet (`localagent index --embed-model`), so that no
        search waits for it; how many passages the index holds."""
        assert self.vectors is not None
        with self.lock:
            rows = self.db.execute("SELECT heading, text FROM passages ORDER BY id").fetchall()
            tell = (lambda done, total: progress(done, total, "embedding passages")) if progress else None
            self.vectors.vectors([passage_text(h, t) for h, t in rows], tell)
            return len(rows)

    def _rank(self, match: str, limit: int, named: list[int]) -> dict[int, float]:
        """The best `limit` passages by BM25 for `match`, and the API entries the query names
        (`named`), at NAME_BOOST times their score."""
        ranked = dict(  # ranked first, then joined: a join under the ranking joins every match
            self.db.execute(
                "SELECT rowid, -bm25(fts, ?, ?) AS score FROM fts WHERE fts MATCH ? ORDER BY score DESC LIMIT ?",
                (TITLE_WEIGHT, BODY_WEIGHT, match, limit),
            ).fetchall()
        )
        if named:
            marks = ",".join("?" * len(named))
            ranked.update(self.db.execute(
                f"SELECT rowid, -bm25(fts, ?, ?) FROM fts WHERE fts MATCH ? AND rowid IN ({marks})",
                (TITLE_WEIGHT, BODY_WEIGHT, match, *named),
            ).fetchall())  # fmt: skip
            for passage in named:
                if passage in ranked:
                    ranked[passage] *= NAME_BOOST
        return ranked

    def _hits(self, ranked: dict[int, float], limit: int, found: _Found) -> list[Hit]:
        """The best `limit` of the `ranked` passages, as shown: in the question's language first,
        release notes after the reference unless changes are asked about, one form of each
        document, no two saying the same."""
        language, rare, present, n = found.language, found.rare, found.present, found.n
        best = sorted(ranked, key=lambda r: -ranked[r])[: limit * 3]
        marks = ",".join("?" * len(best))
        joined: dict[int, tuple] = {}
        written: dict[str, str] = {}  # a document's language, where most of it is in one
        for row in self.db.execute(
            "SELECT p.id, f.path, p.start, p.end, p.heading, p.text, p.numbers, f.language FROM passages p "
            f"JOIN files f ON f.id = p.file WHERE p.id IN ({marks})",
            best,
        ):
            joined[row[0]] = row[1:-1]
            written[row[1]] = row[-1]
        rows = [(ranked[r], *joined[r], set(stems(tokenize(joined[r][4])))) for r in best if r in joined]
        if language:
            # The same page in several languages (debian-reference's ch05.en.html, ch05.fr.html, ...):
            # the one in the question's language first.
            # A passage is in its document's language, where most of the document is in one.
            rows = [
                (r[0] * (1.0 if (written[r[1]] or passage_language(r[5])) == language else OTHER_LANGUAGE), *r[1:])
                for r in rows
            ]
        if not found.changes:
            rows = [(r[0] * (CHANGES if records_changes(r[1], r[4]) else 1.0), *r[1:]) for r in rows]
        rows.sort(key=lambda r: -r[0])
        rows = self._read_forms_found(_read_form_first(rows))
        hits: list[Hit] = []
        kept: list[set[str]] = []
        forms: dict[tuple[str, str], str] = {}  # a document shown -> the file it was shown from
        for score, path, start, end, heading, text, numbers, words in rows:
            if forms.setdefault(document_of(path), path) != path:
                continue  # the same document in another form: os.path.html after _sources/os.path.rst.txt
            if any(_overlap(words, other) >= DUPLICATE_OVERLAP for other in kept):
                continue
            kept.append(words)
            # What the passage is about counts: its heading names it ("os.getcwd()", "venv — Creation of ...").
            words_named = words | set(stems(tokenize(heading.rsplit(HEADING_SEPARATOR, 1)[-1])))
            particular = bool(words_named & rare) or (n < 3 and bool(words_named & present))
            lines = tuple(int(x) for x in numbers.split())
            hits.append(Hit(score, path, start, end, heading, text, particular, lines))
            if len(hits) == limit:
                break
        return hits

    def opens(self, hit: Hit) -> bool:
        """Whether a found passage is the first of its section, not a part of a long one cut
        into several (its first sentence leads): its heading's line is before its text's (a
        heading on a line of its own), or, where a heading and its text share a line (a
        glossary's term and its definition, `<dt>decorator</dt><dd><p>A function returning
        ...`), no passage of the file under the same heading starts before it. A text without
        headings: its first passage only. Asked of the passages an answer is looked for in,
        not of every passage ranked."""
        if not hit.heading:
            return hit.start <= 1
        if not hit.numbers or hit.start < hit.numbers[0]:
            return True
        with self.lock:
            earlier = self.db.execute(
                "SELECT 1 FROM passages p JOIN files f ON f.id = p.file "
                "WHERE f.path = ? AND p.heading = ? AND p.start < ? LIMIT 1",
                (hit.path, hit.heading, hit.start),
            )
            return earlier.fetchone() is None

    def _read_forms_found(self, rows: list[tuple]) -> list[tuple]:
        """A text or PDF passage whose HTML form was not ranked with it (_read_form_first): the
        HTML passage holding its words, looked up by its rarest words, takes its place at its
        score. The book as one text file ranked first (its passages are longer than a
        chapter's sections) and was shown, cited by a line of debian-reference.en.txt.gz,
        where the chapter that says it is ch06.en.html."""
        if not any(kind_of(r[1].rsplit("/", 1)[-1]) not in ("html", None) for r in rows):
            return rows
        if (
            self.db.execute(
                "SELECT 1 FROM files WHERE skipped IS NULL AND (path LIKE '%.html' OR path LIKE '%.htm') LIMIT 1"
            ).fetchone()
            is None
        ):
            return rows
        out = []
        for row in rows:
            if kind_of(row[1].rsplit("/", 1)[-1]) in ("html", None) or not row[-1]:
                out.append(row)
                continue
            held = self._html_holding(row[-1])
            out.append((row[0], *held) if held is not None else row)
        out.sort(key=lambda r: -r[0])
        return out

    def _html_holding(self, words: set[str]) -> tuple | None:
        """The HTML passage holding most of `words` (a passage's), at least FORM_FOUND of them,
        as _hits' rows are (less the score), or None."""
        df = self.frequencies(sorted(words))
        rarest = sorted((w for w in words if df.get(w)), key=lambda w: (df[w], w))[:FORM_LOOKUP_WORDS]
        if not rarest:
            return None
        match = " OR ".join(f'"{w.replace(chr(34), chr(34) * 2)}"' for w in rarest)
        ids = [i for (i,) in self.db.execute(
            "SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY bm25(fts, ?, ?) LIMIT ?",
            (match, TITLE_WEIGHT, BODY_WEIGHT, FORM_LOOKUP_WORDS),
        )]  # fmt: skip
        if not ids:
            return None
        marks = ",".join("?" * len(ids))
        best: tuple[float, tuple] | None = None
        for row in self.db.execute(
            "SELECT f.path, p.start, p.end, p.heading, p.text, p.numbers FROM passages p "
            f"JOIN files f ON f.id = p.file WHERE p.id IN ({marks})",
            ids,
        ):
            if kind_of(row[0].rsplit("/", 1)[-1]) != "html":
                continue
            theirs = set(stems(tokenize(row[4])))
            share = len(words & theirs) / len(words)
            if share >= FORM_FOUND and (best is None or share > best[0]):
                best = (share, (*row, theirs))
        return None if best is None else best[1]

    def _titled(self, terms: list[str], built_with: frozenset[str]) -> list[int]:
        """The sections titled by all the question asks about: the passages whose own heading's
        words, less function words and numbers (_asked), are the question's ("What is a decorator?" →
        the glossary's "decorator"; "Qu'est-ce qu'un décorateur ?" through its English word),
        the first passage of each file, when at most MAX_NAMED files have a section so titled
        ("Examples" names nothing). Ranked like an API entry the query names (NAME_BOOST): the
        glossary's entry had ranked below the what's-new pages saying "decorators" in every
        heading. Titles held by TITLED_POOL passages or more are common words, not a subject."""
        content = {t for t in terms if _asked(t, built_with)}
        if not content or len(content) > TITLED_WORDS:
            return []
        match = " AND ".join(f'title : "{t.replace(chr(34), chr(34) * 2)}"' for t in sorted(content))
        ids = [i for (i,) in self.db.execute("SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", (match, TITLED_POOL))]
        if not ids or len(ids) == TITLED_POOL:
            return []
        marks = ",".join("?" * len(ids))
        firsts: dict[int, int] = {}  # a file -> its first passage so titled
        read: dict[str, bool] = {}  # a heading -> whether it is so titled ("Examples", once)
        for passage, file, heading in self.db.execute(
            f"SELECT id, file, heading FROM passages WHERE id IN ({marks}) ORDER BY id", ids
        ):
            own = heading.rsplit(HEADING_SEPARATOR, 1)[-1]
            if own not in read:
                # Most headings with the words say more ("Generator expressions", "str.format()"):
                # a heading of a few words holding each word's stem (less its last letter: the
                # stem of "library" is "librari") is read (tokenize is the cost here).
                lower = own.lower()
                read[own] = (
                    len(own.split()) <= 2 * len(content) + 2
                    and all(t[: max(3, len(t) - 1)] in lower for t in content)
                    and {w for w in stems(tokenize(own)) if _asked(w, built_with)} == content
                )
            if read[own]:
                firsts.setdefault(file, passage)
                if len(firsts) > MAX_NAMED:
                    return []
        return list(firsts.values())

    def _best_of_filed(self, ranked: dict[int, float], match: str, files: list[int]) -> dict[int, float]:
        """The best FILED_BOOSTED passages (by `match`) of each document in `files`, each at NAME_BOOST
        times its score (or its score in `ranked`, if more): the named page ranks first, and the
        others found stay among those shown (every passage of howto/regex.html boosted filled the
        five shown for "regex <.*> matches the whole line", and the re module's page was no more
        among them)."""
        lifted: dict[int, float] = {}
        for file in files:
            rows = self.db.execute(
                "SELECT rowid, -bm25(fts, ?, ?) AS score FROM fts WHERE fts MATCH ? AND rowid IN "
                "(SELECT id FROM passages WHERE file = ?) ORDER BY score DESC LIMIT ?",
                (TITLE_WEIGHT, BODY_WEIGHT, match, file, FILED_BOOSTED),
            ).fetchall()
            for passage, score in rows:
                lifted.setdefault(passage, max(ranked.get(passage, 0.0), score * NAME_BOOST))
        return lifted

    def _filed(self, terms: list[str], df: dict[str, int]) -> list[int]:
        """The documents (their ids) a question names by their file's name (FILED_FILES,
        FILED_SAID): "pathlib", "sqlite3", "os.path" (and the modules a dotted name starts with:
        "os.path.join" names os and os.path)."""
        state = self.db.execute("SELECT count(*), coalesce(max(id), 0) FROM files").fetchone()
        if self._file_names is None or self._file_names[0] != tuple(state):
            names: dict[str, list[tuple[int, int]]] = {}
            for file, path, count in self.db.execute(
                "SELECT id, path, passages FROM files WHERE skipped IS NULL AND passages > 0"
            ):
                whole = _title_words(path).split()[:1]  # the whole name ("os.path"), not its parts
                for word in whole:
                    names.setdefault(word, []).append((file, count))
            self._file_names = (tuple(state), names)
        file_names = self._file_names[1]
        asked = dict.fromkeys(terms)
        for term in terms:
            parts = term.split(".")
            asked.update(dict.fromkeys(".".join(parts[:k]) for k in range(1, len(parts))))
        said = {**df, **self.frequencies([t for t in asked if t not in df])}
        files: list[int] = []
        for term in asked:
            named = file_names.get(term, [])
            own = sum(count for _, count in named)
            if (
                named and len(named) <= FILED_FILES and len(term) > 1 and not _NUMBER.fullmatch(term)
                and said.get(term, 0) <= FILED_SAID * own
            ):  # fmt: skip
                files.extend(file for file, _ in named)
        return list(dict.fromkeys(files))

    def _named(self, terms: list[str], query: str) -> list[int]:
        """The passages of the API entries the query names ("zip", "os.getcwd", "getcwd"): the
        first passage of each entry of that name, when the name is that of at most MAX_NAMED,
        and the query writes it as the entry does (_written): the index's words are lower-cased,
        so "generator" found email.generator.Generator, "directory" msilib.Directory and
        "await" ast.Await, each ranked first at twice its score."""
        if not terms:
            return []
        marks = ",".join("?" * len(terms))
        found: dict[str, list[int]] = {}
        for name, passage in self.db.execute(f"SELECT name, passage FROM names WHERE name IN ({marks})", terms):
            found.setdefault(name, []).append(passage)
        named = list(dict.fromkeys(p for ps in found.values() if len(ps) <= MAX_NAMED for p in ps))
        if not named:
            return []
        written = set(_IDENTIFIER.findall(query))
        marks = ",".join("?" * len(named))
        rows = self.db.execute(f"SELECT id, heading FROM passages WHERE id IN ({marks})", named).fetchall()
        return [p for p, heading in rows if _written(subject_of(heading), written)]

    # --- what it holds ---------------------------------------------------------------

    def status(self) -> dict[str, object]:
        files, passages_ = self.db.execute(
            "SELECT count(*) FILTER (WHERE skipped IS NULL), coalesce(sum(passages), 0) FROM files"
        ).fetchone()
        skipped: Counter[str] = Counter()
        examples: dict[str, str] = {}
        stored = self._meta_value("skipped")
        if stored:
            data = json.loads(stored)
            skipped.update(data.get("counts", {}))
            examples.update(data.get("examples", {}))
        for reason, count, example in self.db.execute(
            "SELECT skipped, count(*), min(path) FROM files WHERE skipped IS NOT NULL GROUP BY skipped"
        ):
            skipped[reason] += count
            examples.setdefault(reason, example)
        updated = self._meta_value("updated")
        return {
            "folder": str(self.root), "index": str(self.path), "files": files, "passages": passages_,
            "bytes": _size_on_disk(self.path),
            "updated": float(updated) if updated else None,
            "skipped": dict(sorted(skipped.items())), "skipped_examples": examples,
        }  # fmt: skip


# A name as a query writes it: letters, digits and underscores, maybe joined by dots ("os.getcwd").
_IDENTIFIER = regex.compile(r"[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*")


@dataclass(frozen=True)
class _Found:
    """What a search knows of the question when it chooses the passages shown."""

    language: str | None  # the question's
    rare: set[str]  # its words in under half the passages
    present: set[str]  # its words the collection holds
    n: int  # how many passages the index holds
    changes: bool  # it asks about changes (documents/change_logs.py)


def _asked(word: str, built_with: frozenset[str]) -> bool:
    """Whether a word of a question (or a title) says what it is about: not a function word,
    a number ("3.2.1") or a letter left of a contraction ("what's": what, s)."""
    return len(word) > 1 and word not in built_with and not _NUMBER.fullmatch(word)


def _written(subject: str, written: set[str]) -> bool:
    """Whether a query whose names are `written` names the API entry `subject` ("os.getcwd()"):
    a name of one letter never (pdb's a(rgs), the C API's "i (int)"); a capitalised one (a
    class: "Generator", "Directory") only as written, whole or its last part; a lower-case one
    also by its word's form, as the index found it ("sort" names sorted())."""
    full = subject.rstrip("()")
    last = full.rsplit(".", 1)[-1]
    if len(last) < 2:
        return False
    return full in written or last in written or not last[0].isupper()


def _forget_json_index(root: Path, cache_dir: Path) -> None:
    """The JSON file earlier versions kept for this folder (docs-<key>.json, every passage in
    one file) is this index's own cache, now unused: removed, it frees what it took."""
    key = hashlib.sha256(str(root).encode()).hexdigest()[:16]
    try:
        (cache_dir / f"docs-{key}.json").unlink(missing_ok=True)
    except OSError:
        pass


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False)
    db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    db.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
    return db


def _title_words(path: str) -> str:
    """The words of a file's name that say what it is about ("library/os.path.html" → os.path)."""
    name = Path(path).name
    for suffix in (".gz", ".txt", ".rst", ".md", ".html", ".htm"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return " ".join(stems(tokenize(name)))


def _columns(title: str, heading: str, text: str) -> tuple[str, str]:
    """What FTS5 indexes of a passage: its file's name and headings, and its text, as words."""
    return f"{title} {' '.join(stems(tokenize(heading)))}", " ".join(stems(tokenize(text)))


def _neighbours(terms: list[str], content: set[str]) -> list[tuple[str, str]]:
    """The pairs of neighbouring query words both of which are in `content` (searched, and not
    function words), as FTS5 phrases quote them."""
    pairs = zip(terms, terms[1:])
    return [(a.replace('"', '""'), b.replace('"', '""')) for a, b in pairs if a in content and b in content]


def _within_budget(terms: list[str], df: dict[str, int]) -> list[str]:
    """The rarest of `terms` whose passages number at most MAX_POSTINGS (always the rarest)."""
    kept: list[str] = []
    total = 0
    for term in sorted(terms, key=lambda t: df[t]):
        total += df[term]
        if kept and total > MAX_POSTINGS:
            break
        kept.append(term)
    return kept


def _read_form_first(rows: list[tuple]) -> list[tuple]:
    """A passage of a text or PDF file whose words a found HTML passage holds (the book as one
    text file and as a PDF beside its chapters as HTML: debian-reference.en.txt.gz, ch05.en.html)
    gives its place to the HTML one, the form a person reads and a link can point to."""
    html = [i for i, r in enumerate(rows) if kind_of(r[1].rsplit("/", 1)[-1]) == "html"]
    if not html or len(html) == len(rows):
        return rows
    words = [r[-1] for r in rows]  # each passage's words
    out = list(rows)
    dropped: set[int] = set()
    for i, row in enumerate(rows):
        if i in html or not words[i]:
            continue
        held = max(html, key=lambda j: len(words[i] & words[j]))
        if len(words[i] & words[held]) / len(words[i]) >= FORM_CONTAINED:
            out[held] = (max(out[held][0], row[0]), *out[held][1:])
            dropped.add(i)
    kept = [r for i, r in enumerate(out) if i not in dropped]
    kept.sort(key=lambda r: -r[0])
    return kept


def _overlap(a: set[str], b: set[str]) -> float:
    return len(a & b) / (len(a | b) or 1)


def _skipped_json(found: Found) -> str:
    return json.dumps({"counts": dict(sorted(found.skipped.items())), "examples": found.examples}, sort_keys=True)


def _size_on_disk(path: Path) -> int:
    return sum(p.stat().st_size for p in (path, Path(f"{path}-wal")) if p.exists())
