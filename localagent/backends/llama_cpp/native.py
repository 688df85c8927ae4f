"""What the llama.cpp build under llama-cpp-python reports of itself, and the model
parameters llama-cpp-python does not expose (weight buffer types).

The build is read through ggml's backend registry (ctypes on the libggml that
llama-cpp-python ships): devices, each backend's features, and the extra weight buffer
types of the CPU device. Nothing here loads a model.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

import llama_cpp
import llama_cpp.llama_cpp as llama_cpp_lib

from ..weight_buffers import BuildDescription, WeightBufferPlan

_DEVICE_TYPES = {0: "CPU", 1: "GPU", 2: "iGPU", 3: "accelerator"}


class _Feature(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("value", ctypes.c_char_p)]


class _BufferTypeOverride(ctypes.Structure):
    """llama.h's struct llama_model_tensor_buft_override."""

    _fields_ = [("pattern", ctypes.c_char_p), ("buft", ctypes.c_void_p)]


_GET_FEATURES = ctypes.CFUNCTYPE(ctypes.POINTER(_Feature), ctypes.c_void_p)
_GET_EXTRA_BUFTS = ctypes.CFUNCTYPE(ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p)


@cache
def _ggml() -> Any:
    from llama_cpp._ggml import libggml

    lib = libggml
    signatures = {
        "ggml_backend_dev_count": ([], ctypes.c_size_t),
        "ggml_backend_dev_get": ([ctypes.c_size_t], ctypes.c_void_p),
        "ggml_backend_dev_name": ([ctypes.c_void_p], ctypes.c_char_p),
        "ggml_backend_dev_description": ([ctypes.c_void_p], ctypes.c_char_p),
        "ggml_backend_dev_type": ([ctypes.c_void_p], ctypes.c_int),
        "ggml_backend_dev_backend_reg": ([ctypes.c_void_p], ctypes.c_void_p),
        "ggml_backend_reg_name": ([ctypes.c_void_p], ctypes.c_char_p),
        "ggml_backend_reg_get_proc_address": ([ctypes.c_void_p, ctypes.c_char_p], ctypes.c_void_p),
        "ggml_backend_buft_name": ([ctypes.c_void_p], ctypes.c_char_p),
    }
    for name, (args, result) in signatures.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = args, result
    return lib


@dataclass(frozen=True)
class Device:
    name: str
    description: str
    kind: str  # CPU, GPU, iGPU, accelerator
    backend: str


def _text(raw: bytes | None) -> str:
    return raw.decode("utf-8", "replace") if raw else ""


def devices() -> list[Device]:
    lib = _ggml()
    found = []
    for i in range(lib.ggml_backend_dev_count()):
        dev = lib.ggml_backend_dev_get(i)
        reg = lib.ggml_backend_dev_backend_reg(dev)
        found.append(
            Device(
                _text(lib.ggml_backend_dev_name(dev)),
                _text(lib.ggml_backend_dev_description(dev)),
                _DEVICE_TYPES.get(lib.ggml_backend_dev_type(dev), "unknown"),
                _text(lib.ggml_backend_reg_name(reg)) if reg else "",
            )
        )
    return found


def _cpu_device() -> int | None:
    lib = _ggml()
    for i in range(lib.ggml_backend_dev_count()):
        dev = lib.ggml_backend_dev_get(i)
        if lib.ggml_backend_dev_type(dev) == 0:
            return int(dev)
    return None


def _proc(dev: int, name: str, prototype: Any) -> Any | None:
    lib = _ggml()
    reg = lib.ggml_backend_dev_backend_reg(dev)
    address = lib.ggml_backend_reg_get_proc_address(reg, name.encode()) if reg else None
    return prototype(address) if address else None


def extra_buffer_types() -> dict[str, int]:
    """The CPU device's extra weight buffer types on this machine: name -> ggml handle."""
    dev = _cpu_device()
    get = _proc(dev, "ggml_backend_dev_get_extra_bufts", _GET_EXTRA_BUFTS) if dev else None
    if get is None:
        return {}
    out: dict[str, int] = {}
    array = get(dev)
    i = 0
    while array and array[i]:
        out[_text(_ggml().ggml_backend_buft_name(array[i]))] = int(array[i])
        i += 1
    return out


def cpu_features() -> dict[str, str]:
    """The CPU backend's compiled features (SSE3, AVX2, AVX512, AMX_INT8, REPACK, ...)."""
    dev = _cpu_device()
    get = _proc(dev, "ggml_backend_get_features", _GET_FEATURES) if dev else None
    if get is None:  # an older ggml: read them from the system-info line
        return BuildDescription.parse_system_info(system_info())
    features = {}
    array = get(_ggml().ggml_backend_dev_backend_reg(dev))
    i = 0
    while array and array[i].name:
        features[_text(array[i].name)] = _text(array[i].value)
        i += 1
    return features


def system_info() -> str:
    return _text(llama_cpp.llama_print_system_info()).strip()


def build_description() -> BuildDescription:
    return BuildDescription(cpu_features(), tuple(extra_buffer_types()))


def supports_gpu_offload() -> bool:
    return bool(llama_cpp.llama_supports_gpu_offload())


class BufferOverrides:
    """A NULL-terminated llama_model_tensor_buft_override array naming `buffer_type` for the
    tensors `patterns` match; keeps its strings alive as long as it lives."""

    def __init__(self, patterns: Sequence[str], buffer_type: int) -> None:
        self._patterns = [p.encode() for p in patterns]
        self.array = (_BufferTypeOverride * (len(patterns) + 1))()
        for i, pattern in enumerate(self._patterns):
            self.array[i].pattern, self.array[i].buft = pattern, buffer_type
        self.array[len(patterns)].pattern = None

    @property
    def address(self) -> int:
        return ctypes.addressof(self.array)


@contextmanager
def model_params(plan: WeightBufferPlan, overrides: BufferOverrides | None) -> Iterator[None]:
    """While llama_cpp.Llama builds its model parameters, apply the plan's buffer settings.

    llama-cpp-python's Llama takes neither use_extra_bufts nor tensor_buft_overrides, but
    builds its parameters from llama_model_default_params(): that call is wrapped here, for
    the duration of one load.
    """
    original = llama_cpp_lib.llama_model_default_params

    def with_plan() -> Any:
        params = original()
        params.use_extra_bufts = plan.use_extra_bufts
        if overrides is not None:
            params.tensor_buft_overrides = overrides.address
        return params

    llama_cpp_lib.llama_model_default_params = with_plan
    try:
        yield
    finally:
        llama_cpp_lib.llama_model_default_params = original
