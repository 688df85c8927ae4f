"""A plain chat answers as the model does through its own chat template: complete() with no
tools against llama-cpp-python's `Llama.create_chat_completion` on the same model and messages,
greedy.

Compared: equal text up to the end-of-answer cut. complete() stops generating where its answer
ends (formats/answer_end.py), so what it generated is the start of the reference's text, and its
answer is the reference's text cut by the same rules; where the rules find no end, the two are
the same text and finish the same way. ("Tell me a joke." at 96 tokens: the reference goes on
after a blank line, 'The answer is: "What's a joke about ...' again; complete() ends before it.)

The reference is built with the context the in-process backend uses (backends/llama_cpp/
context.py: prompt batch, flash attention, q8_0 KV cache). With llama-cpp-python's defaults the
numbers differ a little and greedy decoding tips at a near tie: "Hello!" at 32 tokens gave "any
kind of project or task" there and "any kind of math or science topic" here, from the same prompt
tokens. That is evaluation, not rendering, and not what this test is about.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from localagent import AgentConfig, Completer
from localagent.backends.llama_cpp import KV_TYPES, context
from localagent.formats.answer_end import end_answer
from localagent.types import SamplingParams


@pytest.fixture(scope="module")
def reference(smollm2_path: Path, real_backend: Any) -> Any:
    from llama_cpp import Llama

    threads = real_backend.llm.n_threads
    llm = Llama(
        model_path=str(smollm2_path), n_ctx=real_backend.context_size, n_threads=threads, n_threads_batch=threads,
        n_batch=context.BATCH, flash_attn=context.FLASH_ATTENTION, type_k=KV_TYPES[context.KV_CACHE_TYPE],
        type_v=KV_TYPES[context.KV_CACHE_TYPE], verbose=False,
    )  # fmt: skip
    yield llm
    llm.close()


@pytest.mark.parametrize(
    "question, max_tokens", [("Hello!", 8), ("Hello!", 32), ("Hello!", 96), ("Tell me a joke.", 96)]
)
def test_a_plain_chat_answers_as_create_chat_completion(
    real_backend: Any, reference: Any, question: str, max_tokens: int
) -> None:
    messages = [{"role": "user", "content": question}]
    expected = reference.create_chat_completion(messages, temperature=0.0, max_tokens=max_tokens, repeat_penalty=1.0)
    text, finish = expected["choices"][0]["message"]["content"], expected["choices"][0]["finish_reason"]
    reply = Completer(real_backend, AgentConfig()).reply(
        messages, None, max_tokens=max_tokens, sampling=SamplingParams(temperature=0.0)
    )
    assert text.startswith(reply.raw) and reply.raw.strip()
    answer = end_answer(text, "", question, echo=True)
    assert reply.message["content"] == answer
    assert reply.finish_reason == (finish if answer == text.strip() else "stop")
