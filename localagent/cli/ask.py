"""`localagent ask`: one question answered, calling tools as needed."""

from __future__ import annotations

import argparse
import json
from typing import Any

from .options import (
    CONVERSING,
    EXIT_INTERRUPTED,
    EXIT_NO_ANSWER,
    EXIT_OK,
    add_conversation_options,
    add_setting_options,
    question_text,
)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("ask", help="answer one question, calling tools as needed")
    p.add_argument("question", type=question_text, help="the question")
    add_setting_options(p, groups=CONVERSING)
    add_conversation_options(p)
    out = p.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print one JSON object with the answer, steps and usage")
    out.add_argument("--trace", metavar="FILE", help="append one JSON event per line to FILE")
    out.add_argument("--quiet", action="store_true", help="print only the answer")
    out.add_argument("--verbose", action="store_true", help="print each step readably on stderr as the run goes")


def run(args: argparse.Namespace) -> int:
    from .common import agent_session, conversation_of

    conversation = conversation_of(args, "ask")
    with agent_session(args, quiet=args.quiet or args.json) as agent:
        result = agent.run(args.question, history=conversation.history)
    conversation.keep(result, args.question)
    if args.json:
        mode_source = agent.mode.tuned or "settings"  # what `localagent tune` recorded, when auto ran it
        print(json.dumps({**result.to_json(), "conversation": conversation.id, "mode_source": mode_source},
                         ensure_ascii=False))  # fmt: skip
    else:
        print(result.answer)
    if result.stop_reason == "interrupted":
        return EXIT_INTERRUPTED
    return EXIT_OK if result.answered else EXIT_NO_ANSWER
