"""Taking compound questions apart (decompose.py): tables of hand-checked cases, property
tests, and the agent using it on the scripted backend."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent import Agent, AgentConfig, Registry, tool
from localagent.backends.scripted import ScriptedBackend
from localagent.policies.decompose import split_clauses
from localagent.policies.enumerate import expand_arguments
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer

# --- split_clauses -------------------------------------------------------------------------

CLAUSES = [
    ("What is 17 * 23?", ["What is 17 * 23?"]),
    (
        "What is the capital of Australia, what is the population of Canada, and what is the largest city in Brazil?",
        ["What is the capital of Australia", "what is the population of Canada", "what is the largest city in Brazil?"],
    ),
    ("Tell me, what is the time?", ["Tell me, what is the time?"]),
    ("Find the factorial of 5,10 and 15.", ["Find the factorial of 5,10 and 15."]),
    (
        "Find the sum of all the multiples of 3 and 5 between 1 and 1000. Also find the product of the first five primes.",
        [
            "Find the sum of all the multiples of 3 and 5 between 1 and 1000.",
            "find the product of the first five primes.",
        ],
    ),
    (
        "Calculate the GCD of 96 and 128, and the LCM of 15 and 25.",
        ["Calculate the GCD of 96 and 128", "the LCM of 15 and 25."],
    ),
    (
        "Book a flight from Seattle to Boston with American Airlines and book a hotel in Boston for 4 nights.",
        ["Book a flight from Seattle to Boston with American Airlines", "book a hotel in Boston for 4 nights."],
    ),
    (
        "Compute the force for 4 seconds, then repeat with 10 seconds.",
        ["Compute the force for 4 seconds", "repeat with 10 seconds."],
    ),
    (
        "Book a flight from San Francisco to Tokyo on May 3rd and another flight from Tokyo to Sydney on May 18th.",
        ["Book a flight from San Francisco to Tokyo on May 3rd", "another flight from Tokyo to Sydney on May 18th."],
    ),
    (
        "Translate 'Hello' to Spanish. In addition to that get the time in London.",
        ["Translate 'Hello' to Spanish.", "get the time in London."],
    ),
    (
        "What is the birthdate of Nikola Tesla and what was his most famous discovery?",
        ["What is the birthdate of Nikola Tesla", "what was his most famous discovery?"],
    ),
    # "can you also ..." goes on with the same request; "Then, can you also" starts a new one
    (
        "What was the population in 2015, and can you also give the species? Then, can you also do 2020?",
        ["What was the population in 2015, and can you also give the species?", "can you also do 2020?"],
    ),
    # Not new requests: a list of objects, an abbreviation inside a sentence, "between ... and".
    ("Play songs by Taylor Swift and Maroon 5 on Spotify.", ["Play songs by Taylor Swift and Maroon 5 on Spotify."]),
    ("Price a house of 3000 sq ft. in New York.", ["Price a house of 3000 sq ft. in New York."]),
    ("Find all prime numbers between 50 and 150.", ["Find all prime numbers between 50 and 150."]),
]


@pytest.mark.parametrize(("question", "expected"), CLAUSES, ids=[q[:40] for q, _ in CLAUSES])
def test_split_clauses(question: str, expected: list[str]) -> None:
    assert split_clauses(question) == expected


# --- expand_arguments ----------------------------------------------------------------------

EXPANSIONS: list[tuple[str, dict[str, Any], list[dict[str, Any]]]] = [
    # a list of numbers after the value
    ("Find the factorial of 5,10 and 15.", {"number": 5}, [{"number": 10}, {"number": 15}]),
    # the value in the middle of the list: the items before it count too
    ("Find the factorial of 5,10 and 15.", {"number": 10}, [{"number": 5}, {"number": 15}]),
    ("RGB values for navy, purple and maroon?", {"color": "purple"}, [{"color": "navy"}, {"color": "maroon"}]),
    # two lists of one length go together ("respectively")
    (
        "Play songs by Taylor Swift and Maroon 5, for 20 minutes and 15 minutes respectively.",
        {"artist": "Taylor Swift", "duration": 20},
        [{"artist": "Maroon 5", "duration": 15}],
    ),
    # a list ends at "and"; "their 3D models" is not an item
    (
        "Get the sequence of human HbA1c, normal hemoglobin, and rat hemoglobin and their 3D models",
        {"protein_name": "human HbA1c", "model_3d": True},
        [{"protein_name": "normal hemoglobin", "model_3d": True}, {"protein_name": "rat hemoglobin", "model_3d": True}],
    ),
    # groups of values stated again for another case
    ("Pythagoras of two side lengths: 3 and 4, 5 and 12.", {"a": 3, "b": 4}, [{"a": 5, "b": 12}]),
    (
        "Sales tax on $30.45 in Chicago, Illinois, $52.33 in Sacramento, California and $11.23 in Portland, Oregon.",
        {"amount": 30.45, "city": "Chicago", "state": "Illinois"},
        [
            {"amount": 52.33, "city": "Sacramento", "state": "California"},
            {"amount": 11.23, "city": "Portland", "state": "Oregon"},
        ],
    ),
    # values that belong together are not alternatives
    ("Find all prime numbers between 50 and 150.", {"start": 50, "end": 150}, []),
    ("Sum the multiples of 3 and 5 between 1 and 1000.", {"low": 1, "high": 1000, "multiples": [3, 5]}, []),
    # "Chicago, Illinois" is one place: a list needs its "and"
    ("Sales tax in Chicago, Illinois.", {"city": "Chicago"}, []),
    # a state code after a comma says where the place is; a name is not listed beside a verb
    ("Moving to San Francisco, CA and would like to know prices", {"location": "San Francisco"}, []),
    ("Weather in Boston, Chicago and Miami", {"city": "Boston"}, [{"city": "Chicago"}, {"city": "Miami"}]),
    # a value the question does not state is never expanded
    ("What is 17 * 23?", {"expression": "17 * 23"}, []),
    ("Weather in Paris and Rome?", {"city": "London"}, []),
    # a list of numbers with units is a list of numbers, not of units
    ("Convert 5 km and 3 km to miles", {"value": 5, "unit": "km"}, [{"value": 3, "unit": "km"}]),
    # "$400,000" is one number
    ("A loan of $400,000 and $500,000.", {"amount": 400000}, [{"amount": 500000}]),
    # a unit named once at the end is the list's; another unit counts something else
    ("Timers of 5, 10 and 15 minutes", {"minutes": 5}, [{"minutes": 10}, {"minutes": 15}]),
    ("A room for 2 adults and 1 child", {"adults": 2, "children": 1}, []),
    ("A room for 2 adults and 1 child", {"adults": 2}, []),
    # ...but a number and its unit stated again together are another case of the same call
    ("Convert 5 km and 3 miles to metres", {"value": 5, "unit": "km"}, [{"value": 3, "unit": "miles"}]),
]


@pytest.mark.parametrize(("text", "arguments", "expected"), EXPANSIONS, ids=[e[0][:40] for e in EXPANSIONS])
def test_expand_arguments(text: str, arguments: dict[str, Any], expected: list[dict[str, Any]]) -> None:
    assert expand_arguments(text, arguments) == expected


def test_expand_arguments_respects_the_limit() -> None:
    assert len(expand_arguments("Factorials of 1, 2, 3, 4, 5, 6 and 7.", {"n": 1}, limit=3)) == 3


# --- properties ----------------------------------------------------------------------------

_values = st.one_of(
    st.integers(-1000, 100000), st.floats(-1e6, 1e6, allow_nan=False), st.text(max_size=12), st.booleans()
)
_arguments = st.dictionaries(st.text(min_size=1, max_size=6), _values, max_size=4)
_words = st.lists(
    st.sampled_from(["and", ",", "5", "10", "Paris", "Rome", "then", "also", ".", "for", "the", "of", "$1,000", "x"]),
    max_size=30,
).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(_words, _arguments)
def test_expansion_keeps_the_keys_and_never_raises(text: str, arguments: dict[str, Any]) -> None:
    for expanded in expand_arguments(text, arguments):
        assert set(expanded) == set(arguments)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_split_clauses_never_invents_words(question: str) -> None:
    clauses = split_clauses(question)
    assert clauses
    words = set(question.split())
    assert all(set(c.split()) <= words | {w.strip(",;") for w in words} for c in clauses)
    assert len(clauses) == 1 or all(c.strip() for c in clauses)  # no empty request


# --- in the agent ----------------------------------------------------------------------------


@tool
def factorial(number: int) -> str:
    """The factorial of a whole number."""
    result = 1
    for k in range(2, number + 1):
        result *= k
    return str(result)


@tool
def fibonacci(count: int) -> str:
    """The first `count` Fibonacci numbers."""
    a, b, out = 0, 1, []
    for _ in range(count):
        out.append(a)
        a, b = b, a + b
    return ", ".join(map(str, out))


def _call(tool_name: str, **arguments: Any) -> str:
    return f" I need a tool.\nAction: {tool_name}\nAction Input: {json.dumps(arguments)}\n"


def _agent(outputs: list[str], **config: Any) -> tuple[Agent, ScriptedBackend, Tracer]:
    backend = ScriptedBackend(outputs)
    tracer = Tracer()
    return Agent(backend, Registry([factorial, fibonacci]), AgentConfig(**config), tracer=tracer), backend, tracer


def test_an_enumerated_question_runs_one_call_per_item() -> None:
    agent, backend, tracer = _agent([_call("factorial", number=5), " Done.\nFinal Answer: 120, 3628800, big"])
    result = agent.run("Find the factorial of 5, 10 and 15.")
    calls = result.steps[0].calls
    assert [(c.tool, c.arguments, c.ok) for c in calls] == [
        ("factorial", {"number": 5}, True), ("factorial", {"number": 10}, True), ("factorial", {"number": 15}, True),
    ]  # fmt: skip
    assert calls[1].observation == "3628800"
    # The results come back named by their arguments, so the model can tell them apart.
    assert 'Observation: [factorial {"number": 10}] 3628800' in backend.prompts[-1]
    changes = [(e["policy"], e["action"]) for e in tracer.events if e["type"] == "policy"]
    assert changes == [("relevant_tools", "offered"), ("expand", "added")]
    # The model's own call first, as it wrote it; the added ones after it.
    assert result.steps[0].to_json()["policies"][-1]["calls"] == [
        {"tool": "factorial", "arguments": {"number": 10}}, {"tool": "factorial", "arguments": {"number": 15}},
    ]  # fmt: skip
    assert result.stop_reason == "final_answer"


def test_each_request_of_a_compound_question_is_asked_on_its_own() -> None:
    agent, backend, _ = _agent(
        [
            _call("factorial", number=8),  # "Calculate the factorial of 8"
            _call("fibonacci", count=50),  # "find the first 50 Fibonacci numbers."
        ]
    )
    step = agent.propose("Calculate the factorial of 8 and find the first 50 Fibonacci numbers.")
    assert [(c.tool, c.arguments) for c in step.calls] == [("factorial", {"number": 8}), ("fibonacci", {"count": 50})]
    assert step.final_answer is None
    # Each request is the whole user message of its own prompt; the whole question is not asked.
    assert len(backend.prompts) == 2
    assert "Calculate the factorial of 8" in backend.prompts[0] and "first 50" not in backend.prompts[0]
    assert "find the first 50 Fibonacci numbers." in backend.prompts[1] and "factorial of 8" not in backend.prompts[1]
    # Usage counts every generation, the sub-questions' too.
    assert step.usage is not None and step.usage.completion_tokens > 0


def test_a_request_the_readers_read_whole_gets_their_call_not_a_model_session() -> None:
    # "What is 17 * 23" is one arithmetic and "how many miles is 10 km?" one conversion: the
    # readers write both calls; the model, asked nothing, writes nothing of them.
    backend = ScriptedBackend([_call("date_math", start="23", end="321")] * 2)
    agent = Agent(backend, builtin_registry(), AgentConfig())
    step = agent.propose("What is 17 * 23, and how many miles is 10 km?")
    assert [(c.tool, c.arguments) for c in step.calls] == [
        ("calculator", {"expression": "17 * 23"}),
        ("convert_units", {"value": 10, "from_unit": "km", "to_unit": "miles"}),
    ]
    assert backend.prompts == []
    # A request the readers do not read whole is the model's; with the arithmetic reader off, so is that one.
    backend = ScriptedBackend([_call("calculator", expression="17 * 23")])
    step = Agent(backend, builtin_registry(), AgentConfig(arithmetic=False)).propose(
        "What is 17 * 23, and how many miles is 10 km?"
    )
    assert [c.tool for c in step.calls] == ["calculator", "convert_units"] and len(backend.prompts) == 1


def test_no_expand_and_single_calls_leave_the_step_as_it_was() -> None:
    for config in ({"expand": False}, {"parallel": 1}):
        agent, backend, _ = _agent([_call("factorial", number=5)], **config)
        step = agent.propose("Find the factorial of 5, 10 and 15.")
        assert [c.arguments for c in step.calls] == [{"number": 5}]
        assert backend.remaining == 0


def test_a_question_answered_without_a_tool_stays_answered() -> None:
    agent, backend, _ = _agent([" Hello!\nFinal Answer: Hello to you too."])
    result = agent.run("Say hello to Anna and Bob.")
    assert (result.answer, len(backend.prompts)) == ("Hello to you too.", 1)


@pytest.mark.parametrize("name", ["react", "marker", "json"])
def test_calls_text_reads_back_as_the_same_calls(name: str) -> None:
    from localagent.formats import get_format
    from localagent.types import ToolCall

    fmt = get_format(name)
    tools = Registry([factorial, fibonacci])
    for calls in (
        [ToolCall("factorial", {"number": 5})],
        [ToolCall("factorial", {"number": 5}), ToolCall("fibonacci", {"count": 3})],
    ):
        parsed = fmt.parse(fmt.prefill + fmt.calls_text(calls), tools)
        assert [(c.tool, c.arguments) for c in parsed.calls] == [(c.tool, c.arguments) for c in calls]


def test_the_requests_calls_read_as_one_step_of_calls_in_the_transcript() -> None:
    agent, backend, _ = _agent(
        [
            _call("factorial", number=8),
            _call("fibonacci", count=3),
            " I know.\nFinal Answer: 40320; 0, 1, 1",
        ]
    )
    result = agent.run("Calculate the factorial of 8 and find the first 3 Fibonacci numbers.")
    assert [c.observation for c in result.steps[0].calls] == ["40320", "0, 1, 1"]
    last = backend.prompts[-1]
    assert 'Action: factorial\nAction Input: {"number": 8}\nAction: fibonacci\nAction Input: {"count": 3}\n' in last
    assert last.endswith("Observation: [factorial] 40320\nObservation: [fibonacci] 0, 1, 1\nThought:")
    assert result.answer == "40320; 0, 1, 1"


def test_a_request_is_never_offered_a_tool_that_cannot_be_undone() -> None:
    """Each request is asked under a grammar that requires a call: an irreversible tool there
    would be a call the policy forced, which the executor refuses. It is left out of every
    request, and the model calls it in its own next step, after the check."""
    from localagent import tool as make_tool

    @make_tool
    def check_refundable(order_id: str) -> str:
        """Say whether an order can be refunded.

        Args:
            order_id: The order's number.
        """
        return f"order {order_id} can be refunded"

    @make_tool(irreversible=True)
    def issue_refund(order_id: str) -> str:
        """Refund an order.

        Args:
            order_id: The order's number.
        """
        return f"refund issued for order {order_id}"

    backend = ScriptedBackend([_call("check_refundable", order_id="1042"), _call("check_refundable", order_id="1042")])
    agent = Agent(backend, Registry([check_refundable, issue_refund]), AgentConfig(), tracer=Tracer())
    step = agent.propose("Check whether order 1042 can be refunded. Then refund order 1042.")
    assert backend.prompts and all("issue_refund" not in prompt for prompt in backend.prompts)
    assert [c.tool for c in step.calls] == ["check_refundable", "check_refundable"]


def test_a_call_for_a_request_that_states_no_values_is_dropped() -> None:
    question = "John needs the factorials of two numbers. The first is 5. The second is 7."
    agent, _, _ = _agent(
        [
            _call("factorial", number=12),  # "John needs the factorials of two numbers.": made up
            _call("factorial", number=5),
            _call("factorial", number=7),
        ]
    )
    step = agent.propose(question)
    assert [c.arguments for c in step.calls] == [{"number": 5}, {"number": 7}]
    # Judged by its own request: 7 is in the question, not in "The first is 5."
    agent, _, _ = _agent([_call("factorial", number=7), _call("factorial", number=5), _call("factorial", number=7)])
    assert [c.arguments for c in agent.propose(question).calls] == [{"number": 5}, {"number": 7}]


def test_a_compound_question_whose_requests_get_no_call_is_asked_whole() -> None:
    agent, backend, _ = _agent([" Hm.\nFinal Answer: a", " Hm.\nFinal Answer: b", " Hm.\nFinal Answer: c"])
    step = agent.propose("Say hello to Anna. Then say goodbye to Bob.")
    assert (step.calls, step.final_answer, len(backend.prompts)) == ([], "c", 3)
    assert "Say hello to Anna. Then say goodbye to Bob." in backend.prompts[-1]


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("What day is it?", True),
        ("What time is it?", True),
        ("Che giorno è oggi?", True),
        ("Hello! Who are you?", False),
    ],
)
def test_the_clock_called_for_a_day_or_a_time_asked_for_is_not_declined(question: str, kept: bool) -> None:
    """'What day is it?' shared no word with current_time's description: its call was declined
    and the README's example answered with a made-up holiday."""
    backend = ScriptedBackend([_call("current_time", utc=True), "Hello!"])
    agent = Agent(backend, builtin_registry(), AgentConfig(relevant_tools=0))
    assert [c.tool for c in agent.propose(question).calls] == (["current_time"] if kept else [])


def test_a_plain_answer_the_token_limit_cut_ends_with_its_last_whole_sentence() -> None:
    long = "1. Keep a fixed bedtime. " + "2. Keep the room dark and " + "quiet " * 200
    agent, _, _ = _agent([_call("factorial", number=12), long])
    step = agent.propose("Any tips for better sleep?")
    assert (step.calls, step.final_answer) == ([], "1. Keep a fixed bedtime.")


def test_a_made_up_call_to_an_unrelated_tool_is_declined() -> None:
    agent, backend, tracer = _agent([_call("factorial", number=12), "Shakespeare."])
    step = agent.propose("Who wrote Hamlet?")
    assert (step.calls, step.final_answer) == ([], "Shakespeare.")
    # answered as a plain chat: the question alone, no tool list or instructions to copy
    assert backend.prompts[-1].endswith("User: Who wrote Hamlet?\n\nAssistant:")
    assert "factorial" not in backend.prompts[-1] and "Action" not in backend.prompts[-1]
    assert [e["calls"] for e in tracer.events if e["type"] == "policy" and e["action"] == "declined"] == [
        [{"tool": "factorial", "arguments": {"number": 12}}]
    ]
    # Kept: a value the question states, a tool the question names, or --no-decline.
    for question, config in (
        ("What is the factorial of 12?", {}),
        ("Compute a factorial for me.", {}),
        ("Who wrote Hamlet?", {"decline": False}),
    ):
        agent, _, _ = _agent([_call("factorial", number=12)], **config)
        assert [c.tool for c in agent.propose(question).calls] == ["factorial"]
