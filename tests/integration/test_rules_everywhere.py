"""Approval, preconditions and the plan hold in every command that runs tools (issue 40): `chat`
on a terminal, `batch`, and `mcp-server` here; `ask` in test_tool_rules_cli.py, `serve` (both
models) in test_serve_plan.py, and the plan on `serve`'s chat page in test_chat_page.py. One office: a check, and a refund that requires it and cannot be
undone (`[tool_rules.issue_refund]`), whose refunds are written to a file beside it so that a
test sees what ran in another process."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from localagent.cli.main import main
from tests.conftest import write_script
from tests.support.pty_session import PtySession

OFFICE = '''
from pathlib import Path

from localagent import tool

REFUNDS = Path(__file__).with_name("refunds.txt")


@tool
def check_refundable(order_id: str) -> dict:
    """Say whether an order can be refunded.

    Args:
        order_id: The order's number.
    """
    if order_id == "1042":
        return {"allowed": True, "reason": ""}
    return {"allowed": False, "reason": f"order {order_id} was delivered 45 days ago"}


@tool
def issue_refund(order_id: str) -> str:
    """Refund an order.

    Args:
        order_id: The order's number.
    """
    with REFUNDS.open("a") as out:
        out.write(order_id + "\\n")
    return f"refund issued for order {order_id}"
'''

CONFIG = """
tools_from = ["{tools}"]
mode = "react"
policies = "off"
{extra}
[tool_rules.issue_refund]
requires = "check_refundable"
irreversible = true
"""

PLANNED = [
    ' I check.\nAction: check_refundable\nAction Input: {"order_id": "1042"}',
    ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "1042"}',
    " Done.\nFinal Answer: Order 1042 will be refunded once you approve.",
]


def office(tmp_path: Path, extra: str = "") -> Path:
    (tmp_path / "office.py").write_text(OFFICE)
    path = tmp_path / "config.toml"
    path.write_text(CONFIG.format(tools=tmp_path / "office.py", extra=extra))
    return path


def refunds(tmp_path: Path) -> list[str]:
    path = tmp_path / "refunds.txt"
    return path.read_text().split() if path.exists() else []


@pytest.mark.slow
def test_chat_on_a_terminal_asks_once_about_the_plan_and_runs_it_when_approved(tmp_path: Path) -> None:
    config = office(tmp_path)
    script = write_script(tmp_path / "s.json", [*PLANNED, " Order 1042 was refunded.", *PLANNED])
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    command = [sys.executable, "-m", "localagent", "chat", "--plan", "--config", str(config), "--backend",
               f"scripted:{script}"]  # fmt: skip
    s = PtySession(command, env=env)
    s.read_until("you> ")
    s.send("Refund order 1042\n")
    asked = s.read_until("[y/N] ", timeout=30).replace("\r", "")
    assert 'issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")' in asked
    assert refunds(tmp_path) == []  # planned, not run, until the user says so
    s.send("y\n")
    assert "Order 1042 was refunded." in s.read_until("you> ", timeout=30)
    assert refunds(tmp_path) == ["1042"]
    s.send("Refund order 1042 again\n")  # a new run: planned again, and declined this time
    s.read_until("[y/N] ", timeout=30)
    s.send("n\n")
    assert "the plan was declined" in s.read_until("you> ", timeout=30)
    s.send("/exit\n")
    assert s.close() == 0 and refunds(tmp_path) == ["1042"]


@pytest.mark.slow
def test_chat_on_a_terminal_holds_the_precondition_and_asks_before_each_irreversible_call(tmp_path: Path) -> None:
    """Without --plan: a refund before its check is refused (the model is told which check to
    call), and an allowed one asks y/N on the terminal: "n" denies it, "y" runs it."""
    config = office(tmp_path)
    refund = ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "1042"}'
    script = write_script(tmp_path / "s.json", [
        refund, *PLANNED[:2], " Done.\nFinal Answer: It was not refunded.",
        *PLANNED[:2], " Done.\nFinal Answer: Order 1042 was refunded.",
    ])  # fmt: skip
    trace = tmp_path / "trace.jsonl"
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    command = [sys.executable, "-m", "localagent", "chat", "--config", str(config), "--backend", f"scripted:{script}",
               "--trace", str(trace)]  # fmt: skip
    s = PtySession(command, env=env)
    s.read_until("you> ")
    s.send("Refund order 1042\n")
    assert "issue_refund(order_id='1042') (it cannot be undone)? [y/N]" in s.read_until("[y/N] ", timeout=30)
    assert refunds(tmp_path) == []
    s.send("n\n")
    assert "It was not refunded." in s.read_until("you> ", timeout=30) and refunds(tmp_path) == []
    s.send("Refund order 1042 now\n")
    s.read_until("[y/N] ", timeout=30)
    s.send("y\n")
    assert "Order 1042 was refunded." in s.read_until("you> ", timeout=30)
    s.send("/exit\n")
    assert s.close() == 0 and refunds(tmp_path) == ["1042"]
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert [e["held"] for e in events if e["type"] == "precondition"] == [False, True, True]
    assert [e["approved"] for e in events if e["type"] == "approval"] == [False, True]
    results = [e["observation"] for e in events if e["type"] == "tool_result" and e["tool"] == "issue_refund"]
    assert results[0].startswith("issue_refund needs check_refundable to allow it first")
    assert results[1:] == ["the user denied this call", "refund issued for order 1042"]


def batch(tmp_path: Path, outputs: list[str], *flags: str) -> dict[str, Any]:
    questions = tmp_path / "q.jsonl"
    questions.write_text('{"id": "a", "question": "Refund order 1042"}\n')
    out = tmp_path / "a.jsonl"
    out.unlink(missing_ok=True)
    script = write_script(tmp_path / "s.json", outputs)
    argv = ["batch", str(questions), "--out", str(out), "--config", str(office(tmp_path)), "--backend",
            f"scripted:{script}", *flags]  # fmt: skip
    assert main(argv) == 0
    return json.loads(out.read_text())


def test_batch_holds_the_precondition_and_allow_approves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    outputs = [
        ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "1042"}',
        *PLANNED[:2],
        " Done.\nFinal Answer: Order 1042 was refunded.",
    ]
    denied = batch(tmp_path, outputs)  # no --allow: the irreversible call is denied
    assert [c["observation"] for s in denied["steps"] for c in s["calls"]][-1] == "the user denied this call"
    assert refunds(tmp_path) == []
    line = batch(tmp_path, outputs, "--allow", "issue_refund")
    made = [(c["tool"], c["ok"]) for s in line["steps"] for c in s["calls"]]
    assert made == [("issue_refund", False), ("check_refundable", True), ("issue_refund", True)]
    assert line["steps"][0]["calls"][0]["observation"].startswith("issue_refund needs check_refundable")
    assert refunds(tmp_path) == ["1042"]


def test_batch_plan_keeps_the_plan_in_its_line_unless_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = batch(tmp_path, PLANNED, "--plan")
    assert [(p["tool"], p["arguments"], p["check"]["tool"]) for p in line["plan"]] == [
        ("issue_refund", {"order_id": "1042"}, "check_refundable")
    ]
    assert refunds(tmp_path) == [] and line["answer"].startswith("Order 1042 will be refunded once you approve.")
    assert line["answer"].endswith(
        'Not done: waiting for approval: issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")'
    )
    line = batch(tmp_path, [*PLANNED, " Order 1042 was refunded."], "--plan", "--allow", "issue_refund")
    assert "plan" not in line and line["answer"] == "Order 1042 was refunded." and refunds(tmp_path) == ["1042"]


def mcp_session(tmp_path: Path, config: Path, calls: list[tuple[str, dict[str, Any]]], *flags: str) -> tuple:
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(  # this environment: the SDK's default would drop PYTHONPATH (this checkout)
        command=sys.executable, args=["-m", "localagent", "mcp-server", "--config", str(config), *flags],
        env=dict(os.environ),
    )  # fmt: skip

    async def session() -> tuple:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            tools = {t.name: t for t in (await client.list_tools()).tools}
            results = [await client.call_tool(name, arguments) for name, arguments in calls]
            return tools, results

    return asyncio.run(session())


@pytest.mark.slow
def test_mcp_server_holds_the_precondition_once_and_approval(tmp_path: Path) -> None:
    config = office(tmp_path)
    order = [
        ("issue_refund", {"order_id": "1042"}),  # before its check: refused
        ("check_refundable", {"order_id": "2077"}),
        ("issue_refund", {"order_id": "2077"}),  # the check did not allow it: refused
        ("check_refundable", {"order_id": "1042"}),
        ("issue_refund", {"order_id": "1042"}),  # runs
        ("issue_refund", {"order_id": "1042"}),  # once: refused
    ]
    tools, results = mcp_session(tmp_path, config, order, "--allow", "issue_refund")
    assert tools["issue_refund"].annotations.destructive_hint is True
    assert tools["check_refundable"].annotations.destructive_hint is False
    texts = [(r.is_error, r.content[0].text) for r in results]
    assert texts[0][0] and texts[0][1].startswith("issue_refund needs check_refundable to allow it first")
    assert texts[2] == (True, 'issue_refund cannot run for order_id="2077": check_refundable did not allow it: '
                              "order 2077 was delivered 45 days ago")  # fmt: skip
    assert texts[4] == (False, "refund issued for order 1042")
    assert texts[5][0] and "already ran with these arguments" in texts[5][1]
    assert refunds(tmp_path) == ["1042"]
    # Without --allow or --yes the server cannot ask: the call is denied.
    _, results = mcp_session(tmp_path, config, order[3:5])
    assert (results[1].is_error, results[1].content[0].text) == (True, "the user denied this call")
    assert refunds(tmp_path) == ["1042"]


@pytest.mark.slow
def test_mcp_server_returns_a_sub_agents_plan_undone(tmp_path: Path) -> None:
    extra = """plan = true

[agents.refund_order]
description = "Refund an order."
tools = ["check_refundable", "issue_refund"]
parameters = { order_id = "string" }
"""
    config = office(tmp_path, extra)
    script = write_script(tmp_path / "s.json", PLANNED)
    flags = ("--backend", f"scripted:{script}", "--allow", "check_refundable")
    _, results = mcp_session(tmp_path, config, [("refund_order", {"order_id": "1042"})], *flags)
    result = results[0]
    assert not result.is_error and refunds(tmp_path) == []
    assert result.content[0].text == (
        "Order 1042 will be refunded once you approve.\nNot done: waiting for approval: "
        'issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")'
    )
    assert [p["tool"] for p in result.structured_content["plan"]] == ["issue_refund"]
