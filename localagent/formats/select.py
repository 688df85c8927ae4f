"""Which mode a run takes on a backend, and the format that runs it: native when asked for,
or under `auto` when the model's template knows tools (native/setup.py); a constraint by
grammar, or by a JSON schema on an engine without grammars (modes.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..backends.base import Backend
from .base import Format, get_format
from .modes import Mode, choose_mode
from .native.setup import native_setup


def select_format(
    backend: Backend,
    mode: str,
    *,
    constrain: bool = False,
    strict: bool = False,
    chat_template: str | None = None,
    tool_format: str | None = None,
    template_options: Mapping[str, Any] | None = None,
) -> tuple[Mode, Format]:
    native = (
        native_setup(backend, chat_template, tool_format, template_options or {})
        if mode in ("auto", "native")
        else None
    )
    knows_tools = native is not None and native.knows_tools
    chosen = choose_mode(mode, constrain, backend.supports_grammar, knows_tools, backend.supports_json_schema)
    if chosen.format == "native" and native is not None:
        return chosen, native.format(strict)
    fmt = get_format(chosen.format, strict=strict)
    fmt.schema_constrained = chosen.schema
    return chosen, fmt
