"""`localagent doctor`: a native crash in the probe is reported with its signal, its stage and
the setting that avoids it; on the real model the probe loads, generates and reports tok/s."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from localagent.backends.doctor import run_probe

MODEL = {
    "path": "/models/m.gguf",
    "source": "--model",
    "architecture": "llama",
    "quantization": "Q4_1",
    "file_size": 98_000_000,
}


def fake_probe(tmp_path: Path, crash_in: set[str]) -> object:
    """A probe that reports its stages like the real one and segfaults, for the weight_buffers
    modes in `crash_in`, during generation (as the AMX buffer does)."""
    script = tmp_path / "probe.py"
    script.write_text(
        textwrap.dedent(
            """
            import json, os, signal, sys
            mode = sys.argv[1]
            def emit(stage, **kw):
                print(json.dumps({"stage": stage, **kw}), flush=True)
            emit("build", system_info="CPU : AVX2 = 1 | AMX_INT8 = 1 |", features={}, devices=["CPU (CPU: x)"],
                 extra_buffer_types=["AMX", "CPU_REPACK"], gpu_offload=False)
            emit("plan", mode=mode, summary="s", reason="r", use_extra_bufts=mode == "all", repacked_by_name=0)
            emit("load", seconds=0.1, threads=2, context=2048)
            if mode in sys.argv[2].split(","):
                os.kill(os.getpid(), signal.SIGSEGV)
            emit("generate", prompt_tokens=20, prompt_tps=500.0, tokens=48, tps=55.0, text="The sea")
            """
        ),
        encoding="utf-8",
    )

    def runner(model: str, weight_buffers: str, gpu_layers: int):  # type: ignore[no-untyped-def]
        command = [sys.executable, str(script), weight_buffers, ",".join(crash_in)]
        return run_probe(model, weight_buffers, gpu_layers, command=command)

    return runner


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
