"""Text ReAct: the primary format for small instruction-tuned models."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ..grammar import GrammarBuilder, literal, load_grammar_file, optional_sequence
from ..parsing.react import parse_react
from ..prompts import load_prompt
from ..tools.registry import Registry
from ..types import CallRecord, Completion, ParsedOutput, ToolCall
from .base import Format, Generate, call_labels, describe_tools, register_format

MAX_CALLS_PER_STEP = 8


def _sum_evaluated(*parts: Completion) -> int | None:
    values = [p.prompt_tokens_evaluated for p in parts]
    return None if any(v is None for v in values) else sum(v for v in values if v is not None)


@register_format("react")
class ReactFormat(Format):
    prefill = "Thought:"
    stop = ("Observation:",)
    answer_label = "Final Answer:"

    def system_prompt(self, tools: Registry) -> str:
        return load_prompt("react").format(tools=describe_tools(tools), tool_names=", ".join(tools.names) or "(none)")

    def parse(self, text: str, tools: Registry) -> ParsedOutput:
        return parse_react(text, tools, strict=self.strict)

    def observation_text(self, records: Sequence[CallRecord]) -> str:
        if len(records) == 1:
            body = f"Observation: {records[0].observation}\n"
        else:
            body = "".join(
                f"Observation: [{label}] {r.observation}\n" for label, r in zip(call_labels(records), records)
            )
        return body + self.prefill

    def grammar(self, builder: GrammarBuilder) -> str:
        return react_grammar(builder)

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        """Two stages: thought and tool name (or the final answer) under one grammar, then
        the arguments under the chosen tool's grammar, after text the schema fixes anyway
        (`\nAction Input: {"expression": "`) is written into the prompt. Tiny models pick
        odd tokens across a boundary a grammar forces (` "}` for an opening quote); writing
        the forced text keeps their tokenization natural."""
        head = generate("", react_head_grammar(builder))
        match = re.search(r"\nAction: (.+)$", head.text)
        if match is None or match.group(1) not in builder.tools:
            return head  # the final answer, or cut short
        parts, text, name = [head], head.text, match.group(1)
        seen: set[str] = set()
        for number in range(1, MAX_CALLS_PER_STEP + 1):
            forced, rest_grammar = args_continuation(builder, name)
            joint = "\nAction Input: " + forced
            rest = generate(text + joint, rest_grammar)
            parts.append(rest)
            call_text = f"{name}\n{forced}{rest.text}".strip()
            if call_text in seen:  # a small model looping on one call: keep it once, stop
                text = text[: text.rfind("\nAction: ")]
                break
            seen.add(call_text)
            text += joint + rest.text
            if not builder.parallel or number == MAX_CALLS_PER_STEP or rest.finish_reason == "length":
                break
            # Another call, or "Observation" (the model's own way of saying it is done).
            more = generate(text, react_next_grammar(builder))
            parts.append(more)
            match = re.match(r"\nAction: (.+)$", more.text)
            if match is None or match.group(1) not in builder.tools:
                break
            text += more.text
            name = match.group(1)
        return Completion(
            text=text,
            prompt_tokens=sum(p.prompt_tokens for p in parts),
            completion_tokens=sum(p.completion_tokens for p in parts),
            finish_reason=parts[-1].finish_reason,
            prompt_tokens_evaluated=_sum_evaluated(*parts),
            looped=any(p.looped for p in parts),
        )

    def calls_text(self, calls: Sequence[ToolCall]) -> str:
        actions = "".join(
            f"\nAction: {c.tool}\nAction Input: {json.dumps(c.arguments, ensure_ascii=False)}" for c in calls
        )
        lead = " The question asks for several things: one call for each." if len(calls) > 1 else " I use a tool."
        return lead + actions

    def error_text(self, feedback: str) -> str:
        return f"Observation: {feedback}\n{self.prefill}"


# --- the grammars of a constrained ReAct step (GrammarBuilder holds the per-tool rules) ----


def react_grammar(b: GrammarBuilder) -> str:
    """One whole step: a thought, then a call to an offered tool with valid arguments, or the answer."""
    b.require_tools()
    branches = " | ".join(f'{literal(t.name)} "\\nAction Input: " {b.args_rule(t.name)}' for t in b.tools)
    return b.compose("react", [f"tool-call ::= {branches}"])


def react_head_grammar(b: GrammarBuilder) -> str:
    """Thought, then a tool name or the final answer (stage one of a staged step); only
    a tool name when the builder requires a call."""
    b.require_tools()
    names = " | ".join(literal(t.name) for t in b.tools)
    end = '"Action: " tool-name' + ("" if b.require_call else ' | "Final Answer: " answer')
    return b.compose("react_head", [f"head-end ::= {end}", f"tool-name ::= {names}"])


def react_next_grammar(b: GrammarBuilder) -> str:
    """Another Action with a tool name, or done (after a call, when parallel calls are allowed)."""
    names = " | ".join(literal(t.name) for t in b.tools)
    return "\n".join([load_grammar_file("react_next").strip(), f"tool-name ::= {names}", ""])


def args_continuation(b: GrammarBuilder, tool_name: str) -> tuple[str, str]:
    """(forced text, grammar of the rest) for a tool's JSON arguments.

    The forced text is what the schema fixes anyway: `{"first_required": ` and, for a
    plain string, its opening quote. Writing it into the prompt instead of sampling it
    keeps tokenization natural; the grammar then covers exactly what is left.
    """
    tool = b.tools.get(tool_name)
    props = list(tool.properties)
    required = [p for p in props if p in tool.required]
    optional = [p for p in props if p not in tool.required]
    kv = {p: f'"," space {literal(literal(p))} space ":" space {b.value_rule(tool.name, p)}' for p in props}
    if required:
        first = required[0]
        forced = "{" + literal(first) + ": "
        value_rule = b.value_rule(tool.name, first)
        body = b.string_body(value_rule)
        if body is not None:
            forced += '"'
            head = body
        else:
            head = value_rule
        parts = [head, *(kv[p] for p in required[1:]), *(f"( {kv[p]} )?" for p in optional)]
    else:
        forced = "{"
        items = [kv[p].removeprefix('"," space ') for p in optional]
        parts = (
            ["space", optional_sequence(items, leading_comma=False).replace('", " ', '"," space ')]
            if items
            else ["space"]
        )
    root = " ".join(parts) + ' "}" space'
    return forced, "\n".join([f"root ::= {root}", b.generated(), load_grammar_file("json").strip(), ""])
