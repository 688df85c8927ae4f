"""The Hugging Face hub cache (huggingface_hub, transformers, llama-cpp-python's from_pretrained):

    $HF_HUB_CACHE, else $HF_HOME/hub, else ~/.cache/huggingface/hub
      models--Org--Repo/refs/main                 the commit a branch points at
      models--Org--Repo/snapshots/COMMIT/FILE     links to ../../blobs/SHA (a download under way: blobs/SHA.incomplete)

A model is named Org/Repo/FILE and answers to Org/Repo when the repo holds one GGUF, and to
Org/Repo:QUANT (the naming llama.cpp's -hf and Ollama's hf.co/ use). Of several snapshots,
the one refs/main names comes first; a file in an older snapshot only is listed too.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from . import Found, cache_folder, gguf_files, quant_of, store


def root(env: Mapping[str, str], home: Path) -> Path:
    if env.get("HF_HUB_CACHE"):
        return Path(env["HF_HUB_CACHE"]).expanduser()
    if env.get("HF_HOME"):
        return Path(env["HF_HOME"]).expanduser() / "hub"
    cache = cache_folder(env, home)
    return cache / "huggingface" / "hub"


@store("huggingface")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    hub = root(env, home)
    if not hub.is_dir():
        return
    for repo_dir in sorted(hub.glob("models--*")):
        repo = repo_dir.name.removeprefix("models--").replace("--", "/")
        snapshots = repo_dir / "snapshots"
        if not snapshots.is_dir():
            continue
        main = _ref(repo_dir / "refs" / "main")
        ordered = sorted(snapshots.iterdir(), key=lambda s: (s.name != main, s.name))
        seen: set[str] = set()
        files = []
        for snapshot in ordered:
            for path, parts, note in gguf_files(snapshot):
                relative = path.relative_to(snapshot).as_posix()
                if relative not in seen:
                    seen.add(relative)
                    files.append((path, relative, parts, note))
        for path, relative, parts, note in files:
            aliases = [repo] if len(files) == 1 else []
            quant = quant_of(path.name)
            if quant and sum(quant_of(p.name) == quant for p, *_ in files) == 1:
                aliases.append(f"{repo}:{quant}")
            yield Found(path, "huggingface", f"{repo}/{relative}", aliases=tuple(aliases), parts=parts, note=note)


def _ref(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8").strip()
    except OSError:
        return None
