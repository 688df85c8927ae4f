"""The agent against a real OpenAI-compatible engine: llama-cpp-python's own server
(`python -m llama_cpp.server`, its `server` extra) with the SmolLM2 model on a loopback port.
ask in every mode, chat streaming, eval and batch go through it."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.support.model_alone import MODEL_ALONE_FLAGS, own_calls


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def engine_url(smollm2_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    # The server's log goes to a file: a pipe nobody reads fills up and stops the server.
    log_path = tmp_path_factory.mktemp("engine") / "server.log"
    log = log_path.open("wb")
    # Requests queue instead of interrupting each other: several clients may ask at once.
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(smollm2_path), "--port", str(port),
         "--n_ctx", "4096", "--interrupt_requests", "False", "--verbose", "False"],
        stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"{url}/models", timeout=2).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    err = log_path.read_text(errors="replace")[-2000:]
                    pytest.fail(f"llama_cpp.server did not start (pip install 'llama-cpp-python[server]'):\n{err}")
                time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def _ask(capsys: pytest.CaptureFixture[str], url: str, model: Path, *extra: str) -> dict:
    code = main(["ask", "--json", "--backend", f"openai:{url}", "--model", str(model), *extra, "What is 17 * 23?"])
    data = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    return data


def test_the_default_mode_over_http_calls_the_calculator(engine_url: str, smollm2_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    # The model's own call, as in real_model/test_real_model.py: no policy writes it first.
    data = _ask(capsys, engine_url, smollm2_path, *MODEL_ALONE_FLAGS, "--tools", "calculator")
    assert data["mode"] == "react+grammar"
    calls = own_calls(data)
    assert calls and calls[0]["tool"] == "calculator" and calls[0]["observation"] == "391"
    assert data["model"].startswith(str(smollm2_path)) and "at http://127.0.0.1" in data["model"]


@pytest.mark.parametrize(
    "mode", [["--mode", "react"], ["--mode", "marker", "--constrain"], ["--mode", "json"], ["--mode", "grammar"],
             ["--mode", "native", "--constrain"]],
)  # fmt: skip
def test_every_mode_runs_over_http(engine_url: str, smollm2_path: Path, capsys, mode: list[str]) -> None:  # type: ignore[no-untyped-def]
    data = _ask(capsys, engine_url, smollm2_path, *mode)
    assert data["stop_reason"] in {"final_answer", "max_steps", "repeated_call", "token_budget"}
    if "--constrain" in mode or mode[-1] == "grammar":  # the engine applied the grammar: calls fit their schema
        for step in data["steps"]:
            assert all(c.get("error") != "ToolCallError" for c in step["calls"]), step


def test_chat_streams_over_http(engine_url: str, smollm2_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("What is 17 * 23?\n"))
    argv = ["chat", "--backend", f"openai:{engine_url}", "--model", str(smollm2_path), *MODEL_ALONE_FLAGS]
    assert main([*argv, "--tools", "calculator"]) == 0  # the model's own call, streamed
    out = capsys.readouterr().out
    assert '→ calculator(expression="17 * 23")  ✓ 391' in out


def test_eval_and_batch_over_http(engine_url: str, smollm2_path: Path, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    suite = Path(__file__).resolve().parents[2] / "bench" / "suites" / "own_single.json"
    results = []
    for n in (1, 3):
        out = tmp_path / f"e{n}.jsonl"
        code = main(["eval", str(suite), "--limit", "3", "--backend", f"openai:{engine_url}", "--model", str(smollm2_path),
                     "--out", str(out), "--concurrency", str(n)])  # fmt: skip
        assert code == 0
        results.append([(r["id"], r["calls"], r["correct"]) for r in map(json.loads, out.read_text().splitlines())])
    assert results[0] == results[1]  # temperature 0: the same at any concurrency, in the same order
    questions = tmp_path / "q.txt"
    questions.write_text("What is 17 * 23?\nConvert 5 km to miles\n")
    answers = tmp_path / "a.jsonl"
    code = main(["batch", str(questions), "--out", str(answers), "--backend", f"openai:{engine_url}",
                 "--model", str(smollm2_path), "--concurrency", "2"])  # fmt: skip
    records = [json.loads(line) for line in answers.read_text().splitlines()]
    assert code == 0 and sorted(r["id"] for r in records) == ["line-1", "line-2"]
    assert all(r["stop_reason"] for r in records)
    capsys.readouterr()
