"""Output formats: how tools are shown to the model, how its output is parsed, and how
observations are written back. Add a format by subclassing Format in a module here and
decorating it with @register_format("name")."""

from __future__ import annotations

from .base import FORMATS, Format, get_format, register_format
from .react import ReactFormat

__all__ = ["FORMATS", "Format", "ReactFormat", "get_format", "register_format"]
