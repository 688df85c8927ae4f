"""Conversations kept: `ask` and `chat` log each turn, `--continue`/`--cid` go on with one (its
turns as the model's history), `localagent logs` lists, searches and shows them; `--no-log`
keeps nothing, LOCALAGENT_LOG_DB moves the file, and a damaged log is one line while the
answer still comes."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.conftest import write_script

CALL = ' I need to multiply.\nAction: calculator\nAction Input: {"expression": "17 * 23"}'
ANSWER = " I know.\nFinal Answer: 17 * 23 = 391"


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def ask(capsys: pytest.CaptureFixture[str], tmp_path: Path, outputs: list[str], *argv: str) -> tuple[int, str, str]:
    script = write_script(tmp_path / f"run{len(list(tmp_path.glob('run*.json')))}.json", outputs)
    return run_cli(capsys, "ask", "--backend", f"scripted:{script}", *argv)


def test_ask_logs_each_turn_and_continue_goes_on_with_its_history(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ask(capsys, tmp_path, [CALL, ANSWER], "What is 17 * 23?")[0] == 0
    trace = tmp_path / "trace.jsonl"
    code, out, err = ask(capsys, tmp_path, [" Final Answer: You asked for 17 * 23."], "-c", "--json", "--trace",
                         str(trace), "What did I ask?")  # fmt: skip
    assert code == 0 and err == ""
    conversation = json.loads(out)["conversation"]
    prompts = [json.loads(line)["prompt"] for line in trace.read_text().splitlines()
               if json.loads(line)["type"] == "model_call"]  # fmt: skip
    assert "What is 17 * 23?" in prompts[0] and "17 * 23 = 391" in prompts[0]  # the earlier turn, as history

    code, out, err = run_cli(capsys, "logs")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2 and all(conversation in line for line in lines)
    assert "What did I ask?" in lines[0] and "(1 call," in lines[1] and "17 * 23 = 391" in lines[1]
    code, out, _ = run_cli(capsys, "logs", "-q", "asked")
    assert out.count("\n") == 1 and "What did I ask?" in out
    code, out, _ = run_cli(capsys, "logs", "show", conversation[:5])
    assert code == 0 and out.startswith(f"conversation {conversation}: 2 turns")
    assert 'calculator({"expression": "17 * 23"}) → 391' in out and "> What did I ask?" in out
    shown = json.loads(run_cli(capsys, "logs", "show", conversation, "--json")[1])
    assert [t["question"] for t in shown["turns"]] == ["What is 17 * 23?", "What did I ask?"]
    assert shown["turns"][0]["calls"][0]["result"] == "391" and shown["turns"][0]["model"].startswith("scripted:")
    listed = json.loads(run_cli(capsys, "logs", "--json", "-n", "1")[1])
    assert [t["question"] for t in listed] == ["What did I ask?"]

    code, _, err = ask(capsys, tmp_path, [" Final Answer: x"], "--cid", "zz", "hello")
    assert code == 2 and err == "localagent: error: no conversation 'zz' in the log (localagent logs lists them)\n"
    code, _, err = run_cli(capsys, "logs", "show", "zz")
    assert code == 2 and err.count("\n") == 1
    code, _, err = run_cli(capsys, "logs", "show")
    assert code == 2 and "which conversation" in err


def test_no_log_keeps_nothing_and_the_file_can_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert ask(capsys, tmp_path, [" Final Answer: hi"], "--no-log", "hello")[0] == 0
    assert not (tmp_path / "data" / "localagent" / "logs.db").exists()
    code, out, _ = run_cli(capsys, "logs")
    assert code == 0 and out.startswith("nothing logged yet")
    moved = tmp_path / "elsewhere" / "mine.db"
    monkeypatch.setenv("LOCALAGENT_LOG_DB", str(moved))
    assert ask(capsys, tmp_path, [" Final Answer: hi"], "hello")[0] == 0
    assert moved.exists() and not (tmp_path / "data" / "localagent" / "logs.db").exists()
    assert "hello" in run_cli(capsys, "logs")[1]
    code, _, err = ask(capsys, tmp_path, [" Final Answer: hi"], "--continue", "--no-log", "again")
    assert code == 0  # a logged conversation can be read on with the log off


def test_a_damaged_log_is_one_line_and_the_answer_still_comes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"not a database " * 500)
    monkeypatch.setenv("LOCALAGENT_LOG_DB", str(damaged))
    code, out, err = ask(capsys, tmp_path, [" Final Answer: still here"], "Is the log still there?")
    assert code == 0 and out == "still here\n"
    assert err.count("\n") == 1 and "is damaged" in err and "answers go on without it" in err
    assert damaged.read_bytes() == b"not a database " * 500  # nothing the user had is overwritten
    code, _, err = run_cli(capsys, "logs")
    assert code == 1 and err.count("\n") == 1 and "damaged" in err


def test_chat_logs_its_turns_and_continues(tmp_path: Path) -> None:
    from localagent.agent import Agent
    from localagent.backends.scripted import ScriptedBackend
    from localagent.cli.chat import run_chat
    from localagent.cli.common import Conversation
    from localagent.settings import Settings
    from localagent.stores.conversation_log import ConversationLog
    from localagent.tools.builtin import builtin_registry

    settings = Settings(log_db=str(tmp_path / "logs.db"))

    def session(outputs: list[str], lines: str, **resume: object) -> tuple[str, ScriptedBackend]:
        backend = ScriptedBackend(outputs)
        out = io.StringIO()
        run_chat(Agent(backend, builtin_registry()), io.StringIO(lines), out, Conversation(settings, "chat", **resume))
        return out.getvalue(), backend

    # "And then?" asks for no value: a reply in a conversation about numbers is a plain chat, the
    # model's words as they are (policies/evidence.py).
    session([CALL, "Then a second question."], "What is 17 * 23?\nAnd then?\n")
    (first,) = ConversationLog(settings.log_db).conversations()
    assert first["turns"] == 2 and first["title"] == "What is 17 * 23?"
    out, backend = session([" Final Answer: third"], "One more?\n", last=True)
    assert f"(conversation {first['id']} goes on: 2 earlier turns)" in out
    assert "And then?" in backend.prompts[0] and "second" in backend.prompts[0]
    out, _ = session([" Final Answer: a", " Final Answer: b"], "x\n/reset\ny\n", resume=first["id"][:6])
    assert [c["turns"] for c in ConversationLog(settings.log_db).conversations()] == [1, 4]
    assert os.stat(settings.log_db).st_mode & 0o077 == 0
