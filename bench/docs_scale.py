"""The documents index at scale, this checkout against another (`--before DIR`, a worktree of
an earlier commit), side by side in one run.

    taskset -c 1 python bench/docs_scale.py --collection /usr/share/doc/python3.11 \
        --synthetic 100000 --before /tmp/before [--split held_out]

For each collection (a real one, copied to a scratch folder so that one file can be changed,
and a synthetic one of about N passages: Markdown files of Zipf-distributed words drawn from
the real one's vocabulary) and each implementation, in fresh processes:
    cold build   an empty cache to a first answer: seconds, peak memory over the process's own
                 before it (and as a multiple of the collection's text)
    warm start   a new process, the index already built, to its first answer (its modules
                 imported first, not counted: `import` shows what importing them takes)
    one file     a new process after one file changed, to its first answer
    index size   bytes of the cache files
    query        p50 / p95 of one search as search_docs makes it (with the passages for the answer,
                 ranked with the query's phrases too, where the index has search_for_answer),
                 over the questions (real) or 200 sampled lines (synthetic)
    recall       @1 and @5 on bench/docs/python_doc_questions.jsonl (real collection only): a
                 result counts when its file is one of the question's pages, as HTML or as text
Both implementations run on the same core (pin the whole run with taskset).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
QUESTIONS = HERE / "docs" / "python_doc_questions.jsonl"


# --- the worker: one phase of one implementation, in its own process --------------------


def _rss_kb(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _index_class():  # type: ignore[no-untyped-def]
    try:
        from localagent.stores.docs_index import DocsIndex
    except ImportError:  # the implementation before the SQLite store
        from localagent.tools.docs import DocsIndex  # type: ignore[no-redef]
    return DocsIndex


def _open(root: Path, cache: Path):  # type: ignore[no-untyped-def]
    return _index_class().open(root, cache)


def _paths(results: list) -> list[str]:
    return [r[1].path if isinstance(r, tuple) else r.path for r in results]


def worker(args: argparse.Namespace) -> None:
    root, cache = Path(args.root), Path(args.cache)
    queries = json.loads(Path(args.queries).read_text()) if args.queries else []
    # Imported first, and not timed: a process that searches has its modules loaded either way.
    imported = time.perf_counter()
    index_class = _index_class()
    out: dict = {"import_s": time.perf_counter() - imported}
    base = _rss_kb("VmRSS")
    started = time.perf_counter()
    index = index_class.open(root, cache)
    first = index.search(queries[0] if queries else "python", 5)
    out["open_s"] = time.perf_counter() - started
    out["peak_mb"] = (_rss_kb("VmHWM") - base) / 1024
    del first
    if args.worker == "warm":
        times, found = [], []
        both = getattr(index, "search_for_answer", None)
        for query in queries:
            t = time.perf_counter()
            results = both(query, 5)[0] if both else index.search(query, 5)
            times.append(time.perf_counter() - t)
            found.append(_paths(results))
        out["query_ms"] = [round(t * 1000, 3) for t in times]
        out["found"] = found
        out["passages"] = len(index.passages) if hasattr(index, "passages") else index.passage_count()
    print(json.dumps(out))


# --- the driver ----------------------------------------------------------------------


def page_of(path: str) -> str:
    """'html/_sources/library/os.path.rst.txt' and 'html/library/os.path.html' → 'library/os.path'."""
    path = re.sub(r"^(html/)?(_sources/)?", "", path)
    return re.sub(r"(\.rst)?\.txt$|\.html$", "", path)


def synthetic(root: Path, passages: int, vocabulary_from: Path, seed: int = 7) -> None:
    """Markdown files of 26 sections, each a heading of 4 words and 6 lines of 12 words, the
    words drawn by Zipf's law from the real collection's 30,000 most common."""
    from collections import Counter

    counts: Counter[str] = Counter()
    for path in sorted(vocabulary_from.rglob("*.txt")):
        counts.update(w.lower() for w in re.findall(r"[A-Za-z]{2,}", path.read_text(errors="replace")))
    vocab = [w for w, _ in counts.most_common(30000)]
    cumulative, total = [], 0.0
    for rank in range(len(vocab)):
        total += 1 / (rank + 1)
        cumulative.append(total)
    rng = random.Random(seed)
    root.mkdir(parents=True)
    for number in range((passages + 25) // 26):
        lines = []
        for _ in range(26):
            lines.append("## " + " ".join(rng.choices(vocab, cum_weights=cumulative, k=4)))
            lines += [" ".join(rng.choices(vocab, cum_weights=cumulative, k=12)) + "." for _ in range(6)]
            lines.append("")
        (root / f"doc{number:05d}.md").write_text("\n".join(lines), encoding="utf-8")


def sampled_queries(root: Path, count: int = 200, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    files = sorted(root.iterdir())
    out = []
    while len(out) < count:
        lines = [x for x in rng.choice(files).read_text().splitlines() if x and not x.startswith("#")]
        words = rng.choice(lines).rstrip(".").split()
        start = rng.randrange(0, len(words) - 6)
        out.append(" ".join(words[start : start + 6]))
    return out


def run_worker(checkout: Path, phase: str, root: Path, cache: Path, queries: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    command = [sys.executable, __file__, "--worker", phase, "--root", str(root), "--cache", str(cache)]
    command += ["--queries", str(queries)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"worker {phase} in {checkout} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def text_bytes(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.name.startswith("."))


def measure(checkout: Path, root: Path, queries_file: Path, scratch: Path, change: Path) -> dict:
    cache = Path(tempfile.mkdtemp(dir=scratch))
    cold = run_worker(checkout, "cold", root, cache, queries_file)
    warm = run_worker(checkout, "warm", root, cache, queries_file)
    original = change.read_text(encoding="utf-8", errors="replace")
    change.write_text(original + "\nOne more line, changed for the benchmark.\n", encoding="utf-8")
    try:
        updated = run_worker(checkout, "update", root, cache, queries_file)
    finally:
        change.write_text(original, encoding="utf-8")
    size = sum(p.stat().st_size for p in cache.rglob("*") if p.is_file())
    times = sorted(warm["query_ms"])
    return {
        "cold_s": cold["open_s"], "peak_mb": cold["peak_mb"], "warm_s": warm["open_s"], "update_s": updated["open_s"],
        "import_ms": warm["import_s"] * 1000, "size_mb": size / 1e6, "p50_ms": statistics.median(times),
        "p95_ms": times[min(len(times) - 1, int(0.95 * len(times)))], "found": warm["found"],
        "passages": warm["passages"],
    }  # fmt: skip


def recall(found: list[list[str]], questions: list[dict]) -> tuple[float, float]:
    at1 = sum(bool(f) and page_of(f[0]) in q["pages"] for f, q in zip(found, questions))
    at5 = sum(any(page_of(p) in q["pages"] for p in f[:5]) for f, q in zip(found, questions))
    return at1 / len(questions), at5 / len(questions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--worker", choices=["cold", "warm", "update"])
    parser.add_argument("--root")
    parser.add_argument("--cache")
    parser.add_argument("--queries")
    parser.add_argument("--collection", type=Path, default=Path("/usr/share/doc/python3.11"))
    parser.add_argument("--synthetic", type=int, default=100_000, help="passages of the synthetic collection (0: none)")
    parser.add_argument("--before", type=Path, help="a checkout of the implementation to compare with")
    parser.add_argument("--split", default="all", choices=["all", "dev", "held_out"])
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args()
    if args.worker:
        worker(args)
        return
    if not args.collection.is_dir():
        raise SystemExit(f"{args.collection}: not a folder (Debian: apt-get install python3-doc)")
    checkouts = {"now": HERE.parent}
    if args.before:
        checkouts = {"before": args.before.resolve(), **checkouts}
    questions = [json.loads(x) for x in QUESTIONS.read_text(encoding="utf-8").splitlines() if x.strip()]
    questions = [q for q in questions if args.split == "all" or q["split"] == args.split]
    scratch = Path(tempfile.mkdtemp(prefix="docs_scale-"))
    try:
        real = scratch / "real" / args.collection.name
        shutil.copytree(args.collection, real, symlinks=True)
        real_queries = scratch / "real_queries.json"
        real_queries.write_text(json.dumps([q["question"] for q in questions]))
        collections = [("real", real, real_queries, real / "html" / "library" / "json.html")]
        if args.synthetic:
            synth = scratch / "synthetic"
            synthetic(synth, args.synthetic, real / "html" / "_sources")
            synth_queries = scratch / "synth_queries.json"
            synth_queries.write_text(json.dumps(sampled_queries(synth)))
            collections.append(("synthetic", synth, synth_queries, synth / "doc00000.md"))
        report: dict = {}
        for label, root, queries_file, change in collections:
            size = text_bytes(root)
            print(f"\n{label}: {root} ({size / 1e6:.1f} MB of files)")
            header = f"{'':8} {'passages':>9} {'cold s':>8} {'peak MB':>8} {'x text':>7} {'warm ms':>8} "
            header += f"{'1 file ms':>9} {'size MB':>8} {'p50 ms':>7} {'p95 ms':>7} {'import ms':>9}"
            print(header + ("  R@1   R@5" if label == "real" else ""))
            for name, checkout in checkouts.items():
                m = measure(checkout, root, queries_file, scratch, change)
                row = (
                    f"{name:8} {m['passages']:>9} {m['cold_s']:>8.1f} {m['peak_mb']:>8.0f} "
                    f"{m['peak_mb'] * 1048576 / size:>7.2f} {m['warm_s'] * 1000:>8.0f} "
                    f"{m['update_s'] * 1000:>9.0f} {m['size_mb']:>8.1f} {m['p50_ms']:>7.1f} {m['p95_ms']:>7.1f}"
                    f" {m['import_ms']:>9.0f}"
                )
                if label == "real":
                    m["recall_at_1"], m["recall_at_5"] = recall(m["found"], questions)
                    row += f"  {m['recall_at_1']:.2f}  {m['recall_at_5']:.2f}"
                    m["per_question"] = [
                        {"id": q["id"], "language": q["language"], "top": f[:5]} for q, f in zip(questions, m["found"])
                    ]
                del m["found"]
                print(row, flush=True)
                report.setdefault(label, {})[name] = m
        if args.json:
            args.json.write_text(json.dumps(report, indent=1))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
