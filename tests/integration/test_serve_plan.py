"""`serve` and the plan (server/plans.py): the agent model returns the irreversible calls it
would make, each with the check that allowed it and an id, instead of making them; a later
request approves some by id and exactly those run, once, or declines some, one request at a
time, and those never run. An id never planned, or used already, is an error in OpenAI's shape. The plain model runs no tool at all: its calls go to the client.
A server in this process over the scripted backend, through the official openai client."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import openai
import pytest

from localagent import AgentConfig, Registry
from localagent.backends.scripted import ScriptedBackend
from localagent.server.plans import PendingPlans
from localagent.server.service import ChatService
from localagent.tools.assemble import make_approver
from localagent.tools.executor import Approver, deny_all
from tests.loop.test_preconditions import PLAIN, Shop, answer, calls, check, refund
from tests.support.serve_in_process import in_process_server

AGENT = "localagent-agent"
ASK = [{"role": "user", "content": "Refund orders 1042 and 2077"}]
PLANNED = [
    calls(check("1042"), check("2077")),
    calls(refund("1042"), refund("2077")),
    answer("Order 1042 will be refunded once you approve; 2077 cannot be."),
]


@contextmanager
def serving(
    shop: Shop, outputs: list[str], approver: Approver = deny_all, **config: Any
) -> Iterator[tuple[openai.OpenAI, ChatService]]:
    service = ChatService(
        ScriptedBackend(outputs), AgentConfig(**{**PLAIN, **config}), Registry(shop.tools()), approver=approver
    )
    with in_process_server(service) as url:
        yield openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=60), service


def approve(client: openai.OpenAI, *ids: str, stream: bool = False) -> Any:
    return client.chat.completions.create(
        model=AGENT, messages=[{"role": "user", "content": "yes"}], extra_body={"localagent": {"approve": list(ids)}},
        stream=stream,
    )  # fmt: skip


def decline(client: openai.OpenAI, *ids: str, stream: bool = False) -> Any:
    return client.chat.completions.create(
        model=AGENT, messages=[{"role": "user", "content": "no"}], extra_body={"localagent": {"decline": list(ids)}},
        stream=stream,
    )  # fmt: skip


def extension(reply: Any) -> dict[str, Any]:
    return reply.model_extra["localagent"]


def refused(client: openai.OpenAI, *ids: str, send: Any = approve) -> dict[str, Any]:
    with pytest.raises(openai.BadRequestError) as error:
        send(client, *ids)
    return error.value.body  # type: ignore[return-value]


def planned(client: openai.OpenAI) -> list[dict[str, Any]]:
    reply = client.chat.completions.create(model=AGENT, messages=ASK, extra_body={"localagent": {"plan": True}})
    return extension(reply)["plan"]  # type: ignore[no-any-return]


def test_the_plan_comes_back_with_ids_and_an_approval_runs_exactly_its_call_once() -> None:
    shop = Shop()
    with serving(shop, [*PLANNED, " Order 1042 was refunded."]) as (client, service):
        reply = client.chat.completions.create(model=AGENT, messages=ASK, extra_body={"localagent": {"plan": True}})
        plan = extension(reply)["plan"]
        # Nothing irreversible ran: the refused call is refused as ever, the allowed one is planned.
        assert shop.refunds == [] and reply.choices[0].message.content.startswith("Order 1042 will be refunded")
        assert [(p["tool"], p["arguments"], p["check"]["tool"], p["check"]["arguments"]) for p in plan] == [
            ("issue_refund", {"order_id": "1042"}, "check_refundable", {"order_id": "1042"})
        ]
        ident = plan[0]["id"]
        assert ident.startswith("plan_") and len(ident) > 30 and plan[0]["call_id"] != ident
        # An id that was never planned: refused, and nothing runs.
        forged = refused(client, "plan_" + "A" * 32)
        assert forged["code"] == "unknown_approval" and forged["param"] == "localagent.approve[0]"
        assert shop.refunds == [] and len(service.plans) == 1

        done = approve(client, ident)
        assert shop.refunds == ["1042"] and done.choices[0].message.content == "Order 1042 was refunded."
        steps = extension(done)["steps"]
        assert [(c["tool"], c["ok"], c["observation"]) for s in steps for c in s["calls"]] == [
            ("issue_refund", True, "refund issued for order 1042")
        ]
        assert extension(done)["approved"] == [ident] and "plan" not in extension(done)
        assert done.usage.completion_tokens > 0  # the answer after the calls, not the whole run
        # Replayed: refused in OpenAI's shape, and the refund does not run again.
        replay = refused(client, ident)
        assert replay["code"] == "approval_used" and "approved already" in replay["message"]
        assert replay["type"] == "invalid_request_error" and shop.refunds == ["1042"] and len(service.plans) == 0


def test_a_streamed_plan_then_approving_some_of_it_runs_those_and_settles_it() -> None:
    shop = Shop({"1042", "3001"})
    script = [
        calls(check("1042"), check("3001")),
        calls(refund("1042"), refund("3001")),
        answer("Both will be refunded once you approve."),
        " Order 3001 was refunded; 1042 was not.",
    ]
    with serving(shop, script, plan=True) as (client, _):  # the server plans (serve --plan)
        chunks = list(client.chat.completions.create(model=AGENT, messages=ASK, stream=True))
        plan = next(ch.model_extra["localagent"] for ch in chunks if (ch.model_extra or {}).get("localagent"))["plan"]
        first, second = (p["id"] for p in plan)  # streamed: the plan comes in the last chunk
        chunks = list(approve(client, second, stream=True))
        text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
        assert text == "Order 3001 was refunded; 1042 was not." and shop.refunds == ["3001"]
        # The plan is settled: the call left out can no longer be approved.
        left_out = refused(client, first)
        assert left_out["code"] == "approval_used" and "not approved when its plan was settled" in left_out["message"]
        assert shop.refunds == ["3001"]


def test_declining_the_plan_runs_none_of_it_and_ends_the_run_as_no_does_in_chat() -> None:
    shop = Shop()
    with serving(shop, PLANNED) as (client, service):
        ident = planned(client)[0]["id"]
        # An id that was never planned: the same 400 as an approval's, naming the decline.
        forged = refused(client, "plan_" + "A" * 32, send=decline)
        assert (forged["code"], forged["param"], forged["type"]) == (
            "unknown_approval", "localagent.decline[0]", "invalid_request_error"
        )  # fmt: skip
        done = decline(client, ident)
        # The answer of `chat`'s "n" (Run.resume with nothing approved): no model step, no call.
        assert done.choices[0].message.content == (
            "Nothing that cannot be undone was done: the plan was declined "
            '(issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042")).'
        )
        assert (
            extension(done)["declined"] == [ident] and extension(done)["steps"] == [] and "plan" not in extension(done)
        )
        assert shop.refunds == [] and len(service.plans) == 0
        # Spent: a replayed decline, or an approval of the declined call, is refused; nothing runs.
        for send in (decline, approve):
            replay = refused(client, ident, send=send)
            assert replay["code"] == "approval_used" and "declined already" in replay["message"]
        assert shop.refunds == []


def test_declining_one_call_at_a_time_keeps_the_others_waiting_until_the_last_is_declined() -> None:
    shop = Shop({"1042", "3001"})
    script = [
        calls(check("1042"), check("3001")),
        calls(refund("1042"), refund("3001")),
        answer("Both will be refunded once you approve."),
    ]
    with serving(shop, script) as (client, service):
        first, second = (p["id"] for p in planned(client))
        part = decline(client, first)
        assert part.choices[0].message.content == (
            'Declined, not run: issue_refund(order_id="1042"), allowed by check_refundable(order_id="1042"). '
            'Still waiting for approval: issue_refund(order_id="3001"), allowed by check_refundable(order_id="3001").'
        )
        # The call left waits on, under its id; the declined one is spent.
        assert [(p["id"], p["arguments"]) for p in extension(part)["plan"]] == [(second, {"order_id": "3001"})]
        assert extension(part)["declined"] == [first] and len(service.plans) == 1
        assert refused(client, first, send=decline)["code"] == "approval_used"
        mixed = refused(client, second, first, send=decline)  # one spent id refuses the whole request
        assert (mixed["code"], mixed["param"]) == ("approval_used", "localagent.decline[1]")
        chunks = list(decline(client, second, stream=True))  # the last one: the plan is settled
        text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
        assert text.startswith("Nothing that cannot be undone was done: the plan was declined")
        assert 'issue_refund(order_id="1042")' in text and 'issue_refund(order_id="3001")' in text
        assert shop.refunds == [] and len(service.plans) == 0


def test_declining_one_call_then_approving_the_other_runs_it_and_tells_the_model_of_the_declined_one() -> None:
    shop = Shop({"1042", "3001"})
    script = [
        calls(check("1042"), check("3001")),
        calls(refund("1042"), refund("3001")),
        answer("Both will be refunded once you approve."),
        " Order 3001 was refunded; you declined 1042.",
    ]
    with serving(shop, script) as (client, service):
        first, second = (p["id"] for p in planned(client))
        decline(client, first)
        done = approve(client, second)
        assert done.choices[0].message.content == "Order 3001 was refunded; you declined 1042."
        assert shop.refunds == ["3001"] and len(service.plans) == 0
        backend = service.backend
        assert isinstance(backend, ScriptedBackend)
        assert 'The user did not approve issue_refund(order_id="1042")' in backend.prompts[-1]
        assert refused(client, first)["code"] == "approval_used"  # still spent after the plan settled


RULES_STEPS = [
    calls(refund("1042")),  # before its check: refused
    calls(check("2077")),
    calls(refund("2077")),  # the check did not allow it: refused
    calls(check("1042")),
    calls(refund("1042")),  # allowed: runs only when approved
    calls(refund("1042")),  # once: refused
    answer("Done."),
]


def agent_calls(reply: Any) -> list[tuple[str, str, bool, str]]:
    return [(c["tool"], c["arguments"]["order_id"], c["ok"], c["observation"])
            for s in extension(reply)["steps"] for c in s["calls"]]  # fmt: skip


def test_the_agent_model_holds_the_preconditions_and_needs_approval_without_a_plan() -> None:
    """Outside plan mode: a refund before its check, or after a check that refused it, is
    refused; an allowed one runs only with `serve --allow issue_refund` (else it is denied, the
    server never prompts), and once."""
    for approver, ran in [(deny_all, []), (make_approver(allowed=["issue_refund"], interactive=False), ["1042"])]:
        shop = Shop()
        with serving(shop, RULES_STEPS, approver) as (client, service):
            reply = client.chat.completions.create(model=AGENT, messages=ASK)
        made = agent_calls(reply)
        assert made[0][2:] == (False, "issue_refund needs check_refundable to allow it first: call check_refundable "
                                      'with order_id="1042", then issue_refund again if it allows it')  # fmt: skip
        assert made[2][2] is False and "check_refundable did not allow it" in made[2][3]
        assert made[4][2:] == ((True, "refund issued for order 1042") if ran else (False, "the user denied this call"))
        assert made[5][2] is False  # the same refund again: not run (the run's repeat guard answers it)
        assert shop.refunds == ran and "plan" not in extension(reply) and len(service.plans) == 0


def test_an_approval_the_server_cannot_read_is_refused_naming_the_field() -> None:
    with serving(Shop(), [" Final Answer: no"]) as (client, _):
        for body, param in [
            ({"model": AGENT, "localagent": {"approve": "plan_x"}}, "localagent.approve"),
            ({"model": AGENT, "localagent": {"plan": "yes"}}, "localagent.plan"),
            ({"model": AGENT, "localagent": {"approve": ["plan_x"], "plan": True}}, "localagent.plan"),
            ({"model": AGENT, "localagent": {"deny": []}}, "localagent.deny"),
            ({"model": "m", "localagent": {"approve": ["plan_x"]}}, "localagent.approve"),
            ({"model": AGENT, "localagent": {"approve": []}}, "localagent.approve"),
            ({"model": AGENT, "localagent": {"decline": "plan_x"}}, "localagent.decline"),
            ({"model": AGENT, "localagent": {"decline": [1]}}, "localagent.decline"),
            ({"model": AGENT, "localagent": {"decline": []}}, "localagent.decline"),
            ({"model": AGENT, "localagent": {"decline": ["plan_x"], "plan": True}}, "localagent.plan"),
            ({"model": AGENT, "localagent": {"decline": ["plan_x"], "approve": ["plan_y"]}}, "localagent.decline"),
            ({"model": "m", "localagent": {"decline": ["plan_x"]}}, "localagent.decline"),
            ({"model": "m", "localagent": {"plan": True}}, "localagent.plan"),  # the plain model plans nothing
        ]:
            with pytest.raises(openai.BadRequestError) as error:
                client.chat.completions.create(messages=ASK, model=body.pop("model"), extra_body=body)
            assert error.value.body["param"] == param, body  # type: ignore[index]


def test_the_plain_model_runs_no_tool_of_the_servers_and_returns_the_call_to_the_client() -> None:
    shop = Shop()
    client_tool = {"type": "function", "function": {"name": "issue_refund", "parameters": {
        "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}}  # fmt: skip
    with serving(shop, [calls(refund("2077"))]) as (client, _):
        reply = client.chat.completions.create(model="m", messages=ASK, tools=[client_tool])
    call = reply.choices[0].message.tool_calls[0]
    assert (call.function.name, call.function.arguments) == ("issue_refund", '{"order_id": "2077"}')
    assert shop.log == []  # the client runs it, under its own rules: the server ran nothing


def test_plans_expire_and_the_oldest_goes_past_the_limit() -> None:
    now = [0.0]
    plans = PendingPlans(ttl=10, limit=1, clock=lambda: now[0])

    class Kept:
        def __init__(self, call: Any) -> None:
            self.calls = [call]

    class Call:
        def __init__(self, name: str) -> None:
            self.call = type("C", (), {"id": name})()

        def to_json(self) -> dict[str, Any]:
            return {"id": self.call.id}

    old = plans.keep(Kept(Call("a")), "q", "c")[0]["id"]  # type: ignore[arg-type]
    new = plans.keep(Kept(Call("b")), "q", "c")[0]["id"]  # type: ignore[arg-type]
    with pytest.raises(Exception, match="too many plans"):
        plans.check([old])
    now[0] = 11
    with pytest.raises(Exception, match="expired"):
        plans.check([new])
