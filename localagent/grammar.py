"""GBNF grammars: the hand-written blocks in grammars/*.gbnf, completed with rules generated
from each tool's JSON Schema.

Generation uses llama-cpp-python's SchemaConverter (the port of llama.cpp's
json-schema-to-grammar) for property schemas, because it is correct for objects, required
and optional properties, enums, const, arrays, unions and nested objects. We go beyond it
in nine places, each marked in backends/llama_cpp/schema.py:
  1. strings get a length cap (256 characters, json.gbnf's `string`) when the schema sets
     none, so a runaway string cannot eat the token budget; a schema's own minLength and
     maxLength become one `char{m,n}` repetition instead of the converter's nested groups;
  2. its `char` rule admits raw control characters (a newline inside a JSON string is not
     valid JSON), so json.gbnf's `char`, `string`, `value`, `object` and `array` replace it;
  3. BFCL's type names (dict, float, tuple, any) are normalised first, and an empty schema
     ("any") means any JSON value, not the converter's "any object";
  4. an object's properties come in the order the schema declares them, each optional one
     skippable where it stands (the converter put every required one first, and refused an
     object written in the schema's own order: 2 in 3 of JSONSchemaBench's valid instances
     admitted before, 7 in 8 after; bench/RESULTS.md);
  5. an integer's minimum and maximum (either draft's exclusive forms too) are held, and a
     number with a minimum of 0 or more is not negative;
  6. with additionalProperties, an added key is none of the declared names (a declared
     property with a value its schema refuses no longer passes as an added one);
  7. a `pattern` as JSON Schema writes it: unanchored (it matches anywhere), with \\d, \\w,
     \\s, (?:...) and escaped signs (the converter refused or misread them); one its reader
     cannot take (a lookahead) is any string, checked after generation;
  8. `allOf` of inline parts is one schema: each part's properties, each part's required ones
     (the converter made every property of every part required);
  9. `patternProperties`: a key matching a pattern takes that pattern's schema.
What a grammar still cannot hold (patterns it leaves out, formats, other bounds on numbers)
is checked after generation: tool arguments by jsonschema, answers by `schema_misfit`.
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import GrammarBuildError
from .tools.registry import Registry, Tool
from .tools.schema import normalize_schema

_RULE_NAME = re.compile(r"[^a-zA-Z0-9-]+")


@cache
def load_grammar_file(name: str) -> str:
    """The text of grammars/<name>.gbnf (inside the installed package, or the source tree)."""
    try:
        return resources.files("localagent.grammars").joinpath(f"{name}.gbnf").read_text("utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        source = Path(__file__).resolve().parents[1] / "grammars" / f"{name}.gbnf"
        return source.read_text("utf-8")


def literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def rule_name(*parts: str) -> str:
    return "-".join(_RULE_NAME.sub("-", p).strip("-").lower() or "x" for p in parts)


def _schema_rules() -> Any:
    """The JSON Schema converter, through its one adapter (imported on first use: it is
    llama-cpp-python's, and backends/llama_cpp/ stays the one place that imports llama_cpp)."""
    from .backends.llama_cpp.schema import SchemaRules

    return SchemaRules()


def optional_sequence(items: list[str], leading_comma: bool) -> str:
    """Any subset of `items`, in order, comma-separated: `a? b? c?` without stray commas."""
    if leading_comma:
        return " ".join(f'( ", " {item} )?' for item in items)
    alternatives = []
    for i, first in enumerate(items):
        rest = " ".join(f'( ", " {item} )?' for item in items[i + 1 :])
        alternatives.append(f"{first} {rest}".strip())
    return "( " + " | ".join(alternatives) + " )?"


def json_grammar(schema: dict[str, Any] | None) -> str:
    """Output that is one JSON value of `schema` (None: any JSON object): an answer in a
    requested JSON shape (OpenAI's `response_format`)."""
    rules = _schema_rules()
    try:
        root = (
            rules.rule(rules.document(normalize_schema(schema), "response"), "response")
            if schema is not None
            else "object"
        )
    except Exception as exc:  # the converter asserts or raises on what it cannot express
        raise GrammarBuildError(f"cannot build a grammar for this JSON schema: {exc or type(exc).__name__}") from None
    generated = "\n".join(f"{name} ::= {rule}" for name, rule in sorted(rules.rules().items()))
    return "\n".join([f"root ::= {root}", generated, load_grammar_file("json").strip(), ""])


class GrammarBuilder:
    """The grammar pieces of one tool set: each tool's argument object and each property's
    value as rules valid for its schema, composed with a grammar file. Each format builds its
    own grammar from them (formats/); build once, reuse every step."""

    def __init__(self, tools: Registry, *, parallel: bool = True, require_call: bool = False) -> None:
        self.tools = tools
        self.parallel = parallel
        self.require_call = require_call  # the ReAct head offers no final answer
        self._schema = _schema_rules()
        self._args: dict[str, str] = {}  # tool name -> rule of its argument object
        self._values: dict[tuple[str, str], str] = {}  # (tool, property) -> rule of its value
        for tool in tools:
            try:
                schema = self._schema.document(normalize_schema(tool.parameters), f"tool-{tool.name}")
            except ValueError as exc:
                raise GrammarBuildError(f"tool {tool.name}: {exc}") from None
            self._args[tool.name] = self._visit(tool, schema)

    def _visit(self, tool: Tool, schema: dict[str, Any]) -> str:
        props = schema.get("properties") or {}
        for prop, sub in props.items():
            try:
                self._values[(tool.name, prop)] = self._schema.rule(sub, rule_name(tool.name, prop))
            except Exception as exc:  # the converter asserts or raises on what it cannot express
                raise GrammarBuildError(
                    f"tool {tool.name}: cannot build a grammar for parameter {prop!r} "
                    f"(schema {json.dumps(sub)[:120]}): {exc or type(exc).__name__}"
                ) from None
        try:
            return str(self._schema.rule(schema, rule_name(tool.name, "args")))
        except Exception as exc:
            raise GrammarBuildError(
                f"tool {tool.name}: cannot build a grammar for its parameters "
                f"(schema {json.dumps(schema)[:120]}): {exc or type(exc).__name__}"
            ) from None

    def generated(self) -> str:
        return "\n".join(f"{name} ::= {rule}" for name, rule in sorted(self._schema.rules().items()))

    def compose(self, main: str, extra_rules: list[str]) -> str:
        """grammars/<main>.gbnf with a format's own rules, the generated per-tool rules and the
        shared JSON and answer rules."""
        return "\n".join(
            [
                load_grammar_file(main).strip(),
                *extra_rules,
                self.generated(),
                load_grammar_file("json").strip(),
                load_grammar_file("answer").strip(),
                "",
            ]
        )

    def require_tools(self) -> None:
        if not len(self.tools):
            raise GrammarBuildError("no tools to build a grammar for")

    def string_body(self, rule: str) -> str | None:
        """For a plain string value rule, the grammar of what follows its opening quote."""
        text = '"\\"" char{0,256} "\\"" space' if rule == "string" else self._schema.rules().get(rule, "")
        opener = '"\\"" '
        if text.startswith(opener) and "|" not in text:
            return text[len(opener) :]
        return None

    def args_rule(self, tool_name: str) -> str:
        """The rule of a tool's whole argument object (valid for its schema)."""
        return self._args[tool_name]

    def value_rule(self, tool_name: str, prop: str) -> str:
        """The rule of one property's value."""
        return self._values[(tool_name, prop)]


class GrammarCache:
    """GrammarBuilders kept for reuse, by the tools' definitions (the same names may come with
    other schemas: a server sees many tool sets), the `size` most recently used; thread-safe."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._builders: OrderedDict[tuple[str, bool, bool], GrammarBuilder] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, tools: Registry, *, parallel: bool, require_call: bool) -> GrammarBuilder:
        key = (json.dumps(tools.definitions(), sort_keys=True), parallel, require_call)
        with self._lock:
            builder = self._builders.pop(key, None)
        if builder is None:  # built outside the lock: building may take a while
            builder = GrammarBuilder(tools, parallel=parallel, require_call=require_call)
        with self._lock:
            self._builders[key] = builder
            while len(self._builders) > self.size:
                self._builders.popitem(last=False)
        return builder
