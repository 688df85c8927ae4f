"""`localagent parse`: how a user sees why their model's output did or did not work."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from localagent.cli.main import main

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "weather",
            "description": "d",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
                "required": ["city"],
            },
        },
    },
    {
        "name": "calculator",
        "description": "math",
        "parameters": {"type": "object", "properties": {"expression": {"type": "string"}}, "required": ["expression"]},
    },
]


def parse(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str, *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code = main(["parse", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def tools_file(tmp_path: Path) -> str:
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(TOOLS))
    return str(path)


def test_json(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = parse(monkeypatch, capsys, "{'a': 1,}", "--format", "json")
    assert code == 0
    assert json.loads(out) == {
        "value": {"a": 1},
        "level": 2,
        "repairs": ["replaced non-JSON quotes", "removed trailing comma"],
    }


@pytest.mark.parametrize(
    "fmt, text, calls, level",
    [
        (
            "react",
            'Action: weather\nAction Input: {"city": "Oslo", "days": "2"}',
            [{"tool": "weather", "arguments": {"city": "Oslo", "days": 2}}],
            3,
        ),
        (
            "react",
            "Action: calculator\nAction Input: 2+2",
            [{"tool": "calculator", "arguments": {"expression": "2+2"}}],
            3,
        ),
        ("marker", 'See [[weather(city="Oslo")]]', [{"tool": "weather", "arguments": {"city": "Oslo"}}], 0),
        (
            "toolcall",
            '<tool_call>{"name": "weather", "arguments": {"city": "Oslo"}}</tool_call>',
            [{"tool": "weather", "arguments": {"city": "Oslo"}}],
            1,
        ),
    ],
)
def test_formats_with_tools(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tools_file: str,
    fmt: str,
    text: str,
    calls: list,
    level: int,
) -> None:
    code, out, _ = parse(monkeypatch, capsys, text, "--format", fmt, "--tools", tools_file)
    report = json.loads(out)
    assert code == 0
    assert set(report) == {"calls", "final_answer", "level", "repairs"}
    assert (report["calls"], report["final_answer"], report["level"]) == (calls, None, level)


def test_final_answer(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = parse(monkeypatch, capsys, "Thought: ok\nFinal Answer: 42 😀", "--format", "react")
    assert code == 0 and json.loads(out)["final_answer"] == "42 😀"


def test_parse_error_is_stderr_and_exit_2(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = parse(monkeypatch, capsys, "no json here", "--format", "toolcall")
    assert (code, out) == (2, "")
    assert err.startswith("localagent: parse error: No JSON tool call found") and err.count("\n") == 1


def test_bad_tools_file(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "t.json"
    bad.write_text('{"not": "a list"}')
    code, _, err = parse(monkeypatch, capsys, "x", "--format", "react", "--tools", str(bad))
    assert code == 2 and "expected a JSON list of tool definitions" in err
