"""What every command's parser shares: exit codes, the flags every setting gets (from
settings.Settings) and the settings a command runs with. Light on purpose: `--help` imports
this and each command's `add_parser`, never the agent or a backend (those are in common.py,
imported by a command's `run`)."""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import fields
from typing import Any, NoReturn

from ..settings import DEFAULTS, ResolvedSettings, Settings, resolve_settings, setting_kind

EXIT_OK, EXIT_NO_ANSWER, EXIT_USAGE, EXIT_ENGINE, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line and exit code 2, as every usage error
        self.exit(EXIT_USAGE, f"localagent: error: {message}\n")


def _number(kind: type, minimum: float, what: str, maximum: float | None = None) -> Any:
    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not math.isfinite(value):  # "nan" and "inf" read as floats, and NaN passes every comparison
            raise argparse.ArgumentTypeError(f"expected a finite number, got {text}")
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected a number of at least {minimum:g}, got {text}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"expected a number of at most {maximum:g}, got {text}")
        return value

    return parse


def question_text(text: str) -> str:
    """A question as the command line gives it: some text, in UTF-8 (a byte that is not, from a
    terminal in another encoding, reached the model as a lone surrogate and failed there)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the question is empty")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        byte = text[exc.start].encode("utf-8", "surrogateescape")
        raise argparse.ArgumentTypeError(
            f"the question is not UTF-8 text (byte 0x{byte.hex()} after {text[: exc.start]!r}); "
            "set the terminal to UTF-8"
        ) from None
    return text


POS_INT = _number(int, 1, "a whole number")
NONNEG_INT = _number(int, 0, "a whole number")


def _csv(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


GROUPS = ("model", "run", "log", "serve")  # the --help sections settings are listed in
CONVERSING = ("model", "run", "log")  # the commands whose turns are kept: ask, chat


def _setting_type(name: str, minimum: float | None, maximum: float | None = None) -> Any:
    kind = setting_kind(name)
    if kind is int:
        return _number(int, minimum if minimum is not None else 0, "a whole number", maximum)
    if kind is float:
        what = "a number of seconds" if minimum and minimum < 1 else "a number"
        return _number(float, minimum if minimum is not None else 0, what, maximum)
    return str


def add_setting_options(
    p: argparse.ArgumentParser, only: tuple[str, ...] | None = None, groups: tuple[str, ...] = ("model", "run")
) -> None:
    """Flags that override the configuration file and environment (default: not given),
    one per setting of config.Settings in `groups`, from its declaration there."""
    p.add_argument("--config", metavar="FILE", help="configuration file (default ~/.config/localagent/config.toml)")
    sections = {name: p.add_argument_group(name) for name in GROUPS if name in groups}
    for f in fields(Settings):
        meta, default = f.metadata, getattr(DEFAULTS, f.name)
        if meta["flag"] == "none" or (only is not None and f.name not in only) or meta["group"] not in groups:
            continue
        g = sections[meta["group"]]
        flag = meta["option"] or "--" + f.name.replace("_", "-")
        shown = f" (default {json.dumps(default)})" if default not in (None, [], False, True) else ""
        if meta["flag"] == "on":
            g.add_argument(flag, dest=f.name, action="store_const", const=True, help=meta["help"])
        elif meta["flag"] == "off":
            # The setting's text says what it does when on (its default): the flag turns that off.
            off = ("do not " if _verb_first(meta["help"]) else "switch off ") + meta["help"]
            g.add_argument("--no-" + flag[2:], dest=f.name, action="store_const", const=False, help=off)
        elif meta["flag"] == "csv":
            g.add_argument(flag, dest=f.name, type=_csv, metavar=meta["metavar"], help=meta["help"])
        elif meta["flag"] == "append":
            g.add_argument(flag, dest=f.name, action="append", metavar=meta["metavar"], help=meta["help"])
        else:
            g.add_argument(
                flag, dest=f.name, type=_setting_type(f.name, meta["minimum"], meta["maximum"]),
                choices=meta["choices"], metavar=meta["metavar"], help=meta["help"] + shown,
            )  # fmt: skip


def _verb_first(text: str) -> bool:
    """A setting's text that starts with what it does ("replace an answer ..."), not with what it
    is about ("policy: ...", "serve: the chat page"): 'do not' reads right before it."""
    return not text.split(" ", 1)[0].endswith(":")


# Every setting may come as a flag; settings without one (repeat_limit, ...) read as None.
_SETTING_FLAGS = tuple(f.name for f in fields(Settings))


def settings_of(args: argparse.Namespace) -> ResolvedSettings:
    flags = {name: getattr(args, name, None) for name in _SETTING_FLAGS}
    return resolve_settings(flags, config_path=getattr(args, "config", None))


def add_conversation_options(p: argparse.ArgumentParser) -> None:
    """`--continue` and `--cid`: a run that goes on with a conversation of the log (cli/common.Conversation)."""
    g = p.add_argument_group("conversation")
    g.add_argument("--continue", "-c", dest="resume_last", action="store_true",
                   help="go on with the last logged conversation (its turns as history)")  # fmt: skip
    g.add_argument("--cid", metavar="ID", help="go on with the logged conversation ID (or a unique start of it)")
