"""Policy `retrieve`: a question asked with the user's documents at hand first searches them
with the question's own words.

SmolLM2 searched the notes with words of its own ("Wi", "12", a file name it made up),
got "nothing matches" and repeated the call until the run stopped; or it answered a question
about the notes from its own head ("The dentist appointment is typically scheduled for 12:00
PM on Monday"). The question itself is the better query: the search ranks passages by the
words they share with it (BM25), in any script its tokenizer reads. When `search_docs` is
offered, runs here unasked (no approval, not a server's) and finds a passage for the whole
question, the first step is that search and the model answers from the passages it returns.
A question that shares with the documents no word, or only words most passages have ("What is
the capital of France?" meeting "the" and "of"), is left to the model.
Questions whose arithmetic, conversion or date span is stated whole are called by the
policies before this one.
"""

from __future__ import annotations

from ..errors import LocalAgentError, ToolRetry
from ..tools.registry import ToolOutput
from ..types import ToolCall
from .base import FirstStep, Policy, register_policy

SEARCH = "search_docs"


@register_policy
class SearchDocumentsFirst(Policy):
    name = "retrieve"
    order = 4
    proposes = "a search of the user's documents with the question's own words"

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        if SEARCH not in step.tools.names:
            return None
        search = step.tools.get(SEARCH)
        if search.fn is None or search.requires_approval or search.source:
            return None  # only a search that runs here without asking is run to see what it finds
        query = step.question.strip()
        try:
            found = search.fn(query=query)
        except (ToolRetry, LocalAgentError, OSError, ValueError):
            return None
        # Only a passage the question names something particular to, not one sharing "the" and "of".
        particular = isinstance(found, ToolOutput) and isinstance(found.data, dict) and found.data.get("particular")
        return [ToolCall(SEARCH, {"query": query})] if particular else None
