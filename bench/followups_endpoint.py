"""Follow-ups through the model endpoint (`complete()`, what `serve` answers for any model name
but `localagent-agent`), as a chat client with its own tools sends them: the conversation so far
(each earlier question and the answer it got) and the follow-up, with the built-in tools given
as the client's tool definitions. Where the reply calls tools, the script runs them as a client
does and sends the results back for the final text. The last text is scored as
`bench/followups_eval.py` scores it (a number, a date, or, for a follow-up that asks for
nothing, words with no tool called).

The earlier answers are those an agent run kept (`followups_eval.py --out`), so both sides of a
comparison see the same conversations:

    python bench/followups_endpoint.py bench/followups/held_out.jsonl --answers run.jsonl --out endpoint.jsonl
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from localagent import load_backend
from localagent.agent.config import AgentConfig
from localagent.backends import BackendOptions
from localagent.completion import Completer
from localagent.tools.builtin import builtin_registry
from localagent.tools.registry import ToolOutput

sys.path.insert(0, str(Path(__file__).resolve().parent))
from followups_eval import scored  # noqa: E402 - the same scoring as the agent's runs

MAX_ROUNDS = 3  # replies with calls a client runs before it stops asking


def messages_of(turns: list[str], answers: list[str]) -> list[dict[str, Any]]:
    """The conversation as a client sends it: each earlier question and the answer it got, then
    the last question."""
    said: list[dict[str, Any]] = []
    for question, answer in zip(turns[:-1], answers[:-1]):
        said += [{"role": "user", "content": question}, {"role": "assistant", "content": answer}]
    return [*said, {"role": "user", "content": turns[-1]}]


def run_calls(message: dict[str, Any], tools: Any) -> list[dict[str, Any]]:
    """The client's side: each call run, its result (or its error) as a tool message."""
    results = []
    for call in message.get("tool_calls") or []:
        name = call["function"]["name"]
        try:
            found = tools.get(name)
            value = found(**json.loads(call["function"]["arguments"] or "{}"))
            # A client sends the tool's text ("84"), as the executor gives the model a ToolOutput's.
            content = value.text if isinstance(value, ToolOutput) else str(value)
        except Exception as error:  # noqa: BLE001 - a client reports any failure back as the result
            content = f"error: {error}"
        results.append({"role": "tool", "tool_call_id": call["id"], "content": content})
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("conversations", type=Path)
    parser.add_argument("--answers", type=Path, required=True, help="an agent run's --out: its earlier answers")
    parser.add_argument("--model", default=None)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    items = {json.loads(line)["id"]: json.loads(line) for line in args.conversations.read_text().splitlines() if line}
    runs = [json.loads(line) for line in args.answers.read_text().splitlines() if line.strip()]
    backend = load_backend("llama_cpp", BackendOptions(model=args.model))
    tools = builtin_registry()
    definitions = tools.definitions()
    completer = Completer(backend, AgentConfig())
    today = dt.date.fromisoformat(runs[0].get("day", dt.date.today().isoformat())) if runs else dt.date.today()
    counts: Counter[str] = Counter()
    rows = []
    started = time.monotonic()
    for run in runs:
        item = items[run["id"]]
        messages = messages_of(item["turns"], run["answers"])
        called: list[str] = []
        calls: list[str] = []  # each call as written, for reading a run
        for _ in range(MAX_ROUNDS):
            reply = completer.reply(messages, definitions)
            if not reply.message.get("tool_calls"):
                break
            called += [c["function"]["name"] for c in reply.message["tool_calls"]]
            calls += [f"{c['function']['name']}({c['function']['arguments']})" for c in reply.message["tool_calls"]]
            messages = [*messages, reply.message, *run_calls(reply.message, tools)]
        said = str(reply.message.get("content") or "")
        computed = any(tools.get(name).computes for name in called if name in tools)
        right = scored(item, [*run["answers"][:-1], said], computed, today, bool(called))
        kind = "no computation" if item["expect"].get("no_computation") else "follow-up"
        counts[kind] += right
        counts[f"{kind} n"] += 1
        counts["computed, not asked"] += computed and kind == "no computation"
        rows.append(
            {"id": item["id"], "right": right, "said": said, "tools": called, "calls": calls, "expect": item["expect"]}
        )
    if args.out:
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(
        f"{args.conversations}: follow-ups right {counts['follow-up']}/{counts['follow-up n']}, no computation "
        f"right {counts['no computation']}/{counts['no computation n']} (computed anyway "
        f"{counts['computed, not asked']}); {(time.monotonic() - started) / max(1, len(rows)):.2f} s each"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
