"""A load run against `localagent serve`: N clients × M requests at once, through the
official `openai` client. Every request carries its own id in a place the answer must
repeat (a JSON-schema answer whose `id` is an enum of that one value, or a required call
whose argument is), so an answer delivered to the wrong request is caught. Prints answered /
refused (503) / failed, mismatches, latency p50/p95 and queue wait p50/p95 (from the
`x-localagent-queue-ms` header), and whether the server is alive afterwards.

    .venv/bin/python bench/serve_load.py --clients 8 --requests 20 --max-queue 4
    .venv/bin/python bench/serve_load.py --url http://127.0.0.1:8000/v1   # a server already running
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import openai

from localagent.server.run import spawn


def start(args: argparse.Namespace, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    options = ["--max-queue", str(args.max_queue), "--request-timeout", str(args.request_timeout)]
    return spawn([*options, *(["--model", args.model] if args.model else [])], log)


def one_request(client: openai.OpenAI, client_no: int, n: int) -> dict[str, Any]:
    ident = f"R{client_no:02d}-{n:03d}"
    started = time.monotonic()
    if n % 2 == 0:  # an answer in a JSON shape that holds the id
        note = {"type": "string", "maxLength": 12}
        schema = {"type": "object", "properties": {"id": {"enum": [ident]}, "note": note}, "required": ["id", "note"]}
        kwargs: dict[str, Any] = {
            "messages": [{"role": "user", "content": f"Acknowledge request {ident} in JSON."}],
            "response_format": {"type": "json_schema", "json_schema": {"name": "ack", "schema": schema}},
        }
    else:  # a required call whose argument is the id
        tool = {"type": "function", "function": {"name": "acknowledge", "description": "Acknowledge a request.",
                "parameters": {"type": "object", "properties": {"request": {"enum": [ident]}},
                               "required": ["request"]}}}  # fmt: skip
        kwargs = {
            "messages": [{"role": "user", "content": f"Acknowledge request {ident}."}],
            "tools": [tool],
            "tool_choice": "required",
        }
    try:
        raw = client.chat.completions.with_raw_response.create(
            model="local", max_tokens=48, temperature=0, user=f"client-{client_no}", **kwargs
        )
    except openai.APIStatusError as exc:
        status = "refused" if exc.status_code == 503 else f"failed {exc.status_code}"
        return {"id": ident, "status": status, "seconds": time.monotonic() - started}
    except openai.APIError as exc:
        return {"id": ident, "status": f"failed {type(exc).__name__}", "seconds": time.monotonic() - started}
    reply = raw.parse()
    message = reply.choices[0].message
    if message.tool_calls:
        got = json.loads(message.tool_calls[0].function.arguments).get("request")  # type: ignore[union-attr]
    else:
        try:
            got = json.loads(message.content or "").get("id")
        except (ValueError, AttributeError):
            got = None
    return {
        "id": ident, "status": "answered", "matches": got == ident, "seconds": time.monotonic() - started,
        "queue_ms": int(raw.headers.get("x-localagent-queue-ms", "0")),
    }  # fmt: skip


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--requests", type=int, default=20, help="per client")
    parser.add_argument("--max-queue", type=int, default=4, help="the server's --max-queue (when started here)")
    parser.add_argument("--request-timeout", type=float, default=300)
    parser.add_argument("--model", help="GGUF file (default: the model `ask` uses)")
    parser.add_argument("--url", help="a running server instead of starting one")
    args = parser.parse_args(argv)
    process = None
    url = args.url
    if url is None:
        process, url = start(args, Path(tempfile.mkdtemp(prefix="serve_load_")) / "serve.log")
    started = time.monotonic()
    try:

        def client_run(client_no: int) -> list[dict[str, Any]]:
            client = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=args.request_timeout + 30)
            return [one_request(client, client_no, n) for n in range(args.requests)]

        with ThreadPoolExecutor(max_workers=args.clients) as pool:
            results = [r for rs in pool.map(client_run, range(args.clients)) for r in rs]
        wall = time.monotonic() - started
        with urllib.request.urlopen(url.removesuffix("/v1") + "/health", timeout=10) as health_reply:
            health = json.load(health_reply)
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
    answered = [r for r in results if r["status"] == "answered"]
    refused = [r for r in results if r["status"] == "refused"]
    failed = [r for r in results if r["status"].startswith("failed")]
    latency = [r["seconds"] for r in answered]
    queue = [r["queue_ms"] / 1000 for r in answered]
    summary = {
        "requests": len(results), "answered": len(answered), "refused_503": len(refused), "failed": len(failed),
        "mismatched": sum(not r["matches"] for r in answered),
        "latency_p50_s": round(statistics.median(latency), 2) if latency else None,
        "latency_p95_s": round(percentile(latency, 0.95), 2),
        "queue_wait_p50_s": round(statistics.median(queue), 2) if queue else None,
        "queue_wait_p95_s": round(percentile(queue, 0.95), 2),
        "wall_s": round(wall, 1), "server_alive_after": health.get("status") == "ok", "health": health,
    }  # fmt: skip
    print(json.dumps(summary, indent=1))
    return 0 if not failed and not summary["mismatched"] and summary["server_alive_after"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
