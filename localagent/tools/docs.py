"""Local documents: search_docs ranks passages by BM25, read_doc reads lines of a document.

Passages are runs of lines from text, Markdown, reStructuredText and source files. Words
are lower-cased; CJK text (which has no spaces) is indexed as character bigrams. The index
is cached on disk, one file per documents folder, keyed by each file's path, size and
modification time: a second run on an unchanged folder reads no file contents.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import regex

from ..errors import ToolRetry
from .files import Sandbox, is_binary, read_lines, read_numbered
from .registry import Tool, ToolOutput, tool

TEXT_SUFFIXES = {
    ".txt", ".md", ".markdown", ".rst", ".org", ".adoc", ".tex", ".csv", ".tsv", ".log",
    ".py", ".js", ".ts", ".tsx", ".jsx", ".java", ".kt", ".go", ".rs", ".c", ".h", ".cc",
    ".cpp", ".hpp", ".cs", ".rb", ".php", ".sh", ".sql", ".toml", ".yaml", ".yml", ".ini",
    ".cfg", ".json", ".html", ".xml", ".css", ".lua", ".r", ".m", ".swift", ".scala",
}  # fmt: skip
PASSAGE_LINES = 12
MAX_FILE_BYTES = 5_000_000
INDEX_VERSION = 2
K1, B = 1.5, 0.75
_WORD = regex.compile(r"[\p{L}\p{N}_]+")
_CJK = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]")
_SEGMENT = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]+|[^\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]+")


def tokenize(text: str) -> list[str]:
    """Lower-cased words; runs of CJK characters become overlapping character bigrams."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        if not _CJK.search(word):
            out.append(word)
            continue
        for segment in _SEGMENT.findall(word):
            if _CJK.match(segment):
                out.extend(segment[i : i + 2] for i in range(max(1, len(segment) - 1)))
            else:
                out.append(segment)
    return out


@dataclass
class Passage:
    path: str  # relative to the documents root
    start: int
    end: int
    terms: dict[str, int]
    length: int


@dataclass
class DocsIndex:
    root: Path
    cache_file: Path
    passages: list[Passage] = field(default_factory=list)
    files_read: int = 0  # file contents read while building (0 on a fully cached run)
    _df: Counter[str] = field(default_factory=Counter)

    @classmethod
    def open(cls, root: Path, cache_dir: Path) -> DocsIndex:
        key = hashlib.sha256(str(root).encode()).hexdigest()[:16]
        index = cls(root=root, cache_file=cache_dir / f"docs-{key}.json")
        index.refresh()
        return index

    def refresh(self) -> None:
        cached = self._load_cache()
        files: dict[str, dict] = {}
        for path in _text_files(self.root):
            rel = str(path.relative_to(self.root))
            stat = path.stat()
            entry = cached.get(rel)
            if entry and entry["size"] == stat.st_size and entry["mtime"] == stat.st_mtime_ns:
                files[rel] = entry
                continue
            self.files_read += 1
            files[rel] = {"size": stat.st_size, "mtime": stat.st_mtime_ns, "passages": _passages_of(path)}
        self.passages = [
            Passage(rel, p[0], p[1], p[2], sum(p[2].values()))
            for rel, e in sorted(files.items())
            for p in e["passages"]
        ]
        self._df = Counter(t for p in self.passages for t in p.terms)
        if self.files_read or set(files) != set(cached):
            self._save_cache(files)

    def _load_cache(self) -> dict[str, dict]:
        try:
            data = json.loads(self.cache_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if data.get("version") != INDEX_VERSION or data.get("root") != str(self.root):
            return {}
        return data.get("files", {})

    def _save_cache(self, files: dict[str, dict]) -> None:
        try:
            self.cache_file.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.cache_file.with_suffix(".tmp")
            tmp.write_text(
                json.dumps({"version": INDEX_VERSION, "root": str(self.root), "files": files}), encoding="utf-8"
            )
            os.replace(tmp, self.cache_file)
        except OSError:
            pass  # a read-only cache folder only costs re-indexing next time

    def search(self, query: str, limit: int = 5) -> list[tuple[float, Passage]]:
        terms = self.query_terms(query)
        if not terms or not self.passages:
            return []
        n = len(self.passages)
        avg = sum(p.length for p in self.passages) / n or 1.0
        scored = []
        for p in self.passages:
            score = 0.0
            for t in set(terms):
                tf = p.terms.get(t)
                if not tf:
                    continue
                idf = math.log(1 + (n - self._df[t] + 0.5) / (self._df[t] + 0.5))
                score += idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * p.length / avg))
            if score > 0:
                scored.append((score, p))
        scored.sort(key=lambda sp: (-sp[0], sp[1].path, sp[1].start))
        return scored[:limit]

    def query_terms(self, query: str) -> list[str]:
        """The query's words, less those naming the documents' folder ("my notes" asked of
        ~/notes): they say where to look, not what ("What do my notes say about backups?"
        found "# Kitchen notes")."""
        own = set(tokenize(self.root.name))
        return [t for t in tokenize(query) if t not in own]

    def singles_out(self, query: str, passage: Passage) -> bool:
        """The passage shares with the query a word fewer than half the passages have: the
        query names something particular to it, not only words every text has ("the", "is",
        "der"), in any language. A collection of one or two passages cannot tell: any shared
        word counts."""
        n = len(self.passages)
        shared = set(self.query_terms(query)) & set(passage.terms)
        return bool(shared) and (n < 3 or any(self._df[t] * 2 < n for t in shared))


def _text_files(root: Path) -> list[Path]:
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("node_modules", "__pycache__"))
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if name.startswith(".") or path.suffix.lower() not in TEXT_SUFFIXES or path.is_symlink():
                continue
            if path.is_file() and path.stat().st_size <= MAX_FILE_BYTES:
                found.append(path)
    return found


def _passages_of(path: Path) -> list[tuple[int, int, dict[str, int]]]:
    if is_binary(path):
        return []
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    out = []
    for start in range(0, len(lines), PASSAGE_LINES):
        chunk = lines[start : start + PASSAGE_LINES]
        terms = Counter(tokenize("\n".join(chunk)))
        if terms:
            out.append((start + 1, start + len(chunk), dict(terms)))
    return out


def _excerpt(index: DocsIndex, passage: Passage, query: str, width: int = 240) -> str:
    lines, _ = read_lines(index.root / passage.path, passage.start, passage.end - passage.start + 1)
    wanted = set(index.query_terms(query))
    # The line sharing most words with the query; on a tie a line of text before a heading.
    best = max(
        lines, key=lambda line: (len(wanted & set(tokenize(line))), not line.lstrip().startswith("#")), default=""
    )
    text = " ".join(best.split())
    return text if len(text) <= width else text[: width - 3] + "..."


# A passage scoring under this share of the best one shares only common words with the query
# ("the", "is"): it is kept in the call's data, not shown to the model.
SHOWN_SHARE = 1 / 3


def found_passages(results: list[dict]) -> ToolOutput:
    """What search_docs answers: the passages that match, one line each (path, lines, the
    line sharing most words with the query), and as its statement the best passage's line
    with its file: a question asked of the notes is answered by what the notes say. `data`
    also says whether the query names something particular to the best passage (the
    retrieve policy searches unasked only then)."""
    best = results[0]
    line = str(best["excerpt"]).lstrip("-*#> ").strip()  # a list item's or heading's mark is not said
    shown = [r for r in results if float(r["score"]) >= float(best["score"]) * SHOWN_SHARE]
    text = "\n".join(f"{r['path']} (lines {r['lines']}): {r['excerpt']}" for r in shown)
    statement = f"{line} ({best['path']})"
    data = {"answer": statement, "value": line, "particular": best["particular"], "passages": results}
    return ToolOutput(text, data=data)


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return Path(base) / "localagent"


def docs_tools(folders: Sequence[str | Path], cache_dir: Path | None = None) -> list[Tool]:
    """search_docs and read_doc over `folders`. Indexes are built on first use."""
    sandbox = Sandbox(folders)
    cache = cache_dir or default_cache_dir()
    indexes: dict[Path, DocsIndex] = {}

    def all_indexes() -> list[DocsIndex]:
        for root in sandbox.roots:
            if root not in indexes:
                indexes[root] = DocsIndex.open(root, cache)
        return [indexes[r] for r in sandbox.roots]

    @tool(answers=True)
    def search_docs(query: str, limit: int = 5) -> ToolOutput:
        """Search the user's local documents and notes; returns the best matching passages.

        Args:
            query: Words to look for.
            limit: How many passages to return.
        """
        results = []
        for index in all_indexes():
            for score, p in index.search(query, max(1, min(limit, 20))):
                prefix = "" if len(sandbox.roots) == 1 else index.root.name + "/"
                results.append({
                    "path": prefix + p.path, "lines": f"{p.start}-{p.end}",
                    "score": round(score, 3), "excerpt": _excerpt(index, p, query),
                    "particular": index.singles_out(query, p),
                })  # fmt: skip
        results.sort(key=lambda r: -float(r["score"]))  # type: ignore[arg-type]
        if not results:
            raise ToolRetry(f"search_docs: nothing matches {query!r}; try other words")
        return found_passages(results[:limit])

    @tool
    def read_doc(path: str, start_line: int = 1, max_lines: int = 40) -> str:
        """Read lines of one of the user's documents (a path from search_docs).

        Args:
            path: The document's path as search_docs gave it.
            start_line: The first line to read.
            max_lines: How many lines to read at most.
        """
        return read_numbered(sandbox, path, start_line, max_lines, cap=400, label="read_doc: ")

    search_docs.indexes = indexes  # type: ignore[attr-defined]  # for tests: files_read counts
    return [search_docs, read_doc]
