"""`localagent chat` through a pseudo-terminal, on the scripted backend (on the real model:
real_model/test_chat.py)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.support.pty_session import PtySession

LONG_ANSWER = "Final Answer: " + " ".join(f"word{i}" for i in range(200))


def chat(
    tmp_path: Path, outputs: list[str], delay: float = 0.0, *flags: str, hold: dict[str, str] | None = None
) -> PtySession:
    script = tmp_path / "chat.json"
    script.write_text(json.dumps({"outputs": outputs, "token_delay": delay, **({"hold": hold} if hold else {})}))
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    command = [sys.executable, "-m", "localagent", "chat", "--backend", f"scripted:{script}", *flags]
    return PtySession(command, env=env)


@pytest.mark.slow
def test_an_answer_from_the_notes_streams_then_its_sources_follow(tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "boiler.md").write_text("# Boiler\n\nThe boiler is serviced every October by Kessel & Co.\n")
    for i in range(5):
        (notes / f"day{i}.md").write_text(f"Day {i}: nothing happened.\n")
    s = chat(tmp_path, [" The boiler is serviced every October by Kessel & Co."], 0.01, "--docs", str(notes))
    s.read_until("you> ")
    s.send("When is the boiler serviced?\n")
    out = s.read_until("you> ", timeout=30).replace("\r", "")
    assert "→ search_docs(" in out
    assert "The boiler is serviced every October by Kessel & Co.\n\nSources: boiler.md:3 (Boiler)\n" in out
    s.send("/exit\n")
    assert s.close() == 0


@pytest.mark.slow
def test_answer_streams_in_pieces_and_tools_show_one_line_each(tmp_path: Path) -> None:
    # The answer's generation pauses before "computed" until the test lets it go on: what it
    # generated before shows while it waits.
    release = tmp_path / "release"
    s = chat(
        tmp_path,
        [
            ' I will compute.\nAction: calculator\nAction Input: {"expression": "17*23"}',
            " Done.\nFinal Answer: It is 391, as computed.",
        ],
        hold={"until": str(release), "before": "computed"},
    )
    s.read_until("you> ")
    s.send("What is 17*23?\n")
    shown = s.read_until("It is 391", timeout=30)
    assert "computed" not in shown  # the answer arrived in pieces as it was generated, not at once
    release.touch()
    out = s.read_until("you> ", timeout=30)
    assert '→ calculator(expression="17*23")  ✓ 391' in out
    assert "It is 391, as computed." in out.replace("\r", "")
    assert "Thought" not in out and "Action Input" not in out  # only the answer streams
    s.send("/exit\n")
    assert s.close() == 0


@pytest.mark.slow
def test_an_answer_the_results_replaced_follows_what_streamed(tmp_path: Path) -> None:
    """The stream showed "It is 312." after the calculator said 391, and the run's answer (391)
    was never shown."""
    s = chat(
        tmp_path,
        [' I act.\nAction: calculator\nAction Input: {"expression": "17 * 23"}', " I know.\nFinal Answer: It is 312."],
        0.0, "--mode", "react", "--no-arithmetic",
    )  # fmt: skip
    s.read_until("you> ")
    s.send("What is 17 * 23?\n")
    out = s.read_until("you> ", timeout=30).replace("\r", "")
    assert "It is 312.\n391\n" in out
    s.send("/exit\n")
    assert s.close() == 0


@pytest.mark.slow
def test_ctrl_c_mid_answer_returns_to_the_prompt(tmp_path: Path) -> None:
    # The long answer's generation waits before "word5" (for a file nobody writes): the Ctrl-C
    # surely lands mid-answer.
    never = tmp_path / "never"
    s = chat(
        tmp_path,
        [" ok\n" + LONG_ANSWER, " ok\nFinal Answer: second answer"],
        hold={"until": str(never), "before": "word5"},
    )
    s.read_until("you> ")
    s.send("tell me a long story\n")
    s.read_until("word3", timeout=30)
    s.interrupt()
    out = s.read_until("(interrupted)", timeout=30)
    assert "word5" not in out
    s.read_until("you> ", timeout=10)
    s.send("again\n")
    s.read_until("second answer", timeout=30)
    s.read_until("you> ")
    s.send("\x04")  # Ctrl-D leaves
    assert s.close() == 0


@pytest.mark.slow
def test_commands(tmp_path: Path) -> None:
    s = chat(tmp_path, [" x\nFinal Answer: first", " y\nFinal Answer: second"])
    s.read_until("you> ")
    s.send("/tools\n")
    out = s.read_until("calculator:", timeout=10)
    assert "current_time:" in out
    s.send("first question\n")
    s.read_until("first")
    s.send("/trace\n")
    s.read_until("[stop] final_answer", timeout=10)
    s.send("/reset\n")
    s.read_until("(conversation cleared)", timeout=10)
    s.send("/nope\n")
    s.read_until("unknown command /nope", timeout=10)
    s.send("/exit\n")
    assert s.close() == 0


def test_history_carries_over_until_reset() -> None:
    import io

    from localagent import Agent, AgentConfig
    from localagent.backends.scripted import ScriptedBackend
    from localagent.cli.chat import run_chat

    backend = ScriptedBackend([" a\nFinal Answer: Paris", " b\nFinal Answer: yes", " c\nFinal Answer: fresh"])
    agent = Agent(backend, None, AgentConfig())
    stdin = io.StringIO("capital of France?\nare you sure?\n/reset\nnew topic\n")
    out = io.StringIO()
    assert run_chat(agent, stdin=stdin, out=out) == 0
    assert "capital of France?" in backend.prompts[1] and "Paris" in backend.prompts[1]
    assert "capital of France?" not in backend.prompts[2]
