"""llama-cpp-python's own paths, beside the backend: references that `eval --compare` and the
benchmarks measure localagent against (its chatml-function-calling handler, its plain
completion with its own grammar sampler), and a token-by-token grammar check for tests and
diagnostics. Part of the one package that imports llama_cpp."""

from __future__ import annotations

import ctypes
from typing import Any

import llama_cpp
import numpy as np

from . import LlamaCppBackend


def grammar_accepts(backend: LlamaCppBackend, gbnf: str, text: str, complete: bool = True) -> bool:
    """Whether the grammar admits `text` token by token (and, if `complete`, may end there).

    For tests and diagnostics: the same check the lazy sampler makes for each token.
    """
    grammar = backend.compile_grammar(gbnf)
    try:
        tokens = backend.llm.tokenize(text.encode("utf-8"), add_bos=False, special=False)
        data = (llama_cpp.llama_token_data * 1)()
        for token in [*tokens, *([backend.llm.token_eos()] if complete else [])]:
            data[0].id, data[0].logit, data[0].p = token, 0.0, 0.0  # type: ignore[assignment]
            arr = llama_cpp.llama_token_data_array(
                data=ctypes.cast(data, llama_cpp.llama_token_data_p), size=1, selected=-1, sorted=False
            )
            llama_cpp.llama_sampler_apply(grammar, ctypes.byref(arr))
            if not np.isfinite(data[0].logit):
                return False
            if token != backend.llm.token_eos():
                llama_cpp.llama_sampler_accept(grammar, token)
        return True
    finally:
        llama_cpp.llama_sampler_free(grammar)


def reference_tool_calls(
    backend: LlamaCppBackend, messages: list[dict[str, str]], tools: list[dict[str, Any]], max_tokens: int = 256
) -> tuple[list[tuple[str, dict[str, Any]]], str, int, int]:
    """llama-cpp-python's own `chatml-function-calling` handler, greedy, as a reference row
    for `localagent eval --compare`: (calls, raw text, prompt tokens, completion tokens)."""
    import json

    from llama_cpp.llama_chat_format import chatml_function_calling

    response = chatml_function_calling(
        llama=backend.llm, messages=messages, tools=tools, tool_choice="auto", temperature=0.0, max_tokens=max_tokens
    )
    message = response["choices"][0]["message"]  # type: ignore[index]
    calls = []
    for call in message.get("tool_calls") or []:
        fn = call["function"]
        try:
            arguments = json.loads(fn["arguments"]) if isinstance(fn["arguments"], str) else fn["arguments"]
        except ValueError:
            arguments = {"": fn["arguments"]}
        calls.append((fn["name"], arguments if isinstance(arguments, dict) else {"": arguments}))
    usage = response.get("usage") or {}  # type: ignore[union-attr]
    raw = message.get("content") or json.dumps(message.get("tool_calls") or [], ensure_ascii=False)
    return calls, raw, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0))


def library_completion(backend: LlamaCppBackend, prompt: str, max_tokens: int, grammar: str | None = None) -> int:
    """llama-cpp-python's own create_completion (its plain grammar sampler when `grammar` is
    given), greedy: the reference the benchmarks compare with. Returns completion tokens."""
    g = llama_cpp.LlamaGrammar.from_string(grammar, verbose=False) if grammar is not None else None
    result = backend.llm.create_completion(prompt, max_tokens=max_tokens, temperature=0.0, grammar=g)
    return int(result["usage"]["completion_tokens"])  # type: ignore[index]
