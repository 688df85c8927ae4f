"""A question in another language than the documents: what the model rewriting it into English
once would gain, measured with the default model.

    taskset -c 1 python bench/docs_query_language.py [--collection /usr/share/doc/python3.11]

For each question of bench/docs/python_doc_questions.jsonl not in English (both halves: they
are few), the default model is asked once to translate it (`complete()`, no tools, greedy);
the index is searched with the question as asked, and with the question and its translation
together. Prints each translation and recall@1/@5 both ways. The index is the user's cache
(`localagent index DIR` builds it ahead).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from docs_scale import QUESTIONS, page_of

from localagent.agent.config import AgentConfig
from localagent.backends import load_backend
from localagent.completion import complete
from localagent.stores.docs_index import DocsIndex, default_cache_dir

PROMPT = "Translate into English: {question}"
PLAIN = AgentConfig(mode="native")


def recall(index: DocsIndex, questions: list[dict], queries: list[str]) -> tuple[int, int]:
    at1 = at5 = 0
    for question, query in zip(questions, queries):
        pages = [page_of(h.path) for h in index.search(query, 5)]
        at1 += bool(pages) and pages[0] in question["pages"]
        at5 += any(p in question["pages"] for p in pages)
    return at1, at5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--collection", type=Path, default=Path("/usr/share/doc/python3.11"))
    args = parser.parse_args()
    questions = [json.loads(x) for x in QUESTIONS.read_text(encoding="utf-8").splitlines() if x.strip()]
    questions = [q for q in questions if q["language"] != "en"]
    backend = load_backend()
    translations = []
    for q in questions:
        asked = [{"role": "user", "content": PROMPT.format(question=q["question"])}]
        message = complete(asked, backend=backend, config=PLAIN)  # the chat template alone, no tools
        translation = " ".join(str(message.get("content") or "").split())[:200]
        translations.append(translation)
        print(f"{q['id']} [{q['language']}] {q['question']}\n    -> {translation}")
    index = DocsIndex.open(args.collection.resolve(), default_cache_dir())
    n = len(questions)
    for label, queries in (
        ("as asked", [q["question"] for q in questions]),
        ("with the model's translation", [f"{q['question']} {t}" for q, t in zip(questions, translations)]),
    ):
        at1, at5 = recall(index, questions, queries)
        print(f"{label:30} R@1 {at1}/{n}  R@5 {at5}/{n}")


if __name__ == "__main__":
    main()
