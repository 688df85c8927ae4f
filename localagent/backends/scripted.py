"""A backend that replays a list of model outputs, in order.

`--backend scripted:FILE` with FILE a JSON list of strings, or an object
`{"outputs": [...], "token_delay": 0.05}` to stream them slowly (chat tests). Used by the
loop tests, and by users to replay a run they saw fail (copy the `raw` fields from `--json`
output, minus the "Thought:" prefill).
Stop sequences are honoured like a real model's, so a scripted output that goes on past
"Observation:" is cut there, as it would be by llama.cpp.

`"hold": {"until": PATH, "before": TEXT}` pauses each generation, before the piece with which
its text first holds TEXT (before its first piece when TEXT is empty or left out), until the
file PATH exists: a test in another process sees what was streamed before that point, or a
generation still running, for as long as it needs, whatever the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import GenerationError, PromptTooLongError, UsageError
from ..jsonio import read_json_file
from ..types import Completion, Message, SamplingParams
from .base import PrefixUse, TextCallback, cut_at_stop, render_plain_chat

HOLD_POLL_SECONDS = 0.01


@dataclass(frozen=True)
class Hold:
    """Where a generation pauses (before the piece with which its text first holds `before`)
    and what it waits for (the file `until` to exist)."""

    until: Path
    before: str = ""

    def wait(self) -> None:
        while not self.until.exists():
            time.sleep(HOLD_POLL_SECONDS)


class ScriptedBackend:
    supports_grammar = False
    supports_json_schema = False
    prompt_cache = False
    concurrent = False

    def __init__(
        self,
        outputs: Sequence[str],
        *,
        name: str = "scripted",
        context_size: int = 8192,
        token_delay: float = 0.0,
        chat_template: str | None = None,
        hold: Hold | None = None,
    ) -> None:
        self.outputs = list(outputs)
        self.hold = hold
        self.chat_template = chat_template  # a template to test native mode with
        self.eos_text = "</s>"
        self.token_delay = token_delay
        self.model_name = name
        self.context_size = context_size
        self.prompts: list[str] = []  # every prompt it was given, for tests to inspect

    @classmethod
    def from_file(cls, path: str) -> ScriptedBackend:
        p = Path(path)
        data = read_json_file(p, "scripted backend: ")
        delay, hold = 0.0, None
        if isinstance(data, dict):
            delay = data.get("token_delay", 0.0)
            hold = _hold(data.get("hold"), p)
            data = data.get("outputs")
            if not isinstance(delay, (int, float)) or delay < 0:
                raise UsageError(f"scripted backend: {p}: token_delay must be a number of seconds")
        if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
            raise UsageError(f"scripted backend: {p}: expected a JSON list of strings")
        return cls(data, name=f"scripted:{p.name}", token_delay=float(delay), hold=hold)

    @property
    def remaining(self) -> int:
        return len(self.outputs)

    def generate(
        self,
        prompt: str,
        *,
        stop: Sequence[str] = (),
        max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(),  # noqa: B008
        grammar: str | None = None,
        on_text: TextCallback | None = None,
        special: bool = False,
        identify_stop: bool = False,  # this backend always knows which stop ended the text
    ) -> Completion:
        if grammar is not None:
            raise GenerationError("the scripted backend does not support grammars")
        self.prompts.append(prompt)
        if (size := self.count_tokens(prompt)) >= self.context_size:  # as llama.cpp refuses it
            raise PromptTooLongError(size, self.context_size)
        if not self.outputs:
            raise GenerationError("scripted backend ran out of outputs")
        text, stopped_at = cut_at_stop(self.outputs.pop(0), stop)
        tokens = _pseudo_tokens(text)
        finish = "stop"
        if len(tokens) > max_tokens:
            text, finish = "".join(tokens[:max_tokens]), "length"
        if on_text is not None or self.token_delay or self.hold is not None:
            given, held = "", self.hold
            for piece in _pseudo_tokens(text):
                if held is not None and held.before in given + piece:
                    held.wait()
                    held = None
                if self.token_delay:
                    time.sleep(self.token_delay)  # Ctrl-C lands here, as in a real generation
                given += piece
                if on_text is not None and on_text(piece):
                    text, finish = given, "stop"  # the caller ended the generation here
                    break
        return Completion(
            text=text,
            prompt_tokens=self.count_tokens(prompt),
            completion_tokens=min(len(_pseudo_tokens(text)), max_tokens),
            finish_reason=finish,  # type: ignore[arg-type]
            stop_sequence=stopped_at if finish == "stop" else None,
        )

    def cache_prefix(self, text: str) -> PrefixUse:
        return PrefixUse()  # no prompt cache here: the prompt is evaluated as it comes

    def count_tokens(self, text: str) -> int:
        return len(_pseudo_tokens(text))

    def render_chat(self, messages: Sequence[Message]) -> str:
        return render_plain_chat(messages)

    def close(self) -> None:
        pass


def _hold(given: object, path: Path) -> Hold | None:
    if given is None:
        return None
    if not isinstance(given, dict) or not isinstance(given.get("until"), str) or set(given) - {"until", "before"}:
        raise UsageError(f'scripted backend: {path}: hold must be {{"until": PATH, "before": TEXT}}')
    before = given.get("before", "")
    if not isinstance(before, str):
        raise UsageError(f"scripted backend: {path}: hold's before must be text")
    return Hold(Path(given["until"]), before)


def _pseudo_tokens(text: str) -> list[str]:
    """Deterministic stand-in for a tokenizer: runs of up to 4 characters, split at spaces."""
    pieces: list[str] = []
    for word in text.split(" "):
        chunk = word if not pieces else " " + word
        pieces.extend(chunk[i : i + 4] for i in range(0, len(chunk), 4))
    return [p for p in pieces if p]
