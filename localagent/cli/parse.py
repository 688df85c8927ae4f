"""`localagent parse`: a model output from stdin read by one format: calls, repair level, repairs."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import ParseError, UsageError
from ..parsing import PARSE_FORMATS, parse_for_display
from .options import EXIT_OK, EXIT_USAGE


def add_parser(sub: Any) -> None:
    p = sub.add_parser("parse", help="parse model output from stdin; show calls, repair level and repairs")
    p.add_argument("--format", required=True, choices=PARSE_FORMATS, help="how to read the output")
    p.add_argument("--tools", metavar="TOOLS.json", help="JSON list of tool definitions, for schema-guided repair")
    p.add_argument("--strict", action="store_true", help="react: prose without labels is an error")
    p.add_argument(
        "--template", metavar="FILE", help="native: the chat template whose tool-call family reads the output"
    )
    p.add_argument("--tool-format", metavar="FAMILY", help="native: the tool-call family, instead of --template")


def run(args: argparse.Namespace) -> int:
    from ..tools.assemble import registry_from_file

    tools = registry_from_file(args.tools) if args.tools else None
    family = None
    if args.format == "native":
        from ..chat_template import ChatTemplate
        from ..formats.native import detect_family, get_family

        if args.tool_format:
            family = get_family(args.tool_format)
        elif args.template:
            family = detect_family(ChatTemplate.from_file(args.template).source)
        else:
            raise UsageError("parse --format native needs --template FILE (or --tool-format FAMILY)")
    text = sys.stdin.read()
    try:
        report = parse_for_display(args.format, text, tools, strict=args.strict, family=family)
    except ParseError as exc:
        sys.stderr.write(f"localagent: parse error: {exc.feedback}\n")
        return EXIT_USAGE
    print(json.dumps(report, ensure_ascii=False))
    return EXIT_OK
