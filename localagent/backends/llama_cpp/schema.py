"""JSON Schema to GBNF rules: the one adapter over llama-cpp-python's SchemaConverter (the port
of llama.cpp's json-schema-to-grammar), the only code that touches its private API.

localagent.grammar asks it for a rule per schema (`rule`) and for every rule made so far
(`rules`); what the converter does beyond llama-cpp-python's is marked (see grammar.py's
module docstring for the three extensions).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
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
}
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
