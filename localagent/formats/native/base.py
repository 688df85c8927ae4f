"""The contract of a tool-call family, its registry, and the pieces families share.

A family is one model lineage's way of writing tool calls (Hermes `<tool_call>{json}`,
Mistral `[TOOL_CALLS]`, LFM2 pythonic lists, ...). Each one: recognises its chat template,
parses a raw output into calls, content and reasoning, writes calls in its own syntax (what
the template would render, used for the transcript and the round-trip tests), and builds
the grammar of its call syntax for constrained generation. Add one by writing a module in
this package with a `@register_family` class.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...errors import ParseError
from ...parsing.calls import normalize_call
from ...parsing.jsonrepair import repair_json, scan_balanced
from ...tools.registry import Registry
from ...types import ParsedOutput, ToolCall

if TYPE_CHECKING:
    from .grammar import CallGrammar

FAMILIES: dict[str, type[Family]] = {}


def register_family(cls: type[Family]) -> type[Family]:
    FAMILIES[cls.name] = cls
    for alias in cls.aliases:
        FAMILIES[alias] = cls
    return cls


def detect_family(template_source: str | None) -> Family:
    """The family whose markers the template carries; `generic` when none does (a template
    that knows no tools: the tools then go into the system prompt as text)."""
    if template_source:
        for cls in sorted(set(FAMILIES.values()), key=lambda c: -c.priority):
            if cls.markers and all(m in template_source for m in cls.markers):
                return cls()
    return FAMILIES["generic"]()


def get_family(name: str) -> Family:
    from ...errors import UsageError

    try:
        return FAMILIES[name]()
    except KeyError:
        names = ", ".join(sorted({c.name for c in FAMILIES.values()}))
        raise UsageError(f"unknown tool-call family {name!r}; choose from: {names}") from None


class Family:
    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    # Strings that all appear in a template of this family; more specific families first.
    markers: ClassVar[tuple[str, ...]] = ()
    priority: ClassVar[int] = 0
    # The text that opens a call: generation runs free until it, then under the call grammar.
    # Empty: calls are recognised from the start of the output (the grammar is not lazy).
    trigger: ClassVar[str] = ""
    # Tags of the model's reasoning, split out before any call is looked for.
    think: ClassVar[tuple[str, str] | None] = ("<think>", "</think>")
    # Generated call ids: "openai" (call_...), or "mistral" (9 letters and digits).
    id_style: ClassVar[str] = "openai"
    # For a family without a trigger: GBNF of an answer, which the call grammar also admits
    # unless a call is required (it must not start the way a call does).
    answer_rule: ClassVar[str] = ""
    # How an answer with tools out of reach is started and where it ends.
    answer_opening: ClassVar[str] = ""
    answer_closing: ClassVar[tuple[str, ...]] = ()

    def answer_text(self, text: str) -> str:
        """The answer in what the model wrote after `answer_opening`."""
        return self.parse(text).content or text.strip()

    def parse(self, text: str, tools: Registry | None = None, in_reasoning: bool = False) -> ParsedOutput:
        """Calls, content and reasoning of one output. `in_reasoning`: the prompt ended inside
        an open reasoning block, so the output starts with reasoning (ended by the close tag,
        or by a call: a call ends the reasoning block the prompt opened)."""
        reasoning, body = split_reasoning(text, self.think, in_reasoning, self.call_starts())
        out = Builder(tools)
        self.parse_body(body, out)
        return out.result(self.name, reasoning)

    def parse_body(self, text: str, out: Builder) -> None:
        raise NotImplementedError

    def call_starts(self) -> tuple[str, ...]:
        """Texts that begin a call in this syntax."""
        return (self.trigger,) if self.trigger else ()

    def render_calls(self, calls: Sequence[ToolCall]) -> str:
        """The calls as this family's models write them (after the generation prompt)."""
        raise NotImplementedError

    def grammar(self, g: CallGrammar) -> str:
        """GBNF of the calls, from the trigger on (the trigger itself included)."""
        raise NotImplementedError

    def new_id(self, step: int, index: int) -> str:
        if self.id_style == "mistral":
            return hashlib.sha1(f"{step}:{index}".encode()).hexdigest()[:9]
        return f"call_{step}_{index}"


@dataclass
class Builder:
    """What a family's parser found, in order: content pieces, raw calls, repairs."""

    tools: Registry | None = None  # the offered tools: names are matched, values typed by them
    content: list[str] = field(default_factory=list)
    calls: list[tuple[str, Any, str]] = field(default_factory=list)  # name, arguments, id
    repairs: list[str] = field(default_factory=list)
    level: int = 0
    _tail: list[str] = field(default_factory=list)  # the text after the last call

    def text(self, piece: str) -> None:
        if piece:
            self.content.append(piece)
            self._tail.append(piece)

    def call(self, name: str, arguments: Any, call_id: str = "") -> None:
        self.calls.append((name, arguments, call_id))
        self._tail = []

    def json_arguments(self, raw: str) -> Any:
        """Arguments written as JSON, through the repair ladder."""
        raw = raw.strip()
        if not raw:
            return {}
        result = repair_json(raw)
        if result.level:
            self.level = max(self.level, result.level)
            self.repairs.extend(result.repairs)
        return result.value

    def content_text(self) -> str:
        # Whitespace after the reasoning and at the very end goes; a newline the model wrote
        # just before its call stays, as llama.cpp keeps it.
        body, tail = "".join(self.content), "".join(self._tail)
        return (body[: len(body) - len(tail)] + tail.rstrip()).lstrip()

    def result(self, family: str, reasoning: str | None) -> ParsedOutput:
        calls: list[ToolCall] = []
        for name, arguments, call_id in self.calls:
            name, arguments, fixes = normalize_call(name, arguments, self.tools)
            if fixes:
                self.level = max(self.level, 3)
                self.repairs.extend(fixes)
            calls.append(ToolCall(tool=name, arguments=arguments, id=call_id))
        content = self.content_text()
        return ParsedOutput(
            calls=calls,
            final_answer=None if calls else content,
            format=f"native:{family}",
            repair_level=self.level,
            repairs=list(dict.fromkeys(self.repairs)),
            content=content,
            reasoning=reasoning,
        )


def split_reasoning(
    text: str, tags: tuple[str, str] | None, in_reasoning: bool = False, call_starts: Sequence[str] = ()
) -> tuple[str | None, str]:
    """(reasoning, the rest). A close tag with no open tag before it means the prompt ended
    inside an open reasoning block; an open block never closed is all reasoning, up to a call
    when the prompt opened it."""
    if tags is None:
        return None, text
    open_tag, close_tag = tags
    stripped = text.lstrip()
    close = text.find(close_tag)
    if close != -1 and open_tag not in text[:close]:
        return _reasoning(text[:close]), text[close + len(close_tag) :]
    if in_reasoning and close == -1 and not stripped.startswith(open_tag):
        starts = [i for i in (text.find(s) for s in call_starts if s) if i != -1]
        if not starts:
            return _reasoning(text), ""
        return _reasoning(text[: min(starts)]), text[min(starts) :]
    if stripped.startswith(open_tag):
        inner = stripped[len(open_tag) :]
        close = inner.find(close_tag)
        if close == -1:
            return _reasoning(inner), ""
        return _reasoning(inner[:close]), inner[close + len(close_tag) :]
    return None, text


def _reasoning(text: str) -> str | None:
    return text.strip() or None


def json_call_fields(
    item: Any, name_keys: Sequence[str] = ("name",), arg_keys: Sequence[str] = ("arguments", "parameters")
) -> tuple[str, Any, str] | None:
    """(name, arguments, id) of one JSON call object, or None when it names no function."""
    if not isinstance(item, dict):
        return None
    if isinstance(item.get("function"), dict):  # OpenAI's own shape
        item = {**item["function"], "id": item.get("id", "")}
    name = next((item[k] for k in name_keys if isinstance(item.get(k), str)), None)
    if not name:
        return None
    arguments: Any = next((item[k] for k in arg_keys if k in item), {})
    call_id = item.get("id") or item.get("tool_call_id") or ""
    return name, arguments, str(call_id)


def json_calls(raw: str, out: Builder, **keys: Any) -> bool:
    """A JSON call object or list of them (through the repair ladder) into `out`; False,
    with nothing added, when the text holds no call."""
    try:
        result = repair_json(raw)
    except ParseError:
        return False
    value = result.value
    items = value if isinstance(value, list) else [value]
    found = [json_call_fields(item, **keys) for item in items]
    if not items or any(f is None for f in found):
        return False
    if result.level:
        out.level = max(out.level, result.level)
        out.repairs.extend(result.repairs)
    for name, arguments, call_id in (f for f in found if f is not None):
        out.call(name, arguments, call_id)
    return True


def leading_json_calls(text: str, out: Builder, **keys: Any) -> int | None:
    """Calls in the JSON value at the start of `text` (after whitespace) into `out`; the index
    just after that value, so what follows stays content; None when it holds no call."""
    start = len(text) - len(text.lstrip())
    if start >= len(text) or text[start] not in "[{":
        return None
    end = scan_balanced(text, start) or len(text)
    return end if json_calls(text[start:end], out, **keys) else None


def dump_arguments(arguments: Any) -> str:
    return json.dumps(arguments, ensure_ascii=False)


def json_call_text(call: ToolCall, args_key: str = "arguments") -> str:
    """`{"name": "f", "arguments": {...}}`."""
    return f'{{"name": {dump_arguments(call.tool)}, "{args_key}": {dump_arguments(call.arguments)}}}'


def tagged_blocks(text: str, open_tag: str, close_tag: str) -> list[tuple[int, int, str]]:
    """(start, end, inner) of each `open...close` block; an unclosed last block runs to the end."""
    blocks = []
    pos = 0
    while (start := text.find(open_tag, pos)) != -1:
        inner_start = start + len(open_tag)
        close = text.find(close_tag, inner_start) if close_tag else -1
        end = len(text) if close == -1 else close + len(close_tag)
        blocks.append((start, end, text[inner_start : close if close != -1 else len(text)]))
        pos = end
    return blocks


def split_by_blocks(text: str, open_tag: str, close_tag: str, out: Builder, each: Callable[[str], bool]) -> None:
    """Content around `open...close` blocks; each block's inside handed to `each`, kept as
    content when it holds no call."""
    pos = 0
    for start, end, inner in tagged_blocks(text, open_tag, close_tag):
        out.text(text[pos:start])
        if not each(inner):
            out.text(text[start:end])
        pos = end
    out.text(text[pos:])
