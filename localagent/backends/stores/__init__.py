"""Model stores: where other programs keep GGUF files, and the names they give them.

One module a store, each registering a finder with `@store(NAME)`: a function of the
environment (HOME, the store's own variables) that yields a `Found` per model, named the way
that program names it (Ollama's `qwen2.5:0.5b`, the Hugging Face cache's `Org/Repo/file.gguf`).
Finders only list folders and read small JSON files; the GGUF header is read by whoever
describes a model (`localagent models`), never the weights. Nothing is written into another
program's store. Add a store by writing its module and importing it at the end of this file.

`discover` runs every finder (a store whose folder is missing yields nothing); `find_by_name`
turns what a user typed after `--model` into one file, or one line naming the candidates.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import UsageError

# A split model's parts: "name-00001-of-00003.gguf" (llama.cpp's gguf-split naming).
SPLIT = re.compile(r"^(?P<stem>.+)-(?P<part>\d{5})-of-(?P<total>\d{5})\.gguf$", re.IGNORECASE)
# A quantisation as file names carry it ("...-Q4_K_M.gguf", ".q8_0.gguf", "IQ3_XS", "BF16").
QUANT = re.compile(r"(?:^|[-._])((?:I?Q\d(?:_[A-Z0-9]+)*)|BF16|F16|F32)(?=[-._]|$)", re.IGNORECASE)


@dataclass
class Found:
    path: Path
    store: str  # ollama, lmstudio, huggingface, gpt4all, jan, llama.cpp, folder
    name: str  # as the store's program names it
    aliases: tuple[str, ...] = ()  # other names it answers to (Ollama's name without ":latest", a repo id)
    parts: int = 1  # a split model: its first part, and how many there are
    note: str = ""  # one line the user should know (a part missing, a download unfinished)
    # What the store keeps beside the weights (Ollama's template, params and system layers).
    extras: dict[str, Any] = field(default_factory=dict)

    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases, self.path.name, self.path.stem)


Finder = Callable[[Mapping[str, str], Path], Iterable[Found]]
STORES: dict[str, Finder] = {}


def store(name: str) -> Callable[[Finder], Finder]:
    def wrap(finder: Finder) -> Finder:
        STORES[name] = finder
        return finder

    return wrap


def cache_folder(env: Mapping[str, str], home: Path) -> Path:
    """The user's cache folder in `env` (XDG_CACHE_HOME, else ~/.cache), where stores keep downloads."""
    return Path(env["XDG_CACHE_HOME"]).expanduser() if env.get("XDG_CACHE_HOME") else home / ".cache"


def data_folder(env: Mapping[str, str], home: Path) -> Path:
    """The user's data folder in `env` (XDG_DATA_HOME, else ~/.local/share)."""
    return Path(env["XDG_DATA_HOME"]).expanduser() if env.get("XDG_DATA_HOME") else home / ".local" / "share"


def discover(env: Mapping[str, str] | None = None, folders: Sequence[str | Path] = ()) -> list[Found]:
    """Every model of every store (and of `folders`, the `model_dirs` setting), under each name
    its store gives it (the same file kept by two programs is listed by both)."""
    env = dict(os.environ) if env is None else env
    home = Path(env.get("HOME") or Path.home())
    found: list[Found] = []
    seen: set[tuple[str, str, Path]] = set()
    sources: list[Iterable[Found]] = [finder(env, home) for finder in STORES.values()]
    sources.append(folder_models(folders))
    for source in sources:
        try:
            for model in source:
                key = (model.store, model.name, _real(model.path))
                if key not in seen:
                    seen.add(key)
                    found.append(model)
        except OSError:  # a store we may not read (permissions): the others still count
            continue
    return found


def folder_models(folders: Iterable[str | Path], store_name: str = "folder") -> Iterator[Found]:
    for folder in folders:
        root = Path(folder).expanduser()
        for path, parts, note in gguf_files(root):
            yield Found(path, store_name, str(path.relative_to(root)), parts=parts, note=note)


def gguf_files(root: Path, skip: Callable[[Path], bool] = lambda p: False) -> Iterator[tuple[Path, int, str]]:
    """(file, parts, note) for each model under `root`: a split model once, by its first part
    (a note when parts are missing); files that are not GGUF, vision projectors (mmproj) and
    files `skip` names left out."""
    if not root.is_dir():
        return
    for path in sorted(root.rglob("*.gguf")):
        if not path.is_file() or skip(path) or path.name.lower().startswith("mmproj") or not is_gguf(path):
            continue
        yield from _with_parts(path)


def is_gguf(path: Path) -> bool:
    """Whether the file starts as a GGUF file does (4 bytes read; the rest is for describing)."""
    try:
        with path.open("rb") as fh:
            return fh.read(4) == b"GGUF"
    except OSError:
        return False


def _with_parts(path: Path) -> Iterator[tuple[Path, int, str]]:
    split = SPLIT.match(path.name)
    if split is None:
        yield path, 1, ""
        return
    if int(split["part"]) != 1:
        return  # reported with its first part
    total = int(split["total"])
    width = len(split["part"])
    missing = [
        n for n in range(2, total + 1)
        if not path.with_name(f"{split['stem']}-{n:0{width}d}-of-{split['total']}.gguf").is_file()
    ]  # fmt: skip
    note = f"split into {total} parts" + (f", {len(missing)} missing" if missing else "")
    yield path, total, note


def quant_of(file_name: str) -> str | None:
    """The quantisation a file name states ("Q4_K_M"), upper-cased."""
    hits = QUANT.findall(Path(file_name).stem)
    return hits[-1].upper() if hits else None


def _real(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path


def find_by_name(query: str, models: Sequence[Found]) -> Found:
    """The one model `query` names: a name or alias as its store gives it, a file name, or a
    unique start of one (case does not matter; one file under several names is one model).
    UsageError, one line with the candidates, when none or several match."""
    wanted = query.strip().lower()
    exact = _distinct([m for m in models if wanted in (n.lower() for n in m.names())])
    if len(exact) == 1:
        return exact[0]
    if len(exact) > 1:
        raise UsageError(f"--model {query}: {len(exact)} models have that name: {_listed(exact)}; give one of these")
    started = _distinct([m for m in models if any(n.lower().startswith(wanted) for n in m.names())])
    if len(started) == 1:
        return started[0]
    if started:
        raise UsageError(f"--model {query}: {len(started)} models start so: {_listed(started)}; give more of the name")
    known = (
        f"the {len(models)} found: {_listed(list(models))}" if models else "no models were found (localagent models)"
    )
    raise UsageError(f"--model {query}: no such file, and no model of that name; {known}")


def _distinct(models: list[Found]) -> list[Found]:
    out, seen = [], set()
    for m in models:
        real = _real(m.path)
        if real not in seen:
            seen.add(real)
            out.append(m)
    return out


def _listed(models: list[Found], most: int = 8) -> str:
    """The candidates as the user may name them: by name, and by path where two share a name."""
    shared = {m.name for m in models if sum(n.name == m.name for n in models) > 1}
    shown = ", ".join(f"{m.name} ({m.store}{': ' + str(m.path) if m.name in shared else ''})" for m in models[:most])
    return shown + (f" and {len(models) - most} more" if len(models) > most else "")


# The stores, each registering itself (the order is the order `localagent models` lists them in).
from . import ollama, lmstudio, huggingface, llama_cache, gpt4all, jan  # noqa: E402, F401, I001
