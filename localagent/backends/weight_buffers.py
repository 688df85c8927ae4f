"""Which llama.cpp weight buffers are safe on this CPU with this build: a pure decision.

llama.cpp can keep matrix weights in "extra" CPU buffer types that repack them for faster
kernels: CPU_REPACK (AVX2 layouts for Q4_0, Q4_K, IQ4_NL, MXFP4; Q2_K with AVX-512) and,
in builds compiled with AMX on a CPU that has it, AMX. The AMX one crashes inside
`ggml_backend_amx_mul_mat` (llama.cpp issue 20824: a segfault on the first matrix product),
so by default it is avoided while CPU_REPACK is kept: the model is loaded without extra
buffer types and each tensor CPU_REPACK can take is named for it explicitly.

Modes (setting `weight_buffers`, flag `--weight-buffers`):
    auto    all extra buffer types where the build has no AMX buffer; else repack (the default)
    all     every extra buffer type the build offers, AMX included (llama.cpp's own default)
    repack  CPU_REPACK only, named per tensor; AMX never used
    none    plain CPU buffers: no repacking at all (the safest and the slowest)

Nothing here imports llama_cpp: the backend describes the CPU and the build, this module
decides, so the decision is tested for any machine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import UsageError
from ..settings import WEIGHT_BUFFER_MODES

AMX_CPU_FLAGS = frozenset({"amx_tile", "amx_int8"})  # what ggml's AMX kernels need

# ggml type ids of the weights CPU_REPACK takes on x86 (ggml-cpu/repack.cpp), and the
# build feature each needs. A tensor whose second dimension is not a multiple of 8 stays
# in the plain buffer: the repacked layouts interleave 8 rows.
_REPACK_X86_TYPES: Mapping[int, str] = {
    2: "AVX2",  # Q4_0
    12: "AVX2",  # Q4_K
    20: "AVX2",  # IQ4_NL
    39: "AVX2",  # MXFP4
    10: "AVX512",  # Q2_K
}
_REPACK_ROWS = 8
# Only the weights of matrix products go to a repack buffer: a repacked tensor cannot be
# read back, so the embedding table (read by row) must stay where it is.
_MATMUL_WEIGHT = re.compile(
    r"^blk\.\d+\.(attn_(q|k|v|qkv|output)|ffn_(up|down|gate)(_exps)?)\.weight$",
)


@dataclass(frozen=True)
class CpuDescription:
    """What the processor says of itself (Linux /proc/cpuinfo; empty elsewhere)."""

    model_name: str = ""
    flags: frozenset[str] = frozenset()

    @property
    def has_amx(self) -> bool:
        return AMX_CPU_FLAGS <= self.flags

    @classmethod
    def from_cpuinfo(cls, text: str) -> CpuDescription:
        name, flags = "", frozenset[str]()
        for line in text.splitlines():
            key, _, value = line.partition(":")
            key = key.strip()
            if key == "model name" and not name:
                name = value.strip()
            elif key == "flags" and not flags:
                flags = frozenset(value.split())
        return cls(name, flags)

    @classmethod
    def this_machine(cls) -> CpuDescription:
        try:
            return cls.from_cpuinfo(Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace"))
        except OSError:
            return cls()


@dataclass(frozen=True)
class BuildDescription:
    """What the llama.cpp build reports: its CPU features (from llama_print_system_info) and
    the extra buffer types its CPU device offers on this machine (AMX appears there only
    when the build has AMX kernels and the CPU granted AMX)."""

    features: Mapping[str, str] = field(default_factory=dict)
    extra_buffer_types: tuple[str, ...] = ()

    @property
    def has_amx(self) -> bool:
        return "AMX" in self.extra_buffer_types or self.features.get("AMX_INT8") == "1"

    @property
    def has_repack(self) -> bool:
        return "CPU_REPACK" in self.extra_buffer_types

    @staticmethod
    def parse_system_info(text: str) -> dict[str, str]:
        """'CPU : SSE3 = 1 | AVX2 = 1 | ... | REPACK = 1 |' -> {'SSE3': '1', ...} (first backend
        wins on a repeated name)."""
        features: dict[str, str] = {}
        for part in text.replace("\n", "|").split("|"):
            if ":" in part:  # "CPU : SSE3 = 1": a backend's name starts its first feature
                part = part.split(":", 1)[1]
            name, eq, value = part.partition("=")
            if eq and name.strip():
                features.setdefault(name.strip(), value.strip())
        return features


@dataclass(frozen=True)
class WeightBufferPlan:
    mode: str  # the concrete mode: all, repack or none
    use_extra_bufts: bool  # llama_model_params.use_extra_bufts
    repack_by_name: bool  # CPU_REPACK is named per tensor (tensor_buft_overrides)
    reason: str

    @property
    def summary(self) -> str:
        return {
            "all": "every extra buffer type of the build (llama.cpp's default)",
            "repack": "CPU_REPACK named per tensor, no AMX",
            "none": "plain CPU buffers, no repacking",
        }[self.mode]


def plan_weight_buffers(mode: str, cpu: CpuDescription, build: BuildDescription) -> WeightBufferPlan:
    """The buffers to load weights into, for the `weight_buffers` setting `mode`."""
    if mode not in WEIGHT_BUFFER_MODES:
        raise UsageError(f"weight_buffers must be one of {', '.join(WEIGHT_BUFFER_MODES)}, got {mode!r}")
    amx_live = build.has_amx and cpu.has_amx
    if mode == "auto":
        if not amx_live:
            why = "this build has no AMX buffer" if not build.has_amx else "this CPU has no AMX"
            return WeightBufferPlan("all", True, False, f"auto: {why}, so every extra buffer type is safe")
        return _repack(
            "auto: AMX build on an AMX CPU; its weight buffer crashes in ggml_backend_amx_mul_mat "
            "(llama.cpp issue 20824), so it is avoided (weight_buffers = all turns it back on)",
            build,
        )
    if mode == "all":
        return WeightBufferPlan("all", True, False, "weight_buffers = all: llama.cpp's own choice, AMX included")
    if mode == "repack":
        return _repack("weight_buffers = repack", build)
    return WeightBufferPlan("none", False, False, "weight_buffers = none: no repacking")


def _repack(reason: str, build: BuildDescription) -> WeightBufferPlan:
    if not build.has_repack:
        return WeightBufferPlan("none", False, False, reason + "; this build has no CPU_REPACK buffer")
    return WeightBufferPlan("repack", False, True, reason)


def repack_tensor_names(tensors: Iterable[tuple[str, tuple[int, ...], int]], features: Mapping[str, str]) -> list[str]:
    """Names of the (name, shape, ggml type id) tensors CPU_REPACK takes with these build features."""
    names = []
    for name, shape, type_id in tensors:
        needs = _REPACK_X86_TYPES.get(type_id)
        if needs is None or features.get(needs) != "1":
            continue
        if len(shape) < 2 or shape[1] % _REPACK_ROWS or not _MATMUL_WEIGHT.match(name):
            continue
        names.append(name)
    return names


def name_patterns(names: Iterable[str]) -> list[str]:
    """Regexes matching exactly `names` (llama.cpp tries each override's std::regex on every
    tensor, so blk.N.KIND names are grouped: one pattern per KIND, its layers alternated)."""
    layers: dict[str, list[str]] = {}
    others = []
    for name in names:
        m = re.fullmatch(r"blk\.(\d+)\.(.+)", name)
        if m:
            layers.setdefault(m.group(2), []).append(m.group(1))
        else:
            others.append("^" + re.escape(name) + "$")
    grouped = [rf"^blk\.({'|'.join(ns)})\." + re.escape(kind) + "$" for kind, ns in layers.items()]
    return grouped + others
