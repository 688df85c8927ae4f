"""`localagent doctor`: a native crash in the probe is reported with its signal, its stage and
the setting that avoids it (on the real model: real_model/test_doctor.py)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from localagent.backends.doctor import Report, diagnose, format_report, run_probe

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


def test_a_working_probe_reports_its_speed(tmp_path: Path) -> None:
    report = diagnose(MODEL, "auto", 0, runner=fake_probe(tmp_path, set()))  # type: ignore[arg-type]
    assert report.ok and len(report.runs) == 1 and report.avoiding_setting is None
    assert report.runs[0].stages["generate"]["tps"] == 55.0
    text = format_report(report)
    assert "result: ok" in text and "generated 48 tokens at 55.0 tok/s" in text and "AMX, CPU_REPACK" in text


def test_doctor_says_where_the_template_and_stop_words_come_from(tmp_path: Path) -> None:
    from localagent.cli.models import template_note

    note = template_note(True, {"template": "{{ .Prompt }}", "params": {"stop": ["<|im_end|>"], "num_ctx": 2048}})
    model = {**MODEL, "template": note}
    text = format_report(diagnose(model, "auto", 0, runner=fake_probe(tmp_path, set())))  # type: ignore[arg-type]
    assert (
        "  template: the GGUF's own chat template; Ollama's template layer (a Go template) not used; stop words "
        "from Ollama's params: <|im_end|>; Ollama's num_ctx not applied (localagent's settings hold)"
    ) in text
    assert template_note(False, {}).startswith("no chat template in the GGUF")


def test_a_crash_names_the_signal_the_stage_and_the_setting_that_avoids_it(tmp_path: Path) -> None:
    report = diagnose(MODEL, "all", 0, runner=fake_probe(tmp_path, {"all"}))  # type: ignore[arg-type]
    assert not report.ok
    first = report.runs[0]
    assert first.signal == "SIGSEGV" and first.last_stage == "load"
    assert report.avoiding_setting == "repack" and [r.weight_buffers for r in report.runs] == ["all", "repack"]
    text = format_report(report)
    assert "killed by SIGSEGV after stage 'load'" in text
    assert "--weight-buffers repack" in text and "LOCALAGENT_WEIGHT_BUFFERS=repack" in text
    assert json.loads(json.dumps(report.to_json()))["avoiding_setting"] == "repack"


def test_when_nothing_avoids_the_crash_it_says_so(tmp_path: Path) -> None:
    report = diagnose(MODEL, "auto", 0, runner=fake_probe(tmp_path, {"auto", "none"}))  # type: ignore[arg-type]
    assert not report.ok and report.avoiding_setting is None
    assert [r.weight_buffers for r in report.runs] == ["auto", "none"]
    assert "no weight buffer setting avoided it" in format_report(report)


def test_a_probe_that_fails_without_a_signal_reports_its_error(tmp_path: Path) -> None:
    command = [
        sys.executable,
        "-c",
        "import json; print(json.dumps({'stage': 'error', 'message': 'ValueError: bad'})); raise SystemExit(1)",
    ]
    run = run_probe("m", "none", 0, command=command)
    assert not run.ok and run.signal is None and run.error == "ValueError: bad"
    assert not Report({}, MODEL, [run]).ok


def test_doctor_without_a_model_is_a_usage_error(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "localagent", "doctor", "--model", str(tmp_path / "missing.gguf")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "missing.gguf" in proc.stderr


def test_doctor_shows_the_prompt_cache(tmp_path: Path) -> None:
    import os

    from localagent.backends.doctor import diagnose, environment, format_report
    from localagent.backends.prompt_cache import PromptCache

    folder = Path(os.environ["XDG_CACHE_HOME"]) / "localagent" / "prompts"
    PromptCache(folder, {"model": "m"}, 10**6).save([1, 2, 3], b"x" * 1000)
    env = environment()
    assert env["prompt_cache"] == {"directory": str(folder), "files": 1, "bytes": env["prompt_cache"]["bytes"]}
    text = format_report(diagnose(MODEL, "auto", 0, runner=fake_probe(tmp_path, set())))
    assert f"prompt cache: {folder}: 1 states" in text
