"""Read the BFCL subsets that ship in ../shared/bfcl (beside the project checkout; a test that
reads them is skipped, saying why, where they are not: tests/support/shared_material.py)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.shared_material import SHARED_DIR, require

BFCL_DIR = SHARED_DIR / "bfcl"


def suite_path(category: str) -> Path:
    return require(BFCL_DIR / f"BFCL_v4_{category}.json")


def load_items(category: str, limit: int | None = None) -> list[dict]:
    path = suite_path(category)
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return items[:limit] if limit is not None else items
