"""The README's commands are the ones CI runs."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [line.strip() for line in readme.splitlines() if line.startswith("    python3 -m venv .venv")]
    test_command = [c for c in commands if c.endswith("python -m pytest")]
    assert len(test_command) == 1
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert ci[-1] == test_command[0]
    # The first command builds llama.cpp the same portable way as the tests do.
    first = [c for c in commands if c.endswith('ask "What is 17 * 23?"')]
    assert (
        len(first) == 1
        and 'CMAKE_ARGS="-DGGML_NATIVE=OFF"' in first[0]
        and 'CMAKE_ARGS="-DGGML_NATIVE=OFF"' in test_command[0]
    )


def test_the_settings_table_is_the_one_the_settings_declare() -> None:
    from localagent.settings import settings_table

    assert settings_table() in (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
