"""`--backend ollama:URL` against a fake Ollama server: the requests match Ollama's documented
`/api/generate` (raw prompt, options, stop, `format` schema), the agent runs over it, and
`--mode grammar` falls back to a JSON schema of the calls and says so once."""

from __future__ import annotations

import json

import pytest

from localagent.backends.ollama import OllamaBackend
from localagent.cli.main import main
from localagent.errors import GenerationError
from tests.support.fake_ollama import Ollama, serve

CALL = ' I need to compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}'
ANSWER = " I know it.\nFinal Answer: 391"


def test_the_agent_runs_over_ollamas_raw_generate(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Ollama([CALL + "\nObservation: 999", ANSWER])) as ollama:
        code = main(["ask", "--json", "--backend", f"ollama:{ollama.url}", "--no-decline", "What is 17 * 23?"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["answer"] == "391" and data["mode"] == "react"  # no grammar: plain ReAct
    first = ollama.requests[0]
    # ReAct streams: the answer watch reads the text as it comes and ends it where the answer ends.
    assert first["raw"] is True and first["stream"] is True and first["model"] == "qwen2.5:0.5b"
    assert first["prompt"].endswith("Thought:") and "format" not in first
    options = first["options"]
    assert options["temperature"] == 0.0 and options["num_predict"] == 256 and options["num_ctx"] == 4096
    assert "stop" not in options and options["repeat_penalty"] == 1.0 and options["seed"] == 0  # applied here


def test_grammar_mode_falls_back_to_a_json_schema_and_says_so_once(capsys: pytest.CaptureFixture[str]) -> None:
    call = '{"tool": "calculator", "arguments": {"expression": "17 * 23"}}'
    with serve(Ollama([call, '{"final_answer": "391"}'])) as ollama:
        code = main(["ask", "--json", "--backend", f"ollama:{ollama.url}", "--mode", "grammar", "--no-decline",
                     "--tools", "calculator,convert_units", "What is 17 * 23?"])  # fmt: skip
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert code == 0 and data["mode"] == "json+schema" and data["answer"] == "391"
    assert captured.err.count("takes no grammar") == 1
    schema = ollama.requests[0]["format"]
    tools = {
        o["properties"]["tool"]["const"]
        for o in schema["anyOf"]
        if o.get("type") == "object" and "tool" in o["properties"]
    }
    assert tools == {"calculator", "convert_units"}
    assert {
        "type": "object",
        "properties": {"final_answer": {"type": "string"}},
        "required": ["final_answer"],
    } in schema["anyOf"]


def test_constrain_with_another_format_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Ollama()) as ollama:
        code = main(["ask", "--backend", f"ollama:{ollama.url}", "--mode", "react", "--constrain", "hi"])
    assert code == 2 and "--constrain needs a backend with grammar support" in capsys.readouterr().err


def test_a_model_ollama_does_not_have_and_a_server_that_is_down(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Ollama()) as ollama:
        assert main(["ask", "--backend", f"ollama:{ollama.url}", "--api-model", "llama3:70b", "hi"]) == 3
    assert "has no model 'llama3:70b'; it has: qwen2.5:0.5b" in capsys.readouterr().err
    assert main(["ask", "--backend", "ollama:http://127.0.0.1:9", "hi"]) == 3
    assert "cannot reach http://127.0.0.1:9/api/tags" in capsys.readouterr().err


def test_streaming_and_which_stop_ended_it() -> None:
    with serve(Ollama(["Thought: x\nAction: calculator\nObservation: 5"])) as ollama:
        backend = OllamaBackend(ollama.url)
        pieces: list[str] = []
        completion = backend.generate("p", stop=["Action:"], on_text=pieces.append)
        assert completion.text == "Thought: x\n" and completion.stop_sequence == "Action:"
        assert "".join(pieces) == completion.text and ollama.requests[0]["stream"] is True
        with pytest.raises(GenerationError, match="takes no grammar"):
            backend.generate("p", grammar='root ::= "x"')
