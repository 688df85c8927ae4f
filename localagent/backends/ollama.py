"""An Ollama server (`--backend ollama:URL`), through its native API: a raw `/api/generate`
of the prompt localagent renders (`raw: true`: Ollama's own template is not applied), sampling
in `options`, stop sequences applied by Ollama unless the text streams or the caller must know
which one ended it. Ollama takes no grammar; it constrains output by JSON schema (`format`),
so `--mode grammar` runs the JSON tool calls under a schema of the calls instead (the command
line says so once). Its templates are Go templates, not Jinja: the chat template comes from
`--chat-template FILE` or the GGUF file `--model` names, else a plain layout."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..chat_template import ChatTemplate
from ..errors import EngineUnavailableError, GenerationError
from ..types import Completion, Message, SamplingParams
from .base import PrefixUse, TextCallback, TextStream, render_plain_chat
from .http import HttpClient
from .openai import CHARS_PER_TOKEN, server_root


class OllamaBackend:
    supports_grammar = False
    supports_json_schema = True
    prompt_cache = False
    concurrent = True

    def __init__(
        self,
        url: str,
        *,
        api_model: str | None = None,
        timeout: float = 120.0,
        n_ctx: int = 4096,
        chat_template: str | None = None,
    ) -> None:
        self.url = server_root(url.rstrip("/"))
        self.client = HttpClient(self.url, None, timeout)
        tags = self.client.get_json("api/tags", at_start=True)
        listed = tags.get("models", []) if isinstance(tags, dict) else []
        models: list[str] = [m["name"] for m in listed if isinstance(m, dict) and isinstance(m.get("name"), str)]
        if api_model and models and api_model not in models:
            raise EngineUnavailableError(f"{self.url} has no model {api_model!r}; it has: {', '.join(models)}")
        if not api_model and not models:
            raise EngineUnavailableError(f"{self.url} has no models (ollama pull NAME)")
        self.api_model = api_model or models[0]
        self.model_name = f"{self.api_model} at {self.url}"
        self.context_size = n_ctx
        self.num_ctx = n_ctx  # Ollama's own default context is small: ask for the one localagent plans with
        self.chat_template = chat_template
        self.eos_text = ""
        self._template = ChatTemplate(chat_template) if chat_template else None
        self.requests: list[dict[str, Any]] = []

    def render_chat(self, messages: Sequence[Message]) -> str:
        if self._template is None:
            return render_plain_chat(messages)
        return self._template.render([{"role": m.role, "content": m.content} for m in messages])

    def cache_prefix(self, text: str) -> PrefixUse:
        return PrefixUse()  # no prompt cache here: the prompt is evaluated as it comes

    def count_tokens(self, text: str) -> int:
        return max(1, len(text) // CHARS_PER_TOKEN)  # Ollama has no tokenize endpoint

    def request_body(
        self, prompt: str, max_tokens: int, sampling: SamplingParams, json_schema: dict[str, Any] | None
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.api_model,
            "prompt": prompt,
            "raw": True,
            "stream": False,
            "options": {
                "temperature": sampling.temperature,
                "top_p": sampling.top_p,
                "top_k": sampling.top_k,
                "min_p": sampling.min_p,
                "repeat_penalty": sampling.repeat_penalty,
                "seed": sampling.seed,
                "num_predict": max_tokens,
                "num_ctx": self.num_ctx,
            },
        }
        if json_schema is not None:
            body["format"] = json_schema
        return body

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
        json_schema: dict[str, Any] | None = None,
    ) -> Completion:
        if grammar is not None:
            raise GenerationError(f"{self.url}: Ollama takes no grammar; run without --constrain")
        body = self.request_body(prompt, max_tokens, sampling, json_schema)
        if on_text is None and not identify_stop:
            body["options"]["stop"] = list(stop)
            self.requests = [*self.requests[-15:], body]
            answer = self.client.post_json("api/generate", body)
            if not isinstance(answer, dict) or not isinstance(answer.get("response"), str):
                raise GenerationError(f"{self.url}/api/generate: the reply has no response text")
            return self._completion(prompt, answer["response"], answer, None)
        body["stream"] = True
        self.requests = [*self.requests[-15:], body]
        stream = TextStream(stop, on_text)
        last: dict[str, Any] = {}
        events = self.client.post_lines("api/generate", body)
        try:
            for event in events:
                last = event
                if stream.add(event.get("response") or "") or event.get("done"):
                    break  # closing the stream stops the engine
        finally:
            events.close()
        return self._completion(prompt, stream.finish(), last, stream.stopped_at)

    def _completion(self, prompt: str, text: str, answer: dict[str, Any], stopped_at: str | None) -> Completion:
        finish = "length" if answer.get("done_reason") == "length" and stopped_at is None else "stop"
        evaluated = answer.get("prompt_eval_count")
        return Completion(
            text=text,
            prompt_tokens=int(answer.get("prompt_eval_count") or self.count_tokens(prompt)),
            completion_tokens=int(answer.get("eval_count") or max(1, len(text) // CHARS_PER_TOKEN)),
            finish_reason=finish,  # type: ignore[arg-type]
            prompt_tokens_evaluated=evaluated if isinstance(evaluated, int) else None,
            stop_sequence=stopped_at,
        )

    def close(self) -> None:
        pass
