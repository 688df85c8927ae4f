"""`localagent eval` end to end on the real model with BFCL items: the shape of the report,
and that the numbers add up; the reference row (llama-cpp-python's own handler)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.support.bfcl import suite_path


@pytest.mark.parametrize("category", ["simple_python", "parallel_multiple"])
def test_eval_end_to_end_on_the_default_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], category: str
) -> None:
    out = tmp_path / "items.jsonl"
    suite = suite_path(category)
    assert main(["eval", str(suite), "--limit", "3", "--offset", "1", "--json", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["model"] == "SmolLM2-135M-Instruct.Q4_1.gguf" and report["mode"] == "react+grammar"
    cat = report["categories"][category]
    assert set(cat) >= {"items", "accuracy", "valid_rate", "repaired_rate", "seconds_per_item", "tokens_per_second"}
    items = [json.loads(line) for line in out.read_text().splitlines()]
    assert [i["id"] for i in items] == [f"{category}_{n}" for n in (1, 2, 3)]
    assert cat["items"] == 3
    assert cat["accuracy"] == round(sum(i["correct"] for i in items) / 3, 4)
    assert cat["valid_rate"] == round(sum(i["valid"] for i in items) / 3, 4)
    assert cat["repaired_rate"] == round(sum(bool(i["repair_level"]) for i in items) / 3, 4)
    assert all(i["reason"] for i in items if not i["correct"])


def test_reference_only_on_the_default_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ref.jsonl"
    suite = suite_path("simple_python")
    assert main(["eval", str(suite), "--limit", "2", "--reference-only", "--json", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "chatml-function-calling" and "reference" not in report
    assert report["categories"]["simple_python"]["items"] == 2
    assert [json.loads(line)["runner"] for line in out.read_text().splitlines()] == ["chatml-function-calling"] * 2
