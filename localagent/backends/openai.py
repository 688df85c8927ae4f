"""An inference engine behind an OpenAI-compatible HTTP API: llama.cpp's llama-server,
llama-cpp-python's server, vLLM, LM Studio, ... (`--backend openai:URL`).

localagent renders the prompt itself (the formats, the model's chat template) and asks the
engine's raw `/completions` endpoint to continue it, so every mode works as in process: one
plain request with the engine applying the stop sequences, or, when the text is shown as it
comes or the caller must know which stop sequence ended it, a stream with the stop sequences
applied here (the engine stops generating when the stream is closed). A grammar goes in the
field the engine reads (llama.cpp: `grammar`; vLLM: `structured_outputs.grammar`),
`/tokenize` counts tokens for context control, and llama-server is asked to keep the prompt's
cache (`cache_prompt`) so each step evaluates only new tokens.

What the engine offers is probed once per URL (`probe`): its models, llama-server's `/props`
(context size, chat template, end-of-sequence token), which tokenize endpoint answers.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..chat_template import ChatTemplate
from ..errors import EngineUnavailableError, GenerationError
from ..types import Completion, Message, SamplingParams
from .base import PrefixUse, TextCallback, TextStream, render_plain_chat
from .http import HttpClient

CHARS_PER_TOKEN = 3  # the estimate used when the engine offers no tokenize endpoint


@dataclass
class EngineCaps:
    kind: str  # "llama-server", "llama-cpp-python", "vllm" or "openai" (anything else)
    models: list[str] = field(default_factory=list)
    # What one request may use: llama-server's /props gives the context of one slot (-c 4096 -np 4:
    # 1024), which is what a prompt must fit, not the server's whole context.
    context_size: int | None = None
    slots: int | None = None  # llama-server: requests it generates at once (total_slots)
    chat_template: str | None = None
    eos_text: str = ""
    tokenize: str | None = None  # the endpoint that counts tokens, relative to the server root

    @property
    def grammar_field(self) -> str | None:
        return {"llama-server": "grammar", "llama-cpp-python": "grammar", "vllm": "structured_outputs"}.get(self.kind)


_PROBED: dict[str, EngineCaps] = {}
_PROBE_LOCK = threading.Lock()


def server_root(base_url: str) -> str:
    base = base_url.rstrip("/")
    return base[: -len("/v1")] if base.endswith("/v1") else base


def probe(client: HttpClient) -> EngineCaps:
    """What the engine at `client.base_url` offers; asked once per URL in a process."""
    with _PROBE_LOCK:
        if client.base_url not in _PROBED:
            _PROBED[client.base_url] = _probe(client)
        return _PROBED[client.base_url]


def _probe(client: HttpClient) -> EngineCaps:
    listing = client.get_json("models", at_start=True)
    data = listing.get("data", []) if isinstance(listing, dict) else []
    models = [m["id"] for m in data if isinstance(m, dict) and isinstance(m.get("id"), str)]
    owner = next((m.get("owned_by") for m in data if isinstance(m, dict)), "")
    root = server_root(client.base_url)
    caps = EngineCaps("openai", models)
    if owner == "vllm":
        caps.kind = "vllm"
        caps.context_size = next((m.get("max_model_len") for m in data if m.get("max_model_len")), None)
    props = _try(client, "GET", f"{root}/props")
    if isinstance(props, dict) and "default_generation_settings" in props:
        caps.kind = "llama-server"
        settings = props.get("default_generation_settings") or {}
        caps.context_size = settings.get("n_ctx") or props.get("n_ctx")  # per slot
        caps.slots = props.get("total_slots") if isinstance(props.get("total_slots"), int) else None
        caps.chat_template = props.get("chat_template") or None
        caps.eos_text = props.get("eos_token") or ""
    for path, body in (
        (f"{root}/tokenize", {"content": "probe", "add_special": True}),
        (f"{root}/extras/tokenize", {"input": "probe"}),
        (f"{root}/tokenize", {"model": models[0] if models else "", "prompt": "probe"}),
    ):
        answer = _try(client, "POST", path, body)
        if isinstance(answer, dict) and ("tokens" in answer or "count" in answer):
            caps.tokenize = path
            if path.endswith("extras/tokenize") and caps.kind == "openai":
                caps.kind = "llama-cpp-python"
            break
    return caps


def _try(client: HttpClient, method: str, path: str, body: Any = None) -> Any:
    """The JSON answer of an endpoint the engine may not have; None when it does not answer."""
    try:
        return client.get_json(path) if method == "GET" else client.post_json(path, body)
    except (GenerationError, EngineUnavailableError):
        return None


class OpenAIBackend:
    supports_json_schema = False
    prompt_cache = False
    concurrent = True  # one connection per request: several threads may generate at once

    def __init__(
        self,
        url: str,
        *,
        api_model: str | None = None,
        api_key: str | None = None,
        timeout: float = 120.0,
        n_ctx: int = 4096,
        chat_template: str | None = None,
        prompt_cache: bool = True,
    ) -> None:
        self.url = url.rstrip("/")
        # llama-server: reuse a slot's evaluated prefix. Started with its defaults (an f16 KV cache,
        # other batches), its greedy text can follow the slot a prompt lands on, and so the
        # concurrency; off, each prompt is evaluated whole. Started as the in-process model
        # evaluates (backends/llama_cpp/context.LLAMA_SERVER_FLAGS), the text is the in-process
        # text either way (tests/real_model/test_llama_server.py).
        self.prompt_cache = prompt_cache
        self.client = HttpClient(self.url, api_key, timeout)
        self.caps = probe(self.client)
        if api_model and self.caps.models and api_model not in self.caps.models:
            raise EngineUnavailableError(
                f"{self.url} has no model {api_model!r}; it has: {', '.join(self.caps.models)}"
            )
        self.api_model = api_model or (self.caps.models[0] if self.caps.models else "default")
        self.model_name = f"{self.api_model} at {self.url}"
        self.context_size = int(self.caps.context_size or n_ctx)
        self.supports_grammar = self.caps.grammar_field is not None
        self.chat_template = chat_template or self.caps.chat_template
        self.eos_text = self.caps.eos_text
        self._template = ChatTemplate(self.chat_template, eos_token=self.eos_text) if self.chat_template else None
        self.requests: list[dict[str, Any]] = []  # the last request bodies, for tests and `bench`
        # With no template to render here, the engine's chat endpoint renders the turns with its
        # own: the prompt's head is remembered as the turns it stands for, the rest of the prompt
        # (the assistant's scratchpad) goes as a final assistant message to be continued.
        self.uses_chat_endpoint = self._template is None
        self._turns: dict[str, list[dict[str, str]]] = {}

    # --- prompts ---------------------------------------------------------------------

    def render_chat(self, messages: Sequence[Message]) -> str:
        if self._template is None:
            head = render_plain_chat(messages)
            if len(self._turns) > 256:
                self._turns.clear()
            self._turns[head] = [{"role": m.role, "content": m.content} for m in messages]
            return head
        return self._template.render([{"role": m.role, "content": m.content} for m in messages])

    def cache_prefix(self, text: str) -> PrefixUse:
        return PrefixUse()  # no prompt cache here: the prompt is evaluated as it comes

    def count_tokens(self, text: str) -> int:
        if self.caps.tokenize is None:
            return max(1, len(text) // CHARS_PER_TOKEN)
        body: dict[str, Any]
        if self.caps.tokenize.endswith("extras/tokenize"):
            body = {"input": text}
        elif self.caps.kind == "vllm":
            body = {"model": self.api_model, "prompt": text}
        else:
            body = {"content": text, "add_special": True}
        answer = self.client.post_json(self.caps.tokenize, body)
        if isinstance(answer, dict) and isinstance(answer.get("count"), int):
            return int(answer["count"])
        tokens = answer.get("tokens") if isinstance(answer, dict) else None
        if not isinstance(tokens, list):
            raise GenerationError(f"{self.caps.tokenize}: the engine's tokenize answer has no tokens")
        return len(tokens)

    # --- generation ------------------------------------------------------------------

    def request_body(
        self, prompt: str, max_tokens: int, sampling: SamplingParams, grammar: str | None
    ) -> dict[str, Any]:
        """The `/completions` request for one generation, in the engine's dialect (or the
        `/chat/completions` one, when the engine renders the turns)."""
        body: dict[str, Any] = {
            "model": self.api_model,
            **self._prompt_fields(prompt),
            "max_tokens": max_tokens,
            "temperature": sampling.temperature,
            "top_p": sampling.top_p,
            "seed": sampling.seed,
            "stream": True,
        }
        kind = self.caps.kind
        if kind in ("llama-server", "llama-cpp-python", "vllm"):
            body["top_k"] = sampling.top_k
            body["min_p"] = sampling.min_p
        if kind in ("llama-server", "llama-cpp-python"):
            body["repeat_penalty"] = sampling.repeat_penalty
        elif kind == "vllm":
            body["repetition_penalty"] = sampling.repeat_penalty
        if kind == "llama-server":
            body["cache_prompt"] = self.prompt_cache  # keep the evaluated prefix for the next step
            body["stream_options"] = {"include_usage": True}
        if sampling.ignore_eos:
            body["ignore_eos"] = True
        if grammar is not None:
            if self.caps.grammar_field == "structured_outputs":
                body["structured_outputs"] = {"grammar": grammar}
            elif self.caps.grammar_field == "grammar":
                body["grammar"] = grammar
            else:
                raise GenerationError(f"{self.url} does not take grammars; run without --constrain")
        return body

    def _prompt_fields(self, prompt: str) -> dict[str, Any]:
        if not self.uses_chat_endpoint:
            return {"prompt": prompt}
        head = max((h for h in self._turns if prompt.startswith(h)), key=len, default=None)
        if head is None:
            return {"messages": [{"role": "user", "content": prompt}]}
        messages = list(self._turns[head])
        prefill = prompt[len(head) :]
        if not prefill:
            return {"messages": messages}
        # vLLM continues a final assistant message when told to; llama-server does by itself.
        return {
            "messages": [*messages, {"role": "assistant", "content": prefill}],
            "continue_final_message": True,
            "add_generation_prompt": False,
        }

    @property
    def endpoint(self) -> str:
        return "chat/completions" if self.uses_chat_endpoint else "completions"

    def generate(
        self,
        prompt: str,
        *,
        stop: Sequence[str] = (),
        max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(),  # noqa: B008 - frozen, never mutated
        grammar: str | None = None,
        on_text: TextCallback | None = None,
        special: bool = False,
        identify_stop: bool = False,
    ) -> Completion:
        body = self.request_body(prompt, max_tokens, sampling, grammar)
        if on_text is None and not identify_stop:
            return self._generate_whole(prompt, body, stop)
        return self._generate_streamed(prompt, body, stop, on_text)

    def _generate_whole(self, prompt: str, body: dict[str, Any], stop: Sequence[str]) -> Completion:
        """One plain request, the engine applying the stop sequences: the fastest path."""
        body = {**body, "stream": False, "stop": list(stop)}
        body.pop("stream_options", None)
        self.requests = [*self.requests[-15:], body]
        answer = self.client.post_json(self.endpoint, body)
        choices = answer.get("choices") if isinstance(answer, dict) else None
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise GenerationError(f"{self.client.url(self.endpoint)}: the engine's reply has no choices")
        choice = choices[0]
        text = str(choice.get("text") or (choice.get("message") or {}).get("content") or "")
        usage = answer.get("usage") or {}
        timings = answer.get("timings") or {}
        stopped = answer.get("stopping_word") or choice.get("stop_reason")
        return Completion(
            text=text,
            prompt_tokens=int(usage.get("prompt_tokens") or self.count_tokens(prompt)),
            completion_tokens=int(usage.get("completion_tokens") or 0),
            finish_reason="length" if choice.get("finish_reason") == "length" else "stop",
            prompt_tokens_evaluated=timings.get("prompt_n") if isinstance(timings.get("prompt_n"), int) else None,
            stop_sequence=stopped if isinstance(stopped, str) and stopped in stop else None,
        )

    def _generate_streamed(
        self, prompt: str, body: dict[str, Any], stop: Sequence[str], on_text: TextCallback | None
    ) -> Completion:
        """Streamed, the stop sequences applied here: the text as it comes, and which stop
        sequence ended it (closing the stream stops the engine)."""
        self.requests = [*self.requests[-15:], body]
        stream = TextStream(stop, on_text)
        finish = "length"
        chunks = 0
        usage: dict[str, Any] = {}
        timings: dict[str, Any] = {}
        events = self.client.post_stream(self.endpoint, body)
        try:
            for event in events:
                usage = event.get("usage") or usage
                timings = event.get("timings") or timings
                choices = event.get("choices") or []
                if not choices:
                    continue
                piece = choices[0].get("text") or (choices[0].get("delta") or {}).get("content") or ""
                if piece:
                    chunks += 1
                    if stream.add(piece):
                        finish = "stop"
                        break  # closing the stream stops the engine
                reason = choices[0].get("finish_reason")
                if reason:
                    finish = "length" if reason == "length" else "stop"
        finally:
            events.close()
        prompt_tokens = usage.get("prompt_tokens") or self.count_tokens(prompt)
        return Completion(
            text=stream.finish(),
            prompt_tokens=int(prompt_tokens),
            completion_tokens=int(usage.get("completion_tokens") or chunks),
            finish_reason=finish,  # type: ignore[arg-type]
            prompt_tokens_evaluated=timings.get("prompt_n") if isinstance(timings.get("prompt_n"), int) else None,
            stop_sequence=stream.stopped_at,
        )

    def close(self) -> None:
        pass
