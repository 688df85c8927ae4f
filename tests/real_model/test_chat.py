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
