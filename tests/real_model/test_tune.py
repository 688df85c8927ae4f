"""`localagent tune` once for real, on SmolLM2 over a few questions: the table, the profile,
and `--mode auto` (config, ask --json) saying it runs what was measured."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def localagent(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "localagent", *args], capture_output=True, text=True, timeout=600)


def test_tune_measures_records_and_auto_uses_it(smollm2_path: Path, tmp_path: Path) -> None:
    done = localagent("tune", "--limit", "3", "--modes", "react+grammar,marker", "--json")
    assert done.returncode == 0, done.stderr
    profile = json.loads(done.stdout)
    scores = {s["label"]: s for s in profile["scores"]}
    assert set(scores) == {"react+grammar", "marker"} and all(s["questions"] == 3 for s in scores.values())
    assert profile["label"] in scores and profile["model"] == smollm2_path.name
    assert Path(profile["saved"]).is_file()
    config = localagent("config")
    assert "--mode auto runs what was measured best for this model: localagent tune, " in config.stdout
    ask = localagent("ask", "--json", "What is 2 + 2?")
    answer = json.loads(ask.stdout)
    assert answer["mode"] == profile["label"] and answer["mode_source"].startswith("localagent tune, ")
    again = localagent("tune", "--limit", "3", "--modes", "react+grammar,marker")  # all kept: nothing asked again
    assert again.returncode == 0 and "<- chosen" in again.stdout and "recorded in" in again.stdout
