"""A small HTTP client for inference engines: JSON requests, server-sent event streams,
bounded retries, and errors in one line that never carry the API key.

Standard library only (urllib): one connection per request, so a backend can be used from
several threads at once (`eval --concurrency`, `batch --concurrency`).
"""

from __future__ import annotations

import http.client
import json
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Generator, Iterator
from typing import Any

from ..errors import EngineUnavailableError, GenerationError

RETRY_STATUSES = (429, 503)
MAX_RETRIES = 3
MAX_RETRY_WAIT = 30.0  # seconds; a longer Retry-After is not waited for


class HttpClient:
    def __init__(self, base_url: str, api_key: str | None = None, timeout: float = 120.0) -> None:
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self.timeout = timeout
        self.sleep = time.sleep  # replaced in tests

    def url(self, path: str) -> str:
        return path if path.startswith("http") else f"{self.base_url}/{path.lstrip('/')}"

    def _request(self, method: str, path: str, body: Any = None) -> urllib.request.Request:
        headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        data = None if body is None else json.dumps(body).encode("utf-8")
        return urllib.request.Request(self.url(path), data=data, headers=headers, method=method)

    def open(self, method: str, path: str, body: Any = None, *, at_start: bool = False) -> Any:
        """The response to a request, retried on 429/503 (honouring Retry-After) a few times.
        `at_start`: a failure means the engine is unusable (EngineUnavailableError)."""
        url = self.url(path)
        for attempt in range(MAX_RETRIES + 1):
            try:
                return urllib.request.urlopen(self._request(method, path, body), timeout=self.timeout)
            except urllib.error.HTTPError as exc:
                if exc.code in RETRY_STATUSES and attempt < MAX_RETRIES:
                    self.sleep(_retry_wait(exc.headers.get("Retry-After"), attempt))
                    continue
                raise _http_error(url, exc, at_start) from None
            except http.client.RemoteDisconnected:
                # The engine took the request and closed the connection without a reply: it went
                # away while answering (killed, crashed). Unusable at start; mid-run, the step failed.
                if at_start:
                    raise EngineUnavailableError(f"{url}: the engine closed the connection without answering") from None
                raise GenerationError(f"{url}: the engine closed the connection without answering") from None
            except (urllib.error.URLError, ConnectionError) as exc:
                reason = getattr(exc, "reason", exc)
                if isinstance(reason, (TimeoutError, socket.timeout)):
                    raise GenerationError(f"{url}: no answer within {self.timeout:g} s (--request-timeout)") from None
                raise EngineUnavailableError(f"cannot reach {url}: {_reason(reason)}") from None
            except TimeoutError:
                raise GenerationError(f"{url}: no answer within {self.timeout:g} s (--request-timeout)") from None
        raise AssertionError("unreachable")

    def get_json(self, path: str, *, at_start: bool = False) -> Any:
        with self.open("GET", path, at_start=at_start) as response:
            return _read_json(self.url(path), response, self.timeout)

    def post_json(self, path: str, body: Any, *, at_start: bool = False) -> Any:
        with self.open("POST", path, body, at_start=at_start) as response:
            return _read_json(self.url(path), response, self.timeout)

    def post_lines(self, path: str, body: Any) -> Generator[dict[str, Any], None, None]:
        """The JSON objects of a newline-delimited JSON stream (Ollama), until one says done."""
        return self._json_events(path, body, lambda line: line or None, lambda line: False, _says_done)

    def post_stream(self, path: str, body: Any) -> Generator[dict[str, Any], None, None]:
        """The JSON events of a server-sent event stream, until `data: [DONE]`. Closing the
        generator closes the connection, which makes the engine stop generating."""
        return self._json_events(path, body, _sse_data, lambda line: _sse_data(line) == "[DONE]", lambda event: False)

    def _json_events(
        self,
        path: str,
        body: Any,
        payload: Callable[[str], str | None],
        end_line: Callable[[str], bool],
        last_event: Callable[[dict[str, Any]], bool],
    ) -> Generator[dict[str, Any], None, None]:
        """JSON events read line by line: `payload` gives a line's JSON text (None: skip the
        line); the stream ends as it should at a line `end_line` tells or after an event
        `last_event` tells; any other end is an error."""
        url = self.url(path)
        response = self.open("POST", path, body)
        try:
            for raw in _lines(url, response, self.timeout):
                line = raw.strip()
                if end_line(line):
                    return
                data = payload(line)
                if data is None:
                    continue
                try:
                    event = json.loads(data)
                except ValueError:
                    raise GenerationError(f"{url}: the stream sent something that is not JSON: {data[:80]!r}") from None
                if isinstance(event, dict) and "error" in event:
                    raise GenerationError(f"{url}: the engine reported an error: {_message(event['error'])}")
                yield event
                if isinstance(event, dict) and last_event(event):
                    return
            raise GenerationError(f"{url}: the stream ended before the answer was complete")
        finally:
            response.close()


def _sse_data(line: str) -> str | None:
    return line[len("data:") :].strip() if line.startswith("data:") else None


def _says_done(event: dict[str, Any]) -> bool:
    return bool(event.get("done"))


def _lines(url: str, response: Any, timeout: float) -> Iterator[str]:
    try:
        for raw in response:
            yield raw.decode("utf-8", "replace")
    except TimeoutError:
        raise GenerationError(f"{url}: no answer within {timeout:g} s (--request-timeout)") from None
    except (ConnectionError, OSError, http.client.HTTPException) as exc:
        raise GenerationError(f"{url}: the connection was lost mid-answer ({_reason(exc)})") from None


def _read_json(url: str, response: Any, timeout: float) -> Any:
    try:
        text = response.read().decode("utf-8", "replace")
    except TimeoutError:
        raise GenerationError(f"{url}: no answer within {timeout:g} s (--request-timeout)") from None
    except (ConnectionError, OSError, http.client.HTTPException) as exc:
        raise GenerationError(f"{url}: the connection was lost mid-answer ({_reason(exc)})") from None
    try:
        return json.loads(text)
    except ValueError:
        raise GenerationError(f"{url}: the engine's reply is not JSON: {text[:80]!r}") from None


def _retry_wait(header: str | None, attempt: int) -> float:
    try:
        wait = float(header) if header is not None else 0.5 * 2**attempt
    except ValueError:
        wait = 0.5 * 2**attempt
    return max(0.0, min(wait, MAX_RETRY_WAIT))


def _http_error(url: str, exc: urllib.error.HTTPError, at_start: bool) -> Exception:
    try:
        detail = _message(json.loads(exc.read().decode("utf-8", "replace")))
    except (ValueError, OSError):
        detail = exc.reason if isinstance(exc.reason, str) else ""
    text = f"{url} answered HTTP {exc.code}" + (f": {detail}" if detail else "")
    if exc.code in (401, 403):
        return EngineUnavailableError(f"{text} (check the API key: LOCALAGENT_API_KEY or api_key in the config)")
    if at_start or exc.code == 404:
        return EngineUnavailableError(text)
    return GenerationError(text)


def _message(error: Any) -> str:
    if isinstance(error, dict):
        inner = error.get("error", error)
        if isinstance(inner, dict):
            return str(inner.get("message") or inner.get("detail") or inner)[:200]
        if isinstance(error.get("detail"), str):
            return error["detail"][:200]
        return str(inner)[:200]
    return str(error)[:200]


def _reason(reason: Any) -> str:
    if isinstance(reason, ConnectionRefusedError):
        return "connection refused (is the server running?)"
    return str(getattr(reason, "strerror", None) or reason or type(reason).__name__)
