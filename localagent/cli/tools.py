"""`localagent tools`: the tools the model would see."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from .options import EXIT_OK, add_setting_options, settings_of

if TYPE_CHECKING:
    from ..tools.registry import Registry


def add_parser(sub: Any) -> None:
    p = sub.add_parser("tools", help="list the tools the model would see")
    add_setting_options(p)
    p.add_argument("--json", action="store_true", help="print the exact definitions sent to the model")


def _print_tools(tools: Registry, as_json: bool) -> int:
    if as_json:
        print(json.dumps(tools.definitions(), ensure_ascii=False, indent=2))
        return EXIT_OK
    for t in tools:
        flags = [
            f for f, on in (("needs approval", t.requires_approval), ("irreversible", t.irreversible),
                            (f"requires {t.requires}", t.requires), ("exclusive", t.exclusive)) if on
        ]  # fmt: skip
        flags += [t.source] if t.source else []
        flags += [f"sub-agent over {', '.join(t.inner_tools)}"] if t.inner_tools else []
        print(f"{t.name}: {t.description}" + (f"  ({', '.join(flags)})" if flags else ""))
        for name, prop in t.properties.items():
            kind = prop.get("type", "any") if isinstance(prop, dict) else "any"
            need = (
                "required"
                if name in t.required
                else f"optional, default {json.dumps(prop.get('default'))}"
                if isinstance(prop, dict) and "default" in prop
                else "optional"
            )
            desc = prop.get("description", "") if isinstance(prop, dict) else ""
            print(f"    {name} ({kind}, {need}){': ' + desc if desc else ''}")
    return EXIT_OK


def run(args: argparse.Namespace) -> int:
    from ..agent.subagent_config import listed_subagents
    from ..tools.assemble import narrowed, tool_sources

    s = settings_of(args).settings
    with tool_sources(s, narrow=False) as everything:
        tools = listed_subagents(everything, s.agents, s.agent_depth, s.tool_rules) if s.agents else everything
        return _print_tools(narrowed(tools, s.tools), args.json)
