"""The protocol every backend implements, and the plain chat layout for models without one.

A backend turns a prompt string into text. It knows nothing about tools or formats:
the agent renders messages into a prompt with `render_chat`, then asks for text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from ..errors import UsageError
from ..types import Completion, Message, SamplingParams

# Receives the text as it is generated; returning True ends the generation there (the agent
# stops when the answer has ended: agent/answer.py).
TextCallback = Callable[[str], bool | None]


@dataclass
class PrefixUse:
    """What `cache_prefix` did: tokens already in memory, loaded from disk, or evaluated (and
    then saved); and files of the cache it ignored, one line each."""

    in_memory: int = 0
    loaded: int = 0
    evaluated: int = 0
    saved: bool = False
    notes: list[str] = field(default_factory=list)


@runtime_checkable
class Backend(Protocol):
    """What a backend is and can do (declared by every backend; nothing reads them with
    getattr), and the four things it does."""

    model_name: str
    context_size: int
    chat_template: str | None  # the model's own chat template (Jinja), when it has one
    eos_text: str  # its end-of-sequence token as text
    supports_grammar: bool  # generate() takes GBNF `grammar=`
    supports_json_schema: bool  # generate() takes `json_schema=` (an engine without GBNF: Ollama)
    concurrent: bool  # several threads may generate at once (an engine over HTTP)
    prompt_cache: bool  # cache_prefix() keeps prompt prefixes between processes (the in-process model)

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

    def cache_prefix(self, text: str) -> PrefixUse:
        """Make the model's state hold the prompt prefix `text` before a prompt that starts with
        it: already in memory, loaded from the persistent prompt cache, or evaluated and saved
        there. A backend without `prompt_cache` does nothing."""
        ...

    def render_chat(self, messages: Sequence[Message]) -> str:
        """The prompt for `messages`, ending where the assistant's next turn starts."""
        ...

    def close(self) -> None: ...


def check_concurrency(backend: Backend, concurrency: int) -> None:
    """Several generations at once need a backend that says it serves them (`concurrent`)."""
    if concurrency > 1 and not backend.concurrent:
        raise UsageError(
            f"--concurrency {concurrency} needs an engine that serves requests at once (--backend openai:URL); "
            "an in-process model answers one item at a time"
        )


# Where a plain chat's answer ends when the model writes the next turn itself (a model with a
# chat template ends its turn with an end-of-generation token the backend stops at).
PLAIN_CHAT_STOP = ("\nUser:", "\nSystem:")


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


class TextStream:
    """Generated text as it arrives, for a backend that applies stop sequences itself: cut
    before the earliest stop sequence, handed to `on_text` as it comes, minus a tail that may
    still turn into a stop sequence."""

    def __init__(self, stop: Sequence[str], on_text: TextCallback | None) -> None:
        self.stop, self.on_text = stop, on_text
        self.longest = max((len(s) for s in stop), default=0)
        self.text = ""
        self.emitted = 0
        self.stopped_at: str | None = None  # the stop sequence that ended the text

    def add(self, piece: str) -> bool:
        """Take the next piece; True when a stop sequence ended the text."""
        self.text += piece
        cut = earliest_stop(self.text, self.stop, max(0, len(self.text) - len(piece) - self.longest))
        if cut is not None:
            self.text, self.stopped_at = self.text[: cut[0]], cut[1]
            return True
        safe = len(self.text) - self.longest
        if self.on_text is not None and safe > self.emitted:
            ended = self.on_text(self.text[self.emitted : safe])
            self.emitted = safe
            if ended:  # the caller has what it needs: the held-back tail is dropped
                self.text = self.text[:safe]
                return True
        return False

    def finish(self) -> str:
        """The whole text, the held-back tail handed on too."""
        if self.on_text is not None and len(self.text) > self.emitted:
            self.on_text(self.text[self.emitted :])
            self.emitted = len(self.text)
        return self.text


def cut_at_stop(text: str, stop: Sequence[str]) -> tuple[str, str | None]:
    """Cut `text` before the earliest stop sequence; say which one it was."""
    cut, found = len(text), None
    for s in stop:
        if s:
            i = text.find(s)
            if i != -1 and i < cut:
                cut, found = i, s
    return text[:cut], found
