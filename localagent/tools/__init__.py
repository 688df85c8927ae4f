"""Tools the model can call: the registry, the @tool decorator and the built-in tools."""

from .preconditions import Verdict
from .registry import Registry, Tool, ToolOutput, tool, tool_from_definition

__all__ = ["Registry", "Tool", "ToolOutput", "Verdict", "tool", "tool_from_definition"]
