"""Sub-agents declared in the configuration file, through the CLI on the scripted backend:
listed by `tools`, run by `ask` (with `--json` showing the inner steps) and `chat`, refused
at load with one line."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from localagent.cli.main import main
from tests.conftest import write_script
from tests.support.pty_session import PtySession

BACK_OFFICE = '''
from localagent import tool

ORDERS = {"1042": "delivered 12 days ago"}


@tool
def lookup_order(order_id: str) -> str:
    """Look an order up.

    Args:
        order_id: The order's number.
    """
    return ORDERS[order_id]


@tool
def issue_refund(order_id: str) -> str:
    """Refund an order.

    Args:
        order_id: The order's number.
    """
    return f"refund issued for order {order_id}"
'''

CONFIG = """
tools_from = ["{tools}"]
tools = ["refund"]

[agents.refund]
description = "Refund an order: looks it up and issues the refund."
tools = ["lookup_order", "issue_refund"]
instructions = "Refund only delivered orders."
max_steps = 4
parameters = {{ order_id = "string" }}
"""

STEPS = [
    ' I refund it.\nAction: refund\nAction Input: {"order_id": "1042"}',
    ' I look.\nAction: lookup_order\nAction Input: {"order_id": "1042"}',
    ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "1042"}',
    " Done.\nFinal Answer: Order 1042 was refunded.",
    " Done.\nFinal Answer: Your order 1042 has been refunded.",
]


@pytest.fixture
def config(tmp_path: Path) -> Path:
    (tmp_path / "office.py").write_text(BACK_OFFICE)
    path = tmp_path / "config.toml"
    path.write_text(CONFIG.format(tools=tmp_path / "office.py"))
    return path


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_tools_lists_the_sub_agent_with_its_tools(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "tools", "--config", str(config))
    assert code == 0
    assert out.splitlines()[0] == (
        "refund: Refund an order: looks it up and issues the refund.  (sub-agent over lookup_order, issue_refund)"
    )
    assert "lookup_order" not in out.split("\n", 1)[1]  # --tools offers the coarse tool only


def test_ask_json_shows_the_inner_steps(config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = write_script(tmp_path / "s.json", STEPS)
    code, out, _ = run_cli(
        capsys, "ask", "--json", "--yes", "--config", str(config), "--backend", f"scripted:{script}", "refund 1042"
    )
    data = json.loads(out)
    assert code == 0 and data["answer"] == "Your order 1042 has been refunded."
    refund = data["steps"][0]["calls"][0]
    assert refund["tool"] == "refund" and refund["observation"] == "Order 1042 was refunded."
    inner = refund["result"]["data"]
    assert [c["tool"] for c in inner["calls"]] == ["lookup_order", "issue_refund"]
    assert [len(s["calls"]) for s in inner["steps"]] == [1, 1, 0]


@pytest.mark.parametrize(
    "table, message",
    [
        ('[agents.a]\ndescription = "A."\ntools = ["b"]\n[agents.b]\ndescription = "B."\ntools = ["a"]\n',
         "localagent: error: sub-agents call each other in a cycle: a -> b -> a\n"),
        ('[agents.a]\ndescription = "A."\ntools = ["nope"]\n', "localagent: error: [agents.a]: unknown tool 'nope'\n"),
    ],
)  # fmt: skip
def test_a_bad_sub_agent_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], table: str, message: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(table)
    script = write_script(tmp_path / "s.json", ["Final Answer: x"])
    for argv in (["tools"], ["ask", "--backend", f"scripted:{script}", "q"]):
        code, out, err = run_cli(capsys, *argv, "--config", str(path))
        assert (code, out, err) == (2, "", message)


@pytest.mark.slow
def test_chat_shows_the_inner_calls_indented_as_they_happen(config: Path, tmp_path: Path) -> None:
    script = tmp_path / "chat.json"
    script.write_text(json.dumps({"outputs": STEPS, "token_delay": 0.0}))
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    command = [
        sys.executable,
        "-m",
        "localagent",
        "chat",
        "--yes",
        "--config",
        str(config),
        "--backend",
        f"scripted:{script}",
    ]
    s = PtySession(command, env=env)
    s.read_until("you> ")
    s.send("refund order 1042\n")
    out = s.read_until("you> ", timeout=30).replace("\r", "")
    lines = [line for line in out.splitlines() if "→" in line]
    assert lines[0].startswith('    → lookup_order(order_id="1042")')
    assert lines[1].startswith('    → issue_refund(order_id="1042")')
    assert lines[2].startswith('→ refund(order_id="1042")  ✓ Order 1042 was refunded.')
    assert "Your order 1042 has been refunded." in out
    s.send("/exit\n")
    assert s.close() == 0


@pytest.mark.slow
def test_serves_agent_model_runs_the_sub_agent(config: Path, tmp_path: Path) -> None:
    import openai

    from tests.support.serve_process import running_server, scripted

    backend = scripted(tmp_path, STEPS)
    with running_server(
        ["--backend", backend, "--mode", "react", "--yes", "--config", str(config)], tmp_path / "log"
    ) as url:
        c = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=60)
        raw = c.chat.completions.with_raw_response.create(
            model="localagent-agent", messages=[{"role": "user", "content": "refund 1042"}]
        )
    body = json.loads(raw.text)
    assert body["choices"][0]["message"]["content"] == "Your order 1042 has been refunded."
    refund = body["localagent"]["steps"][0]["calls"][0]
    assert refund["tool"] == "refund" and [c["tool"] for c in refund["result"]["data"]["calls"]] == [
        "lookup_order", "issue_refund",
    ]  # fmt: skip


@pytest.mark.slow
def test_mcp_server_publishes_the_sub_agent(config: Path, tmp_path: Path) -> None:
    import asyncio

    from mcp import ClientSession, StdioServerParameters, stdio_client

    script = write_script(tmp_path / "s.json", STEPS[1:4])
    args = ["-m", "localagent", "mcp-server", "--config", str(config), "--backend", f"scripted:{script}"]
    params = StdioServerParameters(command=sys.executable, args=args, env={**os.environ, "LOCALAGENT_YES": "true"})

    async def session() -> tuple:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            tools = (await client.list_tools()).tools
            done = await client.call_tool("refund", {"order_id": "1042"})
            return tools, done

    tools, done = asyncio.run(session())
    assert "refund" in {t.name for t in tools}
    assert not done.is_error and done.content[0].text == "Order 1042 was refunded."


@pytest.mark.parametrize(
    "command, line, check",
    [
        ("batch", '{"id": "r", "question": "refund 1042"}',
         lambda record: record["answer"] == "Your order 1042 has been refunded."),
        ("eval", '{"id": "r1", "category": "office", "question": "refund 1042", "expect": {"text": "refunded"}}',
         lambda record: record["right"] and record["tools"] == ["refund"]),
    ],
)  # fmt: skip
def test_batch_and_answer_suites_run_the_sub_agent(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, line: str, check: Any
) -> None:
    items = tmp_path / "items.jsonl"
    items.write_text(line + "\n")
    script = write_script(tmp_path / "s.json", STEPS)
    out = tmp_path / "out.jsonl"
    argv = [command, str(items), "--out", str(out), "--yes", "--config", str(config), "--backend", f"scripted:{script}"]
    code, _, _ = run_cli(capsys, *argv)
    assert code == 0 and check(json.loads(out.read_text()))
