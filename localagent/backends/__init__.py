"""Backends turn prompts into text. `load_backend` picks one from a spec string:

    llama_cpp          a GGUF model run in-process (the default)
    openai:URL         an engine behind an OpenAI-compatible API (llama-server, vLLM, ...)
    ollama:URL         an Ollama server, through its native API
    scripted:FILE      replays FILE, a JSON list of model outputs (tests, replaying failures)

Add a backend by writing a module with a class that satisfies backends.base.Backend (its
capabilities declared there) and a factory here, decorated with @register_backend("kind").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..errors import UsageError
from ..settings import from_setting
from .base import Backend
from .models import resolve_model, store_stop_words
from .prompt_cache import default_cache_dir
from .scripted import ScriptedBackend


@dataclass
class BackendOptions:
    """How to load a backend: a view of the settings (settings.Settings), plus --debug."""

    model: str | None = from_setting("model")  # --model PATH or NAME
    model_dirs: list[str] = from_setting("model_dirs")  # more folders --model NAME looks in
    n_ctx: int = from_setting("ctx")
    gpu_layers: int = from_setting("gpu_layers")
    weight_buffers: str = from_setting("weight_buffers")  # see weight_buffers.py
    api_model: str | None = from_setting("api_model")  # openai: the engine's model name (default: its first)
    api_key: str | None = from_setting("api_key")  # openai: sent as a bearer token, never shown
    request_timeout: float = from_setting("request_timeout")  # openai: seconds for one request
    chat_template: str | None = from_setting("chat_template")  # engines: a template file, when one publishes none
    prompt_cache: bool = from_setting("prompt_cache")  # in-process: prompt prefixes kept on disk
    prompt_cache_size: int = from_setting("prompt_cache_size")  # in MB
    debug: bool = False  # llama.cpp's own log


Factory = Callable[[str, BackendOptions], Backend]
BACKENDS: dict[str, Factory] = {}  # spec kind -> factory(argument after the colon, options)


def register_backend(*kinds: str) -> Callable[[Factory], Factory]:
    """Declare a backend: `--backend KIND[:ARG]` calls the factory with ARG and the options.
    The factory imports its module, so an unused backend costs nothing at start-up."""

    def wrap(factory: Factory) -> Factory:
        for kind in kinds:
            BACKENDS[kind] = factory
        return factory

    return wrap


def load_backend(spec: str = "llama_cpp", options: BackendOptions | None = None) -> Backend:
    kind, _, arg = spec.partition(":")
    if kind not in BACKENDS:
        raise UsageError(f"unknown backend {spec!r}; use llama_cpp, openai:URL, ollama:URL or scripted:FILE")
    return BACKENDS[kind](arg, options or BackendOptions())


def is_in_process(spec: str) -> bool:
    """Whether `spec` names the in-process llama.cpp backend (a model file is loaded here)."""
    return BACKENDS.get(spec.partition(":")[0]) is _llama_cpp


@register_backend("scripted")
def _scripted(arg: str, options: BackendOptions) -> Backend:
    if not arg:
        raise UsageError("--backend scripted needs a file: --backend scripted:FILE.json")
    return ScriptedBackend.from_file(arg)


@register_backend("llama_cpp", "llama-cpp", "llama")
def _llama_cpp(arg: str, options: BackendOptions) -> Backend:
    resolved = resolve_model(options.model, folders=options.model_dirs)
    from .llama_cpp import LlamaCppBackend  # imported late: loading llama.cpp takes time

    return LlamaCppBackend(
        str(resolved.path), n_ctx=options.n_ctx, n_gpu_layers=options.gpu_layers,
        weight_buffers=options.weight_buffers, verbose=options.debug,
        prompt_cache_dir=default_cache_dir() if options.prompt_cache else None,
        prompt_cache_bytes=options.prompt_cache_size * 1_000_000, stop_words=store_stop_words(resolved),
    )  # fmt: skip


@register_backend("openai")
def _openai(arg: str, options: BackendOptions) -> Backend:
    if not arg.startswith(("http://", "https://")):
        raise UsageError("--backend openai needs a URL: --backend openai:http://127.0.0.1:8080/v1")
    from .openai import OpenAIBackend

    return OpenAIBackend(
        arg, api_model=options.api_model, api_key=options.api_key, timeout=options.request_timeout,
        n_ctx=options.n_ctx, chat_template=_template_source(options), prompt_cache=options.prompt_cache,
    )  # fmt: skip


@register_backend("ollama")
def _ollama(arg: str, options: BackendOptions) -> Backend:
    if not arg.startswith(("http://", "https://")):
        raise UsageError("--backend ollama needs a URL: --backend ollama:http://127.0.0.1:11434")
    from .ollama import OllamaBackend

    return OllamaBackend(
        arg, api_model=options.api_model, timeout=options.request_timeout, n_ctx=options.n_ctx,
        chat_template=_template_source(options),
    )  # fmt: skip


def _template_source(options: BackendOptions) -> str | None:
    """For an engine that publishes no template: --chat-template FILE, else the template in
    the GGUF file --model names (read from its header; the weights stay on the engine)."""
    if options.chat_template:
        from ..chat_template import ChatTemplate

        return ChatTemplate.from_file(options.chat_template).source
    if options.model:
        from .gguf import read_gguf

        return read_gguf(options.model).chat_template
    return None


__all__ = [
    "BACKENDS",
    "Backend",
    "BackendOptions",
    "ScriptedBackend",
    "is_in_process",
    "load_backend",
    "register_backend",
]
