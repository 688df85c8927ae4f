"""Preconditions a tool declares (tools/preconditions.py) and the rules the configuration file
declares (tools/rules.py): one line per case."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from localagent.errors import PreconditionError, UsageError
from localagent.settings import resolve_settings
from localagent.tools import Registry, tool
from localagent.tools.preconditions import NOT_SAID, Ledger, Verdict, admit, checks_of, claim, verdict_of
from localagent.tools.registry import ToolOutput
from localagent.tools.rules import ToolRule, check_rules, read_rules, with_rules
from localagent.types import ToolCall


@dataclass
class Typed:
    allowed: bool
    reason: str = ""


@pytest.mark.parametrize(
    "value, expected",
    [
        ({"allowed": True, "reason": ""}, Verdict(True)),
        ({"allowed": False, "reason": "delivered 45 days ago"}, Verdict(False, "delivered 45 days ago")),
        ({"allowed": True}, Verdict(True)),
        (Verdict(False, "not delivered"), Verdict(False, "not delivered")),
        (Typed(True), Verdict(True)),
        (Typed(False, "too old"), Verdict(False, "too old")),
        (ToolOutput("order 1042 can be refunded", {"allowed": True}), Verdict(True)),
        (ToolOutput("order 3310 cannot", {"allowed": False, "reason": "too old"}), Verdict(False, "too old")),
        # Anything but a bool `allowed` in the declared shape is not allowed.
        ("order 1042 can be refunded", Verdict(False, NOT_SAID)),
        ({"allowed": "yes"}, Verdict(False, NOT_SAID)),
        ({"allowed": 1}, Verdict(False, NOT_SAID)),
        ({"refundable": True}, Verdict(False, NOT_SAID)),
        (ToolOutput("yes, allowed", None), Verdict(False, NOT_SAID)),
        (None, Verdict(False, NOT_SAID)),
        (True, Verdict(False, NOT_SAID)),
        ({"allowed": False, "reason": 30}, Verdict(False, "30")),
    ],
)
def test_what_a_check_says(value: Any, expected: Verdict) -> None:
    assert verdict_of(value) == expected


@tool
def check_refundable(order_id: str) -> dict:
    """Say whether an order can be refunded."""
    return {"allowed": True}


@tool(requires="check_refundable", irreversible=True)
def issue_refund(order_id: str, amount: float = 0.0) -> str:
    """Refund an order."""
    return "refunded"


@tool(irreversible=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    return "deleted"


def refund(order_id: str, **more: Any) -> ToolCall:
    return ToolCall("issue_refund", {"order_id": order_id, **more}, "c9")


def checked(ledger: Ledger, order_id: str, verdict: Verdict, id: str = "c1") -> None:
    ledger.record_check(ToolCall("check_refundable", {"order_id": order_id}, id), verdict)


def refusal(call: ToolCall, ledger: Ledger, tool: Any = issue_refund) -> str:
    with pytest.raises(PreconditionError) as caught:
        admit(tool, call, ledger, check_refundable)
    return caught.value.feedback


def test_a_call_runs_when_its_check_allowed_the_values_they_share() -> None:
    ledger = Ledger()
    checked(ledger, "1042", Verdict(True), "c1")
    assert admit(issue_refund, refund("1042", amount=5.0), ledger, check_refundable).id == "c1"  # amount: not shared


@pytest.mark.parametrize(
    "checks, call, message",
    [
        ([], refund("1042"), 'issue_refund needs check_refundable to allow it first: call check_refundable with '
         'order_id="1042", then issue_refund again if it allows it'),
        ([("2077", Verdict(True))], refund("1042"), "call check_refundable with order_id=\"1042\""),
        ([("1042", Verdict(False, "delivered 45 days ago"))], refund("1042"),
         'issue_refund cannot run for order_id="1042": check_refundable did not allow it: delivered 45 days ago'),
        ([("1042", Verdict(False))], refund("1042"), "did not allow it: it gave no reason"),
        # The latest verdict on these values counts.
        ([("1042", Verdict(True)), ("1042", Verdict(False, "now refunded"))], refund("1042"), "now refunded"),
        # Values compare as JSON: the number 1042 is not the string "1042".
        ([("1042", Verdict(True))], ToolCall("issue_refund", {"order_id": 1042}, "c9"), "call check_refundable"),
        (
            [("1042", Verdict(True))], ToolCall("issue_refund", {"order_id": "1042"}, "c9", policy="expand"),
            "issue_refund cannot be undone, so it was not run: it runs only as a call you write yourself. "
            'If the user asked for it, call issue_refund with order_id="1042".',
        ),
    ],
)  # fmt: skip
def test_a_call_its_rules_refuse(checks: list[tuple[str, Verdict]], call: ToolCall, message: str) -> None:
    ledger = Ledger()
    for order_id, verdict in checks:
        checked(ledger, order_id, verdict)
    assert message in refusal(call, ledger)


def test_an_irreversible_call_runs_once_per_arguments_in_the_whole_run() -> None:
    outer = Ledger()
    inner, sibling = outer.nested(), outer.nested()
    call = ToolCall("delete_file", {"path": "a"}, "c1")
    assert admit(delete_file, call, inner, None) is None
    claim(delete_file, call, inner)
    for ledger in (inner, sibling, outer):  # a sub-agent's run, another one, and the run around them
        assert "already ran with these arguments" in refusal(call, ledger, delete_file)
    with pytest.raises(PreconditionError):
        claim(delete_file, call, sibling)  # the same call twice in one step: the second is refused
    admit(delete_file, ToolCall("delete_file", {"path": "b"}, "c2"), sibling, None)


def test_a_check_counts_for_its_own_run_and_the_runs_nested_in_it_only() -> None:
    outer = Ledger()
    inner, sibling = outer.nested(), outer.nested()
    checked(inner, "1042", Verdict(True))
    admit(issue_refund, refund("1042"), inner, check_refundable)
    assert "needs check_refundable" in refusal(refund("1042"), outer)
    assert "needs check_refundable" in refusal(refund("1042"), sibling)
    checked(outer, "2077", Verdict(True))
    admit(issue_refund, refund("2077"), sibling.nested(), check_refundable)


def test_a_tool_whose_check_is_not_among_the_tools_cannot_be_run() -> None:
    assert checks_of(Registry([check_refundable, issue_refund])) == {"check_refundable"}
    assert checks_of(Registry([check_refundable, delete_file])) == frozenset()
    with pytest.raises(UsageError, match="tool issue_refund requires check_refundable, which is not among the tools"):
        checks_of(Registry([issue_refund]))


# --- [tool_rules.NAME] in the configuration file ------------------------------------------


@pytest.mark.parametrize(
    "tables, expected",
    [
        ({}, {}),
        ({"issue_refund": {"requires": "check_refundable", "irreversible": True}},
         {"issue_refund": ToolRule("check_refundable", True)}),
        ({"delete_file": {"irreversible": True}}, {"delete_file": ToolRule(None, True)}),
        ({"calculator": {"irreversible": False}}, {"calculator": ToolRule(None, False)}),
        ({"x": {}}, {"x": ToolRule()}),
    ],
)  # fmt: skip
def test_rules_read(tables: dict[str, Any], expected: dict[str, ToolRule]) -> None:
    assert read_rules(tables) == expected


@pytest.mark.parametrize(
    "tables, message",
    [
        ({"issue_refund": "check_refundable"}, "[tool_rules.issue_refund]: expected a table of irreversible, requires"),
        ({"issue_refund": {"needs": "x"}}, "unknown key 'needs' (known: irreversible, requires)"),
        ({"issue_refund": {"requires": 3}}, "requires must name a check tool"),
        ({"issue_refund": {"requires": " "}}, "requires must name a check tool"),
        ({"issue_refund": {"requires": "issue_refund"}}, "a tool cannot require itself"),
        ({"issue_refund": {"irreversible": "yes"}}, "irreversible must be true or false"),
    ],
)
def test_rules_refused(tables: dict[str, Any], message: str) -> None:
    with pytest.raises(UsageError, match=message.replace("[", r"\[").replace("]", r"\]").replace("(", r"\(")
                       .replace(")", r"\)")):  # fmt: skip
        read_rules(tables)


def test_rules_apply_to_copies_of_the_tools_they_name() -> None:
    @tool
    def plain_refund(order_id: str) -> str:
        """Refund."""
        return "ok"

    registry = Registry([check_refundable, plain_refund])
    ruled = with_rules(registry, {"plain_refund": {"requires": "check_refundable", "irreversible": True}})
    refund_tool = ruled.get("plain_refund")
    assert (refund_tool.requires, refund_tool.irreversible) == ("check_refundable", True)
    assert registry.get("plain_refund").requires is None  # the tool itself is shared: left as it was
    assert with_rules(registry, {}) is registry and with_rules(registry, {"other": {"irreversible": True}}) is registry
    # A rule that says nothing of a key leaves what the tool declares.
    assert with_rules(Registry([issue_refund, check_refundable]), {"issue_refund": {}}).get("issue_refund").irreversible


@pytest.mark.parametrize(
    "tables, message",
    [
        ({"refund": {"irreversible": True}}, "[tool_rules.refund]: no tool named 'refund'"),
        ({"issue_refund": {"requires": "check"}}, "[tool_rules.issue_refund]: requires 'check', which is no tool"),
    ],
)
def test_rules_for_no_tool_are_refused(tables: dict[str, Any], message: str) -> None:
    with pytest.raises(UsageError) as caught:
        check_rules(tables, ["issue_refund", "check_refundable"])
    assert str(caught.value) == message


def test_the_configuration_file_holds_a_table_per_tool(tmp_path: Path) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text(
        '[tool_rules.issue_refund]\nrequires = "check_refundable"\nirreversible = true\n\n'
        "[tool_rules.delete_file]\nirreversible = true\n",
        encoding="utf-8",
    )
    s = resolve_settings({}, env={}, config_path=str(cfg)).settings
    assert s.tool_rules == {
        "issue_refund": {"requires": "check_refundable", "irreversible": True},
        "delete_file": {"irreversible": True},
    }
    assert resolve_settings({}, env={"LOCALAGENT_TOOL_RULES": '{"x": {"irreversible": true}}'}).settings.tool_rules


def test_an_mcp_tool_annotated_destructive_is_irreversible_and_published_so() -> None:
    from types import SimpleNamespace

    import mcp.types as types

    from localagent.tools.mcp.server import tool_listing
    from localagent.tools.mcp.source import mcp_tools

    def listed(name: str, annotations: Any) -> Any:
        schema = {"type": "object", "properties": {"path": {"type": "string"}}}
        return SimpleNamespace(name=name, description=name, title=None, input_schema=schema, annotations=annotations)

    conn = SimpleNamespace(dropped=None, tools=[
        listed("delete_file", types.ToolAnnotations(destructive_hint=True)),
        listed("read_file", types.ToolAnnotations(read_only_hint=True)),
        listed("touch", None),
    ])  # fmt: skip
    found = {t.name: t for t in mcp_tools(SimpleNamespace(connections={"fs": conn}), set(), print, 5.0)}  # type: ignore[arg-type]
    assert [(t.irreversible, t.requires_approval) for t in found.values()] == [
        (True, True),
        (False, False),
        (False, True),
    ]
    published = {t.name: t.annotations for t in tool_listing(Registry([issue_refund, check_refundable]))}
    assert published["issue_refund"].destructive_hint is True and published["issue_refund"].read_only_hint is False
    assert published["check_refundable"].destructive_hint is False and published["check_refundable"].read_only_hint


def test_the_terminal_says_an_irreversible_call_cannot_be_undone(monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    from localagent.tools.assemble import make_approver

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    stdin, stderr = Terminal("y\n"), Terminal()
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr(sys, "stderr", stderr)
    assert make_approver()(issue_refund, {"order_id": "1042"}) is True
    assert stderr.getvalue() == "Allow issue_refund(order_id='1042') (it cannot be undone)? [y/N] "


def test_the_terminal_shows_the_plan_once_with_the_checks_that_allowed_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    from localagent.tools.assemble import make_plan_approver
    from localagent.tools.preconditions import CheckRun, PlannedCall

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    allowed = CheckRun("c1", "check_refundable", {"order_id": "1042"}, Verdict(True))
    plan = [
        PlannedCall(refund("1042"), issue_refund, allowed, lambda: None),  # type: ignore[arg-type, return-value]
        PlannedCall(ToolCall("delete_file", {"path": "a"}, "c3"), delete_file, None, lambda: None),  # type: ignore[arg-type, return-value]
    ]
    stdin, stderr = Terminal("y\n"), Terminal()
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr(sys, "stderr", stderr)
    assert make_plan_approver()(plan) is True
    assert stderr.getvalue() == (
        "The run would now make these calls, which cannot be undone:\n"
        '  1. issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")\n'
        '  2. delete_file(path="a")\n'
        "Run them? [y/N] "
    )
    assert make_plan_approver(keep=True, assume_yes=True)(plan) is None  # ask --json: the plan comes back
    assert make_plan_approver(allowed=["issue_refund"])(plan[:1]) is True
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert make_plan_approver(allowed=["issue_refund"])(plan) is False  # not every tool allowed, no terminal
