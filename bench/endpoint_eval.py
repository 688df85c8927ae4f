"""Chat requests with tools through the model endpoint (`complete()`, what `serve` answers
for any model name but `localagent-agent`): does the reply call the tool the request is
for, and answer in words where no tool is asked for?

Each line of REQUESTS names the tools offered (from TOOLS, OpenAI tool definitions), the
messages, and what a careful assistant does: `"expect": "call"` with the tool and the
arguments the call must hold (a string argument holds the expected text, case aside; a
number equals it), or `"expect": "answer"` (no call, some text). Defaults a user gets, the
default model unless --model.

    python bench/endpoint_eval.py bench/endpoint/tools.json bench/endpoint/requests.jsonl --out run.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from localagent import load_backend
from localagent.agent.config import AgentConfig
from localagent.backends import BackendOptions
from localagent.completion import Completer


def holds(actual: Any, expected: Any) -> bool:
    """The call's argument holds what was expected: the text (case aside), the number, each
    item of a list or field of an object."""
    if isinstance(expected, str):
        return isinstance(actual, str) and expected.casefold().strip() in actual.casefold()
    if isinstance(expected, bool) or expected is None:
        return actual == expected
    if isinstance(expected, (int, float)):
        return isinstance(actual, (int, float)) and not isinstance(actual, bool) and abs(actual - expected) < 1e-9
    if isinstance(expected, list):
        return isinstance(actual, list) and all(any(holds(a, e) for a in actual) for e in expected)
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(holds(actual.get(k), v) for k, v in expected.items())
    return actual == expected


def verdict(item: dict[str, Any], message: dict[str, Any]) -> tuple[str, str]:
    """(verdict, why): right, wrong_tool, wrong_arguments, no_call, called (when an answer was
    expected), empty."""
    calls = [
        (c["function"]["name"], json.loads(c["function"]["arguments"] or "{}")) for c in message.get("tool_calls") or []
    ]
    content = (message.get("content") or "").strip()
    if item["expect"] == "answer":
        if calls:
            return "called", ", ".join(f"{n}({json.dumps(a, ensure_ascii=False)})" for n, a in calls)
        return ("right", "") if content else ("empty", "no text")
    if not calls:
        return "no_call", content[:80]
    mine = [a for n, a in calls if n == item["tool"]]
    if not mine:
        return "wrong_tool", ", ".join(n for n, _ in calls)
    wanted = item.get("arguments") or {}
    if any(all(holds(a.get(k), v) for k, v in wanted.items()) for a in mine):
        return "right", ""
    return "wrong_arguments", json.dumps(mine[0], ensure_ascii=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tools", type=Path)
    parser.add_argument("requests", type=Path)
    parser.add_argument("--model", help="a GGUF file (default: the default model)")
    parser.add_argument("--policies", help="the policies' profile (default: the setting's, auto)")
    parser.add_argument("--out", type=Path, help="a JSON line per request")
    args = parser.parse_args(argv)
    catalogue = json.loads(args.tools.read_text(encoding="utf-8"))
    items = [json.loads(line) for line in args.requests.read_text(encoding="utf-8").splitlines() if line.strip()]
    backend = load_backend("llama_cpp", BackendOptions(model=args.model) if args.model else None)
    config = AgentConfig() if args.policies is None else AgentConfig(policies=args.policies)
    completer = Completer(backend, config)
    rows = []
    for item in items:
        start = time.perf_counter()
        reply = completer.reply(item["messages"], [catalogue[name] for name in item["tools"]])
        kind, why = verdict(item, reply.message)
        rows.append({
            "id": item["id"], "expect": item["expect"], "verdict": kind, "why": why,
            "content": reply.message.get("content"), "finish_reason": reply.finish_reason,
            "seconds": round(time.perf_counter() - start, 3),
        })  # fmt: skip
    if args.out:
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    for expect in ("call", "answer"):
        mine = [r for r in rows if r["expect"] == expect]
        counts: dict[str, int] = {}
        for r in mine:
            counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
        right = counts.get("right", 0)
        print(f"{expect}: {right}/{len(mine)} right; " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"seconds a request: {sum(r['seconds'] for r in rows) / max(1, len(rows)):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
