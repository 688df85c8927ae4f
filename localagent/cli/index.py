"""`localagent index DIR`: build or bring up to date the documents index `--docs DIR` searches,
ahead of the first question; `--status` says what it holds, `--rebuild` makes it anew."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from pathlib import Path
from typing import Any

from ..errors import UsageError
from .display import Bar
from .options import EXIT_OK


def add_parser(sub: Any) -> None:
    p = sub.add_parser("index", help="build or update the index of a documents folder (what --docs searches)")
    p.add_argument("folders", nargs="+", type=_folder_name, metavar="DIR", help="a folder of documents")
    p.add_argument(
        "--status", action="store_true", help="say what the index holds and what changed since; build nothing"
    )
    p.add_argument("--rebuild", action="store_true", help="read every file again, as for a new index")
    p.add_argument(
        "--embed-model", metavar="MODEL",
        help="also embed every passage with this GGUF embedding model (what --embed-model ranks by meaning)",
    )  # fmt: skip
    p.add_argument("--json", action="store_true", help="print JSON")


def _folder_name(text: str) -> str:
    if not text.strip():  # "" is no folder ("." is the one here): it indexed the current folder
        raise argparse.ArgumentTypeError("an empty folder name; give a folder ('.' for this one)")
    return text


def _describe(status: dict[str, Any]) -> str:
    updated = status.get("updated")
    when = dt.datetime.fromtimestamp(updated).strftime("%Y-%m-%d %H:%M") if updated else "never"
    lines = [
        f"{status['folder']}",
        f"  index: {status['index']} ({status['bytes'] / 1e6:.1f} MB), updated {when}",
        f"  {status['files']} files, {status['passages']} passages",
    ]
    if not status["files"]:
        lines.append("  no documents to search here (text, Markdown, HTML, PDF...): `--docs` on it is refused")
    if "read" in status:
        lines.append(f"  read now: {status['read']} files in {status['seconds']:.1f} s")
    if "embedded" in status:
        lines.append(f"  every passage embedded ({status['embedded']}; {status['embed_seconds']:.1f} s now)")
    if "pending" in status:
        pending = status["pending"]
        todo = f"{pending['changed']} new or changed, {pending['removed']} gone"
        lines.append("  up to date" if not any(pending.values()) else f"  out of date: {todo}")
    skipped = status.get("skipped") or {}
    if skipped:
        examples = status.get("skipped_examples", {})
        lines.append(
            "  not read: " + ", ".join(f"{n} {reason} (e.g. {examples.get(reason)})" for reason, n in skipped.items())
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from ..documents.stems import NEEDS_STEM_EXTRA, WORD_FORMS
    from ..stores.docs_index import DocsIndex, default_cache_dir, index_file

    roots = []
    for folder in args.folders:
        root = Path(folder).expanduser()
        if not root.is_dir():
            raise UsageError(f"{folder}: not a directory")
        roots.append(root.resolve())
    model = None
    if args.embed_model and not args.status:
        from ..backends.llama_cpp.embedding import embedder_for

        model = embedder_for(args.embed_model)
    reports = []
    for root in roots:
        file = index_file(root, default_cache_dir())
        existed = file.exists()
        index = DocsIndex.open(root, default_cache_dir(), refresh=False, embedder=model)
        try:
            if args.status:
                status = {**index.status(), "pending": index.pending()}
            else:
                bar = Bar(sys.stderr)
                started = time.monotonic()
                try:
                    read = index.refresh(progress=bar, rebuild=args.rebuild)
                    seconds = time.monotonic() - started
                    embedded = index.embed_all(progress=bar) if model is not None else None
                finally:
                    bar.close()
                status = {**index.status(), "read": read, "seconds": round(seconds, 3)}
                if embedded is not None:
                    status["embedded"] = embedded
                    status["embed_seconds"] = round(time.monotonic() - started - seconds, 3)
        finally:
            index.close()
            if args.status and not existed:  # asked what it holds: no empty index left behind
                for made in (file, file.with_name(file.name + "-wal"), file.with_name(file.name + "-shm")):
                    made.unlink(missing_ok=True)
        reports.append(status)
        if not args.json:
            print(_describe(status))
    if WORD_FORMS == "as-written" and not args.json:
        print(NEEDS_STEM_EXTRA)
    if args.json:
        print(json.dumps(reports if len(reports) > 1 else reports[0], ensure_ascii=False))
    return EXIT_OK
