"""list_dir, read_file and grep, confined to the folders the user allowed.

Confinement resolves the real path of the target (for a path that does not exist yet, of
its parent) and compares whole path segments with each allowed root, so `..`, absolute
paths, symlinks that point outside, and siblings sharing a prefix (/data vs /data-evil) are
all refused. Relative paths are taken from the first allowed folder.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path

import regex

from ..documents.readers import BINARY_SNIFF_BYTES, looks_binary
from ..errors import ToolRetry, UsageError
from .registry import Tool, tool

MAX_LIST_ENTRIES = 200
MAX_GREP_FILE_BYTES = 2_000_000
GREP_TIMEOUT_SECONDS = 2.0


class Sandbox:
    """The allowed roots, and the one check every file tool goes through."""

    def __init__(self, roots: Sequence[str | Path], flag: str = "--allow-dir") -> None:
        resolved = []
        for root in roots:
            path = Path(root).expanduser()
            if not path.is_dir():
                raise UsageError(f"{flag} {root}: {'not a folder' if path.exists() else 'no such folder'}")
            resolved.append(path.resolve())
        # A folder named twice (or by two paths to it) is one root: searched once, listed once
        # (`--docs D --docs D` showed each passage found twice).
        self.roots = list(dict.fromkeys(resolved))

    def resolve(self, path: str) -> Path:
        """The real path of `path` if it lies inside an allowed root; ToolRetry otherwise."""
        if not self.roots:
            raise ToolRetry("no folders are allowed for file tools")
        raw = Path(os.path.expanduser(path.strip() or "."))
        candidate = raw if raw.is_absolute() else self.roots[0] / raw
        try:
            real = candidate.resolve(strict=True)
        except (FileNotFoundError, NotADirectoryError):
            # Not there (yet): judge by where its parent really is.
            real = candidate.parent.resolve() / candidate.name
        except (OSError, RuntimeError):
            raise ToolRetry(f"{path}: cannot be resolved") from None
        for root in self.roots:
            if real == root or root in real.parents:
                return real
        allowed = ", ".join(str(r) for r in self.roots)
        raise ToolRetry(f"{path} is outside the allowed folders ({allowed})")

    def contains(self, path: Path) -> bool:
        """`path` (a link followed) lies inside an allowed root."""
        try:
            self.resolve(str(path))
        except ToolRetry:
            return False
        return True

    def display(self, path: Path) -> str:
        for root in self.roots:
            if path == root or root in path.parents:
                rel = path.relative_to(root)
                return str(rel) if len(self.roots) == 1 else str(root.name / rel)
        return str(path)


def is_binary(path: Path) -> bool:
    with path.open("rb") as fh:
        return looks_binary(fh.read(BINARY_SNIFF_BYTES))


def read_lines(path: Path, start_line: int, max_lines: int) -> tuple[list[str], bool]:
    """Lines start_line.. (1-based) without reading the whole file; and whether more follow."""
    out: list[str] = []
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        for number, line in enumerate(fh, 1):
            if number < start_line:
                continue
            if len(out) >= max_lines:
                return out, True
            out.append(line.rstrip("\n"))
    return out, False


def read_numbered(sandbox: Sandbox, path: str, start_line: int, max_lines: int, cap: int, label: str) -> str:
    """Lines of a text file inside the sandbox, numbered, read in a slice (never whole)."""
    target = sandbox.resolve(path)
    if not target.is_file():
        raise ToolRetry(f"{label}{path}: no such file")
    if is_binary(target):
        raise ToolRetry(f"{label}{path}: a binary file, not text")
    start = max(1, start_line)
    lines, more = read_lines(target, start, max(1, min(max_lines, cap)))
    numbered = [f"{start + i}: {line}" for i, line in enumerate(lines)]
    if more:
        numbered.append(f"[more lines follow: read from line {start + len(lines)}]")
    return "\n".join(numbered) or "(no lines there)"


def walk_files(root: Path, sandbox: Sandbox) -> Iterator[Path]:
    if root.is_file():
        yield root
        return
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = Path(dirpath) / name
            try:
                real = sandbox.resolve(str(path))
            except ToolRetry:
                continue  # a symlink pointing outside: skipped, never read
            if real.is_file():
                yield real


def file_tools(roots: Sequence[str | Path]) -> list[Tool]:
    sandbox = Sandbox(roots)

    @tool
    def list_dir(path: str = ".") -> str:
        """List the files and folders in a folder.

        Args:
            path: The folder, relative to the first allowed folder or absolute.
        """
        target = sandbox.resolve(path)
        if not target.is_dir():
            raise ToolRetry(f"{path}: not a folder")
        entries = []
        for child in sorted(target.iterdir(), key=lambda p: p.name)[:MAX_LIST_ENTRIES]:
            if child.name.startswith("."):
                continue
            if child.is_symlink() and not sandbox.contains(child):
                # Nothing of what it points to is shown (its size was): read_file refuses it too.
                entries.append(f"{child.name} (a link outside the allowed folders)")
                continue
            kind = "dir" if child.is_dir() else f"{child.stat().st_size} bytes" if child.is_file() else "other"
            entries.append(f"{child.name}{'/' if child.is_dir() else ''} ({kind})")
        return "\n".join(entries) or "(empty folder)"

    @tool
    def read_file(path: str, start_line: int = 1, max_lines: int = 200) -> str:
        """Read lines of a text file.

        Args:
            path: The file, relative to the first allowed folder or absolute.
            start_line: The first line to read (1 is the first line of the file).
            max_lines: How many lines to read at most.
        """
        return read_numbered(sandbox, path, start_line, max_lines, cap=1000, label="")

    @tool
    def grep(pattern: str, path: str = ".", max_results: int = 50) -> str:
        """Find lines matching a regular expression in the files under a folder.

        Args:
            pattern: A regular expression (case-insensitive).
            path: The folder or file to search.
            max_results: How many matching lines to return at most.
        """
        target = sandbox.resolve(path)
        try:
            compiled = regex.compile(pattern, regex.IGNORECASE)
        except regex.error as exc:
            raise ToolRetry(f"grep: invalid pattern: {exc}") from None
        hits: list[str] = []
        for file in walk_files(target, sandbox):
            if file.stat().st_size > MAX_GREP_FILE_BYTES or is_binary(file):
                continue
            with file.open("r", encoding="utf-8", errors="replace") as fh:
                for number, line in enumerate(fh, 1):
                    try:
                        found = compiled.search(line, timeout=GREP_TIMEOUT_SECONDS)
                    except TimeoutError:
                        raise ToolRetry("grep: the pattern is too slow; simplify it") from None
                    if found:
                        hits.append(f"{sandbox.display(file)}:{number}: {line.strip()[:200]}")
                        if len(hits) >= max_results:
                            return "\n".join(hits) + "\n[more matches not shown]"
        return "\n".join(hits) or "no matches"

    return [list_dir, read_file, grep]
