"""The llama.cpp backend: the only module in localagent that imports llama_cpp.

It runs its own token loop over llama-cpp-python's low-level API instead of
`Llama.create_completion`, for two reasons:

* Prefix reuse is explicit: the prompt is compared with the tokens already in the KV cache
  and only the new tail is evaluated; `Completion.prompt_tokens_evaluated` reports it.
* Grammar sampling is lazy, as llama.cpp's own `common_sampler` does it: sample from the
  unconstrained distribution first, then check only the chosen token against the grammar;
  the full-vocabulary grammar pass runs only when that token is rejected. At temperature 0
  this yields exactly the plain grammar sampler's output (the argmax is allowed, so the
  grammar-filtered argmax is the same token), at close to unconstrained speed.
  `grammar_strategy="full"` keeps the plain behaviour for benchmarks.
"""

from __future__ import annotations

import codecs
import ctypes
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import llama_cpp
import numpy as np

from ...chat_template import ChatTemplate
from ...errors import GenerationError, GrammarBuildError, InvalidModelError, PromptTooLongError
from ...types import Completion, Message, SamplingParams
from ..base import PrefixUse, TextCallback, TextStream, render_plain_chat
from ..gguf import read_gguf
from ..prompt_cache import PromptCache
from ..weight_buffers import (
    CpuDescription,
    WeightBufferPlan,
    name_patterns,
    plan_weight_buffers,
    repack_tensor_names,
)
from . import context, native

GrammarStrategy = Literal["lazy", "full"]
KV_TYPES = {"q8_0": llama_cpp.GGML_TYPE_Q8_0, "f16": llama_cpp.GGML_TYPE_F16}  # context.KV_CACHE_TYPE's values
_GREEDY_CANDIDATES = 64  # tokens checked one by one before a full grammar pass

_TOKEN_DTYPE = np.dtype([("id", np.int32), ("logit", np.float32), ("p", np.float32)], align=True)
assert _TOKEN_DTYPE.itemsize == ctypes.sizeof(llama_cpp.llama_token_data)


@llama_cpp.llama_log_callback
def _drop_log(level: int, text: bytes, user_data: ctypes.c_void_p) -> None:
    """llama.cpp's log goes nowhere unless --debug (some warnings bypass verbose=False)."""


def _set_llama_log(verbose: bool) -> None:
    if verbose:
        from llama_cpp import _logger

        llama_cpp.llama_log_set(_logger.llama_log_callback, ctypes.c_void_p(0))
    else:
        llama_cpp.llama_log_set(_drop_log, ctypes.c_void_p(0))


# The largest grammar handed to llama.cpp's parser: JSONSchemaBench's Snowplow sp_418, written
# out by llama.cpp's own converter (2.1 MB), crashed the process (bench/schema_coverage.py).
MAX_GRAMMAR_BYTES = 1_000_000
# llama.cpp's parser recurses once per nested group: Github_easy o9772 (an array with
# maxItems 32767, written by llama.cpp's converter as groups nested 32,767 deep) overflowed
# its stack.
MAX_GRAMMAR_NESTING = 1_000
COMPILED_GRAMMARS = 64


def grammar_nesting(gbnf: str) -> int:
    """How deeply a GBNF text nests its groups; string literals, character classes and
    comments aside."""
    deepest = depth = 0
    skip_to = ""  # '"' inside a string literal, "]" inside a character class, newline in a comment
    escaped = False
    for ch in gbnf:
        if skip_to:
            if escaped:
                escaped = False
            elif ch == "\\" and skip_to != "\n":
                escaped = True
            elif ch == skip_to:
                skip_to = ""
        elif ch in '"[#':
            skip_to = {'"': '"', "[": "]", "#": "\n"}[ch]
        elif ch == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ")":
            depth -= 1
    return deepest


def available_cpus() -> int:
    """CPUs this process may run on (cgroup/affinity aware), not the machine's total."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


class LlamaCppBackend:
    supports_grammar = True
    supports_json_schema = False
    concurrent = False  # one model in this process: one generation at a time
    prompt_cache = False  # True once a prompt cache folder is given

    def __init__(
        self,
        model_path: str,
        *,
        n_ctx: int = 4096,
        n_gpu_layers: int = 0,
        n_threads: int | None = None,
        verbose: bool = False,
        grammar_strategy: GrammarStrategy = "lazy",
        weight_buffers: str = "auto",
        prompt_cache_dir: Path | None = None,
        prompt_cache_bytes: int = 0,
        stop_words: Sequence[str] = (),  # stops beside the format's own (what Ollama's params layer names)
    ) -> None:
        self.stop_words = tuple(stop_words)
        info = read_gguf(model_path)  # one clear line for a bad path, before llama.cpp
        if info.embedding:
            raise InvalidModelError(
                f"{model_path}: an embedding model, which writes no text; pass it as --embed-model "
                "(documents ranked by meaning) and a model that writes text as --model"
            )
        threads = n_threads or available_cpus()
        _set_llama_log(verbose)
        llama_cpp.llama_backend_init()
        build = native.build_description()
        self.weight_plan: WeightBufferPlan = plan_weight_buffers(weight_buffers, CpuDescription.this_machine(), build)
        repacked = (
            repack_tensor_names(((t.name, t.shape, t.type_id) for t in info.tensors), build.features)
            if self.weight_plan.repack_by_name
            else []
        )
        repack = native.extra_buffer_types().get("CPU_REPACK") if repacked else None
        overrides = native.BufferOverrides(name_patterns(repacked), repack) if repack else None
        self.repacked_by_name = len(repacked) if overrides else 0
        try:
            with native.model_params(self.weight_plan, overrides):
                self.llm = llama_cpp.Llama(
                    model_path=str(model_path),
                    n_ctx=n_ctx,
                    n_gpu_layers=n_gpu_layers,
                    n_threads=threads,
                    n_threads_batch=threads,
                    n_batch=context.BATCH,
                    # A q8_0 KV cache (which needs flash attention for V) halves its memory, the
                    # largest allocation after the weights, at no measurable cost in quality here.
                    flash_attn=context.FLASH_ATTENTION,
                    type_k=KV_TYPES[context.KV_CACHE_TYPE],
                    type_v=KV_TYPES[context.KV_CACHE_TYPE],
                    verbose=verbose,
                )
        except (ValueError, RuntimeError) as exc:
            raise InvalidModelError(f"{model_path}: llama.cpp could not load it ({exc})") from None
        if self.llm.model_params.use_extra_bufts != self.weight_plan.use_extra_bufts:
            raise GenerationError(
                "this llama-cpp-python did not take the weight buffer setting; run with --weight-buffers all"
            )
        self.model_name = Path(model_path).name
        self.model_path = str(model_path)
        self.context_size = self.llm.n_ctx()
        self.context_asked = n_ctx  # what --ctx asked for (llama.cpp rounds it up)
        self.grammar_strategy: GrammarStrategy = grammar_strategy
        self._vocab = self.llm._model.vocab
        self._ctx = self.llm._ctx.ctx
        self._n_vocab = self.llm.n_vocab()
        self._token_buffer = np.zeros(self._n_vocab, dtype=_TOKEN_DTYPE)
        self._token_ids = np.arange(self._n_vocab, dtype=np.int32)
        self._single = (llama_cpp.llama_token_data * 1)()
        self._single_array = llama_cpp.llama_token_data_array(
            data=ctypes.cast(self._single, llama_cpp.llama_token_data_p), size=1, selected=-1, sorted=False
        )
        # GBNF text -> pristine compiled sampler, the most recently used last; at most
        # COMPILED_GRAMMARS (serve compiles one per distinct client schema).
        self._grammars: OrderedDict[str, Any] = OrderedDict()
        self._busy = threading.RLock()  # held while the model generates or loads a prefix
        self.chat_template = info.chat_template
        self.eos_text = self._piece(self.llm.token_eos(), special=True).decode("utf-8", "replace")
        self._chat = self._make_chat_formatter(info.chat_template)
        self.stats = {"grammar_checks": 0, "grammar_rejections": 0}
        self._prompt_cache = (
            PromptCache(prompt_cache_dir, self._identity(n_gpu_layers, weight_buffers), prompt_cache_bytes)
            if prompt_cache_dir is not None and prompt_cache_bytes > 0
            else None
        )
        self.prompt_cache = self._prompt_cache is not None

    def _identity(self, n_gpu_layers: int, weight_buffers: str) -> dict[str, Any]:
        """What a cached state depends on: this model file, this llama.cpp, these settings."""
        path = Path(self.model_path).resolve()
        stat = path.stat()
        return {
            "model": str(path), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns,
            "llama_cpp_python": llama_cpp.__version__, "n_ctx": self.context_size, "gpu_layers": n_gpu_layers,
            "weight_buffers": weight_buffers, "kv_type": "q8_0",
        }  # fmt: skip

    def cache_prefix(self, text: str) -> PrefixUse:
        with self._busy:
            return self._cache_prefix(text)

    def _cache_prefix(self, text: str) -> PrefixUse:
        cache = self._prompt_cache
        tokens = self.tokenize(text)
        if cache is None or len(tokens) < 2 or len(tokens) >= self.context_size:
            return PrefixUse()
        llm = self.llm
        if llm.n_tokens >= len(tokens) and llm._input_ids[: len(tokens)].tolist() == tokens:
            return PrefixUse(in_memory=len(tokens))
        found = cache.lookup(tokens)
        use = PrefixUse(notes=list(found.notes))
        if found.tokens:
            try:
                self._set_state(found.state, found.tokens)
                use.loaded = len(found.tokens)
            except RuntimeError as exc:
                use.notes.append(f"a cached state could not be loaded ({exc}); evaluating the prompt")
                llm.reset()
                llm._ctx.kv_cache_clear()
        if use.loaded < len(tokens):
            use.evaluated = self._prepare_prompt(tokens)
            try:
                cache.save(tokens, self._get_state())
                use.saved = True
            except OSError as exc:
                use.notes.append(f"the prompt cache could not be written ({exc})")
        return use

    def _get_state(self) -> bytes:
        size = llama_cpp.llama_state_get_size(self._ctx)
        buffer = (ctypes.c_uint8 * size)()
        written = llama_cpp.llama_state_get_data(self._ctx, buffer, size)
        return bytes(buffer[:written])

    def _set_state(self, state: bytes, tokens: list[int]) -> None:
        data = (ctypes.c_uint8 * len(state)).from_buffer_copy(state)
        if llama_cpp.llama_state_set_data(self._ctx, data, len(state)) != len(state):
            raise RuntimeError("llama.cpp refused the state")
        self.llm.n_tokens = len(tokens)
        self.llm.input_ids[: len(tokens)] = tokens
        self._ignore_eos = False
        self._pure_greedy = True

    # --- prompts ---------------------------------------------------------------------

    def _make_chat_formatter(self, template: str | None) -> ChatTemplate | None:
        if not template:
            return None
        # BOS is left to the tokenizer (it adds one when the model asks for it).
        return ChatTemplate(template, eos_token=self.eos_text, name="the model's chat template")

    def render_chat(self, messages: Sequence[Message]) -> str:
        if self._chat is None:
            return render_plain_chat(messages)
        return self._chat.render([{"role": m.role, "content": m.content} for m in messages])

    def tokenize(self, text: str) -> list[int]:
        return self.llm.tokenize(text.encode("utf-8"), add_bos=True, special=True)

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    # --- grammars --------------------------------------------------------------------

    def compile_grammar(self, gbnf: str) -> Any:
        """A fresh grammar sampler for `gbnf`; compiled once, cloned per generation."""
        pristine = self._grammars.get(gbnf)
        if pristine is not None:
            self._grammars.move_to_end(gbnf)
        else:
            if len(gbnf) > MAX_GRAMMAR_BYTES:  # llama.cpp's parser crashed the process on a 2 MB one
                raise GrammarBuildError(
                    f"the grammar for these schemas is {len(gbnf) // 1000} kB, over the {MAX_GRAMMAR_BYTES // 1000} kB "
                    "llama.cpp is given (numeric bounds and long fixed-length strings are written out in full)"
                )
            if (nesting := grammar_nesting(gbnf)) > MAX_GRAMMAR_NESTING:
                raise GrammarBuildError(
                    f"the grammar for these schemas nests {nesting} groups deep, over the {MAX_GRAMMAR_NESTING} "
                    "llama.cpp's parser is given (a long maxItems is written out as nested groups)"
                )
            pristine = llama_cpp.llama_sampler_init_grammar(self._vocab, gbnf.encode("utf-8"), b"root")
            if not pristine:
                raise GrammarBuildError("llama.cpp rejected the grammar (run with --debug to see why)")
            self._grammars[gbnf] = pristine
            while len(self._grammars) > COMPILED_GRAMMARS:  # clones in use are copies: safe to free
                llama_cpp.llama_sampler_free(self._grammars.popitem(last=False)[1])
        return llama_cpp.llama_sampler_clone(pristine)

    # --- generation ------------------------------------------------------------------

    def _piece(self, token: int, special: bool = False) -> bytes:
        buf = ctypes.create_string_buffer(64)
        n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, len(buf), 0, special)
        if n < 0:
            buf = ctypes.create_string_buffer(-n)
            n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, len(buf), 0, special)
        return buf.raw[:n]

    def _build_chain(self, sampling: SamplingParams) -> Any:
        chain = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
        add = llama_cpp.llama_sampler_chain_add
        if sampling.ignore_eos:
            eog = [t for t in (self.llm.token_eos(), llama_cpp.llama_vocab_eot(self._vocab)) if t >= 0]
            biases = (llama_cpp.llama_logit_bias * len(eog))(
                *[llama_cpp.llama_logit_bias(t, float("-inf")) for t in eog]
            )
            self._keep_alive = biases  # llama.cpp copies it, but keep it until the chain is built
            add(chain, llama_cpp.llama_sampler_init_logit_bias(self._n_vocab, len(eog), biases))
        if sampling.repeat_penalty != 1.0:
            add(chain, llama_cpp.llama_sampler_init_penalties(self._n_vocab, 64, sampling.repeat_penalty, 0.0, 0.0))
        if sampling.temperature <= 0:
            add(chain, llama_cpp.llama_sampler_init_greedy())
        else:
            add(chain, llama_cpp.llama_sampler_init_top_k(sampling.top_k))
            add(chain, llama_cpp.llama_sampler_init_top_p(sampling.top_p, 1))
            if sampling.min_p > 0:
                add(chain, llama_cpp.llama_sampler_init_min_p(sampling.min_p, 1))
            add(chain, llama_cpp.llama_sampler_init_temp(sampling.temperature))
            add(chain, llama_cpp.llama_sampler_init_dist(sampling.seed))
        return chain

    def _prepare_prompt(self, tokens: list[int]) -> int:
        """Evaluate what the KV cache lacks of `tokens`; return how many were evaluated."""
        llm = self.llm
        cached = llm._input_ids[: llm.n_tokens].tolist() if llm.n_tokens else []
        prefix = 0
        for a, b in zip(cached, tokens):
            if a != b:
                break
            prefix += 1
        prefix = min(prefix, len(tokens) - 1)  # the last token is re-evaluated for its logits
        if not llm._ctx.kv_cache_seq_rm(-1, prefix, -1):
            prefix = 0
            llm.reset()
            llm._ctx.kv_cache_clear()
        llm.n_tokens = prefix
        llm.eval(tokens[prefix:])
        return len(tokens) - prefix

    def _sample(self, chain: Any, grammar: Any | None) -> int:
        if grammar is None:
            return int(llama_cpp.llama_sampler_sample(chain, self._ctx, -1))  # accepts too
        logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(self._ctx, -1), shape=(self._n_vocab,))
        if self.grammar_strategy == "lazy":
            if self._pure_greedy:
                token = self._greedy_allowed(logits, grammar)
            else:
                token = self._apply(chain, logits, None)
                token = token if self._allowed(grammar, token) else None
            if token is not None:
                self._accept(chain, grammar, token)
                return token
            self.stats["grammar_rejections"] += 1
        token = self._apply(chain, logits, grammar)
        self._accept(chain, grammar, token)
        return token

    def _allowed(self, grammar: Any, token: int) -> bool:
        """Check one token against the grammar: llama.cpp's cheap single-candidate pass."""
        self.stats["grammar_checks"] += 1
        self._single[0].id, self._single[0].logit, self._single[0].p = token, 0.0, 0.0  # type: ignore[assignment]
        llama_cpp.llama_sampler_apply(grammar, ctypes.byref(self._single_array))
        return bool(np.isfinite(self._single[0].logit))

    def _greedy_allowed(self, logits: np.ndarray, grammar: Any) -> int | None:
        """The highest-logit token the grammar allows, among the top candidates.

        Exactly the plain grammar sampler's greedy choice: that is the first allowed token in
        descending logit order (ties to the lower id, as llama.cpp's greedy sampler breaks
        them). None when none of the top candidates is allowed: then the full pass decides.
        """
        top = int(np.argmax(logits))
        if self._allowed(grammar, top):
            return top
        k = min(_GREEDY_CANDIDATES, self._n_vocab - 1)
        candidates = np.argpartition(-logits, k)[: k + 1]
        candidates = candidates[np.lexsort((candidates, -logits[candidates]))]
        floor = logits[candidates[-1]]
        for token in candidates.tolist():
            if token != top and self._allowed(grammar, token):
                # A token outside the candidates can tie the weakest one; then only the
                # full pass knows which the plain sampler would take.
                return int(token) if logits[token] > floor else None
        return None

    def _apply(self, chain: Any, logits: np.ndarray, grammar: Any | None) -> int:
        buf = self._token_buffer
        buf["id"] = self._token_ids
        buf["logit"] = logits
        buf["p"] = 0.0
        arr = llama_cpp.llama_token_data_array(
            data=ctypes.cast(buf.ctypes.data, llama_cpp.llama_token_data_p),
            size=self._n_vocab,
            selected=-1,
            sorted=False,
        )
        if grammar is not None:
            llama_cpp.llama_sampler_apply(grammar, ctypes.byref(arr))
        llama_cpp.llama_sampler_apply(chain, ctypes.byref(arr))
        if arr.selected < 0:
            raise GenerationError("the sampler selected no token")
        return int(arr.data[arr.selected].id)

    @staticmethod
    def _accept(chain: Any, grammar: Any, token: int) -> None:
        llama_cpp.llama_sampler_accept(grammar, token)
        llama_cpp.llama_sampler_accept(chain, token)

    def generate(
        self,
        prompt: str,
        *,
        stop: Sequence[str] = (),
        max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(),  # noqa: B008
        grammar: str | None = None,
        on_text: TextCallback | None = None,
        special: bool = False,
        identify_stop: bool = False,  # this backend always knows which stop ended the text
    ) -> Completion:
        stop = [*stop, *(w for w in self.stop_words if w not in stop)]  # the model's store's, beside the format's
        # One generation at a time: the model's state (its KV cache, the tokens in it) is one. A
        # second caller (a sub-agent's run given up while it generates, a library user's thread)
        # waits instead of corrupting it; llama.cpp aborts the process on that.
        with self._busy:
            return self._generate(prompt, stop, max_tokens, sampling, grammar, on_text, special)

    def _generate(
        self,
        prompt: str,
        stop: Sequence[str],
        max_tokens: int,
        sampling: SamplingParams,
        grammar: str | None,
        on_text: TextCallback | None,
        special: bool,
    ) -> Completion:
        tokens = self.tokenize(prompt)
        if len(tokens) >= self.context_size:
            raise PromptTooLongError(len(tokens), self.context_size)
        max_tokens = min(max_tokens, self.context_size - len(tokens))
        grammar_sampler = self.compile_grammar(grammar) if grammar is not None else None
        chain = self._build_chain(sampling)
        self._ignore_eos = sampling.ignore_eos
        self._pure_greedy = sampling.temperature <= 0 and sampling.repeat_penalty == 1.0 and not sampling.ignore_eos
        try:
            evaluated = self._prepare_prompt(tokens)
            text, n_generated, finish, stopped_at = self._loop(
                chain, grammar_sampler, stop, max_tokens, on_text, special
            )
        finally:
            llama_cpp.llama_sampler_free(chain)
            if grammar_sampler is not None:
                llama_cpp.llama_sampler_free(grammar_sampler)
        return Completion(
            text=text,
            prompt_tokens=len(tokens),
            completion_tokens=n_generated,
            finish_reason=finish,
            prompt_tokens_evaluated=evaluated,
            stop_sequence=stopped_at,
        )

    def _loop(
        self,
        chain: Any,
        grammar: Any | None,
        stop: Sequence[str],
        max_tokens: int,
        on_text: TextCallback | None,
        special: bool = False,
    ) -> tuple[str, int, Literal["stop", "length"], str | None]:
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        stream = TextStream(stop, on_text)
        for n in range(1, max_tokens + 1):
            token = self._sample(chain, grammar)
            if llama_cpp.llama_vocab_is_eog(self._vocab, token) and not self._ignore_eos:
                return stream.finish(), n - 1, "stop", None
            if stream.add(decoder.decode(self._piece(token, special))):
                return stream.finish(), n, "stop", stream.stopped_at
            if n < max_tokens:
                self.llm.eval([token])
        return stream.finish(), max_tokens, "length", None

    def close(self) -> None:
        for pristine in self._grammars.values():
            llama_cpp.llama_sampler_free(pristine)
        self._grammars.clear()
        self.llm.close()
