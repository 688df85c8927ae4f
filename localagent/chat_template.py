"""A model's own chat template, rendered safely, and what it can express.

A GGUF's `tokenizer.chat_template` is Jinja written by whoever published the model: untrusted
input. It renders here in jinja2's immutable sandbox (no attribute access to Python internals,
no mutating methods), with bounds a template cannot talk its way past: `range` and the `*`/`**`
operators are capped, the iterations `range` hands out are counted per render, and the output
stops at MAX_OUTPUT_CHARS. It gets what real templates call, the way Hugging Face provides it:
`raise_exception`, `strftime_now`, a `tojson` that keeps key order and does not HTML-escape
(with `indent`), loop controls, and a `{% generation %}` block that renders its body.

`TemplateCaps` probes the template once (as llama.cpp's minja does): does it render tool
definitions, assistant tool calls (arguments as an object or as a JSON string), tool results,
a system role, a null content. The format uses the answers to send what the template can show
and to write the rest as text.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import meta, nodes
from jinja2.ext import Extension
from jinja2.sandbox import ImmutableSandboxedEnvironment, SecurityError

from .errors import UsageError

MAX_OUTPUT_CHARS = 2_000_000
MAX_RANGE = 100_000  # items one range() may yield
MAX_ITERATIONS = 1_000_000  # items all range() calls of one render may yield together
MAX_SEQUENCE = 1_000_000  # length a "*" may build


class TemplateError(UsageError):
    """The template cannot render this conversation; the message says why, in one line."""


class _Generation(Extension):
    """`{% generation %}...{% endgeneration %}` marks assistant text for training masks;
    rendering only needs its body."""

    tags = {"generation"}

    def parse(self, parser: Any) -> nodes.Node:
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return nodes.Scope(body, lineno=lineno)


class _Budget:
    def __init__(self) -> None:
        self.iterations = 0


class _Sandbox(ImmutableSandboxedEnvironment):
    intercepted_binops = frozenset({"*", "**"})

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        if operator == "**":
            if isinstance(right, (int, float)) and abs(right) > 64:
                raise SecurityError("exponent too large")
            return left**right
        for seq, times in ((left, right), (right, left)):
            if isinstance(seq, (str, list, tuple)) and isinstance(times, int):
                if len(seq) * max(times, 0) > MAX_SEQUENCE:
                    raise SecurityError("the template builds a sequence too long")
        return left * right


def _json_default(value: Any) -> Any:
    # What filters hand over unevaluated: `tools | map(attribute='function') | tojson`.
    if isinstance(value, jinja2.Undefined):
        return None
    if isinstance(value, Iterable) and not isinstance(value, (str, bytes, Mapping)):
        return list(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _tojson(value: Any, indent: int | None = None, separators: Any = None, sort_keys: bool = False) -> str:
    # Hugging Face's tojson: no HTML escaping, keys in their own order, non-ASCII as is.
    return json.dumps(
        value,
        ensure_ascii=False,
        indent=indent,
        separators=tuple(separators) if separators else None,
        sort_keys=sort_keys,
        default=_json_default,
    )


def _raise_exception(message: str) -> None:
    raise TemplateError(f"the chat template refused the conversation: {message}")


def _strftime_now(fmt: str) -> str:
    return datetime.datetime.now().strftime(fmt)


class ChatTemplate:
    """One chat template, compiled once; `render` turns OpenAI-shaped messages into a prompt."""

    def __init__(self, source: str, *, bos_token: str = "", eos_token: str = "", name: str = "chat template") -> None:
        self.source, self.bos_token, self.eos_token, self.name = source, bos_token, eos_token, name
        self._budget = _Budget()
        env = _Sandbox(trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols, _Generation])
        env.filters["tojson"] = _tojson
        env.globals.update(raise_exception=_raise_exception, strftime_now=_strftime_now, range=self._range)
        try:
            self._template = env.from_string(source)
            self._reads = meta.find_undeclared_variables(env.parse(source))
        except jinja2.TemplateSyntaxError as exc:
            raise TemplateError(f"{name}: not a valid Jinja template (line {exc.lineno}: {exc.message})") from None
        self._caps: TemplateCaps | None = None

    @classmethod
    def from_file(cls, path: str | Path, **tokens: str) -> ChatTemplate:
        p = Path(path)
        try:
            source = p.read_text("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"cannot read the chat template {p}: {exc.__class__.__name__}") from None
        return cls(source, name=p.name, **tokens)

    def _range(self, *args: int) -> range:
        r = range(*args)
        if len(r) > MAX_RANGE:
            raise SecurityError(f"range of {len(r)} items")
        self._budget.iterations += len(r)
        if self._budget.iterations > MAX_ITERATIONS:
            raise SecurityError("the template loops too long")
        return r

    def render(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        add_generation_prompt: bool = True,
        options: Mapping[str, Any] | None = None,
    ) -> str:
        """The prompt for `messages` (and `tools`, when given); TemplateError, one line, when
        the template refuses, fails, or tries to leave its sandbox."""
        self._budget = _Budget()
        context: dict[str, Any] = {
            **(options or {}),
            "messages": [dict(m) for m in messages],
            "add_generation_prompt": add_generation_prompt,
            "bos_token": self.bos_token,
            "eos_token": self.eos_token,
        }
        if tools:
            context["tools"] = [dict(t) for t in tools]
            if "functions" in self._reads:  # templates that read the tools as JSON text (FireFunction)
                context["functions"] = _tojson(context["tools"], indent=2)
        if "datetime" in self._reads:
            context["datetime"] = datetime.datetime.now().strftime("%b %d %Y %H:%M:%S GMT")
        try:
            return "".join(_bounded(self._template.generate(context)))
        except TemplateError:
            raise
        except SecurityError as exc:
            raise TemplateError(f"{self.name}: stopped: the template tried something unsafe ({exc})") from None
        except Exception as exc:  # a template bug meets our messages: one line, never a traceback
            detail = str(exc).splitlines()[0][:200] if str(exc) else ""
            raise TemplateError(f"{self.name}: cannot render ({type(exc).__name__}: {detail})") from None

    @property
    def caps(self) -> TemplateCaps:
        if self._caps is None:
            self._caps = TemplateCaps.probe(self)
        return self._caps


def _bounded(chunks: Iterator[str]) -> Iterator[str]:
    size = 0
    for chunk in chunks:
        size += len(chunk)
        if size > MAX_OUTPUT_CHARS:
            raise SecurityError(f"output over {MAX_OUTPUT_CHARS} characters")
        yield chunk


# --- what a template can express ------------------------------------------------------

_TOOL_NEEDLE = "tool_name_needle"
_ARG_NEEDLE = "argument_needle"
_VALUE_NEEDLE = "argument_value_needle"
_RESULT_NEEDLE = "tool_result_needle"
_SYSTEM_NEEDLE = "system_needle"
_PROBE_TOOL = {
    "type": "function",
    "function": {
        "name": _TOOL_NEEDLE,
        "description": "probe",
        "parameters": {"type": "object", "properties": {_ARG_NEEDLE: {"type": "string"}}, "required": [_ARG_NEEDLE]},
    },
}


def _probe_call(arguments: Any, call_id: str = "123456789") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": _TOOL_NEEDLE, "arguments": arguments}}


@dataclass(frozen=True)
class TemplateCaps:
    supports_system_role: bool
    supports_tools: bool
    supports_tool_calls: bool
    supports_tool_responses: bool
    supports_parallel_tool_calls: bool
    requires_object_arguments: bool
    requires_non_null_content: bool

    @classmethod
    def probe(cls, template: ChatTemplate) -> TemplateCaps:
        def renders(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> str:
            try:
                return template.render(messages, tools=tools, add_generation_prompt=False)
            except TemplateError:
                return ""

        user = {"role": "user", "content": "Hey"}
        system = renders([{"role": "system", "content": _SYSTEM_NEEDLE}, user])
        tools = renders([user], [_PROBE_TOOL])

        def call_turn(arguments: Any, content: Any, calls: int = 1) -> list[dict[str, Any]]:
            tool_calls = [_probe_call(arguments, f"12345678{i}") for i in range(calls)]
            return [user, {"role": "assistant", "content": content, "tool_calls": tool_calls}]

        as_string = json.dumps({_ARG_NEEDLE: _VALUE_NEEDLE})
        as_object = {_ARG_NEEDLE: _VALUE_NEEDLE}
        with_string = renders(call_turn(as_string, ""), [_PROBE_TOOL])
        # A template that encodes a string again writes \"argument_needle\": the model would learn
        # to double-encode; such a template needs the object.
        string_ok = _VALUE_NEEDLE in with_string and '\\"' + _ARG_NEEDLE not in with_string
        with_object = renders(call_turn(as_object, ""), [_PROBE_TOOL])
        object_ok = _VALUE_NEEDLE in with_object
        arguments: Any = as_string if string_ok else as_object
        null_ok = _TOOL_NEEDLE in renders(call_turn(arguments, None), [_PROBE_TOOL])
        one = (with_string if string_ok else with_object).count(_TOOL_NEEDLE)  # the render above, not again
        two = renders(call_turn(arguments, "", calls=2), [_PROBE_TOOL]).count(_TOOL_NEEDLE)
        response = renders(
            [
                *call_turn(arguments, ""),
                {"role": "tool", "name": _TOOL_NEEDLE, "tool_call_id": "123456780", "content": _RESULT_NEEDLE},
            ],
            [_PROBE_TOOL],
        )
        return cls(
            supports_system_role=_SYSTEM_NEEDLE in system,
            supports_tools=_TOOL_NEEDLE in tools,
            supports_tool_calls=string_ok or object_ok,
            supports_tool_responses=_RESULT_NEEDLE in response,
            supports_parallel_tool_calls=two > one > 0,
            requires_object_arguments=object_ok and not string_ok,
            requires_non_null_content=not null_ok,
        )
