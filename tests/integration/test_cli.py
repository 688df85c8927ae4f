"""The CLI in a subprocess-free way (main(argv)), on the scripted backend."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.cli.main import main
from tests.conftest import write_script


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_scripted_two_step_run_is_reproduced_exactly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = write_script(
        tmp_path / "run.json",
        [
            ' I need to multiply.\nAction: calculator\nAction Input: {"expression": "17 * 23"}',
            " I know.\nFinal Answer: 17 * 23 = 391",
        ],
    )
    outputs = []
    for _ in range(2):
        code, out, err = run_cli(capsys, "ask", "--json", "--backend", f"scripted:{script}", "What is 17 * 23?")
        assert code == 0 and err == ""
        data = json.loads(out)
        assert isinstance(data.pop("seconds"), float)
        assert len(data.pop("conversation")) == 12  # a new one each time (the conversation log's id)
        assert data.pop("mode_source") == "settings"  # no tune profile: the mode the settings give
        for step in data["steps"]:  # timings differ from run to run; everything else may not
            for call in step["calls"]:
                assert isinstance(call["result"].pop("duration_ms"), float)
        outputs.append(data)
    assert outputs[0] == outputs[1]
    assert outputs[0] == {
        "answer": "17 * 23 = 391",
        "stop_reason": "final_answer",
        "mode": "react",
        "sources": [],
        "steps": [
            {
                "raw": 'Thought: I need to multiply.\nAction: calculator\nAction Input: {"expression": "17 * 23"}',
                "format": "react",
                "repair_level": 0,
                "repairs": [],
                "calls": [
                    {
                        "tool": "calculator",
                        "arguments": {"expression": "17 * 23"},
                        "ok": True,
                        "observation": "391",
                        "result": {"success": True, "data": {"answer": "391", "value": 391}, "error": None},
                    }
                ],
                # the clock is not offered to a question that states its arithmetic (policies/clock.py)
                "policies": [
                    {
                        "policy": "clock",
                        "action": "offered",
                        "detail": "3 of 4 tools: date_math, convert_units, calculator",
                        "calls": [],
                    },
                ],
            },
            {
                "raw": "Thought: I know.\nFinal Answer: 17 * 23 = 391",
                "format": "react",
                "repair_level": 0,
                "repairs": [],
                "calls": [],
            },
        ],
        "usage": outputs[0]["usage"],
        "model": "scripted:run.json",
    }
    assert outputs[0]["usage"]["prompt_tokens"] > 0 and outputs[0]["usage"]["completion_tokens"] > 0


def test_plain_output_and_exit_code_without_answer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = write_script(tmp_path / "s.json", ['Action: calculator\nAction Input: {"expression": "1+1"}'])
    code, out, _ = run_cli(capsys, "ask", "--backend", f"scripted:{script}", "--max-steps", "1", "What is 1+1?")
    assert code == 1
    assert out.startswith("No final answer")


def test_trace_file_has_every_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = write_script(
        tmp_path / "s.json", ['Action: calculator\nAction Input: {"expression": "2*3"}', "Final Answer: 6"]
    )
    trace = tmp_path / "trace.jsonl"
    trace.write_text('{"type": "earlier run"}\n')  # appended to, never overwritten
    code, out, _ = run_cli(capsys, "ask", "--backend", f"scripted:{script}", "--trace", str(trace), "What is 2*3?")
    assert (code, out) == (0, "6\n")
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert events[0] == {"type": "earlier run"}
    types = [e["type"] for e in events[1:]]
    # "policy": the clock is not offered to a question that states its arithmetic (policies/clock.py)
    assert types == [
        "run_start", "policy", "model_call", "parse", "tool_call", "tool_result", "model_call", "parse", "stop",
    ]  # fmt: skip
    assert all(isinstance(e["ts"], float) and e["time"] for e in events[1:])
    call = events[3]
    assert "calculator" in call["prompt"] and call["completion"].startswith("Action") and call["prompt_tokens"] > 0


def test_a_trace_is_never_appended_to_a_file_of_something_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--trace important.txt`, a file of the user's, got JSON lines after its text."""
    script = write_script(tmp_path / "s.json", ["Final Answer: 6"])
    notes = tmp_path / "important.txt"
    notes.write_text("Call the bank on Monday.\n")
    code, out, err = run_cli(capsys, "ask", "--backend", f"scripted:{script}", "--trace", str(notes), "What is 2*3?")
    assert code == 2 and out == "" and "holds something other than a trace" in err and len(err.splitlines()) == 1
    assert notes.read_text() == "Call the bank on Monday.\n"


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda d: d / "missing.gguf", "no such file"),
        (lambda d: d, "is a directory"),
        (lambda d: _write(d / "text.gguf", b"hello world"), "not a GGUF file"),
        (lambda d: _write(d / "short.gguf", b"GGUF\x03\x00\x00\x00"), "truncated GGUF file"),
    ],
)
def test_bad_model_path_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make, message: str
) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_cli(capsys, "ask", "--model", str(make(tmp_path)), "hi")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    "argv, message",
    [
        (["ask", "q", "--max-steps", "0"], "at least 1"),
        (["ask", "q", "--temperature", "nan"], "expected a finite number, got nan"),
        (["ask", "q", "--temperature", "inf"], "expected a finite number, got inf"),
        (["ask", "q", "--time-limit", "nan"], "expected a finite number, got nan"),
        (["serve", "--port", "99999"], "expected a number of at most 65535, got 99999"),
        (["ask", ""], "the question is empty"),
        (["index", ""], "an empty folder name"),
        (["ask", "q", "--tools-from", "{dir}"], "--tools-from {dir}: a folder"),
        (["tune", "--modes", "react,json", "--backend", "scripted:{script}"], "--modes: json is not a mode tune tries"),
        (
            ["ask", "q", "--allow", "nosuch", "--backend", "scripted:{script}"],
            "--allow nosuch: no such tool; the tools:",
        ),
        (["ask", "   "], "the question is empty"),
        (["ask", "caf\udce9 what is 2+2"], "the question is not UTF-8 text (byte 0xe9 after 'caf')"),
        (["eval", "/nonexistent.json"], "/nonexistent.json: no such file"),
        (["eval", "{dir}"], "a folder; give a suite file"),
        (["ask", "q", "--docs", "/nonexistent"], "--docs /nonexistent: no such folder"),
        (["ask", "q", "--docs", "{empty}", "--backend", "scripted:{script}"], "--docs {empty}: no documents to search"),
        (
            ["ask", "q", "--embed-model", "nosuchmodel"],
            "--embed-model nosuchmodel: no such file, and no model of that name",
        ),
        (["ask", "q", "--backend", "nope"], "unknown backend 'nope'"),
        (["ask", "q", "--backend", "scripted:/nonexistent.json"], "no such file"),
        (["ask", "q", "--tools", "calculator,nope", "--backend", "scripted:x"], "unknown tool 'nope'"),
        (["ask", "q", "--tools-from", "/nonexistent.py"], "no such file"),
        (["ask", "q", "--mode", "nope", "--backend", "scripted:{script}"], "invalid choice: 'nope'"),
        (
            ["ask", "q", "--mode", "grammar", "--backend", "scripted:{script}"],
            "--mode grammar needs a backend with grammar support",
        ),
        (
            ["ask", "q", "--constrain", "--backend", "scripted:{script}"],
            "--constrain needs a backend with grammar support",
        ),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    script = write_script(tmp_path / "s.json", ["Final Answer: x"])
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    code, out, err = run_cli(capsys, *[a.format(script=script, dir=tmp_path, empty=tmp_path / "empty") for a in argv])
    assert code == 2 and out == ""
    assert message.format(dir=tmp_path, empty=tmp_path / "empty") in err and err.count("\n") == 1


def test_tools_from_a_user_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tools_file = tmp_path / "mytools.py"
    tools_file.write_text(
        "from localagent import tool\n\n"
        "@tool\n"
        "def shout(text: str) -> str:\n"
        '    """Upper-case the text."""\n'
        "    return text.upper()\n"
    )
    script = write_script(tmp_path / "s.json", ['Action: shout\nAction Input: {"text": "hi"}', "Final Answer: HI"])
    code, out, _ = run_cli(
        capsys,
        "ask",
        "--json",
        "--backend",
        f"scripted:{script}",
        "--tools-from",
        str(tools_file),
        "--tools",
        "shout",
        "Shout hi",
    )
    data = json.loads(out)
    assert code == 0
    assert data["steps"][0]["calls"][0]["observation"] == "HI"


def test_a_user_tool_without_a_docstring_or_type_hints_loads_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tools_file = tmp_path / "mytools.py"
    tools_file.write_text(
        "from localagent import tool\n\n@tool\ndef shout(text, times: int):\n    return text.upper()\n"
    )
    script = write_script(tmp_path / "s.json", ["Final Answer: ok"])
    code, _, err = run_cli(capsys, "ask", "--backend", f"scripted:{script}", "--tools-from", str(tools_file), "q")
    assert code == 0
    assert err.strip() == (
        f"localagent: warning: --tools-from {tools_file}: shout has no docstring and no type hint for text: "
        "the model is told little of it"
    )


def test_no_model_anywhere_says_how_to_get_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("localagent.backends.models.default_package_model", lambda: None)
    code, _, err = run_cli(capsys, "ask", "hi")
    assert code == 2
    assert "no model found" in err and "models/README.md" in err and err.count("\n") == 1


def test_help_loads_no_agent_backend_or_schema_library() -> None:
    """`localagent --help` (and every command's parser) stays light: the agent, the backends,
    llama_cpp and jsonschema are imported by the command that runs, not at start-up."""
    import subprocess
    import sys

    probe = (
        "import sys\nfrom localagent.cli.main import main\n"
        "code = main(['--help'])\n"
        "heavy = [m for m in ('llama_cpp', 'numpy', 'jsonschema', 'jinja2', 'localagent.agent', 'localagent.backends',"
        " 'localagent.formats', 'localagent.tools.executor') if m in sys.modules]\n"
        "print(code, heavy)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stdout + done.stderr
    assert "usage: localagent" in done.stdout


@pytest.mark.parametrize(
    "config, env, message",
    [
        ("temperature = nan\n", {}, "'temperature' must be a finite number, got nan"),
        ("tool_timeout = inf\n", {}, "'tool_timeout' must be a finite number, got inf"),
        ("port = 99999\n", {}, "'port' must be at most 65535, got 99999"),
        ("", {"LOCALAGENT_TEMPERATURE": "nan"}, "environment LOCALAGENT_TEMPERATURE: 'temperature' must be a finite"),
    ],
)
def test_a_number_no_run_can_use_is_refused_wherever_it_is_set(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    config: str,
    env: dict,
    message: str,
) -> None:
    """NaN passes every bound (nan < 0 is false) and reached llama.cpp's sampler, which aborted
    the process with a native backtrace; a port past 65535 was taken modulo 65536."""
    (tmp_path / "c.toml").write_text(config)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, out, err = run_cli(capsys, "ask", "--config", str(tmp_path / "c.toml"), "q")
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_an_answer_suite_expecting_what_cannot_be_compared_is_refused_before_any_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "s.jsonl"
    suite.write_text('{"id": "z", "question": "hi", "expect": {"number": "abc"}}\n')
    code, out, err = run_cli(capsys, "eval", str(suite), "--backend", "scripted:[]")
    assert code == 2 and err.strip().endswith("line 1: expect's 'abc' is not a number")


def test_a_tools_file_that_exits_at_import_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tools = tmp_path / "exits.py"
    tools.write_text("import sys\nsys.exit(3)\n")
    code, out, err = run_cli(capsys, "ask", "q", "--tools-from", str(tools), "--backend", "scripted:[]")
    assert code == 2 and err.strip().endswith("importing it called sys.exit(3)")


def test_each_no_flag_says_it_turns_something_off() -> None:
    """`--no-ground` read "replace an answer that contradicts ...": what the setting does when on."""
    import argparse

    from localagent.cli.options import add_setting_options

    parser = argparse.ArgumentParser()
    add_setting_options(parser, groups=("model", "run", "serve"))
    helps = {a.option_strings[0]: a.help for a in parser._actions if a.option_strings[0].startswith("--no-")}
    assert len(helps) >= 10
    assert all(h.startswith(("do not ", "switch off ")) for h in helps.values()), helps
    assert helps["--no-ground"].startswith("do not replace an answer")


def test_a_tool_file_replacing_a_builtin_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A `calculator` in --tools-from replaced the built-in silently, and the arithmetic policy
    wrote its call to it (a tool returning 7 made "17 * 23 is 347.")."""
    tools_file = tmp_path / "mytools.py"
    tools_file.write_text(
        "from localagent import tool\n\n@tool\ndef calculator(expression: str) -> str:\n"
        '    """Evaluate."""\n    return "7"\n'
    )
    code, out, err = run_cli(capsys, "tools", "--tools-from", str(tools_file))
    assert code == 0 and f"warning: --tools-from {tools_file}: its calculator replaces the built-in tool" in err


@pytest.mark.parametrize("debug", [False, True])
def test_what_the_mcp_sdk_logs_is_one_line_unless_debug(debug: bool, capsys: pytest.CaptureFixture[str]) -> None:
    """A server's non-JSON line on stdout printed the SDK's pydantic traceback without --debug."""
    import logging

    from localagent.cli.main import _libraries_log_one_line

    log = logging.getLogger("mcp")
    saved = log.handlers[:], log.propagate
    log.handlers.clear()
    try:
        _libraries_log_one_line(debug)
        try:
            raise ValueError("Invalid JSON: expected value at line 1 column 1")
        except ValueError:
            logging.getLogger("mcp.client.stdio").exception("Failed to parse JSONRPC message from server")
    finally:
        log.handlers[:], log.propagate = saved
    err = capsys.readouterr().err
    assert err.startswith("localagent: warning: MCP: Failed to parse JSONRPC message from server\n")
    assert ("Traceback" in err) is debug
