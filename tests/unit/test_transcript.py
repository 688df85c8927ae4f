"""Transcript.fit: the oldest observations are shortened first, then the oldest steps
summarised; the newest step stays as written while anything older can give way; the head is
never touched."""

from __future__ import annotations

from localagent.formats import get_format
from localagent.formats.transcript import Segment, Transcript
from localagent.types import CallRecord

FMT = get_format("react")
HEAD = "SYSTEM: tools...\nUSER: question\nASSISTANT: "


def transcript(steps: int, observation_chars: int = 400) -> Transcript:
    t = Transcript(HEAD, FMT)
    for i in range(steps):
        record = CallRecord(f"call_{i}", "search", {"q": f"item {i}"}, True, f"result {i} " + "x" * observation_chars)
        t.add(Segment(f' step {i}\nAction: search\nAction Input: {{"q": "item {i}"}}', records=[record]))
    return t


def chars(text: str) -> int:
    return len(text)


def test_nothing_changes_when_it_fits() -> None:
    t = transcript(3)
    before = t.prompt()
    assert t.fit(chars, len(before)) == [] and t.prompt() == before


def test_observations_are_shortened_oldest_first() -> None:
    t = transcript(3)
    full = len(t.prompt())
    actions = t.fit(chars, full - 200)
    assert actions == ["shortened the observations of step 1"]
    assert "characters dropped to save context" in t.prompt() and len(t.prompt()) <= full - 200
    assert t.segments[1].compression == 0 and t.segments[2].compression == 0


def test_then_old_steps_are_summarised_and_the_newest_step_stays_as_written() -> None:
    t = transcript(3)
    newest = t.segments[-1].render(FMT)
    actions = t.fit(chars, len(HEAD) + len(newest) + 200)
    assert actions[:3] == [f"shortened the observations of step {i}" for i in (1, 2, 3)]
    assert "summarised step 1" in actions and "summarised step 3" not in actions
    assert "[earlier step, summarised: search(" in t.prompt()
    assert t.prompt().startswith(HEAD + FMT.prefill)


def test_the_newest_step_is_summarised_last_when_nothing_else_is_left() -> None:
    t = transcript(2)
    actions = t.fit(chars, len(HEAD) + 10)
    assert actions[-1] == "summarised step 2"
    assert all(s.compression == 2 for s in t.segments)
    assert t.prompt().startswith(HEAD)


def test_an_error_step_is_summarised_as_unusable_output() -> None:
    t = Transcript(HEAD, FMT)
    t.add(Segment("garbage " * 50, error="could not parse"))
    t.add(Segment(" ok\nFinal Answer: x"))
    t.fit(chars, len(HEAD) + 60)
    assert "unusable output (could not parse)" in t.prompt()
