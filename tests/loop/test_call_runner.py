"""CallRunner: a step's calls validated and executed once each, in order; a repeat gets the
earlier result and counts towards the run's limit; the same call twice in one step runs once;
a tool that keeps failing is taken away, with a note for the model."""

from __future__ import annotations

from localagent.agent.calls import CallRunner
from localagent.agent.guards import REPEATED
from localagent.tools import Registry, tool
from localagent.tools.executor import Executor, ExecutorConfig
from localagent.trace import Tracer
from localagent.types import ToolCall

RAN: list[str] = []


@tool
def echo(text: str) -> str:
    """Say it back."""
    RAN.append(text)
    return text.upper()


@tool
def broken(text: str) -> str:
    """Always fails."""
    raise RuntimeError("disk on fire")


def runner(repeat_limit: int = 2, failure_limit: int = 2) -> tuple[CallRunner, Tracer]:
    tools = Registry([echo, broken])
    tracer = Tracer()
    executor = Executor(tools, ExecutorConfig(parallel=1), tracer)
    return CallRunner(executor, tools, tracer, repeat_limit, failure_limit), tracer


def call(name: str, text: str, id: str) -> ToolCall:
    return ToolCall(name, {"text": text}, id)


def test_calls_run_in_order_and_invalid_arguments_are_the_models_to_fix() -> None:
    RAN.clear()
    r, _ = runner()
    records, note = r.run([call("echo", "a", "c1"), ToolCall("echo", {"txt": "b"}, "c2"), call("echo", "c", "c3")])
    assert [(x.id, x.ok, x.error) for x in records] == [
        ("c1", True, None),
        ("c2", False, "ToolCallError"),
        ("c3", True, None),
    ]
    assert [x.observation for x in records if x.ok] == ["A", "C"] and RAN == ["a", "c"] and note == ""


def test_a_repeat_gets_the_earlier_result_without_running_and_counts() -> None:
    RAN.clear()
    r, tracer = runner(repeat_limit=1)
    r.run([call("echo", "a", "c1")])
    records, _ = r.run([call("echo", "a", "c2")])
    assert RAN == ["a"] and records[0].error == REPEATED and "A" in records[0].observation
    assert r.exhausted
    assert [e["type"] for e in tracer.events].count("repeat") == 1


def test_a_repeat_of_a_call_that_failed_ends_the_run_at_once() -> None:
    """The model was told what was wrong and wrote the same call again: the next step would be
    the same. A repeat of a call that ran is refused with its result, and counted."""
    RAN.clear()
    r, _ = runner(repeat_limit=2)
    r.run([ToolCall("echo", {"txt": "a"}, "c1")])
    assert not r.exhausted
    r.run([call("echo", "a", "c2")])  # a new call that runs
    r.run([call("echo", "a", "c3")])  # its repeat: refused, counted once
    assert not r.exhausted
    records, _ = r.run([ToolCall("echo", {"txt": "a"}, "c4")])  # the failed call again
    assert records[0].error == REPEATED and r.exhausted
    unlimited, _ = runner(repeat_limit=0)
    unlimited.run([ToolCall("echo", {"txt": "a"}, "c1")])
    unlimited.run([ToolCall("echo", {"txt": "a"}, "c2")])
    assert not unlimited.exhausted  # no limit set: no repeat ends the run


def test_the_same_call_twice_in_one_step_runs_once() -> None:
    RAN.clear()
    r, _ = runner()
    records, _ = r.run([call("echo", "a", "c1"), call("echo", "a", "c2")])
    assert RAN == ["a"] and records[1].error == REPEATED and records[1].observation == "same call as c1; see its result"


def test_a_tool_that_keeps_failing_is_taken_away_with_a_note() -> None:
    r, tracer = runner(failure_limit=2)
    r.run([call("broken", "1", "c1")])
    records, note = r.run([call("broken", "2", "c2")])
    assert not records[0].ok and "broken" not in r.tools.names and "echo" in r.tools.names
    assert note == "The tool broken failed 2 times in a row and is no longer available."
    assert any(e["type"] == "tool_removed" for e in tracer.events)
    later, _ = r.run([call("broken", "3", "c3")])
    assert later[0].error == "ToolCallError"  # no longer offered: the model must choose another
