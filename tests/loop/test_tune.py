"""`localagent tune` on the scripted backend (evaluation/tune.py): every mode the model can run
answers the suite, the table counts right answers and valid calls, the best is recorded per
model file and `--mode auto` runs it afterwards; a run interrupted goes on where it stopped."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from localagent.agent.agent import Agent, AgentConfig
from localagent.backends.scripted import ScriptedBackend
from localagent.evaluation.tune import table, tune
from localagent.policies import POLICY_SETTINGS
from localagent.stores.model_profiles import load_profile, model_key, progress_path, save_profile, suite_hash
from localagent.tools.builtin import builtin_registry

SUITE = [
    {"id": "q1", "category": "single call", "question": "What is 17 * 23?", "expect": {"number": 391}},
    {"id": "q2", "category": "no tool", "question": "What is the capital of France?", "expect": {"text": "paris"}},
]
# What the model writes in each mode, question by question: ReAct right twice; markers call
# with a broken argument, give up on the first question and answer the second right.
REACT = [' Calc.\nAction: calculator\nAction Input: {"expression": "17 * 23"}', " Done.\nFinal Answer: 391",
         " I know.\nFinal Answer: Paris"]  # fmt: skip
MARKER = ["[[calculator(expr=17*23)]]", "I could not work it out.", "Paris."]
CONFIG = replace(AgentConfig(), **POLICY_SETTINGS)  # the scripted model writes every call itself


class ModelFile(ScriptedBackend):
    """A scripted model with a file behind it (what tune keys its profile by)."""

    def __init__(self, outputs: list[str], path: Path) -> None:
        super().__init__(outputs)
        self.model_path = str(path)


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    model = tmp_path / "tiny.gguf"
    model.write_bytes(b"GGUF" + bytes(range(256)) * 64)
    suite = tmp_path / "suite.jsonl"
    suite.write_text("".join(json.dumps(q) + "\n" for q in SUITE), encoding="utf-8")
    return model, suite


def test_every_mode_is_scored_and_the_best_recorded(files: tuple[Path, Path]) -> None:
    model, suite = files
    backend = ModelFile(REACT + MARKER, model)
    profile = tune(backend, str(model), lambda item: builtin_registry(), CONFIG, suite=suite,
                   wanted=["react", "marker", "native+grammar"])  # fmt: skip
    scores = {s.label: s for s in profile.scores}
    assert (scores["react"].right, scores["react"].questions, scores["react"].calls, scores["react"].valid_calls) == (
        2, 2, 1, 1)  # fmt: skip
    assert (scores["marker"].right, scores["marker"].calls, scores["marker"].valid_calls) == (1, 1, 0)
    assert "grammar" in scores["native+grammar"].skipped  # the scripted backend takes no grammar
    assert (profile.mode, profile.constrain, profile.label) == ("react", False, "react")
    assert profile.key == model_key(model) and profile.model == "tiny.gguf"
    shown = table(profile)
    assert "<- chosen" in next(line for line in shown.splitlines() if line.startswith("react ")) and "skipped:" in shown
    assert profile.reason().endswith("react 2/2 right (next: marker 1/2)")


def test_auto_runs_the_recorded_mode_and_says_so(files: tuple[Path, Path]) -> None:
    model, suite = files
    profile = tune(ModelFile(REACT + MARKER, model), str(model), lambda item: builtin_registry(), CONFIG, suite=suite,
                   wanted=["react", "marker"])  # fmt: skip
    profile = replace(profile, mode="marker", label="marker")  # as if markers had won
    save_profile(profile)
    agent = Agent(ModelFile(["Paris."], model), builtin_registry(), CONFIG)
    assert agent.mode.label == "marker" and agent.mode.tuned.startswith("localagent tune, ")
    assert load_profile(model) == profile
    other = model.with_name("other.gguf")
    other.write_bytes(b"GGUF" + b"\0" * 100)
    assert Agent(ModelFile([], other), builtin_registry(), CONFIG).mode.tuned == ""  # another file: auto's own
    explicit = Agent(ModelFile([], model), builtin_registry(), replace(CONFIG, mode="react"))
    assert explicit.mode.label == "react" and explicit.mode.tuned == ""  # a mode asked for is the mode run


def test_an_interrupted_tune_goes_on_where_it_stopped(files: tuple[Path, Path]) -> None:
    model, suite = files
    asked = {"n": 0}

    def tools(item: object) -> object:
        asked["n"] += 1
        if asked["n"] == 3:
            raise KeyboardInterrupt  # Ctrl-C before the third answer
        return builtin_registry()

    first = ModelFile(REACT + MARKER, model)
    with pytest.raises(KeyboardInterrupt):
        tune(first, str(model), tools, CONFIG, suite=suite, wanted=["react", "marker"])
    kept = progress_path(model_key(model), suite_hash(suite))
    assert [json.loads(line)["id"] for line in kept.read_text().splitlines()] == ["q1", "q2"]
    second = ModelFile(MARKER, model)  # only the markers' answers are left to ask
    profile = tune(second, str(model), lambda item: builtin_registry(), CONFIG, suite=suite, wanted=["react", "marker"])
    assert second.remaining == 0 and len(second.prompts) == len(MARKER)
    assert [(s.label, s.right) for s in profile.scores] == [("react", 2), ("marker", 1)]
    again = ModelFile([], model)  # everything answered: nothing asked, the same table
    assert tune(again, str(model), lambda item: builtin_registry(), CONFIG, suite=suite,
                wanted=["react", "marker"]).scores == profile.scores  # fmt: skip
    assert again.prompts == []


def test_the_policies_profile_is_measured_with_the_best_mode_and_recorded(files: tuple[Path, Path]) -> None:
    # A model that gives up on arithmetic by itself: with the policies writing the call (full) it
    # answers both questions; checking it (check) or leaving it alone (off), one.
    model, suite = files
    gives_up = [" I am not sure.\nFinal Answer: I cannot say.", " I know.\nFinal Answer: Paris"]
    full = [" 391", " I know.\nFinal Answer: Paris"]  # the policy wrote the call; the model says the answer
    backend = ModelFile(full + gives_up + gives_up, model)
    profile = tune(backend, str(model), lambda item: builtin_registry(), AgentConfig(), suite=suite, wanted=["react"])
    assert profile.policy_scores == {"full": 2, "check": 1, "off": 1} and profile.policies == "full"
    assert "policies with react: full 2/2 <- chosen, check 1/2, off 1/2" in table(profile)
    save_profile(replace(profile, policies="off"))  # as if off had won
    assert Agent(ModelFile([], model), builtin_registry(), AgentConfig()).profile == "off"
    assert Agent(ModelFile([], model), builtin_registry(), AgentConfig(policies="full")).profile == "full"
