"""Golden files: every request the step makes of the backend (prompt, stops, grammar, token
limit), byte for byte, for a ReAct, a JSON-grammar and a native run, through the agent and
through complete(). Written from the code before the second redesign (they held it), then
rewritten on purpose where the answers work changed a prompt; a change shows here as a diff.
The agent cases switch off the arithmetic policy, so the model writes its own calls in each
format; `agent_react_arithmetic` has it on. Regenerate, on purpose only, with the option
(never from the environment): pytest tests/loop/test_golden_prompts.py --write-golden
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from localagent import Agent, AgentConfig, Completer
from localagent.backends.scripted import ScriptedBackend
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer
from localagent.types import Completion
from tests.support.native_cases import template_path

GOLDEN = Path(__file__).parent / "golden"
QWEN = template_path("Qwen-Qwen2.5-7B-Instruct.jinja")


class RecordingBackend(ScriptedBackend):
    """Replays outputs like the scripted backend, takes grammars, and records every request."""

    supports_grammar = True

    def __init__(self, outputs: Sequence[str], **kwargs: Any) -> None:
        super().__init__(outputs, **kwargs)
        self.requests: list[dict[str, Any]] = []

    def generate(self, prompt: str, **kwargs: Any) -> Completion:  # type: ignore[override]
        grammar = kwargs.pop("grammar", None)
        schema = kwargs.pop("json_schema", None)
        self.requests.append(
            {
                "prompt": prompt,
                "stop": list(kwargs.get("stop", ())),
                "max_tokens": kwargs.get("max_tokens"),
                "grammar": grammar,
                "json_schema": schema,
                "special": kwargs.get("special", False),
                "identify_stop": kwargs.get("identify_stop", False),
            }
        )
        return super().generate(prompt, **kwargs)


def _check(name: str, requests: list[dict[str, Any]], write: bool) -> None:
    path = GOLDEN / f"{name}.json"
    text = json.dumps(requests, ensure_ascii=False, indent=1) + "\n"
    if write:
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"{path} is missing: pytest {__file__} --write-golden writes it"
    assert json.loads(text) == json.loads(path.read_text(encoding="utf-8"))


AGENT_CASES = {
    "agent_react_arithmetic": (
        {"mode": "react"},
        "What is 17 * 23?",
        [" I know.\nFinal Answer: 391"],
    ),
    "agent_react": (
        {"arithmetic": False, "mode": "react"},
        "What is 17 * 23?",
        [
            ' I need to compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}\n',
            " I know it.\nFinal Answer: 391",
        ],
    ),
    "agent_react_policies": (
        {"arithmetic": False, "quantities": False, "mode": "react"},
        "What is 17 * 23 and how many miles is 5 km?",
        [
            ' Compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}\n',
            ' Convert.\nAction: convert_units\nAction Input: {"value": 5, "from_unit": "km", "to_unit": "mi"}\n',
            " 391 and 3.1 miles",  # asked for the answer only: both results are in
        ],
    ),
    "agent_react_errors": (
        {"arithmetic": False, "mode": "react", "relevant_tools": 0},
        "What is 17 * 23?",
        ['Action: weather\nAction Input: {"city": "Paris"}', "no labels here", "{{{", "Final Answer: 391"],
    ),
    "agent_grammar": (
        {"arithmetic": False, "mode": "grammar"},
        "What is 17 * 23?",
        ['{"tool": "calculator", "arguments": {"expression": "17 * 23"}}', '{"final_answer": "391"}'],
    ),
    "agent_react_grammar": (
        {"arithmetic": False, "mode": "auto"},
        "What is 17 * 23 and 5 km in miles?",
        [
            " I need to compute.\nAction: calculator",
            '17 * 23"}',
            "\nAction: convert_units",
            '5, "from_unit": "km", "to_unit": "mi"}',
            "\nObservation",
            " I know it.\nFinal Answer: 391",
        ],
    ),
    "agent_marker_grammar": (
        {"arithmetic": False, "mode": "marker", "constrain": True, "relevant_tools": 0},
        "What is 17 * 23?",
        ['[[calculator(expression="17 * 23")]]', "It is 391."],
    ),
    "agent_native": (
        {"arithmetic": False, "mode": "native", "chat_template": str(QWEN)},
        "What is 17 * 23?",
        ['<tool_call>\n{"name": "calculator", "arguments": {"expression": "17 * 23"}}\n</tool_call>', "It is 391."],
    ),
    "agent_native_constrained": (
        {"arithmetic": False, "mode": "native", "chat_template": str(QWEN), "constrain": True, "max_steps": 2},
        "What is 17 * 23?",
        ['<tool_call>\n{"name": "calculator", "arguments": {"expression": "17 * 23"}}\n</tool_call>', "It is 391."],
    ),
}


@pytest.mark.parametrize("name", sorted(AGENT_CASES))
def test_agent_requests_are_unchanged(name: str, write_golden: bool) -> None:
    config, question, outputs = AGENT_CASES[name]
    backend = RecordingBackend(outputs)
    agent = Agent(backend, builtin_registry(), AgentConfig(**config), tracer=Tracer())  # type: ignore[arg-type]
    result = agent.run(question)
    record = [*backend.requests, {"answer": result.answer, "stop_reason": result.stop_reason}]
    _check(name, record, write_golden)


TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "The weather in a city.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    },
}
MESSAGES = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Weather in Paris?"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    ]},
    {"role": "tool", "tool_call_id": "call_1", "content": "Sunny, 21 C"},
]  # fmt: skip

COMPLETE_CASES = {
    "complete_react": ({"mode": "react"}, {}, ["Thought: I know.\nFinal Answer: Sunny."]),
    "complete_react_required": (
        {"mode": "react"},
        {"tool_choice": "required"},
        ['Action: get_weather\nAction Input: {"city": "Rome"}\n'],
    ),
    "complete_react_invalid": (
        {"mode": "react"},
        {},
        [
            'Action: get_weather\nAction Input: {"town": "Rome"}\n',
            'Action: get_weather\nAction Input: {"city": "Rome"}\n',
        ],
    ),
    "complete_grammar": ({"mode": "grammar"}, {}, ['{"final_answer": "Sunny."}']),
    "complete_native": ({"mode": "native", "chat_template": str(QWEN)}, {}, ["Sunny, 21 C."]),
    "complete_native_json": ({"mode": "native", "chat_template": str(QWEN)}, {"json": True}, ['{"sky": "sunny"}']),
    "complete_react_json": ({"mode": "react"}, {"json": True}, ['{"sky": "sunny"}']),
}


@pytest.mark.parametrize("name", sorted(COMPLETE_CASES))
def test_complete_requests_are_unchanged(name: str, write_golden: bool) -> None:
    from localagent.completion import JsonResponse

    config, options, outputs = COMPLETE_CASES[name]
    backend = RecordingBackend(outputs)
    completer = Completer(backend, AgentConfig(**config))  # type: ignore[arg-type]
    options = dict(options)
    response = JsonResponse({"type": "object"}) if options.pop("json", False) else None
    tools = [] if response is not None else [TOOL]
    reply = completer.reply(MESSAGES, tools, response=response, **options)
    record = [
        *backend.requests,
        {"message": reply.message, "finish_reason": reply.finish_reason, "dropped": reply.dropped},
    ]
    _check(name, record, write_golden)
