"""`localagent logs`: the conversation log (stores/conversation_log.py), newest first.

localagent logs                 the latest turns, one line each
localagent logs -q backup       the turns whose question or answer has these words
localagent logs show ID         one conversation, whole: questions, tool calls, answers
localagent logs --json          the same as JSON
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from typing import Any

from .options import EXIT_OK, POS_INT, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("logs", help="the conversation log: latest turns, a search, or one conversation (logs show ID)")
    p.add_argument("action", nargs="?", choices=["list", "show"], default="list", help="list (default) or show ID")
    p.add_argument("id", nargs="?", help="show: the conversation (its id, or a unique start of it)")
    p.add_argument("-q", "--query", metavar="TEXT", help="only turns whose question or answer has these words")
    p.add_argument("-n", "--count", type=POS_INT, default=20, metavar="N", help="how many turns (default 20)")
    p.add_argument("--json", action="store_true", help="print JSON")
    add_setting_options(p, only=("log_db",), groups=("log",))


def run(args: argparse.Namespace) -> int:
    from ..errors import UsageError
    from ..stores.conversation_log import ConversationLog

    log = ConversationLog(settings_of(args).settings.log_db)
    if args.action == "show":
        if not args.id:
            raise UsageError("logs show: which conversation? (localagent logs lists them)")
        turns = log.conversation(args.id) if log.path.exists() else []
        if not turns:
            raise UsageError(f"no conversation {args.id!r}: the log {log.path} is empty")
        if args.json:
            print(json.dumps({"id": turns[0].conversation, "turns": [t.to_json() for t in turns]}, ensure_ascii=False))
        else:
            sys.stdout.write(_conversation(turns))
        return EXIT_OK
    if args.id:
        raise UsageError(f"logs: unexpected {args.id!r} (logs show ID shows a conversation)")
    turns = log.latest(args.count, args.query) if log.path.exists() else []
    if args.json:
        print(json.dumps([t.to_json() for t in turns], ensure_ascii=False))
    elif not turns:
        print(f"nothing logged{' matches ' + repr(args.query) if args.query else ' yet'} ({log.path})")
    else:
        for t in turns:
            print(_line(t))
    return EXIT_OK


def _when(at: float) -> str:
    return datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M")


def _short(text: str, width: int) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def _line(t: Any) -> str:
    calls = len(t.calls)
    tail = f"{calls} call{'s' if calls != 1 else ''}, {t.seconds:.1f} s"
    if t.stop_reason != "final_answer":
        tail += f", {t.stop_reason}"
    return (f"{_when(t.at)}  {t.conversation}  {t.source:<4}  {_short(t.question, 48)}  →  "
            f"{_short(t.answer, 48) or '(no answer)'}  ({tail})")  # fmt: skip


def _conversation(turns: list[Any]) -> str:
    first = turns[0]
    out = [f"conversation {first.conversation}: {len(turns)} turn{'s' if len(turns) != 1 else ''}, "
           f"{_when(first.at)} to {_when(turns[-1].at)}\n"]  # fmt: skip
    for t in turns:
        usage = t.usage or {}
        tokens = f", {usage.get('prompt_tokens', 0)}+{usage.get('completion_tokens', 0)} tokens" if usage else ""
        out.append(f"\n## {_when(t.at)}  {t.source}, {t.model}, mode {t.mode}, {t.stop_reason}, {t.seconds:.1f} s"
                   f"{tokens}\n")  # fmt: skip
        out.append(f"> {t.question}\n")
        for c in t.calls:
            arguments = json.dumps(c["arguments"], ensure_ascii=False)
            took = f" ({c['ms']:.0f} ms)" if c.get("ms") is not None else ""
            status = "→" if c["ok"] else f"✗ {c.get('error') or 'failed'}:"
            out.append(f"  {c['tool']}({arguments}) {status} {_short(c['result'], 200)}{took}\n")
        out.append((t.answer or "(no answer)") + "\n")
    return "".join(out)
