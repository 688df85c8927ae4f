"""The persistent prompt cache: the model's state after a prompt's static prefix (instructions,
tool list, format preamble), kept on disk so the next process loads it instead of evaluating
the prefix again, as llama.cpp's `--prompt-cache` does.

One file per prefix under the cache folder, named by a hash of what made it: the model file
(its resolved path, size and modification time), the llama-cpp-python version, the settings
that change the state (context size, GPU layers, weight buffers) and the prefix's tokens.
Each file holds a header (that identity and the tokens) and the state. Files are written
whole (a temporary file renamed), the least recently used are removed past `max_bytes`, and a
file that is corrupt, stale or another model's is ignored: `lookup` says why, never raises.

This module reads and writes files only; the in-process backend gets and sets the state
(backends/llama_cpp/).
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..settings import cache_home

MAGIC = b"LOCALAGENT-PROMPT-CACHE-1\n"
SUFFIX = ".state"


def default_cache_dir() -> Path:
    return cache_home() / "prompts"


@dataclass
class Lookup:
    tokens: list[int] = field(default_factory=list)  # the cached prefix (empty: nothing usable)
    state: bytes = b""
    notes: list[str] = field(default_factory=list)  # files ignored, and why (for the trace)


class PromptCache:
    def __init__(self, directory: Path, identity: dict[str, Any], max_bytes: int) -> None:
        self.directory, self.identity, self.max_bytes = directory, identity, max_bytes
        self._identity_text = json.dumps(identity, sort_keys=True)

    def _path(self, tokens: list[int]) -> Path:
        digest = hashlib.sha256(self._identity_text.encode() + struct.pack(f"<{len(tokens)}i", *tokens))
        return self.directory / (digest.hexdigest()[:32] + SUFFIX)

    def lookup(self, tokens: list[int]) -> Lookup:
        """The longest cached prefix of `tokens` made by this model and settings, with its state."""
        found = Lookup()
        if not self.directory.is_dir():
            return found
        candidates: list[tuple[Path, list[int]]] = []
        for path in self.directory.glob("*" + SUFFIX):
            try:
                header, _ = _read_header(path)
            except (OSError, ValueError) as exc:
                found.notes.append(f"{path.name}: ignored, not a prompt cache file ({exc})")
                continue
            if header.get("identity") != self.identity:
                continue  # another model's, or other settings': not ours to judge
            cached = header.get("tokens")
            if not isinstance(cached, list) or len(cached) > len(tokens) or tokens[: len(cached)] != cached:
                continue
            candidates.append((path, cached))
        # The longest first; one that cannot be read (cut short, damaged) is passed over for
        # the next shorter prefix, as if it were not there.
        for path, cached in sorted(candidates, key=lambda c: -len(c[1])):
            try:
                _, state = _read(path)
            except (OSError, ValueError) as exc:
                found.notes.append(f"{path.name}: ignored, unreadable ({exc})")
                continue
            os.utime(path)  # recently used
            found.tokens, found.state = cached, state
            return found
        return found

    def save(self, tokens: list[int], state: bytes) -> Path:
        """Write the state after `tokens`; then keep the folder within `max_bytes`."""
        self.directory.mkdir(parents=True, exist_ok=True)
        header = json.dumps({"identity": self.identity, "tokens": tokens, "state_bytes": len(state)}).encode()
        path = self._path(tokens)
        fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MAGIC + struct.pack("<Q", len(header)) + header + state)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        self.evict(keep=path)
        return path

    def evict(self, keep: Path | None = None) -> list[Path]:
        """Remove the least recently used files until the folder holds at most `max_bytes`."""
        files = sorted(self.directory.glob("*" + SUFFIX), key=lambda p: p.stat().st_mtime)
        total = sum(p.stat().st_size for p in files)
        removed = []
        for path in files:
            if total <= self.max_bytes:
                break
            if path == keep:
                continue
            total -= path.stat().st_size
            path.unlink(missing_ok=True)
            removed.append(path)
        return removed


def cache_summary(directory: Path) -> dict[str, Any]:
    """What `doctor` shows: the folder, its files and their size."""
    files = list(directory.glob("*" + SUFFIX)) if directory.is_dir() else []
    return {"directory": str(directory), "files": len(files), "bytes": sum(p.stat().st_size for p in files)}


def _read_header(path: Path) -> tuple[dict[str, Any], int]:
    with path.open("rb") as f:
        if f.read(len(MAGIC)) != MAGIC:
            raise ValueError("no prompt cache header")
        (length,) = struct.unpack("<Q", f.read(8))
        if length > 64 * 1024 * 1024:
            raise ValueError("header too long")
        header = json.loads(f.read(length))
    if not isinstance(header, dict):
        raise ValueError("header is not an object")
    return header, len(MAGIC) + 8 + length


def _read(path: Path) -> tuple[dict[str, Any], bytes]:
    header, offset = _read_header(path)
    with path.open("rb") as f:
        f.seek(offset)
        state = f.read()
    if len(state) != header.get("state_bytes"):
        raise ValueError(f"state is {len(state)} bytes, the header says {header.get('state_bytes')}")
    return header, state
