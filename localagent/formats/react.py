"""Text ReAct: the primary format for small instruction-tuned models."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ..grammar import GrammarBuilder
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
        return builder.react()

    def generate_constrained(self, generate: Generate, builder: GrammarBuilder) -> Completion:
        """Two stages: thought and tool name (or the final answer) under one grammar, then
        the arguments under the chosen tool's grammar, after text the schema fixes anyway
        (`\nAction Input: {"expression": "`) is written into the prompt. Tiny models pick
        odd tokens across a boundary a grammar forces (` "}` for an opening quote); writing
        the forced text keeps their tokenization natural."""
        head = generate("", builder.react_head())
        match = re.search(r"\nAction: (.+)$", head.text)
        if match is None or match.group(1) not in builder.tools:
            return head  # the final answer, or cut short
        parts, text, name = [head], head.text, match.group(1)
        seen: set[str] = set()
        for number in range(1, MAX_CALLS_PER_STEP + 1):
            forced, rest_grammar = builder.args_continuation(name)
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
            more = generate(text, builder.react_next())
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
        )

    def calls_text(self, calls: Sequence[ToolCall]) -> str:
        actions = "".join(
            f"\nAction: {c.tool}\nAction Input: {json.dumps(c.arguments, ensure_ascii=False)}" for c in calls
        )
        return " The question asks for several things: one call for each." + actions

    def error_text(self, feedback: str) -> str:
        return f"Observation: {feedback}\n{self.prefill}"
