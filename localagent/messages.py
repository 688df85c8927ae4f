"""OpenAI-shaped chat messages: what `complete()` takes and returns, what `serve` speaks.

    {"role": "system" | "user", "content": "..."}
    {"role": "assistant", "content": "..." | None, "tool_calls": [{"id", "type": "function",
        "function": {"name", "arguments": "<JSON text>"}}], "reasoning_content"?: "..."}
    {"role": "tool", "tool_call_id": "...", "name"?: "...", "content": "..."}

`check_messages` turns a client's list into these shapes or says, in one line, which field is
wrong; content given as a list of text parts is joined.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .errors import UsageError
from .types import Message, ToolCall

ROLES = ("system", "developer", "user", "assistant", "tool")


def openai_call(call: ToolCall) -> dict[str, Any]:
    return {
        "id": call.id,
        "type": "function",
        "function": {"name": call.tool, "arguments": json.dumps(call.arguments, ensure_ascii=False)},
    }


def assistant_message(
    content: str | None, calls: Sequence[ToolCall] = (), reasoning: str | None = None
) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content if content or not calls else None}
    if calls:
        message["tool_calls"] = [openai_call(c) for c in calls]
    if reasoning:
        message["reasoning_content"] = reasoning
    return message


def tool_message(call_id: str, name: str, content: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "name": name, "content": content}


def call_arguments(call: dict[str, Any]) -> dict[str, Any]:
    """The arguments of an OpenAI tool call as an object (they travel as JSON text)."""
    raw = call.get("function", {}).get("arguments", {})
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if raw else {}
    except ValueError:
        return {"": raw}
    return value if isinstance(value, dict) else {"": value}


def last_user_index(messages: Sequence[dict[str, Any]]) -> int:
    """Where the last user message is in checked messages; -1 when there is none."""
    return max((i for i, m in enumerate(messages) if m["role"] == "user"), default=-1)


def plain_turns(messages: Sequence[dict[str, Any]], roles: Sequence[str] = ("user", "assistant")) -> list[Message]:
    """Checked messages as plain chat turns: those of `roles` with text, and tool results as
    user turns ("Result of <tool>: ..."), for formats that show calls and results as text."""
    turns = []
    for m in messages:
        if m["role"] in roles and m.get("content"):
            turns.append(Message(m["role"], m["content"]))
        elif m["role"] == "tool":
            turns.append(Message("user", f"Result of {m.get('name', 'a tool')}: {m['content']}"))
    return turns


def _text(content: Any, where: str) -> str | None:
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for i, part in enumerate(content):
            if not isinstance(part, dict) or part.get("type") != "text" or not isinstance(part.get("text"), str):
                raise UsageError(f"{where}.content[{i}]: only text parts are supported")
            parts.append(part["text"])
        return "".join(parts)
    raise UsageError(f"{where}.content: expected a string, a list of text parts or null")


def check_messages(messages: Any) -> list[dict[str, Any]]:
    """A client's messages, checked and normalised; UsageError naming the field otherwise."""
    if not isinstance(messages, list) or not messages:
        raise UsageError("messages: expected a non-empty list")
    out: list[dict[str, Any]] = []
    known_ids: set[str] = set()
    for i, m in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(m, dict):
            raise UsageError(f"{where}: expected an object")
        role = m.get("role")
        if role not in ROLES:
            raise UsageError(f"{where}.role: expected one of {', '.join(ROLES)}")
        content = _text(m.get("content"), where)
        if role == "developer":
            role = "system"
        message: dict[str, Any] = {"role": role, "content": content}
        if role in ("system", "user") and content is None:
            raise UsageError(f"{where}.content: required for role {role}")
        if role == "assistant":
            calls = m.get("tool_calls") or []
            if not isinstance(calls, list):
                raise UsageError(f"{where}.tool_calls: expected a list")
            checked = []
            for j, call in enumerate(calls):
                fn = call.get("function") if isinstance(call, dict) else None
                if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
                    raise UsageError(f"{where}.tool_calls[{j}].function.name: required")
                arguments = fn.get("arguments", "{}")
                if not isinstance(arguments, (str, dict)):
                    raise UsageError(f"{where}.tool_calls[{j}].function.arguments: expected JSON text")
                call_id = str(call.get("id") or f"call_{i}_{j}")
                known_ids.add(call_id)
                checked.append(
                    {"id": call_id, "type": "function", "function": {"name": fn["name"], "arguments": arguments}}
                )
            if checked:
                message["tool_calls"] = checked
            if isinstance(m.get("reasoning_content"), str):
                message["reasoning_content"] = m["reasoning_content"]
        if role == "tool":
            result_of = m.get("tool_call_id")
            if not isinstance(result_of, str):
                raise UsageError(f"{where}.tool_call_id: required for role tool")
            if result_of not in known_ids:
                # As OpenAI's API refuses it: a result is of a call an earlier assistant message made
                # (a conversation opening with a tool message was answered "The result of a tool is:").
                raise UsageError(f"{where}.tool_call_id: {result_of!r} is the id of no earlier assistant tool call")
            message["tool_call_id"] = result_of
            message["content"] = content or ""
            if isinstance(m.get("name"), str):
                message["name"] = m["name"]
        out.append(message)
    _name_tool_results(out)
    return out


def _name_tool_results(messages: list[dict[str, Any]]) -> None:
    """Tool results carry the tool's name as well as the call's id: some templates show it."""
    names: dict[str, str] = {}
    for m in messages:
        for call in m.get("tool_calls", ()):
            names[call["id"]] = call["function"]["name"]
        if m["role"] == "tool" and "name" not in m and m["tool_call_id"] in names:
            m["name"] = names[m["tool_call_id"]]
