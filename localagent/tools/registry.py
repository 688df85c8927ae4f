"""Tools: the @tool decorator, the Registry, and argument validation.

Add a tool by decorating a function with @tool (its schema comes from type hints and the
docstring), or by registering a definition dict (OpenAI style or plain) with a callable.
"""

from __future__ import annotations

import difflib
import functools
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..errors import ToolCallError, UsageError
from .schema import argument_builders, normalize_schema, schema_from_function

if TYPE_CHECKING:  # jsonschema is imported when a schema is first checked: `--help` needs none
    import jsonschema


@dataclass
class ToolOutput:
    """What a tool may return instead of a plain value: `text` for the model, `data` (any
    JSON value) for the call's record in `--json` and the trace."""

    text: str
    data: Any = None


@dataclass
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    fn: Callable[..., Any] | None = None
    requires_approval: bool = False
    exclusive: bool = False  # must not run at the same time as any other call
    timeout: float | None = None  # seconds; None takes the run's --tool-timeout
    source: str | None = None  # where it comes from when not a Python function here: "mcp:<server>"
    # Its result answers the question it was called for (a calculation, a conversion, a date,
    # the passage of the user's notes a search finds): it returns ToolOutput(text,
    # data={"answer": statement, "value": the value stated}), and the run's answer must state
    # it (agent/answer.py).
    answers: bool = False
    # It computes on numbers the question gives (calculator, convert_units, date_math): a
    # question that states no number is not offered it (policies/evidence.py).
    computes: bool = False
    # Words (or stems) a question asking for it contains in languages besides English, which its
    # description is in. The word-reading policies compare them as the description's words ("Wie
    # spät ist es?" meets the clock: policies/relevance.py); in a script whose words no policy reads
    # (Chinese, Japanese, Korean, Russian...), a tool that declares some is offered a question that
    # states no number only when it contains one (policies/evidence.py): "现在几点？" gets the
    # clock, "法国的首都是哪里？" does not.
    asked_by: tuple[str, ...] = ()
    # The name of a check tool that must have allowed a call's arguments (those the two tools
    # share) earlier in the run before the call runs (tools/preconditions.py): "check_refundable".
    requires: str | None = None
    # Its effect cannot be undone (a refund, a deletion): it runs at most once per arguments in a
    # run, never as a policy's proposal, and only when approved (tools/preconditions.py).
    irreversible: bool = False
    # A sub-agent (agent/subagents.py): the tools its own run uses, for `localagent tools`.
    inner_tools: tuple[str, ...] = ()
    _validator: Any = field(default=None, repr=False, compare=False)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.fn is None:
            raise TypeError(f"tool {self.name!r} has a definition but no function")
        return self.fn(*args, **kwargs)

    @property
    def required(self) -> list[str]:
        return list(self.parameters.get("required", []))

    @property
    def properties(self) -> dict[str, Any]:
        props = self.parameters.get("properties", {})
        return props if isinstance(props, dict) else {}

    def definition(self) -> dict[str, Any]:
        """The OpenAI-style definition, exactly as shown to the model."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    def validate(self, arguments: Any) -> None:
        """Raise ToolCallError, written for the model, if `arguments` break the schema."""
        if not isinstance(arguments, dict):
            raise ToolCallError(f"arguments for {self.name} must be a JSON object, got {_describe(arguments)}")
        if self.parameters.get("additionalProperties") is not True:
            unknown = [k for k in arguments if k not in self.properties]
            if unknown:
                allowed = ", ".join(self.properties) or "none"
                raise ToolCallError(f"{self.name}: unknown argument {unknown[0]!r} (allowed: {allowed})")
        import jsonschema

        if self._validator is None:
            cls = jsonschema.validators.validator_for(self.parameters)
            self._validator = cls(self.parameters)
        error = jsonschema.exceptions.best_match(self._validator.iter_errors(arguments))
        if error is not None:
            raise ToolCallError(f"{self.name}: {describe_schema_error(error)}")


def describe_schema_error(error: jsonschema.ValidationError) -> str:
    """One sentence: which field, what was given, what is allowed."""
    where = "".join(f"[{p!r}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    field_name = f"argument '{where.lstrip('.')}'" if where else "arguments"
    validator, expected = error.validator, error.validator_value
    if validator == "required":
        missing = [r for r in expected if r not in (error.instance or {})]
        name = missing[0] if missing else "?"
        return f"missing required argument '{name}' (required: {', '.join(expected)})"
    if validator == "enum":
        allowed = ", ".join(json.dumps(v, ensure_ascii=False) for v in expected)
        return f"{field_name} is {_describe(error.instance)}; allowed values: {allowed}"
    if validator == "type":
        wanted = expected if isinstance(expected, str) else " or ".join(expected)
        return f"{field_name} is {_describe(error.instance)}; expected {wanted}"
    if validator == "const":
        return f"{field_name} must be {json.dumps(expected)}"
    return f"{field_name}: {error.message}"


def _describe(value: Any) -> str:
    kind = {
        dict: "object", list: "array", str: "string", bool: "boolean",
        int: "integer", float: "number", type(None): "null",
    }.get(type(value), type(value).__name__)  # fmt: skip
    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{text} ({kind})"


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    description: str | None = None,
    requires_approval: bool = False,
    exclusive: bool = False,
    timeout: float | None = None,
    answers: bool = False,
    computes: bool = False,
    asked_by: tuple[str, ...] = (),
    requires: str | None = None,
    irreversible: bool = False,
) -> Any:
    """Make a function a tool. Usable bare (`@tool`) or with options (`@tool(timeout=5)`,
    `@tool(requires="check_refundable", irreversible=True)`)."""

    def wrap(f: Callable[..., Any]) -> Tool:
        doc_description, parameters = schema_from_function(f)
        return Tool(
            name=name or f.__name__,
            description=description or doc_description or f.__name__.replace("_", " "),
            parameters=parameters,
            fn=_with_built_arguments(f),
            requires_approval=requires_approval,
            exclusive=exclusive,
            timeout=timeout,
            answers=answers,
            computes=computes,
            asked_by=asked_by,
            requires=requires,
            irreversible=irreversible,
        )

    return wrap(fn) if fn is not None else wrap


def _with_built_arguments(f: Callable[..., Any]) -> Callable[..., Any]:
    """`f`, called with its structured arguments (pydantic models, dataclasses) built from the
    validated JSON; `f` itself when it has none."""
    builders = argument_builders(f)
    if not builders:
        return f

    @functools.wraps(f)
    def call(*args: Any, **kwargs: Any) -> Any:
        for name, build in builders.items():
            if name in kwargs:
                kwargs[name] = build(kwargs[name])
        return f(*args, **kwargs)

    return call


def tool_from_definition(definition: dict[str, Any], fn: Callable[..., Any] | None = None) -> Tool:
    """Accept {"type": "function", "function": {...}} or plain {name, description, parameters}."""
    if not isinstance(definition, dict):
        raise UsageError("a tool definition must be a JSON object")
    body = definition.get("function", definition) if definition.get("type") == "function" else definition
    if not isinstance(body, dict) or not isinstance(body.get("name"), str) or not body["name"]:
        raise UsageError("a tool definition needs a 'name'")
    params = body.get("parameters") or {"type": "object", "properties": {}}
    if not isinstance(params, dict):
        raise UsageError(f"tool {body['name']}: 'parameters' must be an object")
    params = normalize_schema(params)
    params.setdefault("type", "object")
    params.setdefault("properties", {})
    import jsonschema

    try:
        jsonschema.validators.validator_for(params).check_schema(params)
    except jsonschema.SchemaError as exc:
        raise UsageError(f"tool {body['name']}: invalid parameters schema: {exc.message}") from None
    return Tool(
        name=body["name"],
        description=str(body.get("description", "")),
        parameters=params,
        fn=fn,
    )


class Registry:
    """The tools a run may call. Nothing outside it is ever executed."""

    def __init__(self, tools: Iterable[Tool | Callable[..., Any] | dict[str, Any]] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for t in tools:
            self.add(t)

    def add(self, item: Tool | Callable[..., Any] | dict[str, Any], fn: Callable[..., Any] | None = None) -> Tool:
        if isinstance(item, Tool):
            t = item
        elif isinstance(item, dict):
            t = tool_from_definition(item, fn)
        elif callable(item):
            t = tool(item)
        else:
            raise UsageError(f"cannot make a tool from {item!r}")
        self._tools[t.name] = t
        return t

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    def find(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def get(self, name: str) -> Tool:
        try:
            return self._tools[name]
        except KeyError:
            available = ", ".join(self._tools) or "none"
            raise ToolCallError(f"no tool named {name!r}; available: {available}") from None

    def closest_name(self, name: str, cutoff: float = 0.8) -> str | None:
        """The registered name a misspelt one most likely meant, only when unambiguous."""
        lowered = {n.lower(): n for n in self._tools}
        if name.lower() in lowered:
            return lowered[name.lower()]
        matches = difflib.get_close_matches(name.lower(), list(lowered), n=2, cutoff=cutoff)
        if len(matches) == 1:
            return lowered[matches[0]]
        return None

    def select(self, names: Iterable[str]) -> Registry:
        wanted = [n.strip() for n in names if n.strip()]
        unknown = [n for n in wanted if n not in self._tools]
        if unknown:
            raise UsageError(f"unknown tool {unknown[0]!r} in --tools; available: {', '.join(self._tools)}")
        return Registry(self._tools[n] for n in wanted)

    def without(self, name: str) -> Registry:
        return Registry(t for t in self._tools.values() if t.name != name)

    def definitions(self) -> list[dict[str, Any]]:
        return [t.definition() for t in self._tools.values()]

    def copy(self) -> Registry:
        return Registry(replace(t, _validator=None) for t in self._tools.values())
