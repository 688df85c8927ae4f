"""Ollama's store: manifests naming layers by digest, the layers as blobs.

    $OLLAMA_MODELS, else ~/.ollama/models, and the system service's /usr/share/ollama/.ollama/models
      manifests/registry.ollama.ai/library/qwen2.5/0.5b     a JSON manifest (Docker's v2 schema)
      blobs/sha256-<hex>                                    each layer, named by its digest

A manifest's layers are told apart by media type: the weights (`...image.model`, a GGUF file),
the prompt template (`...image.template`: a Go template, which cannot run here: the GGUF's own
Jinja template is used), the parameters (`...image.params`: JSON, e.g. `stop` words, which the
model is then generated with) and the system prompt. Names are Ollama's: `qwen2.5:0.5b` for the
library, `user/model:tag` for another namespace, `host/user/model:tag` for another registry
(`hf.co/bartowski/...:Q4_K_M`); a `latest` tag may be left off.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from . import Found, is_gguf, store

DEFAULT_REGISTRY, DEFAULT_NAMESPACE = "registry.ollama.ai", "library"
MODEL, TEMPLATE, PARAMS, SYSTEM = (
    f"application/vnd.ollama.image.{k}" for k in ("model", "template", "params", "system")
)
MAX_LAYER_BYTES = 1_000_000  # a template, params or system layer is text; more is not read


def roots(env: Mapping[str, str], home: Path) -> list[Path]:
    if env.get("OLLAMA_MODELS"):
        return [Path(env["OLLAMA_MODELS"]).expanduser()]
    return [home / ".ollama" / "models", Path("/usr/share/ollama/.ollama/models"),
            Path("/var/lib/ollama/.ollama/models")]  # fmt: skip


def name_of(parts: tuple[str, ...]) -> str:
    """Ollama's name for a manifest at manifests/HOST/NAMESPACE/MODEL/TAG."""
    host, namespace, model, tag = parts[-4:]
    if host == DEFAULT_REGISTRY:
        base = model if namespace == DEFAULT_NAMESPACE else f"{namespace}/{model}"
    else:
        base = f"{host}/{namespace}/{model}"
    return f"{base}:{tag}"


def blob(root: Path, digest: str) -> Path:
    return root / "blobs" / digest.replace(":", "-")


@store("ollama")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    for root in roots(env, home):
        manifests = root / "manifests"
        if not manifests.is_dir():
            continue
        for manifest in sorted(p for p in manifests.rglob("*") if p.is_file()):
            parts = manifest.relative_to(manifests).parts
            if len(parts) != 4:
                continue
            found = _model(root, manifest, name_of(parts))
            if found is not None:
                yield found


def _model(root: Path, manifest: Path, name: str) -> Found | None:
    try:
        layers = json.loads(manifest.read_text(encoding="utf-8")).get("layers") or []
    except (OSError, ValueError, AttributeError):
        return None
    by_type: dict[str, dict[str, Any]] = {}
    for layer in layers:
        if isinstance(layer, dict) and isinstance(layer.get("digest"), str):
            by_type.setdefault(str(layer.get("mediaType")), layer)
    weights = by_type.get(MODEL)
    if weights is None:
        return None  # an embedding-only or adapter manifest, or a model of another format
    path = blob(root, weights["digest"])
    extras: dict[str, Any] = {}
    note = ""
    if not path.is_file():
        note = "its weights blob is missing (a pull not finished?)"
    elif not is_gguf(path):
        return None  # weights of another format
    for key, media in (("template", TEMPLATE), ("system", SYSTEM), ("params", PARAMS)):
        text = _layer_text(root, by_type.get(media))
        if text is None:
            continue
        if key == "params":
            try:
                value = json.loads(text)
            except ValueError:
                continue
            extras[key] = value if isinstance(value, dict) else {}
        else:
            extras[key] = text
    aliases = (name.removesuffix(":latest"),) if name.endswith(":latest") else ()
    return Found(path, "ollama", name, aliases=aliases, note=note, extras=extras)


def _layer_text(root: Path, layer: dict[str, Any] | None) -> str | None:
    if layer is None:
        return None
    path = blob(root, layer["digest"])
    try:
        if path.stat().st_size > MAX_LAYER_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def stop_words(found: Found) -> list[str]:
    """The `stop` parameter of the model's params layer."""
    stops = found.extras.get("params", {}).get("stop", [])
    stops = [stops] if isinstance(stops, str) else stops
    return [s for s in stops if isinstance(s, str) and s]
