"""Policy `quoted`: a request that names one tool and quotes the text it is for gets that call,
put together by code ("Shout 'hello'" -> shout(text="hello")).

SmolLM2 called the README's own example tool with the instructions' example as its text
(`shout(text="12 * 7")`, twice), and the run answered without it. The reader is closed-world:
the question must be one quoted text (in '...', "...", ‘...’, “...”, «...», 「...」) and
around it only words of the tool's name (or forms of them: "shouting" for shout) and the
words that carry no content in the question's language (its lexicon's `filler`: "please",
"can you"); the tool must be the only offered one so named, and take exactly one required
parameter, a string, whatever else it takes having defaults. Anything else (a second quote, a
word left over: "Translate 'good morning' to French", "Can you recommend songs similar to '22'?")
leaves the step to the model.
"""

from __future__ import annotations

import re

from .. import text
from ..reading.lexicon import language_of, lexicon
from ..tools.registry import Tool
from ..types import ToolCall
from .base import LATIN, FirstStep, Policy, register_policy

_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|‘([^’]+)’|“([^”]+)”|«\s*([^»]+?)\s*»|「([^」]+)」")


def quoted_request(question: str, tools: list[Tool]) -> ToolCall | None:
    """The call the question asks for whole (see the module), or None."""
    quotes = list(_QUOTED.finditer(question))
    if len(quotes) != 1:
        return None
    quote = quotes[0]
    quoted = next(g for g in quote.groups() if g is not None).strip()
    around = text.words(question[: quote.start()] + " " + question[quote.end() :])
    filler = set(lexicon(language_of(question)).filler)
    content = [w for w in around if w not in filler]
    named = [t for t in tools if content and all(_names(w, t) for w in content)]
    if not quoted or len(named) != 1:
        return None
    tool = named[0]
    required = tool.required
    if len(required) != 1 or tool.parameters.get("properties", {}).get(required[0], {}).get("type") != "string":
        return None
    return ToolCall(tool.name, {required[0]: quoted})


def _names(word: str, tool: Tool) -> bool:
    """`word` is a word of the tool's name, or a form of one ("shouting" for shout)."""
    return any(text.same_word(word, part) for part in tool.name.casefold().split("_"))


@register_policy
class CallQuoted(Policy):
    name = "quoted"
    order = 4
    proposes = "the one tool the request names, with the text it quotes"
    reads = LATIN

    def propose(self, step: FirstStep) -> list[ToolCall] | None:
        call = quoted_request(step.question, list(step.tools))
        return [call] if call is not None else None
