"""The `quoted` policy's reader (policies/quoted.py): a request that is one quoted text and the
name of one tool, nothing else."""

from __future__ import annotations

import pytest

from localagent import tool
from localagent.policies.quoted import quoted_request
from localagent.tools.builtin import builtin_registry


@tool
def shout(text: str) -> str:
    """Upper-case a text."""
    return text.upper()


@tool
def translate(text: str, to: str = "en") -> str:
    """Translate a text."""
    return text


@tool
def send_email(to: str, body: str) -> str:
    """Send an email."""
    return "sent"


TOOLS = [*builtin_registry(), shout, translate, send_email]


@pytest.mark.parametrize(
    ("question", "call"),
    [
        ("Shout 'hello'", ("shout", {"text": "hello"})),
        ('Please shout "hello world"!', ("shout", {"text": "hello world"})),
        ("Can you shout ‘good night’ for me?", ("shout", {"text": "good night"})),
        ("shouting «salut»", ("shout", {"text": "salut"})),
        ("Translate 'good morning'", ("translate", {"text": "good morning"})),  # `to` has a default
        # Left to the model: a word left over, two quotes, no tool named, two required parameters.
        ("Translate 'good morning' to French", None),
        ("Shout 'a' and 'b'", None),
        ("Can you recommend songs similar to '22' by Taylor Swift?", None),
        ("What is 'hello'?", None),
        ("Send email 'hi there'", None),
        ("Calculate '17*23'", None),  # the arithmetic policy's, not this one's
        ("Don't shout 'hi'", None),  # an apostrophe is no quote's start: the reader finds no whole request
        ("Shout ''", None),
    ],
)  # fmt: skip
def test_a_request_is_one_quoted_text_and_one_tool_named(question: str, call: tuple[str, dict] | None) -> None:
    found = quoted_request(question, TOOLS)
    assert (None if found is None else (found.tool, found.arguments)) == call
