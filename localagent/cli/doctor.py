"""`localagent doctor`: whether the model loads and generates here, and what a problem report needs."""

from __future__ import annotations

import argparse
import json
from typing import Any

from .models import describe_model
from .options import add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "doctor", help="check that the model loads and generates here; print what a problem report needs"
    )
    add_setting_options(p, only=("model", "weight_buffers", "gpu_layers"))
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from ..backends.doctor import EXIT_OK as DOCTOR_OK
    from ..backends.doctor import EXIT_PROBE_FAILED, diagnose, format_report
    from ..backends.models import resolve_model

    s = settings_of(args).settings
    resolved = resolve_model(s.model, folders=s.model_dirs)
    found = resolved.found
    model = describe_model(resolved.path, resolved.source, False, found.name if found else "",
                           found.extras if found else None)  # fmt: skip
    report = diagnose(model, s.weight_buffers, s.gpu_layers)
    print(json.dumps(report.to_json(), ensure_ascii=False) if args.json else format_report(report))
    return DOCTOR_OK if report.ok else EXIT_PROBE_FAILED
