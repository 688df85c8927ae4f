"""Real clients get the answer and nothing after it, through `serve`'s OpenAI-compatible endpoint.

Five clients (openai, openai-agents, pydantic-ai, smolagents, LangChain: tests/support/clients.py)
run their own agent loops with a `multiply` tool against `serve` in this process. The model is
scripted as a tiny model that echoes: its first step calls multiply(17, 23) in ReAct (what serve
reads for SmolLM2's template); after the result it says 391 and then the client's own system
message or tool description back, or says it all twice. Each client's final text is recorded
(`record_property("final_text")`, printed with -rP) and must state 391 and nothing the client
told the model. A plain chat with no tools through each client is answered, and the answer holds
neither the format's tool instructions nor the client's system message.

A client that is not installed is skipped saying so (LOCALAGENT_TEST_STRICT=1 fails it): the
`clients` extra installs them all.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from localagent.agent.agent import AgentConfig
from localagent.server.service import ChatService
from localagent.tools.builtin import builtin_registry
from tests.loop.test_plain_chat import CHATML, FORMAT_TEXT, TemplateBackend
from tests.support.clients import CHAT_SYSTEM, CLIENTS, INSTRUCTIONS, TOOL_DESCRIPTION, Client
from tests.support.installed import import_or_missing
from tests.support.serve_in_process import in_process_server

CALL = ' I will multiply them.\nAction: multiply\nAction Input: {"a": 17, "b": 23}'
# What the model says after the tool's result: 391, then what the client told it, said back.
ECHOES = {
    "instructions after a blank line": "391\n\n" + INSTRUCTIONS,
    "tool description on the next line": "391\n" + TOOL_DESCRIPTION,
    "said twice": "391\n391\n" + INSTRUCTIONS + "\n" + INSTRUCTIONS,
    "in other words": "391\n\nYou can use the multiply tool to calculate 17 * 23.",  # openai's and LangChain's
}
GREETED = "Hello! How can I help you today?"
CHAT_ECHOES = {
    "system message after a blank line": GREETED + "\n\n" + CHAT_SYSTEM,
    "system message on the next line": GREETED + "\n" + CHAT_SYSTEM,
}
# What no rule cuts yet: smolagents takes its answer as its final_answer tool's argument, and an
# argument ends only at a line copied from the prompt (answer_end.ended_argument), never at a
# blank line (a file or code has them); a paraphrase after one stays.
NOT_CUT = {
    ("smolagents", "in other words"): "an answer given as a call's argument is cut only at a copied line",
}
TOLD = [INSTRUCTIONS, TOOL_DESCRIPTION, CHAT_SYSTEM, "multiply tool", "You are", "Use the tools"]


class EchoingModel(TemplateBackend):
    """A tiny model on SmolLM2's template, read from its prompt like pydantic-ai's FunctionModel:
    with no tool format in the prompt it chats (`chat`); offered tools, it calls multiply, and
    once the result (391) is in the prompt it answers `after`, as a `final_answer` call where the
    client offers that tool (smolagents' answer is that tool's argument), else as ReAct's final
    answer."""

    def __init__(self, after: str, chat: str) -> None:
        super().__init__([], CHATML)
        self.after, self.chat = after, chat

    def generate(self, prompt: str, **kwargs: Any) -> Any:  # type: ignore[override]
        if "Action Input:" not in prompt:
            said = self.chat
        elif "391" not in prompt:
            said = CALL
        elif "- final_answer:" in prompt:
            said = " I know the answer.\nAction: final_answer\nAction Input: " + json.dumps({"answer": self.after})
        else:
            said = " I know the answer.\nFinal Answer: " + self.after
        self.outputs = [said]
        return super().generate(prompt, **kwargs)


def installed(client: Client) -> None:
    import_or_missing(
        client.module, f"{client.name} is not installed: pip install '{client.package}' (the clients extra)"
    )


def echoed(text: str) -> list[str]:
    """What of the client's instructions and tool descriptions (and the format's) the text says."""
    return [told for told in [*TOLD, *FORMAT_TEXT] if told.lower() in text.lower() and told != "multiply"]


@pytest.mark.slow
@pytest.mark.parametrize("echo", sorted(ECHOES))
@pytest.mark.parametrize("name", sorted(CLIENTS))
def test_each_clients_agent_loop_ends_with_the_answer_and_no_echo(
    name: str, echo: str, record_property: pytest.RecordProperty, request: pytest.FixtureRequest
) -> None:
    client = CLIENTS[name]
    installed(client)
    if (name, echo) in NOT_CUT:
        request.applymarker(pytest.mark.xfail(strict=True, reason=NOT_CUT[name, echo]))
    backend = EchoingModel(ECHOES[echo], GREETED)
    with in_process_server(ChatService(backend, AgentConfig(), builtin_registry())) as url:
        text = client.agent(url)
    record_property("final_text", text)
    print(f"{name} [{echo}]: {text!r}")
    assert re.search(r"\b391\b", text), text
    assert echoed(text) == [], text
    assert any("Observation: 391" in p or "Observation:\n391" in p for p in backend.prompts)  # the tool ran


@pytest.mark.slow
@pytest.mark.parametrize("echo", sorted(CHAT_ECHOES))
@pytest.mark.parametrize("name", sorted(CLIENTS))
def test_each_clients_plain_chat_is_answered_without_tool_instructions(
    name: str, echo: str, record_property: pytest.RecordProperty
) -> None:
    client = CLIENTS[name]
    installed(client)
    backend = EchoingModel("391", CHAT_ECHOES[echo])
    with in_process_server(ChatService(backend, AgentConfig(), builtin_registry())) as url:
        text = client.chat(url)
    record_property("final_text", text)
    print(f"{name} chat [{echo}]: {text!r}")
    assert text == GREETED
    (prompt,) = backend.prompts
    assert CHAT_SYSTEM in prompt
    assert [told for told in FORMAT_TEXT if told in prompt] == []
