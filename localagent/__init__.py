"""localagent: an offline tool-calling agent for small quantized GGUF models."""

from .agent import Agent, AgentConfig
from .backends import BackendOptions, load_backend
from .complete import Completer, Reply, complete
from .errors import ParseError, ToolCallError, ToolExecutionError, ToolRetry
from .tools import Registry, Tool, tool
from .types import RunResult, SamplingParams

__version__ = "0.1.0"

__all__ = [
    "Agent",
    "AgentConfig",
    "BackendOptions",
    "Completer",
    "ParseError",
    "Registry",
    "Reply",
    "RunResult",
    "SamplingParams",
    "Tool",
    "ToolCallError",
    "ToolExecutionError",
    "ToolRetry",
    "complete",
    "load_backend",
    "tool",
]
