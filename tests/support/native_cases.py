"""Read the native tool-call material in ../shared/native (beside the project checkout):
real chat templates, raw outputs with the calls llama.cpp expects, and the tools they call.
Three Apache-2.0 templates the loop, serve and plain-chat tests use are kept in tests/data/templates,
so those tests run in a clone with nothing beside it; the rest is skipped there, saying why."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from tests.support.shared_material import SHARED_DIR, params_or_missing, require

NATIVE_DIR = SHARED_DIR / "native"
KEPT_DIR = Path(__file__).resolve().parents[1] / "data" / "templates"


def template_path(name: str) -> Path:
    """The template's file: the suite's own copy where it keeps one, else ../shared's."""
    kept = KEPT_DIR / name
    return kept if kept.is_file() else require(NATIVE_DIR / "templates" / name)


@cache
def template_source(name: str) -> str:
    return template_path(name).read_text("utf-8")


def kept_template_names() -> list[str]:
    return sorted(p.name for p in KEPT_DIR.glob("*.jinja"))


def template_names() -> list[Any]:
    """Every shared template's name, for parametrize (one skipped parameter when none is here)."""
    folder = NATIVE_DIR / "templates"
    return params_or_missing(folder, sorted(p.name for p in folder.glob("*.jinja")))


def cases() -> list[dict[str, Any]]:
    lines = require(NATIVE_DIR / "cases.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def tool_definitions() -> list[dict[str, Any]]:
    return json.loads(require(NATIVE_DIR / "tools.json").read_text("utf-8"))
