"""`localagent batch` and `eval --concurrency`: resumable result files, failures recorded
without stopping, items side by side on an engine that serves requests at once."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.support.fake_engine import Engine, prompt_of, serve

ANSWER = " I know it.\nFinal Answer: done"


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_batch_answers_each_line_records_failures_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    questions = tmp_path / "q.jsonl"
    questions.write_text(
        '{"id": "a", "question": "What is 17 * 23?"}\n'
        "What is 2 + 2?\n"
        '{"id": "c", "question": "x", "tools": ["nope"]}\n'
        "{broken\n"
        '{"id": "e", "question": "Which day is it?", "tools": ["current_time"]}\n'
    )
    out = tmp_path / "answers.jsonl"
    with serve(Engine(answer=lambda prompt: ANSWER)) as engine:
        code = main(
            ["batch", str(questions), "--out", str(out), "--backend", f"openai:{engine.url}", "--concurrency", "3"]
        )
        assert code == 1  # two items failed; the others were answered
        records = {r["id"]: r for r in _lines(out)}
        assert set(records) == {"a", "line-2", "c", "line-4", "e"}
        assert records["a"]["answer"] == "done" and records["a"]["stop_reason"] == "final_answer"
        assert records["c"]["error"].startswith("unknown tools nope")
        assert records["line-4"]["error"] == "line 4 is not valid JSON"
        assert any("current_time" in prompt_of(r) for r in engine.requests)
        # A run stopped halfway: the last line was cut while it was being written.
        text = out.read_text()
        kept = [line for line in text.splitlines() if json.loads(line)["id"] != "e"]
        out.write_text("\n".join(kept) + "\n" + '{"id": "e", "question": "Which d')
        served = len(engine.requests)
        # "e" runs again, and the two that failed are tried again (and fail again: exit 1).
        assert main(["batch", str(questions), "--out", str(out), "--backend", f"openai:{engine.url}"]) == 1
        assert len(engine.requests) == served + 1  # only "e" reached the model
    ids = [r["id"] for r in _lines(out)]
    assert sorted(ids) == sorted(["a", "line-2", "c", "line-4", "e"])  # one line each: failures replaced
    assert capsys.readouterr().err.splitlines()[-1] == f"localagent: 1 answered, 2 failed; results in {out}"


def test_batch_never_overwrites_a_file_it_did_not_write(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "s.json"
    script.write_text(json.dumps([ANSWER]))
    questions = tmp_path / "q.txt"
    questions.write_text("What is 2 + 2?\n")
    backend = ["--backend", f"scripted:{script}"]
    for content in ("line one of my notes\nline two\n", '{"name": "alice"}\n{"name": "bob"}\n', '{"id": 1}\n'):
        notes = tmp_path / "notes.txt"
        notes.write_text(content)
        assert main(["batch", str(questions), "--out", str(notes), *backend]) == 2
        assert notes.read_text() == content
        assert "line 1 is not a batch result" in capsys.readouterr().err
    assert main(["batch", str(questions), "--out", str(questions), *backend]) == 2
    assert questions.read_text() == "What is 2 + 2?\n"
    assert "is the questions file" in capsys.readouterr().err
    assert main(["batch", str(questions), "--out", str(tmp_path), *backend]) == 2
    assert "a folder" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("lines", "error"),
    [
        ('{"id": "a", "question": "x?"}\n{"id": "a", "question": "y?"}\n', "line 2 uses the id 'a' of line 1"),
        ('What is 2 + 2?\n{"id": "line-1", "question": "y?"}\n', "line 2 uses the id 'line-1' of line 1"),
    ],
)
def test_batch_refuses_two_questions_with_one_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: str, error: str
) -> None:
    questions = tmp_path / "q.jsonl"
    questions.write_text(lines)
    assert main(["batch", str(questions), "--out", str(tmp_path / "a.jsonl"), "--backend", "scripted:[]"]) == 2
    assert error in capsys.readouterr().err
    assert not (tmp_path / "a.jsonl").exists()


def test_batch_reads_a_json_array_line_as_no_question(tmp_path: Path) -> None:
    from localagent.agent.batch import read_questions

    questions = tmp_path / "q.txt"
    questions.write_text('["What is 2 + 2?"]\n[urgent] when is the meeting?\n')
    first, second = read_questions(questions)
    assert first.error == 'line 1: a JSON list, not {"id", "question"}'
    assert second.text == "[urgent] when is the meeting?" and second.error is None


def test_batch_on_an_in_process_backend_runs_one_at_a_time(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "s.json"
    script.write_text(json.dumps([ANSWER, ANSWER]))
    questions = tmp_path / "q.txt"
    questions.write_text("one?\ntwo?\n")
    out = tmp_path / "a.jsonl"
    assert (
        main(["batch", str(questions), "--out", str(out), "--backend", f"scripted:{script}", "--concurrency", "2"]) == 2
    )
    assert "--concurrency 2 needs an engine that serves requests at once" in capsys.readouterr().err
    assert main(["batch", str(questions), "--out", str(out), "--backend", f"scripted:{script}"]) == 0
    assert [r["answer"] for r in _lines(out)] == ["done", "done"]


def _answer_from_prompt(prompt: str) -> str:
    """A deterministic engine: calls the last tool the prompt lists, with no arguments."""
    names = re.findall(r"^- ([\w.]+):", prompt, re.M)
    return f" Look it up.\nAction: {names[-1]}\nAction Input: {{}}" if names else ANSWER


def test_eval_with_concurrency_gives_the_same_results_in_the_same_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = Path(__file__).resolve().parents[2] / "bench" / "suites" / "own_single.json"
    outs = []
    with serve(Engine(answer=_answer_from_prompt)) as engine:
        for n in (1, 4):
            out = tmp_path / f"c{n}.jsonl"
            args = [
                "eval",
                str(suite),
                "--limit",
                "8",
                "--mode",
                "react",
                "--backend",
                f"openai:{engine.url}",
                "--out",
                str(out),
            ]
            assert main([*args, "--concurrency", str(n)]) == 0
            outs.append([(r["id"], r["raw"], r["calls"], r["correct"]) for r in _lines(out)])
    capsys.readouterr()
    assert outs[0] == outs[1] and len(outs[0]) == 8
