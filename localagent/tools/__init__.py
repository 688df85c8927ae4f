"""Tools the model can call: the registry, the @tool decorator and the built-in tools."""

from .registry import Registry, Tool, tool, tool_from_definition

__all__ = ["Registry", "Tool", "tool", "tool_from_definition"]
