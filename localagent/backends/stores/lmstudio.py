"""LM Studio's models folder: ~/.lmstudio/models/PUBLISHER/REPO/FILE.gguf (and the older
~/.cache/lm-studio/models). A model is named publisher/repo/file.gguf, and answers to
publisher/repo when that folder holds one model."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from . import Found, gguf_files, store


def roots(home: Path) -> list[Path]:
    return [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"]


@store("lmstudio")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    for root in roots(home):
        files = list(gguf_files(root))
        per_repo: dict[Path, int] = {}
        for path, _, _ in files:
            per_repo[path.parent] = per_repo.get(path.parent, 0) + 1
        for path, parts, note in files:
            relative = path.relative_to(root)
            repo = "/".join(relative.parts[:-1])
            aliases = (repo,) if repo and per_repo[path.parent] == 1 else ()
            yield Found(path, "lmstudio", relative.as_posix(), aliases=aliases, parts=parts, note=note)
