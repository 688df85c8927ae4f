"""`localagent serve` on a loopback port, spoken to with the official openai client.

The scripted backend makes every answer known in advance; tests/real_model/test_real_model.py has the
same endpoint on SmolLM2.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import openai
import pytest

from tests.support.serve_process import get, post, running_server, scripted
from tests.support.tool_definitions import CALCULATOR as CALC
from tests.support.tool_definitions import WEATHER

QUESTION = [{"role": "user", "content": "What is 17 * 23?"}]
REACT_CALL = ' I will compute it.\nAction: calculator\nAction Input: {"expression": "17 * 23"}'
REACT_ANSWER = " It is 391.\nFinal Answer: 17 * 23 = 391."
PLAIN_ANSWER = "17 * 23 = 391."  # a request without tools is a plain chat: no ReAct labels
# One line that does not end (every line ended is looked at) and never loops (the same words
# four times in a row end a line): 120 sentences, each other.
ENDLESS = " ".join(f"It is part {a}{b} and more." for a in "abcdefghij" for b in "abcdefghijkl") + " "


def client(url: str, key: str = "none", timeout: float = 60) -> openai.OpenAI:
    return openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=timeout)


def test_a_tool_call_then_its_result_by_id_then_the_answer(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [REACT_CALL, REACT_ANSWER])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        c = client(url)
        first = c.chat.completions.create(model="any", messages=QUESTION, tools=[CALC])
        choice = first.choices[0]
        assert choice.finish_reason == "tool_calls"
        (call,) = choice.message.tool_calls
        assert call.id and call.type == "function"
        assert call.function.name == "calculator"
        assert json.loads(call.function.arguments) == {"expression": "17 * 23"}
        assert first.usage.prompt_tokens > 0 and first.usage.completion_tokens > 0
        history = [*QUESTION, choice.message.model_dump(exclude_none=True),
                   {"role": "tool", "tool_call_id": call.id, "content": "391"}]  # fmt: skip
        second = c.chat.completions.create(model="any", messages=history, tools=[CALC])
        assert second.choices[0].finish_reason == "stop"
        assert second.choices[0].message.content == "17 * 23 = 391."
        assert second.choices[0].message.tool_calls is None
        assert {m.id for m in c.models.list().data} == {"scripted:script.json", "localagent-agent"}


def test_a_call_that_breaks_its_schema_is_never_returned(tmp_path: Path) -> None:
    wrong = ' I will compute it.\nAction: calculator\nAction Input: {"formula": "17 * 23"}'
    unknown = ' I look.\nAction: get_weather\nAction Input: {"city": "Paris"}'
    # Each step's calls all left out, the model's own chat answers (not the step's "I will compute it.").
    backend = scripted(tmp_path, [wrong, "391.", unknown, "I cannot look that up."])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        for said in ("391.", "I cannot look that up."):
            reply = client(url).chat.completions.with_raw_response.create(model="m", messages=QUESTION, tools=[CALC])
            body = json.loads(reply.text)
            assert "tool_calls" not in body["choices"][0]["message"]
            assert body["choices"][0]["message"]["content"] == said
            assert body["choices"][0]["finish_reason"] == "stop"
            assert body["localagent"]["dropped_calls"]


def test_tool_choice_required_and_named(tmp_path: Path) -> None:
    both = '[{"tool": "get_weather", "arguments": {"city": "Paris"}}, {"tool": "calculator", "arguments": {"expression": "1+1"}}]'
    backend = scripted(tmp_path, [both, both])
    with running_server(["--backend", backend, "--mode", "json"], tmp_path / "log") as url:
        c = client(url)
        required = c.chat.completions.create(
            model="m", messages=QUESTION, tools=[CALC, WEATHER], tool_choice="required"
        )
        assert [t.function.name for t in required.choices[0].message.tool_calls] == ["get_weather", "calculator"]
        named = c.chat.completions.create(
            model="m", messages=QUESTION, tools=[CALC, WEATHER],
            tool_choice={"type": "function", "function": {"name": "calculator"}},
        )  # fmt: skip
        assert [t.function.name for t in named.choices[0].message.tool_calls] == ["calculator"]


def test_parallel_tool_calls(tmp_path: Path) -> None:
    two = '[{"tool": "get_weather", "arguments": {"city": "Paris"}}, {"tool": "get_weather", "arguments": {"city": "Rome"}}]'
    backend = scripted(tmp_path, [two, two])
    with running_server(["--backend", backend, "--mode", "json"], tmp_path / "log") as url:
        c = client(url)
        asked = [{"role": "user", "content": "Weather in Paris and Rome?"}]
        both = c.chat.completions.create(model="m", messages=asked, tools=[WEATHER]).choices[0].message.tool_calls
        assert [json.loads(t.function.arguments)["city"] for t in both] == ["Paris", "Rome"]
        assert len({t.id for t in both}) == 2
        one = c.chat.completions.create(model="m", messages=asked, tools=[WEATHER], parallel_tool_calls=False)
        assert len(one.choices[0].message.tool_calls) == 1


@pytest.mark.slow
def test_streamed_deltas_reassemble_into_calls_and_content(tmp_path: Path) -> None:
    two = '[{"tool": "get_weather", "arguments": {"city": "Paris"}}, {"tool": "calculator", "arguments": {"expression": "2*3"}}]'
    backend = scripted(tmp_path, [two, REACT_ANSWER], token_delay=0.01)
    with running_server(["--backend", backend, "--mode", "json"], tmp_path / "log") as url:
        c = client(url)
        with c.chat.completions.stream(model="m", messages=QUESTION, tools=[CALC, WEATHER]) as stream:
            final = stream.get_final_completion()
        calls = final.choices[0].message.tool_calls
        assert [(t.function.name, json.loads(t.function.arguments)) for t in calls] == [
            ("get_weather", {"city": "Paris"}), ("calculator", {"expression": "2*3"})]  # fmt: skip
        assert final.choices[0].finish_reason == "tool_calls"
        chunks = list(c.chat.completions.create(model="m", messages=QUESTION, stream=True,
                                                stream_options={"include_usage": True}))  # fmt: skip
        text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
        assert text  # json mode answers without labels: the content comes whole at the end
        assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens > 0


@pytest.mark.slow
def test_react_answers_stream_as_they_are_generated(tmp_path: Path) -> None:
    # Line by line: a line goes out once it is whole and the end-of-answer rules keep it, so the
    # streamed text is the answer sent whole (tests/integration/test_serve_plain_chat.py). The
    # generation pauses before the last line until the client has read the lines before it.
    lines = ["17 * 23 = 391.", "First 17 * 20 = 340,", "then 17 * 3 = 51,", "and 340 + 51 = 391."]
    release = tmp_path / "release"
    answer = " It is 391.\nFinal Answer: " + "\n".join(lines)
    backend = scripted(tmp_path, [answer], hold={"until": str(release), "before": "and 340"})
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        arrivals = []
        for chunk in client(url).chat.completions.create(model="m", messages=QUESTION, tools=[CALC], stream=True):
            if chunk.choices and chunk.choices[0].delta.content:
                arrivals.append(chunk.choices[0].delta.content)
                if not release.exists():
                    assert "and 340" not in "".join(arrivals)  # piece by piece, while it is generated
                    release.touch()
        assert "".join(arrivals) == "\n".join(lines) and len(arrivals) > 1


def test_response_format_json_schema(tmp_path: Path) -> None:
    # The scripted model takes no grammar: what it writes is repaired into JSON (the grammar
    # path runs on the real model in real_model/test_real_model.py).
    backend = scripted(tmp_path, ['{"answer": 391,}'])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        schema = {"type": "object", "properties": {"answer": {"type": "integer"}}, "required": ["answer"]}
        reply = client(url).chat.completions.create(
            model="m", messages=QUESTION,
            response_format={"type": "json_schema", "json_schema": {"name": "a", "schema": schema}},
        )  # fmt: skip
        assert json.loads(reply.choices[0].message.content) == {"answer": 391}


def test_a_json_answer_the_schema_refuses_is_sent_and_said(tmp_path: Path) -> None:
    """What a grammar cannot hold (a format, a pattern; here a model under none) is checked after
    generation: the answer goes as written, and `localagent.response_invalid` says what is wrong."""
    backend = scripted(tmp_path, ['{"email": "not an address", "code": "ABC"}'])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        schema = {"type": "object", "required": ["email", "code"],
                  "properties": {"email": {"type": "string", "format": "email"}, "code": {"type": "string"}}}  # fmt: skip
        body = {"model": "m", "messages": QUESTION,
                "response_format": {"type": "json_schema", "json_schema": {"name": "a", "schema": schema}}}  # fmt: skip
        reply = post(f"{url}/chat/completions", body).json()
        assert json.loads(reply["choices"][0]["message"]["content"])["email"] == "not an address"
        assert reply["localagent"]["response_invalid"] == "field 'email': 'not an address' is not a 'email'"


@pytest.mark.slow
def test_the_agent_model_runs_the_servers_tools(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [REACT_CALL, REACT_ANSWER, REACT_CALL, REACT_ANSWER], token_delay=0.01)
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        c = client(url)
        raw = c.chat.completions.with_raw_response.create(model="localagent-agent", messages=QUESTION)
        body = json.loads(raw.text)
        assert body["choices"][0]["message"]["content"] == "17 * 23 = 391."
        steps = body["localagent"]["steps"]
        assert steps[0]["calls"][0]["tool"] == "calculator" and steps[0]["calls"][0]["observation"] == "391"
        assert body["localagent"]["stop_reason"] == "final_answer"
        streamed = "".join(
            ch.choices[0].delta.content or ""
            for ch in c.chat.completions.create(model="localagent-agent", messages=QUESTION, stream=True)
            if ch.choices
        )
        assert streamed == "17 * 23 = 391."
        with pytest.raises(openai.BadRequestError) as refused:
            c.chat.completions.create(model="localagent-agent", messages=QUESTION, tools=[CALC])
        assert refused.value.body["param"] == "tools"


@pytest.mark.slow
def test_the_agent_models_stop_reason_is_told_truthfully(tmp_path: Path) -> None:
    # The model repeats its call until the run stops: not a token limit, so not "length". (A
    # capable model's profile: a tiny model's repeat of an answered call is asked for the answer.)
    backend = scripted(tmp_path, [REACT_CALL] * 4 + [" Final Answer: 391"])
    flags = ["--backend", backend, "--mode", "react", "--no-decompose", "--policies", "check"]
    with running_server(flags, tmp_path / "log") as url:
        raw = client(url).chat.completions.with_raw_response.create(model="localagent-agent", messages=QUESTION)
    body = json.loads(raw.text)
    assert body["localagent"]["stop_reason"] == "repeated_call"
    assert body["choices"][0]["finish_reason"] == "stop"


@pytest.mark.parametrize(
    "body, param",
    [
        ({"model": "m", "messages": [{"role": "bogus", "content": "x"}]}, "messages[0].role"),
        ({"model": "m", "messages": []}, "messages"),
        ({"messages": QUESTION}, "model"),
        ({"model": "m", "messages": QUESTION, "n": 2}, "n"),
        ({"model": "m", "messages": QUESTION, "temperature": "hot"}, "temperature"),
        (
            {
                "model": "m",
                "messages": QUESTION,
                "tools": [CALC],
                "tool_choice": {"type": "function", "function": {"name": "nope"}},
            },
            "tool_choice.function.name",
        ),
        (
            {
                "model": "m",
                "messages": QUESTION,
                "tools": [{"type": "function", "function": {"name": "x", "parameters": {"type": "objekt"}}}],
            },
            "tools[0].function",
        ),
        ({"model": "m", "messages": QUESTION, "response_format": {"type": "xml"}}, "response_format.type"),
        *[
            (
                {
                    "model": "m",
                    "messages": QUESTION,
                    "response_format": {"type": "json_schema", "json_schema": {"name": "a", "schema": schema}},
                },
                "response_format.json_schema.schema",
            )
            for schema in ({"type": "string", "minLength": "x"}, {"type": "wat"})
        ],  # were param null, Python's words
        ({"model": "m", "messages": QUESTION, "max_tokens": 0}, "max_tokens"),
        ({"model": "m", "messages": QUESTION, "stop": ["a", "b", "c", "d", "e"]}, "stop"),
    ],
)
def test_bad_requests_get_400_naming_the_field(body: dict, param: str, serve_scripted: str) -> None:
    reply = post(f"{serve_scripted}/chat/completions", body)
    assert reply.status_code == 400
    error = reply.json()["error"]
    assert error["param"] == param and error["type"] == "invalid_request_error"
    assert "Traceback" not in reply.text


@pytest.fixture(scope="module")
def serve_scripted(tmp_path_factory: pytest.TempPathFactory) -> str:
    tmp = tmp_path_factory.mktemp("serve")
    with running_server(["--backend", scripted(tmp, []), "--max-body", "2000"], tmp / "log") as url:
        yield url


def test_malformed_bodies_unknown_routes_and_size_limit(serve_scripted: str) -> None:
    broken = post(f"{serve_scripted}/chat/completions", raw=b'{"model": ')
    assert broken.status_code == 400 and "not valid JSON" in broken.json()["error"]["message"]
    big = post(
        f"{serve_scripted}/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x" * 5000}]}
    )
    assert big.status_code == 413 and big.json()["error"]["message"]
    missing = get(serve_scripted.removesuffix("/v1") + "/v2/nothing")
    assert missing.status_code == 404 and missing.json()["error"]["type"] == "not_found"
    assert missing.json()["error"]["message"] == "GET /v2/nothing: Not Found"  # not "GET <path>"
    wrong_method = get(f"{serve_scripted}/chat/completions")
    assert wrong_method.status_code == 405
    typed = post(f"{serve_scripted}/chat/completions", {"model": 5, "messages": QUESTION})
    assert typed.status_code == 400 and typed.json()["error"]["message"] == "model: expected a string, got int"
    # The scripted model has no outputs left: the failure is one line, and the server lives on.
    failed = post(f"{serve_scripted}/chat/completions", {"model": "m", "messages": QUESTION})
    assert failed.status_code == 500
    message = failed.json()["error"]["message"]
    assert "Traceback" not in failed.text and "/" not in message and "\n" not in message
    assert get(serve_scripted.removesuffix("/v1") + "/health").json()["status"] == "ok"


def test_client_errors_are_400_with_one_line_in_the_log(tmp_path: Path) -> None:
    """What real clients can send that is theirs to fix: a body or a schema nested too deep, a
    tool name that is no name, a prompt longer than the context. Each a 400 naming the field
    (`context_length_exceeded` for the prompt), one log line, no traceback; a pydantic-shaped
    tool ($defs, $ref, anyOf with null) is accepted."""
    log = tmp_path / "log"
    deep_schema: dict = {"type": "string"}
    for _ in range(200):
        deep_schema = {"type": "object", "properties": {"a": deep_schema}}
    pydantic_tool = {
        "type": "function",
        "function": {
            "name": "place_order",
            "parameters": {
                "$defs": {"Order": {"type": "object", "properties": {"id": {"type": "integer"},
                                                                     "note": {"anyOf": [{"type": "string"},
                                                                                        {"type": "null"}]}},
                                    "required": ["id"]}},
                "type": "object", "properties": {"order": {"$ref": "#/$defs/Order"}}, "required": ["order"],
            },
        },
    }  # fmt: skip
    call = ' Order it.\nAction: place_order\nAction Input: {"order": {"id": 7, "note": null}}'
    with running_server(["--backend", scripted(tmp_path, [call]), "--mode", "react"], log) as url:
        body = b'{"model": "m", "messages": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
        deep_body = post(f"{url}/chat/completions", raw=body)
        assert deep_body.status_code == 400 and "too deeply" in deep_body.json()["error"]["message"]
        cases = [
            ({"tools": [{"type": "function", "function": {"name": "f", "parameters": deep_schema}}]},
             "tools[0].function.parameters"),
            ({"tools": [{"type": "function", "function": {"name": "../../etc/passwd", "parameters": {}}}]},
             "tools[0].function.name"),
        ]  # fmt: skip
        for extra, param in cases:
            reply = post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION, **extra})
            assert reply.status_code == 400, reply.text
            assert reply.json()["error"]["param"] == param
        long = [{"role": "user", "content": "word " * 9000}]
        too_long = post(f"{url}/chat/completions", {"model": "m", "messages": long})
        assert too_long.status_code == 400, too_long.text
        error = too_long.json()["error"]
        assert error["code"] == "context_length_exceeded" and "tokens" in error["message"]
        asked = [{"role": "user", "content": "Place order 7, no note."}]
        ordered = post(f"{url}/chat/completions", {"model": "m", "messages": asked, "tools": [pydantic_tool]})
        assert ordered.status_code == 200, ordered.text
        (made,) = ordered.json()["choices"][0]["message"]["tool_calls"]
        assert json.loads(made["function"]["arguments"]) == {"order": {"id": 7, "note": None}}
        health = get(url.removesuffix("/v1") + "/health").json()
        assert (health["refused"], health["failed"], health["served"]) == (4, 0, 1)  # as the log says
    text = log.read_text(encoding="utf-8")
    assert "Traceback" not in text and text.count("refused:") == 4


def test_a_wrong_key_gets_401(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [REACT_ANSWER])
    with running_server(["--backend", backend, "--mode", "react", "--api-key", "s3cret"], tmp_path / "log") as url:
        with pytest.raises(openai.AuthenticationError) as denied:
            client(url, key="wrong").chat.completions.create(model="m", messages=QUESTION)
        assert denied.value.status_code == 401 and "s3cret" not in str(denied.value.body)
        assert (
            client(url, key="s3cret").chat.completions.create(model="m", messages=QUESTION).choices[0].message.content
        )
        assert "s3cret" not in (tmp_path / "log").read_text()


@pytest.mark.slow
def test_a_full_queue_answers_503_with_retry_after(tmp_path: Path) -> None:
    release = tmp_path / "release"  # the generations wait for it: the first runs until the test lets it go
    backend = scripted(tmp_path, [REACT_ANSWER] * 3, hold={"until": str(release)})
    with running_server(["--backend", backend, "--mode", "react", "--max-queue", "1"], tmp_path / "log") as url:
        statuses: list[tuple[int, str | None]] = []

        def send() -> None:
            reply = post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION}, timeout=60)
            statuses.append((reply.status_code, reply.headers.get("retry-after")))

        threads = [threading.Thread(target=send) for _ in range(3)]
        threads[0].start()
        wait_for_health(url, running=1)
        threads[1].start()
        wait_for_health(url, running=1, waiting=1)
        threads[2].start()  # finds the queue full
        threads[2].join()
        release.touch()
        for t in threads[:2]:
            t.join()
        assert [s for s, _ in statuses] == [503, 200, 200]
        assert int(statuses[0][1] or 0) >= 1


def wait_for_health(url: str, timeout: float = 60.0, **expected: int) -> dict:
    """The server's /health once it says `expected`; polled, with a deadline only as a safety
    net against a hang."""
    deadline = time.monotonic() + timeout
    while True:
        health = get(url.removesuffix("/v1") + "/health").json()
        if all(health[k] == v for k, v in expected.items()):
            return health
        if time.monotonic() > deadline:
            raise AssertionError(f"/health never said {expected}: {health}")
        time.sleep(0.05)


@pytest.mark.slow
def test_a_request_over_its_time_gets_504_and_stops_generating(tmp_path: Path) -> None:
    # About 2,900 tokens at 0.05 s: the output would run past wait_for_health's safety net.
    backend = scripted(tmp_path, [ENDLESS * 4, PLAIN_ANSWER], token_delay=0.05)
    args = ["--backend", backend, "--mode", "react", "--request-timeout", "2", "--max-tokens", "2000"]
    with running_server(args, tmp_path / "log") as url:
        slow = post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION}, timeout=30)
        assert slow.status_code == 504 and slow.json()["error"]["type"] == "timeout"
        # Nothing runs any more long before the output could have ended: the generation was cancelled.
        health = wait_for_health(url, cancelled=1, running=0)
        assert health["cancelled"] == 1 and health["running"] == 0
        assert post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION}, timeout=30).status_code == 200


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.slow
def test_a_client_that_leaves_cancels_its_generation(tmp_path: Path, stream: bool) -> None:
    # About 4,300 tokens at 0.05 s: the output would run past wait_for_health's safety net.
    backend = scripted(tmp_path, [ENDLESS * 6, PLAIN_ANSWER], token_delay=0.05)
    with running_server(["--backend", backend, "--mode", "react", "--max-tokens", "4000"], tmp_path / "log") as url:
        parts = urlsplit(url)
        connection = socket.create_connection((parts.hostname, parts.port))
        body = json.dumps({"model": "m", "messages": QUESTION, "stream": stream}).encode()
        connection.sendall(
            b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        if stream:
            assert connection.recv(100).startswith(b"HTTP/1.1 200")  # the stream has begun
        wait_for_health(url, running=1)  # generating
        connection.close()  # the answer not read
        health = wait_for_health(url, cancelled=1, running=0)
        assert health["cancelled"] == 1 and health["running"] == 0 and health["served"] == 0
        answer = post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION}, timeout=30)
        assert answer.json()["choices"][0]["message"]["content"] == "17 * 23 = 391."


def test_a_public_address_without_a_key_warns(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [])
    with running_server(["--backend", backend, "--host", "0.0.0.0"], tmp_path / "log"):
        assert "WARNING: listening on a non-loopback address without an API key" in (tmp_path / "log").read_text()


def test_without_the_serve_extra_one_line_and_exit_2(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['uvicorn'] = None\n"
        "from localagent.cli.main import main\n"
        f"sys.exit(main(['serve', '--backend', {scripted(tmp_path, [])!r}]))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "localagent: error: localagent serve needs the serve extra: pip install 'localagent[serve]' (Starlette and uvicorn)"
    )


def test_a_port_in_use_is_one_line(tmp_path: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    done = subprocess.run(
        [sys.executable, "-m", "localagent", "serve", "--backend", scripted(tmp_path, []), "--port", str(port)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    taken.close()
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr


@pytest.mark.slow
def test_a_native_template_streams_its_text_then_the_call(tmp_path: Path) -> None:
    from tests.support.native_cases import template_path

    template = template_path("Qwen-Qwen2.5-7B-Instruct.jinja")
    said = "Let me look that up.\nParis first,\nthen the weather."  # streamed line by line
    output = said + '\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
    backend = scripted(tmp_path, [output, output], token_delay=0.01)
    args = ["--backend", backend, "--mode", "native", "--chat-template", str(template)]
    with running_server(args, tmp_path / "log") as url:
        c = client(url)
        chunks = list(c.chat.completions.create(model="m", messages=QUESTION, tools=[WEATHER], stream=True))
        text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
        assert text == said
        assert sum(1 for ch in chunks if ch.choices and ch.choices[0].delta.content) > 2  # as it was written
        heads = [d for ch in chunks if ch.choices for d in ch.choices[0].delta.tool_calls or [] if d.id]
        assert [h.function.name for h in heads] == ["get_weather"]
        whole = c.chat.completions.create(model="m", messages=QUESTION, tools=[WEATHER]).choices[0].message
        assert whole.content == said and json.loads(whole.tool_calls[0].function.arguments) == {"city": "Paris"}


def test_without_ui_there_is_no_page(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [" Final Answer: ok"])
    with running_server(["--backend", backend, "--mode", "react", "--no-ui"], tmp_path / "serve.log") as url:
        assert get(url.removesuffix("/v1") + "/").status_code == 404
        assert post(f"{url}/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "hi"}]}).json()


@pytest.mark.slow
def test_the_agent_logs_its_turns_and_streams_tool_calls_on_request(tmp_path: Path) -> None:
    """What the chat page relies on, without a browser: X-Localagent-Events streams each call as
    it starts and ends, X-Localagent-Conversation files the turn under that conversation, the
    log's routes list and show it; a plain model request is not logged (its client runs the tools)."""
    import http.client

    backend = scripted(tmp_path, [REACT_CALL, REACT_ANSWER, REACT_ANSWER])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        base = url.removesuffix("/v1")
        parts = urlsplit(url)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        body = {"model": "localagent-agent", "messages": QUESTION, "stream": True}
        headers = {"content-type": "application/json", "x-localagent-events": "1", "x-localagent-client": "page",
                   "x-localagent-conversation": "c0ffee"}  # fmt: skip
        connection.request("POST", "/v1/chat/completions", json.dumps(body), headers)
        chunks = [json.loads(line[6:]) for line in connection.getresponse().read().decode().split("\n\n")
                  if line.startswith("data: {")]  # fmt: skip
        events = [c["localagent"]["event"] for c in chunks if "event" in c.get("localagent", {})]
        assert [(e["type"], e["tool"]) for e in events] == [("tool_call", "calculator"), ("tool_result", "calculator")]
        assert events[0]["arguments"] == {"expression": "17 * 23"} and events[1]["observation"] == "391"
        assert all("traceback" not in e for e in events)
        assert chunks[-1]["localagent"]["conversation"] == "c0ffee"
        listed = get(base + "/v1/localagent/conversations").json()
        assert [(c["id"], c["title"], c["turns"]) for c in listed["data"]] == [("c0ffee", "What is 17 * 23?", 1)]
        (kept,) = get(base + "/v1/localagent/conversations/c0f").json()["turns"]
        assert kept["source"] == "page" and kept["answer"] == "17 * 23 = 391." and kept["calls"][0]["result"] == "391"
        assert get(base + "/v1/localagent/conversations?q=391").json()["data"][0]["id"] == "c0ffee"
        assert get(base + "/v1/localagent/conversations?q=zebra").json()["data"] == []
        assert get(base + "/v1/localagent/conversations/nope").status_code == 404
        info = get(base + "/v1/localagent/info").json()
        assert info["mode"] == "react" and "calculator" in [t["name"] for t in info["tools"]] and info["log"] is True
        assert post(url + "/chat/completions", {"model": "m", "messages": QUESTION}).status_code == 200
        assert len(get(base + "/v1/localagent/conversations").json()["data"]) == 1  # the plain model: not logged
        connection.request("POST", "/v1/chat/completions", json.dumps(body),
                           {**headers, "x-localagent-conversation": "../x"})  # fmt: skip
        refused = connection.getresponse()
        assert refused.status == 400 and b"X-Localagent-Conversation" in refused.read()
    assert (tmp_path / "home" / ".local" / "share").exists() is False  # the test's XDG_DATA_HOME holds it


def test_with_no_log_the_server_keeps_no_conversations(tmp_path: Path) -> None:
    backend = scripted(tmp_path, [REACT_ANSWER])
    with running_server(["--backend", backend, "--mode", "react", "--no-log"], tmp_path / "log") as url:
        base = url.removesuffix("/v1")
        assert post(f"{url}/chat/completions", {"model": "localagent-agent", "messages": QUESTION}).status_code == 200
        assert get(base + "/v1/localagent/conversations").json() == {"object": "list", "data": [], "log": False}
        assert get(base + "/v1/localagent/info").json()["log"] is False
        assert get(base + "/v1/localagent/conversations/abc").status_code == 404
    assert not (tmp_path / "data" / "localagent" / "logs.db").exists()


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
def test_ctrl_c_or_sigterm_ends_the_requests_under_way_and_the_server_cleanly(tmp_path: Path, sig: str) -> None:
    """A server asked to stop while it generates ends the running request (503) and the waiting
    one (its stream's last event says why) at once, and exits with no traceback: it waited for
    the requests to end by themselves, printed uvicorn's cancellation traceback, answered 500,
    and freed the model under the generation (a segfault)."""
    import signal

    backend = scripted(tmp_path, [ENDLESS, ENDLESS], token_delay=0.05)  # a long generation
    log = tmp_path / "log"
    from localagent.server.run import spawn

    process, url = spawn(["--backend", backend, "--mode", "react"], log)
    try:
        replies: dict[str, str] = {}

        def ask() -> None:
            reply = post(f"{url}/chat/completions", {"model": "m", "messages": QUESTION}, timeout=60)
            replies["running"] = f"{reply.status_code} {reply.text}"

        def stream() -> None:
            body = {"model": "m", "messages": QUESTION, "stream": True}
            replies["waiting"] = post(f"{url}/chat/completions", body, timeout=60).text

        running = threading.Thread(target=ask)
        running.start()
        wait_for_health(url, running=1)
        waiting = threading.Thread(target=stream)
        waiting.start()
        wait_for_health(url, running=1, waiting=1)
        process.send_signal(getattr(signal, sig))
        running.join(60)
        waiting.join(60)
        assert process.wait(timeout=60) in (0, 130, -signal.SIGTERM)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert replies["running"].startswith("503 ") and "the server is shutting down" in replies["running"]
    assert "the server is shutting down" in replies["waiting"]
    text = log.read_text(errors="replace")
    assert "Traceback" not in text and "CancelledError" not in text, text[-2000:]


def test_a_made_up_call_for_a_greeting_is_answered_in_words(tmp_path: Path) -> None:
    """A tiny model's step (react: the `full` profile) that calls a tool no word of "Hello! Who are
    you?" is about, with a city nobody said, reaches the client as the model's own chat answer; the reply
    says what the policies did. The scripted model is asked twice: the step, then the chat."""
    made_up = ' I look.\nAction: get_weather\nAction Input: {"city": "London"}'
    backend = scripted(tmp_path, [made_up, "Hello! How can I help?"])
    with running_server(["--backend", backend, "--mode", "react"], tmp_path / "log") as url:
        hello = [{"role": "user", "content": "Hello! Who are you?"}]
        reply = client(url).chat.completions.with_raw_response.create(model="m", messages=hello, tools=[CALC, WEATHER])
        body = json.loads(reply.text)
        assert body["choices"][0]["message"]["content"] == "Hello! How can I help?"
        assert "tool_calls" not in body["choices"][0]["message"] and body["choices"][0]["finish_reason"] == "stop"
        assert [p["action"] for p in body["localagent"]["policies"]][-1] == "declined"
