"""Settings: defaults < configuration file < environment < command-line flags.

The file is TOML (~/.config/localagent/config.toml, or --config FILE / LOCALAGENT_CONFIG):

    model = "/models/qwen2.5-1.5b-instruct-q4_k_m.gguf"
    mode = "auto"
    tools = ["calculator", "search_docs", "read_doc"]
    docs = ["~/notes"]
    max_steps = 8
    tool_timeout = 20

Environment variables are LOCALAGENT_<KEY> (LOCALAGENT_MAX_STEPS=8; lists comma-separated).
`localagent config` prints the effective settings and where each came from.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from .errors import UsageError

DEFAULT_CONFIG = Path("~/.config/localagent/config.toml")


@dataclass
class Settings:
    model: str | None = None
    backend: str = "llama_cpp"
    ctx: int = 4096
    gpu_layers: int = 0
    weight_buffers: str = "auto"
    mode: str = "auto"
    constrain: bool = False
    strict: bool = False
    tools: list[str] | None = None  # None: every available tool
    tools_from: list[str] = field(default_factory=list)
    docs: list[str] = field(default_factory=list)
    allow_dir: list[str] = field(default_factory=list)
    max_steps: int = 6
    max_tokens: int = 256
    temperature: float = 0.0
    seed: int = 0
    token_budget: int | None = None
    time_limit: float | None = None
    tool_timeout: float = 30.0
    parallel: int = 4
    relevant_tools: int = 1
    decompose: bool = True
    expand: bool = True
    decline: bool = True
    max_observation_chars: int = 4000
    repeat_limit: int = 2
    failure_limit: int = 3
    yes: bool = False
    allow: list[str] = field(default_factory=list)


_FIELDS = {f.name: f for f in fields(Settings)}
# Which Python type each setting takes; None allowed where the default is None.
_KINDS: dict[str, type] = {
    "model": str, "backend": str, "ctx": int, "gpu_layers": int, "weight_buffers": str, "mode": str, "constrain": bool,
    "strict": bool, "tools": list, "tools_from": list, "docs": list, "allow_dir": list,
    "max_steps": int, "max_tokens": int, "temperature": float, "seed": int, "token_budget": int,
    "time_limit": float, "tool_timeout": float, "parallel": int, "decompose": bool, "expand": bool, "decline": bool,
    "relevant_tools": int, "max_observation_chars": int,
    "repeat_limit": int, "failure_limit": int, "yes": bool, "allow": list,
}  # fmt: skip
_POSITIVE = {"ctx", "max_steps", "max_tokens", "token_budget", "parallel", "max_observation_chars"}


@dataclass
class ResolvedSettings:
    settings: Settings
    sources: dict[str, str]  # setting -> "default" | "file PATH" | "env NAME" | "flag --x"
    config_file: Path | None


def _coerce(key: str, value: Any, where: str) -> Any:
    kind = _KINDS[key]
    if kind is bool and isinstance(value, bool):
        return value
    if kind is int and isinstance(value, int) and not isinstance(value, bool):
        return _check(key, value, where)
    if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
        return _check(key, float(value), where)
    if kind is str and isinstance(value, str):
        return value
    if kind is list and isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    expected = {
        bool: "true or false",
        int: "a whole number",
        float: "a number",
        str: "a string",
        list: "a list of strings",
    }[kind]
    raise UsageError(f"{where}: '{key}' must be {expected}, got {value!r}")


def _check(key: str, value: float, where: str) -> Any:
    if key in _POSITIVE and value < 1:
        raise UsageError(f"{where}: '{key}' must be at least 1, got {value}")
    if value < 0:
        raise UsageError(f"{where}: '{key}' must not be negative, got {value}")
    return value


def _parse_env(key: str, text: str, name: str) -> Any:
    kind = _KINDS[key]
    try:
        if kind is bool:
            lowered = text.strip().lower()
            if lowered not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                raise ValueError
            return lowered in ("1", "true", "yes", "on")
        if kind is int:
            return _coerce(key, int(text), f"environment {name}")
        if kind is float:
            return _coerce(key, float(text), f"environment {name}")
        if kind is list:
            return [part.strip() for part in text.split(",") if part.strip()]
        return text
    except ValueError:
        raise UsageError(f"environment {name}: cannot read {text!r} as {kind.__name__}") from None


def read_config_file(path: Path) -> dict[str, Any]:
    """The file's settings; one line naming the file, line and key on any problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError(f"{path}: no such configuration file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot be read ({exc})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: invalid TOML: {exc}") from None
    out = {}
    for key, value in data.items():
        line = _line_of(text, key)
        where = f"{path}, line {line}" if line else str(path)
        normalized = key.replace("-", "_")
        if normalized not in _FIELDS:
            raise UsageError(f"{where}: unknown key '{key}' (known: {', '.join(_FIELDS)})")
        out[normalized] = _coerce(normalized, value, where)
    return out


def _line_of(text: str, key: str) -> int | None:
    for i, line in enumerate(text.splitlines(), 1):
        if re.match(rf"\s*{re.escape(key)}\s*=", line):
            return i
    return None


def resolve_settings(
    flags: dict[str, Any],
    env: dict[str, str] | None = None,
    config_path: str | None = None,
) -> ResolvedSettings:
    """`flags` holds only the flags the user gave (name -> value)."""
    env = dict(os.environ) if env is None else env
    settings = Settings()
    sources = {name: "default" for name in _FIELDS}
    explicit = config_path or env.get("LOCALAGENT_CONFIG")
    path = Path(explicit).expanduser() if explicit else DEFAULT_CONFIG.expanduser()
    config_file: Path | None = None
    if explicit or path.is_file():
        for key, value in read_config_file(path).items():
            setattr(settings, key, value)
            sources[key] = f"file {path}"
        config_file = path
    for key in _FIELDS:
        name = "LOCALAGENT_" + key.upper()
        if name in env and env[name].strip() != "":
            setattr(settings, key, _parse_env(key, env[name], name))
            sources[key] = f"env {name}"
    for key, value in flags.items():
        if key in _FIELDS and value is not None:
            setattr(settings, key, value)
            sources[key] = "flag --" + key.replace("_", "-")
    return ResolvedSettings(settings, sources, config_file)
