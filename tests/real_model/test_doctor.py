"""`localagent doctor` on the real model: the probe loads, generates and reports tok/s (the
crash reports, on a fake probe: integration/test_doctor.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def test_doctor_on_the_default_model(smollm2_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "localagent", "doctor", "--json"], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)
    assert report["ok"] and report["model"]["path"] == str(smollm2_path)
    run = report["runs"][0]
    assert run["weight_buffers"] == "auto" and run["returncode"] == 0
    build, plan, generate = run["stages"]["build"], run["stages"]["plan"], run["stages"]["generate"]
    assert "CPU" in build["system_info"] and any("CPU" in d for d in build["devices"])
    assert plan["mode"] in ("all", "repack", "none") and plan["reason"]
    if "AMX" in build["extra_buffer_types"]:  # the configuration that crashes is not the default
        assert plan["mode"] != "all"
    assert generate["tokens"] == 48 and generate["tps"] > 0
    assert report["environment"]["llama_cpp_python"] == "0.3.36"
