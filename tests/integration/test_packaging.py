"""The wheel a user carries: built from this tree, installed non-editably into a fresh venv,
it imports and runs. Its dependencies (llama-cpp-python takes minutes to build) are lent
from this test environment through PYTHONPATH, which holds them and nothing of localagent,
so every localagent module the fresh venv runs comes from the wheel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str], Path]:
    work = tmp_path_factory.mktemp("wheel")
    dist = work / "dist"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(dist), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = dist.glob("localagent-*.whl")
    env_dir = work / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--no-compile", str(wheel)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert install.returncode == 0, install.stdout + install.stderr
    lent = work / "deps"
    lent.mkdir()
    site = Path(sysconfig.get_paths()["purelib"])
    for entry in site.iterdir():
        name = entry.name.lower()
        if name.startswith(("localagent", "__editable__", "_localagent", "pip", "setuptools")) or name.endswith(".pth"):
            continue
        (lent / entry.name).symlink_to(entry)
    env = {**os.environ, "PYTHONPATH": str(lent), "HOME": str(work / "home")}
    env.pop("LOCALAGENT_MODEL", None)
    return env_dir, env, wheel


@pytest.mark.slow
def test_the_wheel_carries_every_subpackage_grammars_and_prompts(installed: tuple[Path, dict[str, str], Path]) -> None:
    _, _, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    source_packages = {
        str(p.parent.relative_to(ROOT))
        for p in (ROOT / "localagent").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    for package in source_packages:
        assert f"{package}/__init__.py" in names, package
    for gbnf in (ROOT / "grammars").glob("*.gbnf"):
        assert f"localagent/grammars/{gbnf.name}" in names
    for prompt in (ROOT / "localagent" / "prompts").glob("*.txt"):
        assert f"localagent/prompts/{prompt.name}" in names
    assert "localagent/server/ui/chat.html" in names  # the chat page of serve
    assert not any(n.startswith(("tests/", "bench/")) or "__pycache__" in n for n in names)


def run_installed(
    installed: tuple[Path, dict[str, str], Path], *argv: str, cwd: Path
) -> subprocess.CompletedProcess[str]:
    env_dir, env, _ = installed
    return subprocess.run(
        [str(env_dir / "bin" / "localagent"), *argv], capture_output=True, text=True, timeout=120, env=env, cwd=cwd
    )


def test_the_installed_package_is_the_wheel_and_finds_its_files(
    installed: tuple[Path, dict[str, str], Path], tmp_path: Path
) -> None:
    env_dir, env, _ = installed
    code = (
        "import json, localagent, localagent.prompts as p; from importlib import resources;"
        "g = resources.files('localagent.grammars').joinpath('react.gbnf').read_text('utf-8');"
        "print(json.dumps([localagent.__file__, len(g), len(p.load_prompt('react'))]))"
    )
    proc = subprocess.run(
        [str(env_dir / "bin" / "python"), "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stderr
    where, grammar_size, prompt_size = json.loads(proc.stdout)
    assert Path(where).is_relative_to(env_dir) and grammar_size > 0 and prompt_size > 0


def test_help_tools_and_a_scripted_ask(installed: tuple[Path, dict[str, str], Path], tmp_path: Path) -> None:
    help_ = run_installed(installed, "--help", cwd=tmp_path)
    assert help_.returncode == 0 and "doctor" in help_.stdout
    tools = run_installed(installed, "tools", "--json", cwd=tmp_path)
    assert tools.returncode == 0, tools.stderr
    assert "calculator" in {t["function"]["name"] if "function" in t else t["name"] for t in json.loads(tools.stdout)}
    script = tmp_path / "run.json"
    script.write_text(
        json.dumps(
            [' I multiply.\nAction: calculator\nAction Input: {"expression": "17 * 23"}', " Done.\nFinal Answer: 391"]
        ),
        encoding="utf-8",
    )
    ask = run_installed(installed, "ask", "--json", "--backend", f"scripted:{script}", "What is 17 * 23?", cwd=tmp_path)
    assert ask.returncode == 0, ask.stderr
    result = json.loads(ask.stdout)
    assert result["answer"] == "391" and result["steps"][0]["calls"][0]["observation"] == "391"
