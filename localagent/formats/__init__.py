"""Output formats: how tools are shown to the model, how its output is parsed, and how
observations are written back. Add a format by subclassing Format in a module here and
decorating it with @register_format("name")."""

from __future__ import annotations

from .base import FORMATS, Format, get_format, register_format
from .marker import MarkerFormat
from .react import ReactFormat
from .toolcall import JsonFormat

__all__ = ["FORMATS", "Format", "JsonFormat", "MarkerFormat", "ReactFormat", "get_format", "register_format"]
