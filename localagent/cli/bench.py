"""`localagent bench`: grammar speed, agent overhead, prefix reuse, load time and memory."""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import UsageError
from .options import POS_INT


def add_parser(sub: Any) -> None:
    p = sub.add_parser("bench", help="measure grammar speed, agent overhead, prefix reuse, load time and memory")
    p.add_argument("--model", metavar="PATH", help="GGUF file (default: the model `ask` uses)")
    p.add_argument("--ctx", type=POS_INT, default=4096, metavar="N", help="context size in tokens")
    p.add_argument(
        "--backend", metavar="openai:URL", help="measure the HTTP path to an engine instead of the in-process model"
    )
    p.add_argument("--api-model", metavar="NAME", help="the engine's model name (default: the first it lists)")


def run(args: argparse.Namespace) -> int:
    from ..backends import BackendOptions, load_backend
    from ..backends.models import resolve_model

    if args.backend:
        from ..backends.openai import OpenAIBackend
        from ..evaluation.engine_bench import run_engine_bench

        backend = load_backend(args.backend, BackendOptions(model=args.model, n_ctx=args.ctx, api_model=args.api_model))
        if not isinstance(backend, OpenAIBackend):
            raise UsageError("bench --backend measures an engine over HTTP: --backend openai:URL")
        return run_engine_bench(backend)
    from ..backends.gguf import read_gguf as _check
    from ..evaluation.bench import run_bench

    path = resolve_model(args.model).path
    _check(path)
    return run_bench(path, n_ctx=args.ctx)
