"""Read the native tool-call material in ../shared/native (beside the project checkout):
real chat templates, raw outputs with the calls llama.cpp expects, and the tools they call."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

NATIVE_DIR = Path(__file__).resolve().parents[3] / "shared" / "native"


def _require(path: Path) -> Path:
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing: the native material lives in shared/native beside the checkout")
    return path


@cache
def template_source(name: str) -> str:
    return _require(NATIVE_DIR / "templates" / name).read_text("utf-8")


def template_names() -> list[str]:
    return sorted(p.name for p in _require(NATIVE_DIR / "templates").glob("*.jinja"))


def cases() -> list[dict[str, Any]]:
    lines = _require(NATIVE_DIR / "cases.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def tool_definitions() -> list[dict[str, Any]]:
    return json.loads(_require(NATIVE_DIR / "tools.json").read_text("utf-8"))
