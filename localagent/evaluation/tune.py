"""`localagent tune`: which way of calling tools works best for one model, measured on answers.

Each candidate mode (the model's native syntax with and without its grammar, ReAct with and
without, markers, JSON calls under the grammar) answers the same questions through the whole
agent with the built-in tools, as `ask` would; each answer is scored (answers.py), each call
counted as valid when it named an offered tool with arguments its schema accepts. The mode with
the most right answers wins (the fewer seconds a question on a tie) and is recorded for the
model file (stores/model_profiles.py), where `--mode auto` finds it. With that mode, each
profile of the first-step policies (full, check, off) answers the same questions, and the best
is recorded too, for `--policies auto`. Every answer is appended to
a progress file as it comes, so a run stopped (Ctrl-C) goes on where it stopped.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..agent.agent import Agent, AgentConfig
from ..agent.config import policy_profile, run_format
from ..backends.base import Backend
from ..errors import LocalAgentError, UsageError
from ..formats.modes import Mode
from ..policies import PROFILES, build_policies
from ..stores.model_profiles import ModeScore, Profile, model_key, progress_path, read_progress, suite_hash
from ..tools.registry import Registry
from ..trace import Tracer
from .answers import AnswerItem, answer_is_right, load_answer_suite

SUITE = Path(__file__).with_name("tune_questions.jsonl")
# (--mode, --constrain) of every way tune tries, in the order its table lists them.
CANDIDATES: tuple[tuple[str, bool], ...] = (
    ("native", False), ("native", True), ("react", False), ("react", True), ("marker", False), ("json", True),
)  # fmt: skip
INVALID_CALL_ERRORS = ("ToolCallError", "ParseError")  # a call that named no offered tool, or broke its schema

Progress = Callable[[int, int, str], None]


@dataclass
class Answer:
    label: str
    id: str
    right: bool
    calls: int
    valid_calls: int
    seconds: float
    error: str | None = None


def check_modes(wanted: Sequence[str]) -> None:
    """Every mode `--modes` names is one tune tries ("react,json" ran react alone, json dropped
    without a word)."""
    known = [Mode(m, c).label for m, c in CANDIDATES]
    unknown = [w for w in wanted if w not in known]
    if unknown:
        raise UsageError(f"--modes: {', '.join(unknown)} is not a mode tune tries ({', '.join(known)})")


def candidates(backend: Backend, config: AgentConfig, wanted: Sequence[str] = ()) -> list[ModeScore]:
    """The modes tune tries on `backend`: each with its label, or the reason it cannot run."""
    check_modes(wanted)
    out = []
    for mode, constrain in CANDIDATES:
        label = Mode(mode, constrain).label
        skipped = ""
        try:
            chosen, _ = run_format(backend, replace(config, mode=mode, constrain=constrain))
            label = chosen.label
        except LocalAgentError as exc:
            skipped = str(exc)
        if wanted and label not in wanted:
            continue
        out.append(ModeScore(label, mode, constrain, skipped=skipped))
    return out


def _auto_profile(backend: Backend, config: AgentConfig, mode: str, constrain: bool) -> str:
    """The profile `auto` gives a mode with nothing recorded (agent.Agent's choice)."""
    chosen, fmt = run_format(backend, replace(config, mode=mode, constrain=constrain))
    return policy_profile(backend, config, chosen, fmt, recorded=False)


def answer(
    backend: Backend, item: AnswerItem, tools: Registry, config: AgentConfig, score: ModeScore, policies: str = ""
) -> Answer:
    """One question in one mode; `policies`: the policies' profile (default: what `auto` gives
    that mode with nothing recorded, so an earlier tune's choice does not steer this one)."""
    started = time.monotonic()
    profile = policies or _auto_profile(backend, config, score.mode, score.constrain)
    cfg = replace(config, mode=score.mode, constrain=score.constrain, policies=profile)
    try:
        result = Agent(backend, tools, cfg, tracer=Tracer()).run(item.question)
    except LocalAgentError as exc:
        return Answer(score.label, item.id, False, 0, 0, round(time.monotonic() - started, 3), str(exc))
    calls = [c for step in result.steps for c in step.calls]
    valid = sum(1 for c in calls if c.error not in INVALID_CALL_ERRORS)
    right = answer_is_right(result.said, item.expect, item.question, language=item.language)
    return Answer(score.label, item.id, right, len(calls), valid, round(result.seconds, 3))


def tune(
    backend: Backend,
    model_path: str,
    tools_for: Callable[[AnswerItem], Registry],
    config: AgentConfig,
    *,
    suite: Path = SUITE,
    wanted: Sequence[str] = (),
    limit: int | None = None,
    fresh: bool = False,
    progress: Progress | None = None,
) -> Profile:
    """Every candidate mode on every question (those answered before, in the progress file,
    are not asked again); the profile, with the best mode. KeyboardInterrupt leaves the
    progress file for the next run."""
    items = load_answer_suite(suite)[:limit] if limit else load_answer_suite(suite)
    if not items:
        raise UsageError(f"{suite}: no questions")
    scores = candidates(backend, config, wanted)
    key = model_key(model_path)
    kept = progress_path(key, suite_hash(suite))
    if fresh and kept.exists():
        kept.unlink()
    done = {(a["label"], a["id"]): a for a in read_progress(kept)}
    runnable = [s for s in scores if not s.skipped]
    total, count = len(runnable) * len(items), 0
    kept.parent.mkdir(parents=True, exist_ok=True)
    with kept.open("a", encoding="utf-8") as log:
        for score in runnable:
            for item in items:
                count += 1
                if progress is not None:
                    progress(count, total, f"{score.label}: {item.id}")
                if (score.label, item.id) not in done:
                    got = answer(backend, item, tools_for(item), config, score)
                    done[(score.label, item.id)] = got.__dict__
                    log.write(json.dumps(got.__dict__, ensure_ascii=False) + "\n")
                    log.flush()
                _add(score, done[(score.label, item.id)])
    ranked = sorted(runnable, key=lambda s: (-s.right, s.seconds_per_question))
    if not ranked:
        raise UsageError("the model can run none of the modes tune tries: " + "; ".join(s.skipped for s in scores))
    best = ranked[0]
    # The policies with the best mode: each profile measured on the same questions, the one with
    # the most right answers kept (on a tie, what `auto` gives the mode).
    ran = _auto_profile(backend, config, best.mode, best.constrain)
    policy_scores = {ran: best.right}
    if config.policies == "auto" and build_policies(config, "full"):  # some policy is switched on to compare
        with kept.open("a", encoding="utf-8") as log:
            for other in (p for p in PROFILES if p != ran):
                label = f"{best.label} policies={other}"
                policy_scores[other] = 0
                for item in items:
                    if progress is not None:
                        progress(total, total, f"{label}: {item.id}")
                    if (label, item.id) not in done:
                        got = answer(backend, item, tools_for(item), config, replace(best, label=label), other)
                        done[(label, item.id)] = got.__dict__
                        log.write(json.dumps(got.__dict__, ensure_ascii=False) + "\n")
                        log.flush()
                    policy_scores[other] += int(bool(done[(label, item.id)]["right"]))
    chosen = max(policy_scores, key=lambda p: (policy_scores[p], p == ran))
    return Profile(
        key=key, model=Path(model_path).name, mode=best.mode, constrain=best.constrain, label=best.label,
        suite=str(suite.name) + (f" (first {limit})" if limit else ""), date=dt.date.today().isoformat(),
        scores=scores, policies=chosen, policy_scores=policy_scores,
    )  # fmt: skip


def _add(score: ModeScore, a: dict[str, Any]) -> None:
    score.questions += 1
    score.right += int(bool(a["right"]))
    score.calls += int(a["calls"])
    score.valid_calls += int(a["valid_calls"])
    score.seconds += float(a["seconds"])


def table(profile: Profile) -> str:
    """The measured table, one row a mode, the chosen one marked."""
    rows = [f"{'mode':<16} {'right answers':>14} {'valid calls':>12} {'s/question':>11}"]
    for s in profile.scores:
        if s.skipped:
            rows.append(f"{s.label:<16} skipped: {s.skipped}")
            continue
        mark = "  <- chosen" if s.label == profile.label else ""
        valid = f"{s.valid_calls}/{s.calls}" if s.calls else "-"
        rows.append(f"{s.label:<16} {f'{s.right}/{s.questions}':>14} {valid:>12} {s.seconds_per_question:>11.1f}{mark}")
    if profile.policy_scores:
        chosen = next((s for s in profile.scores if s.label == profile.label), None)
        n = chosen.questions if chosen is not None else 0
        said = ", ".join(
            f"{p} {right}/{n}" + (" <- chosen" if p == profile.policies else "")
            for p, right in profile.policy_scores.items()
        )
        rows.append(f"policies with {profile.label}: {said}")
    return "\n".join(rows)
