"""Grammars of the native call syntaxes, built from the same per-tool rules as the other formats
(GrammarBuilder: each tool's arguments as a JSON object valid for its schema, each property's
value). A family composes its syntax from the pieces here; `root` repeats one call when the
run allows parallel calls."""

from __future__ import annotations

import json

from ...grammar import GrammarBuilder, load_grammar_file, optional_sequence, rule_name

MAX_CALLS = 8


def _lit(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


class CallGrammar:
    """Pieces of call syntax for one tool set; `rules` collects the named rules they need."""

    def __init__(self, builder: GrammarBuilder) -> None:
        self.builder = builder
        self.tools = builder.tools
        self.rules: dict[str, str] = {}

    def root(self, one: str, separator: str = "") -> str:
        """One call, or up to MAX_CALLS when parallel calls are allowed."""
        if not self.builder.parallel:
            return one
        self.rules["native-call"] = one
        sep = f"{separator} " if separator else ""
        return f"native-call ( {sep}native-call ){{0,{MAX_CALLS - 1}}}"

    def json_call(self, name_key: str, args_key: str, id_key: str | None = None) -> str:
        """`{"<name_key>": "tool", "<args_key>": {...}}`, one branch per tool."""
        branches = []
        for tool in self.tools:
            id_part = f'"\\"{id_key}\\"" space ":" space "\\"" [0-9]{{1,3}} "\\"" space "," space ' if id_key else ""
            branches.append(
                f'"{{" space {id_part}"\\"{name_key}\\"" space ":" space {_lit(_lit(tool.name))} space "," space '
                f'"\\"{args_key}\\"" space ":" space {self.builder.args_rule(tool.name)} "}}" space'
            )
        name = rule_name("json-call", name_key, args_key)
        self.rules[name] = " | ".join(f"( {b} )" for b in branches)
        return name

    def json_list(self, item: str) -> str:
        count = f"{{0,{MAX_CALLS - 1}}}" if self.builder.parallel else "{0,0}"
        return f'"[" {item} ( ", " {item} ){count} "]"'

    def named_args(self, between: str, opener: str = "", closer: str = "") -> str:
        """`<opener>name<between>{json arguments}<closer>`, one branch per tool."""
        branches = [
            f"{opener} {_lit(t.name)} {between} {self.builder.args_rule(t.name)} {closer}".strip() for t in self.tools
        ]
        name = rule_name("named-args", str(abs(hash((between, opener, closer))) % 10_000))
        self.rules[name] = " | ".join(f"( {b} )" for b in branches)
        return name

    def xml_functions(self) -> str:
        """Qwen XML: `name>\\n` then each parameter as `<parameter=p>\\nvalue\\n</parameter>\\n`."""
        branches = []
        for tool in self.tools:
            params = []
            for prop in tool.properties:
                value = self._xml_value(tool.name, prop)
                item = f'"<parameter={prop}>\\n" {value} "\\n</parameter>\\n"'
                params.append(item if prop in tool.required else f"( {item} )?")
            branches.append(f'{_lit(tool.name + ">")} "\\n" {" ".join(params)}'.strip())
        self.rules["xml-text"] = '( [^<] | "<" [^/] ){0,2000}'
        return " | ".join(f"( {b} )" for b in branches)

    def _xml_value(self, tool: str, prop: str) -> str:
        schema = self.tools.get(tool).properties.get(prop, {})
        types = schema.get("type") if isinstance(schema, dict) else None
        types = [types] if isinstance(types, str) else list(types or [])
        if "string" in types and "enum" not in schema:
            return "xml-text"
        return self.builder.value_rule(tool, prop)

    def pythonic_calls(self) -> str:
        """LFM2: `name(key=value, ...)` with JSON values, comma-separated when parallel."""
        branches = []
        for tool in self.tools:
            args = {p: f"{_lit(p + '=')} {self.builder.value_rule(tool.name, p)}" for p in tool.properties}
            branches.append(f'{_lit(tool.name + "(")} {_arguments(args, tool.required, ", ")} ")"')
        self.rules["pythonic-call"] = " | ".join(f"( {b} )" for b in branches)
        return self.root("pythonic-call", separator='", "')

    def gemma_calls(self) -> str:
        """Gemma 4: `name{key:value,...}`, strings between <|"|> marks."""
        self.rules["gemma-string"] = '"<|\\"|>" [^<]{0,2000} "<|\\"|>"'
        self.rules["gemma-value"] = (
            'gemma-string | number | "true" | "false" | "null" '
            '| "{" ( [a-zA-Z_] [a-zA-Z0-9_]* ":" gemma-value ( "," [a-zA-Z_] [a-zA-Z0-9_]* ":" gemma-value )* )? "}" '
            '| "[" ( gemma-value ( "," gemma-value )* )? "]"'
        )
        branches = []
        for tool in self.tools:
            items = {}
            for prop, schema in tool.properties.items():
                kind = schema.get("type") if isinstance(schema, dict) else None
                value = {"integer": "integer", "number": "number", "boolean": "boolean"}.get(str(kind), "gemma-value")
                if kind == "string" and "enum" not in schema:
                    value = "gemma-string"
                items[prop] = f"{_lit(prop + ':')} {value}"
            branches.append(f'{_lit(tool.name + "{")} {_arguments(items, tool.required, ",")} "}}"')
        return " | ".join(f"( {b} )" for b in branches)

    def generic(self) -> str:
        """The whole output: `{"tool_call": {...}}` (or a list under "tool_calls") or `{"response": "..."}`."""
        call = self.json_call("name", "arguments")
        calls = f'{_key("tool_call")} {call} "}}" space'
        if self.builder.parallel:
            more = f'( "," space {call} ){{0,{MAX_CALLS - 1}}}'
            calls += f' | {_key("tool_calls")} "[" space {call} {more} "]" space "}}" space'
        if self.builder.require_call:
            return calls
        return f'{calls} | {_key("response")} string "}}" space'

    def compose(self, root: str) -> str:
        """A family's grammar: `root` from its trigger on, with the rules it uses."""
        family_rules = [f"{name} ::= {rule}" for name, rule in self.rules.items()]
        self.builder.require_tools()
        return "\n".join(
            [
                load_grammar_file("native").strip(),
                f"native-root ::= {root}",
                *family_rules,
                self.builder.generated(),
                load_grammar_file("json").strip(),
                "",
            ]
        )


def _key(name: str) -> str:
    """`{"name":` with JSON's optional spaces."""
    return '"{" space "\\"' + name + '\\"" space ":" space'


def _arguments(items: dict[str, str], required: list[str], comma: str) -> str:
    """Required arguments in order, then any subset of the optional ones, comma-separated."""
    sep = f" {_lit(comma)} "
    must = sep.join(items[p] for p in items if p in required)
    optional = [items[p] for p in items if p not in required]
    if not optional:
        return must
    tail = optional_sequence(optional, leading_comma=bool(must))
    tail = tail.replace('", " ', f"{_lit(comma)} ")
    return f"{must} {tail}".strip()
