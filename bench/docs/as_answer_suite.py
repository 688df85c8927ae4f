"""A documents question set end to end: written as an answer suite that `localagent eval` runs
through the agent (the model, `search_docs` over the question's collection, the defaults), then
each run's answer read as right, "not found" said, or wrong.

    python bench/docs/as_answer_suite.py bench/docs/blind_questions_s20.jsonl suite.jsonl
    localagent eval suite.jsonl --out run.jsonl
    python bench/docs/as_answer_suite.py --score bench/docs/blind_questions_s20.jsonl run.jsonl

An answerable question is right when the answer holds one of its `answer` phrases and does not
say the documents do not answer (a phrase quoted among the closest sources of a "not found" is
not right here, as eval's own text match would count it), "not found" when it says so, wrong
otherwise; an unanswerable one is right when it says "not found" (`no answer`: it answered).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

NOT_FOUND = re.compile(
    r"do not say this plainly|do not answer|not found|found nothing|nothing (?:matches|answers)", re.I
)


def normal(text: str) -> str:
    return " ".join(re.sub(r"[\u2018\u2019]", "'", re.sub(r"[\u201c\u201d]", '"', text)).lower().split())


def suite(questions: list[dict]) -> list[dict]:
    return [
        {
            "id": q["id"],
            "category": "docs",
            "language": q.get("language", "en"),
            "question": q["question"],
            # eval needs an expectation; the verdict is this script's (--score)
            "expect": {"text": q["answer"] or ["do not say this plainly"]},
            "docs": q["root"],
        }  # fmt: skip
        for q in questions
    ]


def verdict(question: dict, answer: str) -> str:
    said_not_found = bool(NOT_FOUND.search(answer))
    if not question["pages"]:
        return "right" if said_not_found else "no answer"
    if said_not_found:
        return "not found"
    return "right" if any(normal(p) in normal(answer) for p in question["answer"]) else "wrong"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--score", action="store_true", help="read an eval --out run (the second file)")
    parser.add_argument("questions", type=Path)
    parser.add_argument("other", type=Path, help="the suite to write, or with --score the run to read")
    args = parser.parse_args()
    questions = [json.loads(line) for line in args.questions.read_text().splitlines() if line.strip()]
    if not args.score:
        args.other.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in suite(questions)))
        return 0
    runs = {r["id"]: r for r in (json.loads(line) for line in args.other.read_text().splitlines() if line.strip())}
    counts: Counter[str] = Counter()
    for q in questions:
        if q["id"] in runs:
            counts[
                ("answerable " if q["pages"] else "unanswerable ") + verdict(q, str(runs[q["id"]].get("answer") or ""))
            ] += 1
            counts["exit 0" if runs[q["id"]].get("stop_reason") == "final_answer" else "not exit 0"] += 1
    print(", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
