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

import json
import math
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

from .errors import UsageError

DEFAULT_CONFIG = Path("~/.config/localagent/config.toml")


def cache_home() -> Path:
    """Where localagent keeps what it can make again (the prompt cache, the documents
    indexes): $XDG_CACHE_HOME/localagent, else ~/.cache/localagent."""
    return Path(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")) / "localagent"


def data_home() -> Path:
    """Where localagent keeps what the user made and cannot make again (the conversation log):
    $XDG_DATA_HOME/localagent, else ~/.local/share/localagent."""
    return Path(os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")) / "localagent"


T = TypeVar("T")

# The choices of two settings, which the layers above take from here: how the model writes
# calls (formats/modes.py; one per registered format, plus auto and grammar) and llama.cpp's
# weight buffers (backends/weight_buffers.py).
MODES = ("auto", "native", "react", "marker", "json", "grammar")
# What the first-step policies may do for a model (policies/__init__.py): write calls for it
# (full), verify the calls it writes (check), or nothing (off); auto: what tune recorded.
POLICY_PROFILES = ("auto", "full", "check", "off")
WEIGHT_BUFFER_MODES = ("auto", "all", "repack", "none")


def setting(
    default: Any,
    help: str,
    *,
    group: str = "run",
    flag: str = "value",  # value | on (a switch that sets True) | off (--no-NAME sets False) | csv | append | none
    metavar: str | None = None,
    choices: tuple[str, ...] | None = None,
    minimum: float | None = None,
    maximum: float | None = None,
    secret: bool | str = False,  # never shown: `config` prints whether it is set ("env": the env tables' values)
    option: str | None = None,  # the flag's name, where it is not --<setting-name>
) -> Any:
    """One setting, declared once: its default, help, flag and where it goes."""
    meta = {"help": help, "group": group, "flag": flag, "metavar": metavar, "choices": choices,
            "minimum": minimum, "maximum": maximum, "secret": secret, "option": option}  # fmt: skip
    if isinstance(default, list):
        return field(default_factory=lambda: list(default), metadata=meta)
    if isinstance(default, dict):
        return field(default_factory=lambda: dict(default), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class Settings:
    """Every setting of localagent, with its default and help. CLI flags (cli/), the
    configuration file, LOCALAGENT_* variables, and the views a run is held to (AgentConfig,
    ExecutorConfig, BackendOptions: fields declared with `from_setting`) all come from here."""

    model: str | None = setting(
        None, "GGUF file, or a model by name: qwen2.5:0.5b, Org/Repo, a unique start (localagent models lists them)",
        group="model", metavar="PATH|NAME",
    )  # fmt: skip
    model_dirs: list[str] = setting(
        [], "more folders of GGUF files for --model NAME and localagent models (repeatable)", group="model",
        flag="append", metavar="DIR", option="--model-dir",
    )  # fmt: skip
    backend: str = setting(
        "llama_cpp", "llama_cpp (default), openai:URL (an OpenAI-compatible engine), ollama:URL or scripted:FILE.json",
        group="model", metavar="SPEC",
    )  # fmt: skip
    api_model: str | None = setting(
        None, "openai/ollama backends: the engine's model name (default: the first it lists)",
        group="model", metavar="NAME",
    )  # fmt: skip
    api_key: str | None = setting(
        None, "openai backend: API key (LOCALAGENT_API_KEY or the config file; never shown)",
        group="model", flag="none", secret=True,
    )  # fmt: skip
    request_timeout: float = setting(
        120.0, "seconds one request may take: to an openai/ollama engine; in serve, a client's (queue included)",
        group="model", metavar="SECONDS", minimum=0.001,
    )  # fmt: skip
    ctx: int = setting(4096, "context size in tokens", group="model", metavar="N", minimum=1)
    gpu_layers: int = setting(0, "layers to offload to a GPU", group="model", metavar="N", minimum=0)
    weight_buffers: str = setting(
        "auto", "llama.cpp weight buffers (auto: repacking kept, AMX avoided; see doctor)",
        group="model", choices=WEIGHT_BUFFER_MODES,
    )  # fmt: skip
    prompt_cache: bool = setting(
        True, "reuse evaluated prompts: kept on disk for the next process (~/.cache/localagent/prompts); on "
        "llama-server, its slots' cache (off: each prompt evaluated whole)",
        group="model", flag="off",
    )  # fmt: skip
    prompt_cache_size: int = setting(
        512, "the prompt cache's size on disk; the least recently used states go first", group="model",
        metavar="MB", minimum=1,
    )  # fmt: skip
    mode: str = setting("auto", "how the model writes calls (docs/formats.md)", choices=MODES)
    chat_template: str | None = setting(
        None, "Jinja chat template for --mode native (default: the model's own)", metavar="FILE"
    )
    tool_format: str | None = setting(
        None, "tool-call family for --mode native (default: detected from the template)",
        metavar="FAMILY",
    )  # fmt: skip
    template_option: list[str] = setting(
        [], "a variable for the chat template, e.g. enable_thinking=false (repeatable)", flag="append", metavar="K=V"
    )
    constrain: bool = setting(
        False, "run react/marker/json under their grammar, native under its lazy call grammar",
        flag="on",
    )  # fmt: skip
    strict: bool = setting(False, "prose without Action/Final Answer is an error for the model", flag="on")
    tools: list[str] | None = setting(
        None, "comma-separated names of the tools the model sees", flag="csv", metavar="A,B"
    )
    tools_from: list[str] = setting(
        [], "load @tool functions from a Python file (repeatable)", flag="append", metavar="FILE.py"
    )
    docs: list[str] = setting([], "offer search_docs/read_doc over DIR (repeatable)", flag="append", metavar="DIR")
    embed_model: str | None = setting(
        None, "rank the --docs passages shown by meaning too, with this GGUF embedding model "
        "(a file or a name the model stores know; docs/tools.md)", metavar="MODEL",
    )  # fmt: skip
    allow_dir: list[str] = setting(
        [], "folders the file tools may read (default: the --docs folders)", flag="append", metavar="DIR"
    )
    max_steps: int = setting(6, "model steps before the run stops", metavar="N", minimum=1)
    max_tokens: int = setting(256, "tokens per model step", metavar="N", minimum=1)
    temperature: float = setting(0.0, "sampling temperature (0: greedy)", metavar="T", minimum=0)
    seed: int = setting(0, "sampling seed", metavar="N", minimum=0)
    token_budget: int | None = setting(None, "prompt + completion tokens for the whole run", metavar="N", minimum=1)
    time_limit: float | None = setting(None, "wall-clock limit for the whole run", metavar="SECONDS", minimum=0.001)
    tool_timeout: float = setting(30.0, "per tool call", metavar="SECONDS", minimum=0.001)
    parallel: int = setting(4, "calls of one step run at once", metavar="N", minimum=1)
    relevant_tools: int = setting(
        1, "policy: offer the N tools sharing most words with the question (0: all)",
        metavar="N", minimum=0,
    )  # fmt: skip
    policies: str = setting(
        "auto", "what the first-step policies do: full (write calls for a tiny model), check (verify the model's own "
        "calls), off; auto: what tune recorded, else check for a model whose template knows tools, full otherwise",
        choices=POLICY_PROFILES,
    )  # fmt: skip
    ground: bool = setting(
        True,
        "replace an answer that contradicts (or leaves out) the result of a tool that answers; a tiny model's, "
        "also one that says nothing a structured result of another tool says",
        flag="off",
    )
    evidence: bool = setting(
        True, "policy: offer the tools what the question states calls for (no numbers: no calculating tools)",
        flag="off",
    )  # fmt: skip
    clock: bool = setting(
        True, "policy: no clock for a question that states numbers and asks a value computed from them (a tiny "
        "model's; date_math takes today)",
        flag="off",
    )  # fmt: skip
    arithmetic: bool = setting(
        True, "policy: call the calculator with the arithmetic a question states whole", flag="off"
    )
    quantities: bool = setting(
        True, "policy: call convert_units or date_math with the conversion or date span a question states whole",
        flag="off",
    )  # fmt: skip
    quoted: bool = setting(
        True, "policy: call the one tool a request names with the text it quotes (\"Shout 'hello'\")", flag="off"
    )
    retrieve: bool = setting(
        True, "policy: search the user's documents with the question's own words first", flag="off"
    )
    decompose: bool = setting(True, "policy: ask a question of several requests one request at a time", flag="off")
    expand: bool = setting(
        True, "policy: add calls for the other items of a list the question states beside a value",
        flag="off",
    )  # fmt: skip
    decline: bool = setting(
        True, "policy: answer without tools when every call is to an unrelated tool with made-up values",
        flag="off",
    )  # fmt: skip
    max_observation_chars: int = setting(4000, "cap on one tool result shown to the model", metavar="N", minimum=1)
    repeat_limit: int = setting(
        2, "refused repeats of an identical call before the run stops (a repeat of a failed call: at once)",
        flag="none", minimum=0,
    )  # fmt: skip
    failure_limit: int = setting(3, "failures in a row before a tool is taken away", flag="none", minimum=1)
    regenerate_after: int = setting(
        2, "failed steps in a row after which the next is generated under the format's grammar (0: never)",
        flag="none", minimum=0,
    )  # fmt: skip
    log: bool = setting(
        True, "keep each ask, chat and chat-page turn in the conversation log (localagent logs)", group="log",
        flag="off",
    )  # fmt: skip
    log_db: str | None = setting(
        None, "the conversation log's SQLite file (default ~/.local/share/localagent/logs.db)", group="log",
        metavar="FILE",
    )  # fmt: skip
    host: str = setting("127.0.0.1", "serve: the address to listen on", group="serve", metavar="ADDRESS")
    port: int = setting(
        8000, "serve: the port to listen on (0: any free port)", group="serve", metavar="N", minimum=0, maximum=65535
    )
    serve_api_key: str | None = setting(
        None, "serve: the key clients must send (Authorization: Bearer KEY)",
        group="serve", metavar="KEY", secret=True, option="--api-key",
    )  # fmt: skip
    max_queue: int = setting(
        16, "serve: requests that may wait; more are answered 503 with Retry-After", group="serve", metavar="N",
        minimum=0,
    )  # fmt: skip
    ui: bool = setting(True, "serve: the chat page at /", group="serve", flag="off")
    max_body: int = setting(
        4_000_000, "serve: largest request body in bytes (413 above)", group="serve", metavar="BYTES", minimum=1
    )
    mcp: list[str] = setting(
        [], "tools from an MCP server: 'COMMAND ARGS' (stdio) or an http(s):// URL (repeatable)",
        flag="append", metavar="SERVER",
    )  # fmt: skip
    mcp_config: str | None = setting(
        None, 'MCP servers from a desktop client\'s {"mcpServers": {...}} JSON file', metavar="FILE"
    )
    mcp_required: bool = setting(False, "stop when an MCP server fails to start (default: go on without it)", flag="on")
    mcp_servers: dict = setting(  # type: ignore[type-arg]
        {}, "MCP servers by name: [mcp.servers.NAME] tables with command, args, env, cwd or url", flag="none",
        secret="env",
    )  # fmt: skip
    agents: dict = setting(  # type: ignore[type-arg]
        {}, "sub-agents by name: [agents.NAME] tables with description, tools, instructions, mode, max_steps, "
        "parameters (docs/subagents.md)", flag="none",
    )  # fmt: skip
    agent_depth: int = setting(2, "how deep sub-agents may nest", metavar="N", minimum=1)
    tool_rules: dict = setting(  # type: ignore[type-arg]
        {}, "rules for tools from any source: [tool_rules.NAME] tables with requires (a check tool that must "
        "allow the call first) and irreversible (docs/tools.md)", flag="none",
    )  # fmt: skip
    plan: bool = setting(
        False, "run the reversible calls, then show the irreversible ones with the checks that allowed them and ask "
        "once before any runs (ask --json, batch, serve: return them as the plan instead; docs/tools.md)", flag="on",
    )  # fmt: skip
    yes: bool = setting(False, "approve every call to a tool that requires approval", flag="on")
    allow: list[str] = setting([], "approve calls to TOOL without asking (repeatable)", flag="append", metavar="TOOL")


_FIELDS = {f.name: f for f in fields(Settings)}
DEFAULTS = Settings()


def _kind(name: str) -> type:
    hint = str(_FIELDS[name].type)
    for text, kind in (("list", list), ("dict", dict), ("bool", bool), ("int", int), ("float", float), ("str", str)):
        if hint.startswith(text):
            return kind
    raise AssertionError(f"setting {name} has an unsupported type {hint}")


# Which Python type each setting takes (None allowed where the default is None).
_KINDS: dict[str, type] = {name: _kind(name) for name in _FIELDS}


def setting_kind(name: str) -> type:
    return _KINDS[name]


def settings_table() -> str:
    """The table of settings in docs/configuration.md, from their declarations (a test keeps the two equal)."""
    rows = ["| setting | flag | meaning | default |", "|---|---|---|---|"]
    for f in fields(Settings):
        meta, name = f.metadata, f.name.replace("_", "-")
        option = meta["option"] or f"--{name}"
        flag = {"on": f"`{option}`", "off": f"`--no-{name}`", "none": "(file, environment)"}.get(
            meta["flag"],
            f"`{option} {meta['metavar'] or 'NAME'}`" + (" (repeatable)" if meta["flag"] == "append" else ""),
        )
        default = getattr(DEFAULTS, f.name)
        shown = "none" if default in (None, [], {}) else json.dumps(default)
        choices = f" ({', '.join(meta['choices'])})" if meta["choices"] else ""
        rows.append(f"| `{f.name}` | {flag} | {meta['help']}{choices} | {shown} |")
    return "\n".join(rows)


def shown_value(name: str, value: Any) -> Any:
    """A setting's value as `config` shows it: a secret only says whether it is set."""
    secret = _FIELDS[name].metadata.get("secret")
    if secret == "env" and isinstance(value, dict):  # servers' environments may hold keys
        return {k: _env_hidden(v) for k, v in value.items()}
    if secret:
        return None if value is None else "(set)"
    return value


def _env_hidden(server: Any) -> Any:
    if isinstance(server, dict) and isinstance(server.get("env"), dict):
        return {**server, "env": dict.fromkeys(server["env"], "(set)")}
    return server


def from_setting(name: str) -> Any:
    """A field of a view of the settings (AgentConfig, ExecutorConfig, BackendOptions) that
    holds the setting `name`: its default is the setting's, declared once, here."""
    assert name in _FIELDS, f"no setting named {name!r}"
    default = getattr(DEFAULTS, name)
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata={"setting": name})
    return field(default=default, metadata={"setting": name})


def view(cls: type[T], settings: Settings, **others: Any) -> T:
    """A view of `settings`: each field of `cls` declared with from_setting takes its setting's
    value; `others` fill the fields that are not settings (or derive from several)."""
    values = {f.name: getattr(settings, f.metadata["setting"]) for f in fields(cls) if "setting" in f.metadata}  # type: ignore[arg-type]
    return cls(**{**values, **others})


def template_options(items: list[str]) -> dict[str, Any]:
    """`K=V` items as template variables; V read as JSON when it is (false, 3, "x"), else text."""
    out: dict[str, Any] = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip().isidentifier():
            raise UsageError(f"template option {item!r}: expected NAME=VALUE, e.g. enable_thinking=false")
        try:
            out[key.strip()] = json.loads(value)
        except ValueError:
            out[key.strip()] = value
    return out


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
        choices = _FIELDS[key].metadata.get("choices")
        if choices and value not in choices:
            raise UsageError(f"{where}: '{key}' must be one of {', '.join(choices)}, got {value!r}")
        return value
    if kind is list and isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    if kind is dict and isinstance(value, dict):
        return dict(value)
    expected = {
        bool: "true or false",
        int: "a whole number",
        float: "a number",
        str: "a string",
        list: "a list of strings",
        dict: "a table",
    }[kind]
    raise UsageError(f"{where}: '{key}' must be {expected}, got {value!r}")


def _check(key: str, value: float, where: str) -> Any:
    if not math.isfinite(value):  # NaN passes every comparison; llama.cpp's sampler aborts on it
        raise UsageError(f"{where}: '{key}' must be a finite number, got {value}")
    minimum, maximum = _FIELDS[key].metadata.get("minimum"), _FIELDS[key].metadata.get("maximum")
    if maximum is not None and value > maximum:
        raise UsageError(f"{where}: '{key}' must be at most {maximum:g}, got {value}")
    if minimum is not None and value < minimum:
        if minimum == 0:
            raise UsageError(f"{where}: '{key}' must not be negative, got {value}")
        raise UsageError(f"{where}: '{key}' must be at least {minimum:g}, got {value}")
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
        if kind is dict:
            return _coerce(key, json.loads(text), f"environment {name}")
        return _coerce(key, text, f"environment {name}")
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
        if normalized == "mcp" and isinstance(value, dict):  # [mcp.servers.NAME] tables
            servers = value.get("servers", {})
            if set(value) - {"servers"} or not isinstance(servers, dict):
                raise UsageError(f"{where}: 'mcp' takes [mcp.servers.NAME] tables (or a list of --mcp values)")
            out["mcp_servers"] = servers
            continue
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


def config_table(where: str, table: Any, keys: frozenset[str] | set[str], expected: str) -> Mapping[str, Any]:
    """A `[kind.NAME]` table of the configuration file (`where`), with none but `keys`; one line
    saying what was wrong otherwise."""
    if not isinstance(table, Mapping):
        raise UsageError(f"{where}: expected a table of {expected}")
    unknown = set(table) - set(keys)
    if unknown:
        raise UsageError(f"{where}: unknown key {sorted(unknown)[0]!r} (known: {', '.join(sorted(keys))})")
    return table
