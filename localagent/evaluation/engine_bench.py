"""`localagent bench --backend openai:URL`: what localagent's HTTP path costs on top of the
engine, measured side by side in one run against the same engine.

  - per-step overhead: one `ask` step (rendering, token counts over HTTP, the streamed
    completion, stop sequences applied here, parsing, the tool) against one plain request
    to the engine for the same prompt and the same number of tokens (goal within 1.10x);
  - prompt tokens the engine evaluated at each step (where it reports them: llama-server's
    `timings`), against what is new since the previous step;
  - `eval` throughput at concurrency 1 and 4, both after one unmeasured pass over the same items:
    an engine that keeps prompts in memory (llama-server's RAM cache) has them warm for both,
    not for the second only (measured cold, then warm: 2.11x, 1.92x, then 0.99x on reruns).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from ..agent.agent import Agent, AgentConfig
from ..backends.openai import OpenAIBackend
from ..tools.builtin import builtin_registry
from ..trace import Tracer
from ..types import SamplingParams
from .bench import REPEATS, timed_step
from .runner import evaluate
from .suite import default_answers_path, load_suite

# The source tree's suite (localagent/evaluation/ -> the repository root's bench/).
SUITE = Path(__file__).resolve().parents[2] / "bench" / "suites" / "own_single.json"


def step_overhead(backend: OpenAIBackend) -> tuple[float, float, int]:
    """(fastest agent step, fastest plain request, tokens) over REPEATS rounds."""
    agent_times, raw_times, tokens = [], [], 0
    for _ in range(REPEATS):
        seconds, prompt, tokens = timed_step(backend)
        agent_times.append(seconds)
        # The same request the agent made (sampling settings included: engines differ in their
        # defaults, and other settings give other tokens), without localagent around it.
        body = {**backend.request_body(prompt, tokens, SamplingParams(), None), "stream": False}
        body.pop("stream_options", None)
        started = time.perf_counter()
        backend.client.post_json(backend.endpoint, body)
        raw_times.append(time.perf_counter() - started)
    return min(agent_times), min(raw_times), tokens


def prefix_reuse(backend: OpenAIBackend) -> list[tuple[int, int | None]]:
    """(prompt tokens, tokens the engine evaluated) for each step of a three-step run: the
    run's prompts sent again in order as plain requests, one token each (a streamed step ends
    here at its stop sequence, before the engine's last event, which holds its timings). The
    arithmetic policies are off so the model writes its steps itself."""
    tracer = Tracer()
    config = AgentConfig(max_steps=3, arithmetic=False, quantities=False)
    Agent(backend, builtin_registry(), config, tracer=tracer).run("What is 17 * 23?")
    prompts = [e["prompt"] for e in tracer.events if e["type"] == "model_call"]
    return [
        (done.prompt_tokens, done.prompt_tokens_evaluated)
        for done in (backend.generate(prompt, max_tokens=1) for prompt in prompts)
    ]


def eval_throughput(backend: OpenAIBackend, items: int, concurrency: int) -> float:
    """Items scored per second at `concurrency`."""
    suite = load_suite(SUITE, default_answers_path(SUITE))[:items]
    started = time.perf_counter()
    evaluate(backend, suite, "simple", AgentConfig(), None, concurrency)
    return items / (time.perf_counter() - started)


def run_engine_bench(backend: OpenAIBackend, out: Callable[[str], None] = print, items: int = 8) -> int:
    out(f"engine: {backend.model_name} ({backend.caps.kind})")
    agent, raw, tokens = step_overhead(backend)
    out(
        f"per-step overhead: one ask step {agent * 1000:.0f} ms vs a plain request for the same {tokens} tokens "
        f"{raw * 1000:.0f} ms: {agent / raw:.2f}x (goal <= 1.10x)"
    )
    steps = prefix_reuse(backend)
    if all(ev is None for _, ev in steps):
        out(f"prefix reuse: this engine does not report evaluated prompt tokens ({len(steps)} steps)")
    else:
        shown = "; ".join(f"step {i}: {ev} of {total}" for i, (total, ev) in enumerate(steps, 1))
        news = [total - prev for (prev, _), (total, _) in zip(steps, steps[1:])]
        out(f"prefix reuse: prompt tokens evaluated {shown}; new since the previous step: {news}")
    if not SUITE.is_file():
        out(f"eval throughput: skipped ({SUITE.name} ships with the source tree, not the wheel)")
        return 0
    eval_throughput(backend, items, 1)  # the warm-up: both measured passes meet the same cache
    one = eval_throughput(backend, items, 1)
    four = eval_throughput(backend, items, 4)
    out(
        f"eval throughput over {items} items, after a warm-up pass: {one:.2f} items/s at concurrency 1, "
        f"{four:.2f} at 4: {four / one:.2f}x"
    )
    return 0
