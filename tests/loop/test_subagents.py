"""Sub-agents (agent/subagents.py, agent/subagent_config.py) on the scripted backend: one
backend serves both levels (its outputs are consumed in the order the levels generate)."""

from __future__ import annotations

from typing import Any, Literal

import pytest

from localagent import Agent, AgentConfig, Registry, tool
from localagent.agent.subagent_config import listed_subagents, with_subagents
from localagent.backends.scripted import ScriptedBackend
from localagent.errors import UsageError
from localagent.policies import POLICY_SETTINGS
from localagent.trace import Tracer

PLAIN = {
    **POLICY_SETTINGS,
    "mode": "react",
    "policies": "check",
}  # the scripted model writes every call itself, as a capable model


class Shop:
    """A back office with state: orders, and the refunds issued."""

    def __init__(self) -> None:
        self.orders = {"1042": {"status": "delivered", "days": 12}, "7": {"status": "shipped", "days": 2}}
        self.refunds: list[str] = []

    def tools(self) -> list:
        @tool
        def lookup_order(order_id: str) -> dict:
            """Look an order up.

            Args:
                order_id: The order's number.
            """
            return self.orders[order_id]

        @tool(requires_approval=True)
        def issue_refund(order_id: str) -> str:
            """Refund an order.

            Args:
                order_id: The order's number.
            """
            self.refunds.append(order_id)
            return f"refund issued for order {order_id}"

        return [lookup_order, issue_refund]


def call(tool_name: str, **arguments: Any) -> str:
    import json

    return f" I act.\nAction: {tool_name}\nAction Input: {json.dumps(arguments)}"


def answer(text: str) -> str:
    return f" I know.\nFinal Answer: {text}"


def outer_agent(shop: Shop, outputs: list[str], approve: bool = True, **config: Any) -> tuple[Agent, ScriptedBackend]:
    backend = ScriptedBackend(outputs)
    approver = (lambda tool, arguments: approve) if approve is not None else None
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=4))
    refund = inner.as_tool("refund", "Refund an order: looks it up and issues the refund.", {"order_id": "string"})
    outer = Agent(backend, Registry([refund]), AgentConfig(**{**PLAIN, **config}), tracer=Tracer(), approver=approver)  # type: ignore[arg-type]
    return outer, backend


def test_the_outer_call_runs_the_inner_loop_and_the_result_record_carries_it() -> None:
    shop = Shop()
    outer, backend = outer_agent(shop, [
        call("refund", order_id="1042"),
        call("lookup_order", order_id="1042"),
        call("issue_refund", order_id="1042"),
        answer("Order 1042 was refunded."),
        answer("Your order 1042 has been refunded."),
    ])  # fmt: skip
    result = outer.run("Please refund order 1042")
    assert result.said == "Your order 1042 has been refunded." and shop.refunds == ["1042"]
    record = result.steps[0].calls[0]
    assert record.tool == "refund" and record.ok and record.observation == "Order 1042 was refunded."
    assert [c["tool"] for c in record.data["calls"]] == ["lookup_order", "issue_refund"]
    assert record.data["stop_reason"] == "final_answer" and len(record.data["steps"]) == 3
    # The inner run was asked the job with its arguments, on the same model.
    assert "Refund an order: looks it up and issues the refund. order_id: 1042" in backend.prompts[1]
    # The inner tokens count in the outer run's usage.
    assert result.usage.prompt_tokens > sum(s.usage.prompt_tokens for s in result.steps if s.usage)


def test_the_trace_nests_the_inner_steps_under_the_outer_call() -> None:
    shop = Shop()
    outer, _ = outer_agent(shop, [
        call("refund", order_id="1042"), call("lookup_order", order_id="1042"), answer("It is delivered."),
        answer("Done."),
    ])  # fmt: skip
    outer.run("refund 1042")
    events = outer.tracer.events
    outer_call = next(e for e in events if e["type"] == "tool_call" and e["tool"] == "refund")
    inner = [e for e in events if e.get("parent") == outer_call["id"]]
    assert {e["type"] for e in inner} >= {"run_start", "tool_call", "tool_result", "stop"}
    assert all(e["depth"] == 1 for e in inner)
    assert not [
        e for e in events if e.get("parent") is None and e["type"] == "tool_call" and e["tool"] == "lookup_order"
    ]


def test_an_inner_run_without_an_answer_is_a_fixable_error_with_the_reason() -> None:
    shop = Shop()
    repeated = call("lookup_order", order_id="7")
    outer, _ = outer_agent(shop, [
        call("refund", order_id="7"), repeated, repeated, repeated, repeated,
        answer("I could not refund order 7."),
    ])  # fmt: skip
    result = outer.run("refund order 7")
    record = result.steps[0].calls[0]
    assert not record.ok and record.error == "SubAgentStopped"
    assert record.observation.startswith("refund stopped without an answer: it kept repeating the same call")
    assert record.data["calls"][0]["tool"] == "lookup_order"  # what the inner run did is kept
    assert "Traceback" not in record.observation and result.said == "I could not refund order 7."


def test_nesting_approves_nothing_new() -> None:
    shop = Shop()
    outer, _ = outer_agent(shop, [
        call("refund", order_id="1042"), call("issue_refund", order_id="1042"), answer("Refused."),
        answer("The refund was not allowed."),
    ], approve=False)  # fmt: skip
    result = outer.run("refund 1042")
    inner_calls = result.steps[0].calls[0].data["calls"]
    assert inner_calls[0]["observation"] == "the user denied this call" and shop.refunds == []


def test_the_inner_run_spends_what_is_left_of_the_outer_token_budget() -> None:
    shop = Shop()
    # Each step's prompt is a few hundred tokens: the budget lets the outer step and one inner step run.
    outer, backend = outer_agent(shop, [call("refund", order_id="1042")] + [call("lookup_order", order_id="1042")] * 5
                                 + [answer("x")] * 3, token_budget=900)  # fmt: skip
    result = outer.run("refund 1042")
    record = result.steps[0].calls[0]
    assert not record.ok and "the token budget ran out" in record.observation
    assert len(record.data["steps"]) < 4  # stopped by the shared budget, not by its own max_steps


class BlockingBackend(ScriptedBackend):
    """The sub-agent's first generation waits until the call it runs in is given up (its stop
    event): the call's timeout surely runs out while the inner run generates, whatever the
    machine's speed."""

    def __init__(self, outputs: list[str]) -> None:
        super().__init__(outputs)
        self.started = self.ended = 0

    def generate(self, prompt: str, **kwargs: Any):  # type: ignore[no-untyped-def]
        from localagent.tools.executor import CALL

        self.started += 1
        try:
            running = CALL.get()
            if running is not None:  # inside the sub-agent's call
                assert running.stop.wait(30), "the call was never given up"  # a safety net, not a bound
            return super().generate(prompt, **kwargs)
        finally:
            self.ended += 1


def test_a_call_given_up_stops_the_inner_run() -> None:
    shop = Shop()
    # Generations: 1 the outer step (calls refund), 2 the inner step, given up: it must stop
    # there, leaving the answer to the outer step 2 (an inner run that went on would take it).
    backend = BlockingBackend([call("refund", order_id="1042"), call("lookup_order", order_id="1042"), answer("late")])
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=50, repeat_limit=100))
    refund = inner.as_tool("refund", "Refund an order.", {"order_id": "string"})
    refund.timeout = 0.1
    outer = Agent(backend, Registry([refund]), AgentConfig(**PLAIN, max_steps=2))
    result = outer.run("refund 1042")
    assert "timed out" in result.steps[0].calls[0].observation
    assert result.said == "late" and shop.refunds == []
    assert (backend.started, backend.ended) == (3, 3)  # nothing generates behind the outer run


def test_depth_is_bounded_at_run_time() -> None:
    backend = ScriptedBackend([call("deeper", request="x")] * 3 + [answer("no")] * 3)
    leaf = Agent(backend, Registry([]), AgentConfig(**PLAIN))
    middle = Agent(backend, Registry([leaf.as_tool("deeper", "Go deeper.", max_depth=1)]), AgentConfig(**PLAIN))
    outer = Agent(backend, Registry([middle.as_tool("deeper", "Go deeper.", max_depth=1)]), AgentConfig(**PLAIN))
    result = outer.run("go")
    inner = result.steps[0].calls[0].data["calls"][0]
    assert not inner["ok"] and "sub-agents nest at most 1 deep" in inner["observation"]


TABLES = {
    "refund": {"description": "Refund an order.", "tools": ["lookup_order", "issue_refund"], "max_steps": 4,
               "parameters": {"order_id": "string"}, "instructions": "Refund only delivered orders."},
}  # fmt: skip


def test_configured_sub_agents_are_built_on_the_one_backend_and_listed_with_their_tools() -> None:
    shop = Shop()
    backend = ScriptedBackend([call("refund", order_id="1042"), answer("ok"), answer("done")])
    tools = with_subagents(Registry(shop.tools()), TABLES, backend, AgentConfig(**PLAIN), max_depth=2)
    refund = tools.get("refund")
    assert refund.inner_tools == ("lookup_order", "issue_refund")
    assert refund.parameters == {
        "type": "object",
        "properties": {"order_id": {"type": "string"}},
        "required": ["order_id"],
    }
    result = Agent(backend, tools.select(["refund"]), AgentConfig(**PLAIN)).run("refund 1042")
    assert result.said == "done"
    assert "Rules: Refund only delivered orders." in backend.prompts[1]
    listed = listed_subagents(Registry(shop.tools()), TABLES)
    assert listed.get("refund").fn is None and listed.get("refund").inner_tools == ("lookup_order", "issue_refund")


def test_a_sub_agents_run_is_not_split_into_requests() -> None:
    # Its question is the job's description and arguments, its rules and what the user asked,
    # written by the runner: decompose asked its rules and the user's words as requests of their
    # own, and the model's own first step was not taken (measured: the check asked twice).
    shop = Shop()
    tables = {"refund": {**TABLES["refund"], "pass_question": True,
                         "instructions": "Look the order up first. Refund only delivered orders."}}  # fmt: skip
    config = AgentConfig(**{**PLAIN, "decompose": True, "parallel": 4})
    backend = ScriptedBackend([call("refund", order_id="1042"), call("lookup_order", order_id="1042"), answer("ok"),
                               answer("done")])  # fmt: skip
    tools = with_subagents(Registry(shop.tools()), tables, backend, config, max_depth=2)
    result = Agent(backend, tools.select(["refund"]), AgentConfig(**PLAIN)).run("Refund orders 1042 and 7.")
    inner = result.steps[0].calls[0].data
    assert [(c["tool"], c["arguments"]) for c in inner["calls"]] == [("lookup_order", {"order_id": "1042"})]
    assert inner["answer"] == "ok" and result.said == "done"
    assert not any(s.get("policies") for s in inner["steps"])


def test_a_sub_agents_run_makes_no_calls_for_the_values_its_description_lists() -> None:
    # "Close a support ticket with a code (resolved, duplicate or wont_fix). ticket_id: T-30,
    # code: resolved": expand added close_ticket with duplicate and with wont_fix (measured).
    closed: list[tuple[str, str]] = []

    @tool
    def close_ticket(ticket_id: str, code: Literal["resolved", "duplicate", "wont_fix"]) -> str:
        """Close a ticket.

        Args:
            ticket_id: The ticket.
            code: Why.
        """
        closed.append((ticket_id, code))
        return f"{ticket_id} closed as {code}"

    tables = {"close": {"description": "Close a support ticket with a code (resolved, duplicate or wont_fix).",
                        "tools": ["close_ticket"], "parameters": {"ticket_id": "string", "code": "string"}}}  # fmt: skip
    config = AgentConfig(**{**PLAIN, "expand": True, "parallel": 4})
    backend = ScriptedBackend([call("close", ticket_id="T-30", code="resolved"),
                               call("close_ticket", ticket_id="T-30", code="resolved"), answer("ok"), answer("done")])  # fmt: skip
    tools = with_subagents(Registry([close_ticket]), tables, backend, config, max_depth=2)
    Agent(backend, tools.select(["close"]), AgentConfig(**PLAIN)).run("Close T-30 as resolved.")
    assert closed == [("T-30", "resolved")]


@pytest.mark.parametrize(
    "tables, message",
    [
        ({"a": {"description": "A.", "tools": ["b"]}, "b": {"description": "B.", "tools": ["a"]}},
         "sub-agents call each other in a cycle: a -> b -> a"),
        ({"a": {"description": "A.", "tools": ["a"]}}, "cycle: a -> a"),
        ({"a": {"description": "A.", "tools": ["nope"]}}, "[agents.a]: unknown tool 'nope'"),
        ({"a": {"description": "A.", "tools": ["b"]}, "b": {"description": "B.", "tools": ["c"]},
          "c": {"description": "C.", "tools": ["lookup_order"]}}, "[agents.a]: sub-agents nest 3 deep; agent_depth is 2"),
        ({"a": {"tools": ["lookup_order"]}}, "[agents.a]: needs a description"),
        ({"a": {"description": "A.", "tools": []}}, "[agents.a]: needs tools"),
        ({"a": {"description": "A.", "tools": ["lookup_order"], "steps": 3}}, "[agents.a]: unknown key 'steps'"),
        ({"a": {"description": "A.", "tools": ["lookup_order"], "parameters": {"x": "text"}}},
         "[agents.a]: parameter 'x': type 'text' is not one of"),
        ({"lookup_order": {"description": "A.", "tools": ["issue_refund"]}}, "a tool of that name exists already"),
    ],
)  # fmt: skip
def test_configuration_problems_are_one_line_at_load(tables: dict, message: str) -> None:
    with pytest.raises(UsageError) as error:
        listed_subagents(Registry(Shop().tools()), tables)
    assert message in str(error.value) and "\n" not in str(error.value)


def test_each_level_has_its_own_prompt_with_its_own_tools() -> None:
    shop = Shop()
    outer, backend = outer_agent(shop, [call("refund", order_id="1042"), answer("ok"), answer("done")])
    outer.run("refund 1042")
    outer_prompt, inner_prompt = backend.prompts[0], backend.prompts[1]
    assert "refund" in outer_prompt and "lookup_order" not in outer_prompt
    assert "lookup_order" in inner_prompt and "issue_refund" in inner_prompt and "\n- refund:" not in inner_prompt
    assert "\n- refund:" in outer_prompt


class StepClock:
    """A clock the runs read (loop.py, subagents.py) that a generation moves on by a second."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        return self.now


class SecondPerGeneration(ScriptedBackend):
    def __init__(self, outputs: list[str], clock: StepClock) -> None:
        super().__init__(outputs)
        self.clock = clock

    def generate(self, prompt: str, **kwargs: Any):  # type: ignore[no-untyped-def]
        self.clock.now += 1.0
        return super().generate(prompt, **kwargs)


def test_the_inner_run_has_what_is_left_of_the_outer_time(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = StepClock()
    monkeypatch.setattr("localagent.agent.loop.time", clock)
    monkeypatch.setattr("localagent.agent.scope.time", clock)
    shop = Shop()
    outputs = [call("refund", order_id="1042")] + [call("lookup_order", order_id="1042")] * 30 + [answer("x")] * 3
    backend = SecondPerGeneration(outputs, clock)
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=30, repeat_limit=100))
    outer = Agent(backend, Registry([inner.as_tool("refund", "Refund.", {"order_id": "string"})]),
                  AgentConfig(**PLAIN, time_limit=3.5))  # fmt: skip
    result = outer.run("refund 1042")
    record = result.steps[0].calls[0]
    assert not record.ok and "the time limit ran out" in record.observation
    # The outer step took 1 of its 3.5 s: the inner run had 2.5 s, and took the steps that
    # started at 0, 1 and 2 s of them (its own limits: none, and 30 steps).
    assert len(record.data["steps"]) == 3 and result.stop_reason == "time_limit"


class InterruptingBackend(ScriptedBackend):
    """Ctrl-C lands inside the `at`-th generation: a real SIGINT to this process, sent from the
    generating thread, which goes on only once the call it runs in was given up (its stop
    event): synchronised on the event, not on the machine's speed. Every generation it starts
    is counted, and every one that has ended."""

    def __init__(self, outputs: list[str], at: int) -> None:
        super().__init__(outputs)
        self.at, self.started, self.ended = at, 0, 0

    def generate(self, prompt: str, **kwargs: Any):  # type: ignore[no-untyped-def]
        import os
        import signal

        from localagent.tools.executor import CALL

        self.started += 1
        try:
            if self.started == self.at:
                running = CALL.get()
                assert running is not None, "the Ctrl-C is meant to land inside a sub-agent's generation"
                os.kill(os.getpid(), signal.SIGINT)
                assert running.stop.wait(30), "the Ctrl-C never reached the run"  # a safety net, not a bound
            return super().generate(prompt, **kwargs)
        finally:
            self.ended += 1


@pytest.fixture
def ctrl_c_raises() -> Any:
    """SIGINT raises KeyboardInterrupt here, as at a terminal, even where the tests run as a
    background job (which inherits SIGINT ignored: the Ctrl-C was lost, the inner run went on
    to its last scripted output, and the outer run ended with generation_error)."""
    import signal

    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_ctrl_c_during_the_inner_run_stops_it(ctrl_c_raises: None) -> None:
    shop = Shop()
    # Generations: 1 the outer step (calls refund), 2 the inner step 1, 3 the inner step 2: Ctrl-C.
    backend = InterruptingBackend(
        [call("refund", order_id="1042")] + [call("lookup_order", order_id="1042")] * 50, at=3
    )
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=50, repeat_limit=100))
    outer = Agent(backend, Registry([inner.as_tool("refund", "Refund.", {"order_id": "string"})]), AgentConfig(**PLAIN))
    result = outer.run("refund 1042")
    assert result.stop_reason == "interrupted"
    assert result.said.endswith("the run stopped because it was interrupted, before any tool was called.")
    # Nothing goes on generating behind the prompt: the generation the Ctrl-C landed in was the
    # last one started, and it had ended when the run returned.
    assert (backend.started, backend.ended) == (3, 3)


def test_a_cancelled_run_stops_its_inner_run_and_itself() -> None:
    """serve's cancellation (the client left) is raised by the run's text callback, which the
    inner run probes: the cancellation ends both runs, and the outer model never reads it as
    a failed tool and goes on generating after it."""
    from localagent.errors import Cancelled

    shop = Shop()
    backend = ScriptedBackend([call("refund", order_id="1042")] + [call("lookup_order", order_id="1042")] * 50)
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=50, repeat_limit=100))
    outer = Agent(backend, Registry([inner.as_tool("refund", "Refund.", {"order_id": "string"})]), AgentConfig(**PLAIN))

    def on_text(piece: str) -> None:
        if len(backend.prompts) == 3:  # the client leaves during the inner run's second step
            raise Cancelled("request cancelled (client disconnected)")

    with pytest.raises(Cancelled):
        outer.run("refund 1042", on_text=on_text)
    assert len(backend.prompts) == 3 and shop.refunds == []


def test_two_sub_agent_calls_in_one_step_run_one_after_the_other() -> None:
    """They share the one model, which generates for one run at a time."""
    shop = Shop()
    both = (
        ' I act.\nAction: refund\nAction Input: {"order_id": "1042"}\nAction: refund\nAction Input: {"order_id": "7"}'
    )
    outer, backend = outer_agent(shop, [both, answer("first"), answer("second"), answer("both done")], parallel=4)
    assert outer.tools.get("refund").exclusive
    result = outer.run("refund 1042 and 7")
    assert [c.observation for c in result.steps[0].calls] == ["first", "second"] and result.said == "both done"


FORCED_WORDS = "I must answer now, using only the observations above."


def test_the_answer_after_an_inner_run_ends_is_held_to_the_outer_answers_end_rules() -> None:
    shop = Shop()
    backend = ScriptedBackend([
        call("refund", order_id="1042"),
        call("lookup_order", order_id="1042"),  # the inner run's one step; then it is asked to answer
        f" Order 1042 was delivered 12 days ago.\n{FORCED_WORDS}\nOrder 1042 was delivered 12 days ago, so what.",
        answer(FORCED_WORDS),  # the outer model says the forced answer's words: no answer at this level either
        answer("Order 1042 was not refunded."),
    ])  # fmt: skip
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=1))
    refund = inner.as_tool("refund", "Refund an order.", {"order_id": "string"})
    outer = Agent(backend, Registry([refund]), AgentConfig(**PLAIN), tracer=Tracer(), approver=lambda t, a: True)
    result = outer.run("refund order 1042")
    record = result.steps[0].calls[0]
    assert record.error == "SubAgentStopped" and record.data["answer"] == "Order 1042 was delivered 12 days ago."
    # Its generation stopped where its answer ended: at the forced answer's words, as the answer was cut.
    forced = [e for e in outer.tracer.events if e["type"] == "model_call" and e.get("depth") == 1][-1]
    assert forced["completion"].rstrip().endswith(FORCED_WORDS) and "so what" not in forced["completion"]
    assert result.steps[1].repairs[-1].startswith("answer not accepted")
    assert result.said == "Order 1042 was not refunded."


def test_an_inner_run_that_says_only_the_forced_words_has_no_final_answer() -> None:
    shop = Shop()
    backend = ScriptedBackend([
        call("refund", order_id="1042"), call("lookup_order", order_id="1042"), f" {FORCED_WORDS}",
        answer("Order 1042 was not refunded."),
    ])  # fmt: skip
    inner = Agent(backend, Registry(shop.tools()), AgentConfig(**PLAIN, max_steps=1))
    refund = inner.as_tool("refund", "Refund an order.", {"order_id": "string"})
    result = Agent(backend, Registry([refund]), AgentConfig(**PLAIN), approver=lambda t, a: True).run("refund 1042")
    data = result.steps[0].calls[0].data
    assert data["answer"].startswith("No final answer: the run stopped because it reached the limit of 1 steps")
    assert FORCED_WORDS not in data["answer"] and result.said == "Order 1042 was not refunded."
