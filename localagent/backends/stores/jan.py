"""Jan's models: one folder a model under its data folder (~/jan/models in older versions;
~/.local/share/Jan/data/models and .../data/llamacpp/models since; macOS ~/Library/Application
Support/Jan/data). A model is named by its folder (Jan's model id)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from . import Found, data_folder, gguf_files, store


def roots(env: Mapping[str, str], home: Path) -> list[Path]:
    data = data_folder(env, home)
    bases = [data / "Jan" / "data", home / "Library" / "Application Support" / "Jan" / "data"]
    return [home / "jan" / "models"] + [b / sub for b in bases for sub in ("models", "llamacpp/models")]


@store("jan")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    for root in roots(env, home):
        for path, parts, note in gguf_files(root):
            relative = path.relative_to(root)
            ident = relative.parts[0] if len(relative.parts) > 1 else path.stem
            yield Found(path, "jan", ident, aliases=(relative.as_posix(),), parts=parts, note=note)
