"""What each part of the default (ReAct) instructions costs in prompt tokens, and, with
`--ablate`, what it buys in answers: the answer suite run with that part taken out.

    .venv/bin/python bench/prompt_parts.py                      # tokens per part
    taskset -c 0 .venv/bin/python bench/prompt_parts.py --ablate compact_tools \\
        --ids bench/splits/answers_tuning.txt --out compact.jsonl
    .venv/bin/python bench/answers/report.py base.jsonl compact.jsonl:compact

Parts are cut from the shipped template (localagent/prompts/react.txt) by their first line;
the tool list is the built-in tools' descriptions (`compact_tools` keeps each argument's name,
type and whether it is required, and drops its description).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from localagent.formats import base, react  # noqa: E402
from localagent.prompts import load_prompt  # noqa: E402
from localagent.tools.builtin import builtin_registry  # noqa: E402

# A part: from the line that starts with its key to the next blank line (the template's own
# paragraphs).
PARTS = {
    "role": "You are a helpful assistant.",
    "tool_list": "You have these tools:",
    "call_format": "To use a tool, write:",
    "several_calls": "To call several tools at once",
    "answer_format": "Use the observations to answer.",
    "example": "Example:",
}


def paragraphs(template: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for block in template.split("\n\n"):
        for name, start in PARTS.items():
            if block.startswith(start):
                found[name] = block
    return found


def compact_tool(tool: object) -> str:
    full = base.describe_tool(tool)  # type: ignore[arg-type]
    return "\n".join(line.split("):")[0] + ")" if line.startswith("    ") else line for line in full.splitlines())


def ablated_template(part: str) -> str:
    template = load_prompt("react")
    if part in ("none", "compact_tools"):
        return template
    block = paragraphs(template)[part]
    return template.replace(block + "\n\n", "").replace("\n\n" + block, "")


def token_table() -> None:
    from localagent.backends.llama_cpp import LlamaCppBackend
    from localagent.backends.models import resolve_model

    backend = LlamaCppBackend(str(resolve_model(None).path), n_ctx=4096)
    tools = builtin_registry()
    fmt = react.ReactFormat()
    prompt = fmt.system_prompt(tools)
    total = backend.count_tokens(prompt)
    print(f"the ReAct instructions with the {len(tools)} built-in tools: {total} tokens")
    rendered = paragraphs(load_prompt("react"))
    for name, block in rendered.items():
        text = block.format(tools=base.describe_tools(tools), tool_names=", ".join(tools.names))
        print(f"  {name:<14}{backend.count_tokens(text):>5}")
    for t in tools:
        full, compact = backend.count_tokens(base.describe_tool(t)), backend.count_tokens(compact_tool(t))
        print(f"    tool {t.name:<16}{full:>5}  (compact: {compact})")
    backend.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ablate", choices=["none", "compact_tools", *PARTS], help="run the answer suite without it")
    parser.add_argument("--suite", default=str(ROOT / "bench/answers/questions.jsonl"))
    parser.add_argument("--ids", default=str(ROOT / "bench/splits/answers_tuning.txt"))
    parser.add_argument("--out", help="eval --out file")
    args = parser.parse_args()
    if not args.ablate:
        token_table()
        return 0
    template = ablated_template(args.ablate)
    react.load_prompt = lambda name: template if name == "react" else load_prompt(name)  # type: ignore[assignment]
    if args.ablate == "compact_tools":
        react.describe_tools = lambda tools: "\n".join(compact_tool(t) for t in tools) or "(no tools)"  # type: ignore[assignment]
    from localagent.cli.main import main as cli

    return cli(["eval", args.suite, "--ids", args.ids, *(["--out", args.out] if args.out else [])])


if __name__ == "__main__":
    sys.exit(main())
