"""Backends turn prompts into text. `load_backend` picks one from a spec string:

    llama_cpp          a GGUF model run in-process (the default)
    openai:URL         an engine behind an OpenAI-compatible API (llama-server, vLLM, ...)
    ollama:URL         an Ollama server, through its native API
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
    api_model: str | None = None  # openai: the engine's model name (default: its first)
    api_key: str | None = None  # openai: sent as a bearer token, never shown
    request_timeout: float = 120.0  # openai: seconds for one request
    chat_template: str | None = None  # openai: a template file, when the engine publishes none


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
    if kind == "openai":
        if not arg.startswith(("http://", "https://")):
            raise UsageError("--backend openai needs a URL: --backend openai:http://127.0.0.1:8080/v1")
        from .openai import OpenAIBackend

        template = _template_source(options)
        return OpenAIBackend(
            arg,
            api_model=options.api_model,
            api_key=options.api_key,
            timeout=options.request_timeout,
            n_ctx=options.n_ctx,
            chat_template=template,
        )
    if kind == "ollama":
        if not arg.startswith(("http://", "https://")):
            raise UsageError("--backend ollama needs a URL: --backend ollama:http://127.0.0.1:11434")
        from .ollama import OllamaBackend

        return OllamaBackend(
            arg,
            api_model=options.api_model,
            timeout=options.request_timeout,
            n_ctx=options.n_ctx,
            chat_template=_template_source(options),
        )
    raise UsageError(f"unknown backend {spec!r}; use llama_cpp, openai:URL, ollama:URL or scripted:FILE")


def _template_source(options: BackendOptions) -> str | None:
    """For an engine that publishes no template: --chat-template FILE, else the template in
    the GGUF file --model names (read from its header; the weights stay on the engine)."""
    if options.chat_template:
        from ..chat_template import ChatTemplate

        return ChatTemplate.from_file(options.chat_template).source
    if options.model:
        from ..gguf import read_gguf

        return read_gguf(options.model).chat_template
    return None


__all__ = ["Backend", "BackendOptions", "ScriptedBackend", "load_backend"]
