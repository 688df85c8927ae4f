"""Settings precedence: defaults < file < environment < flags, and what `config` prints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from localagent.errors import UsageError
from localagent.settings import resolve_settings


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_precedence(tmp_path: Path) -> None:
    cfg = write(tmp_path / "c.toml", 'max_steps = 3\nmode = "react"\ntools = ["calculator"]\ntool_timeout = 5\n')
    env = {"LOCALAGENT_MAX_STEPS": "4", "LOCALAGENT_TOOLS": "calculator,current_time"}
    r = resolve_settings({"max_steps": 9}, env=env, config_path=str(cfg))
    s = r.settings
    assert (s.max_steps, s.mode, s.tools, s.tool_timeout, s.parallel) == (
        9,
        "react",
        ["calculator", "current_time"],
        5.0,
        4,
    )
    assert r.sources["max_steps"] == "flag --max-steps"
    assert r.sources["tools"] == "env LOCALAGENT_TOOLS"
    assert r.sources["mode"] == f"file {cfg}"
    assert r.sources["parallel"] == "default"


def test_default_file_location(tmp_path: Path) -> None:
    home_cfg = Path.home() / ".config" / "localagent" / "config.toml"
    home_cfg.parent.mkdir(parents=True)
    write(home_cfg, "ctx = 2048\n")
    r = resolve_settings({}, env={})
    assert r.settings.ctx == 2048 and r.config_file == home_cfg


@pytest.mark.parametrize(
    "text, message",
    [
        ("max_steps = 'many'\n", "line 1: 'max_steps' must be a whole number"),
        ("ctx = 0\n", "line 1: 'ctx' must be at least 1"),
        ("\n\nmodle = 'x'\n", "line 3: unknown key 'modle'"),
        ("tools = 'calculator'\n", "line 1: 'tools' must be a list of strings"),
        ("max_steps = \n", "invalid TOML"),
    ],
)
def test_invalid_file_is_one_line_naming_file_line_and_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    cfg = write(tmp_path / "bad.toml", text)
    with pytest.raises(UsageError) as err:
        resolve_settings({}, env={}, config_path=str(cfg))
    assert str(cfg) in str(err.value) and message in str(err.value)
    code = main(["config", "--config", str(cfg)])
    assert code == 2 and capsys.readouterr().err.count("\n") == 1


def test_bad_environment_value() -> None:
    with pytest.raises(UsageError, match="LOCALAGENT_MAX_STEPS"):
        resolve_settings({}, env={"LOCALAGENT_MAX_STEPS": "lots"})


def test_config_command_prints_values_and_sources(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cfg = write(tmp_path / "c.toml", "max_steps = 3\n")
    monkeypatch.setenv("LOCALAGENT_PARALLEL", "2")
    assert main(["config", "--config", str(cfg), "--json", "--mode", "grammar"]) == 0
    data = json.loads(capsys.readouterr().out)["settings"]
    assert data["max_steps"] == {"value": 3, "source": f"file {cfg}"}
    assert data["parallel"] == {"value": 2, "source": "env LOCALAGENT_PARALLEL"}
    assert data["mode"] == {"value": "grammar", "source": "flag --mode"}
    assert main(["config", "--config", str(cfg)]) == 0
    text = capsys.readouterr().out
    assert f"configuration file: {cfg}" in text and "max_steps" in text


def test_config_file_drives_ask(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = write(tmp_path / "s.json", json.dumps(['Action: calculator\nAction Input: {"expression": "1+1"}'] * 5))
    cfg = write(tmp_path / "c.toml", f'backend = "scripted:{script}"\nmax_steps = 1\n')
    code = main(["ask", "--config", str(cfg), "--json", "What is 1+1?"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and data["stop_reason"] == "max_steps" and len(data["steps"]) == 1


def test_each_setting_is_declared_once_and_flags_and_views_derive_from_it() -> None:
    from dataclasses import fields

    from localagent.agent.config import AgentConfig, agent_config
    from localagent.backends import BackendOptions
    from localagent.cli.main import build_parser
    from localagent.settings import DEFAULTS, Settings
    from localagent.tools.executor import ExecutorConfig

    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    for f in fields(Settings):
        if f.metadata["flag"] == "none":
            continue
        # serve's settings are flags of serve (and config); the others of ask too
        parser = commands["serve" if f.metadata["group"] == "serve" else "ask"]
        flags = {option for action in parser._actions for option in action.option_strings}
        name = f.name.replace("_", "-")
        expected = f.metadata["option"] or (f"--no-{name}" if f.metadata["flag"] == "off" else f"--{name}")
        assert expected in flags, f.name
        assert f.metadata["help"]
    # Each view's fields that are settings take the setting's default: declared once, in Settings.
    for cls in (AgentConfig, ExecutorConfig, BackendOptions):
        instance = cls()  # type: ignore[call-arg]
        views = [f for f in fields(cls) if "setting" in f.metadata]
        assert views, cls
        for f in views:
            assert getattr(instance, f.name) == getattr(DEFAULTS, f.metadata["setting"]), (cls.__name__, f.name)
    assert agent_config(DEFAULTS) == AgentConfig()


def test_a_view_takes_the_values_of_the_settings_it_was_made_from() -> None:
    from localagent.agent.config import agent_config
    from localagent.backends import BackendOptions
    from localagent.settings import Settings, view

    s = Settings(max_tokens=64, decompose=False, ctx=1024, temperature=0.5, template_option=["enable_thinking=false"])
    config = agent_config(s)
    assert (config.max_tokens_per_step, config.decompose, config.sampling.temperature) == (64, False, 0.5)
    assert config.template_options == {"enable_thinking": False}
    assert view(BackendOptions, s, debug=True) == BackendOptions(n_ctx=1024, debug=True)


def test_policies_are_registered_with_their_switches() -> None:
    from localagent.agent.config import AgentConfig
    from localagent.policies import POLICY_SETTINGS, build_policies

    assert POLICY_SETTINGS == {
        "evidence": False, "clock": False, "relevant_tools": 0, "arithmetic": False, "quantities": False, "quoted": False,
        "retrieve": False,
        "decompose": False, "expand": False, "decline": False,
    }  # fmt: skip
    assert [p.name for p in build_policies(AgentConfig())] == list(POLICY_SETTINGS)
    assert build_policies(AgentConfig(**POLICY_SETTINGS)) == []  # type: ignore[arg-type]
    chosen = build_policies(AgentConfig(relevant_tools=0, decline=False))
    assert [p.name for p in chosen] == [
        "evidence", "clock", "arithmetic", "quantities", "quoted", "retrieve", "decompose", "expand"
    ]  # fmt: skip


def test_the_mode_setting_offers_every_registered_format() -> None:
    from localagent.formats import FORMATS
    from localagent.settings import MODES

    assert set(MODES) == {"auto", "grammar", *FORMATS}
