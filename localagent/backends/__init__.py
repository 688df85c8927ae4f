"""Backends turn prompts into text. `load_backend` picks one from a spec string:

    llama_cpp          a GGUF model run in-process (the default)
    scripted:FILE      replays FILE, a JSON list of model outputs (tests, replaying failures)

Add a backend by writing a class that satisfies backends.base.Backend and a factory here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import UsageError
from ..models import resolve_model
from .base import Backend
from .scripted import ScriptedBackend


@dataclass
class BackendOptions:
    model: str | None = None  # --model PATH
    n_ctx: int = 4096
    gpu_layers: int = 0
    weight_buffers: str = "auto"  # see weight_buffers.py
    debug: bool = False


def load_backend(spec: str = "llama_cpp", options: BackendOptions | None = None) -> Backend:
    options = options or BackendOptions()
    kind, _, arg = spec.partition(":")
    if kind == "scripted":
        if not arg:
            raise UsageError("--backend scripted needs a file: --backend scripted:FILE.json")
        return ScriptedBackend.from_file(arg)
    if kind in ("llama_cpp", "llama-cpp", "llama"):
        resolved = resolve_model(options.model)
        from .llama_cpp import LlamaCppBackend  # imported late: loading llama.cpp takes time

        return LlamaCppBackend(
            str(resolved.path),
            n_ctx=options.n_ctx,
            n_gpu_layers=options.gpu_layers,
            weight_buffers=options.weight_buffers,
            verbose=options.debug,
        )
    raise UsageError(f"unknown backend {spec!r}; use llama_cpp or scripted:FILE")


__all__ = ["Backend", "BackendOptions", "ScriptedBackend", "load_backend"]
