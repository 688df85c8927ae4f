"""bench/subagents/run.py's scoring, without a model: a task is right when the back office ends
in its state; a refund the task did not ask for, or made twice, is a wrong irreversible action;
the table groups the runs by kind or language, a column per setup with and without
preconditions. The task files are well formed and cover five languages for the check tasks."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "subagents"


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("subagents_run", BENCH / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def state(*refunds: str) -> dict:
    return {"refunds": list(refunds), "closed": {}, "cancelled": []}


TWO = {"end_state": state("1042", "4188"), "must_call": ["check_refundable"]}
ONLY_CHECK = {"end_state": state(), "must_call": ["check_refundable"]}
CHECKED = [("check_refundable", "ok")]


@pytest.mark.parametrize(
    "task, made, refunds, expected",
    [
        (TWO, CHECKED, ("4188", "1042"), (True, 0)),  # in any order
        (TWO, CHECKED, ("1042", "4188", "1042"), (False, 1)),  # twice
        (TWO, [], ("1042", "4188"), (False, 0)),  # the check never called
        (ONLY_CHECK, CHECKED, ("1042",), (False, 1)),  # asked only to check
        (ONLY_CHECK, CHECKED, (), (True, 0)),
    ],
)
def test_judge(bench, task: dict, made: list, refunds: tuple, expected: tuple) -> None:  # type: ignore[no-untyped-def]
    assert bench.judge(task, state(*refunds), made) == expected


def test_table_per_kind_with_and_without_preconditions(bench) -> None:  # type: ignore[no-untyped-def]
    rows = [
        {"kind": "two_refunds", "setup": "flat", "preconditions": pre, "right": right, "wrong_irreversible": wrong,
         "steps": steps, "tokens": 100 * steps}
        for pre, right, wrong, steps in [("on", True, 0, 3), ("on", False, 0, 5), ("off", False, 2, 2)]
    ]  # fmt: skip
    assert bench.table(rows, "kind") == [
        "| kind | flat, preconditions on: right, wrong irr., steps, tokens "
        "| flat, preconditions off: right, wrong irr., steps, tokens |",
        "|---|---|---|",
        "| two_refunds | 1/2, 0, 4.0, 400 | 0/1, 2, 2.0, 200 |",
    ]


def test_without_preconditions_the_refund_declares_none(bench) -> None:  # type: ignore[no-untyped-def]
    import backoffice

    tools = {t.name: t for t in bench.without_preconditions(backoffice.FINE_TOOLS)}
    assert (tools["issue_refund"].requires, tools["issue_refund"].irreversible) == (None, False)
    assert backoffice.issue_refund.requires == "check_refundable"  # the module's own tool is left as it is


def test_the_check_tasks_are_well_formed_in_five_languages() -> None:
    tasks = [json.loads(line) for line in (BENCH / "tasks_checks.jsonl").read_text(encoding="utf-8").splitlines()]
    ids = [t["id"] for t in tasks]
    assert len(ids) == len(set(ids))
    kinds = {"refused_old", "check_only_refundable", "two_refunds", "two_refunds_one_refused"}
    for kind in kinds:
        assert {t["language"] for t in tasks if t["kind"] == kind} == {"en", "de", "fr", "es", "zh"}
    for t in tasks:
        assert set(t["end_state"]) == {"refunds", "closed", "cancelled"} and t["question"].strip()


def test_a_ticket_closes_with_a_code_from_a_declared_closed_set(bench) -> None:  # type: ignore[no-untyped-def]
    # Named only in prose, the codes were not held to: SmolLM2 wrote the ticket's id as the code
    # ("T-30") and, told the values, the same call again. Declared as an enum (the fine tool and
    # the hybrid's coarse one alike), the grammar allows no other value.
    import backoffice

    from localagent import AgentConfig, Registry
    from localagent.agent.subagent_config import with_subagents
    from localagent.backends.scripted import ScriptedBackend
    from localagent.grammar import GrammarBuilder

    codes = ["resolved", "duplicate", "wont_fix"]
    assert backoffice.close_ticket.parameters["properties"]["code"]["enum"] == codes
    fine = Registry(backoffice.FINE_TOOLS)
    coarse = with_subagents(fine, backoffice.AGENTS, ScriptedBackend([]), AgentConfig()).get("close_support_ticket")
    assert coarse.parameters["properties"]["code"]["enum"] == codes
    for tool in (backoffice.close_ticket, coarse):
        grammar = GrammarBuilder(Registry([tool])).generated()
        assert '"\\"resolved\\"" | "\\"duplicate\\"" | "\\"wont_fix\\""' in grammar
