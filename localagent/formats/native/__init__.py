"""Native tool calling: the model's own chat template and its own call syntax.

base.py         the Family contract, its registry and detection from a template
grammar.py      pieces of call-syntax grammars (CallGrammar)
format.py       NativeFormat: the loop's Format over a chat template and a family
<family>.py     one module per syntax: hermes, qwen_xml, llama3, mistral, functionary,
                granite, phi4, lfm2, gemma4, deepseek, command_r, firefunction, generic

Add a family: a module here with a `@register_family` class (markers, parse_body,
render_calls, grammar), imported below.
"""

from __future__ import annotations

from . import (  # noqa: F401 - each module registers its families
    command_r,
    deepseek,
    firefunction,
    functionary,
    gemma4,
    generic,
    granite,
    hermes,
    lfm2,
    llama3,
    mistral,
    phi4,
    qwen_xml,
)
from .base import FAMILIES, Family, detect_family, get_family, register_family

__all__ = ["FAMILIES", "Family", "detect_family", "get_family", "register_family"]
