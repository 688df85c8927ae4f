"""bench/docs_eval.py's scoring, without a model: a passage returned reaches the answer when its
lines hold one of the question's answer phrases (quotes and case as the judge folds them)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("docs_eval", BENCH / "docs_eval.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_reached_reads_the_passages_lines(bench, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "os.md").write_text("# __name__\n\nWhen a module is imported, __name__ is set to the module’s name.\n")
    question = {"answer": ["__name__  is set to the MODULE'S name"]}
    shown = [{"path": "os.md", "lines": "1-3"}]
    texts: dict[tuple[str, str], str] = {}
    assert bench.reached(question, shown, tmp_path, texts)
    assert ("os.md", "1-3") in texts  # read once, kept


@pytest.mark.parametrize(
    ("shown", "answer"),
    [
        ([{"path": "os.md", "lines": "1-1"}], ["Return a string"]),  # the heading's line only
        ([{"path": "gone.md", "lines": "1-3"}], ["Return a string"]),  # a file not there holds nothing
        ([{"path": "os.md", "lines": "1-3"}], []),  # no phrase to find
        ([{"path": "x.md", "lines": "1-1"}] * 5 + [{"path": "os.md", "lines": "1-3"}], ["Return a string"]),  # a sixth
    ],
)
def test_not_reached(bench, tmp_path: Path, shown: list[dict], answer: list[str]) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "os.md").write_text("# os.getcwd()\n\nReturn a string representing the current working directory.\n")
    (tmp_path / "x.md").write_text("nothing\n")
    assert not bench.reached({"answer": answer}, shown, tmp_path, {})


@pytest.mark.parametrize(
    ("pages", "answer", "verdict"),
    [
        (["os.html"], "Return a string representing the current working directory. (os.html:3)", "right"),
        (["os.html"], "The documents do not say this plainly; the closest: os.html:3: \"Return a string "
         "representing the current working directory.\"", "not found"),  # a quote is not an answer
        (["os.html"], "Use the shell.", "wrong"),
        ([], "The documents do not say this plainly; the closest: ...", "right"),
        ([], "Kubernetes runs pods.", "no answer"),
    ],
)  # fmt: skip
def test_end_to_end_verdicts(pages: list[str], answer: str, verdict: str) -> None:
    spec = importlib.util.spec_from_file_location("as_answer_suite", BENCH / "docs" / "as_answer_suite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    question = {
        "pages": pages,
        "answer": ["Return a string representing the current working directory"] if pages else [],
    }
    assert module.verdict(question, answer) == verdict
