"""The agent: the loop over steps, its session, its guards, and what runs its calls."""

from .agent import Agent, AgentConfig

__all__ = ["Agent", "AgentConfig"]
