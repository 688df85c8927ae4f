"""`localagent chat` through a pseudo-terminal, on the scripted backend and once on the real model."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tests.support.pty_session import PtySession

LONG_ANSWER = "Final Answer: " + " ".join(f"word{i}" for i in range(200))


def chat(tmp_path: Path, outputs: list[str], delay: float = 0.0) -> PtySession:
    script = tmp_path / "chat.json"
    script.write_text(json.dumps({"outputs": outputs, "token_delay": delay}))
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    return PtySession([sys.executable, "-m", "localagent", "chat", "--backend", f"scripted:{script}"], env=env)


def test_chat_on_the_real_model(tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb"}
    s = PtySession([sys.executable, "-m", "localagent", "chat", "--max-steps", "2", "--max-tokens", "48"], env=env)
    s.read_until("you> ", timeout=120)
    s.send("What is 2 + 2?\n")
    out = s.read_until("you> ", timeout=120)
    assert out.count("you> ") == 2
    s.send("/exit\n")
    assert s.close() == 0
