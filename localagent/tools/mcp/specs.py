"""Which MCP servers to start: from `--mcp` (a command line or an http(s) URL), from the
TOML configuration's `[mcp.servers.NAME]` tables, and from the `{"mcpServers": {...}}` JSON
that desktop MCP clients use (`--mcp-config FILE`). Pure: nothing is started here.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ...errors import UsageError
from ...jsonio import read_json_file

_NAME = re.compile(r"[^A-Za-z0-9_-]+")


@dataclass(frozen=True)
class McpServerSpec:
    name: str
    command: str | None = None  # stdio: the program, its arguments, environment and folder
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None  # streamable HTTP

    @property
    def where(self) -> str:
        """How the server is shown in messages (never its environment: it may hold keys)."""
        return self.url or " ".join(shlex.quote(p) for p in (self.command or "", *self.args))


def _slug(text: str) -> str:
    return _NAME.sub("-", text).strip("-").lower() or "mcp"


def _default_name(command: str, args: list[str]) -> str:
    """What the command runs: its script (`python weather.py` -> weather), its module
    (`python -m pkg.server` -> pkg-server), its package (`npx -y @org/server-files /tmp` ->
    server-files), else the program's name."""
    for arg in args:
        if re.search(r"\.(py|js|mjs|ts)$", arg):
            return _slug(Path(arg).stem)
    if "-m" in args[:-1]:
        return _slug(args[args.index("-m") + 1])
    runners = ("npx", "uvx", "uv", "node", "python", "python3", "deno", "bunx", "pipx")
    named = [a for a in args if not a.startswith(("-", "/", "."))]
    if Path(command).name in runners and named:
        package = named[1] if named[0] in ("run", "x", "tool") and len(named) > 1 else named[0]
        return _slug(package.split("/")[-1].split("@")[0] or package)
    return _slug(Path(command).name)


def spec_from_flag(text: str) -> McpServerSpec:
    """`--mcp 'COMMAND ARGS'` or `--mcp http(s)://HOST/PATH`."""
    text = text.strip()
    if re.match(r"https?://", text):
        parts = urlsplit(text)
        if not parts.hostname:
            raise UsageError(f"--mcp {text}: not a URL with a host")
        return McpServerSpec(_slug(parts.hostname + (f"-{parts.port}" if parts.port else "")), url=text)
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise UsageError(f"--mcp {text!r}: {exc}") from None
    if not words:
        raise UsageError("--mcp: expected a command line or an http(s):// URL")
    return McpServerSpec(_default_name(words[0], words[1:]), command=words[0], args=tuple(words[1:]))


def spec_from_entry(name: str, entry: Any, where: str) -> McpServerSpec:
    """One server of a configuration: {command, args?, env?, cwd?} or {url} (type optional)."""
    if not isinstance(entry, dict):
        raise UsageError(f"{where}: server {name!r} must be a table/object")
    known = {"command", "args", "env", "cwd", "url", "type", "transport"}
    unknown = sorted(set(entry) - known)
    if unknown:
        raise UsageError(f"{where}: server {name!r}: unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
    url, command = entry.get("url"), entry.get("command")
    if (url is None) == (command is None):
        raise UsageError(f"{where}: server {name!r} needs either 'command' or 'url'")
    if url is not None:
        if not isinstance(url, str) or not re.match(r"https?://", url):
            raise UsageError(f"{where}: server {name!r}: 'url' must be an http(s):// URL")
        return McpServerSpec(_slug(name), url=url)
    args, env, cwd = entry.get("args", []), entry.get("env", {}), entry.get("cwd")
    if not isinstance(command, str) or not command:
        raise UsageError(f"{where}: server {name!r}: 'command' must be a string")
    if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
        raise UsageError(f"{where}: server {name!r}: 'args' must be a list of strings")
    if not isinstance(env, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in env.items()):
        raise UsageError(f"{where}: server {name!r}: 'env' must map names to strings")
    if cwd is not None and not isinstance(cwd, str):
        raise UsageError(f"{where}: server {name!r}: 'cwd' must be a folder")
    return McpServerSpec(_slug(name), command=command, args=tuple(args), env=dict(env), cwd=cwd)


def specs_from_config_file(path: str) -> list[McpServerSpec]:
    """A desktop client's `{"mcpServers": {NAME: {...}}}` file."""
    data = read_json_file(path, "--mcp-config ")
    servers = data.get("mcpServers") if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise UsageError(f'--mcp-config {path}: expected {{"mcpServers": {{NAME: {{...}}}}}}')
    return [spec_from_entry(name, entry, f"--mcp-config {path}") for name, entry in servers.items()]


def gather_specs(
    flags: list[str], table: dict[str, Any], config_files: list[str], where: str = "configuration"
) -> list[McpServerSpec]:
    """Every server, in order: the configuration's tables, the --mcp-config files, the --mcp
    flags; a name taken twice gets -2, -3, ..."""
    specs = [spec_from_entry(name, entry, where) for name, entry in table.items()]
    for path in config_files:
        specs += specs_from_config_file(path)
    specs += [spec_from_flag(text) for text in flags]
    seen: dict[str, int] = {}
    unique = []
    for spec in specs:
        seen[spec.name] = seen.get(spec.name, 0) + 1
        name = spec.name if seen[spec.name] == 1 else f"{spec.name}-{seen[spec.name]}"
        unique.append(McpServerSpec(name, spec.command, spec.args, spec.env, spec.cwd, spec.url))
    return unique
