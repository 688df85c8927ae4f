"""[tool_rules.NAME] in the configuration file, through the CLI on the scripted backend: a
--tools-from tool and a sub-agent made irreversible and given a check, listed by `tools`, held
by `ask`, refused at load with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.conftest import write_script

OFFICE = '''
from localagent import tool

REFUNDS = []


@tool
def check_refundable(order_id: str) -> dict:
    """Say whether an order can be refunded.

    Args:
        order_id: The order's number.
    """
    if order_id == "1042":
        return {"allowed": True, "reason": ""}
    return {"allowed": False, "reason": f"order {order_id} is not delivered yet"}


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
mode = "react"

[agents.refund]
description = "Refund an order."
tools = ["check_refundable", "issue_refund"]
parameters = {{ order_id = "string" }}

[tool_rules.issue_refund]
requires = "check_refundable"
irreversible = true

[tool_rules.refund]
irreversible = true
"""


def act(name: str, **arguments: str) -> str:
    return f" I act.\nAction: {name}\nAction Input: {json.dumps(arguments)}"


@pytest.fixture
def config(tmp_path: Path) -> Path:
    (tmp_path / "office.py").write_text(OFFICE)
    path = tmp_path / "config.toml"
    path.write_text(CONFIG.format(tools=tmp_path / "office.py"))
    return path


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_tools_lists_the_rules(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "tools", "--config", str(config), "--tools", "check_refundable,issue_refund,refund")
    assert code == 0
    assert "issue_refund: Refund an order.  (irreversible, requires check_refundable)" in out
    assert "refund: Refund an order.  (irreversible, sub-agent over check_refundable, issue_refund)" in out


def test_ask_holds_the_precondition_and_asks_approval(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(
        tmp_path / "s.json",
        [
            act("issue_refund", order_id="1042"),
            act("check_refundable", order_id="1042"),
            act("issue_refund", order_id="1042"),
            " Done.\nFinal Answer: Order 1042 was refunded.",
        ],
    )
    trace = tmp_path / "trace.jsonl"
    argv = ["ask", "--json", "--config", str(config), "--backend", f"scripted:{script}", "--trace", str(trace)]
    code, out, _ = run_cli(capsys, *argv, "--tools", "check_refundable,issue_refund", "--relevant-tools", "0",
                           "--allow", "issue_refund", "Refund order 1042")  # fmt: skip
    calls = [c for s in json.loads(out)["steps"] for c in s["calls"]]
    assert code == 0
    assert [(c["tool"], c["ok"], c.get("error")) for c in calls] == [
        ("issue_refund", False, "PreconditionError"),
        ("check_refundable", True, None),
        ("issue_refund", True, None),
    ]
    assert calls[0]["observation"].startswith("issue_refund needs check_refundable to allow it first")
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert [e["held"] for e in events if e["type"] == "precondition"] == [False, True]
    assert [e["approved"] for e in events if e["type"] == "approval"] == [True]


def test_without_approval_an_irreversible_tool_is_denied(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(
        tmp_path / "s.json",
        [
            act("check_refundable", order_id="1042"),
            act("issue_refund", order_id="1042"),
            " Done.\nFinal Answer: It was not refunded.",
        ],
    )
    argv = ["ask", "--json", "--config", str(config), "--backend", f"scripted:{script}", "--relevant-tools", "0"]
    code, out, _ = run_cli(capsys, *argv, "--tools", "check_refundable,issue_refund", "Refund order 1042")
    calls = [c for s in json.loads(out)["steps"] for c in s["calls"]]
    assert code == 0 and (calls[-1]["ok"], calls[-1]["observation"]) == (False, "the user denied this call")


@pytest.mark.parametrize(
    "rules, message",
    [
        ("[tool_rules.refunds]\nirreversible = true\n", "[tool_rules.refunds]: no tool named 'refunds'"),
        ('[tool_rules.issue_refund]\nrequires = "approve"\n', "requires 'approve', which is no tool"),
        ("[tool_rules.issue_refund]\nonce = true\n", "[tool_rules.issue_refund]: unknown key 'once'"),
    ],
)
def test_a_rule_that_cannot_hold_is_one_line_at_load(
    rules: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "office.py").write_text(OFFICE)
    path = tmp_path / "c.toml"
    path.write_text(f'tools_from = ["{tmp_path / "office.py"}"]\n{rules}')
    script = write_script(tmp_path / "s.json", [" Done.\nFinal Answer: no"])
    code, _, err = run_cli(capsys, "ask", "--config", str(path), "--backend", f"scripted:{script}", "Refund 1042")
    assert code == 2 and message in err and err.count("\n") == 1


def test_a_tool_left_without_its_check_is_refused_at_load(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(tmp_path / "s.json", [" Done.\nFinal Answer: no"])
    argv = ["ask", "--config", str(config), "--backend", f"scripted:{script}", "--tools", "issue_refund", "Refund 1042"]
    code, _, err = run_cli(capsys, *argv)
    assert code == 2 and "tool issue_refund requires check_refundable, which is not among the tools" in err


PLAN_STEPS = [
    act("check_refundable", order_id="1042"),
    act("issue_refund", order_id="1042"),
    " Done.\nFinal Answer: Order 1042 will be refunded once you approve.",
]


def test_ask_plan_json_returns_the_plan_instead_of_acting(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(tmp_path / "s.json", PLAN_STEPS)
    argv = ["ask", "--json", "--plan", "--yes", "--config", str(config), "--backend", f"scripted:{script}"]
    code, out, _ = run_cli(capsys, *argv, "--tools", "check_refundable,issue_refund", "Refund order 1042")
    data = json.loads(out)
    assert code == 0 and data["answer"] == (
        "Order 1042 will be refunded once you approve.\nNot done: waiting for approval: "
        'issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")'
    )
    assert [(p["tool"], p["arguments"], p["check"]["tool"]) for p in data["plan"]] == [
        ("issue_refund", {"order_id": "1042"}, "check_refundable")
    ]
    assert data["steps"][1]["calls"][0]["observation"].startswith("planned, not run yet")


def test_ask_plan_with_yes_runs_the_plan_and_answers_from_its_results(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(tmp_path / "s.json", [*PLAN_STEPS, " Order 1042 was refunded."])
    argv = ["ask", "--plan", "--yes", "--config", str(config), "--backend", f"scripted:{script}"]
    code, out, _ = run_cli(capsys, *argv, "--tools", "check_refundable,issue_refund", "Refund order 1042")
    assert code == 0 and out.strip() == "Order 1042 was refunded."


def test_ask_plan_without_a_terminal_or_approval_declines_it(
    config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = write_script(tmp_path / "s.json", PLAN_STEPS)
    argv = ["ask", "--plan", "--config", str(config), "--backend", f"scripted:{script}"]
    code, out, _ = run_cli(capsys, *argv, "--tools", "check_refundable,issue_refund", "Refund order 1042")
    assert code == 0 and out.startswith("Nothing that cannot be undone was done: the plan was declined")
