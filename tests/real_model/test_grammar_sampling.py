"""Grammars built from schemas, compiled by llama.cpp on the real model's vocabulary, and
checked token by token against outputs they must admit and outputs they must refuse."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from localagent.backends.llama_cpp.reference import grammar_accepts
from localagent.formats.marker import marker_grammar
from localagent.formats.react import args_continuation, react_grammar, react_head_grammar
from localagent.formats.toolcall import toolcall_grammar
from localagent.grammar import GrammarBuilder, json_grammar
from localagent.tools import Registry


def tools_with(params: dict, name: str = "t") -> Registry:
    return Registry([{"name": name, "description": "d", "parameters": params}])


def call(args: object, name: str = "t") -> str:
    return json.dumps({"tool": name, "arguments": args}, ensure_ascii=False)


FEATURES = [
    # (parameters schema, accepted arguments, refused arguments)
    (
        {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "required": ["a"]},
        [{"a": "x"}, {"a": "x", "b": 3}],
        [{}, {"b": 3}, {"a": 1}, {"a": "x", "b": 1.5}, {"a": "x", "c": 1}],
    ),
    (
        {
            "type": "object",
            "properties": {"u": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
            "required": ["u"],
        },
        [{"u": "celsius"}, {"u": "fahrenheit"}],
        [{"u": "kelvin"}, {"u": "Celsius"}],
    ),
    (
        {"type": "object", "properties": {"v": {"const": "fixed"}}, "required": ["v"]},
        [{"v": "fixed"}],
        [{"v": "other"}],
    ),
    (
        {"type": "object", "properties": {"n": {"type": "number"}, "i": {"type": "integer"}}, "required": ["n", "i"]},
        [{"n": 1.5, "i": -2}, {"n": 3, "i": 0}],
        [{"n": "1", "i": 1}, {"n": 1.0, "i": 1.5}],
    ),
    (
        {"type": "object", "properties": {"f": {"type": "boolean"}}, "required": ["f"]},
        [{"f": True}, {"f": False}],
        [{"f": "true"}, {"f": 1}],
    ),
    (
        {"type": "object", "properties": {"xs": {"type": "array", "items": {"type": "integer"}}}, "required": ["xs"]},
        [{"xs": []}, {"xs": [1, 2, 3]}],
        [{"xs": ["a"]}, {"xs": 1}],
    ),
    (
        {
            "type": "object",
            "properties": {"o": {"type": "object", "properties": {"k": {"type": "string"}}, "required": ["k"]}},
            "required": ["o"],
        },
        [{"o": {"k": "v"}}],
        [{"o": {}}, {"o": {"k": 1}}],
    ),
    (
        {"type": "object", "properties": {"s": {"type": "string", "maxLength": 5}}, "required": ["s"]},
        [{"s": "abcde"}, {"s": ""}],
        [{"s": "abcdef"}],
    ),
    (
        {"type": "object", "properties": {"s": {"type": "string"}}, "required": ["s"]},
        [{"s": "x" * 256}, {"s": "北京 😀"}, {"s": "a\nb"}],
        [{"s": "x" * 257}],
    ),
    # BFCL's type names
    (
        {
            "type": "dict",
            "properties": {
                "x": {"type": "float"},
                "t": {"type": "tuple", "items": {"type": "string"}},
                "d": {"type": "dict"},
                "a": {"type": "any"},
            },
            "required": ["x", "t"],
        },
        [{"x": 1.5, "t": ["a"]}, {"x": 2, "t": [], "d": {"k": [1, None]}, "a": "anything"}],
        [{"x": "1.5", "t": ["a"]}, {"x": 1, "t": [1]}],
    ),
    ({"type": "object", "properties": {}}, [{}], [{"a": 1}]),
    # What pydantic writes for a nested model: $defs + $ref, Optional as anyOf with null,
    # Literal as an enum (the schema of `order: Order` with `items: list[Item]`).
    (
        {
            "$defs": {
                "Item": {"properties": {"sku": {"type": "string"}, "qty": {"default": 1, "type": "integer"}},
                         "required": ["sku"], "title": "Item", "type": "object"},
                "Order": {"properties": {"id": {"type": "integer"},
                                         "items": {"items": {"$ref": "#/$defs/Item"}, "type": "array"},
                                         "note": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
                                         "priority": {"default": "low", "enum": ["low", "high"], "type": "string"}},
                          "required": ["id", "items"], "title": "Order", "type": "object"},
            },
            "properties": {"order": {"$ref": "#/$defs/Order"}}, "required": ["order"], "type": "object",
        },
        [{"order": {"id": 1, "items": [{"sku": "a"}], "note": None}},
         {"order": {"id": 2, "items": [{"sku": "a", "qty": 2}], "note": "x", "priority": "high"}}],
        [{"order": {"id": "1", "items": []}}, {"order": {"id": 1, "items": [{"qty": 2}]}},
         {"order": {"id": 1, "items": [], "priority": "urgent"}}, {"order": {"id": 1, "items": [], "note": 3}}],
    ),
    # A recursive model (a tree), draft-07's `definitions`: put in place three levels deep.
    (
        {
            "definitions": {"Node": {"properties": {"name": {"type": "string"},
                                                    "children": {"items": {"$ref": "#/definitions/Node"},
                                                                 "type": "array"}},
                                     "required": ["name"], "type": "object"}},
            "properties": {"root": {"$ref": "#/definitions/Node"}}, "required": ["root"], "type": "object",
        },
        [{"root": {"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}}],
        [{"root": {"children": []}}, {"root": {"name": 1}}, {"root": {"name": "a", "children": [{"children": []}]}}],
    ),
]  # fmt: skip


@pytest.mark.parametrize("params, good, bad", FEATURES)
def test_toolcall_grammar_admits_valid_and_refuses_invalid_arguments(
    real_backend, params: dict, good: list, bad: list
) -> None:  # type: ignore[no-untyped-def]
    grammar = toolcall_grammar(GrammarBuilder(tools_with(params)))
    for args in good:
        assert grammar_accepts(real_backend, grammar, call(args)), args
    for args in bad:
        assert not grammar_accepts(real_backend, grammar, call(args)), args


def test_strings_refuse_raw_control_characters(real_backend) -> None:  # type: ignore[no-untyped-def]
    grammar = toolcall_grammar(
        GrammarBuilder(tools_with({"type": "object", "properties": {"s": {"type": "string"}}, "required": ["s"]}))
    )
    assert grammar_accepts(real_backend, grammar, '{"tool": "t", "arguments": {"s": "a\\nb"}}')
    assert not grammar_accepts(real_backend, grammar, '{"tool": "t", "arguments": {"s": "a\nb"}}')


def test_toolcall_grammar_lists_and_final_answer(real_backend) -> None:  # type: ignore[no-untyped-def]
    tools = tools_with({"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]})
    parallel = toolcall_grammar(GrammarBuilder(tools, parallel=True))
    single = toolcall_grammar(GrammarBuilder(tools, parallel=False))
    two = f"[{call({'a': '1'})}, {call({'a': '2'})}]"
    assert grammar_accepts(real_backend, parallel, two)
    assert not grammar_accepts(real_backend, single, two)
    assert grammar_accepts(real_backend, single, '{"final_answer": "no tool fits"}')
    assert not grammar_accepts(real_backend, single, call({"a": "1"}, name="unknown"))
    assert not grammar_accepts(real_backend, single, "Sure! " + call({"a": "1"}))


def test_react_grammar(real_backend) -> None:  # type: ignore[no-untyped-def]
    tools = tools_with(
        {"type": "object", "properties": {"q": {"type": "string"}, "n": {"type": "integer"}}, "required": ["q"]},
        name="math.search",
    )
    g = react_grammar(GrammarBuilder(tools))
    assert grammar_accepts(real_backend, g, ' find it\nAction: math.search\nAction Input: {"q": "x", "n": 2}')
    assert grammar_accepts(real_backend, g, " I know\nFinal Answer: it is 4\nand more")
    assert not grammar_accepts(real_backend, g, ' find it\nAction: other\nAction Input: {"q": "x"}')
    assert not grammar_accepts(real_backend, g, ' find it\nAction: math.search\nAction Input: {"n": 2}')


def test_staged_react_grammar(real_backend) -> None:  # type: ignore[no-untyped-def]
    tools = tools_with(
        {
            "type": "object",
            "properties": {"q": {"type": "string"}, "n": {"type": "integer"}, "u": {"enum": ["a", "b"]}},
            "required": ["q", "n"],
        }
    )
    b = GrammarBuilder(tools)
    assert grammar_accepts(real_backend, react_head_grammar(b), " look\nAction: t")
    assert grammar_accepts(real_backend, react_head_grammar(b), " no tool\nFinal Answer: x")
    forced, rest = args_continuation(b, "t")
    assert forced == '{"q": "'
    assert grammar_accepts(real_backend, rest, 'abc", "n": 3}')
    assert grammar_accepts(real_backend, rest, 'abc", "n": 3, "u": "b"}')
    assert not grammar_accepts(real_backend, rest, 'abc"}')
    forced, rest = args_continuation(
        GrammarBuilder(
            tools_with({"type": "object", "properties": {"a": {"type": "boolean"}, "b": {"type": "integer"}}})
        ),
        "t",
    )
    assert forced == "{"
    for text in ("}", '"a": true}', '"b": 1}', '"a": false, "b": 2}'):
        assert grammar_accepts(real_backend, rest, text), text
    assert not grammar_accepts(real_backend, rest, '"b": 1, "a": true}')


def test_marker_grammar(real_backend) -> None:  # type: ignore[no-untyped-def]
    tools = tools_with({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}})
    g = marker_grammar(GrammarBuilder(tools))
    for text in ("[[t()]]", "[[t(a=1)]]", '[[t(b="x")]]', '[[t(a=1, b="x")]]', "Plain answer."):
        assert grammar_accepts(real_backend, g, text), text
    for text in ("[[t(, b=1)]]", "[[u()]]", "[[t(b=1)]]"):
        assert not grammar_accepts(real_backend, g, text), text


def test_every_bfcl_function_set_compiles(real_backend) -> None:  # type: ignore[no-untyped-def]
    from tests.support.bfcl import load_items

    for item in load_items("simple_python", limit=400) + load_items("parallel_multiple", limit=200):
        builder = GrammarBuilder(Registry(item["function"]))
        for grammar in (react_head_grammar(builder), toolcall_grammar(builder), marker_grammar(builder)):
            real_backend.compile_grammar(grammar)


def test_a_grammar_too_large_for_llama_cpps_parser_is_refused_not_crashed(real_backend) -> None:  # type: ignore[no-untyped-def]
    """llama.cpp's parser crashed the process on a 2 MB grammar (JSONSchemaBench's Snowplow
    sp_418 through llama.cpp's own converter); above MAX_GRAMMAR_BYTES it is never handed one."""
    from localagent.backends.llama_cpp import MAX_GRAMMAR_BYTES
    from localagent.errors import GrammarBuildError

    huge = "root ::= " + " | ".join(f'"{i}"' for i in range(MAX_GRAMMAR_BYTES // 8))
    with pytest.raises(GrammarBuildError, match="kB"):
        real_backend.compile_grammar(huge)


def test_a_grammar_nested_too_deep_for_llama_cpps_parser_is_refused(real_backend) -> None:  # type: ignore[no-untyped-def]
    from localagent.backends.llama_cpp import MAX_GRAMMAR_NESTING
    from localagent.errors import GrammarBuildError

    deep = "root ::= " + '("a" ' * (MAX_GRAMMAR_NESTING + 1) + ")?" * (MAX_GRAMMAR_NESTING + 1)
    with pytest.raises(GrammarBuildError, match="nests"):
        real_backend.compile_grammar(deep)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    required=st.lists(st.booleans(), min_size=1, max_size=4),
    extra=st.sampled_from([None, True, {"type": "integer"}]),
)
def test_an_object_is_admitted_in_the_schemas_own_order_with_any_optional_property_left_out(
    real_backend, required: list[bool], extra: object
) -> None:  # type: ignore[no-untyped-def]
    """Every subset of the properties that holds the required ones, written in the order the
    schema declares them, is admitted; a subset missing a required one, or two declared
    properties swapped, is refused (pydantic and most real schemas put optional fields before
    required ones; llama.cpp's converter wrote the required ones first and refused those)."""
    names = [f"p{i}" for i in range(len(required))]
    schema: dict = {
        "type": "object",
        "properties": {name: {"type": "integer"} for name in names},
        "required": [name for name, needed in zip(names, required) if needed],
    }
    if extra is not None:
        schema["additionalProperties"] = extra
    grammar = json_grammar(schema)
    for size in range(len(names) + 1):
        for keys in itertools.combinations(names, size):
            instance = {key: i for i, key in enumerate(keys)}
            if extra is not None:
                instance["more"] = 7
            expected = set(schema["required"]) <= set(keys)
            assert grammar_accepts(real_backend, grammar, json.dumps(instance)) == expected, (schema, instance)
            if len(keys) >= 2 and expected and extra is None:
                swapped = {keys[1]: 0, keys[0]: 1, **{key: 2 for key in keys[2:]}}
                assert not grammar_accepts(real_backend, grammar, json.dumps(swapped)), (schema, swapped)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    low=st.one_of(st.none(), st.integers(-1500, 1500)),
    span=st.one_of(st.none(), st.integers(0, 3000)),
)
def test_an_integers_bounds_are_held_by_the_grammar(real_backend, low: int | None, span: int | None) -> None:  # type: ignore[no-untyped-def]
    high = None if span is None else (low or 0) + span
    schema: dict = {"type": "integer"}
    if low is not None:
        schema["minimum"] = low
    if high is not None:
        schema["maximum"] = high
    grammar = json_grammar(schema)
    edges = {b + d for b in (low, high, 0, 9, 10, 99, 100, -10) if b is not None for d in (-1, 0, 1)}
    for n in sorted(edges | {123456789, -123456789}):
        inside = (low is None or n >= low) and (high is None or n <= high)
        assert grammar_accepts(real_backend, grammar, str(n)) == inside, (schema, n)
    assert not grammar_accepts(real_backend, grammar, "007")


@pytest.mark.parametrize(
    "schema, inside, outside",
    [
        ({"type": "integer", "exclusiveMinimum": 0}, ["1", "42"], ["0", "-1"]),  # draft 6
        (
            {"type": "integer", "minimum": 0, "exclusiveMinimum": True, "maximum": 10},
            ["1", "10"],
            ["0", "11"],
        ),  # draft 4
        ({"type": "integer", "minimum": 1.5, "exclusiveMaximum": 4}, ["2", "3"], ["1", "4"]),
        ({"type": "number", "minimum": 0}, ["0", "1.5", "2e3"], ["-1", "-0.5"]),
    ],
)
def test_bounds_in_each_drafts_spelling(real_backend, schema: dict, inside: list, outside: list) -> None:  # type: ignore[no-untyped-def]
    grammar = json_grammar(schema)
    assert all(grammar_accepts(real_backend, grammar, text) for text in inside)
    assert not any(grammar_accepts(real_backend, grammar, text) for text in outside)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    names=st.lists(st.text("ab-é]^", min_size=1, max_size=3), min_size=1, max_size=4, unique=True),
    keys=st.lists(st.text("ab-é]^x", max_size=4), min_size=1, max_size=6),
)
def test_an_added_key_is_none_of_the_declared_names(real_backend, names: list, keys: list) -> None:  # type: ignore[no-untyped-def]
    """With additionalProperties, a declared name written with a value its schema refuses is
    not taken for an added key (the converter's added keys were any string)."""
    schema = {"type": "object", "properties": {n: {"type": "integer"} for n in names}, "additionalProperties": True}
    grammar = json_grammar(schema)
    for key in [*keys, *names]:
        admitted = grammar_accepts(real_backend, grammar, json.dumps({key: "text"}, ensure_ascii=False))
        assert admitted == (key not in names), (names, key)


@pytest.mark.parametrize(
    "pattern, inside, outside",
    [
        (r"^[A-Z]{3}-\d{2}$", ["ABC-12"], ["abc-12", "ABC-1"]),  # \d, which the converter wrote as a literal
        (r"\d{3}", ["123", "a123b"], ["12"]),  # unanchored: anywhere in the string
        (r"^(?:ab|cd)+$", ["abcd"], ["abc"]),  # a non-capturing group
        (r"^[\w.-]+@\S+$", ["a.b-c@x"], ["a b@x", "@x"]),
        (r"^\D+$", ["abc"], ["a1"]),
        (r"^(?=x)[a-z]+$", ["xy", "any text"], [3]),  # a lookahead: any string, checked after generation
        (r"^[^\S]+$", ["a b"], [None]),  # \S inside a class: the same
    ],
)
def test_a_patterns_strings(real_backend, pattern: str, inside: list, outside: list) -> None:  # type: ignore[no-untyped-def]
    grammar = json_grammar({"type": "string", "pattern": pattern})
    assert all(grammar_accepts(real_backend, grammar, json.dumps(t)) for t in inside)
    assert not any(grammar_accepts(real_backend, grammar, json.dumps(t)) for t in outside)


@pytest.mark.parametrize(
    "schema, inside, outside",
    [
        (  # each part's own required ones (the converter made every property of every part required)
            {"allOf": [{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
                       {"properties": {"b": {"type": "string"}}}]},
            [{"a": 1}, {"a": 1, "b": "x"}],
            [{"b": "x"}, {"a": "1"}],
        ),
        (  # a property named by two parts meets both
            {"allOf": [{"properties": {"n": {"type": "integer"}}, "required": ["n"]},
                       {"properties": {"n": {"minimum": 5}}}]},
            [{"n": 5}, {"n": 12}],
            [{"n": 4}, {"n": 5.5}],
        ),
        ({"allOf": [{"type": "string"}, {"maxLength": 3}]}, ["abc"], ["abcd", 3]),
    ],
)  # fmt: skip
def test_all_of_is_one_schema(real_backend, schema: dict, inside: list, outside: list) -> None:  # type: ignore[no-untyped-def]
    grammar = json_grammar(schema)
    assert all(grammar_accepts(real_backend, grammar, json.dumps(t)) for t in inside)
    assert not any(grammar_accepts(real_backend, grammar, json.dumps(t)) for t in outside)


def test_escaped_signs_and_pattern_properties(real_backend) -> None:  # type: ignore[no-untyped-def]
    """`\\.` in and out of a class (the converter wrote escapes llama.cpp's parser refuses), and
    patternProperties: a key matching a pattern takes that pattern's schema."""
    version = json_grammar({"type": "string", "pattern": r"^\d+\.\d+$"})
    assert grammar_accepts(real_backend, version, '"1.25"')
    assert not grammar_accepts(real_backend, version, '"1x25"')
    host = json_grammar({"type": "string", "pattern": r"^[a-z\.:-]+$"})
    assert grammar_accepts(real_backend, host, '"a.b:c-d"') and not grammar_accepts(real_backend, host, '"a/b"')
    schema = {
        "type": "object",
        "properties": {"id": {"type": "integer"}},
        "required": ["id"],
        "patternProperties": {"^x-": {"type": "integer"}, "^skip": False},
        "additionalProperties": False,
    }
    grammar = json_grammar(schema)
    for instance, admitted in [({"id": 1}, True), ({"id": 1, "x-a": 2}, True), ({"id": 1, "x-a": "s"}, False),
                               ({"id": 1, "y": 2}, False), ({"id": 1, "skip": 2}, False)]:  # fmt: skip
        assert grammar_accepts(real_backend, grammar, json.dumps(instance)) == admitted, instance
