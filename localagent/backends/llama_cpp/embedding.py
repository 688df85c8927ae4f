"""Sentence embeddings from a GGUF embedding model (all-MiniLM, bge, nomic-embed, ...), run by
llama.cpp in this process: what `--embed-model` ranks document passages with
(documents/embedding.py says how).

A model is an embedding model when its GGUF declares a pooling (`<arch>.pooling_type`): a
chat model's file gets one line saying so, not vectors of its last token. The model is loaded
on the first `embed`; `embedder_for` (what the commands call) loads it at once, so a file
llama.cpp cannot load is one line when the command starts, not a failing tool in every search.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import llama_cpp

from ...errors import InvalidModelError, UsageError
from ..gguf import read_gguf
from ..models import resolve_model
from . import _set_llama_log, available_cpus

CONTEXT = 256  # a passage's first tokens, what it is embedded by (all-MiniLM's training length); the rest is cut


class LlamaEmbedder:
    """`embed(texts)`: one unit-length vector per text. `key` names the model (its file's name
    and size), so vectors kept for one model are never read for another."""

    def __init__(self, model_path: str | Path, n_threads: int | None = None, verbose: bool = False) -> None:
        path = Path(model_path).expanduser()
        info = read_gguf(path)  # one clear line for a bad path, before llama.cpp
        if not info.embedding:
            raise InvalidModelError(
                f"{path}: not an embedding model (its GGUF declares no pooling); "
                "--embed-model takes one such as all-MiniLM-L6-v2, bge-small or nomic-embed-text"
            )
        self.path = path
        self.key = f"{path.name}:{info.file_size}"
        # Never past the positions the model has (a longer context aborts in llama.cpp).
        trained = info.context_length
        self.context = min(CONTEXT, trained) if trained else CONTEXT
        self._threads = n_threads or available_cpus()
        self._verbose = verbose
        self._llm: llama_cpp.Llama | None = None
        self._lock = threading.Lock()

    def load(self) -> None:
        """Load the model now (InvalidModelError, one line, when llama.cpp cannot)."""
        with self._lock:
            self._model()

    def _model(self) -> llama_cpp.Llama:
        if self._llm is None:
            _set_llama_log(self._verbose)
            try:
                self._llm = llama_cpp.Llama(
                    model_path=str(self.path), embedding=True,
                    n_ctx=self.context, n_batch=self.context, n_ubatch=self.context,
                    n_threads=self._threads, n_threads_batch=self._threads, verbose=self._verbose,
                )  # fmt: skip
            except (ValueError, RuntimeError) as exc:
                raise InvalidModelError(f"{self.path}: llama.cpp could not load it ({exc})") from None
        return self._llm

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._lock:  # one llama.cpp context: one batch at a time
            vectors = self._model().embed(list(texts), normalize=True, truncate=True)
        return [list(map(float, v)) for v in vectors]  # type: ignore[arg-type]

    def close(self) -> None:
        with self._lock:
            if self._llm is not None:
                self._llm.close()
                self._llm = None


def embedder_for(model: str | None) -> LlamaEmbedder | None:
    """The embedding model `--embed-model` names (a file, or a name the model stores know, as
    --model takes one), loaded now; None without one."""
    if not model:
        return None
    try:
        path = resolve_model(model).path
    except UsageError as exc:  # said of the flag the user gave
        raise UsageError(str(exc).replace("--model ", "--embed-model ", 1)) from None
    embedder = LlamaEmbedder(path)
    embedder.load()
    return embedder
