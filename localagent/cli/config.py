"""`localagent config`: the effective settings and where each came from."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from typing import Any

from ..settings import shown_value
from .options import EXIT_OK, GROUPS, add_setting_options, settings_of


def add_parser(sub: Any) -> None:
    p = sub.add_parser("config", help="print the effective settings and where each came from")
    add_setting_options(p, groups=GROUPS)
    p.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    resolved = settings_of(args)
    values = {k: shown_value(k, v) for k, v in asdict(resolved.settings).items()}
    if args.json:
        print(
            json.dumps(
                {
                    "config_file": str(resolved.config_file) if resolved.config_file else None,
                    "settings": {k: {"value": v, "source": resolved.sources[k]} for k, v in values.items()},
                }
            )
        )
        return EXIT_OK
    print(f"configuration file: {resolved.config_file or 'none (~/.config/localagent/config.toml not found)'}")
    width = max(len(k) for k in values)
    for key, value in values.items():
        print(f"  {key:<{width}}  {json.dumps(value, ensure_ascii=False):<30}  {resolved.sources[key]}")
    return EXIT_OK
