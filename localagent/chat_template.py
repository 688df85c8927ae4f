"""A model's own chat template, rendered safely, and what it can express.

A GGUF's `tokenizer.chat_template` is Jinja written by whoever published the model: untrusted
input. It renders here in jinja2's immutable sandbox (no attribute access to Python internals,
no mutating methods), with bounds a template cannot talk its way past: every value it builds
(by `~`, `+`, `*`, `%`, a filter or a method: a string doubled in a loop through a namespace
included) is held to MAX_VALUE_CHARS characters or MAX_SEQUENCE items, a number it passes that
would size a value (`center(10**9)`, `"{:>999999999}"`) to the same, `range` and the iterations
it hands out are capped, a render stops after MAX_RENDER_SECONDS (every loop iteration, call,
filter and operator checks the deadline, so a loop that builds and calls nothing stops there
too, under a debugger or coverage as well), and the output stops at MAX_OUTPUT_CHARS. It gets
what real templates call, the way Hugging Face provides it:
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
import re
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import meta, nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.ext import Extension
from jinja2.sandbox import ImmutableSandboxedEnvironment, SecurityError

from .errors import UsageError

MAX_OUTPUT_CHARS = 2_000_000
MAX_VALUE_CHARS = MAX_OUTPUT_CHARS  # the longest string a render may build on the way
MAX_RANGE = 100_000  # items one range() may yield
MAX_ITERATIONS = 1_000_000  # items all range() calls of one render may yield together
MAX_SEQUENCE = 1_000_000  # the most items a list or tuple it builds may hold
MAX_RENDER_SECONDS = 1.0  # real templates take milliseconds (the 31 shared ones: under 10 ms each)
_WIDTH = re.compile(r"(?:%|:)[^%{}:a-zA-Z]*?(\d{7,})")  # a field width of millions in a format string


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


_clock = time.monotonic  # what a render's deadline is read from (a test steps it by hand)


class _Budget:
    def __init__(self) -> None:
        self.iterations = 0  # items handed out by range()
        self.deadline = _clock() + MAX_RENDER_SECONDS

    def check_time(self) -> None:
        if _clock() > self.deadline:
            raise SecurityError(f"the template ran for more than {MAX_RENDER_SECONDS:g} s")


def _check_size(value: Any) -> Any:
    """`value`, when it is no bigger than a render may build."""
    if isinstance(value, str) and len(value) > MAX_VALUE_CHARS:
        raise SecurityError(f"the template builds a string of over {MAX_VALUE_CHARS} characters")
    if isinstance(value, (list, tuple, dict)) and len(value) > MAX_SEQUENCE:
        raise SecurityError(f"the template builds a sequence of over {MAX_SEQUENCE} items")
    return value


def _check_arguments(args: Iterable[Any]) -> None:
    """Numbers that would size what a filter or method builds (`center(10**9)`) are refused
    before it allocates anything."""
    for a in args:
        if isinstance(a, int) and not isinstance(a, bool) and abs(a) > MAX_VALUE_CHARS:
            raise SecurityError(f"a number too large to build with ({a})")


def _check_format(text: Any) -> None:
    """A format string (`%`, the format filter, str.format) asking for a field millions wide."""
    if isinstance(text, str) and _WIDTH.search(text):
        raise SecurityError("a format field millions of characters wide")


_PASSED_BEFORE_THE_VALUE = (jinja2.runtime.Context, jinja2.Environment, nodes.EvalContext)


class _Generator(CodeGenerator):
    """jinja2's code generator with `~` joined by the sandbox's checked join, and every item a
    `{% for %}` loop reads checked against the deadline. The check is the loop's filter (as
    `{% for x in xs if test %}` has one), so it sees every item, those a filter of the
    template's own rejects and those of a recursive loop's inner levels too; a loop of a
    billion rounds that calls nothing stops at the deadline, not when it is done. (A line
    tracer did this before: it ran only where no debugger or coverage held sys.settrace, and
    not at all in other threads.)"""

    def visit_For(self, node: nodes.For, frame: Frame) -> None:
        tick = nodes.EnvironmentAttribute("in_time", lineno=node.lineno)  # `environment.in_time`: _Sandbox's
        test = tick if node.test is None else nodes.And(tick, node.test, lineno=node.lineno)
        checked = nodes.For(node.target, node.iter, node.body, node.else_, test, node.recursive, lineno=node.lineno)
        checked.set_environment(self.environment)
        super().visit_For(checked, frame)

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        self.write("environment.checked_join((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


class _Sandbox(ImmutableSandboxedEnvironment):
    code_generator_class = _Generator
    intercepted_binops = frozenset({"*", "**", "+", "%"})

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.budget = _Budget()
        self.filters = {name: self._checked_filter(f, name) for name, f in self.filters.items()}

    @property
    def in_time(self) -> bool:
        """True, read by a `{% for %}` loop for every item (_Generator): raises once the
        render's deadline has passed."""
        self.budget.check_time()
        return True

    def _checked_filter(self, f: Any, name: str) -> Any:
        def checked(*args: Any, **kwargs: Any) -> Any:
            self.budget.check_time()
            given = list(args)
            while given and isinstance(
                given[0], (jinja2.runtime.Context, jinja2.Environment, jinja2.nodes.EvalContext)
            ):
                given.pop(0)  # what pass_context and its kin put before the value
            _check_arguments(given[1:])
            _check_arguments(kwargs.values())
            if name == "format" and given:
                _check_format(given[0])
            return _check_size(f(*args, **kwargs))

        for flag in ("jinja_pass_arg",):  # pass_context / pass_environment / pass_eval_context, kept
            if hasattr(f, flag):
                setattr(checked, flag, getattr(f, flag))
        return checked

    def checked_join(self, values: Iterable[Any]) -> str:
        self.budget.check_time()
        return str(_check_size("".join(str(v) for v in values)))

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        self.budget.check_time()
        if operator == "**":
            if isinstance(right, (int, float)) and abs(right) > 64:
                raise SecurityError("exponent too large")
            return left**right
        if operator == "%":
            _check_format(left)
            return _check_size(self.binop_table["%"](left, right))
        if operator == "+":
            return _check_size(left + right)
        for seq, times in ((left, right), (right, left)):
            if isinstance(seq, (str, list, tuple)) and isinstance(times, int):
                if len(seq) * max(times, 0) > MAX_SEQUENCE:
                    raise SecurityError("the template builds a sequence too long")
        return left * right

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 (jinja2's own signature)
        __self.budget.check_time()
        owner = getattr(getattr(__obj, "__wrapped__", __obj), "__self__", None)  # str.format comes wrapped
        if isinstance(owner, (str, list, tuple, dict)):  # a method of a value: "x".ljust(10**9)
            _check_arguments(args)
            _check_arguments(kwargs.values())
            if isinstance(owner, str) and getattr(__obj, "__name__", "") in ("format", "format_map"):
                _check_format(owner)
        return _check_size(super().call(__context, __obj, *args, **kwargs))


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
        env = _Sandbox(trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols, _Generation])
        env.filters["tojson"] = _tojson
        env.globals.update(raise_exception=_raise_exception, strftime_now=_strftime_now, range=self._range)
        try:
            self._template = env.from_string(source)
            self._reads = meta.find_undeclared_variables(env.parse(source))
        except jinja2.TemplateSyntaxError as exc:
            raise TemplateError(f"{name}: not a valid Jinja template (line {exc.lineno}: {exc.message})") from None
        self._caps: TemplateCaps | None = None
        self._env = env

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
        self._env.budget.iterations += len(r)
        if self._env.budget.iterations > MAX_ITERATIONS:
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
        self._env.budget = _Budget()
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
        except MemoryError:
            raise TemplateError(f"{self.name}: stopped: the template ran out of memory") from None
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
