"""Policy `relevant_tools`: offer the tools a question is about, by the words they share.

A tiny model given several tools often calls the wrong one, and leans towards the tool
listed last (bench/RESULTS.md, "Tool order"). This policy offers the run the
`relevant_tools` tools most likely meant, most relevant last, for every step (so each
step's prompt extends the last one's and llama.cpp reuses it). When the model's first
calls then hold no number at all while the question states some ("17 times 23" meeting the
`current_time` tool through "time"), the cut was probably wrong: the question is asked
again offering every tool. It reads English words, so it stays out of questions in other
scripts (every tool is offered there). Pure text work, tested by tables
(tests/test_relevance.py).

A tool's words are its name (camelCase, snake_case and dotted names split into words),
description and parameter names and descriptions. Words are compared by their stems, so
"weights" meets "weight" and "deleted" meets "delete". A word shared with the
tool's name counts twice; a word that every offered tool has ("calculate" among three
calculators) counts less than one only some have, as in tf-idf.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from typing import Any

from .. import text
from ..tools.registry import Registry, Tool
from ..types import ToolCall
from .asked import CALCULATOR, states_arithmetic
from .base import LATIN, FirstStep, Policy, register_policy

_WORD = re.compile(r"[^\W\d_]{3,}")  # letters of any script (only Latin text reaches it)
STOPWORDS = frozenset(
    "the and for with from that this what which who whom how are was were is can could would will you your "
    "me my our please tell give find get show about into than then also there their them they its it".split()
)
NAME_WEIGHT = 2.0
NAMED_SHARE = 0.5  # of the best score, for a tool named by a request to be asked too


_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ers", "er", "ed", "ly", "s")


def stem(word: str) -> str:
    # A light suffix stripper, not a full Porter stemmer: "weights"/"weight",
    # "deleted"/"delete", "files"/"file" meet; "currently" and "currency" do not.
    word = word.lower()
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)] + ("y" if suffix in ("ies", "ied") else "")
            break
    return word.removesuffix("e")[:7]


def _words(text: str) -> list[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)  # camelCase names split into words
    return [w for w in _WORD.findall(spaced) if w.lower() not in STOPWORDS]


def stems(text: str) -> set[str]:
    """The words of `text` that carry meaning, stemmed."""
    return {stem(w) for w in _words(text)}


def _schema_text(schema: Any) -> Iterable[str]:
    """Parameter names and descriptions, nested ones included (not types or formats)."""
    if isinstance(schema, dict):
        for name, sub in (schema.get("properties") or {}).items():
            yield name
            yield from _schema_text(sub)
        if isinstance(schema.get("description"), str):
            yield schema["description"]
        if isinstance(schema.get("items"), dict):
            yield from _schema_text(schema["items"])


def tool_text(tool: Tool) -> str:
    """What a tool is about: its name, description, parameters, and the words of other
    languages it is asked by (`@tool(asked_by=...)`: "Wie spät ist es?" meets the clock)."""
    return " ".join([tool.name, tool.description, *_schema_text(tool.parameters), *_asked_words(tool)])


def scores(request: str, tools: Registry) -> dict[str, float]:
    """Each tool's relevance to the request: 0 when they share no word."""
    asked = stems(request)
    names = {t.name: stems(t.name) for t in tools}
    words = {t.name: stems(tool_text(t)) for t in tools}
    count = len(words)
    result = {}
    for name, own in words.items():
        score = 0.0
        for word in asked & own:
            holders = sum(1 for other in words.values() if word in other)
            weight = math.log(1 + count / holders)
            score += weight * (NAME_WEIGHT if word in names[name] else 1.0)
        result[name] = score
    return result


def related(request: str, tool: Tool) -> bool:
    """True when the request shares a word with the tool's name, description or parameter
    schema. The decline policy (decline.py) was measured with this coarser comparison (the
    first five letters of each word, the schema's JSON text with its type names) and keeps it."""

    def prefixes(text: str) -> set[str]:
        return {w.lower()[:5] for w in _words(text)}

    about = " ".join([tool.name, tool.description, json.dumps(tool.parameters), *_asked_words(tool)])
    return bool(prefixes(request) & prefixes(about)) or _asked_phrase(request, tool)


def _asked_words(tool: Tool) -> list[str]:
    """The single words of a tool's `asked_by`; an entry of several words is a phrase (below)."""
    return [w for w in tool.asked_by if " " not in w.strip()]


def _asked_phrase(request: str, tool: Tool) -> bool:
    """The request says one of the tool's `asked_by` phrases whole ("what day": "What day is
    it?" asks the clock; the "day" of "the sky on a clear day" does not)."""
    folded = " ".join(text.words(request))
    return any(f" {' '.join(text.words(p))} " in f" {folded} " for p in tool.asked_by if " " in p.strip())


def most_relevant(request: str, tools: Registry, keep: int) -> Registry:
    """The `keep` tools most relevant to the request, the most relevant listed last (where a
    tiny model looks first). Ties keep the offered order. All tools, in the offered order,
    when `keep` is 0 or when the request shares no word with any of them (then nothing is
    known, and declining is the model's to do)."""
    if keep <= 0 or len(tools) <= 1:
        return tools
    scored = scores(request, tools)
    if not any(scored.values()):
        return tools
    order = {name: i for i, name in enumerate(tools.names)}
    best = sorted(tools.names, key=lambda n: (-scored[n], order[n]))[:keep]
    return tools.select(sorted(best, key=lambda n: (scored[n], -order[n])))


def uses_no_number(question: str, calls: list[ToolCall]) -> bool:
    """The question states numbers and no call has any (`current_time(utc=true)` for "17
    times 23"): evidence, in any language, that the tool offered was not the one meant. A
    call with a number of its own (radius 5 for "a diameter of 10") is the model's reading."""
    if not text.numbers_in(question):
        return False
    return not any(text.numbers_in(str(v)) for c in calls for v in text.plain_values(c.arguments))


@register_policy
class OfferRelevant(Policy):
    name = "relevant_tools"
    order = 1
    off = 0

    reads = LATIN

    @classmethod
    def build(cls, config: Any) -> Policy:
        return cls(config.relevant_tools)

    def __init__(self, keep: int) -> None:
        self.keep = keep

    def offer(self, step: FirstStep) -> Registry | None:
        offered = most_relevant(step.question, step.tools, self.keep)
        if CALCULATOR in step.tools.names and CALCULATOR not in offered.names and states_arithmetic(step.question):
            # The arithmetic a question states is evidence too: the calculator goes last, where
            # a tiny model looks first.
            offered = step.tools.select([*offered.names, CALCULATOR])
        return offered if offered.names != step.tools.names else None

    def retry(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Registry | None:
        if offered.names == step.tools.names or not calls or not uses_no_number(step.question, calls):
            return None
        return step.tools


def named_tools(request: str, tools: Registry) -> list[str]:
    """The tools the request names by all the words of their name that no other offered
    tool's name has, and that are nearly as relevant as the most relevant one: "the origin
    of Buddhism and the core beliefs of both" names `get_origin` and `get_core_beliefs`;
    "the weight and the diameter" names `getWeight` and `getDiameter`, not `getCharge`;
    "the magnetic field of an electric current" names `magnetic_field` alone, though
    "electric" is all that `electric_field` has of its own. In the offered order."""
    names = {t.name: stems(t.name) for t in tools}
    asked = stems(request)
    ranked = scores(request, tools)
    best = max(ranked.values(), default=0.0)
    named = []
    for name, own in names.items():
        others = set().union(*(v for k, v in names.items() if k != name))
        distinct = own - others
        if distinct and distinct <= asked and ranked[name] >= NAMED_SHARE * best:
            named.append(name)
    return named
