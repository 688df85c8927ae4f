"""`localagent doctor`: what a user needs to report a problem, and a native crash made visible.

The parent process gathers what it can without llama.cpp (Python, packages, the CPU, the
model file), then runs a probe in a child process: describe the llama.cpp build, load the
model as `ask` would, generate a few tokens, report tok/s. The probe prints one JSON line
per stage as it goes, so when llama.cpp kills the child (a segfault is a signal, not an
exception) the parent still knows which stage it reached. After a crash the probe runs
again with safer weight buffers, to name the setting that avoids it.

Exit codes: 0 the model loaded and generated; 1 the probe failed (crashed, timed out or
raised: the report says where, and which setting avoids it when one does); 2 no usable
model or a bad setting.
"""

from __future__ import annotations

import json
import os
import platform
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from .prompt_cache import cache_summary, default_cache_dir
from .weight_buffers import AMX_CPU_FLAGS, CpuDescription

EXIT_OK, EXIT_PROBE_FAILED, EXIT_USAGE = 0, 1, 2
PROBE_TIMEOUT = 300.0
PROBE_TOKENS = 48
_PROBE_PROMPT = "Write one sentence about the sea."
# CPU flags a report should show: the vector extensions llama.cpp's kernels choose between.
_NOTABLE_FLAGS = ("avx", "avx2", "fma", "f16c", "avx512f", "avx512_vnni", "avx512_bf16", "avx_vnni", *AMX_CPU_FLAGS)
# Safer settings to try, in order, after the probe failed with `mode`.
_FALLBACKS = {"all": ("repack", "none"), "auto": ("none",), "repack": ("none",), "none": ()}


@dataclass
class ProbeRun:
    weight_buffers: str
    stages: dict[str, dict[str, Any]] = field(default_factory=dict)  # stage -> what it reported
    returncode: int | None = None
    signal: str | None = None  # "SIGSEGV" when the child was killed by a signal
    error: str | None = None  # one line: why it failed, when it failed
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and "generate" in self.stages

    @property
    def last_stage(self) -> str:
        return next(reversed(self.stages), "start")


ProbeRunner = Callable[[str, str, int], ProbeRun]  # (model path, weight_buffers, gpu layers)


def probe_command(
    model: str, weight_buffers: str, gpu_layers: int, python: str | None = None, tokens: int = PROBE_TOKENS
) -> list[str]:
    """The probe, run by `python` (this interpreter by default: another venv's llama.cpp build
    can be measured the same way)."""
    return [
        python or sys.executable, "-m", "localagent.backends.doctor", "--probe", model,
        "--weight-buffers", weight_buffers, "--gpu-layers", str(gpu_layers), "--tokens", str(tokens),
    ]  # fmt: skip


def run_probe(model: str, weight_buffers: str, gpu_layers: int, command: Sequence[str] | None = None) -> ProbeRun:
    """Run the probe in a child process and read what it reported before it ended."""
    run = ProbeRun(weight_buffers)
    started = time.perf_counter()
    try:
        proc = subprocess.run(
            list(command or probe_command(model, weight_buffers, gpu_layers)),
            capture_output=True, text=True, timeout=PROBE_TIMEOUT, stdin=subprocess.DEVNULL,
        )  # fmt: skip
    except subprocess.TimeoutExpired as exc:
        _read_stages(run, exc.stdout if isinstance(exc.stdout, str) else (exc.stdout or b"").decode())
        run.error = f"no answer within {PROBE_TIMEOUT:.0f} s (after stage '{run.last_stage}')"
        run.seconds = time.perf_counter() - started
        return run
    run.seconds = time.perf_counter() - started
    run.returncode = proc.returncode
    _read_stages(run, proc.stdout)
    if proc.returncode < 0:
        try:
            run.signal = signal.Signals(-proc.returncode).name
        except ValueError:
            run.signal = f"signal {-proc.returncode}"
        run.error = f"killed by {run.signal} after stage '{run.last_stage}'"
    elif proc.returncode != 0 or "generate" not in run.stages:
        reported = run.stages.get("error", {}).get("message")
        tail = proc.stderr.strip().splitlines()[-1:] if proc.stderr.strip() else []
        run.error = reported or (tail[0] if tail else f"exit code {proc.returncode}")
    return run


def _read_stages(run: ProbeRun, stdout: str) -> None:
    for line in stdout.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("stage"), str):
            run.stages[record.pop("stage")] = record


@dataclass
class Report:
    environment: dict[str, Any]
    model: dict[str, Any]
    runs: list[ProbeRun]

    @property
    def ok(self) -> bool:
        return bool(self.runs) and self.runs[0].ok

    @property
    def avoiding_setting(self) -> str | None:
        """The weight_buffers value that made a failed probe work, if one did."""
        if self.ok:
            return None
        return next((r.weight_buffers for r in self.runs[1:] if r.ok), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "environment": self.environment,
            "model": self.model,
            "runs": [asdict(r) for r in self.runs],
            "avoiding_setting": self.avoiding_setting,
        }


def environment() -> dict[str, Any]:
    cpu = CpuDescription.this_machine()
    from .. import __version__

    try:
        llama_version = metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError:
        llama_version = None
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(),
        "machine": platform.machine(),
        "localagent": __version__,
        "llama_cpp_python": llama_version,
        "cpu": cpu.model_name or platform.processor() or "unknown",
        "cpu_flags": [f for f in _NOTABLE_FLAGS if f in cpu.flags],
        "cpus_available": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "prompt_cache": cache_summary(default_cache_dir()),
    }


def diagnose(model: dict[str, Any], weight_buffers: str, gpu_layers: int, runner: ProbeRunner = run_probe) -> Report:
    """Probe with the user's setting; after a failure, with each safer one until one works."""
    runs = [runner(model["path"], weight_buffers, gpu_layers)]
    if not runs[0].ok:
        for fallback in _FALLBACKS[weight_buffers]:
            runs.append(runner(model["path"], fallback, gpu_layers))
            if runs[-1].ok:
                break
    return Report(environment(), model, runs)


# --- printing ----------------------------------------------------------------------------


def format_report(report: Report) -> str:
    env, lines = report.environment, []
    lines.append(f"localagent {env['localagent']}, {env['python']}, {env['platform']}")
    lines.append(f"llama-cpp-python: {env['llama_cpp_python'] or 'not installed'}")
    lines.append(f"CPU: {env['cpu']} ({env['cpus_available']} available)")
    cache = env.get("prompt_cache") or {}
    if cache:
        lines.append(
            f"prompt cache: {cache['directory']}: {cache['files']} states, {cache['bytes'] / 1e6:.1f} MB"
            " (--no-prompt-cache turns it off)"
        )
    lines.append(f"  flags: {' '.join(env['cpu_flags']) or 'none of ' + ', '.join(_NOTABLE_FLAGS)}")
    m = report.model
    lines.append(f"model: {m['path']}  [{m['source']}]")
    if m.get("architecture"):
        lines.append(f"  {m['architecture']}, {m['quantization']}, {m['file_size'] / 1e6:.0f} MB")
        if m.get("template"):
            lines.append(f"  template: {m['template']}")
    first = report.runs[0]
    build = first.stages.get("build") or next((r.stages["build"] for r in report.runs if "build" in r.stages), None)
    if build:
        lines.append(f"llama.cpp build: {build['system_info']}")
        offload = "yes" if build["gpu_offload"] else "no"
        lines.append(f"  devices: {', '.join(build['devices']) or 'none'}; GPU offload: {offload}")
        lines.append(f"  extra weight buffer types: {', '.join(build['extra_buffer_types']) or 'none'}")
    for run in report.runs:
        lines.extend(_format_run(run))
    if report.ok:
        lines.append("result: ok")
    else:
        lines.append(f"result: FAILED with weight_buffers = {first.weight_buffers}: {first.error}")
        avoid = report.avoiding_setting
        if avoid:
            lines.append(
                f"  avoided by weight_buffers = {avoid}: add --weight-buffers {avoid}, "
                f"set LOCALAGENT_WEIGHT_BUFFERS={avoid}, "
                f'or put weight_buffers = "{avoid}" in ~/.config/localagent/config.toml'
            )
        else:
            lines.append("  no weight buffer setting avoided it; please report this output")
    return "\n".join(lines)


def _format_run(run: ProbeRun) -> list[str]:
    out = [f"probe (weight_buffers = {run.weight_buffers}): {'ok' if run.ok else 'failed: ' + str(run.error)}"]
    # "plan_chosen" is reported before the load, "plan" after it: a crash in between leaves the first.
    plan = run.stages.get("plan") or run.stages.get("plan_chosen")
    if plan:
        repacked = f", {plan['repacked_by_name']} tensors named for CPU_REPACK" if plan.get("repacked_by_name") else ""
        out.append(
            f"  weight buffers: {plan['mode']}" + (f" ({plan['summary']}{repacked})" if "summary" in plan else "")
        )
        out.append(f"  why: {plan['reason']}")
    load = run.stages.get("load")
    if load:
        out.append(f"  loaded in {load['seconds']:.2f} s, {load['threads']} threads, context {load['context']}")
    gen = run.stages.get("generate")
    if gen:
        out.append(
            f"  prompt {gen['prompt_tokens']} tokens at {gen['prompt_tps']:.0f} tok/s; "
            f"generated {gen['tokens']} tokens at {gen['tps']:.1f} tok/s"
        )
    return out


# --- the probe (child process) -------------------------------------------------------------


def _emit(stage: str, **fields: Any) -> None:
    sys.stdout.write(json.dumps({"stage": stage, **fields}) + "\n")
    sys.stdout.flush()  # the line must be out before a crash in the next stage


def probe_main(model: str, weight_buffers: str, gpu_layers: int, tokens: int = PROBE_TOKENS) -> int:
    from ..types import Message, SamplingParams
    from .llama_cpp import LlamaCppBackend, available_cpus, native
    from .weight_buffers import plan_weight_buffers

    try:
        import llama_cpp

        llama_cpp.llama_backend_init()
        build = native.build_description()
        _emit(
            "build",
            system_info=native.system_info(),
            features=dict(build.features),
            devices=[f"{d.name} ({d.kind}: {d.description})" for d in native.devices()],
            extra_buffer_types=list(build.extra_buffer_types),
            gpu_offload=native.supports_gpu_offload(),
        )
        plan = plan_weight_buffers(weight_buffers, CpuDescription.this_machine(), build)
        _emit("plan_chosen", mode=plan.mode, reason=plan.reason)
        started = time.perf_counter()
        backend = LlamaCppBackend(model, n_ctx=2048, n_gpu_layers=gpu_layers, weight_buffers=weight_buffers)
        plan = backend.weight_plan
        _emit(
            "plan", mode=plan.mode, summary=plan.summary, reason=plan.reason,
            use_extra_bufts=plan.use_extra_bufts, repacked_by_name=backend.repacked_by_name,
        )  # fmt: skip
        _emit("load", seconds=time.perf_counter() - started, threads=available_cpus(), context=backend.context_size)
        prompt = backend.render_chat([Message("user", _PROBE_PROMPT)])
        started = time.perf_counter()
        first = backend.generate(prompt, max_tokens=1)
        prompt_seconds = time.perf_counter() - started
        started = time.perf_counter()
        out = backend.generate(prompt, max_tokens=tokens, sampling=SamplingParams(temperature=0.0, ignore_eos=True))
        seconds = time.perf_counter() - started
        _emit(
            "generate", prompt_tokens=first.prompt_tokens, prompt_tps=first.prompt_tokens / max(prompt_seconds, 1e-9),
            tokens=out.completion_tokens, tps=out.completion_tokens / max(seconds, 1e-9), text=out.text[:200],
        )  # fmt: skip
        backend.close()
    except Exception as exc:  # reported to the parent as a stage, one line
        _emit("error", message=f"{type(exc).__name__}: {exc}")
        return 1
    return 0


def _probe_entry(argv: Sequence[str]) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m localagent.backends.doctor")
    p.add_argument("--probe", required=True, metavar="MODEL")
    p.add_argument("--weight-buffers", default="auto")
    p.add_argument("--gpu-layers", type=int, default=0)
    p.add_argument("--tokens", type=int, default=PROBE_TOKENS)
    args = p.parse_args(argv)
    return probe_main(str(Path(args.probe)), args.weight_buffers, args.gpu_layers, args.tokens)


if __name__ == "__main__":
    sys.exit(_probe_entry(sys.argv[1:]))
