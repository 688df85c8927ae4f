"""`localagent eval` on an answer suite, on the scripted backend: each question run through the
whole agent, the answer scored, the report per category and language, every item in --out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.conftest import write_script

CALC = 'Thought: compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}\n'


def test_answers_are_scored_per_category_and_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite = tmp_path / "q.jsonl"
    items = [
        {"id": "m1", "category": "math", "language": "en", "question": "What is 17 * 23?", "expect": {"number": 391}},
        {"id": "c1", "category": "chat", "language": "de", "question": "Hauptstadt?", "expect": {"text": "Berlin"}},
    ]
    suite.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    script = write_script(tmp_path / "s.json", [CALC, " I know.\nFinal Answer: 391", " Final Answer: Paris"])
    out = tmp_path / "out.jsonl"
    code = main(
        ["eval", str(suite), "--backend", f"scripted:{script}", "--mode", "react", "--json", "--out", str(out)]
        + ["--relevant-tools", "0", "--no-decline", "--no-arithmetic"]
    )
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["overall"]["questions"] == 2 and report["overall"]["right"] == 0.5
    assert report["categories"]["math"]["right"] == 1.0 and report["languages"]["de"]["right"] == 0.0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["right"], r["tools"]) for r in rows] == [("m1", True, ["calculator"]), ("c1", False, [])]


def test_answer_and_bfcl_suites_do_not_mix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answers = tmp_path / "a.jsonl"
    answers.write_text(json.dumps({"id": "a", "question": "q", "expect": {"number": 1}}) + "\n", encoding="utf-8")
    bfcl = tmp_path / "b.json"
    bfcl.write_text(json.dumps({"id": "b", "question": [[]], "function": []}) + "\n", encoding="utf-8")
    assert main(["eval", str(answers), str(bfcl), "--backend", "scripted:x.json"]) == 2
    assert "separate runs" in capsys.readouterr().err
