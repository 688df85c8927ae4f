"""The material of ../shared, beside the project checkout: the BFCL subsets and the native
tool-call material (chat templates, raw outputs with the calls llama.cpp expects). CI lays it
there; a clone with nothing beside it has none, and the tests that read it are skipped saying
so (under LOCALAGENT_TEST_STRICT=1, as in CI, they fail instead: tests/support/installed.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.installed import missing, needs

SHARED_DIR = Path(__file__).resolve().parents[3] / "shared"


def why_missing(path: Path) -> str | None:
    """None when `path` is there, else why the tests that read it cannot run."""
    if path.exists():
        return None
    return f"no {path}: this test reads shared/{path.relative_to(SHARED_DIR)}, laid beside the checkout in CI"


def require(path: Path) -> Path:
    """`path`, or the calling test (or module, at collection) skipped saying why it is missing."""
    reason = why_missing(path)
    if reason:
        missing(reason)
    return path


def params_or_missing(path: Path, values: list[str]) -> list[str] | list[object]:
    """Parameters for a test over the material at `path`: `values`, or one parameter that is
    skipped saying why the material is missing (an empty set would be skipped without a reason)."""
    reason = why_missing(path)
    return [pytest.param("", marks=needs(reason), id="shared-missing")] if reason else values
