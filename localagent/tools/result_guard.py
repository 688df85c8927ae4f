"""Tool results are data, never instructions.

A result is pasted into the prompt between the model's own turns, so text in it that looks
like the conversation's structure could pose as a turn the model did not write: a chat
template's special tokens (`<|im_start|>system`, `[INST]`, `<start_of_turn>`) would even be
read as real special tokens; a tool-call tag (`<tool_call>`, `[TOOL_CALLS]`) or a line
starting with a format label (`Action:`, `Final Answer:`) as a call or an answer. The guard
rewrites exactly those into inert look-alikes (`<|im_start|>` -> `[im_start]`, `<tool_call>`
-> `[tool_call]`, `Action:` at a line start -> `> Action:`) and leaves the rest of the text
as it was. It applies to every tool: built-ins reading files, your functions, MCP servers.
"""

from __future__ import annotations

import re

_SPECIAL_TOKEN = re.compile(r"<\|([^|<>\n]{1,40})\|>|<(/?s)>|<((?:start|end)_of_(?:turn|text|image))>")
_BRACKET_TOKEN = re.compile(
    r"\[(/?(?:INST|SYS|TOOL_CALLS|TOOL_RESULTS|AVAILABLE_TOOLS|SYSTEM_PROMPT|THINK|CALL_ID|ARGS))\]"
)
_TAG = re.compile(
    r"<(/?(?:tool_call|tool_calls|tool_response|tool_result|tools|function_call|functions?|think|"
    r"start_function_call|end_function_call|response|json|xml|tool_use|\|tool_call_begin\|))((?:[ =][^<>\n]{0,60})?)>",
    re.IGNORECASE,
)
_LABEL = re.compile(r"(?m)^([ \t]*)((?:Thought|Action|Action Input|Observation|Final Answer|Result)[ \t]*:)")


def guard_result(text: str) -> str:
    """`text` with everything that could pose as the conversation's structure made inert."""
    text = _SPECIAL_TOKEN.sub(lambda m: "[" + (m.group(1) or m.group(2) or m.group(3)) + "]", text)
    text = _BRACKET_TOKEN.sub(lambda m: f"({m.group(1)})", text)
    text = _TAG.sub(lambda m: f"[{m.group(1)}{m.group(2)}]", text)
    return _LABEL.sub(lambda m: f"{m.group(1)}> {m.group(2)}", text)
