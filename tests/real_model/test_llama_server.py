"""The agent against llama.cpp's own server (`llama-server`, built by .ci/build-llama-server
from the llama.cpp llama-cpp-python vendors), SmolLM2 on a loopback port with two slots: the
same answers as in process in every mode, chat streaming, eval at concurrency 1 and 4 with the
same verdicts, the per-slot context, prompt reuse read from `timings.prompt_n`, a server killed
mid-answer and restarted, and the fake engine's replies held to the live server's fields."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from localagent.backends import BackendOptions, load_backend
from localagent.cli.main import main
from tests.support.fake_engine import Engine, serve
from tests.support.installed import needs
from tests.support.llama_server import LlamaServer, find_llama_server
from tests.support.model_alone import MODEL_ALONE_FLAGS, own_calls

BINARY = find_llama_server()
pytestmark = needs(
    "no llama-server built here: run .ci/build-llama-server (CI does), or set LLAMA_SERVER_BIN"
    if BINARY is None
    else None
)
SUITE = Path(__file__).resolve().parents[2] / "bench" / "suites" / "own_single.json"


@pytest.fixture(scope="module")
def server(smollm2_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    assert BINARY is not None
    live = LlamaServer(BINARY, smollm2_path, tmp_path_factory.mktemp("llama-server") / "server.log", slots=2)
    live.start()
    try:
        yield live
    finally:
        live.stop()


def ask(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any]]:
    code = main(["ask", "--json", "--no-log", *argv, "What is 17 * 23?"])
    return code, json.loads(capsys.readouterr().out)


def _said(data: dict[str, Any]) -> tuple[str, list[tuple[str, Any]]]:
    return data["answer"], [(c["tool"], c["arguments"]) for s in data["steps"] for c in s["calls"]]


MODEL_ALONE = [*MODEL_ALONE_FLAGS, "--tools", "calculator"]  # the model's own call: no policy writes it first


@pytest.mark.parametrize(
    "mode",
    [[], MODEL_ALONE, ["--mode", "react"], ["--mode", "marker"], ["--mode", "marker", "--constrain"],
     ["--mode", "json"], ["--mode", "grammar"], ["--mode", "native"], ["--mode", "native", "--constrain"]],
)  # fmt: skip
def test_the_readme_example_answers_as_in_process(
    server: LlamaServer, smollm2_path: Path, capsys: pytest.CaptureFixture[str], mode: list[str]
) -> None:
    _, here = ask(capsys, "--model", str(smollm2_path), "--no-prompt-cache", *mode)
    code, there = ask(capsys, "--backend", f"openai:{server.url}", *mode)
    assert _said(there) == _said(here) and there["mode"] == here["mode"]
    if not mode:  # the README's own, with the defaults: the arithmetic policy writes the call, the model answers
        assert code == 0 and "391" in there["answer"]
        assert ("arithmetic", "asked") in [(p["policy"], p["action"]) for p in there["steps"][0]["policies"]]
    if mode == MODEL_ALONE:  # the model writes the calculator call itself, through the server as in process
        calls = own_calls(there)
        assert calls and calls[0]["tool"] == "calculator" and calls[0]["observation"] == "391"


def test_the_context_is_per_slot_and_the_slots_are_known(server: LlamaServer) -> None:
    backend = load_backend(f"openai:{server.url}", BackendOptions())
    assert backend.context_size == 2048 and backend.caps.slots == 2  # type: ignore[attr-defined]  # -c 4096 over 2 slots


def test_prompt_reuse_is_read_from_timings(server: LlamaServer) -> None:
    backend = load_backend(f"openai:{server.url}", BackendOptions())
    head = "System: You answer questions about numbers. " * 20
    first = backend.generate(head + "User: one\nAssistant:", max_tokens=4)
    second = backend.generate(head + "User: two\nAssistant:", max_tokens=4)
    assert first.prompt_tokens_evaluated is not None and second.prompt_tokens_evaluated is not None
    assert second.prompt_tokens_evaluated < second.prompt_tokens / 4  # the shared head came from the slot's cache


def test_chat_streams(server: LlamaServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("What is 17 * 23?\n"))
    argv = ["chat", "--no-log", "--backend", f"openai:{server.url}", *MODEL_ALONE_FLAGS, "--tools", "calculator"]
    assert main(argv) == 0  # the model's own call (no policy writes it first), streamed
    out = capsys.readouterr().out
    assert '→ calculator(expression="17 * 23")  ✓ 391' in out


def test_eval_gives_the_same_text_in_process_and_through_the_server_at_concurrency_1_and_4(
    server: LlamaServer, smollm2_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """llama-server started as the in-process model evaluates (LLAMA_SERVER_FLAGS: the KV cache's
    type, flash attention, the batch): every step's text the same, prompts reused or not."""
    runs = {}
    for name, args in {
        "in process": ["--model", str(smollm2_path)],
        "server, concurrency 1": ["--backend", f"openai:{server.url}", "--concurrency", "1"],
        "server, concurrency 4": ["--backend", f"openai:{server.url}", "--concurrency", "4"],
        "server, concurrency 4, each prompt whole": ["--backend", f"openai:{server.url}", "--concurrency", "4",
                                                     "--no-prompt-cache"],
    }.items():  # fmt: skip
        out = tmp_path / f"{len(runs)}.jsonl"
        assert main(["eval", str(SUITE), "--limit", "6", "--out", str(out), *args]) == 0
        runs[name] = [(r["id"], r["raw"].rstrip(), r["correct"]) for r in map(json.loads, out.read_text().splitlines())]
    capsys.readouterr()
    first = runs.pop("in process")
    assert all(run == first for run in runs.values()), {
        k: [a for a, b in zip(v, first) if a != b] for k, v in runs.items()
    }


def test_batch_answers_the_same_at_concurrency_1_and_4(server: LlamaServer, tmp_path: Path) -> None:
    questions = tmp_path / "q.txt"
    questions.write_text("What is 17 * 23?\nConvert 5 km to miles\nWhat is 2 to the power 10?\n")
    answers = []
    for n in (1, 4):
        out = tmp_path / f"a{n}.jsonl"
        assert main(["batch", str(questions), "--out", str(out), "--backend", f"openai:{server.url}",
                     "--concurrency", str(n)]) == 0  # fmt: skip
        answers.append(sorted((r["id"], r["answer"]) for r in map(json.loads, out.read_text().splitlines())))
    assert answers[0] == answers[1] and len(answers[0]) == 3


def test_a_server_killed_mid_answer_stops_the_run_saying_so_and_a_restarted_one_answers(
    server: LlamaServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    question = "Write a long story about the sea, the ships and the sailors."
    command = [sys.executable, "-m", "localagent", "ask", "--no-log", "--backend", f"openai:{server.url}",
               "--max-tokens", "256", question]  # fmt: skip
    deadline = time.monotonic() + 60
    while _busy(server) and time.monotonic() < deadline:  # what earlier tests asked is done
        time.sleep(0.05)
    asking = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not _busy(server):  # a slot is generating this answer
            assert time.monotonic() < deadline and asking.poll() is None, "the question never reached a slot"
            time.sleep(0.05)
        server.stop()
        out, err = asking.communicate(timeout=120)
        # The run stops with its reason (generation_error, exit 1) and an honest answer; a server
        # that is down before the run is one line and exit 3 (the next request shows it).
        assert asking.returncode == 1 and err == "", (out, err)
        assert out.startswith("No final answer: the run stopped because the model could not generate (")
        down = subprocess.run(command, capture_output=True, text=True, timeout=120)
        assert down.returncode == 3 and down.stderr.count("\n") == 1 and "Traceback" not in down.stderr
    finally:
        if asking.poll() is None:
            asking.kill()
        if server.process is None:
            server.start()  # the tests after this one need it
    code, data = ask(capsys, "--backend", f"openai:{server.url}", *MODEL_ALONE)  # the model's own call
    calls = own_calls(data)
    assert code == 0 and calls and calls[0]["observation"] == "391" and "391" in data["answer"]


def _busy(server: LlamaServer) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/slots", timeout=2) as r:
            return any(s.get("is_processing") for s in json.load(r))
    except OSError:
        return False


def _shape(value: Any) -> Any:
    """What a reply is made of: objects as their keys' shapes, lists by their first item, the rest by type."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(value[0])] if value else []
    return "number" if isinstance(value, (int, float)) and not isinstance(value, bool) else type(value).__name__


def _within(fake: Any, live: Any, where: str = "") -> list[str]:
    """The places where the fake engine sends what the live server does not (or of another kind)."""
    if isinstance(fake, dict):
        if not isinstance(live, dict):
            return [f"{where or '.'}: an object, live {live}"]
        return [p for k, v in fake.items() for p in
                ([f"{where}.{k}: not sent live"] if k not in live else _within(v, live[k], f"{where}.{k}"))]  # fmt: skip
    if isinstance(fake, list):
        return _within(fake[0], live[0], where + "[0]") if fake and live else []
    return [] if fake == live or live == "NoneType" or fake == "NoneType" else [f"{where}: {fake}, live {live}"]


def _exchange(url: str, method: str, path: str, body: dict[str, Any] | None = None) -> list[Any]:
    """The JSON objects one request gets (a stream's events, or the one reply)."""
    request = urllib.request.Request(url + path, data=json.dumps(body).encode() if body is not None else None,
                                     method=method, headers={"Content-Type": "application/json"})  # fmt: skip
    with urllib.request.urlopen(request, timeout=60) as r:
        text = r.read().decode()
    if text.startswith("data: "):
        return [json.loads(line[6:]) for line in text.split("\n\n") if line.startswith("data: {")]
    return [json.loads(text)]


def test_the_fake_engine_sends_only_what_llama_server_sends(server: LlamaServer) -> None:
    root = server.url.removesuffix("/v1")
    requests = [
        ("GET", "/v1/models", None),
        ("GET", "/props", None),
        ("POST", "/tokenize", {"content": "probe", "add_special": True}),
        ("POST", "/v1/completions", {"prompt": "User: hi\nAssistant:", "max_tokens": 6, "stop": ["\n"]}),
        ("POST", "/v1/completions", {"prompt": "User: hi\nAssistant:", "max_tokens": 6, "stream": True}),
    ]
    with serve(Engine(outputs=[" Hello there", " Hello there"])) as fake:
        fake_root = fake.url.removesuffix("/v1")
        for method, path, body in requests:
            live_replies = _exchange(root, method, path, body)
            fake_replies = _exchange(fake_root, method, path, body)
            live_shape = _shape(live_replies[-1])
            for reply in (fake_replies[0], fake_replies[-1]):  # a stream's first event and its last
                drift = _within(_shape(reply), live_shape if reply is fake_replies[-1] else _shape(live_replies[0]))
                assert not drift, f"{method} {path}: {drift}"


ORDER_TOOL = {  # what pydantic writes for a tool whose parameter is a nested model, optional fields included
    "type": "function",
    "function": {
        "name": "place_order",
        "description": "Place an order for a customer.",
        "parameters": {
            "$defs": {
                "Item": {"type": "object", "title": "Item", "required": ["sku", "quantity"],
                         "properties": {"sku": {"type": "string", "title": "Sku"},
                                        "quantity": {"type": "integer", "minimum": 1, "title": "Quantity"}}},
                "Order": {"type": "object", "title": "Order", "required": ["customer", "items"],
                          "properties": {"customer": {"type": "string", "title": "Customer"},
                                         "items": {"type": "array", "items": {"$ref": "#/$defs/Item"},
                                                   "title": "Items"},
                                         "note": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                                  "default": None, "title": "Note"}},
                          "additionalProperties": False},
            },
            "type": "object",
            "properties": {"order": {"$ref": "#/$defs/Order"}},
            "required": ["order"],
            "additionalProperties": False,
        },
    },
}  # fmt: skip


def test_a_pydantic_shaped_tool_goes_to_the_server_as_its_grammar_and_no_invalid_call_comes_back(
    server: LlamaServer, smollm2_path: Path
) -> None:
    """The schema (local $defs/$ref, anyOf with null, additionalProperties false) is sent as the
    engine reads it (llama.cpp's `grammar`, its rules named by the tool and the reference), the
    text is the in-process text, and a call is returned only when it validates: SmolLM2 repeats
    the array's item, the watch cuts the call where it loops (between two items it would
    validate, an order of three), and the call is left out and said."""
    from localagent.completion import Completer

    messages = [{"role": "user", "content": "Order 2 of SKU A-100 for Ada Lovelace."}]
    there = load_backend(f"openai:{server.url}", BackendOptions())
    reply = Completer(there).reply(messages, [ORDER_TOOL], tool_choice="required")
    assert "tool-place-order-defs-Order ::=" in there.requests[-1]["grammar"]  # type: ignore[attr-defined]
    # The cut call is not returned, and the reply says why (its text is the in-process text, below).
    assert reply.finish_reason == "length" and not reply.message.get("tool_calls")
    assert reply.dropped == ["place_order: its arguments said the same piece again and again; write the call once"]
    here = load_backend("llama_cpp", BackendOptions(model=str(smollm2_path), prompt_cache=False))
    try:
        assert Completer(here).reply(messages, [ORDER_TOOL], tool_choice="required").raw == reply.raw
    finally:
        here.close()
