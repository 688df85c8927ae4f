"""The conversation log (stores/conversation_log.py): what a turn keeps, finding turns again by
their words, one conversation by a start of its id, a private file, several processes writing
at once, and a damaged, locked or newer file as one line (LogError)."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from localagent.cli.common import history_of
from localagent.errors import UsageError
from localagent.stores.conversation_log import (
    ConversationLog,
    LogError,
    Turn,
    fts_query,
    turn_of,
)
from localagent.types import CallRecord, RunResult, Step, Usage


def turn(conversation: str, question: str, answer: str = "ok", **kw: object) -> Turn:
    return Turn(conversation, question, answer, "m.gguf", "react", "ask", "final_answer", **kw)  # type: ignore[arg-type]


def test_a_turn_is_kept_whole_and_read_back(tmp_path: Path) -> None:
    log = ConversationLog(tmp_path / "deep" / "logs.db")
    calls = [{"tool": "calculator", "arguments": {"expression": "17*23"}, "ok": True, "result": "391", "error": None,
              "ms": 0.4}]  # fmt: skip
    kept = turn("c1", "What is 17*23?", "391", calls=calls, usage={"prompt_tokens": 9, "completion_tokens": 2},
                seconds=1.5, sources=[{"path": "a.md", "lines": [1, 2], "heading": "A"}])  # fmt: skip
    ident = log.record(kept)
    (back,) = log.latest()
    assert back.id == ident and back.to_json() == kept.to_json()
    assert stat.S_IMODE(os.stat(tmp_path / "deep" / "logs.db").st_mode) == 0o600
    for side in ("-wal", "-shm"):  # SQLite gives its side files the database's mode
        assert stat.S_IMODE(os.stat(f"{tmp_path}/deep/logs.db{side}").st_mode) == 0o600


def test_turns_found_by_their_words_and_conversations_by_a_start_of_their_id(tmp_path: Path) -> None:
    log = ConversationLog(tmp_path / "logs.db")
    log.record(turn("aa11", "How do I back up my laptop?", "Use rsync nightly."))
    log.record(turn("aa22", "What is 17 times 23?", "391"))
    log.record(turn("aa11", "And the photos?", "The same way: rsync."))
    assert [t.question for t in log.latest()] == ["And the photos?", "What is 17 times 23?",
                                                    "How do I back up my laptop?"]  # fmt: skip
    assert [t.question for t in log.latest(query="rsync")] == ["And the photos?", "How do I back up my laptop?"]
    assert [t.question for t in log.latest(query="laptop back")] == ["How do I back up my laptop?"]
    assert [t.question for t in log.latest(query="phot")] == ["And the photos?"]  # the last word as a prefix
    assert log.latest(query="OR NOT * : -") == [] and log.latest(query="   ") == []  # words, never FTS5 syntax
    assert [t.question for t in log.latest(1)] == ["And the photos?"]
    assert [t.question for t in log.conversation("aa1")] == ["How do I back up my laptop?", "And the photos?"]
    with pytest.raises(UsageError, match="starts several conversations"):
        log.conversation("aa")
    with pytest.raises(LogError, match="no conversation 'zz'"):
        log.conversation("zz")
    listed = log.conversations()
    assert [(c["id"], c["title"], c["turns"]) for c in listed] == [
        ("aa11", "How do I back up my laptop?", 2), ("aa22", "What is 17 times 23?", 1)]  # fmt: skip
    assert [c["id"] for c in log.conversations(query="391")] == ["aa22"]
    assert log.last_conversation() == "aa11" and log.last_conversation("chat") is None


def test_a_word_a_hyphen_splits_is_found_written_either_way(tmp_path: Path) -> None:
    """`logs -q wifi` said nothing matched "What is the guest Wi-Fi password?"."""
    log = ConversationLog(tmp_path / "logs.db")
    log.record(turn("aa11", "What is the guest Wi-Fi password?", "tidepool-4821"))
    log.record(turn("aa22", "Is the wifi down?", "No."))
    log.record(turn("aa33", "Is the e-mail server up?", "Yes."))
    assert [t.question for t in log.latest(query="wifi")] == ["Is the wifi down?", "What is the guest Wi-Fi password?"]
    assert [t.question for t in log.latest(query="Wi-Fi")] == ["Is the wifi down?", "What is the guest Wi-Fi password?"]
    assert [t.question for t in log.latest(query="email serv")] == ["Is the e-mail server up?"]


@given(st.text(max_size=40))
def test_any_search_text_is_a_valid_query(text: str) -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(a)")
    query = fts_query(text)
    if query:
        db.execute("SELECT * FROM t WHERE t MATCH ?", (query,)).fetchall()  # never a syntax error


def test_history_and_a_runs_record(tmp_path: Path) -> None:
    step = Step(raw="", format="react")
    step.calls = [CallRecord("c1", "calculator", {"expression": "2+2"}, True, "4", duration_ms=1.234)]
    result = RunResult("4\n\nSources: a.md:1-2 (A)", "final_answer", [step], Usage(10, 3), 0.5, "m.gguf",
                       sources=[{"path": "a.md"}], reply="4")  # fmt: skip
    kept = turn_of(result, "2+2?", "c9", "chat")
    assert kept.calls == [{"tool": "calculator", "arguments": {"expression": "2+2"}, "ok": True, "result": "4",
                           "error": None, "ms": 1.2}]  # fmt: skip
    assert kept.usage["prompt_tokens"] == 10 and kept.usage["completion_tokens"] == 3 and kept.source == "chat"
    assert [(m.role, m.content) for m in history_of([kept])] == [("user", "2+2?"), ("assistant", "4")]


def test_a_call_held_for_the_plan_is_logged_as_planned_and_no_other() -> None:
    """Planned is what the executor says of the call (held, not run), not a shape of its data: a
    tool that ran and returned {"planned": true} is logged as any call."""
    step = Step(raw="", format="react")
    step.calls = [
        CallRecord("c1", "issue_refund", {"order_id": "1042"}, True, "planned, not run yet", data={"planned": True},
                   deferred=True),
        CallRecord("c2", "schedule", {}, True, "ok", data={"planned": True}, duration_ms=1.0),
    ]  # fmt: skip
    result = RunResult("ok", "final_answer", [step], Usage(1, 1), 0.1, "m.gguf", reply="ok")
    calls = turn_of(result, "q", "c9", "chat").calls
    assert [c.get("planned") for c in calls] == [True, None]


def _write_many(path: str, writer: int, count: int) -> None:
    log = ConversationLog(path)
    for i in range(count):
        log.record(turn(f"w{writer}", f"question {writer}-{i}"))


def test_several_processes_write_at_once_without_losing_a_row(tmp_path: Path) -> None:
    path = str(tmp_path / "logs.db")
    ConversationLog(path).latest()  # made once, as the first run would
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_write_many, args=(path, w, 50)) for w in range(4)]
    for p in writers:
        p.start()
    for p in writers:
        p.join(60)
        assert p.exitcode == 0
    turns = ConversationLog(path).latest(1000)
    assert len(turns) == 200 and len({t.question for t in turns}) == 200
    assert ConversationLog(path).latest(1000, query="question") != []


def test_a_damaged_locked_or_newer_log_is_one_line(tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"this is not a database " * 200)
    with pytest.raises(LogError, match="damaged .*move it away"):
        ConversationLog(damaged).latest()
    assert ConversationLog(damaged).keep(turn("c", "q")) is not None  # the run asking goes on

    locked = tmp_path / "locked.db"
    ConversationLog(locked).latest()
    holder = sqlite3.connect(locked)
    holder.execute("BEGIN EXCLUSIVE")
    import localagent.stores.conversation_log as module

    original, module.BUSY_TIMEOUT_S = module.BUSY_TIMEOUT_S, 0.2
    try:
        problem = ConversationLog(locked).keep(turn("c", "q"))
    finally:
        module.BUSY_TIMEOUT_S = original
        holder.rollback()
    assert problem is not None and "locked" in problem and "\n" not in problem

    newer = tmp_path / "newer.db"
    sqlite3.connect(newer).execute("PRAGMA user_version=99")
    with pytest.raises(LogError, match="newer localagent"):
        ConversationLog(newer).latest()
