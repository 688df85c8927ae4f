"""Which template and family a native run uses: `--chat-template FILE` or the model's own,
`--tool-format FAMILY` or the family detected from the template."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...backends.base import Backend
from ...chat_template import ChatTemplate
from .base import Family, detect_family, get_family
from .format import NativeFormat


@dataclass
class NativeSetup:
    template: ChatTemplate | None
    family: Family
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def knows_tools(self) -> bool:
        """The template lists tools and has a call syntax of its own: `--mode auto` goes native."""
        return self.template is not None and self.family.name != "generic" and self.template.caps.supports_tools

    def format(self, strict: bool = False) -> NativeFormat:
        return NativeFormat(strict, template=self.template, family=self.family, options=self.options)


def native_setup(
    backend: Backend, chat_template: str | None, tool_format: str | None, template_options: Mapping[str, Any]
) -> NativeSetup:
    eos = backend.eos_text or ""
    if chat_template:
        # The tokenizer adds BOS itself: a template's bos_token stays empty so it is not doubled.
        template: ChatTemplate | None = ChatTemplate.from_file(chat_template, eos_token=eos)
    else:
        source = backend.chat_template
        template = ChatTemplate(source, eos_token=eos, name="the model's chat template") if source else None
    family = get_family(tool_format) if tool_format else detect_family(template.source if template else None)
    return NativeSetup(template, family, dict(template_options))
