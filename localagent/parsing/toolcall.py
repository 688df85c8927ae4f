"""JSON tool calls, in the shapes models are trained on:

{"tool": "f", "arguments": {...}}        {"name": "f", "arguments"|"parameters": {...}}
{"action": "f", "action_input": {...}}   {"function": {"name": "f", "arguments": "{...}"}}
[call, call, ...] (parallel calls)       {"tool_calls": [call, ...]}
<tool_call>{...}</tool_call> wrappers    arguments as a JSON-encoded string
{"answer"|"final_answer": ...} and {"action": "Final Answer", "action_input": ...}
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..errors import ParseError
from ..tools.registry import Registry
from ..types import ParsedOutput, ToolCall
from .calls import normalize_call
from .jsonrepair import repair_json

_WRAPPER = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S | re.I)
_NAME_KEYS = ("tool", "name", "tool_name", "function", "action", "function_name")
_ARG_KEYS = ("arguments", "parameters", "args", "action_input", "input", "params", "tool_input")
_ANSWER_KEYS = ("final_answer", "answer", "response", "final")
EXPECTED_FORMAT = (
    'Write {"tool": "tool_name", "arguments": {"arg": "value"}} to call a tool, '
    'or {"final_answer": "your answer"} to answer.'
)


def parse_toolcall(text: str, tools: Registry | None = None) -> ParsedOutput:
    repairs: list[str] = []
    blocks = [m.group(1) for m in _WRAPPER.finditer(text)]
    if blocks:
        repairs.append("removed <tool_call> wrapper")
        values: list[Any] = []
        level = 1
        for block in blocks:
            result = _repair(block)
            level = max(level, result.level)
            repairs.extend(result.repairs)
            values.append(result.value)
        value: Any = values[0] if len(values) == 1 else values
    else:
        result = _repair(text)
        value, level = result.value, result.level
        repairs.extend(result.repairs)
        if isinstance(value, list) and len(value) > 1 and any("truncated" in r for r in result.repairs):
            # A list cut off by the token limit: the calls before the last one are whole.
            value = value[:-1]
            repairs.append("dropped the last call of the list, cut off (truncated)")
    return _interpret(value, tools, level, repairs)


def _repair(text: str) -> Any:
    try:
        return repair_json(text)
    except ParseError:
        raise ParseError("No JSON tool call found. " + EXPECTED_FORMAT) from None


def _interpret(value: Any, tools: Registry | None, level: int, repairs: list[str]) -> ParsedOutput:
    if isinstance(value, dict) and isinstance(value.get("tool_calls"), list):
        value = value["tool_calls"]
    items = value if isinstance(value, list) else [value]
    calls: list[ToolCall] = []
    answer: str | None = None
    for item in items:
        if not isinstance(item, dict):
            raise ParseError(f"Expected a JSON object, got {json.dumps(item)[:60]}. " + EXPECTED_FORMAT)
        kind, payload = _classify(item)
        if kind == "answer":
            answer = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
            continue
        name, arguments = payload
        name, arguments, fixes = normalize_call(name, arguments, tools)
        if fixes:
            level = max(level, 3)
            repairs.extend(fixes)
        calls.append(ToolCall(tool=name, arguments=arguments))
    if not calls and answer is None:
        raise ParseError("The JSON named no tool and no answer. " + EXPECTED_FORMAT)
    if calls:
        answer = None  # a call wins: the answer comes after the observation
    return ParsedOutput(
        calls=calls, final_answer=answer, format="toolcall", repair_level=level, repairs=list(dict.fromkeys(repairs))
    )


def _classify(item: dict[str, Any]) -> tuple[str, Any]:
    for key in _ANSWER_KEYS:
        if key in item and not any(k in item for k in _NAME_KEYS):
            return "answer", item[key]
    action = item.get("action")
    if isinstance(action, str) and action.strip().lower().replace("_", " ") in ("final answer", "answer"):
        return "answer", item.get("action_input", item.get("answer", ""))
    fn = item.get("function")
    if isinstance(fn, dict):  # OpenAI: {"type": "function", "function": {"name", "arguments"}}
        return "call", (str(fn.get("name", "")), _arguments(fn))
    for key in _NAME_KEYS:
        name = item.get(key)
        if isinstance(name, str) and name.strip():
            return "call", (name, _arguments(item))
    raise ParseError("The JSON object has no tool name. " + EXPECTED_FORMAT)


def _arguments(item: dict[str, Any]) -> Any:
    for key in _ARG_KEYS:
        if key in item:
            return item[key]
    # {"name": "f", "x": 1}: the remaining keys are the arguments.
    return {k: v for k, v in item.items() if k not in _NAME_KEYS and k not in ("type", "id")}
