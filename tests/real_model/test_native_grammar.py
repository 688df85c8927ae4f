"""Each family's call grammar, compiled by llama.cpp on the real model's vocabulary: it admits
the family's own syntax for valid calls to the offered tools (from the trigger on), and
refuses an unknown tool and arguments its schema forbids."""

from __future__ import annotations

import pytest

from localagent.backends.llama_cpp.reference import grammar_accepts
from localagent.formats.native import FAMILIES, get_family
from localagent.formats.native.format import NativeFormat
from localagent.grammar import GrammarBuilder
from localagent.tools.registry import Registry
from localagent.types import ToolCall

FAMILY_NAMES = sorted({cls.name for cls in FAMILIES.values()})
TOOLS = Registry(
    [
        {
            "name": "get_weather",
            "description": "d",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
                "required": ["city"],
            },
        },
        {
            "name": "calc",
            "description": "d",
            "parameters": {
                "type": "object",
                "properties": {"expression": {"type": "string"}},
                "required": ["expression"],
            },
        },
    ]
)
WEATHER = ToolCall("get_weather", {"city": "Paris", "days": 3}, "a1b2c3d4e")
CALC = ToolCall("calc", {"expression": "2 * 3"}, "f5g6h7i8j")


def _calls_text(family_name: str, calls: list[ToolCall]) -> str:
    if family_name == "command-r7b":  # Command R numbers its calls
        calls = [ToolCall(c.tool, c.arguments, str(i)) for i, c in enumerate(calls)]
    text = get_family(family_name).render_calls(calls)
    # Mistral Nemo's ids are the model's to write, not the grammar's.
    if family_name == "mistral-nemo":
        text = text.replace(', "id": "a1b2c3d4e"', "").replace(', "id": "f5g6h7i8j"', "")
    return text


@pytest.mark.parametrize("family_name", FAMILY_NAMES)
def test_the_grammar_admits_the_family_syntax_and_refuses_what_is_invalid(real_backend, family_name: str) -> None:  # type: ignore[no-untyped-def]
    fmt = NativeFormat(family=get_family(family_name))
    required = fmt.grammar(GrammarBuilder(TOOLS, parallel=True, require_call=True))
    single = fmt.grammar(GrammarBuilder(TOOLS, parallel=False, require_call=True))
    assert grammar_accepts(real_backend, required, _calls_text(family_name, [WEATHER]))
    assert grammar_accepts(real_backend, required, _calls_text(family_name, [WEATHER, CALC]))
    assert not grammar_accepts(real_backend, single, _calls_text(family_name, [WEATHER, CALC]))
    unknown = ToolCall("get_time", {"city": "Paris"}, "a1b2c3d4e")
    assert not grammar_accepts(real_backend, required, _calls_text(family_name, [unknown]))
    missing = ToolCall("get_weather", {"days": 3}, "a1b2c3d4e")
    assert not grammar_accepts(real_backend, required, _calls_text(family_name, [missing]))
    wrong_type = ToolCall("get_weather", {"city": "Paris", "days": "three"}, "a1b2c3d4e")
    assert not grammar_accepts(real_backend, required, _calls_text(family_name, [wrong_type]))


@pytest.mark.parametrize("family_name", ["llama3", "functionary-v3.2", "generic"])
def test_a_family_without_a_trigger_may_still_answer_unless_a_call_is_required(real_backend, family_name: str) -> None:  # type: ignore[no-untyped-def]
    fmt = NativeFormat(family=get_family(family_name))
    answer = {
        "llama3": "It is sunny.",
        "functionary-v3.2": "all\nIt is sunny.",
        "generic": '{"response": "It is sunny."}',
    }
    free = fmt.grammar(GrammarBuilder(TOOLS, parallel=True))
    required = fmt.grammar(GrammarBuilder(TOOLS, parallel=True, require_call=True))
    assert grammar_accepts(real_backend, free, answer[family_name])
    assert not grammar_accepts(real_backend, required, answer[family_name])
