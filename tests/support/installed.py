"""What the suite needs beyond the standard library and that an install can give it: the test
extra's packages (selenium, pypdf, ...) and what .ci/run installs (Debian's Chromium and its
driver, llama-server). Where one is missing, its tests are skipped and say why; under
LOCALAGENT_TEST_STRICT=1 (CI, where everything is installed) they fail instead, so a tier
that never ran cannot pass unseen.

Skips that depend on the platform itself (no /proc, no user namespaces) are plain skips.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import NoReturn

import pytest

# Read when this module is imported, before the isolation fixture clears LOCALAGENT_* for each test.
STRICT = os.environ.get("LOCALAGENT_TEST_STRICT") == "1"
MARK = "needs_installed"


def missing(reason: str) -> NoReturn:
    """Skip this test because something installable is missing (`reason` says what and how to
    install it); fail it under LOCALAGENT_TEST_STRICT=1."""
    if STRICT:
        pytest.fail(f"{reason} (LOCALAGENT_TEST_STRICT=1: everything the suite needs must be installed)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)  # also where a module reads what is missing at collection


def import_or_missing(module: str, reason: str) -> ModuleType:
    """pytest.importorskip, failing under LOCALAGENT_TEST_STRICT=1."""
    try:
        return importlib.import_module(module)
    except ImportError:
        missing(reason)


def needs(why_not: str | None) -> pytest.MarkDecorator:
    """A mark for tests that need something installable: `why_not` is None when it is there,
    else the reason they are skipped (tests/conftest.py applies it when each test is set up)."""
    return getattr(pytest.mark, MARK)(why_not)
