"""Questions over a documents collection: retrieval and the answer `search_docs` gives.

    taskset -c 1 python bench/docs_eval.py bench/docs/real_questions.jsonl \
        --ids bench/splits/docs_real_tuning.txt [--cache DIR] [--show] [--json out.json]

Each question (fields: id, collection, root, language, question, pages, answer) is searched in
its `root` as `search_docs` searches, through this checkout's tools (run it from a worktree of
another commit, with that worktree on PYTHONPATH, for a before/after):
    R@1, R@5  a returned source's path is one of `pages` (as HTML or as its text form)
    answer    the statement search_docs answers with (what a run's answer must state):
              right      it contains one of the `answer` phrases, or cites a line of a listed page
                         that holds one;
              not found  it says the documents do not answer;
              wrong      anything else.
    reach     whether one of the `answer` phrases is in the lines of a passage returned (the five
              shown): what the best choice of a sentence among them could be right for.
    quoted    a "not found" statement quotes its two closest sources: whether one of those
              quotes holds an `answer` phrase (the reader is shown it, not told it answers).
The index of each root is built once in `--cache` (default: a scratch folder per checkout);
`--rebuild` times a cold build of each root.
`--embed-model M.gguf` ranks the passages shown by meaning too (search_docs with --embed-model);
the vectors are kept in the cache's indexes, so a second run embeds nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import statistics
import sys
import time
from pathlib import Path

FORMS = (".gz", ".txt", ".rst", ".md", ".html", ".htm")


def page_key(path: str) -> str:
    """A page whatever its form: "_sources/library/os.rst.txt" and "library/os.html" are
    library/os."""
    path = path.replace("\\", "/")
    if path.startswith("_sources/"):
        path = path[len("_sources/") :]
    changed = True
    while changed:
        changed = False
        for suffix in FORMS:
            if path.endswith(suffix) and len(path) > len(suffix):
                path, changed = path[: -len(suffix)], True
    return path


def normal(text: str) -> str:
    return " ".join(re.sub(r"[\u2018\u2019]", "'", re.sub(r"[\u201c\u201d]", '"', text)).lower().split())


def held_out(question_id: str) -> bool:
    """The split: the first byte of the id's SHA-256 odd → held out."""
    return hashlib.sha256(question_id.encode()).digest()[0] % 2 == 1


def load(path: Path, ids: Path | None) -> list[dict]:
    questions = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if ids is not None:
        wanted = set(ids.read_text().split())
        questions = [q for q in questions if q["id"] in wanted]
    return questions


def cited_lines(root: Path, path: str, lines: str) -> str:
    """The text of the cited lines of a document, as read_doc numbers them."""
    from localagent.documents.readers import read_document

    first, _, last = lines.partition("-")
    try:
        start, end = int(first), int(last or first)
    except ValueError:
        return ""
    try:
        doc = read_document(root / path)
    except Exception:  # noqa: BLE001 - a page that cannot be read cites nothing
        return ""
    return "\n".join(line.text for line in doc if start <= line.number <= end)


def reached(question: dict, passages: list[dict], root: Path, texts: dict[tuple[str, str], str]) -> bool:
    """Whether a passage returned holds one of the question's `answer` phrases in its lines
    (`texts` keeps the lines read, by path and lines)."""
    phrases = [normal(a) for a in question.get("answer", []) if a.strip()]
    for p in passages[:5]:
        key = (str(p["path"]), str(p["lines"]))
        if key not in texts:
            texts[key] = normal(cited_lines(root, *key))
        if any(phrase in texts[key] for phrase in phrases):
            return True
    return False


NOT_FOUND = re.compile(r"do not (?:say|answer)|not found|found nothing|nothing (?:matches|answers)", re.I)


def judge(question: dict, data: dict | None, text: str, root: Path) -> str:
    if data is None:
        return "not found"
    statement = str(data.get("answer", ""))
    if data.get("found") is False or NOT_FOUND.search(statement):
        return "not found"
    said = normal(statement)
    phrases = [normal(a) for a in question.get("answer", []) if a.strip()]
    if any(p in said for p in phrases):
        return "right"
    pages = {page_key(p) for p in question["pages"]}
    for source in (data.get("cited") or data.get("sources") or [])[:1]:
        if page_key(source["path"]) in pages:
            held = normal(cited_lines(root, source["path"], source["lines"]))
            if any(p in held for p in phrases):
                return "right"
    return "wrong"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("questions", type=Path)
    parser.add_argument("--ids", type=Path, help="a file of question ids, one a line")
    parser.add_argument("--cache", type=Path, help="where the indexes are kept")
    parser.add_argument("--rebuild", action="store_true", help="build each root's index anew, timed")
    parser.add_argument("--show", action="store_true", help="print each question's results")
    parser.add_argument("--json", type=Path, help="write every question's outcome here")
    parser.add_argument("--embed-model", help="a GGUF embedding model: passages ranked by meaning too")
    args = parser.parse_args()

    import localagent
    from localagent.errors import ToolRetry
    from localagent.stores.docs_index import DocsIndex
    from localagent.tools.docs import docs_tools

    checkout = Path(localagent.__file__).resolve().parent.parent
    cache = args.cache or Path("/tmp") / f"docs-eval-{hashlib.sha256(str(checkout).encode()).hexdigest()[:8]}"
    questions = load(args.questions, args.ids)
    embedder = None
    if args.embed_model:
        from localagent.backends.llama_cpp.embedding import LlamaEmbedder

        embedder = LlamaEmbedder(args.embed_model)
    tools: dict[str, object] = {}
    build: dict[str, float] = {}
    rows = []
    times = []
    texts: dict[tuple[str, str], str] = {}
    for q in questions:
        root = q["root"]
        if root not in tools:
            if args.rebuild:
                index = DocsIndex.open(Path(root), cache, refresh=False)
                started = time.perf_counter()
                index.refresh(rebuild=True)
                build[root] = time.perf_counter() - started
                index.close()
            tools[root] = docs_tools([root], cache, embedder)[0]
        search = tools[root]
        started = time.perf_counter()
        try:
            out = search.fn(query=q["question"])  # type: ignore[attr-defined]
            data, text = out.data, out.text
        except ToolRetry as exc:
            data, text = None, str(exc)
        times.append(time.perf_counter() - started)
        passages = (data or {}).get("passages", [])
        keys = [page_key(p["path"]) for p in passages]
        pages = {page_key(p) for p in q["pages"]}
        verdict = judge(q, data, text, Path(root))
        row = {
            "id": q["id"], "language": q.get("language", ""), "question": q["question"],
            "r1": bool(keys[:1]) and keys[0] in pages, "r5": any(k in pages for k in keys[:5]),
            "verdict": verdict, "answer": (data or {}).get("answer", text), "top": [p["path"] for p in passages[:5]],
        }  # fmt: skip
        row["answerable"] = bool(q["pages"])
        # A "not found" statement quotes its two closest sources: whether one says the answer.
        row["quoted"] = verdict == "not found" and any(
            normal(a) in normal(str(row["answer"])) for a in q.get("answer", []) if a.strip()
        )
        row["reach"] = row["answerable"] and reached(q, passages, Path(root), texts)
        rows.append(row)
        if args.show:
            mark = {"right": "+", "not found": "?", "wrong": "x"}[verdict]
            print(f"{mark} {q['id']} [{'1' if row['r1'] else '5' if row['r5'] else '-'}] {q['question']}")
            print(f"    want {q['pages']} {q.get('answer')}")
            print(f"    got  {row['answer'][:300]}")
            print(f"    top  {row['top']}{'' if row['reach'] else '  (no answer phrase in them)'}")
    answerable = [r for r in rows if r["answerable"]]
    n = len(answerable) or 1
    count = {v: sum(r["verdict"] == v for r in answerable) for v in ("right", "not found", "wrong")}
    print(f"{len(answerable)} questions the documents answer   R@1 {sum(r['r1'] for r in answerable)} "
          f"({sum(r['r1'] for r in answerable) / n:.2f})   R@5 {sum(r['r5'] for r in answerable)} "
          f"({sum(r['r5'] for r in answerable) / n:.2f})   answers: right {count['right']} / "
          f"not found {count['not found']} / wrong {count['wrong']}")  # fmt: skip
    print(f"  an answer phrase in a passage returned: {sum(r['reach'] for r in answerable)}")
    quoted = sum(r["verdict"] == "not found" and r.get("quoted", False) for r in answerable)
    print(f"  said not found, with an answer phrase quoted among the closest sources: {quoted}")
    others = [r for r in rows if not r["answerable"]]
    if others:
        honest = sum(r["verdict"] == "not found" for r in others)
        print(f"{len(others)} questions they do not answer: said not found {honest}, answered {len(others) - honest}")
    languages = sorted({r["language"] for r in answerable})
    if len(languages) > 1:
        for lang in languages:
            some = [r for r in answerable if r["language"] == lang]
            print(f"  {lang or '?'}: {len(some)}   R@1 {sum(r['r1'] for r in some)}   R@5 {sum(r['r5'] for r in some)}"
                  f"   right {sum(r['verdict'] == 'right' for r in some)}")  # fmt: skip
    if times:
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        p50 = statistics.median(times) * 1000
        print(f"search: p50 {p50:.1f} ms, p95 {p95 * 1000:.1f} ms (the first builds or opens)")
    for root, seconds in build.items():
        print(f"cold build of {root}: {seconds:.1f} s")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "build_s": build}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    sys.exit(main())
