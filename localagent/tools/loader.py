"""--tools-from FILE.py: load the @tool functions a user defined in their own file."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from ..errors import UsageError
from .registry import Tool


def load_tools_from_file(path: str) -> list[Tool]:
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"--tools-from {path}: {'a folder' if p.is_dir() else 'no such file'}")
    if p.suffix != ".py":
        raise UsageError(f"--tools-from {path}: expected a Python file (.py)")
    name = f"localagent_user_tools_{abs(hash(str(p.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, p)
    if spec is None or spec.loader is None:
        raise UsageError(f"--tools-from {path}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the user's code: report one line, details with --debug
        raise UsageError(f"--tools-from {path}: importing it failed: {type(exc).__name__}: {exc}") from exc
    except SystemExit as exc:  # sys.exit() at import ended localagent with its code and no word
        raise UsageError(f"--tools-from {path}: importing it called sys.exit({exc.code!r})") from None
    tools = [v for v in vars(module).values() if isinstance(v, Tool)]
    if not tools:
        raise UsageError(f"--tools-from {path}: defines no @tool functions")
    return tools
