"""Reading the user's JSON files with one-line errors (scripted outputs, tool definitions)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .errors import UsageError


def read_json_file(path: str | Path, label: str = "") -> Any:
    """The parsed file; UsageError with one line saying what is wrong with it."""
    where = f"{label}{path}"
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"{where}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{where}: cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{where}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
