"""Ranking the offered tools by the words a request shares with them (relevance.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from localagent import Agent, AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.policies.relevance import most_relevant, named_tools, related, scores, stems
from localagent.tools.builtin import current_time
from localagent.tools.registry import Registry


def _tool(name: str, description: str, **params: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "parameters": {
            "type": "dict",
            "properties": {p: {"type": "string", "description": d} for p, d in params.items()},
            "required": list(params),
        },
    }


SCIENCE = Registry(
    [
        _tool("scienceFacts.getCharge", "Fetch the electric charge of an atomic particle", particle="the particle"),
        _tool("scienceFacts.getWeight", "Fetch the atomic weight of an atomic particle", particle="the particle"),
        _tool("scienceFacts.getDiameter", "Fetch the diameter of an atomic particle", particle="the particle"),
    ]
)
PEOPLE = Registry(
    [
        _tool(
            "lawyer.search", "Search for lawyers in a city by specialty", location="city and state", specialty="area"
        ),
        _tool(
            "doctor.search", "Search for doctors in a city by specialty", location="city and state", specialty="field"
        ),
    ]
)
GAMES = Registry(
    [
        _tool("video_games.store_currency", "The currency used in a store", platform="platform", region="region"),
        _tool("video_games.on_sale", "Whether a game is on sale", game_title="title", platform="platform"),
        _tool("video_games.store_price", "The selling price of a game", game_title="title", platform="platform"),
    ]
)


@pytest.mark.parametrize(
    ("tools", "request_text", "best"),
    [
        (SCIENCE, "What is the weight of a Neutron in amu?", "scienceFacts.getWeight"),
        (SCIENCE, "What is the diameter of a Proton in femtometers?", "scienceFacts.getDiameter"),
        (SCIENCE, "And the charge of an electron?", "scienceFacts.getCharge"),
        (PEOPLE, "Find a divorce lawyer in New York, NY", "lawyer.search"),
        (PEOPLE, "I need to find a cardiologist doctor in Chicago, IL", "doctor.search"),
        (GAMES, "Is 'Super Mario Odyssey' currently on sale on the Switch?", "video_games.on_sale"),
        (GAMES, "Fetch the currency used in the United States on the PlayStation", "video_games.store_currency"),
        (GAMES, "Tell me the selling price of 'Zelda' on the Switch", "video_games.store_price"),
    ],
)
def test_the_tool_a_request_is_about_ranks_first(tools: Registry, request_text: str, best: str) -> None:
    ranked = scores(request_text, tools)
    assert max(ranked, key=lambda name: ranked[name]) == best
    assert sorted(ranked.values())[-1] > sorted(ranked.values())[-2]  # no tie at the top
    assert most_relevant(request_text, tools, 1).names == [best]
    assert most_relevant(request_text, tools, 2).names[-1] == best  # most relevant listed last


def test_words_shared_by_every_tool_count_less_than_distinguishing_ones() -> None:
    # "particle" and "atomic" are in all three; "weight" only in one.
    ranked = scores("atomic particle weight", SCIENCE)
    assert ranked["scienceFacts.getWeight"] > ranked["scienceFacts.getCharge"] == ranked["scienceFacts.getDiameter"] > 0


def test_nothing_known_or_nothing_asked_offers_every_tool_in_order() -> None:
    assert most_relevant("Who wrote Hamlet?", SCIENCE, 1).names == SCIENCE.names  # no shared word
    assert most_relevant("What is the weight of a neutron?", SCIENCE, 0).names == SCIENCE.names  # turned off
    one = Registry([_tool("only", "The one tool", x="x")])
    assert most_relevant("anything at all", one, 1).names == ["only"]


def test_ties_keep_the_offered_order() -> None:
    # Both share only "search", "city" and "specialty": the first offered counts as more relevant.
    assert most_relevant("search a city by specialty", PEOPLE, 2).names == ["doctor.search", "lawyer.search"]
    assert most_relevant("search a city by specialty", PEOPLE, 1).names == ["lawyer.search"]


def test_stems_split_names_and_ignore_filler() -> None:
    assert stems("scienceFacts.getWeight") == {"scienc", "fact", "weight"}
    assert stems("calculate_lcm of the numbers") == stems("calculated LCM number")
    assert stems("weights deleted files") == stems("weight delete file")
    assert stems("currently") != stems("currency")
    assert stems("What can you tell me") == set()


PHYSICS = Registry(
    [
        _tool("physics.magnetic_field", "Calculate magnetic field for given current flowing through solenoid.",
              current="current", turnsPerMeter="turns per meter", length="length"),
        _tool("physics.electric_field", "Calculate electric field for a given point charge and distance.",
              charge="charge", distance="distance"),
    ]
)  # fmt: skip
RELIGION = Registry(
    [
        _tool("religion.get_origin", "Origin and founder of a religion", religion="name"),
        _tool("religion.get_core_beliefs", "Core beliefs and practices of a religion", religion="name"),
    ]
)


@pytest.mark.parametrize(
    ("tools", "request_text", "named"),
    [
        (RELIGION, "Tell me the origin of Buddhism and the core beliefs of Hinduism", ["religion.get_origin", "religion.get_core_beliefs"]),
        (RELIGION, "Tell me about the religion of Buddhism", []),  # a word every name has
        (SCIENCE, "The weight and the diameter of a proton", ["scienceFacts.getWeight", "scienceFacts.getDiameter"]),
        (GAMES, "Is Zelda on sale in the store?", ["video_games.on_sale"]),  # "store" is in two names
        # "electric" is all electric_field's name has of its own, but it is far less relevant
        (PHYSICS, "the magnetic field for an electric current of 0.5A through a solenoid of 25 turns per meter",
         ["physics.magnetic_field"]),
    ],
)  # fmt: skip
def test_named_tools_are_those_a_word_only_their_name_has(tools: Registry, request_text: str, named: list[str]) -> None:
    assert named_tools(request_text, tools) == named


def test_related_means_a_shared_word() -> None:
    factorial = Registry([_tool("factorial", "The factorial of a whole number.", number="n")]).get("factorial")
    weather = Registry([_tool("get_weather", "Current weather for a city.", city="the city")]).get("get_weather")
    delete = Registry([_tool("delete_file", "Delete a file", path="p")]).get("delete_file")
    assert related("Find the factorial of 5", factorial)
    assert related("Delete the temporary files", delete)  # "files" meets "file"
    assert not related("Who wrote Hamlet?", weather)


@pytest.mark.parametrize(
    ("request_text", "meets"),
    [("What day is it?", True), ("Which day is today?", True), ("What time is it?", True),
     ("What color is the sky on a clear day?", False), ("Who wrote Hamlet?", False)],
)  # fmt: skip
def test_an_asked_by_phrase_is_said_whole(request_text: str, meets: bool) -> None:
    """The clock declares "what day" as a phrase: "day" alone sent "What color is the sky on a
    clear day?" to it."""
    assert related(request_text, current_time) is meets


@given(st.text(max_size=80), st.integers(min_value=0, max_value=4))
def test_a_cut_offers_a_subset_of_the_tools_and_never_none(request_text: str, keep: int) -> None:
    offered = most_relevant(request_text, GAMES, keep)
    assert set(offered.names) <= set(GAMES.names)
    if keep == 0 or not any(scores(request_text, GAMES).values()):  # nothing to cut by: all, as offered
        assert offered.names == GAMES.names
    else:
        assert len(offered) == min(keep, len(GAMES))
    assert all(s >= 0 for s in scores(request_text, GAMES).values())


# --- in the agent ----------------------------------------------------------------------------


def _call(tool_name: str, **arguments: Any) -> str:
    return f" I need a tool.\nAction: {tool_name}\nAction Input: {json.dumps(arguments)}\n"


def test_each_request_is_offered_its_most_relevant_tool() -> None:
    backend = ScriptedBackend(
        [
            _call("lawyer.search", location="New York, NY", specialty="divorce"),  # the first request
            _call("doctor.search", location="Chicago, IL", specialty="cardiology"),  # the second
            _call("lawyer.search", location="Boston, MA", specialty="tax"),  # a question of one request
        ]
    )
    agent = Agent(backend, PEOPLE, AgentConfig(relevant_tools=1))
    step = agent.propose("Find a divorce lawyer in New York, NY. Then find a doctor for cardiology in Chicago, IL.")
    assert [c.tool for c in step.calls] == ["lawyer.search", "doctor.search"]
    # Each request sees only its own tool.
    assert "lawyer.search" in backend.prompts[0] and "doctor.search" not in backend.prompts[0]
    assert "lawyer.search" not in backend.prompts[1] and "doctor.search" in backend.prompts[1]
    agent.propose("Find a tax lawyer in Boston, MA.")
    assert "lawyer.search" in backend.prompts[2] and "doctor.search" not in backend.prompts[2]


def test_a_request_naming_two_tools_is_asked_once_for_each() -> None:
    backend = ScriptedBackend(
        [
            _call("religion.get_origin", religion="Buddhism"),
            _call("religion.get_core_beliefs", religion="Hinduism"),
            _call("religion.get_origin", religion="Jainism"),
        ]
    )
    agent = Agent(backend, RELIGION, AgentConfig(relevant_tools=1))
    step = agent.propose("Find the origin of Buddhism and the core beliefs of Hinduism. Then the origin of Jainism.")
    assert [(c.tool, c.arguments) for c in step.calls] == [
        ("religion.get_origin", {"religion": "Buddhism"}),
        ("religion.get_core_beliefs", {"religion": "Hinduism"}),
        ("religion.get_origin", {"religion": "Jainism"}),
    ]
    assert "get_core_beliefs" not in backend.prompts[0] and "get_origin" not in backend.prompts[1]


def test_relevant_tools_zero_offers_every_tool_as_listed() -> None:
    backend = ScriptedBackend([" Easy.\nFinal Answer: none"])
    Agent(backend, PEOPLE, AgentConfig(relevant_tools=0)).propose("Find a divorce lawyer in New York, NY.")
    assert backend.prompts[0].index("lawyer.search") < backend.prompts[0].index("doctor.search")


def test_a_valid_call_is_run_with_the_values_the_model_wrote() -> None:
    tools = Registry(
        [
            {
                "name": "final_velocity",
                "description": "Final velocity of a dropped object",
                "parameters": {
                    "type": "dict",
                    "properties": {"height": {"type": "integer"}, "initial_velocity": {"type": "integer"}},
                    "required": ["height"],
                },
            }
        ]
    )
    backend = ScriptedBackend(
        [
            _call("final_velocity", height=10),  # "The first object ... a height of 10 meters."
            _call("final_velocity", height=5, initial_velocity=20),  # values swapped by the model
        ]
    )
    step = Agent(backend, tools, AgentConfig()).propose(
        "The first object was dropped from a height of 10 meters. "
        "The second object had an initial velocity of 5 m/s and was dropped from a height of 20 meters."
    )
    # Swapped, but valid: no policy edits a valid call's values (a value in the question
    # "by name" is an English reading that no other language would get right).
    assert [c.arguments for c in step.calls] == [{"height": 10}, {"height": 5, "initial_velocity": 20}]
