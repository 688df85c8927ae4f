"""Five real clients of an OpenAI-compatible endpoint, each running its own ordinary agent loop
with a `multiply` tool defined its own way, and a plain chat with no tools: the official openai
client (the loop written by hand, as its docs show), openai-agents (`Runner`), pydantic-ai
(`Agent.run_sync`), smolagents (`ToolCallingAgent`) and LangChain (`ChatOpenAI.bind_tools`
and the tool-message loop). Each returns the client's final text. Used by
tests/integration/test_real_clients.py (a scripted model) and bench/clients_echo.py (SmolLM2).

Every client is imported when it runs: a missing one raises ImportError, which the caller
turns into a skip (or a failure under LOCALAGENT_TEST_STRICT=1).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

INSTRUCTIONS = "You are a helpful assistant. Use the tools you have."
TOOL_DESCRIPTION = "Multiply two integers."
QUESTION = "What is 17 * 23?"
CHAT_SYSTEM = "You are a friendly assistant. Answer in one sentence."
GREETING = "Hello!"
MAX_STEPS = 4  # a loop that does not end by then has failed: the clients stop, no clock needed


def multiply(a: int, b: int) -> int:
    return a * b


@dataclass(frozen=True)
class Client:
    name: str
    package: str  # what to install (the `clients` extra holds it)
    module: str  # what it is imported as
    agent: Callable[[str], str]  # base URL -> the final text of the agent loop on QUESTION
    chat: Callable[[str], str]  # base URL -> the answer to GREETING, no tools


# --- openai: the loop written by hand ------------------------------------------------------

OPENAI_TOOL = {
    "type": "function",
    "function": {
        "name": "multiply",
        "description": TOOL_DESCRIPTION,
        "parameters": {
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
            "required": ["a", "b"],
        },
    },
}


def _openai(url: str) -> Any:
    import openai

    return openai.OpenAI(base_url=url, api_key="none", max_retries=0)


def openai_agent(url: str) -> str:
    client = _openai(url)
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": INSTRUCTIONS},
        {"role": "user", "content": QUESTION},
    ]
    for _ in range(MAX_STEPS):
        message = client.chat.completions.create(model="any", messages=messages, tools=[OPENAI_TOOL]).choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            return str(message.content or "")
        for call in message.tool_calls:
            result = multiply(**json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": str(result)})
    raise AssertionError(f"openai: no answer in {MAX_STEPS} steps")


def openai_chat(url: str) -> str:
    messages = [{"role": "system", "content": CHAT_SYSTEM}, {"role": "user", "content": GREETING}]
    return str(_openai(url).chat.completions.create(model="any", messages=messages).choices[0].message.content or "")


# --- openai-agents: Agent and Runner over chat completions ---------------------------------


def _agents_run(url: str, question: str, max_turns: int, **agent: Any) -> str:
    """Runner.run on an Agent over chat completions, its client closed inside the event loop."""
    from agents import Agent, OpenAIChatCompletionsModel, Runner, set_tracing_disabled
    from openai import AsyncOpenAI

    set_tracing_disabled(True)  # its traces go to OpenAI's servers by default

    async def run() -> str:
        client = AsyncOpenAI(base_url=url, api_key="none", max_retries=0)
        try:
            model = OpenAIChatCompletionsModel(model="any", openai_client=client)
            result = await Runner.run(Agent(model=model, **agent), question, max_turns=max_turns)
            return str(result.final_output)
        finally:
            await client.close()

    return asyncio.run(run())


def openai_agents_agent(url: str) -> str:
    from agents import function_tool

    @function_tool(name_override="multiply", description_override=TOOL_DESCRIPTION)
    def multiply_tool(a: int, b: int) -> int:
        return multiply(a, b)

    return _agents_run(url, QUESTION, MAX_STEPS, name="calculator", instructions=INSTRUCTIONS, tools=[multiply_tool])


def openai_agents_chat(url: str) -> str:
    return _agents_run(url, GREETING, 1, name="friend", instructions=CHAT_SYSTEM)


# --- pydantic-ai: Agent with a plain tool ---------------------------------------------------


def _pydantic_model(url: str) -> Any:
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider

    return OpenAIChatModel("any", provider=OpenAIProvider(base_url=url, api_key="none"))


def pydantic_ai_agent(url: str) -> str:
    from pydantic_ai import Agent, UsageLimits

    agent = Agent(_pydantic_model(url), instructions=INSTRUCTIONS)

    @agent.tool_plain(name="multiply", description=TOOL_DESCRIPTION)
    def multiply_tool(a: int, b: int) -> int:
        return multiply(a, b)

    return str(agent.run_sync(QUESTION, usage_limits=UsageLimits(request_limit=MAX_STEPS)).output)


def pydantic_ai_chat(url: str) -> str:
    from pydantic_ai import Agent

    return str(Agent(_pydantic_model(url), instructions=CHAT_SYSTEM).run_sync(GREETING).output)


# --- smolagents: ToolCallingAgent (its answer is its final_answer tool's argument) ----------


def _smol_model(url: str) -> Any:
    from smolagents import OpenAIServerModel

    return OpenAIServerModel(model_id="any", api_base=url, api_key="none", client_kwargs={"max_retries": 0})


def smolagents_agent(url: str) -> str:
    from smolagents import Tool, ToolCallingAgent

    class Multiply(Tool):  # type: ignore[misc]
        name = "multiply"
        description = TOOL_DESCRIPTION
        inputs = {
            "a": {"type": "integer", "description": "the first integer"},
            "b": {"type": "integer", "description": "the second integer"},
        }
        output_type = "integer"

        def forward(self, a: int, b: int) -> int:
            return multiply(a, b)

    agent = ToolCallingAgent(
        tools=[Multiply()], model=_smol_model(url), instructions=INSTRUCTIONS, max_steps=MAX_STEPS, verbosity_level=-1
    )
    return str(agent.run(QUESTION))


def smolagents_chat(url: str) -> str:
    from smolagents import ChatMessage, MessageRole

    messages = [
        ChatMessage(role=MessageRole.SYSTEM, content=[{"type": "text", "text": CHAT_SYSTEM}]),
        ChatMessage(role=MessageRole.USER, content=[{"type": "text", "text": GREETING}]),
    ]
    return str(_smol_model(url).generate(messages).content or "")


# --- LangChain: ChatOpenAI with bound tools, the tool-message loop --------------------------


def _langchain_model(url: str) -> Any:
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model="any", base_url=url, api_key="none", max_retries=0)  # type: ignore[arg-type]


def langchain_agent(url: str) -> str:
    from langchain_core.messages import HumanMessage, SystemMessage
    from langchain_core.tools import StructuredTool

    tool = StructuredTool.from_function(multiply, name="multiply", description=TOOL_DESCRIPTION)
    model = _langchain_model(url).bind_tools([tool])
    messages: list[Any] = [SystemMessage(INSTRUCTIONS), HumanMessage(QUESTION)]
    for _ in range(MAX_STEPS):
        reply = model.invoke(messages)
        messages.append(reply)
        if not reply.tool_calls:
            return str(reply.content)
        messages.extend(tool.invoke(call) for call in reply.tool_calls)
    raise AssertionError(f"LangChain: no answer in {MAX_STEPS} steps")


def langchain_chat(url: str) -> str:
    from langchain_core.messages import HumanMessage, SystemMessage

    return str(_langchain_model(url).invoke([SystemMessage(CHAT_SYSTEM), HumanMessage(GREETING)]).content)


CLIENTS = {
    c.name: c
    for c in [
        Client("openai", "openai", "openai", openai_agent, openai_chat),
        Client("openai-agents", "openai-agents", "agents", openai_agents_agent, openai_agents_chat),
        Client("pydantic-ai", "pydantic-ai-slim[openai]", "pydantic_ai", pydantic_ai_agent, pydantic_ai_chat),
        Client("smolagents", "smolagents", "smolagents", smolagents_agent, smolagents_chat),
        Client("langchain", "langchain-openai", "langchain_openai", langchain_agent, langchain_chat),
    ]
}
