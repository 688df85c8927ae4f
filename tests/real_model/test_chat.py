"""`localagent chat` through a pseudo-terminal on the real model."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.support.pty_session import PtySession


def test_chat_on_the_real_model(tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    s = PtySession([sys.executable, "-m", "localagent", "chat", "--max-steps", "2", "--max-tokens", "48"], env=env)
    s.read_until("you> ", timeout=120)
    s.send("What is 2 + 2?\n")
    out = s.read_until("you> ", timeout=120)
    assert out.count("you> ") == 2
    s.send("/exit\n")
    assert s.close() == 0


def test_a_follow_up_in_chat_is_read_with_the_answer_before_it(tmp_path: Path) -> None:
    """The README's follow-up: "and that times 2?" after 391 is 782, on the default model."""
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    s = PtySession([sys.executable, "-m", "localagent", "chat", "--no-log"], env=env)
    s.read_until("you> ", timeout=120)
    s.send("What is 17 times 23?\n")
    assert "391" in s.read_until("you> ", timeout=120)
    s.send("and that times 2?\n")
    assert "782" in s.read_until("you> ", timeout=120)
    s.send("/exit\n")
    assert s.close() == 0
