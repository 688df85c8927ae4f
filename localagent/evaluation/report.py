"""`localagent eval` end to end: load suites, run them, print the table or JSON, write --out."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import IO, Any

from ..agent.agent import Agent, AgentConfig
from ..backends.base import Backend, check_concurrency
from ..errors import UsageError
from ..policies import POLICY_SETTINGS
from ..tools.registry import Registry
from .runner import ItemResult, Summary, evaluate, evaluate_reference, summarize
from .suite import Item, category_of, default_answers_path, load_suite

REFERENCE = "chatml-function-calling"


def _progress(stream: IO[str], label: str) -> Any:
    if not stream.isatty():
        return None
    correct = [0]

    def show(n: int, total: int, result: ItemResult) -> None:
        correct[0] += result.correct
        width = 24
        filled = width * n // total
        stream.write(
            f"\r{label:<28} [{'#' * filled}{'.' * (width - filled)}] {n}/{total}  accuracy {correct[0] / n:.0%}"
        )
        if n == total:
            stream.write("\r\033[K")
        stream.flush()

    return show


def read_ids(path: Path) -> set[str]:
    """Item ids, one per line (a split such as bench/splits/held_out.txt)."""
    try:
        ids = {line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot be read ({exc})") from None
    if not ids:
        raise UsageError(f"{path}: no item ids in it")
    return ids


def prepare_suites(
    suites: list[Path], answers: Path | None, limit: int | None = None, offset: int = 0, ids: set[str] | None = None
) -> list[tuple[str, list[Item]]]:
    """Read every suite and its answers up front, so a bad file fails before a model loads."""
    prepared = []
    for suite in suites:
        answer_file = answers or default_answers_path(suite)
        if answer_file is None:
            raise UsageError(f"{suite}: no answers file found beside it; pass --answers FILE")
        items = [i for i in load_suite(suite, answer_file) if ids is None or i.id in ids][offset:]
        prepared.append((category_of(suite), items[:limit] if limit is not None else items))
    return prepared


def run_eval(
    backend: Backend,
    suites: list[tuple[str, list[Item]]],
    config: AgentConfig,
    *,
    compare: bool = False,
    reference_only: bool = False,
    as_json: bool = False,
    out_path: Path | None = None,
    stream: IO[str] | None = None,
    concurrency: int = 1,
) -> int:
    stream = stream or sys.stdout
    check_concurrency(backend, concurrency)
    mode = REFERENCE if reference_only else Agent(backend, Registry(), config).mode.label
    if not reference_only and all(getattr(config, name) == off for name, off in POLICY_SETTINGS.items()):
        mode += ", no policies"
    if compare or reference_only:
        from ..backends.llama_cpp import LlamaCppBackend  # the reference is llama-cpp-python's own

        if not isinstance(backend, LlamaCppBackend):
            raise UsageError("--compare and --reference-only need the llama_cpp backend")
    rows: dict[str, dict[str, Summary]] = {}
    # Each item is written to --out as soon as it is scored, so a long run stopped halfway keeps what it did.
    out = out_path.open("w", encoding="utf-8") if out_path is not None else None

    def record(runner: str, label: str) -> Any:
        bar = _progress(sys.stderr, label)

        def on_item(n: int, total: int, result: ItemResult) -> None:
            if out is not None:
                out.write(json.dumps({"runner": runner, **result.to_json()}, ensure_ascii=False) + "\n")
                out.flush()
            if bar is not None:
                bar(n, total, result)

        return on_item

    try:
        for category, items in suites:
            rows.setdefault(category, {})
            if not reference_only:
                results = evaluate(backend, items, category, config, record(mode, f"{category} ({mode})"), concurrency)
                rows[category][mode] = summarize(results)
            if compare or reference_only:
                reference = evaluate_reference(backend, items, category, record(REFERENCE, f"{category} ({REFERENCE})"))
                rows[category][REFERENCE] = summarize(reference)
    finally:
        if out is not None:
            out.close()
    if as_json:
        stream.write(json.dumps(_json_report(backend.model_name, mode, rows), ensure_ascii=False) + "\n")
    else:
        stream.write(format_table(backend.model_name, rows))
    return 0


def _json_report(model: str, mode: str, rows: dict[str, dict[str, Summary]]) -> dict[str, Any]:
    categories = {}
    reference = {}
    for category, by_runner in rows.items():
        s = by_runner[mode]
        categories[category] = {
            "items": s.items, "accuracy": round(s.accuracy, 4), "valid_rate": round(s.valid_rate, 4),
            "repaired_rate": round(s.repaired_rate, 4), "repaired_by_level": s.repaired_by_level,
            "mean_prompt_tokens": round(s.mean_prompt_tokens, 1),
            "mean_completion_tokens": round(s.mean_completion_tokens, 1),
            "seconds_per_item": round(s.seconds_per_item, 3), "tokens_per_second": round(s.tokens_per_second, 1),
            "policy_changes": s.policy_changes,
        }  # fmt: skip
        if REFERENCE in by_runner and mode != REFERENCE:
            reference[category] = {
                k: round(v, 4) if isinstance(v, float) else v for k, v in asdict(by_runner[REFERENCE]).items()
            }
    report: dict[str, Any] = {"model": model, "mode": mode, "categories": categories}
    if reference:
        report["reference"] = {"handler": REFERENCE, "categories": reference}
    return report


def format_table(model: str, rows: dict[str, dict[str, Summary]]) -> str:
    lines = [f"model: {model}", ""]
    header = (
        f"{'category':<22}{'runner':<26}{'items':>6}{'accuracy':>10}{'valid':>8}{'repaired':>10}  "
        f"{'by level':<18}{'prompt':>8}{'compl.':>8}{'s/item':>8}{'tok/s':>8}"
    )
    lines.append(header)
    lines.append("-" * len(header))
    for category, by_runner in rows.items():
        for runner, s in by_runner.items():
            levels = ", ".join(f"L{k} {v:.0%}" for k, v in s.repaired_by_level.items()) or "-"
            lines.append(
                f"{category:<22}{runner:<26}{s.items:>6}{s.accuracy:>10.1%}{s.valid_rate:>8.1%}"
                f"{s.repaired_rate:>10.1%}  {levels:<18}"
                f"{s.mean_prompt_tokens:>8.0f}{s.mean_completion_tokens:>8.1f}{s.seconds_per_item:>8.2f}{s.tokens_per_second:>8.1f}"
            )
    changed = [
        f"  {category} ({runner}): "
        + "; ".join(f"{change} {n} ({right} right)" for change, (n, right) in s.policy_changes.items())
        for category, by_runner in rows.items()
        for runner, s in by_runner.items()
        if s.policy_changes
    ]
    if changed:
        lines += ["", "items a policy changed (per policy and action; of them, scored right):", *changed]
    return "\n".join(lines) + "\n"
