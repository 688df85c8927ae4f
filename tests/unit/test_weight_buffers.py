"""Which weight buffers the backend asks llama.cpp for, pinned for AMX and non-AMX machines."""

from __future__ import annotations

import re

import pytest

from localagent.backends.weight_buffers import (
    BuildDescription,
    CpuDescription,
    name_patterns,
    plan_weight_buffers,
    repack_tensor_names,
)
from localagent.errors import UsageError

SAPPHIRE_RAPIDS = CpuDescription(
    "Intel(R) Xeon(R) Platinum 8481C",
    frozenset("fpu sse4_2 avx avx2 fma f16c avx512f avx512_vnni avx512_bf16 amx_bf16 amx_tile amx_int8".split()),
)
ZEN4 = CpuDescription(
    "AMD EPYC 9R14", frozenset("fpu sse4_2 avx avx2 fma f16c avx512f avx512_vnni avx512_bf16".split())
)
NATIVE_AMX_BUILD = BuildDescription(
    {"AVX2": "1", "AVX512": "1", "AVX512_VNNI": "1", "AMX_INT8": "1", "REPACK": "1"}, ("AMX", "CPU_REPACK")
)
PORTABLE_BUILD = BuildDescription({"AVX2": "1", "FMA": "1", "REPACK": "1"}, ("CPU_REPACK",))
# A native build made on an AMX machine, run where the CPU grants no AMX: ggml registers no AMX buffer.
AMX_BUILD_NO_AMX_BUFFER = BuildDescription({"AVX2": "1", "AMX_INT8": "1"}, ("CPU_REPACK",))


@pytest.mark.parametrize(
    ("mode", "cpu", "build", "expected"),
    [
        # auto: the AMX buffer is avoided exactly where it would be used, repacking kept
        ("auto", SAPPHIRE_RAPIDS, NATIVE_AMX_BUILD, ("repack", False, True)),
        ("auto", SAPPHIRE_RAPIDS, PORTABLE_BUILD, ("all", True, False)),
        ("auto", ZEN4, PORTABLE_BUILD, ("all", True, False)),
        ("auto", ZEN4, AMX_BUILD_NO_AMX_BUFFER, ("all", True, False)),
        ("auto", SAPPHIRE_RAPIDS, BuildDescription({"AMX_INT8": "1"}, ("AMX",)), ("none", False, False)),
        # the explicit settings do what they say on any machine
        ("all", SAPPHIRE_RAPIDS, NATIVE_AMX_BUILD, ("all", True, False)),
        ("repack", ZEN4, PORTABLE_BUILD, ("repack", False, True)),
        ("none", SAPPHIRE_RAPIDS, NATIVE_AMX_BUILD, ("none", False, False)),
        ("none", ZEN4, PORTABLE_BUILD, ("none", False, False)),
    ],
)
def test_plan(mode: str, cpu: CpuDescription, build: BuildDescription, expected: tuple[str, bool, bool]) -> None:
    plan = plan_weight_buffers(mode, cpu, build)
    assert (plan.mode, plan.use_extra_bufts, plan.repack_by_name) == expected
    assert plan.reason and plan.summary


def test_auto_on_an_amx_machine_says_why_and_how_to_turn_it_back_on() -> None:
    plan = plan_weight_buffers("auto", SAPPHIRE_RAPIDS, NATIVE_AMX_BUILD)
    assert "ggml_backend_amx_mul_mat" in plan.reason and "weight_buffers = all" in plan.reason


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(UsageError, match="weight_buffers must be one of"):
        plan_weight_buffers("fast", ZEN4, PORTABLE_BUILD)


def test_cpu_description_from_proc_cpuinfo() -> None:
    text = "processor\t: 0\nmodel name\t: Intel Xeon\nflags\t\t: fpu avx2 amx_tile amx_int8\n\nprocessor\t: 1\nflags\t: fpu\n"
    cpu = CpuDescription.from_cpuinfo(text)
    assert cpu.model_name == "Intel Xeon" and cpu.has_amx
    assert not CpuDescription.from_cpuinfo("flags : fpu avx2 amx_bf16\n").has_amx
    assert not CpuDescription.from_cpuinfo("").has_amx


def test_system_info_parsing() -> None:
    text = "CPU : SSE3 = 1 | AVX2 = 1 | AMX_INT8 = 1 | LLAMAFILE = 1 | REPACK = 1 | "
    assert BuildDescription.parse_system_info(text) == {
        "SSE3": "1", "AVX2": "1", "AMX_INT8": "1", "LLAMAFILE": "1", "REPACK": "1",
    }  # fmt: skip
    assert BuildDescription(BuildDescription.parse_system_info(text)).has_amx


Q4_0, Q4_1, Q4_K, Q6_K, F32, Q2_K = 2, 3, 12, 14, 0, 10


@pytest.mark.parametrize(
    ("tensor", "features", "taken"),
    [
        (("blk.0.attn_q.weight", (576, 576), Q4_0), {"AVX2": "1"}, True),
        (("blk.11.ffn_down.weight", (1536, 576), Q4_K), {"AVX2": "1"}, True),
        (("blk.3.ffn_up_exps.weight", (576, 1536, 8), Q4_K), {"AVX2": "1"}, True),
        (("blk.0.attn_q.weight", (576, 576), Q4_0), {"AVX2": "0"}, False),  # no AVX2 kernels
        (("blk.0.attn_q.weight", (576, 576), Q4_1), {"AVX2": "1"}, False),  # no repacked layout for Q4_1
        (("blk.0.attn_v.weight", (576, 192), Q6_K), {"AVX2": "1"}, False),
        (("blk.0.attn_q.weight", (576, 572), Q4_0), {"AVX2": "1"}, False),  # rows not a multiple of 8
        (("token_embd.weight", (576, 49152), Q4_0), {"AVX2": "1"}, False),  # read by row: never repacked
        (("output.weight", (576, 49152), Q4_0), {"AVX2": "1"}, False),
        (("blk.0.attn_norm.weight", (576,), F32), {"AVX2": "1"}, False),
        (("blk.0.ffn_gate.weight", (576, 1536), Q2_K), {"AVX2": "1"}, False),
        (("blk.0.ffn_gate.weight", (576, 1536), Q2_K), {"AVX2": "1", "AVX512": "1"}, True),
    ],
)
def test_repack_tensor_names(tensor: tuple[str, tuple[int, ...], int], features: dict[str, str], taken: bool) -> None:
    assert repack_tensor_names([tensor], features) == ([tensor[0]] if taken else [])


def test_name_patterns_match_exactly_the_names() -> None:
    names = ["blk.0.attn_q.weight", "blk.1.attn_q.weight", "blk.10.ffn_up.weight", "blk.2.ffn_up.weight"]
    patterns = name_patterns(names)
    assert len(patterns) == 2  # one per kind of tensor, its layers alternated
    others = [
        "blk.100.attn_q.weight",
        "blk.1.attn_q.weight.x",
        "xblk.0.attn_q.weight",
        "blk.0.attn_qkv.weight",
        "blk.3.ffn_up.weight",
    ]
    for name in names:
        assert any(re.search(p, name) for p in patterns), name
    for name in others:
        assert not any(re.search(p, name) for p in patterns), name
