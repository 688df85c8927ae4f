"""localagent: an offline tool-calling agent for small quantized GGUF models.

The names below are imported when first used (PEP 562), so `localagent --help` and the
modules that need none of them do not load the agent, the backends or jsonschema."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS = {
    "Agent": ".agent", "AgentConfig": ".agent",
    "BackendOptions": ".backends", "load_backend": ".backends",
    "Completer": ".completion", "Reply": ".completion", "complete": ".completion",
    "ParseError": ".errors", "ToolCallError": ".errors", "ToolExecutionError": ".errors", "ToolRetry": ".errors",
    "Registry": ".tools", "Tool": ".tools", "Verdict": ".tools", "tool": ".tools",
    "RunResult": ".types", "SamplingParams": ".types",
}  # fmt: skip

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .agent import Agent as Agent
    from .agent import AgentConfig as AgentConfig
    from .backends import BackendOptions as BackendOptions
    from .backends import load_backend as load_backend
    from .completion import Completer as Completer
    from .completion import Reply as Reply
    from .completion import complete as complete
    from .errors import ParseError as ParseError
    from .errors import ToolCallError as ToolCallError
    from .errors import ToolExecutionError as ToolExecutionError
    from .errors import ToolRetry as ToolRetry
    from .tools import Registry as Registry
    from .tools import Tool as Tool
    from .tools import Verdict as Verdict
    from .tools import tool as tool
    from .types import RunResult as RunResult
    from .types import SamplingParams as SamplingParams


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'localagent' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])
