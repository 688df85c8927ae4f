"""`serve` with no tools is the model's own chat, and its answers end where the agent's do:
the same as complete() (tests/loop/test_plain_chat.py), through the official openai client, on a
server in this process so that the test reads every prompt the backend was given."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import openai
import pytest

from localagent.agent.agent import AgentConfig
from localagent.server.service import ChatService
from localagent.settings import MODES
from localagent.tools.builtin import builtin_registry
from tests.loop.test_plain_chat import (
    AFTER_RESULT,
    CALCULATOR,
    CHATML,
    FORMAT_TEXT,
    QWEN,
    SYSTEM,
    TemplateBackend,
    rendered,
)
from tests.support.serve_in_process import in_process_server


@contextmanager
def serving(backend: TemplateBackend, mode: str) -> Iterator[openai.OpenAI]:
    """An openai client of `serve` over `backend` in `mode` (prompt cache off: the scripted backend has none)."""
    service = ChatService(backend, AgentConfig(mode=mode), builtin_registry())
    with in_process_server(service) as url:
        yield openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=60)


NO_TOOLS: list[dict[str, Any]] = [{}, {"tools": []}, {"tools": [CALCULATOR], "tool_choice": "none"}]
HELLO = [{"role": "user", "content": "Hello!"}]
ANSWER = "Hello! How can I help you today?"


@pytest.mark.parametrize("template", [CHATML, QWEN], ids=["chatml", "qwen"])
@pytest.mark.parametrize("mode", MODES)
def test_a_request_without_tools_is_the_models_own_chat(mode: str, template: str) -> None:
    backend = TemplateBackend([ANSWER] * 4, template)
    with serving(backend, mode) as client:
        for options in NO_TOOLS:
            reply = client.chat.completions.create(model="any", messages=HELLO, **options)  # type: ignore[arg-type]
            assert (reply.choices[0].message.content, reply.choices[0].finish_reason) == (ANSWER, "stop")
        chunks = client.chat.completions.create(model="any", messages=HELLO, stream=True)
        assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == ANSWER
    assert backend.prompts == [rendered(template, HELLO)] * 4
    assert not [text for text in FORMAT_TEXT if text in backend.prompts[0]]
    assert backend.grammars == [None] * 4


@pytest.mark.parametrize(
    "mode, written",
    [
        ("react", " I know the answer.\nFinal Answer: 391\n\n" + SYSTEM),
        ("react", "391\n\n" + SYSTEM),
        ("native", "391\n\n" + SYSTEM),
        ("native", "391\n\nYou can use the multiply tool to calculate 17 * 23."),
        ("auto", "391\n\n" + SYSTEM),  # native under its lazy grammar on Qwen's template
        ("json", '{"final_answer": "391\\n\\n' + SYSTEM + '"}'),
    ],
)
def test_after_a_tool_result_the_answer_ends_streamed_or_not(mode: str, written: str) -> None:
    backend = TemplateBackend([written, written], QWEN if mode in ("native", "auto") else CHATML)
    with serving(backend, mode) as client:
        reply = client.chat.completions.create(model="any", messages=AFTER_RESULT, tools=[CALCULATOR])  # type: ignore[arg-type]
        assert (reply.choices[0].message.content, reply.choices[0].finish_reason) == ("391", "stop")
        chunks = list(
            client.chat.completions.create(model="any", messages=AFTER_RESULT, tools=[CALCULATOR], stream=True)  # type: ignore[arg-type]
        )
        assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "391"
        assert [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason] == ["stop"]
