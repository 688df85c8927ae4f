"""Preconditions and irreversible tools in the loop (tools/preconditions.py) on the scripted
backend: a call whose check has not allowed its arguments in the run does not run and the
model is told which check to call first, or why it was refused; an irreversible call runs once
per arguments in the whole run, never for a policy, and only when approved."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from localagent import Agent, AgentConfig, Registry, tool
from localagent.agent.scope import RUN_SCOPE
from localagent.backends.scripted import ScriptedBackend
from localagent.errors import UsageError
from localagent.policies import POLICY_SETTINGS, FirstStep, Policy
from localagent.tools.builtin import builtin_registry
from localagent.tools.executor import deny_all
from localagent.tools.preconditions import Verdict
from localagent.trace import Tracer
from localagent.types import ToolCall

PLAIN = {
    **POLICY_SETTINGS,
    "mode": "json",
    "repeat_limit": 0,
    "policies": "check",
}  # the scripted model writes every call itself, as a capable model


class Shop:
    """Orders some of which may be refunded; what each tool did, in order, with the run it ran in."""

    def __init__(self, refundable: set[str] = frozenset({"1042"})) -> None:  # type: ignore[assignment]
        self.refundable = set(refundable)
        self.log: list[tuple[str, str, Any]] = []  # (tool, order_id, the run's ledger)
        self.lock = threading.Lock()

    def _note(self, name: str, order_id: str) -> None:
        scope = RUN_SCOPE.get()
        with self.lock:
            self.log.append((name, order_id, scope.ledger if scope is not None else None))

    @property
    def refunds(self) -> list[str]:
        return [o for name, o, _ in self.log if name == "issue_refund"]

    def tools(self) -> list:
        @tool
        def check_refundable(order_id: str) -> Verdict:
            """Say whether an order can be refunded.

            Args:
                order_id: The order's number.
            """
            self._note("check_refundable", order_id)
            if order_id in self.refundable:
                return Verdict(True)
            return Verdict(False, f"order {order_id} was delivered more than 30 days ago")

        @tool(requires="check_refundable", irreversible=True)
        def issue_refund(order_id: str) -> str:
            """Refund an order.

            Args:
                order_id: The order's number.
            """
            self._note("issue_refund", order_id)
            return f"refund issued for order {order_id}"

        return [check_refundable, issue_refund]


def calls(*pairs: tuple[str, dict[str, Any]]) -> str:
    return json.dumps([{"tool": name, "arguments": arguments} for name, arguments in pairs])


def check(order_id: str) -> tuple[str, dict[str, Any]]:
    return ("check_refundable", {"order_id": order_id})


def refund(order_id: str) -> tuple[str, dict[str, Any]]:
    return ("issue_refund", {"order_id": order_id})


def answer(text: str) -> str:
    return json.dumps({"final_answer": text})


def agent(shop: Shop, outputs: list[str], approver: Any = None, **config: Any) -> Agent:
    approve = approver if approver is not None else (lambda tool, arguments: True)
    tools = Registry(shop.tools())
    return Agent(ScriptedBackend(outputs), tools, AgentConfig(**{**PLAIN, **config}), tracer=Tracer(), approver=approve)


def records(result: Any) -> list[tuple[str, bool, str | None]]:
    return [(c.tool, c.ok, c.error) for s in result.steps for c in s.calls]


def test_a_call_before_its_check_is_not_run_and_the_model_is_told_which_check_to_call() -> None:
    shop = Shop()
    a = agent(shop, [calls(refund("1042")), calls(check("1042")), calls(refund("1042")), answer("Refunded.")])
    result = a.run("Refund order 1042")
    assert records(result) == [
        ("issue_refund", False, "PreconditionError"),
        ("check_refundable", True, None),
        ("issue_refund", True, None),
    ]
    first = result.steps[0].calls[0]
    assert first.observation == (
        'issue_refund needs check_refundable to allow it first: call check_refundable with order_id="1042", '
        "then issue_refund again if it allows it"
    )
    assert first.duration_ms is None and first.data == {
        "rule": "requires",
        "requires": "check_refundable",
        "check": None,
    }
    assert result.steps[1].calls[0].data == {"allowed": True, "reason": ""}  # the check's verdict, in its record
    assert shop.refunds == ["1042"] and result.said == "Refunded."
    events = [e for e in a.tracer.events if e["type"] in ("precondition", "check")]
    assert [(e["type"], e.get("held", e.get("allowed"))) for e in events] == [
        ("precondition", False), ("check", True), ("precondition", True),
    ]  # fmt: skip
    assert events[2]["check"] == result.steps[1].calls[0].id  # which check let it through


def test_after_a_refusal_the_model_is_told_the_checks_reason() -> None:
    shop = Shop()
    a = agent(shop, [calls(check("3310")), calls(refund("3310")), answer("It cannot be refunded.")])
    result = a.run("Refund order 3310")
    refused = result.steps[1].calls[0]
    assert (refused.ok, refused.error) == (False, "PreconditionError") and shop.refunds == []
    assert refused.observation == (
        'issue_refund cannot run for order_id="3310": check_refundable did not allow it: '
        "order 3310 was delivered more than 30 days ago"
    )
    # The check's Verdict reaches the model as its fields, not as Python's repr of it.
    check_call = result.steps[0].calls[0]
    assert json.loads(check_call.observation) == {
        "allowed": False,
        "reason": "order 3310 was delivered more than 30 days ago",
    }


def test_a_check_of_other_values_does_not_count_and_neither_does_a_check_that_failed() -> None:
    shop = Shop()
    a = agent(shop, [calls(check("1042")), calls(refund("2077")), answer("No.")])
    result = a.run("Refund order 2077")
    assert 'call check_refundable with order_id="2077"' in result.steps[1].calls[0].observation
    assert shop.refunds == []


def test_a_check_counts_for_the_calls_written_after_it_in_the_same_step() -> None:
    shop = Shop()
    outputs = [calls(check("1042"), refund("1042")), calls(refund("2077"), check("2077")), answer("Done.")]
    result = agent(shop, outputs, parallel=4).run("Refund orders 1042 and 2077")
    # A step holding a check runs in the order written, whatever --parallel says.
    assert records(result) == [
        ("check_refundable", True, None), ("issue_refund", True, None),
        ("issue_refund", False, "PreconditionError"), ("check_refundable", True, None),
    ]  # fmt: skip
    assert shop.refunds == ["1042"]


def test_an_irreversible_tool_asks_for_approval_and_a_denial_is_an_observation() -> None:
    shop = Shop()
    asked: list[str] = []

    def approver(t: Any, arguments: dict[str, Any]) -> bool:
        asked.append(t.name)
        return False

    a = agent(shop, [calls(check("1042")), calls(refund("1042")), answer("Not refunded.")], approver=approver)
    result = a.run("Refund order 1042")
    assert records(result)[-1] == ("issue_refund", False, "Denied") and shop.refunds == []
    assert asked == ["issue_refund"]  # the check needs none: it changes nothing
    denied = agent(Shop(), [calls(check("1042")), calls(refund("1042")), answer("No.")], approver=deny_all)
    assert records(denied.run("Refund order 1042"))[-1] == ("issue_refund", False, "Denied")


def test_an_irreversible_call_runs_once_even_twice_in_one_step() -> None:
    shop = Shop()
    a = agent(
        shop, [calls(check("1042")), calls(refund("1042"), refund("1042")), calls(refund("1042")), answer("Done.")]
    )
    result = a.run("Refund order 1042")
    assert shop.refunds == ["1042"]
    assert [c.error for c in result.steps[1].calls] == [None, "RepeatedCall"]
    assert result.steps[2].calls[0].error == "RepeatedCall"


def test_a_refusal_is_no_repeat_once_the_check_allows_the_call() -> None:
    shop = Shop()
    outputs = [calls(refund("1042")), calls(refund("1042")), calls(check("1042")), calls(refund("1042")), answer("x")]
    result = agent(shop, outputs, repeat_limit=2).run("Refund order 1042")
    assert [c.error for s in result.steps for c in s.calls] == ["PreconditionError", "PreconditionError", None, None]
    assert shop.refunds == ["1042"] and result.stop_reason == "final_answer"


def sub_agents(shop: Shop, outputs: list[str]) -> Agent:
    """An outer agent with check_order (a sub-agent running the check) and refund_order (one
    over both tools), and the two tools themselves."""
    backend = ScriptedBackend(outputs)
    fine = shop.tools()
    approve = lambda tool, arguments: True  # noqa: E731
    inner = AgentConfig(**{**PLAIN, "max_steps": 8})
    checker = Agent(backend, Registry(fine[:1]), inner).as_tool(
        "check_order", "Check an order.", {"order_id": "string"}
    )
    refunder = Agent(backend, Registry(fine), inner).as_tool("refund_order", "Refund an order.", {"job": "string"})
    tools = Registry([checker, refunder, *fine])
    return Agent(backend, tools, AgentConfig(**{**PLAIN, "max_steps": 8}), tracer=Tracer(), approver=approve)


def test_a_sub_agents_check_counts_for_its_own_calls_only() -> None:
    shop = Shop()
    a = sub_agents(shop, [
        calls(("check_order", {"order_id": "1042"})), calls(check("1042")), answer("It can be refunded."),
        calls(refund("1042")),
        answer("Not refunded."),
    ])  # fmt: skip
    result = a.run("Refund order 1042")
    assert records(result)[-1] == ("issue_refund", False, "PreconditionError") and shop.refunds == []


def test_the_outer_runs_check_counts_inside_a_sub_agent_and_a_refund_runs_once_in_the_whole_run() -> None:
    shop = Shop()
    a = sub_agents(shop, [
        calls(check("1042")),
        calls(("refund_order", {"job": "refund 1042"})), calls(refund("1042")), answer("Refunded."),
        calls(("refund_order", {"job": "refund 1042 again"})), calls(refund("1042")), answer("Refused."),
        answer("Order 1042 was refunded once."),
    ])  # fmt: skip
    result = a.run("Refund order 1042")
    assert shop.refunds == ["1042"]
    second = result.steps[2].calls[0].data["calls"][0]
    assert second["ok"] is False and "already ran with these arguments" in second["observation"]


class ProposeRefund(Policy):
    """A first-step policy that writes an irreversible call itself."""

    name = "propose_refund"

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        return [ToolCall("check_refundable", {"order_id": "1042"}), ToolCall("issue_refund", {"order_id": "1042"})]


def test_a_policys_proposal_never_runs_an_irreversible_tool() -> None:
    shop = Shop()
    a = agent(
        shop, [calls(refund("1042")), answer("Refunded.")], parallel=1, policies="full"
    )  # a policy proposes: a tiny model's profile
    a.parts = replace(a.parts, policies=[ProposeRefund()])
    result = a.run("Refund order 1042")
    first = result.steps[0].calls
    assert [(c.tool, c.ok) for c in first] == [("check_refundable", True), ("issue_refund", False)]
    assert first[1].observation.startswith("issue_refund cannot be undone, so it was not run")
    assert first[1].data == {"rule": "written_by_model", "policy": "propose_refund"}
    assert records(result)[-1] == ("issue_refund", True, None)  # the model wrote it: it runs
    assert shop.refunds == ["1042"]


def test_offering_a_tool_offers_the_check_it_requires() -> None:
    shop = Shop()
    backend = ScriptedBackend([answer("ok")])
    config = AgentConfig(**{**PLAIN, "relevant_tools": 1, "policies": "full"})
    tools = Registry([*shop.tools(), *builtin_registry()])
    Agent(backend, tools, config).run("Please issue a refund for order 1042")
    assert "issue_refund" in backend.prompts[0] and "check_refundable" in backend.prompts[0]
    assert "calculator" not in backend.prompts[0]


def test_a_run_with_no_declared_rules_keeps_no_verdicts() -> None:
    backend = ScriptedBackend([calls(("calculator", {"expression": "2+2"})), answer("4")])
    a = Agent(backend, builtin_registry(), AgentConfig(**PLAIN), tracer=Tracer())
    a.run("What is 2+2?")
    assert a.executor.checks == frozenset()
    assert not [e for e in a.tracer.events if e["type"] in ("precondition", "check")]


# --- the property: over any script, no irreversible call runs unless its check allowed it ---

ORDERS = ("1042", "2077", "3310")
order = st.sampled_from(ORDERS)
fine_call = st.tuples(st.sampled_from(["check_refundable", "issue_refund"]), order)
step = st.lists(fine_call, min_size=1, max_size=3)  # the calls of one step, run at once
inner_run = st.lists(step, min_size=1, max_size=4)
outer_step = st.one_of(step, inner_run.map(lambda steps: ("sub", steps)))


def script(steps: list[Any]) -> list[str]:
    """The scripted outputs: each step's calls; a sub-agent's steps right after its call."""
    outputs = []
    for n, item in enumerate(steps):
        if isinstance(item, tuple) and item[0] == "sub":
            outputs.append(calls(("refund_order", {"job": f"job {n}"})))
            outputs += [calls(*((name, {"order_id": o}) for name, o in s)) for s in item[1]]
            outputs.append(answer("done"))
        else:
            outputs.append(calls(*((name, {"order_id": o}) for name, o in item)))
    return [*outputs, answer("finished")]


def chain(ledger: Any) -> list[Any]:
    out = []
    while ledger is not None:
        out.append(ledger)
        ledger = ledger.parent
    return out


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(order), st.lists(outer_step, min_size=1, max_size=6), st.integers(1, 4), st.booleans())
def test_no_irreversible_call_runs_unless_its_check_allowed_it_in_that_run_and_none_runs_twice(
    refundable: set[str], steps: list[Any], parallel: int, plan: bool
) -> None:
    shop = Shop(refundable)
    backend = ScriptedBackend([*script(steps), *([" All done."] if plan else [])])  # the answer after the plan
    fine = shop.tools()
    config = AgentConfig(**{**PLAIN, "max_steps": 20, "parallel": parallel, "plan": plan})
    refunder = Agent(backend, Registry(fine), config).as_tool("refund_order", "Refund an order.", {"job": "string"})
    a = Agent(
        backend, Registry([refunder, *fine]), config, approver=lambda tool, arguments: True,
        plan_approver=lambda planned: True,
    )  # fmt: skip
    result = a.run("Refund the orders that can be refunded")
    assert result.stop_reason == "final_answer" and backend.remaining <= int(plan)  # every scripted step was taken
    for i, (name, order_id, ledger) in enumerate(shop.log):
        if name != "issue_refund":
            continue
        allowed_in = [
            earlier for n, o, earlier in shop.log[:i] if n == "check_refundable" and o == order_id and o in refundable
        ]
        # A planned call runs at the end, in the outer run: its check ran in the run that planned it.
        assert allowed_in if plan else any(checked in chain(ledger) for checked in allowed_in), (order_id, shop.log)
    assert len(shop.refunds) == len(set(shop.refunds))


# --- plan mode: the irreversible calls shown and approved once, at the end -----------------


def planned(shop: Shop, outputs: list[str], decision: bool | None, asked: list[Any] | None = None) -> Agent:
    def plan_approver(plan: Any) -> bool | None:
        if asked is not None:
            asked.append([p.describe() for p in plan])
        return decision

    tools = Registry(shop.tools())
    return Agent(
        ScriptedBackend(outputs), tools, AgentConfig(**{**PLAIN, "plan": True}), tracer=Tracer(),
        approver=lambda tool, arguments: False, plan_approver=plan_approver,
    )  # fmt: skip


PLAN_SCRIPT = [
    calls(check("1042"), check("2077")),
    calls(refund("1042"), refund("2077")),
    answer("Order 1042 will be refunded once you approve; 2077 cannot be."),
]


def test_in_plan_mode_the_irreversible_calls_wait_for_one_approval_and_then_run() -> None:
    shop, asked = Shop(), []
    a = planned(shop, [*PLAN_SCRIPT, " Order 1042 was refunded."], True, asked)  # asked for the answer only
    result = a.run("Refund orders 1042 and 2077")
    # The refused one is refused as ever; the allowed one is planned, and asked about once.
    assert asked == [['issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")']]
    second = result.steps[1].calls
    assert [(c.ok, c.error) for c in second] == [(True, None), (False, "PreconditionError")]
    assert second[0].observation.startswith("planned, not run yet") and second[0].data == {"planned": True}
    assert shop.refunds == ["1042"] and result.plan == []
    last = result.steps[-1]  # the plan's calls ran as a step of their own, then the model answered
    assert [(c.tool, c.ok, c.observation) for c in last.calls] == [
        ("issue_refund", True, "refund issued for order 1042")
    ]
    assert result.said == "Order 1042 was refunded."
    assert [e["action"] for e in a.tracer.events if e["type"] == "plan"] == ["approved"]


def test_a_declined_plan_runs_nothing_and_the_answer_says_so() -> None:
    shop = Shop()
    result = planned(shop, PLAN_SCRIPT, False).run("Refund orders 1042 and 2077")
    assert shop.refunds == []
    assert result.said == (
        "Nothing that cannot be undone was done: the plan was declined "
        '(issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")).'
    )


def test_a_plan_kept_returns_the_pending_calls_with_their_checks() -> None:
    shop = Shop()
    result = planned(shop, PLAN_SCRIPT, None).run("Refund orders 1042 and 2077")
    assert shop.refunds == [] and result.said.startswith("Order 1042 will be refunded once you approve")
    check_id = result.steps[0].calls[0].id
    assert result.plan == [
        {
            "id": result.steps[1].calls[0].id, "tool": "issue_refund", "arguments": {"order_id": "1042"},
            "check": {"id": check_id, "tool": "check_refundable", "arguments": {"order_id": "1042"}, "reason": ""},
        }
    ]  # fmt: skip
    assert result.to_json()["plan"] == result.plan


def test_a_sub_agents_irreversible_calls_join_the_outer_runs_plan() -> None:
    shop = Shop()
    backend = ScriptedBackend([
        calls(("refund_order", {"job": "refund 1042"})), calls(check("1042")), calls(refund("1042")),
        answer("Planned."),
        answer("Order 1042 will be refunded once you approve."),
        " Order 1042 was refunded.",
    ])  # fmt: skip
    config = AgentConfig(**{**PLAIN, "plan": True})
    refunder = Agent(backend, Registry(shop.tools()), config).as_tool("refund_order", "Refund.", {"job": "string"})
    a = Agent(backend, Registry([refunder]), config, plan_approver=lambda plan: True)
    result = a.run("Refund order 1042")
    assert shop.refunds == ["1042"] and result.said == "Order 1042 was refunded."
    assert result.steps[-1].calls[0].tool == "issue_refund"


def test_without_plan_mode_nothing_is_planned() -> None:
    shop = Shop()
    result = agent(shop, [calls(check("1042")), calls(refund("1042")), answer("Done.")]).run("Refund 1042")
    assert shop.refunds == ["1042"] and result.plan == [] and "plan" not in result.to_json()


def test_a_kept_plan_is_carried_out_once_with_the_calls_approved_and_no_others() -> None:
    shop = Shop({"1042", "3001"})
    script = [
        calls(check("1042"), check("3001")), calls(refund("1042"), refund("3001")),
        answer("Both will be refunded once you approve."), " Order 3001 was refunded.",
    ]  # fmt: skip
    result = planned(shop, script, None).run("Refund orders 1042 and 3001")
    kept = result.pending
    assert shop.refunds == [] and [p.call.arguments for p in kept.calls] == [{"order_id": "1042"}, {"order_id": "3001"}]
    resumed = kept.carry_out([kept.calls[1]])
    assert shop.refunds == ["3001"] and resumed.said == "Order 3001 was refunded." and resumed.pending is None
    assert [(c.tool, c.arguments) for s in resumed.steps for c in s.calls] == [("issue_refund", {"order_id": "3001"})]
    with pytest.raises(UsageError, match="settled already"):  # once: neither call can be approved again
        kept.carry_out([kept.calls[0]])
    assert shop.refunds == ["3001"]
