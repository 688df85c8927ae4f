"""Grammar building that needs no model: a schema it cannot build names the tool and the
part; every grammar file says what it constrains. Compiled and sampled on the real model's
vocabulary: real_model/test_grammar_sampling.py."""

from __future__ import annotations

import pytest

from localagent.errors import GrammarBuildError
from localagent.grammar import GrammarBuilder, load_grammar_file
from localagent.tools import Registry, Tool


def test_unbuildable_schema_names_the_tool_and_the_part() -> None:
    # Registry.add refuses an invalid schema up front; a Tool built by hand reaches the builder.
    tools = Registry([Tool("alarm", "d", {"type": "object", "properties": {"when": {"type": "timestamp"}}})])
    with pytest.raises(GrammarBuildError) as err:
        GrammarBuilder(tools)
    assert "tool alarm" in str(err.value) and "'when'" in str(err.value) and "timestamp" in str(err.value)


def test_grammar_files_have_header_comments() -> None:
    for name in ("json", "answer", "react", "react_head", "marker", "toolcall"):
        assert load_grammar_file(name).startswith(f"# {name}.gbnf")


@pytest.mark.parametrize(
    "gbnf, nesting",
    [
        ('root ::= "a"', 0),
        ('root ::= ("(" [()] (a | (b)))  # (((((', 3),
        ('root ::= "\\"(" ( x )', 1),
        ("root ::= " + "(a " * 40 + ")?" * 40, 40),
    ],
)
def test_grammar_nesting_counts_groups_only(gbnf: str, nesting: int) -> None:
    """The guard that keeps llama.cpp's recursive parser from deep grammars counts groups,
    not parentheses in strings, character classes or comments."""
    from localagent.backends.llama_cpp import grammar_nesting

    assert grammar_nesting(gbnf) == nesting
