"""One error hierarchy, and it decides what goes back to the model.

ModelFixableError and its subclasses are mistakes the model can correct: the loop writes
their `feedback` into the transcript as an observation and carries on.
Everything else is for the code: ToolExecutionError becomes one short sentence for the model
(the traceback goes to the trace only), GenerationError stops the run, and UsageError
reaches the user as one line with exit code 2.
"""

from __future__ import annotations

import re

_FILE_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}[\\/]?")


def hide_paths(text: str) -> str:
    """`text` with file paths (two or more components) replaced by `<path>`: what an error
    shows a client or a model must not say where things are on this machine."""
    return _FILE_PATH.sub("<path>", text)


class LocalAgentError(Exception):
    """Base class of every error localagent raises on purpose."""


# --- the user's side: bad input, bad configuration, no model -------------------------------


class UsageError(LocalAgentError):
    """Something the user asked for or configured is wrong; one line, exit code 2."""


class ModelNotFoundError(UsageError):
    """No GGUF model could be located."""


class InvalidModelError(UsageError):
    """A path was given but it is not a usable GGUF file."""


class ContextOverflowError(UsageError):
    """The question with the system prompt and tool list does not fit the context."""


class GrammarBuildError(UsageError):
    """A grammar could not be built from a tool's schema."""


# --- the model's side: it can fix these, so they become observations ---------------------


class ModelFixableError(LocalAgentError):
    """A mistake in the model's output. `feedback` is written for the model to read."""

    def __init__(self, feedback: str) -> None:
        super().__init__(feedback)
        self.feedback = feedback


class ParseError(ModelFixableError):
    """The model's output could not be read as any call or answer."""


class ToolCallError(ModelFixableError):
    """The call named an unknown tool or its arguments do not satisfy the schema."""


class ToolRetry(ModelFixableError):
    """Raised by a tool to send its own correction to the model (e.g. 'date must be ISO')."""


class PreconditionError(ModelFixableError):
    """A call its tool's declared rules refuse, so it did not run (tools/preconditions.py): its
    check has not allowed these arguments in this run (the feedback names the check to call
    first, or the check's reason), or an irreversible tool already ran with them, or a policy
    and not the model wrote it. `data` says which rule, for the call's record."""

    def __init__(self, feedback: str, data: dict[str, object]) -> None:
        super().__init__(feedback)
        self.data = data


# --- the code's side -----------------------------------------------------------------------


class ToolExecutionError(LocalAgentError):
    """A tool raised or timed out. `summary` is the one sentence the model is allowed to see."""

    def __init__(self, summary: str, traceback_text: str = "") -> None:
        super().__init__(summary)
        self.summary = summary
        self.traceback_text = traceback_text


class EngineUnavailableError(LocalAgentError):
    """An inference engine cannot be used: it cannot be reached, refuses the API key, or has
    no such model. One line naming the URL; exit code 3."""


class GenerationError(LocalAgentError):
    """The backend could not produce text (scripted outputs exhausted, llama.cpp failure)."""


class PromptTooLongError(GenerationError):
    """The prompt does not fit the context: the asker's to shorten (serve: 400,
    `context_length_exceeded`, as OpenAI answers it)."""

    def __init__(self, prompt_tokens: int, context: int) -> None:
        super().__init__(f"the prompt is {prompt_tokens} tokens; the context holds {context}")
        self.prompt_tokens, self.context = prompt_tokens, context


class Cancelled(LocalAgentError):
    """A generation was stopped from outside: its client left, its time ran out or the server is
    stopping (serve); `reason` says which ("disconnected", "timeout", "shutdown")."""

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason
