"""Read the BFCL subsets that ship in ../shared/bfcl (beside the project checkout)."""

from __future__ import annotations

import json
from pathlib import Path

BFCL_DIR = Path(__file__).resolve().parents[3] / "shared" / "bfcl"


def load_items(category: str, limit: int | None = None) -> list[dict]:
    path = BFCL_DIR / f"BFCL_v4_{category}.json"
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing: the BFCL subsets live in shared/bfcl beside the checkout")
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return items[:limit] if limit is not None else items
