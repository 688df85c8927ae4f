"""Policy `retrieve` (policies/retrieve.py) and the answer that follows calls the code put
together: a question asked with notes at hand searches them with its own words first, the
model is asked for the answer only, and the answer states the passage found."""

from __future__ import annotations

from pathlib import Path

import pytest

from localagent import Agent, AgentConfig, Registry, tool
from localagent.agent.loop import RESULTS_ANSWER_PROMPT
from localagent.backends.scripted import ScriptedBackend
from localagent.tools.builtin import builtin_registry
from localagent.tools.docs import docs_tools
from localagent.trace import Tracer

NOTES = {
    "network.md": "# Home network\n\nThe guest Wi-Fi network is called Harbor-Guest. Its password is tidepool-4821.\n",
    "people.md": "# People\n\n- Anna's birthday is on 14 May.\n- Plumber: Marek Nowak, phone 0176 5551234.\n",
    "backups.md": "# Backups\n\nBackups run every night at 02:30 to the NAS in the basement.\n",
    "kitchen.md": "# Kitchen notes\n\nThe water filter is changed every 8 weeks; the oven runs about 10 degrees hot.\n",
}


@pytest.fixture
def notes(tmp_path: Path) -> Registry:
    root = tmp_path / "notes"
    root.mkdir()
    for name, text in NOTES.items():
        (root / name).write_text(text, encoding="utf-8")
    return Registry([*docs_tools([root], cache_dir=tmp_path / "cache"), *builtin_registry()])


def _run(tools: Registry, question: str, outputs: list[str], **config: object) -> tuple:
    backend, tracer = ScriptedBackend(outputs), Tracer()
    result = Agent(backend, tools, AgentConfig(mode="react", **config), tracer=tracer).run(question)  # type: ignore[arg-type]
    return result, backend, tracer


def test_a_question_about_the_notes_is_searched_with_its_own_words_and_answered_by_the_passage(notes: Registry) -> None:
    result, backend, tracer = _run(notes, "What is the guest Wi-Fi password in my notes?", [" 4821"])
    first = result.steps[0].calls
    assert [(c.tool, c.arguments) for c in first] == [
        ("search_docs", {"query": "What is the guest Wi-Fi password in my notes?"})
    ]
    # One generation only: the answer, asked for after the passages.
    assert len(backend.prompts) == 1 and backend.prompts[0].endswith(RESULTS_ANSWER_PROMPT)
    assert "network.md:1-3 (Home network): The guest Wi-Fi network is called Harbor-Guest." in backend.prompts[0]
    # "4821" does not say the passage's line: the answer is the line, with its file.
    line = "The guest Wi-Fi network is called Harbor-Guest. Its password is tidepool-4821."
    assert result.said == f"{line} (network.md:3)"
    # The answer ends with the passage it was drawn from, as the search named it.
    assert result.answer == f"{line} (network.md:3)\n\nSources: network.md:3 (Home network)"
    assert [(s["path"], s["lines"]) for s in result.sources] == [("network.md", "3")]
    assert [e["policy"] for e in tracer.events if e["type"] == "policy" and e["action"] == "asked"] == ["retrieve"]


def test_a_list_items_mark_is_not_part_of_the_answer(notes: Registry) -> None:
    result, _, _ = _run(notes, "When is Anna's birthday?", [" Anna's birthday is on 14 May."])
    assert result.said == "Anna's birthday is on 14 May."  # the model said the line: kept as it said it


@pytest.mark.parametrize("question", ["Hello! Who are you?", "Hallo?", "What is the capital of France?"])
def test_a_question_the_notes_share_no_word_with_is_left_to_the_model(notes: Registry, question: str) -> None:
    result, backend, _ = _run(notes, question, [" I reply.\nFinal Answer: I am an assistant."])
    assert not [c for s in result.steps for c in s.calls]
    assert result.answer == "I am an assistant."


def test_switched_off_or_a_search_that_asks_first_is_not_run_unasked(notes: Registry) -> None:
    question = "What is the guest Wi-Fi password in my notes?"
    answer = " I know.\nFinal Answer: I do not know."
    off, _, _ = _run(notes, question, [answer], retrieve=False, decline=False)
    assert not off.steps[0].calls

    @tool(requires_approval=True)
    def search_docs(query: str) -> str:
        """Search the notes.

        Args:
            query: Words to look for.
        """
        raise AssertionError("run without approval")

    asking = Registry([search_docs])
    result, _, _ = _run(asking, question, [answer], decline=False)
    assert not result.steps[0].calls


def test_arithmetic_put_together_by_code_is_followed_by_the_answer_only() -> None:
    result, backend, _ = _run(builtin_registry(), "What is 17 * 23?", [" 391"])
    assert [c.tool for c in result.steps[0].calls] == ["calculator"]
    assert len(backend.prompts) == 1 and backend.prompts[0].endswith(RESULTS_ANSWER_PROMPT)
    assert result.answer == "391" and result.stop_reason == "final_answer"


def test_the_word_naming_the_notes_folder_does_not_choose_the_passage(notes: Registry) -> None:
    """Asked of ~/notes, "my notes" says where to look: "# Kitchen notes" is no match for it."""
    result, _, _ = _run(notes, "What do my notes say about backups?", [" They run at night."])
    assert result.said == "Backups run every night at 02:30 to the NAS in the basement. (backups.md:3)"
    assert result.answer.endswith("\n\nSources: backups.md:3 (Backups)")
    assert [s["path"] for s in result.sources] == ["backups.md"]  # not the kitchen's "about"


def test_a_run_that_goes_astray_after_the_search_answers_with_what_the_search_answered(notes: Registry) -> None:
    astray = 'Thought: more\nAction: search_docs\nAction Input: {"query": "What you need to find out"}\n'
    result, _, _ = _run(notes, "When do the backups run?", [astray] * 8, max_steps=4)
    # Asked for the answer only, it wrote nothing of its own (the scaffold's words): the search's
    # answer ends the run at once (it went on until the repeats or the steps ran out, exit 1).
    assert result.stop_reason == "final_answer"
    assert result.said == "Backups run every night at 02:30 to the NAS in the basement. (backups.md:3)"
    assert result.answer.endswith("\n\nSources: backups.md:3 (Backups)")


def test_an_answer_step_that_only_copies_the_instructions_is_answered_by_the_search(notes: Registry) -> None:
    """The tour of 2026-12-07: asked for the answer only after the search answered, SmolLM2 wrote
    " I know the answer" (the scaffold's words), then list_dir("/path/to/list/of/files") until the
    repeats ended the run, exit 1, with the right answer."""
    astray = 'Thought: more\nAction: list_dir\nAction Input: {"path": "/path/to/list"}\n'
    result, backend, _ = _run(notes, "When do the backups run?", [" I know the answer\n\nWh", *[astray] * 6])
    assert result.stop_reason == "final_answer" and len(backend.prompts) == 1
    assert result.said == "Backups run every night at 02:30 to the NAS in the basement. (backups.md:3)"
    assert result.answer.endswith("\n\nSources: backups.md:3 (Backups)")


@pytest.mark.parametrize("question", ["How are you?", "What can you do?", "Who are you?"])
def test_a_question_of_function_words_only_asks_the_documents_nothing(notes: Registry, question: str) -> None:
    """It was answered "The documents do not say this plainly; the closest: ..." with two notes."""
    result, backend, _ = _run(notes, question, ["I'm well, thanks! I can look things up in your notes."])
    assert result.answer == "I'm well, thanks! I can look things up in your notes."
    assert not result.steps[0].calls and "search_docs" not in backend.prompts[0]
