"""End to end on the real SmolLM2-135M model. Assertions are on what the software
guarantees (a run completes and says why it stopped, outputs have their documented shape),
never on the tiny model's arithmetic."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from localagent import Agent, AgentConfig
from localagent.tools.builtin import builtin_registry
from localagent.trace import Tracer
from localagent.types import Message, RunResult
from tests.support.model_alone import MODEL_ALONE_CONFIG, MODEL_ALONE_FLAGS, own_calls

# How a run may end on the real model; generation_error is not one: it means the model could
# not generate, which is a failure here.
STOP_REASONS = {"final_answer", "max_steps", "token_budget", "time_limit", "repeated_call"}


def test_backend_generates_with_chat_template_and_prefix_reuse(real_backend) -> None:  # type: ignore[no-untyped-def]
    prompt = real_backend.render_chat([Message("system", "Be brief."), Message("user", "Say hello.")])
    assert prompt.startswith("<|im_start|>system")
    first = real_backend.generate(prompt, max_tokens=8)
    assert first.completion_tokens <= 8 and first.prompt_tokens == real_backend.count_tokens(prompt)
    again = real_backend.generate(prompt + first.text, max_tokens=4)
    # Only the tokens the cache lacks are evaluated the second time.
    assert again.prompt_tokens_evaluated is not None and again.prompt_tokens_evaluated < again.prompt_tokens // 2


def test_stop_sequences_and_streaming(real_backend) -> None:  # type: ignore[no-untyped-def]
    prompt = real_backend.render_chat([Message("user", "Count: 1, 2, 3, 4, 5, 6")])
    pieces: list[str] = []
    out = real_backend.generate(prompt, max_tokens=40, stop=["4"], on_text=pieces.append)
    assert "4" not in out.text
    assert "".join(pieces) == out.text


def test_generation_with_a_repetition_penalty(real_backend) -> None:  # type: ignore[no-untyped-def]
    # llama-cpp-python's binding of llama.cpp's penalties sampler takes the vocabulary size first;
    # without it any repetition penalty raised a TypeError before a token was generated.
    from localagent.types import SamplingParams

    prompt = real_backend.render_chat([Message("user", "Say hello.")])
    out = real_backend.generate(prompt, max_tokens=8, sampling=SamplingParams(repeat_penalty=1.3))
    assert 0 < out.completion_tokens <= 8


def test_agent_run_on_the_real_model(real_backend) -> None:  # type: ignore[no-untyped-def]
    tracer = Tracer()
    agent = Agent(real_backend, builtin_registry(), AgentConfig(max_steps=3, max_tokens_per_step=96), tracer=tracer)
    result = agent.run("What is 17 * 23?")
    assert result.stop_reason in STOP_REASONS
    assert result.answer.strip()
    assert 1 <= len(result.steps) <= 3
    assert result.usage.prompt_tokens > 0 and result.usage.completion_tokens > 0
    types = [e["type"] for e in tracer.events]
    assert types[0] == "run_start" and types[-1] == "stop" and "model_call" in types and "parse" in types


def test_cli_json_and_trace_on_the_default_model(tmp_path: Path) -> None:
    trace = tmp_path / "t.jsonl"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "localagent",
            "ask",
            "--json",
            "--max-steps",
            "2",
            "--max-tokens",
            "64",
            "--trace",
            str(trace),
            "What is 17 * 23?",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode in (0, 1), proc.stderr
    assert proc.stderr == ""  # llama.cpp's own log is silent without --debug
    data = json.loads(proc.stdout)
    assert set(data) == {"answer", "stop_reason", "mode", "sources", "steps", "usage", "seconds", "model", "conversation",
                         "mode_source"}  # fmt: skip
    assert data["stop_reason"] in STOP_REASONS and data["answer"].strip()
    assert data["model"] == "SmolLM2-135M-Instruct.Q4_1.gguf"
    for step in data["steps"]:
        assert {"raw", "format", "repair_level", "calls"} <= set(step)
        for call in step["calls"]:
            assert set(call) >= {"tool", "arguments", "ok", "observation"}
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert {"run_start", "model_call", "parse", "stop"} <= {e["type"] for e in events}
    model_call = next(e for e in events if e["type"] == "model_call")
    assert model_call["prompt"].startswith("<|im_start|>system") and model_call["prompt_tokens"] > 0
    assert (proc.returncode == 0) == (data["stop_reason"] == "final_answer")


@pytest.mark.parametrize("mode, constrain", [("react", True), ("marker", True), ("grammar", False)])
def test_constrained_output_always_parses_and_validates_on_bfcl(real_backend, mode: str, constrain: bool) -> None:  # type: ignore[no-untyped-def]
    from localagent import Registry
    from tests.support.bfcl import load_items

    for item in load_items("simple_python", limit=30):
        tools = Registry(item["function"])
        agent = Agent(real_backend, tools, AgentConfig(mode=mode, constrain=constrain, max_tokens_per_step=160))
        step = agent.propose(item["question"][0][-1]["content"])
        assert step.error is None, (item["id"], step.raw)
        assert step.calls or step.final_answer, (item["id"], step.raw)
        for call in step.calls:
            assert call.ok, (item["id"], step.raw, call.observation)


def test_ask_17_times_23_the_model_calls_the_calculator() -> None:
    """The model's own call (the policies that would write it first are off), with the
    calculator offered: under the default grammar it writes 17 * 23 itself. (Offered every
    tool, SmolLM2 alone picks convert_units: the arithmetic policy is what answers the README's
    question with the defaults.)"""
    proc = subprocess.run(
        [sys.executable, "-m", "localagent", "ask", "--json", *MODEL_ALONE_FLAGS, "--tools", "calculator",
         "What is 17 * 23?"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    data = json.loads(proc.stdout)
    assert data["mode"] == "react+grammar"
    calls = own_calls(data)
    assert calls and calls[0]["tool"] == "calculator" and calls[0]["observation"] == "391"


def test_native_mode_on_smollm2_calls_a_tool_and_answers() -> None:
    """SmolLM2's ChatML template knows no tools: the generic JSON fallback, under its grammar."""
    proc = subprocess.run(
        [sys.executable, "-m", "localagent", "ask", "--json", "--mode", "native", "--constrain", *MODEL_ALONE_FLAGS,
         "What is 17 * 23?"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    data = json.loads(proc.stdout)
    assert data["mode"] == "native+grammar"
    calls = own_calls(data)  # every tool offered, and no policy writes the call: the model's own
    assert calls and calls[0]["tool"] == "calculator" and calls[0]["observation"] == "391"
    assert data["stop_reason"] in STOP_REASONS and data["answer"].strip()
    assert "already called" not in data["answer"]  # a refused repeat is not copied into the answer


def test_complete_on_the_real_model_returns_a_schema_valid_call_when_one_is_required(real_backend) -> None:  # type: ignore[no-untyped-def]
    from localagent import complete

    weather = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "The weather in a city.",
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        },
    }
    for mode in ("native", "react", "json"):
        message = complete(
            [{"role": "user", "content": "What is the weather in Paris?"}],
            [weather],
            backend=real_backend,
            tool_choice="required",
            config=AgentConfig(mode=mode),
        )
        (call,) = message["tool_calls"][:1]
        assert call["function"]["name"] == "get_weather", mode
        assert isinstance(json.loads(call["function"]["arguments"])["city"], str), mode


def test_real_model_with_a_failing_tool_never_sees_a_traceback(real_backend) -> None:  # type: ignore[no-untyped-def]
    from localagent import Registry, tool

    calls: list[str] = []

    @tool
    def stock_price(symbol: str) -> str:
        """Get the current stock price for a ticker symbol.

        Args:
            symbol: The ticker, e.g. "AAPL".
        """
        calls.append(symbol)
        raise ConnectionError("upstream at /srv/feeds/prices.sock refused the connection")

    tracer = Tracer()
    agent = Agent(
        real_backend, Registry([stock_price]), AgentConfig(max_steps=5, max_tokens_per_step=96), tracer=tracer
    )
    result = agent.run("What is the stock price of AAPL?")
    assert result.stop_reason in STOP_REASONS and result.answer.strip()
    assert calls, "the model never called the failing tool"
    assert len(calls) <= 3  # taken away after three failures in a row
    assert len(set(calls)) == len(calls)  # an identical call is never run twice
    for event in tracer.events:
        if event["type"] == "model_call":
            assert "Traceback" not in event["prompt"] and "/srv/feeds" not in event["prompt"]
    failed = [c for s in result.steps for c in s.calls if not c.ok and c.error == "ToolExecutionError"]
    assert len(failed) == len(calls)  # every call that ran failed, and says so
    for record in failed:
        assert record.observation.startswith("tool stock_price failed: ConnectionError")
        assert "/srv/feeds" not in record.observation and "calling it again will not help" in record.observation


def test_real_model_denied_call_is_an_observation(real_backend) -> None:  # type: ignore[no-untyped-def]
    from localagent import Registry, tool

    ran: list[str] = []

    @tool(requires_approval=True)
    def delete_file(path: str) -> str:
        """Delete a file from disk.

        Args:
            path: The file to delete.
        """
        ran.append(path)
        return "deleted"

    agent = Agent(
        real_backend, Registry([delete_file]), AgentConfig(mode="grammar", max_steps=2, max_tokens_per_step=64)
    )
    result = agent.run("Delete the file notes.txt")
    assert ran == []  # the default approver denies without a terminal
    records = [c for s in result.steps for c in s.calls]
    assert records, "the model called no tool: nothing was denied"
    assert (records[0].tool, records[0].observation, records[0].error) == ("delete_file", "the user denied this call",
                                                                           "Denied")  # fmt: skip
    for record in records[1:]:
        assert record.observation == "the user denied this call" or record.error in ("ToolCallError", "RepeatedCall")
    assert result.answer.strip()


def test_after_the_first_step_only_new_tokens_are_evaluated(real_backend) -> None:  # type: ignore[no-untyped-def]
    from localagent.evaluation.bench import measure_prefix_reuse

    steps = measure_prefix_reuse(real_backend).steps
    assert len(steps) == 3
    for (previous_total, _), (total, evaluated) in zip(steps, steps[1:]):
        # The new tail (the step's text and its observation) and nothing before it, give or
        # take the token at the seam where generated and re-tokenised text meet.
        assert evaluated <= total - previous_total + 2


def test_a_compound_question_is_asked_one_request_at_a_time(real_backend) -> None:  # type: ignore[no-untyped-def]
    tracer = Tracer()
    # The arithmetic reader off: with it, each request is read and no model session is asked.
    config = AgentConfig(max_steps=2, max_tokens_per_step=96, arithmetic=False)
    agent = Agent(real_backend, builtin_registry(), config, tracer=tracer)
    result = agent.run("What is 12 * 3? Also, what is 7 * 8?")
    assert result.stop_reason in STOP_REASONS and result.answer.strip()
    prompts = [e["prompt"] for e in tracer.events if e["type"] == "model_call"]
    # Each request as its own question (under the grammar, each must call a tool).
    assert any("What is 12 * 3?<|im_end|>" in p for p in prompts)
    assert any("what is 7 * 8?<|im_end|>" in p for p in prompts)
    assert ("decompose", "asked") in [(e["policy"], e["action"]) for e in tracer.events if e["type"] == "policy"]
    first = result.steps[0]
    assert all(c.tool in builtin_registry().names for c in first.calls)
    assert len({c.id for c in first.calls}) == len(first.calls)


@pytest.mark.parametrize(
    "question", ["What is 17 * 23?", "What is 17*23?", "What is 17 times 23?", "计算 17*23", "Wie viel ist 17 mal 23?"]
)
def test_the_readme_example_in_other_phrasings_and_languages(real_backend, question: str) -> None:  # type: ignore[no-untyped-def]
    """The model writes the calculator call itself (the policies that would write it first are
    off; those that revise a call or decline are on), and its call is run as written. Offered
    every tool, SmolLM2 alone picks convert_units for two of these phrasings."""
    tracer = Tracer()
    tools = builtin_registry().select(["calculator"])
    config = AgentConfig(max_steps=3, max_tokens_per_step=96, **MODEL_ALONE_CONFIG)
    result = Agent(real_backend, tools, config, tracer=tracer).run(question)
    assert result.stop_reason in STOP_REASONS and result.answer.strip()
    parsed = [e for e in tracer.events if e["type"] == "parse" and e.get("ok")]
    declined = [e for e in tracer.events if e["type"] == "policy" and e["action"] == "declined"]
    wrote = [c for e in parsed for c in e["calls"] if c["tool"] == "calculator" and "17" in str(c["arguments"])]
    assert wrote, "the model wrote no calculator call with the question's numbers"
    assert not declined
    ran = [c for s in result.steps for c in s.calls if c.tool == "calculator"]
    assert ran and ran[0].arguments == wrote[0]["arguments"]


def test_serve_on_the_real_model_through_the_openai_client(tmp_path: Path) -> None:
    """`localagent serve` on SmolLM2 (the defaults a user gets): a required call is an offered
    tool with schema-valid JSON arguments, a json_schema answer is JSON of that schema, the
    agent model answers with its steps, and a stream reassembles."""
    import jsonschema
    import openai

    from tests.support.serve_process import running_server
    from tests.support.tool_definitions import CALCULATOR as calculator

    question = [{"role": "user", "content": "What is 17 * 23?"}]
    with running_server([], tmp_path / "log") as url:
        client = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=300)
        reply = client.chat.completions.create(
            model="smollm2", messages=question, tools=[calculator], tool_choice="required"
        )
        (call, *_) = reply.choices[0].message.tool_calls
        assert call.function.name == "calculator" and call.id
        jsonschema.validate(json.loads(call.function.arguments), calculator["function"]["parameters"])
        schema = {
            "type": "object",
            "properties": {"city": {"type": "string", "maxLength": 40}, "country": {"enum": ["France", "Italy"]}},
            "required": ["city", "country"],
        }
        answer = client.chat.completions.create(
            model="smollm2", messages=[{"role": "user", "content": "Which city is the capital of France?"}],
            response_format={"type": "json_schema", "json_schema": {"name": "capital", "schema": schema}},
        )  # fmt: skip
        jsonschema.validate(json.loads(answer.choices[0].message.content), schema)
        with client.chat.completions.stream(
            model="smollm2", messages=question, tools=[calculator], tool_choice="required"
        ) as stream:
            final = stream.get_final_completion()
        streamed_calls = final.choices[0].message.tool_calls
        assert streamed_calls and final.choices[0].finish_reason == "tool_calls"
        for streamed_call in streamed_calls:
            assert streamed_call.function.name == "calculator" and streamed_call.id
            jsonschema.validate(json.loads(streamed_call.function.arguments), calculator["function"]["parameters"])
        raw = client.chat.completions.with_raw_response.create(model="localagent-agent", messages=question)
        body = json.loads(raw.text)
        assert body["choices"][0]["message"]["content"].strip()
        assert body["localagent"]["stop_reason"] in STOP_REASONS and body["localagent"]["steps"]


def test_the_real_model_calls_a_tool_of_an_mcp_server() -> None:
    """SmolLM2 with one tool from an MCP server written with the SDK: the same prompts,
    grammar and validation as a Python tool, the call recorded with its result."""
    toolbox = f"{sys.executable} {Path(__file__).parents[1] / 'support' / 'mcp_servers' / 'toolbox.py'}"
    done = subprocess.run(
        [sys.executable, "-m", "localagent", "ask", "What is the weather forecast for Paris?", "--json",
         "--mcp", toolbox, "--tools", "get_forecast"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    data = json.loads(done.stdout)
    calls = [c for step in data["steps"] for c in step["calls"]]
    assert calls and calls[0]["tool"] == "get_forecast"
    assert calls[0]["result"]["success"] and calls[0]["observation"].startswith("Sunny in ")
    assert data["stop_reason"] in STOP_REASONS and data["answer"].strip()


def test_a_second_process_loads_the_prompt_prefix_from_disk(tmp_path: Path, smollm2_path: Path) -> None:
    """Two backends, as two processes would be: the first evaluates the instructions and tools and
    keeps them; the second loads them, evaluates only the question, and answers the same."""
    from localagent.backends.llama_cpp import LlamaCppBackend

    def ask() -> tuple[RunResult, list[dict]]:
        backend = LlamaCppBackend(str(smollm2_path), prompt_cache_dir=tmp_path / "prompts", prompt_cache_bytes=10**9)
        try:
            tracer = Tracer()
            return Agent(backend, builtin_registry(), AgentConfig(), tracer=tracer).run(
                "What is 17 * 23?"
            ), tracer.events
        finally:
            backend.close()

    first, first_events = ask()
    second, second_events = ask()
    [saved] = [e for e in first_events if e["type"] == "prompt_cache"]
    [loaded] = [e for e in second_events if e["type"] == "prompt_cache"]
    assert saved["saved"] and saved["evaluated"] > 300 and loaded["loaded"] == saved["evaluated"]
    assert second.usage.prompt_tokens_from_disk == loaded["loaded"]
    assert second.usage.prompt_tokens_evaluated < first.usage.prompt_tokens_evaluated - 300
    assert (second.answer, [s.raw for s in second.steps]) == (first.answer, [s.raw for s in first.steps])


def test_a_question_about_html_notes_is_answered_from_them_with_its_source(real_backend, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The documents path end to end on the real model: an HTML page and a gzipped note
    indexed, the question searched with its own words, the answer holding the passage and
    ending with where it came from (taken from the search, not from the model)."""
    import gzip

    from localagent import Registry
    from localagent.tools.docs import docs_tools

    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "network.html").write_text(
        "<html><nav>Home | Notes</nav><h1>Home network</h1><h2>Guest</h2>"
        "<p>The guest Wi-Fi network is Harbor-Guest. Its password is tidepool-4821.</p></html>"
    )
    (notes / "boiler.txt.gz").write_bytes(gzip.compress(b"The boiler is serviced every October.\n"))
    for i in range(6):
        (notes / f"day{i}.md").write_text(f"Day {i}: nothing special happened.\n")
    tools = Registry(docs_tools([notes], cache_dir=tmp_path / "cache"))
    result = Agent(real_backend, tools, AgentConfig(max_steps=3)).run("What is the guest Wi-Fi password?")
    assert result.stop_reason == "final_answer" and "tidepool-4821" in result.said
    assert [s["path"] for s in result.sources] == ["network.html"]
    assert result.answer.endswith("Sources: network.html:1 (Guest)")


def test_two_threads_generating_on_the_one_model_take_turns(real_backend) -> None:  # type: ignore[no-untyped-def]
    """A sub-agent given up while it generates, or a library user's threads: the second waits
    (llama.cpp aborts the process when two generations share a context)."""
    import threading

    prompt = real_backend.render_chat([Message("user", "Count: 1, 2, 3, 4, 5, 6")])
    alone = real_backend.generate(prompt, max_tokens=12).text
    results: list[str] = []
    threads = [
        threading.Thread(target=lambda: results.append(real_backend.generate(prompt, max_tokens=12).text))
        for _ in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert results == [alone, alone]
