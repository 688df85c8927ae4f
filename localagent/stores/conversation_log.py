"""The conversation log: every `ask`, `chat` and chat-page turn kept in one SQLite file.

One row a turn: the conversation it belongs to, the question, the answer, the model and mode,
each tool call with its arguments and result, the usage, the time it took and why it stopped.
FTS5 indexes the questions and answers, so `localagent logs -q TEXT` finds a turn by its words.
The file is the user's own (mode 0600, under $XDG_DATA_HOME/localagent; LOCALAGENT_LOG_DB or
`log_db` moves it) and runs in WAL mode: several processes append at once, each turn in one
short transaction, a writer waiting for another rather than failing. A log that cannot be
opened or written (damaged, locked too long, a read-only disk) is a `LogError`: one line for
the user, and the run that wanted to log still answers.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LocalAgentError, UsageError
from ..settings import data_home
from ..types import RunResult

SCHEMA_VERSION = 1
BUSY_TIMEOUT_S = 10.0  # a writer waits this long for another's transaction
MAX_RESULT_CHARS = 20_000  # a tool result kept in the log (the model saw at most max_observation_chars)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS turns(
    id INTEGER PRIMARY KEY,
    conversation TEXT NOT NULL,
    at REAL NOT NULL,
    source TEXT NOT NULL,
    model TEXT NOT NULL,
    mode TEXT NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    stop_reason TEXT NOT NULL,
    calls TEXT NOT NULL,
    usage TEXT NOT NULL,
    seconds REAL NOT NULL,
    sources TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS turns_conversation ON turns(conversation, id);
CREATE VIRTUAL TABLE IF NOT EXISTS turns_text USING fts5(question, answer, content='turns', content_rowid='id');
CREATE TRIGGER IF NOT EXISTS turns_indexed AFTER INSERT ON turns BEGIN
    INSERT INTO turns_text(rowid, question, answer) VALUES (new.id, new.question, new.answer);
END;
CREATE TRIGGER IF NOT EXISTS turns_unindexed AFTER DELETE ON turns BEGIN
    INSERT INTO turns_text(turns_text, rowid, question, answer) VALUES ('delete', old.id, old.question, old.answer);
END;
"""


class LogError(LocalAgentError):
    """The conversation log cannot be read or written (one line; the run goes on without it)."""


class UnknownConversation(LogError, UsageError):
    """No conversation (or more than one) has the id the user gave."""


def default_path() -> Path:
    """Where the log is when the `log_db` setting (LOCALAGENT_LOG_DB) names no file."""
    return data_home() / "logs.db"


def new_conversation_id() -> str:
    return secrets.token_hex(6)


@dataclass
class Turn:
    conversation: str
    question: str
    answer: str
    model: str
    mode: str
    source: str  # ask | chat | page | api
    stop_reason: str
    calls: list[dict[str, Any]] = field(default_factory=list)  # {tool, arguments, ok, result, error, ms[, planned]}
    usage: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    sources: list[dict[str, Any]] = field(default_factory=list)
    at: float = field(default_factory=time.time)
    id: int | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def turn_of(result: RunResult, question: str, conversation: str, source: str) -> Turn:
    """The log's record of one agent run."""
    calls = [
        {
            "tool": c.tool,
            "arguments": c.arguments,
            "ok": c.ok,
            "result": c.observation[:MAX_RESULT_CHARS],
            "error": c.error,
            "ms": None if c.duration_ms is None else round(c.duration_ms, 1),
            **({"planned": True} if c.deferred else {}),  # held for the plan, not run
        }  # fmt: skip
        for step in result.steps
        for c in step.calls
    ]
    return Turn(
        conversation=conversation, question=question, answer=result.answer, model=result.model, mode=result.mode,
        source=source, stop_reason=result.stop_reason, calls=calls, usage=asdict(result.usage),
        seconds=round(result.seconds, 3), sources=result.sources,
    )  # fmt: skip


class ConversationLog:
    """The log at `path`, opened on first use; safe to share between threads."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path).expanduser() if path is not None else default_path()
        self._db: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def _open(self) -> sqlite3.Connection:
        if self._db is not None:
            return self._db
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not self.path.exists():  # made private before SQLite writes a byte (its -wal and -shm follow it)
                os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, check_same_thread=False, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                db.close()
                raise LogError(f"the conversation log {self.path} was written by a newer localagent")
            if version < SCHEMA_VERSION:
                db.executescript(_SCHEMA + f"PRAGMA user_version={SCHEMA_VERSION};")
        except sqlite3.Error as exc:
            raise LogError(_reason(self.path, exc)) from None
        except OSError as exc:
            raise LogError(f"the conversation log {self.path} cannot be opened ({exc.strerror or exc})") from None
        self._db = db
        return db

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            db = self._open()
            try:
                yield db
            except sqlite3.Error as exc:
                raise LogError(_reason(self.path, exc)) from None

    def record(self, turn: Turn) -> int:
        """Appends `turn`; its id."""
        with self._connection() as db:
            cursor = db.execute(
                "INSERT INTO turns(conversation, at, source, model, mode, question, answer, stop_reason, calls, usage,"
                " seconds, sources) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (turn.conversation, turn.at, turn.source, turn.model, turn.mode, turn.question, turn.answer,
                 turn.stop_reason, _dumps(turn.calls), _dumps(turn.usage), turn.seconds, _dumps(turn.sources)),
            )  # fmt: skip
            turn.id = int(cursor.lastrowid or 0)
            return turn.id

    def keep(self, turn: Turn) -> str | None:
        """Appends `turn`, or says in one line why it could not (the run that asks goes on)."""
        try:
            self.record(turn)
        except LogError as exc:
            return str(exc)
        return None

    def latest(self, limit: int = 20, query: str | None = None, conversation: str | None = None) -> list[Turn]:
        """The newest turns first: all, those whose question or answer has every word of
        `query`, or one conversation's."""
        where, args = [], []
        if query is not None:
            match = fts_query(query)
            if not match:
                return []
            where.append("id IN (SELECT rowid FROM turns_text WHERE turns_text MATCH ?)")
            args.append(match)
        if conversation is not None:
            where.append("conversation = ?")
            args.append(conversation)
        sql = "SELECT * FROM turns" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id DESC LIMIT ?"
        with self._connection() as db:
            return [_turn(row) for row in db.execute(sql, (*args, limit))]

    def conversation(self, ident: str) -> list[Turn]:
        """A conversation's turns, oldest first: `ident` is its id or a unique start of it.
        LogError when none or several match."""
        with self._connection() as db:
            found = [r[0] for r in db.execute(
                "SELECT DISTINCT conversation FROM turns WHERE conversation >= ? AND conversation < ? LIMIT 6",
                (ident, ident + "\U0010ffff"),
            )]  # fmt: skip
            if ident in found:
                found = [ident]
            if not found:
                raise UnknownConversation(f"no conversation {ident!r} in the log (localagent logs lists them)")
            if len(found) > 1:
                raise UnknownConversation(f"{ident!r} starts several conversations: {', '.join(found[:5])}")
            rows = db.execute("SELECT * FROM turns WHERE conversation = ? ORDER BY id", (found[0],))
            return [_turn(row) for row in rows]

    def conversations(self, limit: int = 50, query: str | None = None) -> list[dict[str, Any]]:
        """The newest conversations first: {id, title (its first question), updated, turns,
        model}; with `query`, those with a turn having every word of it."""
        match = fts_query(query) if query is not None else None
        if query is not None and not match:
            return []
        having = "WHERE conversation IN (SELECT conversation FROM turns WHERE id IN " \
                 "(SELECT rowid FROM turns_text WHERE turns_text MATCH ?))" if match else ""  # fmt: skip
        sql = (
            "SELECT conversation, MIN(id), MAX(at), COUNT(*), MAX(id) FROM turns " + having +
            " GROUP BY conversation ORDER BY MAX(id) DESC LIMIT ?"
        )  # fmt: skip
        with self._connection() as db:
            rows = db.execute(sql, (match, limit) if match else (limit,)).fetchall()
            out = []
            for ident, first, updated, count, last in rows:
                question = db.execute("SELECT question FROM turns WHERE id = ?", (first,)).fetchone()[0]
                model = db.execute("SELECT model FROM turns WHERE id = ?", (last,)).fetchone()[0]
                out.append({"id": ident, "title": _title(question), "updated": updated, "turns": count,
                            "model": model})  # fmt: skip
            return out

    def last_conversation(self, source: str | None = None) -> str | None:
        """The id of the conversation written to last (of `source`, where given)."""
        sql = "SELECT conversation FROM turns" + (" WHERE source = ?" if source else "") + " ORDER BY id DESC LIMIT 1"
        with self._connection() as db:
            row = db.execute(sql, (source,) if source else ()).fetchone()
        return row[0] if row else None

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


def fts_query(text: str) -> str:
    """`text`'s words as an FTS5 query every one of which must match (each quoted: the user's
    `:`, `*` or `OR` are words, not FTS5 syntax); the last one also as a prefix. A word matches
    written whole or split in two as a hyphen splits it ("wifi" finds "Wi-Fi", and "Wi-Fi"
    finds "wifi"), as the documents index joins such words: the log's own index, whose
    tokenizer splits at a hyphen, is not rewritten."""
    words = [w.replace("-", "") for w in re.findall(r"\w+(?:-\w+)*", text)]
    if not words:
        return ""
    groups = []
    for i, word in enumerate(words):
        star = "*" if i == len(words) - 1 else ""
        forms = (
            [word] + [f"{word[:k]} {word[k:]}" for k in range(1, len(word))] if 3 <= len(word) <= MAX_SPLIT else [word]
        )
        groups.append("(" + " OR ".join(f'"{form}"{star}' for form in forms) + ")")
    return " AND ".join(groups)


MAX_SPLIT = 24  # a longer word is looked for whole only


def _title(question: str) -> str:
    line = " ".join(question.split())
    return line if len(line) <= 80 else line[:79] + "…"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _turn(row: tuple[Any, ...]) -> Turn:
    (ident, conversation, at, source, model, mode, question, answer, stop_reason, calls, usage, seconds,
     sources) = row  # fmt: skip
    return Turn(
        conversation=conversation, question=question, answer=answer, model=model, mode=mode, source=source,
        stop_reason=stop_reason, calls=json.loads(calls), usage=json.loads(usage), seconds=seconds,
        sources=json.loads(sources), at=at, id=ident,
    )  # fmt: skip


def _reason(path: Path, exc: sqlite3.Error) -> str:
    text = str(exc)
    if "locked" in text or "busy" in text:
        return f"the conversation log {path} is locked by another process ({text})"
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return f"the conversation log {path} is damaged ({text}); move it away to start a new one"
    return f"the conversation log {path} cannot be used ({text})"
