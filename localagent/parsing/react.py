"""Text ReAct: Thought / Action / Action Input / Observation / Final Answer.

Tolerant of what small models write: labels in any case, with markdown decoration
(`**Action:**`) or without the newlines between them; the tool name in backticks or
quotes or written as `tool(args)`; Action Input as JSON (one line or many, fenced, nested,
broken: it goes through the repair ladder) or as a bare value; several Action pairs in one
output; a hallucinated Observation and everything after it is discarded.
Whichever of Action or Final Answer comes first wins.
"""

from __future__ import annotations

from typing import Any

import regex

from ..errors import ParseError
from ..tools.registry import Registry
from ..types import ParsedOutput, ToolCall
from .calls import normalize_call
from .jsonrepair import find_json_start, repair_json

_LABEL = regex.compile(
    r"(?<![\p{L}\p{N}_])(?P<deco>[*_`#>]*)[ \t]*"
    r"(?P<kind>thought|action[ \t_]*input|action|final[ \t_]*answer|observation)"
    r"[ \t]*[*_`]*[ \t]*:[*_`]*",
    regex.IGNORECASE,
)
_EMPTY_INPUTS = {"", "none", "null", "{}", "n/a", "no input", "nothing", "()"}
EXPECTED_FORMAT = 'Use exactly:\nAction: tool_name\nAction Input: {"arg": "value"}\nor\nFinal Answer: your answer'


def _kind(m: regex.Match[str]) -> str:
    k = regex.sub(r"[\s_]+", " ", m.group("kind").lower())
    return {"action input": "input", "final answer": "final"}.get(k, k)


def parse_react(text: str, tools: Registry | None = None, *, strict: bool = False) -> ParsedOutput:
    labels = list(_LABEL.finditer(text))
    first = next((m for m in labels if _kind(m) in ("action", "final")), None)
    decorated = any(m.group("deco") or text[m.end() - 1 : m.end()] != ":" for m in labels)
    if first is None:
        return _prose_answer(text, labels, strict)
    if _kind(first) == "final":
        answer = _strip_decoration(text[first.end() :])
        if not answer:
            raise ParseError("Final Answer was empty. " + EXPECTED_FORMAT)
        repairs = ["removed markdown decoration"] if decorated else []
        return ParsedOutput(final_answer=answer, format="react", repair_level=0, repairs=repairs)

    observation = next((m for m in labels if _kind(m) == "observation" and m.start() > first.start()), None)
    end_of_calls = observation.start() if observation else len(text)
    calls: list[ToolCall] = []
    level = 1 if decorated else 0
    repairs = ["removed markdown decoration"] if decorated else []
    if observation is not None and text[end_of_calls:].strip():
        repairs.append("discarded a hallucinated Observation and what followed")
    consumed = first.start()
    actions = [m for m in labels if _kind(m) == "action" and first.start() <= m.start() < end_of_calls]
    for i, action in enumerate(actions):
        if action.start() < consumed:
            continue  # a label inside a previous Action Input's JSON
        next_action = actions[i + 1].start() if i + 1 < len(actions) else end_of_calls
        name, paren_args = _tool_name(text, action, labels, next_action)
        input_label = next(
            (m for m in labels if _kind(m) == "input" and action.end() <= m.start() < next_action),
            None,
        )
        if input_label is not None:
            value, in_level, in_repairs, used = _parse_input(text[input_label.end() : next_action])
            if next_action < end_of_calls:
                # The "Action:" that seems to start the next call may sit inside a string of
                # this call's JSON: a complete value running past it decides.
                wide = _parse_input(text[input_label.end() : end_of_calls])
                if wide[1] <= 1 and input_label.end() + wide[3] > next_action and isinstance(wide[0], (dict, list)):
                    value, in_level, in_repairs, used = wide
            consumed = input_label.end() + used
        elif paren_args is not None:
            value, in_level, in_repairs, _ = _parse_input(paren_args)
            in_repairs = ["read arguments written as tool(...)", *in_repairs]
            in_level = max(in_level, 1)
            consumed = action.end()
        else:
            value, in_level, in_repairs = {}, 0, []
            consumed = action.end()
        if not name:
            raise ParseError("Action had no tool name. " + EXPECTED_FORMAT)
        tool_name, arguments, call_repairs = normalize_call(name, value, tools)
        level = max(level, in_level, 3 if call_repairs else 0)
        repairs.extend(in_repairs + call_repairs)
        calls.append(ToolCall(tool=tool_name, arguments=arguments))
    return ParsedOutput(calls=calls, format="react", repair_level=level, repairs=list(dict.fromkeys(repairs)))


def _prose_answer(text: str, labels: list[regex.Match[str]], strict: bool) -> ParsedOutput:
    if strict:
        raise ParseError("Your output had neither an Action nor a Final Answer. " + EXPECTED_FORMAT)
    start, end = 0, len(text)
    if labels and _kind(labels[0]) == "thought" and not text[: labels[0].start()].strip():
        start = labels[0].end()  # a leading "Thought:" label is not part of the answer
    # A hallucinated Observation ends the answer.
    obs = next((m for m in labels if _kind(m) == "observation" and m.start() >= start), None)
    if obs is not None:
        end = obs.start()
    repairs = ["read prose without labels as the final answer"]
    answer = _strip_decoration(text[start:end])
    if not answer:
        raise ParseError("Your output was empty. " + EXPECTED_FORMAT)
    return ParsedOutput(final_answer=answer, format="react", repair_level=1, repairs=repairs)


def _strip_decoration(s: str) -> str:
    return s.strip().strip("*_`").strip()


def _tool_name(
    text: str, action: regex.Match[str], labels: list[regex.Match[str]], limit: int
) -> tuple[str, str | None]:
    """The tool name after `Action:`, and the inside of `name(...)` when written that way."""
    start = action.end()
    next_label = next((m.start() for m in labels if m.start() >= start), len(text))
    segment = text[start : min(next_label, limit)].lstrip()
    line = segment.split("\n", 1)[0].strip()
    paren_args = None
    if "(" in line:
        head, _, rest = line.partition("(")
        close = rest.rfind(")")
        paren_args = rest[:close] if close != -1 else rest
        line = head
    name = line.strip().strip("`'\"*[]").strip().rstrip(".:,;").strip("`'\"*")
    return name, paren_args


def _parse_input(raw: str) -> tuple[Any, int, list[str], int]:
    """(value, level, repairs, characters of `raw` used) for the text after `Action Input:`."""
    lead = len(raw) - len(raw.lstrip())
    body = raw.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else body[3:]
    first_line = body.split("\n", 1)[0].strip()
    if first_line.strip("`").lower() in _EMPTY_INPUTS:
        return {}, 0, [], lead + len(first_line)
    start = find_json_start(body)
    if start != -1 and body[:start].strip().strip("`").lower() in ("", "json"):
        result = repair_json(raw)
        return result.value, result.level, result.repairs, result.end
    # A bare value: the rest of the line, unquoted; the schema decides where it goes.
    value = first_line.strip("`").strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return value, 0, ["read a bare Action Input value"], lead + len(first_line)
