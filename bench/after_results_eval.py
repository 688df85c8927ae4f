"""Answers after a tool result through the model endpoint (`complete()`, what `serve` answers
for any model name but `localagent-agent`): the conversation ends with the client's tool
result, and the reply is the final answer. Does it say what the result says, and nothing
made up?

Each line of CONVERSATIONS holds the messages (the user's question, the assistant's call, the
tool's result) and `must`: the values of the result a right answer states. Scored:
- right: states every `must` value (numbers as numbers, text case aside) and no number that
  neither the conversation nor the result holds; `plain` beside it when the answer is the
  results written plainly (agent/answer.plain_results), not the model's sentence;
- invented: states a number nothing in the conversation holds;
- wrong: leaves a `must` value out; a call instead of an answer counts here too.
Defaults a user gets, the default model unless --model.

    python bench/after_results_eval.py bench/after_results/tools.json \
        bench/after_results/conversations.jsonl --out run.jsonl
"""

from __future__ import annotations

import argparse
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
from localagent.text import numbers_in, rounds_to, states


def verdict(item: dict[str, Any], message: dict[str, Any]) -> str:
    content = (message.get("content") or "").strip()
    if message.get("tool_calls") or not content:
        return "wrong"
    said = "\n".join(str(m.get("content") or "") for m in item["messages"])
    known = [n for readings in numbers_in(said) for n in readings]
    if any(rs and not any(rounds_to(r, k) for r in rs for k in known) for rs in numbers_in(content)):
        return "invented"
    return "right" if all(states(content, v) or v.casefold() in content.casefold() for v in item["must"]) else "wrong"


def plainly(item: dict[str, Any], content: str) -> bool:
    """The answer is the results written plainly (what the endpoint falls back to)."""
    try:
        from localagent.agent.answer import plain_results
    except ImportError:  # a tree from before the fallback
        return False
    results = [str(m["content"]) for m in item["messages"] if m["role"] == "tool"]
    return content.strip() == plain_results(results)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tools")
    parser.add_argument("conversations")
    parser.add_argument("--model", default=None)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    tools = {t["function"]["name"]: t for t in json.loads(Path(args.tools).read_text())}
    items = [json.loads(line) for line in Path(args.conversations).read_text().splitlines() if line.strip()]
    backend = load_backend("llama_cpp", BackendOptions(model=args.model))
    completer = Completer(backend, AgentConfig())
    counts: Counter[str] = Counter()
    by_language: dict[str, Counter[str]] = {}
    out = open(args.out, "w") if args.out else None  # noqa: SIM115 - closed below
    started = time.monotonic()
    for item in items:
        reply = completer.reply(item["messages"], [tools[item["tool"]]])
        message = reply.message
        said = verdict(item, message)
        plain = said == "right" and plainly(item, message.get("content") or "")
        counts[said] += 1
        counts["plain"] += plain
        by_language.setdefault(item.get("language", "en"), Counter())[said] += 1
        line = {"id": item["id"], "verdict": said, "plain": plain, "content": message.get("content"),
                "calls": [c["function"] for c in message.get("tool_calls") or []], "must": item["must"]}  # fmt: skip
        print(json.dumps(line, ensure_ascii=False), file=out or sys.stdout)
    seconds = time.monotonic() - started
    n = len(items)
    print(
        f"{n} conversations: right {counts['right']} ({counts['plain']} of them the results written plainly), "
        f"invented {counts['invented']}, wrong {counts['wrong']}; {seconds / n:.2f} s each"
    )
    for language, c in sorted(by_language.items()):
        print(f"  {language}: right {c['right']}/{sum(c.values())}, invented {c['invented']}, wrong {c['wrong']}")
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
