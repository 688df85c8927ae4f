"""`localagent bench`: what the software costs on top of the model, measured side by side in
one run on the chosen model. Every figure is a ratio of two things measured here and now.

  - constrained vs unconstrained generation speed (same prompt, same number of tokens);
  - agent overhead: one `ask` step against the raw completion of the same prompt and tokens,
    with the process pinned to one core and then to two (where it may use two);
  - prefix reuse: prompt tokens evaluated at each step against the prompt's full length;
  - model load time and peak memory against the model file's size.
"""

from __future__ import annotations

import os
import resource
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..agent.agent import Agent, AgentConfig
from ..formats.react import react_grammar
from ..formats.toolcall import toolcall_grammar
from ..grammar import GrammarBuilder
from ..policies import POLICY_SETTINGS
from ..tools.builtin import builtin_registry
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import Message, SamplingParams

REPEATS = 5
OVERHEAD_REPEATS = 9  # each pair in turn; 5 left the two-core row scattered from -4% to +9%
GREEDY = SamplingParams(temperature=0.0)
WEATHER_TOOL = {
    "name": "get_weather_forecast",
    "description": "Get the weather forecast for a city.",
    "parameters": {
        "type": "object",
        "properties": {
            "city": {"type": "string", "description": "City name"},
            "days": {"type": "integer", "description": "Number of days"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            "include_hourly": {"type": "boolean"},
        },
        "required": ["city", "days"],
    },
}


def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB


def _timed(fn: Callable[[], Any], warm: Callable[[], Any]) -> tuple[float, Any]:
    warm()  # the prompt sits in the KV cache before the clock starts: generation only
    started = time.perf_counter()
    out = fn()
    return time.perf_counter() - started, out


@dataclass
class SpeedRow:
    workload: str
    tokens: int
    lazy_tps: float
    full_tps: float
    plain_tps: float
    library_grammar_tps: float
    library_plain_tps: float
    identical: bool

    @property
    def ratio(self) -> float:
        return self.lazy_tps / self.plain_tps

    @property
    def full_ratio(self) -> float:
        return self.full_tps / self.plain_tps

    @property
    def library_ratio(self) -> float:
        return self.library_grammar_tps / self.library_plain_tps


def speed_workloads(backend: Any) -> list[tuple[str, str, str]]:
    tools = Registry([WEATHER_TOOL])
    system = 'You call tools by writing JSON: {"tool": name, "arguments": {...}}.\nTools:\n' + str(tools.definitions())
    question = "What will the weather be in Lisbon for the next 3 days, in celsius, with hourly detail?"
    json_prompt = backend.render_chat([Message("system", system), Message("user", question)])
    react_prompt = backend.render_chat([
        Message(
            "system",
            "Answer with Thought / Action / Action Input, or Final Answer. "
            "Tools: calculator(expression), current_time().",
        ),
        Message("user", "What is 1234 * 5678 minus 91011?"),
    ]) + "Thought:"  # fmt: skip
    return [
        ("json tool call", json_prompt, toolcall_grammar(GrammarBuilder(tools))),
        ("react step", react_prompt, react_grammar(GrammarBuilder(builtin_registry()))),
    ]


def measure_speed(backend: Any, workload: str, prompt: str, grammar: str) -> SpeedRow:
    from ..backends.llama_cpp.reference import library_completion

    def warm() -> None:
        backend.generate(prompt, max_tokens=1)

    warm()
    backend.grammar_strategy = "lazy"
    n = backend.generate(prompt, max_tokens=200, grammar=grammar, sampling=GREEDY).completion_tokens
    rows: dict[str, list[float]] = {k: [] for k in ("lazy", "full", "plain", "lib_grammar", "lib_plain")}
    texts: dict[str, str] = {}
    for _ in range(REPEATS):
        for strategy in ("lazy", "full"):
            backend.grammar_strategy = strategy
            seconds, out = _timed(
                lambda: backend.generate(prompt, max_tokens=n, grammar=grammar, sampling=GREEDY), warm
            )
            rows[strategy].append(out.completion_tokens / seconds)
            texts[strategy] = out.text
        no_eos = SamplingParams(temperature=0.0, ignore_eos=True)
        seconds, out = _timed(lambda: backend.generate(prompt, max_tokens=n, sampling=no_eos), warm)
        rows["plain"].append(out.completion_tokens / seconds)
        for key, g in (("lib_grammar", grammar), ("lib_plain", None)):
            seconds, tokens = _timed(lambda: library_completion(backend, prompt, n, g), warm)
            rows[key].append(tokens / seconds)
    backend.grammar_strategy = "lazy"
    med = {k: statistics.median(v) for k, v in rows.items()}
    return SpeedRow(
        workload,
        n,
        med["lazy"],
        med["full"],
        med["plain"],
        med["lib_grammar"],
        med["lib_plain"],
        texts["lazy"] == texts["full"],
    )


@dataclass
class OverheadRow:
    agent_seconds: float
    raw_seconds: float
    tokens: int

    @property
    def overhead(self) -> float:
        return self.agent_seconds / self.raw_seconds - 1


# One step of the loop, the model's own: every first-step policy off (none may add a generation,
# narrow the tools or write the call itself, as the arithmetic policy would here).
ONE_STEP = AgentConfig(
    mode="react", max_steps=1, regenerate_after=0, max_tokens_per_step=64, **POLICY_SETTINGS
)  # fmt: skip
STEP_QUESTION = "What is 1234 * 5678?"


def timed_step(backend: Any) -> tuple[float, str, int]:
    """(seconds, prompt, completion tokens) of one unconstrained `ask` step: prompt building,
    counting, generation, parsing, running the tool, tracing."""
    tracer = Tracer()
    Agent(backend, builtin_registry(), ONE_STEP, tracer=tracer).run(STEP_QUESTION)
    events = tracer.events
    calls = [e for e in events if e["type"] == "model_call"]
    # The step ends with its last parse or tool result, before any later model call (the
    # answer asked for when max_steps runs out is not part of the step).
    later = calls[1]["ts"] if len(calls) > 1 else float("inf")
    step_end = max(e["ts"] for e in events if e["type"] in ("parse", "tool_result") and e["ts"] < later)
    return step_end - events[0]["ts"], calls[0]["prompt"], calls[0]["completion_tokens"]


def measure_overhead(backend: Any) -> OverheadRow:
    """One `ask` step (timed_step) against backend.generate of the same prompt and number of
    tokens."""
    agent_times, raw_times, tokens = [], [], 0
    for _ in range(OVERHEAD_REPEATS):
        Agent(backend, builtin_registry(), ONE_STEP).run(STEP_QUESTION)  # the same prompt, now in the cache
        seconds, prompt, tokens = timed_step(backend)
        agent_times.append(seconds)
        no_eos = SamplingParams(temperature=0.0, ignore_eos=True)
        raw, _ = _timed(
            lambda: backend.generate(prompt, max_tokens=tokens, sampling=no_eos),
            lambda: backend.generate(prompt, max_tokens=1),
        )
        raw_times.append(raw)
    # The fastest of each: scheduling noise only ever adds time, and a 5% difference on a
    # 300 ms step is smaller than that noise (medians ranged from -1% to +11% across runs).
    return OverheadRow(min(agent_times), min(raw_times), tokens)


class _ForcedSteps:
    """Delegates to the real backend (so llama.cpp's counters are real) but returns fixed
    step texts, so the run takes the same three steps on any model."""

    def __init__(self, backend: Any, texts: list[str]) -> None:
        self.backend, self.texts = backend, list(texts)
        self.model_name, self.context_size, self.supports_grammar = backend.model_name, backend.context_size, False
        self.supports_json_schema, self.concurrent, self.chat_template, self.eos_text = False, False, None, ""
        self.prompt_cache = False

    def generate(self, prompt: str, **kwargs: Any) -> Any:
        real = self.backend.generate(prompt, **{**kwargs, "max_tokens": 8, "grammar": None})
        text = self.texts.pop(0) if self.texts else real.text
        return type(real)(text, real.prompt_tokens, real.completion_tokens, "stop", real.prompt_tokens_evaluated)

    def count_tokens(self, text: str) -> int:
        return int(self.backend.count_tokens(text))

    def render_chat(self, messages: Any) -> str:
        return str(self.backend.render_chat(messages))

    def close(self) -> None:
        pass


@dataclass
class PrefixRow:
    steps: list[tuple[int, int]] = field(default_factory=list)  # (prompt tokens, evaluated)


def measure_prefix_reuse(backend: Any) -> PrefixRow:
    """A three-step run: how much of each step's prompt llama.cpp had to evaluate."""
    steps = [
        ' I will multiply.\nAction: calculator\nAction Input: {"expression": "12 * 12"}',
        ' Now the next one.\nAction: calculator\nAction Input: {"expression": "13 * 13"}',
        " I know the answer.\nFinal Answer: 144 and 169.",
    ]
    tracer = Tracer()
    forced = _ForcedSteps(backend, steps)
    # Three steps of one run with the default settings (the policies on: the run offers the
    # tools the question shares words with, here the calculator, on every step), but for the
    # arithmetic policy: it would write the whole sum as one call and the model would then be
    # asked for the answer only, a run of one generation.
    config = AgentConfig(mode="react", max_steps=3, arithmetic=False)
    agent = Agent(forced, builtin_registry(), config, tracer=tracer)  # type: ignore[arg-type]
    backend.llm.reset()
    agent.run("Calculate 12 * 12 plus 13 * 13.")
    return PrefixRow(
        [(e["prompt_tokens"], e["prompt_tokens_evaluated"]) for e in tracer.events if e["type"] == "model_call"]
    )


def core_counts() -> list[int]:
    """The core counts the overhead is measured on: one, and two where the process may use two."""
    try:
        allowed = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # no affinity control here: the process's own
        return []
    return [n for n in (1, 2) if n <= allowed]


def overhead_on_cores(model_path: Path, n_ctx: int, cores: int) -> OverheadRow:
    """measure_overhead with the process pinned to its first `cores` CPUs and llama.cpp using
    as many threads; the process's affinity is restored afterwards."""
    from ..backends.llama_cpp import LlamaCppBackend

    allowed = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, allowed[:cores])
    try:
        backend = LlamaCppBackend(str(model_path), n_ctx=n_ctx, n_threads=cores)
        try:
            return measure_overhead(backend)
        finally:
            backend.close()
    finally:
        os.sched_setaffinity(0, allowed)


def run_bench(model_path: Path, n_ctx: int = 4096, out: Callable[[str], None] = print) -> int:
    from ..backends.llama_cpp import LlamaCppBackend

    size = model_path.stat().st_size
    rss_before = peak_rss_bytes()
    started = time.perf_counter()
    backend = LlamaCppBackend(str(model_path), n_ctx=n_ctx)
    load_seconds = time.perf_counter() - started
    out(f"model: {model_path.name} ({size / 1e6:.0f} MB)")
    out(f"load time: {load_seconds:.2f} s")
    p = measure_prefix_reuse(backend)
    out(
        "prefix reuse: "
        + "; ".join(f"step {i}: {ev} of {total} prompt tokens evaluated" for i, (total, ev) in enumerate(p.steps, 1))
    )
    later = [(total, ev, total - prev) for (prev, _), (total, ev) in zip(p.steps, p.steps[1:])]
    if later:
        out(
            f"  after the first step: {sum(ev for _, ev, _ in later)} prompt tokens evaluated, "
            f"{sum(new for _, _, new in later)} of them new since the previous step (goal: only the new tokens)"
        )
    Agent(backend, builtin_registry(), AgentConfig(max_steps=2)).run("What is 17 * 23?")  # the default, constrained
    peak = peak_rss_bytes()
    out(
        f"peak memory after loading and running the agent: {peak / 1e6:.0f} MB RSS, {(peak - size) / 1e6:+.0f} MB "
        f"beyond the model file (the process before loading: {rss_before / 1e6:.0f} MB; goal within 150 MB)"
    )
    # Measured after the memory figure: each core count loads its own copy of the model.
    pinned = core_counts()
    rows = [(f"{n} pinned core{'s' if n > 1 else ''}", overhead_on_cores(model_path, n_ctx, n)) for n in pinned]
    rows = rows or [("this process's cores", measure_overhead(backend))]
    for where, o in rows:
        out(
            f"agent overhead ({where}): one ask step {o.agent_seconds * 1000:.0f} ms vs raw completion of the same "
            f"{o.tokens} tokens {o.raw_seconds * 1000:.0f} ms: {o.overhead:+.1%} (goal within 5%)"
        )
    out("")
    out(
        f"{'generation':<16}{'tokens':>7}{'constrained':>13}{'unconstrained':>15}{'ratio':>8}"
        f"{'plain grammar':>15}{'llama-cpp-python':>18}{'identical':>11}"
    )
    for workload, prompt, grammar in speed_workloads(backend):
        r = measure_speed(backend, workload, prompt, grammar)
        out(
            f"{r.workload:<16}{r.tokens:>7}{r.lazy_tps:>9.1f} t/s{r.plain_tps:>11.1f} t/s{r.ratio:>7.2f}x"
            f"{r.full_ratio:>14.2f}x{r.library_ratio:>17.2f}x{'yes' if r.identical else 'NO':>11}"
        )
    out("  (ratio: constrained/unconstrained tokens per second, same prompt and token count; goal >= 0.8x.")
    out(
        "   plain grammar: the grammar applied to the whole vocabulary each token;"
        " llama-cpp-python: its own create_completion)"
    )
    out("")
    backend.close()
    return 0
