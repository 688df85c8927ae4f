"""JSON Schema to GBNF rules: the one adapter over llama-cpp-python's SchemaConverter (the port
of llama.cpp's json-schema-to-grammar), the only code that touches its private API.

localagent.grammar asks it for a rule per schema (`rule`) and for every rule made so far
(`rules`); what the converter does beyond llama-cpp-python's is marked "beyond the converter
(N)", numbered as grammar.py's module docstring lists them.
"""

from __future__ import annotations

import copy
import json
import math
import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from llama_cpp.llama_grammar import SchemaConverter


class _Converter(SchemaConverter):  # type: ignore[misc]
    def visit(self, schema: Any, name: str) -> str:
        if (
            isinstance(schema, dict)
            and schema.get("type") == "string"
            and ("minLength" in schema or "maxLength" in schema)
            and not any(k in schema for k in ("pattern", "format", "enum", "const"))
        ):
            low = int(schema.get("minLength", 0))
            high = schema.get("maxLength")
            count = f"{{{low},{int(high)}}}" if high is not None else f"{{{low},}}"
            return str(self._add_rule(name or "root", f'"\\"" char{count} "\\"" space'))
        if (
            isinstance(schema, dict)
            and isinstance(schema.get("patternProperties"), dict)
            and schema.get("type", "object") == "object"
            and not {"allOf", "anyOf", "oneOf", "$ref", "enum", "const"} & set(schema)
        ):
            properties = list((schema.get("properties") or {}).items())
            rule = self._build_object_rule(
                properties, set(schema.get("required", [])), name, schema.get("additionalProperties"),
                patterns=schema["patternProperties"],
            )  # fmt: skip
            return str(self._add_rule(name or "root", rule))
        if isinstance(schema, dict) and "allOf" in schema:
            merged = self._all_of(schema)  # beyond the converter (8): allOf as one schema
            if merged is not None:
                return self.visit(merged, name)
        if isinstance(schema, dict) and not {"enum", "const"} & set(schema):
            bounded = _bounded_number(schema)  # beyond the converter (5): bounds on numbers
            if bounded is not None:
                return str(self._add_rule(name or "root", bounded))
        if isinstance(schema, dict) and not (set(schema) & _STRUCTURAL_KEYS):
            return "value"  # beyond the converter (3): a schema without a type accepts any value
        if (
            isinstance(schema, dict)
            and schema.get("type") == "object"
            and "properties" not in schema
            and "additionalProperties" not in schema
        ):
            return "object"  # a generic object: the bounded rule from json.gbnf
        if (
            isinstance(schema, dict)
            and schema.get("type") == "array"
            and not schema.get("items")  # none, or {}: any item (the converter fails on `items: {}`)
            and "prefixItems" not in schema
        ):
            return "array"
        return str(super().visit(schema, name))

    def _resolve_ref(self, ref: str) -> str:
        # Beyond the converter: a reference's rule is named by its whole address (document and
        # pointer), not its last segment, so two tools' own "#/$defs/Order" stay two rules.
        ref_name = re.sub(r"[^a-zA-Z0-9-]+", "-", ref).strip("-")
        if ref_name not in self._rules and ref not in self._refs_being_resolved:
            self._refs_being_resolved.add(ref)
            ref_name = self.visit(self._refs[ref], ref_name)
            self._refs_being_resolved.remove(ref)
        return str(ref_name)

    def _build_object_rule(
        self,
        properties: list[tuple[str, Any]],
        required: set[str],
        name: str,
        additional_properties: Any,
        patterns: dict[str, Any] | None = None,
    ) -> str:
        # Beyond the converter (4): the properties in the order the schema declares them (the
        # order the prompt shows them in), each optional one skippable where it stands. The
        # converter wrote every required property first, which refused an object written in the
        # schema's own order whenever an optional property came before a required one.
        prefix = f"{name}-" if name else ""
        kv = {}
        for prop, sub in properties:
            value = self.visit(sub, f"{prefix}{prop}")
            kv[prop] = self._add_rule(
                f"{prefix}{prop}-kv", f'{self._format_literal(json.dumps(prop))} space ":" space {value}'
            )
        extra = ""  # the rule of one key-value pair the schema adds to its properties
        if additional_properties is True or isinstance(additional_properties, dict):
            added = {} if additional_properties is True else additional_properties
            value = self.visit(added, f"{prefix}additional-value")
            # Beyond the converter (6): an added key is none of the declared names (else a
            # declared property's value could pass as an added one's: {"age": "old"}).
            key = string_not_in(kv, self._add_rule("key-rest", "char{0,255}")) if kv else None
            key_rule = self._add_rule(f"{prefix}additional-k", key) if key else "string"
            extra = self._add_rule(f"{prefix}additional-kv", f'{key_rule} ":" space {value}')
        # Beyond the converter (9): patternProperties, a pair whose key matches a pattern and
        # whose value its schema (a pattern the reader cannot take is left out: those keys
        # are not written).
        pairs = []
        for i, (pattern, sub) in enumerate((patterns or {}).items()):
            if sub is False:
                continue  # keys matching it are not allowed
            try:
                key_rule = self.visit({"type": "string", "pattern": pattern}, f"{prefix}pattern-{i}-k")
                value = self.visit({} if sub is True else sub, f"{prefix}pattern-{i}-value")
            except Exception:  # noqa: BLE001 - the converter asserts or raises on what it cannot read
                continue
            if key_rule == "string":
                continue  # a pattern it cannot hold would let any key through
            pairs.append(self._add_rule(f"{prefix}pattern-{i}-kv", f'{key_rule} ":" space {value}'))
        if pairs:
            extra = self._add_rule(f"{prefix}added-kv", " | ".join([*pairs, *([extra] if extra else [])]))
        # Built from the last property back: `then` is what may follow a written pair, `first`
        # what may follow "{" (needed up to the first required property, which must come first
        # of what follows it); the schema's additional pairs come last.
        names = [prop for prop, _ in properties]
        must = next((i for i, prop in enumerate(names) if prop in required), len(names))
        first = f'( {extra} ( "," space {extra} )* )?' if extra and must == len(names) else ""
        then = f'( "," space {extra} )*' if extra else ""
        for i in reversed(range(len(names))):
            prop, pair = names[i], f'"," space {kv[names[i]]}'
            if i == must:
                first = f"{kv[prop]} {then}".strip()
            elif i < must and first:  # skipped, what may come first after it comes first
                rest = self._add_rule(f"{prefix}{prop}-or", first) if " " in first else first
                first = f"( {f'{kv[prop]} {then}'.strip()} | {rest} )"
            elif i < must:
                first = f"( {f'{kv[prop]} {then}'.strip()} )?"
            then_i = f"{pair} {then}" if prop in required else f"( {pair} )? {then}"
            then = self._add_rule(f"{prefix}{prop}-then", then_i.strip()) if i else ""
        return f'"{{" space {first} "}}" space'.replace("space  ", "space ")

    def _all_of(self, schema: dict[str, Any]) -> dict[str, Any] | None:
        """`allOf` merged into one schema: each part's properties (one named twice must meet
        both), every part's required ones, the other keywords where the parts agree. None when
        a part holds a choice (anyOf, oneOf) or the parts disagree: the converter's own
        reading then (which made every property of every part required). Parts that are
        references are left to the converter too."""
        own = {k: v for k, v in schema.items() if k != "allOf"}
        parts = [own, *schema["allOf"]]
        merged: dict[str, Any] = {}
        properties: dict[str, list[Any]] = {}
        required: list[str] = []
        for part in parts:
            if isinstance(part, dict) and "allOf" in part:
                part = self._all_of(part)
            # A reference is left to the converter: merging put every referenced part in
            # place, in every schema that names it (an AnyChart schema's grammar grew 2.2x).
            if not isinstance(part, dict) or {"anyOf", "oneOf", "$ref", "not"} & set(part):
                return None
            for key, value in part.items():
                if key == "properties" and isinstance(value, dict):
                    for prop, sub in value.items():
                        properties.setdefault(prop, []).append(sub)
                elif key == "required" and isinstance(value, list):
                    required += [r for r in value if r not in required]
                elif key in _ANNOTATIONS or (key == "additionalProperties" and part is not own):
                    continue  # a part's own additionalProperties speaks of its own properties only
                elif key in merged and merged[key] != value:
                    return None
                else:
                    merged[key] = value
        if properties:
            merged["properties"] = {p: subs[0] if len(subs) == 1 else {"allOf": subs} for p, subs in properties.items()}
            merged.setdefault("type", "object")
        if required:
            merged["required"] = required
        return merged

    def _visit_pattern(self, pattern: str, name: str) -> str:
        # Beyond the converter (7): JSON Schema's patterns as written (unanchored, \d, \w, \s,
        # (?:...)), which its regular-expression reader refused or misread. A pattern the reader
        # cannot take (a lookahead, \S inside a class) is any string here, checked after
        # generation, rather than the whole schema refused.
        try:
            return str(super()._visit_pattern(grammar_regex(pattern), name))
        except (AssertionError, ValueError, IndexError):
            return "string"

    def _add_primitive(self, name: str, rule: Any) -> str:
        # Beyond the converter (2): the generic primitives come from json.gbnf, bounded
        # and without raw control characters; only the ones json.gbnf lacks are added.
        if name in _JSON_RULES:
            return name
        return str(super()._add_primitive(name, rule))


_STRUCTURAL_KEYS = {
    "type",
    "properties",
    "items",
    "prefixItems",
    "enum",
    "const",
    "anyOf",
    "oneOf",
    "allOf",
    "$ref",
    "pattern",
    "additionalProperties",
    "patternProperties",
}
# Keywords that describe a value without constraining it.
_ANNOTATIONS = {"title", "description", "$schema", "$id", "$comment", "default", "examples", "deprecated", "readOnly"}
_JSON_RULES = {
    "value",
    "object",
    "array",
    "string",
    "char",
    "number",
    "integer",
    "integral-part",
    "decimal-part",
    "boolean",
    "null",
    "space",
}


class SchemaRules:
    def __init__(self) -> None:
        self._converter = _Converter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
        self._converter._rules = {}  # "space" comes from json.gbnf

    def document(self, schema: Any, name: str) -> Any:
        """`schema` (a copy) with its local references (`#/$defs/...`, `#/definitions/...`)
        made known to the converter under the document name `name`: each becomes one named
        rule, recursive ones included. ValueError for a reference it cannot follow."""
        if not isinstance(schema, dict):
            return schema
        try:
            return self._converter.resolve_refs(copy.deepcopy(schema), name)
        except AssertionError as exc:  # the converter asserts on a pointer to nothing
            raise ValueError(str(exc).split(": ")[0]) from None

    def rule(self, schema: Any, name: str) -> str:
        """The rule (a name or an expression) a value of `schema` must match; new named
        rules it needs are kept for `rules`."""
        return str(self._converter.visit(schema, name))

    def rules(self) -> Mapping[str, str]:
        """Every named rule made so far (a read-only view)."""
        return MappingProxyType(self._converter._rules)


# --- pure GBNF builders for what the converter leaves out ---------------------------------

_DIGITS = 16  # json.gbnf's integral-part: at most 16 digits
_ESCAPE = '"\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F]{4} )'  # a JSON escape, as json.gbnf's char


def _bound(schema: dict[str, Any], inclusive: str, exclusive: str) -> tuple[float, bool] | None:
    """(bound, is it exclusive) of one side: draft 6's number `exclusiveMinimum`, draft 4's
    boolean one beside `minimum`, or `minimum`; None when the side is open."""
    value, flag = schema.get(inclusive), schema.get(exclusive)
    if isinstance(flag, (int, float)) and not isinstance(flag, bool):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            tighter = max if inclusive == "minimum" else min
            return (value, False) if tighter(value, flag) == value and value != flag else (flag, True)
        return flag, True
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value, flag is True
    return None


def _bounded_number(schema: dict[str, Any]) -> str | None:
    """The rule of an integer with a minimum or maximum (every integer in the range), or of a
    number that may not be negative; None for any other schema (the converter's rule holds,
    and a bound it cannot hold is checked after generation)."""
    kind = schema.get("type")
    low, high = _bound(schema, "minimum", "exclusiveMinimum"), _bound(schema, "maximum", "exclusiveMaximum")
    if kind == "integer" and (low or high):
        lowest = None if low is None else (math.floor(low[0]) + 1 if low[1] else math.ceil(low[0]))
        highest = None if high is None else (math.ceil(high[0]) - 1 if high[1] else math.floor(high[0]))
        return f"( {integer_range(lowest, highest)} ) space"
    if kind == "number" and low is not None and low[0] >= 0:
        return 'integral-part ( "." decimal-part )? ( [eE] [-+]? integral-part )? space'
    return None


def integer_range(low: int | None, high: int | None) -> str:
    """GBNF for every integer from `low` to `high` as JSON writes it (no leading zeros, no
    "-0"); None is open on that side, within json.gbnf's 16 digits. ValueError when empty."""
    top = 10**_DIGITS - 1
    low = -top if low is None else max(low, -top)
    high = top if high is None else min(high, top)
    if low > high:
        raise ValueError(f"no integer is at least {low} and at most {high}")
    parts = []
    if low < 0:  # the negative ones, by their digits: from max(1, -high) to -low
        parts.append(f'"-" ( {_unsigned(max(1, -high), -low)} )')
    if high >= 0:
        parts.append(_unsigned(max(0, low), high))
    return " | ".join(parts)


def _unsigned(low: int, high: int) -> str:
    """0 <= low <= high: one alternative per number of digits."""
    alternatives, digits = [], len(str(low))
    while low <= high:
        end = min(high, 10**digits - 1)
        alternatives.append(_same_length(str(low), str(end)))
        low, digits = 10**digits, digits + 1
    return " | ".join(alternatives)


def _same_length(low: str, high: str) -> str:
    """Digit strings of one length from `low` to `high`: the common start, then the first
    differing digit's three cases (low's digit with the rest from low up, the digits between
    with any rest, high's digit with the rest up to high)."""
    if low == high:
        return f'"{low}"'
    i = next(i for i, (a, b) in enumerate(zip(low, high)) if a != b)
    head = f'"{low[:i]}" ' if i else ""
    a, b, low_rest, high_rest = low[i], high[i], low[i + 1 :], high[i + 1 :]
    if not low_rest:
        return f"{head}{_digits(a, b)}"
    n = len(low_rest)
    low_free, high_free = low_rest == "0" * n, high_rest == "9" * n
    alternatives = []
    if not low_free:
        alternatives.append(f"[{a}] ( {_same_length(low_rest, '9' * n)} )")
    first, last = (a if low_free else chr(ord(a) + 1)), (b if high_free else chr(ord(b) - 1))
    if first <= last:
        alternatives.append(f"{_digits(first, last)} [0-9]{{{n}}}")
    if not high_free:
        alternatives.append(f"[{b}] ( {_same_length('0' * n, high_rest)} )")
    return f"{head}( {' | '.join(alternatives)} )"


def _digits(first: str, last: str) -> str:
    return f"[{first}]" if first == last else f"[{first}-{last}]"


def string_not_in(names: Iterable[str], rest: str) -> str | None:
    """GBNF for a JSON string that is none of `names` (an object's added key beside its
    declared ones), through a trie of the names: at each node, one of the names' next
    characters leads on, any other character frees the rest, and the string may end where
    no name does (`rest`: the rule of what may follow a freeing character, one named rule:
    llama.cpp refuses a repetition nested in too many groups). None when a name holds a
    character JSON writes escaped."""
    trie: dict[str, Any] = {}
    for name in names:
        if any(c in '"\\' or ord(c) < 0x20 or ord(c) == 0x7F for c in name):
            return None
        node = trie
        for c in name:
            node = node.setdefault(c, {})
        node[""] = {}  # a name ends here

    def alternatives(node: dict[str, Any]) -> str:
        nexts = sorted(c for c in node if c)
        other = f'[^"\\\\\\x7F\\x00-\\x1F{"".join(_class_char(c) for c in nexts)}]'
        options = [f"[{_class_char(c)}] {_after(node[c])}".strip() for c in nexts]
        options.append(f"( {other} | {_ESCAPE} ) {rest}")
        return " | ".join(options)

    def _after(node: dict[str, Any]) -> str:
        # "may end here" as an empty alternative, not `?`: llama.cpp counts a `?` over a group
        # as a repetition of every rule inside it, and refuses a large trie's
        return f"( {alternatives(node)} )" if "" in node else f'( {alternatives(node)} | "" )'

    return f'"\\"" {_after(trie)} "\\"" space'


def _class_char(c: str) -> str:
    """One character as GBNF writes it inside [...]: letters and digits as they are, the rest
    by code point (llama.cpp's parser takes \\x, \\u and \\U escapes there)."""
    if c.isascii() and c.isalnum():
        return c
    point = ord(c)
    return f"\\x{point:02X}" if point < 0x80 else f"\\u{point:04X}" if point <= 0xFFFF else f"\\U{point:08X}"


_SHORTHANDS = {"d": "0-9", "w": "a-zA-Z0-9_", "s": " "}  # \s: a JSON string holds a space raw, not a newline


def grammar_regex(pattern: str) -> str:
    """A JSON Schema `pattern` in the form the converter's reader takes: anchored at both ends
    (a pattern matches anywhere in the string unless it says ^ or $: `.*` added), the
    shorthand classes written out, non-capturing groups as groups."""
    out, i, in_class = [], 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            n = pattern[i + 1]
            if n in _SHORTHANDS:
                out.append(_SHORTHANDS[n] if in_class else f"[{_SHORTHANDS[n]}]")
            elif not n.isalnum():
                # An escaped sign (\. \/ \-) by its code point, in a class of its own outside
                # one: the converter wrote it into a literal as an escape llama.cpp does not know.
                out.append(_class_char(n) if in_class else f"[{_class_char(n)}]")
            elif n.lower() in _SHORTHANDS and in_class:
                raise ValueError(f"\\{n} inside a class cannot be written as a grammar's class")
            elif n.lower() in _SHORTHANDS:
                out.append(f'[^{_SHORTHANDS[n.lower()]}"\\\\]')  # nor what ends or escapes the string
            else:
                out.append(c + n)
            i += 2
            continue
        if c == "(" and not in_class and pattern.startswith("(?:", i):
            out.append("(")
            i += 3
            continue
        if c == "[" and not in_class:
            in_class = True
        elif c == "]" and in_class and out and out[-1] != "[":
            in_class = False
        out.append(c)
        i += 1
    core = "".join(out)
    start = core.startswith("^")
    end = core.endswith("$") and (len(core) - len(core[:-1].rstrip("\\")) - 1) % 2 == 0
    core = core[1 if start else 0 : len(core) - 1 if end else len(core)]
    return "^" + ("" if start else ".*") + f"({core})" + ("" if end else ".*") + "$"
