"""What a run is held to: the agent's view of the settings (settings.Settings).

Each field but `sampling` and `template_options` is a setting, its default declared once in
Settings; `localagent` builds one with `agent_config(settings)`, a library user directly.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from ..backends.base import Backend
from ..errors import LocalAgentError
from ..formats.base import Format
from ..formats.modes import Mode
from ..formats.select import select_format
from ..settings import Settings, from_setting, template_options, view
from ..stores.model_profiles import Profile, ProfileError, load_profile, profiles_path
from ..tools.executor import ExecutorConfig
from ..types import SamplingParams


@dataclass
class AgentConfig:
    mode: str = from_setting("mode")
    chat_template: str | None = from_setting("chat_template")  # a file; default: the model's own
    tool_format: str | None = from_setting("tool_format")  # a family; default: detected from the template
    template_options: dict[str, Any] = field(default_factory=dict)  # variables for the template
    constrain: bool = from_setting("constrain")
    strict: bool = from_setting("strict")
    # Repair level 5: after this many failed steps in a row, the next step is generated
    # under the format's grammar (when the backend supports grammars). 0 turns it off.
    regenerate_after: int = from_setting("regenerate_after")
    max_steps: int = from_setting("max_steps")
    max_tokens_per_step: int = from_setting("max_tokens")
    sampling: SamplingParams = field(default_factory=SamplingParams)
    token_budget: int | None = from_setting("token_budget")
    time_limit: float | None = from_setting("time_limit")
    tool_timeout: float = from_setting("tool_timeout")
    parallel: int = from_setting("parallel")
    policies: str = from_setting("policies")  # the policies' profile: auto, full, check, off
    ground: bool = from_setting("ground")
    evidence: bool = from_setting("evidence")
    clock: bool = from_setting("clock")
    relevant_tools: int = from_setting("relevant_tools")
    arithmetic: bool = from_setting("arithmetic")
    quantities: bool = from_setting("quantities")
    quoted: bool = from_setting("quoted")
    retrieve: bool = from_setting("retrieve")
    decompose: bool = from_setting("decompose")
    expand: bool = from_setting("expand")
    decline: bool = from_setting("decline")
    max_observation_chars: int = from_setting("max_observation_chars")
    repeat_limit: int = from_setting("repeat_limit")
    failure_limit: int = from_setting("failure_limit")
    plan: bool = from_setting("plan")  # irreversible calls deferred to a plan the user approves once


def agent_config(settings: Settings) -> AgentConfig:
    """The configuration `settings` give a run."""
    return view(
        AgentConfig, settings, template_options=template_options(settings.template_option),
        sampling=SamplingParams(temperature=settings.temperature, seed=settings.seed),
    )  # fmt: skip


def executor_config(config: AgentConfig) -> ExecutorConfig:
    """What running a run's calls is held to, from its configuration."""
    return ExecutorConfig(config.tool_timeout, config.parallel, config.max_observation_chars)


def run_format(backend: Backend, config: AgentConfig) -> tuple[Mode, Format]:
    """The mode and format `config` runs on `backend` (formats/select.py); under `auto`, what
    `localagent tune` recorded for the model file, when it did."""
    if config.mode == "auto" and not config.constrain:
        profile = tuned_profile(getattr(backend, "model_path", None))
        if profile is not None:
            try:
                mode, fmt = _select(backend, config, profile.mode, profile.constrain)
            except LocalAgentError:
                pass  # the recorded mode cannot run here (another backend's settings): auto's own choice
            else:
                return replace(mode, tuned=profile.reason()), fmt
    return _select(backend, config, config.mode, config.constrain)


def policy_profile(backend: Backend, config: AgentConfig, mode: Mode, fmt: Format, recorded: bool = True) -> str:
    """What the first-step policies do for this model (policies.resolve_profile): as set; under
    auto, what tune recorded for its file (unless not `recorded`: tune's own measuring), else
    `check` for a model trained on its template's tool syntax and `full` help for one that is not."""
    from ..policies import resolve_profile

    auto = config.policies == "auto" and recorded
    tuned = tuned_profile(getattr(backend, "model_path", None)) if auto else None
    return resolve_profile(config.policies, trained_on_tools(mode, fmt), tuned.policies if tuned is not None else "")


def trained_on_tools(mode: Mode, fmt: Format) -> bool:
    """The run writes calls in its model's own template syntax, which the model was trained on:
    native mode on a template that knows tools (not SmolLM2's ChatML under `--mode native`, the
    generic JSON syntax a tiny model never saw). Such a model's calls are checked, not written."""
    return mode.format == "native" and bool(getattr(fmt, "knows_tools", False))


def _select(backend: Backend, config: AgentConfig, mode: str, constrain: bool) -> tuple[Mode, Format]:
    return select_format(
        backend, mode, constrain=constrain, strict=config.strict, chat_template=config.chat_template,
        tool_format=config.tool_format, template_options=config.template_options,
    )  # fmt: skip


@lru_cache(maxsize=16)
def _profile(path: str, size: int, mtime: float, recorded: float) -> Profile | None:
    try:
        return load_profile(path)
    except ProfileError:
        return None  # a damaged profiles file: auto's own choice, and `tune` says why when run


def tuned_profile(model_path: str | None) -> Profile | None:
    """What tune recorded for the model file at `model_path` (read again when the model file
    or the profiles file changes)."""
    if not model_path:
        return None
    try:
        st = os.stat(model_path)
        recorded = os.stat(profiles_path()).st_mtime
    except OSError:
        return None
    return _profile(str(model_path), st.st_size, st.st_mtime, recorded)
