"""Which format runs, and whether a grammar constrains it.

auto      native when the model's chat template knows tools; otherwise react, under its
          grammar when the backend supports grammars
native    the model's own chat template and tool-call syntax (--constrain: under a lazy
          grammar of its call syntax)
react     text ReAct            (--constrain: under the ReAct grammar)
marker    [[tool(k=v)]] markers (--constrain: under the marker grammar)
json      JSON tool calls       (--constrain: under the tool-call grammar)
grammar   JSON tool calls under the tool-call grammar (the structured path)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import UsageError
from ..settings import MODES


@dataclass(frozen=True)
class Mode:
    format: str
    constrained: bool
    schema: bool = False  # constrained by a JSON schema of the calls, not a grammar (Ollama)
    tuned: str = field(default="", compare=False)  # auto ran what `localagent tune` recorded: what and why

    @property
    def label(self) -> str:
        """The name reported in --json: the format, '+grammar' when constrained."""
        if self.schema:
            return "json+schema"
        if self.format == "json" and self.constrained:
            return "grammar"
        return f"{self.format}+grammar" if self.constrained else self.format


def choose_mode(
    mode: str,
    constrain: bool,
    supports_grammar: bool,
    template_knows_tools: bool = False,
    supports_json_schema: bool = False,
) -> Mode:
    if mode not in MODES:
        raise UsageError(f"unknown mode {mode!r}; choose from: {', '.join(MODES)}")
    if mode == "auto" and template_knows_tools:
        return Mode("native", supports_grammar)
    if mode == "auto" and not constrain:
        return Mode("react", supports_grammar)
    if mode == "auto":
        mode = "react"
    if mode == "grammar" or (mode == "json" and constrain):
        if not supports_grammar and supports_json_schema:
            return Mode("json", True, schema=True)  # the engine's JSON-schema output instead
        if not supports_grammar:
            raise UsageError("--mode grammar needs a backend with grammar support (llama_cpp); use --mode auto")
        return Mode("json", True)
    if constrain and not supports_grammar:
        raise UsageError("--constrain needs a backend with grammar support (llama_cpp); drop it or use --mode auto")
    return Mode(mode, constrain)
