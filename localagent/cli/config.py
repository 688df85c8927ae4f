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


def tuned_mode(s: Any) -> str | None:
    """What `--mode auto` runs for the configured model because `localagent tune` recorded it
    (no model loaded: the file is found and its profile looked up)."""
    from ..agent.config import tuned_profile
    from ..backends import is_in_process
    from ..backends.models import resolve_model
    from ..errors import LocalAgentError

    if s.mode != "auto" or s.constrain or not is_in_process(s.backend):
        return None
    try:
        profile = tuned_profile(str(resolve_model(s.model, folders=s.model_dirs).path))
    except LocalAgentError:
        return None
    return profile.reason() if profile else None


def run(args: argparse.Namespace) -> int:
    resolved = settings_of(args)
    values = {k: shown_value(k, v) for k, v in asdict(resolved.settings).items()}
    tuned = tuned_mode(resolved.settings)
    if args.json:
        print(
            json.dumps(
                {
                    "config_file": str(resolved.config_file) if resolved.config_file else None,
                    "settings": {k: {"value": v, "source": resolved.sources[k]} for k, v in values.items()},
                    "tuned_mode": tuned,
                }
            )
        )
        return EXIT_OK
    print(f"configuration file: {resolved.config_file or 'none (~/.config/localagent/config.toml not found)'}")
    width = max(len(k) for k in values)
    for key, value in values.items():
        print(f"  {key:<{width}}  {json.dumps(value, ensure_ascii=False):<30}  {resolved.sources[key]}")
    if tuned:
        print(f"--mode auto runs what was measured best for this model: {tuned}")
    return EXIT_OK
