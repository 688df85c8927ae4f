"""llama.cpp's own download cache (`llama-cli -hf ORG/REPO`, `llama-server -hf`):

    $LLAMA_CACHE, else ~/.cache/llama.cpp (macOS: ~/Library/Caches/llama.cpp)
      ORG_REPO_FILE.gguf                   the file, its repo and name joined by "_"
      manifest=ORG=REPO=TAG.json           what -hf ORG/REPO:TAG resolved to ({"ggufFile": {"rfilename": ...}})
      ORG_REPO_FILE.gguf.downloadInProgress   a download under way (not listed)

Names come from the manifests (ORG/REPO/FILE, answering to ORG/REPO:TAG); a file no manifest
names is listed by its file name.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path

from . import Found, cache_folder, gguf_files, store


def roots(env: Mapping[str, str], home: Path) -> list[Path]:
    if env.get("LLAMA_CACHE"):
        return [Path(env["LLAMA_CACHE"]).expanduser()]
    cache = cache_folder(env, home)
    return [cache / "llama.cpp", home / "Library" / "Caches" / "llama.cpp"]


@store("llama.cpp")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    for root in roots(env, home):
        if not root.is_dir():
            continue
        named: dict[str, tuple[str, list[str]]] = {}  # file name -> (ORG/REPO/FILE, [ORG/REPO:TAG])
        for manifest in sorted(root.glob("manifest=*.json")):
            _, org, repo, tag = (manifest.stem.split("=") + ["", "", ""])[:4]
            try:
                gguf = json.loads(manifest.read_text(encoding="utf-8")).get("ggufFile") or {}
            except (OSError, ValueError, AttributeError):
                continue
            rfilename = gguf.get("rfilename") if isinstance(gguf, dict) else None
            if not (org and repo and isinstance(rfilename, str)):
                continue
            file_name = f"{org}_{repo}_{rfilename.replace('/', '_')}"
            entry = named.setdefault(file_name, (f"{org}/{repo}/{rfilename}", []))
            entry[1].append(f"{org}/{repo}:{tag or 'latest'}")
        for path, parts, note in gguf_files(root):
            name, aliases = named.get(path.name, (path.name, []))
            yield Found(path, "llama.cpp", name, aliases=tuple(aliases), parts=parts, note=note)
