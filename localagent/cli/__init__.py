"""The command line: one module per command, the parser built from the settings."""

from .main import main

__all__ = ["main"]
