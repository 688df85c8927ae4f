"""BFCL items through the OpenAI API: `localagent serve` beside `python -m llama_cpp.server
--chat_format chatml-function-calling`, the same model and items, one client (the official
`openai` package) sending each item's messages and tools as any agent framework would
(`tool_choice: "auto"` sent explicitly, temperature 0). Accuracy and seconds per item side by
side. `--tool-choice omitted` sends no tool_choice: OpenAI's default is then "auto", and
localagent serve does the same, but llama-cpp-python's server then offers no tools at all.

Each server runs on its own core (taskset), both at once; the client waits for each answer.

    .venv/bin/python bench/serve_eval.py ../shared/bfcl/BFCL_v4_simple_python.json \
        ../shared/bfcl/BFCL_v4_multiple.json --ids bench/splits/held_out.txt --out serve_eval.jsonl

Either endpoint may be a server already running: --localagent URL / --reference URL.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import openai

from localagent.backends.models import resolve_model
from localagent.evaluation.report import prepare_suites, read_ids
from localagent.evaluation.scoring import score_item
from localagent.evaluation.suite import Item
from localagent.server.run import spawn
from localagent.tools.schema import normalize_schema


def _taskset(core: str | None) -> list[str]:
    return ["taskset", "-c", core] if core is not None and shutil.which("taskset") else []


def start_localagent(model: Path, core: str | None, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    return spawn(["--model", str(model), "--request-timeout", "600"], log, prefix=_taskset(core))


def start_reference(model: Path, core: str | None, log: Path, port: int) -> tuple[subprocess.Popen[bytes], str]:
    command = [
        *_taskset(core), sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--port", str(port),
        "--chat_format", "chatml-function-calling", "--n_ctx", "4096", "--interrupt_requests", "False",
        "--verbose", "False",
    ]  # fmt: skip
    process = subprocess.Popen(command, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    client = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=2)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            client.models.list()
            return process, url
        except openai.APIError:
            if process.poll() is not None:
                raise SystemExit(f"llama_cpp.server exited: {log.read_text()[-500:]}") from None
            time.sleep(0.5)
    raise SystemExit("llama_cpp.server did not start")


def ask(client: openai.OpenAI, item: Item, category: str, tool_choice: str) -> dict[str, Any]:
    tools = [
        {"type": "function", "function": {**f, "parameters": normalize_schema(f.get("parameters") or {})}}
        for f in item.functions
    ]
    started = time.monotonic()
    calls: list[tuple[str, Any]] = []
    error = None
    try:
        extra: dict[str, Any] = {} if tool_choice == "omitted" else {"tool_choice": tool_choice}
        reply = client.chat.completions.create(
            model="local",
            messages=item.messages,
            tools=tools,
            temperature=0,
            max_tokens=256,
            **extra,  # type: ignore[arg-type]
        )
        for call in reply.choices[0].message.tool_calls or []:
            try:
                arguments = json.loads(call.function.arguments)  # type: ignore[union-attr]
            except ValueError:
                arguments = {"": call.function.arguments}  # type: ignore[union-attr]  # scored as wrong
            calls.append((call.function.name, arguments))  # type: ignore[union-attr]
    except openai.APIError as exc:
        error = f"{type(exc).__name__}: {exc}"
    verdict = score_item(calls, item.ground_truth, item.functions, "parallel" in category)
    return {
        "id": item.id, "category": category, "correct": verdict.correct and error is None,
        "reason": error or verdict.reason, "calls": [{"tool": t, "arguments": a} for t, a in calls],
        "seconds": round(time.monotonic() - started, 3),
    }  # fmt: skip


def run(
    url: str, label: str, suites: list[tuple[str, list[Item]]], out: Any, tool_choice: str
) -> dict[str, dict[str, float]]:
    client = openai.OpenAI(base_url=url, api_key=os.environ.get("LOCALAGENT_SERVE_API_KEY", "none"), timeout=900)
    rows = {}
    for category, items in suites:
        results = []
        for n, item in enumerate(items, 1):
            result = {"server": label, "tool_choice": tool_choice, **ask(client, item, category, tool_choice)}
            results.append(result)
            out.write(json.dumps(result, ensure_ascii=False) + "\n")
            out.flush()
            sys.stderr.write(f"\r{label} {category}: {n}/{len(items)}")
        sys.stderr.write("\n")
        rows[category] = {
            "items": len(results),
            "accuracy": sum(r["correct"] for r in results) / max(1, len(results)),
            "seconds_per_item": sum(r["seconds"] for r in results) / max(1, len(results)),
        }
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--ids", type=Path, help="only these item ids (bench/splits/held_out.txt)")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--model", help="GGUF file (default: the model `ask` uses)")
    parser.add_argument("--localagent", metavar="URL", help="a running localagent serve (default: start one)")
    parser.add_argument("--reference", metavar="URL", help="a running llama_cpp.server (default: start one)")
    parser.add_argument("--only", choices=("localagent", "reference"))
    parser.add_argument("--cores", default="0,1", help="cores for the two servers (default 0,1)")
    parser.add_argument("--out", type=Path, help="every item's verdict, one JSON line each")
    parser.add_argument("--tool-choice", choices=("auto", "omitted"), default="auto")
    args = parser.parse_args(argv)
    suites = prepare_suites(args.suites, None, args.limit, 0, read_ids(args.ids) if args.ids else None)
    model = resolve_model(args.model).path
    cores = args.cores.split(",")
    logs = Path(tempfile.mkdtemp(prefix="serve_eval_"))
    processes = []
    targets = {}
    try:
        if args.only != "reference":
            if args.localagent:
                targets["localagent serve"] = args.localagent
            else:
                process, url = start_localagent(model, cores[0], logs / "localagent.log")
                processes.append(process)
                targets["localagent serve"] = url
        if args.only != "localagent":
            if args.reference:
                targets["llama_cpp.server chatml-function-calling"] = args.reference
            else:
                process, url = start_reference(model, cores[-1], logs / "reference.log", 8791)
                processes.append(process)
                targets["llama_cpp.server chatml-function-calling"] = url
        out = args.out.open("a", encoding="utf-8") if args.out else open(os.devnull, "w")
        with out, ThreadPoolExecutor(max_workers=len(targets)) as pool:
            futures = {
                label: pool.submit(run, url, label, suites, out, args.tool_choice) for label, url in targets.items()
            }
            table = {label: future.result() for label, future in futures.items()}
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=30)
    print(
        f"model: {model.name}; items: {', '.join(f'{c} {len(i)}' for c, i in suites)}; tool_choice {args.tool_choice}"
    )
    print(f"{'server':<44} {'category':<16} {'accuracy':>9} {'s/item':>8}")
    for label, rows in table.items():
        for category, row in rows.items():
            print(f"{label:<44} {category:<16} {row['accuracy']:>8.1%} {row['seconds_per_item']:>8.2f}")
    print(json.dumps(table))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
