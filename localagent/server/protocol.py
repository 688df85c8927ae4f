"""The OpenAI chat-completions protocol, both ways: a request body checked into a
`ChatRequest` (or a `RequestError` naming the field), and replies, stream chunks and error
objects in OpenAI's shapes. Pure: no I/O, no model.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from ..completion import JsonResponse, choose_tools
from ..errors import UsageError
from ..messages import check_messages
from ..tools.registry import Registry, tool_from_definition
from ..tools.schema import MAX_SCHEMA_DEPTH, schema_depth
from ..types import Usage

AGENT_MODEL = "localagent-agent"  # the model name that runs the whole agent server-side
MAX_STOPS = 4

# The tool names OpenAI accepts, and dots (BFCL's "math.factorial", many MCP servers' names):
# the name goes into prompts and grammars; a path, spaces or markup do not.
_TOOL_NAME = re.compile(r"[a-zA-Z0-9_.-]{1,64}")


class RequestError(UsageError):
    """A request the server refuses: its HTTP status, OpenAI error type and the field at fault."""

    def __init__(
        self, message: str, param: str | None = None, status: int = 400, kind: str = "invalid_request_error",
        code: str | None = None,
    ) -> None:  # fmt: skip
        super().__init__(message)
        self.message, self.param, self.status, self.kind, self.code = message, param, status, kind, code


def error_body(
    message: str, kind: str = "invalid_request_error", param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


@dataclass
class ChatRequest:
    model: str
    messages: list[dict[str, Any]]
    tools: Registry = field(default_factory=Registry)
    tool_choice: str | dict[str, Any] = "auto"
    parallel_tool_calls: bool = True
    response: JsonResponse | None = None
    stream: bool = False
    include_usage: bool = False
    max_tokens: int | None = None
    temperature: float | None = None  # None: the server's setting
    top_p: float | None = None
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    user: str | None = None
    conversation: str | None = None  # the log's conversation this turn belongs to (agent only)
    source: str = "api"  # who asks, as the log records it: api, or page (the chat page)
    events: bool = False  # stream each tool call as it starts and ends (agent only)
    # localagent's own body field (agent only): `plan` asks this run for a plan of its
    # irreversible calls instead of making them; `approve` lists the ids of planned calls to
    # run, `decline` the ids of planned calls that must not (server/plans.py).
    plan: bool = False
    approve: list[str] | None = None
    decline: list[str] | None = None

    @property
    def agent(self) -> bool:
        return self.model == AGENT_MODEL


_CONVERSATION = re.compile(r"[A-Za-z0-9_-]{1,64}")


def parse_chat_request(body: Any, headers: dict[str, str] | None = None) -> ChatRequest:
    """A request body checked field by field; RequestError names the first wrong field.
    `headers` (lower-case names) may carry localagent's own: X-Localagent-Conversation (the
    log's conversation id), X-Localagent-Client (page: the chat page) and X-Localagent-Events
    (1: tool calls streamed as they happen)."""
    headers = headers or {}
    if not isinstance(body, dict):
        raise RequestError("the request body must be a JSON object")
    model = body.get("model")
    if model is not None and not isinstance(model, str):
        raise RequestError(f"model: expected a string, got {type(model).__name__}", "model")
    if not isinstance(model, str) or not model:
        raise RequestError(
            f"model: required (any name serves the loaded model; {AGENT_MODEL!r} runs the agent)", "model"
        )
    try:
        messages = check_messages(body.get("messages"))
    except UsageError as exc:
        raise _naming_its_field(exc, "messages") from None
    tools = _tools(body.get("tools"))
    choice = body.get("tool_choice", "auto" if len(tools) else "none")
    try:
        choose_tools(tools, choice)  # the check the reply makes, made before the request waits
    except UsageError as exc:
        raise _naming_its_field(exc, "tool_choice") from None
    n = _integer(body, "n", 1, minimum=1)
    if n != 1:
        raise RequestError("n: only 1 is supported (one model, one answer per request)", "n")
    if body.get("logprobs"):
        raise RequestError("logprobs: not supported", "logprobs")
    if body.get("logit_bias"):
        raise RequestError("logit_bias: not supported", "logit_bias")
    max_tokens = body.get("max_completion_tokens", body.get("max_tokens"))
    if max_tokens is not None:
        key = "max_completion_tokens" if "max_completion_tokens" in body else "max_tokens"
        max_tokens = _integer(body, key, None, minimum=1)
    stream_options = body.get("stream_options") or {}
    if not isinstance(stream_options, dict):
        raise RequestError("stream_options: expected an object", "stream_options")
    request = ChatRequest(
        model=model,
        messages=messages,
        tools=tools,
        tool_choice=choice,
        parallel_tool_calls=_boolean(body, "parallel_tool_calls", True),
        response=_response_format(body.get("response_format")),
        stream=_boolean(body, "stream", False),
        include_usage=bool(stream_options.get("include_usage", False)),
        max_tokens=max_tokens,
        temperature=_number(body, "temperature", None, 0.0, 2.0),
        top_p=_number(body, "top_p", None, 0.0, 1.0) or None,
        seed=_integer(body, "seed", None, minimum=None),
        stop=_stops(body.get("stop")),
        user=body.get("user") if isinstance(body.get("user"), str) else None,
        conversation=headers.get("x-localagent-conversation") or None,
        source="page" if headers.get("x-localagent-client") == "page" else "api",
        events=headers.get("x-localagent-events", "") in ("1", "true"),
    )
    if request.conversation is not None and not _CONVERSATION.fullmatch(request.conversation):
        raise RequestError("X-Localagent-Conversation: expected 1 to 64 letters, digits, '-' or '_'",
                           "x-localagent-conversation")  # fmt: skip
    request.plan, request.approve, request.decline = _extension(body.get("localagent"), request.agent)
    if request.agent and len(tools):
        raise RequestError(
            f"tools: the model {AGENT_MODEL!r} runs the server's own tools; send tools to the plain model", "tools"
        )
    return request


EXTENSION_KEYS = ("plan", "approve", "decline")


def _extension(value: Any, agent: bool) -> tuple[bool, list[str] | None, list[str] | None]:
    """The body's `localagent` object: (plan, approve, decline), all for the agent model only,
    one of them per request."""
    if value is None:
        return False, None, None
    if not isinstance(value, dict):
        raise RequestError("localagent: expected an object with plan, approve or decline", "localagent")
    for key in value:
        if key not in EXTENSION_KEYS:
            raise RequestError(f"localagent.{key}: unknown (known: {', '.join(EXTENSION_KEYS)})", f"localagent.{key}")
    if value and not agent:
        where = f"localagent.{next(iter(value))}"
        raise RequestError(f"{where}: only the model {AGENT_MODEL!r} plans and runs tools", where)
    plan = value.get("plan", False)
    if not isinstance(plan, bool):
        raise RequestError("localagent.plan: expected true or false", "localagent.plan")
    approve, decline = _ids(value, "approve"), _ids(value, "decline")
    if plan and (approve is not None or decline is not None):
        raise RequestError("localagent.plan: an approval or a decline settles a plan already made; send one or the "
                           "other", "localagent.plan")  # fmt: skip
    if approve is not None and decline is not None:
        raise RequestError("localagent.decline: approve and decline go in separate requests (an approval declines "
                           "the calls it leaves out)", "localagent.decline")  # fmt: skip
    return plan, approve, decline


def _ids(value: dict[str, Any], key: str) -> list[str] | None:
    """`localagent.approve` or `localagent.decline`: a list of planned calls' ids, or absent."""
    ids = value.get(key)
    if ids is not None and (not isinstance(ids, list) or not all(isinstance(i, str) for i in ids)):
        raise RequestError(f"localagent.{key}: expected a list of planned calls' ids", f"localagent.{key}")
    return ids


def _naming_its_field(exc: UsageError, default: str) -> RequestError:
    """A check's error ("messages[2].role: ...") as a 400 whose `param` is the field it names."""
    where, _, what = str(exc).partition(": ")
    return RequestError(str(exc), where if what else default)


def _tools(value: Any) -> Registry:
    if value is None:
        return Registry()
    if not isinstance(value, list):
        raise RequestError("tools: expected a list of tool definitions", "tools")
    registry = Registry()
    for i, definition in enumerate(value):
        if not isinstance(definition, dict) or definition.get("type", "function") != "function":
            raise RequestError(f"tools[{i}]: expected {{'type': 'function', 'function': {{...}}}}", f"tools[{i}]")
        body = definition.get("function", definition) if isinstance(definition.get("function"), dict) else definition
        name = body.get("name")
        if isinstance(name, str) and not _TOOL_NAME.fullmatch(name):
            raise RequestError(
                f"tools[{i}].function.name: {name[:80]!r} is not a tool name (letters, digits, _ . and -, 1 to 64)",
                f"tools[{i}].function.name",
            )
        if schema_depth(body.get("parameters")) > MAX_SCHEMA_DEPTH:
            raise RequestError(
                f"tools[{i}].function.parameters: the schema nests deeper than {MAX_SCHEMA_DEPTH} levels",
                f"tools[{i}].function.parameters",
            )
        try:
            tool = tool_from_definition(definition)
        except UsageError as exc:
            raise RequestError(f"tools[{i}].function: {exc}", f"tools[{i}].function") from None
        if tool.name in registry:
            raise RequestError(f"tools[{i}].function.name: {tool.name!r} is defined twice", f"tools[{i}].function.name")
        registry.add(tool)
    return registry


def _response_format(value: Any) -> JsonResponse | None:
    if value is None:
        return None
    kind = value.get("type") if isinstance(value, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":
        return JsonResponse()
    if kind == "json_schema":
        spec = value.get("json_schema")
        schema = spec.get("schema") if isinstance(spec, dict) else None
        where = "response_format.json_schema.schema"
        if not isinstance(schema, dict):
            raise RequestError(f"{where}: expected a JSON schema object", where)
        _check_schema(schema, where)
        return JsonResponse(schema)
    raise RequestError("response_format.type: expected 'text', 'json_object' or 'json_schema'", "response_format.type")


def _check_schema(schema: dict[str, Any], where: str) -> None:
    """A schema its own metaschema refuses ("minLength": "x", "type": "wat") is the client's to fix,
    said of the field: the grammar builder failed on it with Python's words and no field."""
    import jsonschema

    try:
        jsonschema.validators.validator_for(schema).check_schema(schema)
    except jsonschema.SchemaError as exc:
        at = "".join(f"[{p!r}]" if isinstance(p, int) else f".{p}" for p in exc.path)
        raise RequestError(f"{where}{at}: {exc.message}", where) from None


def _stops(value: Any) -> list[str]:
    if value is None:
        return []
    stops = [value] if isinstance(value, str) else value
    if not isinstance(stops, list) or not all(isinstance(s, str) and s for s in stops) or len(stops) > MAX_STOPS:
        raise RequestError(f"stop: expected a string or a list of up to {MAX_STOPS} non-empty strings", "stop")
    return list(stops)


def _boolean(body: dict[str, Any], key: str, default: bool) -> bool:
    value = body.get(key)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise RequestError(f"{key}: expected true or false", key)
    return value


def _number(body: dict[str, Any], key: str, default: float | None, low: float, high: float) -> float | None:
    value = body.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise RequestError(f"{key}: expected a number from {low:g} to {high:g}", key)
    return float(value)


def _integer(body: dict[str, Any], key: str, default: Any, minimum: int | None) -> Any:
    value = body.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or (minimum is not None and value < minimum):
        raise RequestError(f"{key}: expected a whole number" + (f" of at least {minimum}" if minimum else ""), key)
    return value


# --- replies ------------------------------------------------------------------------------


def completion_id() -> str:
    return "chatcmpl-" + uuid.uuid4().hex[:24]


def usage_body(usage: Usage) -> dict[str, int]:
    return {
        "prompt_tokens": usage.prompt_tokens,
        "completion_tokens": usage.completion_tokens,
        "total_tokens": usage.prompt_tokens + usage.completion_tokens,
    }


def completion_body(
    ident: str, model: str, message: dict[str, Any], finish: str, usage: Usage, extra: dict[str, Any] | None = None
) -> dict[str, Any]:
    body = {
        "id": ident,
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
        "usage": usage_body(usage),
    }
    if extra:
        body["localagent"] = extra
    return body


def chunk_body(ident: str, model: str, delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": ident,
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
    }


def final_chunks(
    ident: str, model: str, message: dict[str, Any], streamed: str, finish: str, usage: Usage | None,
    extra: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:  # fmt: skip
    """What follows the content already streamed (`streamed`): the rest of the content, the
    tool calls (a head with id and name, then the arguments), the finish reason, the usage."""
    chunks = []
    content = message.get("content") or ""
    rest = content[len(streamed) :] if content.startswith(streamed) else ("" if streamed else content)
    if rest:
        chunks.append(chunk_body(ident, model, {"content": rest}))
    if message.get("reasoning_content"):
        chunks.append(chunk_body(ident, model, {"reasoning_content": message["reasoning_content"]}))
    for index, call in enumerate(message.get("tool_calls", [])):
        head = {"index": index, "id": call["id"], "type": "function",
                "function": {"name": call["function"]["name"], "arguments": ""}}  # fmt: skip
        chunks.append(chunk_body(ident, model, {"tool_calls": [head]}))
        arguments = {"index": index, "function": {"arguments": call["function"]["arguments"]}}
        chunks.append(chunk_body(ident, model, {"tool_calls": [arguments]}))
    last = chunk_body(ident, model, {}, finish)
    if extra:
        last["localagent"] = extra
    chunks.append(last)
    if usage is not None:
        chunks.append({**chunk_body(ident, model, {}), "choices": [], "usage": usage_body(usage)})
    return chunks


def sse(data: dict[str, Any] | str) -> bytes:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return f"data: {text}\n\n".encode()
