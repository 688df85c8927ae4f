"""Policy `decompose`: a question of several requests asked one request at a time.

A tiny model makes one call and stops, or guesses an answer, when a question asks for
several things ("Find X. Also find Y", "book a flight ... and book a hotel", ", then repeat
with ..."). Asked one request at a time, under a grammar that requires a call, it makes the
call each request needs. Each request is a new model session with the request's own most
relevant tools (a request naming several tools by the words only their names have is asked
once per tool); the calls come back as the model wrote them. A tool that cannot be undone
(`irreversible`) is never offered to a request: the model calls it in its own next step. A call for a request that
states none of its values (the preamble of a long question, "The experiment is conducted
in a vacuum.") is dropped, unless no request stated any.

A request that is wholly one arithmetic, conversion or date span the readers read (the
`arithmetic` and `quantities` policies' closed-world readers, where those are switched on)
gets their call instead of a model session: "What is 17 * 23, and how many miles is 10 km?"
is `calculator("17 * 23")` and `convert_units(10, km, miles)`. Asked the first request
with every tool, SmolLM2 wrote `date_math(start="23", end="321")`.

Requests are found by English connectives, so the policy stays out of questions in other
scripts; a Latin-script question in another language simply has none to split on.
"""

from __future__ import annotations

import re
from typing import Any

from .. import text
from ..tools.registry import Registry
from ..types import ToolCall
from . import arithmetic, quantities
from .base import LATIN, FirstStep, Policy, register_policy
from .relevance import most_relevant, named_tools

MAX_REQUESTS = 8

# Imperatives that start a new request after "and": "book a flight ... and book a hotel".
_VERBS = (
    "find", "get", "calculate", "compute", "tell", "give", "show", "book", "buy", "search", "check", "convert",
    "estimate", "predict", "play", "send", "create", "make", "list", "fetch", "determine", "retrieve", "look",
    "provide", "order", "reserve", "schedule", "add", "set", "identify", "recommend", "plan", "invest",
    "withdraw", "deposit", "transfer", "translate", "locate", "analyze", "analyse", "display", "return", "sell",
    "generate", "count", "measure", "track", "send", "update", "compare", "sort", "suggest", "describe",
    "explain", "evaluate", "assess", "fit", "train", "build", "draw", "plot", "simulate", "lookup", "see",
)  # fmt: skip
# Where one request ends and the next begins: a new sentence, "; ", ", then", "and also",
# ", and the <noun>" (a new object of the same verb: "the GCD of 96 and 128, and the LCM of 15 and 25").
_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?])\s+(?=[A-Z])"
    r"|\s*;\s*"
    # ("can you also ..." goes on with the same request)
    r"|(?<![Cc]an you)(?<![Cc]ould you)(?<![Ww]ould you)(?<![Ww]ill you),?\s+(?i:and\s+)?(?i:then|also)\b,?\s*(?=[a-z])"
    r"|,\s+(?i:and)\s+(?=(?i:the)\b)"
    r"|,?\s+(?i:and)\s+(?=(?i:what|how|where|when|who|which)\b)"
    r"|,\s+(?=(?i:what|how|where|when|who|which)\s+(?i:is|are|was|were|do|does|did|will|would|can)\b)"
    r"|,?\s+(?i:in addition(?: to that)?|additionally)\b,?\s*"
    r"|,?\s+(?i:as well as|and for)\s+(?=[a-zA-Z])"
    r"|,\s+(?i:and)\s+(?=(?i:between|from|for|in|at|on|with)\b)"
    r"|,?\s+(?i:and\s+)?(?=(?i:another)\b)"
    r"|,?\s+(?i:and)\s+(?=(?i:" + "|".join(_VERBS) + r")\b)"
)
_LEADING_FILLER = re.compile(
    r"^(?:and|also|then|please|additionally|furthermore|moreover|in addition(?: to that)?)\b[,\s]*", re.IGNORECASE
)


def split_clauses(question: str) -> list[str]:
    """The separate requests in a question; one element when it asks for one thing."""
    parts: list[str] = []
    carry = ""  # "can you" cut off by "also": it belongs to the request that follows
    for piece in _CLAUSE_BREAK.split(question):
        piece = (carry + " " + _LEADING_FILLER.sub("", piece.strip(" ,"))).strip()
        if not piece:  # nothing after a final ";"
            continue
        carry = piece if len(piece.split()) <= 2 else ""
        if not carry:
            parts.append(piece)
    return parts if len(parts) > 1 else [question]


@register_policy
class SplitRequests(Policy):
    name = "decompose"
    order = 5

    reads = LATIN

    @classmethod
    def build(cls, config: Any) -> Policy:
        return cls(config.relevant_tools, config.arithmetic, config.quantities)

    def __init__(self, keep: int, arithmetic: bool = True, quantities: bool = True) -> None:
        self.keep = keep  # tools offered to each request (relevant_tools); 0: all
        self.arithmetic = arithmetic  # a request wholly one arithmetic is read, not asked
        self.quantities = quantities  # so is one conversion or date span

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        if not step.parallel:
            return None
        requests = split_clauses(step.question)[:MAX_REQUESTS]
        if len(requests) < 2:
            return None
        # A request is asked under a grammar that requires a call: a tool that cannot be undone is
        # never offered there (a forced call is the policy's, and the executor refuses it, so the
        # refusal was all the run got); the model calls it in its own next step, checks first.
        reversible = step.tools.select([t.name for t in step.tools if not t.irreversible])
        if not reversible:
            return None
        stated: list[ToolCall] = []
        unstated: list[ToolCall] = []
        for request in requests:
            read = self._read(request, reversible)
            pairs = [] if read else self._asked([request], reversible)
            asked = [(request, read)] if read else [(r, step.ask(r, tools, True)) for r, tools in pairs]
            for request_asked, calls in asked:
                for call in calls:
                    step.request_of[id(call)] = request_asked
                    (stated if text.states_any(request_asked, call.arguments) else unstated).append(call)
        return stated or unstated or None

    def _read(self, request: str, tools: Registry) -> list[ToolCall]:
        """The readers' call for a request that is wholly one they read, among `tools`, or none:
        the `arithmetic` and `quantities` policies' own, where they are switched on."""
        found = arithmetic.written_calls(request, tools.names) if self.arithmetic else []
        return found or (quantities.written_calls(request, tools.names) if self.quantities else [])

    def _asked(self, requests: list[str], tools: Registry) -> list[tuple[str, Registry]]:
        asked: list[tuple[str, Registry]] = []
        for request in requests:
            named = named_tools(request, tools) if self.keep > 0 else []
            if len(named) > 1:
                asked.extend((request, tools.select([name])) for name in named)
            else:
                asked.append((request, most_relevant(request, tools, self.keep)))
        return asked
