"""The protocol every backend implements, and the plain chat layout for models without one.

A backend turns a prompt string into text. It knows nothing about tools or formats:
the agent renders messages into a prompt with `render_chat`, then asks for text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from ..types import Completion, Message, SamplingParams

TextCallback = Callable[[str], None]


@runtime_checkable
class Backend(Protocol):
    model_name: str
    supports_grammar: bool
    context_size: int
    chat_template: str | None  # the model's own chat template (Jinja), when it has one
    eos_text: str  # its end-of-sequence token as text

    def generate(
        self,
        prompt: str,
        *,
        stop: Sequence[str] = (),
        max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(),  # noqa: B008 - frozen, never mutated
        grammar: str | None = None,
        on_text: TextCallback | None = None,
        special: bool = False,
        identify_stop: bool = False,
    ) -> Completion:
        """Generate a continuation of `prompt`, stopping before any of `stop`.

        `grammar` is GBNF text (backends with supports_grammar=False raise on it);
        `on_text` receives the text as it is produced, for streaming; `special` returns
        the model's special tokens as their text (native tool-call syntaxes use them);
        `identify_stop`: the caller reads `stop_sequence`, so a backend that cannot always
        tell which stop sequence ended the text must make sure it can. A backend without
        grammars that sets `supports_json_schema = True` (Ollama) also takes `json_schema=`,
        a JSON schema the output must follow.
        """
        ...

    def count_tokens(self, text: str) -> int: ...

    def render_chat(self, messages: Sequence[Message]) -> str:
        """The prompt for `messages`, ending where the assistant's next turn starts."""
        ...

    def close(self) -> None: ...


def render_plain_chat(messages: Sequence[Message]) -> str:
    """A neutral layout for base models that carry no chat template (Gemma-3-270M base)."""
    parts = []
    for m in messages:
        label = {"system": "System", "user": "User", "assistant": "Assistant"}[m.role]
        parts.append(f"{label}: {m.content.strip()}\n\n")
    parts.append("Assistant:")
    return "".join(parts)


def earliest_stop(text: str, stop: Sequence[str], start: int = 0) -> tuple[int, str] | None:
    """(index, stop sequence) of the earliest stop sequence found at or after `start`."""
    best: tuple[int, str] | None = None
    for s in stop:
        if s:
            i = text.find(s, start)
            if i != -1 and (best is None or i < best[0]):
                best = (i, s)
    return best


def cut_at_stop(text: str, stop: Sequence[str]) -> tuple[str, str | None]:
    """Cut `text` before the earliest stop sequence; say which one it was."""
    cut, found = len(text), None
    for s in stop:
        if s:
            i = text.find(s)
            if i != -1 and i < cut:
                cut, found = i, s
    return text[:cut], found
