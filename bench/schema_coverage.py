"""JSON Schema coverage on real-world schemas: how many compile to a grammar, how many of their
valid instances the grammar admits and how many invalid ones it refuses, for localagent's
converter (`grammar.json_grammar`: references put in place, bounded strings, any-value schemas)
and llama.cpp's own (llama-cpp-python's port of json-schema-to-grammar), side by side in one run.

The corpus is JSONSchemaBench's MaskBench set (github.com/guidance-ai/jsonschemabench,
`maskbench/data/*.json`: a schema, its features and instances marked valid or invalid):

    git clone https://github.com/guidance-ai/jsonschemabench /tmp/jsonschemabench
    .venv/bin/python bench/schema_coverage.py /tmp/jsonschemabench/maskbench/data --every 10

Instances are checked token by token on the default model's vocabulary (the check the
sampler makes, `backends/llama_cpp/reference.grammar_accepts`), written as `json.dumps`
writes them. A grammar that does not compile, or takes longer than --timeout seconds to
build, counts as not compiled; its instances are not checked.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from localagent.backends.llama_cpp import LlamaCppBackend  # noqa: E402
from localagent.backends.llama_cpp.reference import grammar_accepts  # noqa: E402
from localagent.backends.models import resolve_model  # noqa: E402
from localagent.grammar import json_grammar  # noqa: E402


class Slow(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Slow()


def llama_cpp_grammar(schema: dict[str, Any]) -> str:
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    return str(json_schema_to_gbnf(json.dumps(schema)))


CONVERTERS = {"localagent": json_grammar, "llama.cpp": llama_cpp_grammar}


def compiled(backend: LlamaCppBackend, build: Any, schema: dict[str, Any], timeout: int) -> str | None:
    signal.alarm(timeout)
    try:
        gbnf = build(schema)
        backend.compile_grammar(gbnf)  # llama.cpp parses it (a sampler freed at once below)
        return str(gbnf)
    except Exception:  # noqa: BLE001 - any failure to build or parse is "not compiled"
        return None
    finally:
        signal.alarm(0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path, help="MaskBench's data folder")
    parser.add_argument("--every", type=int, default=1, help="take every Nth schema (by file name)")
    parser.add_argument("--timeout", type=int, default=20, help="seconds to build and parse one grammar")
    parser.add_argument("--out", type=Path, help="one JSON line per schema")
    parser.add_argument("--progress", type=Path, help="write the schema being checked here (to find a crash)")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    # llama.cpp writes each grammar it cannot parse to stderr: thousands of lines, not results.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    files = sorted(args.corpus.glob("*.json"))[:: args.every]
    backend = LlamaCppBackend(str(resolve_model(None).path), n_ctx=512)
    totals = {name: collections.Counter() for name in CONVERTERS}
    by_feature: dict[str, dict[str, collections.Counter]] = collections.defaultdict(
        lambda: {name: collections.Counter() for name in CONVERTERS}
    )
    out = args.out.open("w", encoding="utf-8") if args.out else None
    started = time.monotonic()
    for path in files:
        if args.progress:
            args.progress.write_text(path.name)
        item = json.loads(path.read_text(encoding="utf-8"))
        schema, tests = item["schema"], item.get("tests", [])
        features = item.get("meta", {}).get("features", [])
        row: dict[str, Any] = {"file": path.name, "features": features}
        for name, build in CONVERTERS.items():
            gbnf = compiled(backend, build, schema, args.timeout)
            counts = collections.Counter(schemas=1, compiled=int(gbnf is not None))
            for test in tests if gbnf is not None else []:
                text = json.dumps(test["data"], ensure_ascii=False)
                try:
                    signal.alarm(args.timeout)
                    admitted = grammar_accepts(backend, gbnf, text)
                except Slow:
                    admitted = False
                finally:
                    signal.alarm(0)
                kind = "valid" if test["valid"] else "invalid"
                counts[kind] += 1
                counts[f"{kind}_ok"] += int(admitted == test["valid"])
            totals[name].update(counts)
            for feature in features:
                by_feature[feature][name].update(counts)
            row[name] = dict(counts)
        if out:
            out.write(json.dumps(row) + "\n")
    print(f"{len(files)} schemas of {args.corpus} (every {args.every}), {time.monotonic() - started:.0f} s")
    print(f"{'':<24}{'compiled':>16}{'valid admitted':>20}{'invalid refused':>20}")

    def line(label: str, c: collections.Counter) -> str:
        def share(a: str, b: str) -> str:
            return f"{c[a]}/{c[b]} {c[a] / c[b]:.0%}" if c[b] else "-"

        compiled, valid, invalid = (
            share("compiled", "schemas"),
            share("valid_ok", "valid"),
            share("invalid_ok", "invalid"),
        )
        return f"{label:<24}{compiled:>16}{valid:>20}{invalid:>20}"

    for name in CONVERTERS:
        print(line(name, totals[name]))
    print("\nby feature (schemas using it)")
    common = sorted(by_feature, key=lambda f: -by_feature[f]["localagent"]["schemas"])[:20]
    for feature in common:
        for name in CONVERTERS:
            print(line(f"{feature} {name}"[:24], by_feature[feature][name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
