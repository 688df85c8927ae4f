"""`localagent eval`: deterministic on the scripted backend with a user's own suite (on the
real model: real_model/test_eval.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main

TOOLS = [
    {
        "name": "get_weather",
        "description": "Weather for a city",
        "parameters": {
            "type": "dict",
            "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
            "required": ["city"],
        },
    }
]


def write_suite(tmp_path: Path) -> tuple[Path, Path]:
    suite = tmp_path / "BFCL_v4_my_tools.json"
    answers = tmp_path / "answers.json"
    questions = ["Weather in Oslo?", "Weather in Rome for 3 days?", "Tell me a joke", "Weather in Paris?"]
    truths = [
        [{"get_weather": {"city": ["Oslo"], "days": ["", 1]}}],
        [{"get_weather": {"city": ["Rome"], "days": [3]}}],
        [],
        [{"get_weather": {"city": ["Paris"]}}],
    ]
    suite.write_text(
        "".join(
            json.dumps({"id": f"my_{i}", "question": [[{"role": "user", "content": q}]], "function": TOOLS}) + "\n"
            for i, q in enumerate(questions)
        )
    )
    answers.write_text("".join(json.dumps({"id": f"my_{i}", "ground_truth": t}) + "\n" for i, t in enumerate(truths)))
    return suite, answers


def test_eval_on_a_users_own_suite_with_scripted_outputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, answers = write_suite(tmp_path)
    script = tmp_path / "s.json"
    script.write_text(
        json.dumps(
            [
                'Action: get_weather\nAction Input: {"city": "Oslo"}',  # right
                "Action: get_weather\nAction Input: {'city': 'Rome', 'days': '3'}",  # right after repair (levels 2 and 3)
                "Final Answer: Why did the chicken...",  # declined correctly
                'Action: get_weather\nAction Input: {"city": "Lyon"}',  # wrong value
            ]
        )
    )
    out = tmp_path / "items.jsonl"
    code = main(
        ["eval", str(suite), "--answers", str(answers), "--backend", f"scripted:{script}", "--json", "--out", str(out)]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["model"] == "scripted:s.json" and report["mode"] == "react"
    cat = report["categories"]["my_tools"]
    assert (cat["items"], cat["accuracy"], cat["valid_rate"], cat["repaired_rate"]) == (4, 0.75, 0.75, 0.25)
    assert cat["repaired_by_level"] == {"3": 0.25}
    items = [json.loads(line) for line in out.read_text().splitlines()]
    assert [i["correct"] for i in items] == [True, True, True, False]
    assert items[3]["reason"].startswith("wrong value for 'city'")
    assert items[1]["calls"] == [{"tool": "get_weather", "arguments": {"city": "Rome", "days": 3}}]


def test_eval_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = write_suite(tmp_path)
    assert main(["eval", str(suite), "--backend", "scripted:x"]) == 2
    assert "no answers file found" in capsys.readouterr().err
    assert main(["eval", str(tmp_path / "missing.json")]) == 2


def test_reference_only_needs_the_llama_cpp_backend(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, answers = write_suite(tmp_path)
    script = tmp_path / "s.json"
    script.write_text("[]")
    assert (
        main(["eval", str(suite), "--answers", str(answers), "--backend", f"scripted:{script}", "--reference-only"])
        == 2
    )
    assert "need the llama_cpp backend" in capsys.readouterr().err


def _eval_summary():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "eval_summary", Path(__file__).parents[2] / "bench" / "eval_summary.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_eval_summary_joins_out_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, answers = write_suite(tmp_path)
    script = tmp_path / "s.json"
    script.write_text(json.dumps(['Action: get_weather\nAction Input: {"city": "Oslo"}'] + ["Final Answer: no"] * 3))
    mine = tmp_path / "mine.jsonl"
    assert (
        main(["eval", str(suite), "--answers", str(answers), "--backend", f"scripted:{script}", "--out", str(mine)])
        == 0
    )
    capsys.readouterr()
    rows = [json.loads(line) for line in mine.read_text().splitlines()]
    # A second file: the same items under another runner, one of them scored twice (the later line wins).
    other = tmp_path / "other.jsonl"
    other.write_text("".join(json.dumps({**r, "runner": "other", "correct": True}) + "\n" for r in rows + rows[:1]))
    assert _eval_summary().main([str(mine), str(other), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["my_tools"]["react"]["items"] == 4 and report["my_tools"]["react"]["accuracy"] == 0.5
    assert report["my_tools"]["other"]["items"] == 4 and report["my_tools"]["other"]["accuracy"] == 1.0
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    assert _eval_summary().main([str(bad)]) == 2
    assert "not an eval --out line" in capsys.readouterr().err


def test_eval_never_overwrites_an_existing_out_file(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from localagent.cli.main import main

    out = tmp_path / "kept.jsonl"
    out.write_text('{"earlier": "results"}\n', encoding="utf-8")
    suite = Path(__file__).resolve().parents[2] / "bench" / "suites" / "own_single.json"
    code = main(["eval", str(suite), "--backend", "scripted:none.json", "--out", str(out)])
    assert code == 2 and "exists and is not empty" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == '{"earlier": "results"}\n'
