"""The agent over HTTP (`--backend openai:URL`) against a fake OpenAI-compatible engine on a
loopback port: what is sent (recorded request bodies, llama-server and vLLM dialects), and
every fault the issue lists, each ending in one clear line or a stated stop_reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from localagent.backends.openai import OpenAIBackend
from localagent.cli.main import main
from localagent.errors import EngineUnavailableError, GenerationError
from localagent.types import SamplingParams
from tests.support.fake_engine import Engine, serve
from tests.support.native_cases import template_source

CHATML = (
    "{% for m in messages %}{{ '<|im_start|>' + m['role'] + '\\n' + m['content'] + '<|im_end|>\\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
CALL = ' I need to compute.\nAction: calculator\nAction Input: {"expression": "17 * 23"}'
ANSWER = " I know it.\nFinal Answer: 391"


def ask(capsys: pytest.CaptureFixture[str], url: str, *extra: str) -> tuple[int, dict, str]:
    code = main(["ask", "--json", "--backend", f"openai:{url}", "--no-decline", *extra, "What is 17 * 23?"])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else {}), err


def test_the_agent_runs_over_http_with_the_prompt_rendered_here(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Engine([CALL + "\nObservation: 999", ANSWER], template=CHATML)) as engine:
        code, data, _ = ask(capsys, engine.url, "--mode", "react")
    assert code == 0 and data["answer"] == "391" and data["stop_reason"] == "final_answer"
    assert data["steps"][0]["calls"][0]["observation"] == "391"  # the invented observation was cut here
    first, second = engine.requests
    # ReAct streams: the answer watch reads the text as it comes and ends it where the answer ends.
    assert first["prompt"].endswith("Thought:") and first["stream"] is True
    assert first["cache_prompt"] is True and "stop" not in first  # a stream's stops are applied here
    assert second["prompt"].startswith(first["prompt"])  # the transcript grows at its end: the engine's cache holds
    assert first["model"] == "smol" and first["temperature"] == 0.0


def test_without_a_template_the_engine_renders_the_turns_and_continues_the_scratchpad(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with serve(Engine([CALL, ANSWER], kind="vllm")) as engine:
        code, data, _ = ask(capsys, engine.url, "--mode", "react")
    assert code == 0 and data["answer"] == "391"
    first, second = engine.requests
    assert [m["role"] for m in first["messages"]] == ["system", "user", "assistant"]
    assert first["messages"][-1]["content"] == "Thought:" and first["continue_final_message"] is True
    assert second["messages"][-1]["content"].endswith("Observation: 391\nThought:")
    assert first["add_generation_prompt"] is False and "prompt" not in first


@pytest.mark.slow
def test_a_grammar_goes_where_each_engine_reads_it() -> None:
    with serve(Engine(kind="llama-server")) as engine:
        body = OpenAIBackend(engine.url).request_body("p", 8, SamplingParams(), 'root ::= "x"')
    assert body["grammar"] == 'root ::= "x"' and body["repeat_penalty"] == 1.0
    with serve(Engine(kind="vllm")) as engine:
        backend = OpenAIBackend(engine.url)
        body = backend.request_body("p", 8, SamplingParams(), 'root ::= "x"')
    assert body["structured_outputs"] == {"grammar": 'root ::= "x"'} and "repetition_penalty" in body
    assert "cache_prompt" not in body and backend.context_size == 2048  # vLLM's own prefix cache, its max_model_len
    with serve(Engine(kind="openai")) as engine:
        plain = OpenAIBackend(engine.url)
    assert not plain.supports_grammar
    with pytest.raises(GenerationError, match="does not take grammars"):
        plain.request_body("p", 8, SamplingParams(), 'root ::= "x"')


def test_constrained_mode_sends_the_grammar(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Engine([CALL, ANSWER])) as engine:
        code, data, _ = ask(capsys, engine.url)  # the default mode: react under its grammar
    assert data["mode"] == "react+grammar"
    assert any("grammar" in r for r in engine.requests)


def test_native_mode_takes_the_template_the_engine_publishes(capsys: pytest.CaptureFixture[str]) -> None:
    call = '<tool_call>\n{"name": "calculator", "arguments": {"expression": "17 * 23"}}\n</tool_call>'
    engine = Engine([call, "It is 391."], template=template_source("Qwen-Qwen2.5-7B-Instruct.jinja"))
    with serve(engine):
        code, data, _ = ask(capsys, engine.url, "--mode", "native")
    assert code == 0 and data["mode"] == "native" and data["answer"] == "It is 391."
    assert "<tools>" in engine.requests[0]["prompt"]
    assert "<tool_response>\n391\n</tool_response>" in engine.requests[1]["prompt"]


def test_a_server_that_is_down_is_one_line_naming_the_url(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["ask", "--backend", "openai:http://127.0.0.1:9/v1", "hi"])
    err = capsys.readouterr().err
    assert code == 3
    assert (
        err
        == "localagent: error: cannot reach http://127.0.0.1:9/v1/models: connection refused (is the server running?)\n"
    )


def test_a_model_the_server_does_not_have(capsys: pytest.CaptureFixture[str]) -> None:
    with serve(Engine()) as engine:
        code = main(["ask", "--backend", f"openai:{engine.url}", "--api-model", "llama-70b", "hi"])
    err = capsys.readouterr().err
    assert code == 3 and "has no model 'llama-70b'; it has: smol" in err


def test_the_api_key_is_sent_and_never_shown(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    trace = tmp_path / "trace.jsonl"
    with serve(Engine([CALL, ANSWER], api_key="sekrit-123")) as engine:
        monkeypatch.setenv("LOCALAGENT_API_KEY", "wrong-key")
        code = main(["ask", "--backend", f"openai:{engine.url}", "hi"])
        err = capsys.readouterr().err
        assert code == 3 and "HTTP 401" in err and "API key" in err and "wrong-key" not in err
        monkeypatch.setenv("LOCALAGENT_API_KEY", "sekrit-123")
        code, data, err = ask(capsys, engine.url, "--trace", str(trace))
    assert code == 0 and data["answer"] == "391"
    assert main(["config", "--json"]) == 0
    shown = capsys.readouterr().out
    assert json.loads(shown)["settings"]["api_key"] == {"value": "(set)", "source": "env LOCALAGENT_API_KEY"}
    assert "sekrit" not in shown + json.dumps(data) + err + trace.read_text()


@pytest.mark.parametrize(
    "fault, message",
    [
        ("reset", "connection was lost mid-answer"),
        ("500", "answered HTTP 500: out of memory"),
        ("truncated", "connection was lost mid-answer"),
        ("closed", "the engine closed the connection without answering"),
        ("garbage", "the engine's reply is not JSON: 'this is not json'"),
        ("429-always", "answered HTTP 429: slow down"),
    ],
)
def test_a_fault_mid_run_stops_it_with_the_steps_so_far(
    capsys: pytest.CaptureFixture[str], fault: str, message: str
) -> None:
    # JSON calls have no answer label to watch: each step is one plain request.
    call, answer = '{"tool": "calculator", "arguments": {"expression": "17 * 23"}}', '{"final_answer": "391"}'
    engine = Engine([call, answer + " and a long tail"], fault=fault, fault_after=1)
    with serve(engine):
        code, data, _ = ask(capsys, engine.url, "--mode", "json")
    assert code == 1 and data["stop_reason"] == "generation_error"
    assert message in data["answer"]
    assert data["steps"][0]["calls"][0]["observation"] == "391"  # the step before the fault is kept


@pytest.mark.parametrize(
    "fault, message",
    [
        ("reset", "connection was lost mid-answer"),
        ("truncated", "the stream ended before the answer was complete"),
        ("closed", "the engine closed the connection without answering"),
        ("garbage", "the stream ended before the answer was complete"),
    ],
)
def test_a_fault_in_a_stream_is_one_clear_error(fault: str, message: str) -> None:
    with serve(Engine([ANSWER + " and a long tail so the stream has pieces"], fault=fault)) as engine:
        backend = OpenAIBackend(engine.url)
        with pytest.raises(GenerationError, match=message):
            backend.generate("Question?", max_tokens=64, on_text=lambda piece: None)


def test_a_busy_engine_is_retried_after_the_time_it_asks_for() -> None:
    engine = Engine([ANSWER], fault="busy", retry_after="0.2")
    with serve(engine):
        backend = OpenAIBackend(engine.url)
        waits: list[float] = []
        backend.client.sleep = waits.append
        completion = backend.generate("Question?", max_tokens=16)
    assert completion.text.endswith("Final Answer: 391") and waits == [0.2]
    assert engine.completions == 2


def test_a_timeout_is_one_clear_error() -> None:
    engine = Engine([ANSWER], fault="slow", slow=1.5)
    with serve(engine):
        backend = OpenAIBackend(engine.url, timeout=0.3)
        with pytest.raises(GenerationError, match=r"no answer within 0.3 s \(--request-timeout\)"):
            backend.generate("Question?", max_tokens=16)


def test_stop_sequences_are_applied_here_and_say_which_one_stopped() -> None:
    with serve(Engine(["Thought: x\nAction: calculator\nObservation: 5"])) as engine:
        backend = OpenAIBackend(engine.url)
        streamed: list[str] = []
        completion = backend.generate("p", stop=["Observation:", "Action:"], on_text=streamed.append)
    assert completion.text == "Thought: x\n" and completion.stop_sequence == "Action:"
    assert "".join(streamed) == completion.text
    # The stream was closed at the stop, before the last event, which alone carries the timings.
    assert completion.prompt_tokens_evaluated is None


def test_unreachable_at_start_is_an_engine_error() -> None:
    with pytest.raises(EngineUnavailableError):
        OpenAIBackend("http://127.0.0.1:9/v1")


def test_the_engine_bench_measures_both_concurrencies_after_a_warm_up(capsys: pytest.CaptureFixture[str]) -> None:
    """An engine keeping prompts in memory has them warm for both measured passes, not for the
    second only (llama-server's RAM cache made 2.11x of a 0.99x)."""
    from localagent.backends.openai import OpenAIBackend
    from localagent.evaluation.engine_bench import run_engine_bench

    answer = ' I call.\nAction: calculator\nAction Input: {"expression": "1 + 1"}'
    with serve(Engine(answer=lambda prompt: answer)) as engine:
        backend = OpenAIBackend(engine.url)
        lines: list[str] = []
        assert run_engine_bench(backend, lines.append, items=2) == 0
    assert lines[-1].startswith("eval throughput over 2 items, after a warm-up pass:")
    # Prefix reuse read from the engine's timings, the run's prompts sent again as plain requests.
    assert any(line.startswith("prefix reuse: prompt tokens evaluated step 1: 7 of ") for line in lines)
    assert "items/s at concurrency 1" in lines[-1] and lines[-1].endswith("x")
