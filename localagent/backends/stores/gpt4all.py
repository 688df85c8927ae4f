"""GPT4All's models folder (Linux ~/.local/share/nomic.ai/GPT4All, macOS ~/Library/Application
Support/nomic.ai/GPT4All, Windows %LOCALAPPDATA%\\nomic.ai\\GPT4All). A download under way is
"incomplete-NAME.gguf" and is not listed. Models are named by their file name."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from . import Found, data_folder, gguf_files, store


def roots(env: Mapping[str, str], home: Path) -> list[Path]:
    data = data_folder(env, home)
    out = [data / "nomic.ai" / "GPT4All", home / "Library" / "Application Support" / "nomic.ai" / "GPT4All"]
    if env.get("LOCALAPPDATA"):
        out.append(Path(env["LOCALAPPDATA"]) / "nomic.ai" / "GPT4All")
    return out


@store("gpt4all")
def find(env: Mapping[str, str], home: Path) -> Iterator[Found]:
    for root in roots(env, home):
        for path, parts, note in gguf_files(root, skip=lambda p: p.name.startswith("incomplete-")):
            yield Found(path, "gpt4all", path.name, parts=parts, note=note)
