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
from localagent.decompose import (
    carry_over,
    expand_arguments,
    ground_numbers,
    lists_as_stated,
    named_flags,
    named_numbers,
    refer_back,
    split_clauses,
)
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
]


@pytest.mark.parametrize(("text", "arguments", "expected"), EXPANSIONS, ids=[e[0][:40] for e in EXPANSIONS])
def test_expand_arguments(text: str, arguments: dict[str, Any], expected: list[dict[str, Any]]) -> None:
    assert expand_arguments(text, arguments) == expected


def test_expand_arguments_respects_the_limit() -> None:
    assert len(expand_arguments("Factorials of 1, 2, 3, 4, 5, 6 and 7.", {"n": 1}, limit=3)) == 3


# --- carry_over and ground_numbers ---------------------------------------------------------


def test_carry_over_takes_the_clause_numbers_in_order() -> None:
    earlier = {"height": 6, "weight": 80}
    text = "BMI for a person who is 6 feet tall and weighs 80 kg"
    assert carry_over(
        earlier, text, "for a person who is 5.6 feet and weighs 60 kg.", {"height": 60, "weight": 12}
    ) == {
        "height": 5.6,
        "weight": 60,
    }


def test_carry_over_keeps_what_the_clause_does_not_state() -> None:
    earlier = {"b_field": 5, "area": 2, "d_time": 4}
    text = "the force for a field of 5 Tesla, area of 2 square meters and time of 4 seconds"
    proposed = {"b_field": 12, "area": 12, "d_time": 10}
    assert carry_over(earlier, text, "repeat with a time of 10 seconds.", proposed) == {
        "b_field": 5, "area": 2, "d_time": 10,
    }  # fmt: skip


def test_carry_over_takes_words_the_model_found_in_the_clause() -> None:
    earlier = {"crime": "money laundering", "location": "San Francisco", "year": 2019}
    text = "convicted for money laundering from San Francisco in 2019"
    proposed = {"crime": "fraud", "location": "Texas", "year": 2000}
    assert carry_over(earlier, text, "ones convicted for the same in Texas in 2018", proposed) == {
        "crime": "money laundering", "location": "Texas", "year": 2018,
    }  # fmt: skip


GROUNDING = [
    # cut at the thousands separator
    (["A loan of $400,000 at 4%."], {"amount": 400, "rate": 4}, {"amount": 400000, "rate": 4}),
    # made up (the prompt's example), one unused number in the request: put in
    (["liabilities are $10,000 and assets are $30,000"], {"l": 12, "a": 30000}, {"l": 10000, "a": 30000}),
    # no unused number in the request, one in the whole question
    (["interest after 5 years at 3%", "Transfer $5000. And interest after 5 years at 3%"], {"p": 12, "t": 5, "r": 3},
     {"p": 5000, "t": 5, "r": 3}),
    # ambiguous (three numbers left for one value): left alone
    (["Find the factorial of 5,10 and 15."], {"n": 5050}, {"n": 5050}),
    # everything stated: unchanged
    (["Add 2 and 3"], {"a": 2, "b": 3}, {"a": 2, "b": 3}),
    # a number in words, when the digits do not do
    (["Find the product of the first five prime numbers."], {"count": 12}, {"count": 5}),
    (["Two circles, one with a radius of 5 and one of 10."], {"r": 12, "s": 7}, {"r": 5, "s": 10}),
]  # fmt: skip


@pytest.mark.parametrize(("texts", "arguments", "expected"), GROUNDING)
def test_ground_numbers(texts: list[str], arguments: dict[str, Any], expected: dict[str, Any]) -> None:
    assert ground_numbers(texts, arguments) == expected


_PHYSICS = {
    "properties": {
        "height": {"type": "integer"}, "initial_velocity": {"type": "integer"}, "gravity": {"type": "float"},
        "radius": {"type": "float"}, "presentValue": {"type": "integer"}, "rate": {"type": "float"},
        "unit": {"type": "string"}, "acceleration": {"type": "float"}, "time": {"type": "integer"},
        "round_off": {"type": "integer"}, "charge1": {"type": "integer"},
    }
}  # fmt: skip
NAMED = [
    ("The second object had an initial velocity of 5 m/s and was dropped from a height of 20 meters.",
     {"initial_velocity": 5, "height": 20}),
    ("The loop has a radius of 0.5 meters.", {"radius": 0.5}),
    ("Assume gravity is -9.81 m/s^2.", {"gravity": -9.81}),
    ("A present value of $5,000 at an interest rate of 5%.", {"presentValue": 5000}),  # a percentage: left alone
    ("Heights of 10 and 20 meters.", {"height": 10}),  # the first of a list (expansion does the rest)
    ("A height of 10 meters, then a height of 20 meters.", {}),  # two different numbers: ambiguous
    ("A height of 2.5 meters.", {}),  # a fraction for an integer parameter
    ("The unit of 5 is meters and the weight is 12.", {}),  # only numeric parameters, only by name
    # the name by its stem, a few words before the number
    ("It accelerates at a rate of 3.5 m/s^2 for a time of 7 seconds.", {"acceleration": 3.5, "rate": 3.5, "time": 7}),
    ("Round off the result to 3 decimal places.", {"round_off": 3}),
    ("A height and a radius of 10 and 20.", {"radius": 10}),  # not across "and"
    ("The first charge is 5 coulombs.", {}),  # "charge1" is a name no sentence uses
    ("It starts from rest and accelerates at 6 m/s^2.", {"initial_velocity": 0, "acceleration": 6}),
    ("It travels for a time of 8 seconds without any acceleration.", {"time": 8, "acceleration": 0}),
    ("Without acceleration, then with an acceleration of 2.", {}),  # two values: ambiguous
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), NAMED)
def test_named_numbers(text: str, expected: dict[str, Any]) -> None:
    assert named_numbers(text, _PHYSICS) == expected


_FLAGS = {
    "properties": {
        "garden": {"type": "boolean"}, "include_description": {"type": "boolean"}, "nervous": {"type": "boolean"},
        "isHomemade": {"type": "boolean"}, "lazy": {"type": "boolean"}, "size": {"type": "integer"},
    }
}  # fmt: skip
FLAGS = [
    ("Design a house with 3 bedrooms, 2 bathrooms and a garden.", {"garden": True}),
    ("Design a house without a garden.", {"garden": False}),
    ("Can you also provide a brief description of each protein?", {"include_description": True}),
    ("I am quite talkative, I don't get nervous easily, I am not lazy.", {"nervous": False, "lazy": False}),
    ("A homemade spaghetti recipe.", {"isHomemade": True}),
    ("A garden here and a garden there.", {}),  # named twice: left to the model
    ("What size is it?", {}),  # only boolean parameters
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), FLAGS)
def test_named_flags(text: str, expected: dict[str, Any]) -> None:
    assert named_flags(text, _FLAGS) == expected


def test_lists_as_stated_keeps_lists_as_the_text_has_them() -> None:
    looping = {"price": ["mid", "mid", "mid"], "rolls": [1, 1, 2], "team": "Lakers", "moves": ["e4", "e5"]}
    text = "A mid price, dice that rolled 1, 1 and 2, moves e4 and e5"
    assert lists_as_stated(text, looping) == {
        "price": ["mid"],
        "rolls": [1, 1, 2],
        "team": "Lakers",
        "moves": ["e4", "e5"],
    }
    chess = {"moves": ["e4", "e5", "e6", "e7", "e8"]}
    assert lists_as_stated("the 1st move is e4 and the 2nd move is e5", chess) == {"moves": ["e4", "e5"]}
    # Fewer than two items stated: nothing to go by.
    assert lists_as_stated("sort the list", {"items": [3, 1, 2]}) == {"items": [3, 1, 2]}


def test_refer_back_takes_what_the_clause_does_not_state_from_the_latest_earlier_call() -> None:
    earlier = [{"name": "John Doe", "region": "New York"}, {"account": "00125648", "days": 7}]
    assert refer_back(earlier, "also find the offenses he committed", {"name": "Jane"}) == {"name": "John Doe"}
    assert refer_back(earlier, "and the balance for 30 days", {"account": "1", "days": 30}) == {
        "account": "00125648",
        "days": 30,
    }
    assert refer_back(earlier, "the weather in Paris", {"city": "Paris"}) == {"city": "Paris"}  # nothing shared


def test_a_request_referring_back_to_another_tools_call_takes_its_values() -> None:
    agent, _, _ = _agent([_call("factorial", number=8), _call("fibonacci", count=12), _call("fibonacci", count=99)])
    step = agent.propose("Find the factorial of 8. Also the Fibonacci numbers for the same count.")
    # "fibonacci" has no parameter named "number": nothing to refer back to, so the made-up call is dropped.
    assert [(c.tool, c.arguments) for c in step.calls] == [("factorial", {"number": 8})]

    @tool
    def is_prime(number: int) -> str:
        """Whether a whole number is prime."""
        return str(number > 1 and all(number % k for k in range(2, number)))

    backend = ScriptedBackend([_call("factorial", number=8), _call("is_prime", number=12)])
    agent = Agent(backend, Registry([factorial, is_prime]), AgentConfig())
    step = agent.propose("Find the factorial of 8. Also tell me whether that number is prime.")
    assert [(c.tool, c.arguments) for c in step.calls] == [("factorial", {"number": 8}), ("is_prime", {"number": 8})]


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
    assert set(ground_numbers([text, text], arguments)) == set(arguments)
    assert set(named_numbers(text, _PHYSICS)) <= set(_PHYSICS["properties"])


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_split_clauses_never_invents_words(question: str) -> None:
    clauses = split_clauses(question)
    assert clauses
    words = set(question.split())
    assert all(set(c.split()) <= words | {w.strip(",") for w in words} for c in clauses)


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
    assert any(e["type"] == "decompose" for e in tracer.events)
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


def test_no_decompose_and_single_calls_leave_the_step_as_it_was() -> None:
    for config in ({"decompose": False}, {"parallel": 1}):
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


def test_a_call_for_a_request_that_states_no_values_is_dropped() -> None:
    from localagent.decompose import made_up

    question = "John needs the factorials of two numbers. The first is 5. The second is 7."
    assert made_up(question, {"number": 12}) and not made_up(question, {"number": 7})
    assert not made_up(question, {"numbers": [1, 2]}) and not made_up(question, {})
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


def test_a_made_up_call_to_an_unrelated_tool_is_declined() -> None:
    agent, backend, tracer = _agent([_call("factorial", number=12), "Shakespeare."])
    step = agent.propose("Who wrote Hamlet?")
    assert (step.calls, step.final_answer) == ([], "Shakespeare.")
    assert backend.prompts[-1].endswith("Thought: No tool fits this question, so I answer it myself.\nFinal Answer:")
    assert [e["calls"] for e in tracer.events if e["type"] == "declined"] == [
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
