"""Every raw output in ../shared/native/cases.jsonl, parsed by the family detected from its
template: the calls, the content and the reasoning llama.cpp's own tests expect."""

from __future__ import annotations

from typing import Any

import pytest

from localagent.chat_template import ChatTemplate
from localagent.formats.native import detect_family
from localagent.formats.native.format import NativeFormat
from localagent.tools.registry import Registry
from tests.support.native_cases import cases, template_names, template_source, tool_definitions

CASES = cases()
TOOLS = Registry(tool_definitions())

# The family each template is detected as. llama.cpp's LFM2 JSON convention (lfm2-json) is
# the LFM2 family: one parser reads both the pythonic and the JSON list.
EXPECTED_FAMILY = {
    "CohereForAI-c4ai-command-r7b-12-2024-tool_use.jinja": "command-r7b",
    "HuggingFaceTB-SmolLM3-3B.jinja": "generic",
    "LFM2-8B-A1B.jinja": "lfm2",
    "LFM2.5-8B-A1B.jinja": "lfm2",
    "LFM2.5-Instruct.jinja": "lfm2",
    "Mistral-Small-3.2-24B-Instruct-2506.jinja": "mistral-small-3.2",
    "NousResearch-Hermes-2-Pro-Llama-3-8B-tool_use.jinja": "hermes",
    "NousResearch-Hermes-3-Llama-3.1-8B-tool_use.jinja": "hermes",
    "Qwen-Qwen2.5-7B-Instruct.jinja": "hermes",
    "Qwen-Qwen3-0.6B.jinja": "hermes",
    "Qwen3-Coder.jinja": "qwen-xml",
    "Qwen3.5-4B.jinja": "qwen-xml",
    "deepseek-ai-DeepSeek-R1-Distill-Llama-8B.jinja": "deepseek-r1",
    "deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja": "deepseek-r1",
    "fireworks-ai-llama-3-firefunction-v2.jinja": "firefunction-v2",
    "google-gemma-2-2b-it.jinja": "generic",
    "google-gemma-4-31B-it.jinja": "gemma4",
    "ibm-granite-granite-3.3-2B-Instruct.jinja": "granite-3.3",
    "ibm-granite-granite-4.0.jinja": "granite-4",
    "llama-cpp-deepseek-r1.jinja": "deepseek-r1",
    "llama-cpp-lfm2.jinja": "lfm2",
    "llama-cpp-microsoft-Phi-4-mini-instruct.jinja": "phi4-mini",
    "meetkai-functionary-medium-v3.1.jinja": "functionary-v3.1",
    "meetkai-functionary-medium-v3.2.jinja": "functionary-v3.2",
    "meta-llama-Llama-3.1-8B-Instruct.jinja": "llama3",
    "meta-llama-Llama-3.2-3B-Instruct.jinja": "llama3",
    "microsoft-Phi-3.5-mini-instruct.jinja": "generic",
    "microsoft-Phi-4-mini-instruct.jinja": "phi4-mini",
    "mistralai-Ministral-3-14B-Reasoning-2512.jinja": "ministral-3",
    "mistralai-Mistral-Nemo-Instruct-2407.jinja": "mistral-nemo",
    "unsloth-mistral-Devstral-Small-2507.jinja": "ministral-3",
}


@pytest.mark.parametrize("name", template_names())
def test_family_detected_from_template(name: str) -> None:
    assert detect_family(template_source(name)).name == EXPECTED_FAMILY[name]


def _calls(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"name": c["name"], "arguments": c["arguments"], **({"id": c["id"]} if c.get("id") else {})} for c in items]


def _format(case: dict[str, Any]) -> NativeFormat:
    """The format for the case's template, with the template options the case was run with
    (whether thinking is on decides whether the prompt ends inside a reasoning block)."""
    options = {k: v for k, v in case.get("options", {}).items() if k == "enable_thinking"}
    return NativeFormat(template=ChatTemplate(template_source(case["template"])), options=options)


@pytest.mark.parametrize("case", CASES, ids=[f"{i}-{c['family']}" for i, c in enumerate(CASES)])
def test_case_parses_as_llama_cpp_expects(case: dict[str, Any]) -> None:
    fmt = _format(case)
    parsed = fmt.family.parse(case["output"], TOOLS, fmt.in_reasoning)
    got = [{"name": c.tool, "arguments": c.arguments, **({"id": c.id} if c.id else {})} for c in parsed.calls]
    assert got == _calls(case["calls"])
    assert parsed.content == case["content"]
    assert parsed.reasoning == case.get("reasoning")
    # No call found means the content is the answer.
    assert parsed.final_answer == (None if parsed.calls else parsed.content)


@pytest.mark.parametrize(
    ("family", "output", "calls", "content"),
    [
        ("hermes", '<function=get_time>{"tz": "UTC"}</function>', [("get_time", {"tz": "UTC"})], ""),
        ("hermes", "<function=get_time></function>", [("get_time", {})], ""),
        # a tag with no arguments object after it is prose (found by the property test below it)
        ("granite-4", "<FUNCTION=0>:", [], "<FUNCTION=0>:"),
        ("hermes", "See <function=f> then: nothing", [], "See <function=f> then: nothing"),
    ],
)
def test_function_tags_in_hermes_output(family: str, output: str, calls: list[tuple[str, dict]], content: str) -> None:
    from localagent.formats.native import get_family

    parsed = get_family(family).parse(output)
    assert [(c.tool, c.arguments) for c in parsed.calls] == calls
    assert parsed.content == content
