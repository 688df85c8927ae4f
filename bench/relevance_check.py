"""How often lexical relevance alone picks the expected tool, without a model.

multiple: the most relevant tool for the whole question against the expected function.
parallel_multiple: per request (split_clauses), the most relevant tool, or every tool the
request names (relevance.named_tools), against the set of expected functions per item.

    .venv/bin/python bench/relevance_check.py [../shared/bfcl]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from localagent.policies.decompose import split_clauses
from localagent.policies.relevance import most_relevant, named_tools, scores
from localagent.tools.registry import Registry


def _items(folder: Path, category: str) -> list[tuple[dict, dict]]:
    questions = folder / f"BFCL_v4_{category}.json"
    answers = folder / f"possible_answer_BFCL_v4_{category}.json"
    return list(
        zip(
            [json.loads(line) for line in questions.read_text().splitlines() if line.strip()],
            [json.loads(line) for line in answers.read_text().splitlines() if line.strip()],
        )
    )


def main(folder: Path) -> None:
    items = _items(folder, "multiple")
    right = sum(
        most_relevant(q["question"][0][-1]["content"], Registry(q["function"]), 1).names
        == [next(iter(a["ground_truth"][0]))]
        for q, a in items
    )
    print(f"multiple: most relevant tool is the expected one for {right}/{len(items)} questions")
    top_only = with_named = 0
    items = _items(folder, "parallel_multiple")
    for q, a in items:
        tools = Registry(q["function"])
        wanted = {next(iter(call)) for call in a["ground_truth"]}
        top, named = set(), set()
        for clause in split_clauses(q["question"][0][-1]["content"]):
            if not any(scores(clause, tools).values()):
                continue
            best = most_relevant(clause, tools, 1).names[-1]
            top.add(best)
            several = named_tools(clause, tools)
            named.update(several if len(several) > 1 else [best])
        top_only += top == wanted
        with_named += named == wanted
    print(
        f"parallel_multiple: the requests' tools are exactly the expected set for {top_only}/{len(items)} "
        f"items (most relevant per request), {with_named}/{len(items)} (with tools a request names)"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/bfcl"))
