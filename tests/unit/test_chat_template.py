"""The chat-template sandbox: real templates render a tool conversation (or say why not in
one line), Hugging Face's helpers behave as templates expect, and a template cannot reach
Python internals or run without bound."""

from __future__ import annotations

import json

import pytest

from localagent.chat_template import ChatTemplate, TemplateError
from localagent.formats.native import detect_family
from localagent.formats.native.format import NativeFormat
from localagent.tools.registry import Registry
from tests.support.native_cases import KEPT_DIR, NATIVE_DIR, kept_template_names, template_names, template_source
from tests.support.shared_material import require

TOOLS = Registry(
    [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Weather for a city.",
                "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
            },
        }
    ]
)
CONVERSATION = [
    {"role": "system", "content": "You are helpful."},
    {"role": "user", "content": "Weather in Paris?"},
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "a1b2c3d4e",
                "type": "function",
                "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
            }
        ],
    },
    {"role": "tool", "tool_call_id": "a1b2c3d4e", "name": "get_weather", "content": "sunny, 21 C"},
]


@pytest.mark.parametrize("name", kept_template_names())
def test_the_suites_own_templates_are_the_shared_ones(name: str) -> None:
    """tests/data/templates keeps three templates so that a bare clone runs their tests: they
    must stay byte for byte the ones in ../shared/native."""
    assert (KEPT_DIR / name).read_bytes() == require(NATIVE_DIR / "templates" / name).read_bytes()


@pytest.mark.parametrize("name", template_names())
def test_every_template_renders_a_tool_conversation(name: str) -> None:
    template = ChatTemplate(template_source(name), eos_token="</s>", name=name)
    fmt = NativeFormat(template=template, family=detect_family(template.source))
    messages = list(CONVERSATION)
    if not fmt.lists_tools:  # the tools go into the system prompt, as text
        messages[0] = {"role": "system", "content": fmt.system_prompt(TOOLS)}
    try:
        prompt = fmt.render(messages, TOOLS)
    except TemplateError as exc:  # pragma: no cover - every template here renders; a failure says why
        pytest.fail(f"one line: {exc}")
    # What the model needs is in the prompt: the tool, the call, the result, the question.
    assert "get_weather" in prompt
    assert "Paris" in prompt
    assert "sunny, 21 C" in prompt
    assert "Weather in Paris?" in prompt


def test_the_call_is_rendered_in_the_family_syntax_where_the_template_renders_calls() -> None:
    template = ChatTemplate(template_source("Qwen-Qwen2.5-7B-Instruct.jinja"))
    fmt = NativeFormat(template=template)
    prompt = fmt.render(CONVERSATION, TOOLS)
    assert '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>' in prompt
    assert "<tool_response>\nsunny, 21 C\n</tool_response>" in prompt
    assert prompt.endswith("<|im_start|>assistant\n")


def test_a_template_without_a_system_role_gets_the_system_text_in_the_first_user_turn() -> None:
    template = ChatTemplate(template_source("google-gemma-2-2b-it.jinja"))
    fmt = NativeFormat(template=template)
    prompt = fmt.render(CONVERSATION[:2], None)
    assert "<start_of_turn>user\nYou are helpful.\n\nWeather in Paris?" in prompt


def test_hugging_face_tojson_keeps_order_and_does_not_escape_html() -> None:
    t = ChatTemplate("{{ x | tojson }}|{{ x | tojson(indent=2) }}")
    out = t.render([], options={"x": {"b": "<a> & 'é'", "a": 1}})
    compact, indented = out.split("|")
    assert compact == '{"b": "<a> & \'é\'", "a": 1}'
    assert json.loads(indented) == {"b": "<a> & 'é'", "a": 1} and "\n  " in indented


def test_loop_controls_generation_blocks_raise_exception_and_strftime_now() -> None:
    t = ChatTemplate(
        "{% for m in messages %}{% if loop.index > 1 %}{% break %}{% endif %}{{ m.content }}{% endfor %}"
        "{% generation %}[gen]{% endgeneration %}{{ strftime_now('%Y') | length }}"
    )
    assert t.render([{"role": "user", "content": "a"}, {"role": "user", "content": "b"}]) == "a[gen]4"
    refusing = ChatTemplate("{{ raise_exception('roles must alternate') }}")
    with pytest.raises(TemplateError, match="roles must alternate"):
        refusing.render([])


@pytest.mark.parametrize(
    "source",
    [
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{{ messages.__class__ }}{{ cycler.__init__.__globals__ }}",
        "{% for m in messages %}{{ m.update({'role': 'x'}) }}{% endfor %}",
        "{{ range(10000000) | list | length }}",
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
        "{{ 'a' * 1000000000 }}",
        "{{ 10 ** 1000000 }}",
        "{% for i in range(90000) %}{{ 'x' * 100 }}{% endfor %}",
    ],
)
def test_a_template_that_reaches_for_internals_or_runs_unbounded_fails_safely(source: str) -> None:
    template = ChatTemplate(source, name="evil.jinja")
    with pytest.raises(TemplateError) as info:
        template.render([{"role": "user", "content": "hi"}])
    assert "\n" not in str(info.value)


DOUBLE = "{%% set ns = namespace(s='ab', l=[1]) %%}{%% for i in range(40) %%}{%% set ns.%s %%}{%% endfor %%}{{ ns.s }}"


@pytest.mark.parametrize(
    "source",
    [  # a value doubled in a loop through a namespace, every way a template can build one
        DOUBLE % "s = ns.s ~ ns.s",
        DOUBLE % "s = ns.s + ns.s",
        DOUBLE % "l = ns.l + ns.l",
        DOUBLE % "s = ns.s | replace('a', 'aa')",
        DOUBLE % "s = ns.s.replace('a', 'aa')",
        DOUBLE % "s = '%s%s' | format(ns.s, ns.s)",
        DOUBLE % "s = [ns.s, ns.s] | join",
        DOUBLE % "l = [ns.l, ns.l] | sum(start=[])",
        DOUBLE % "s = '%s%s' % (ns.s, ns.s)",
        DOUBLE % "s = ns.s * 2",
        # one call sized by a number or a format width
        "{{ 'a' | center(1000000000) }}",
        "{{ 'a'.ljust(1000000000) }}",
        "{{ 'a\nb' | indent(1000000000) }}",
        "{{ '{:>999999999}'.format('a') }}",
        "{{ '%999999999s' % 'a' }}",
        # a loop that builds nothing and calls nothing, for a billion rounds
        "{% for a in 'x' * 1000 %}{% for b in 'x' * 1000 %}{% for c in 'x' * 1000 %}{% endfor %}{% endfor %}"
        "{% endfor %}",
    ],
)
def test_what_a_render_builds_and_how_long_it_runs_are_bounded(source: str) -> None:
    """A GGUF's template is untrusted: these took minutes and all the memory there was (or a
    MemoryError where the process had a limit). Each now fails with one line saying which
    bound stopped it: the memory ones before they allocate (not by running out of memory),
    the loop at MAX_RENDER_SECONDS."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, hard))  # should a bound fail, the test fails, not the machine
    try:
        with pytest.raises(TemplateError, match="^evil.jinja: stopped: ") as info:
            ChatTemplate(source, name="evil.jinja").render([{"role": "user", "content": "hi"}])
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    message = str(info.value)
    assert "\n" not in message and "ran out of memory" not in message
    assert ("ran for more than" in message) == ("for c in" in source), message


class _Counted:
    """Items a template loops over, counted as they are read."""

    def __init__(self, size: int, read: list[int]) -> None:
        self.size, self.read = size, read

    def __iter__(self):  # type: ignore[no-untyped-def]
        for _ in range(self.size):
            self.read[0] += 1
            yield "x"


@pytest.mark.parametrize(
    "loops",
    [
        "{% for a in items %}{% for b in items %}{% endfor %}{% endfor %}",
        "{% for a in items %}{% for b in items if b == 'y' %}{% endfor %}{% endfor %}",  # the body never runs
        "{% for a in items %}{% for b in items %}{{ loop.index }}{% endfor %}{% endfor %}",
    ],
)
def test_a_loop_past_the_deadline_stops_at_its_next_item(monkeypatch: pytest.MonkeyPatch, loops: str) -> None:
    """Two nested loops that call nothing: the render stops at the first item read after the
    deadline, not when the loops are done. The clock is stepped by the items read (the
    deadline passes at the 5,000th of a million), so nothing here depends on the machine's speed."""
    from localagent import chat_template

    read = [0]
    deadline_at = 5_000
    monkeypatch.setattr(
        chat_template, "_clock", lambda: 0.0 if read[0] < deadline_at else 2 * chat_template.MAX_RENDER_SECONDS
    )
    template = ChatTemplate(loops, name="loops.jinja")
    with pytest.raises(TemplateError, match="ran for more than"):
        template.render([{"role": "user", "content": "hi"}], options={"items": _Counted(1_000, read)})
    assert read[0] == deadline_at  # not one item more was read once the deadline had passed


def test_the_bounds_leave_ordinary_values_alone() -> None:
    """Numbers and format strings in a conversation are data, not sizes: only what a template
    itself passes to a filter or method is checked."""
    template = ChatTemplate(
        "{% for m in messages %}{{ m.content | trim }} {{ m.n }} {{ '%-10s|' % m.role }}{{ '{:>5}'.format(m.role) }}"
        "{% endfor %}"
    )
    out = template.render([{"role": "user", "content": "call me at: 5551234567 or %9999999s", "n": 10**12}])
    assert out == "call me at: 5551234567 or %9999999s 1000000000000 user      | user"


def test_a_broken_template_is_one_line_naming_it() -> None:
    with pytest.raises(TemplateError, match=r"^bad.jinja: not a valid Jinja template \(line 1"):
        ChatTemplate("{% for %}", name="bad.jinja")


def test_capabilities_probed_from_real_templates() -> None:
    qwen = ChatTemplate(template_source("Qwen-Qwen2.5-7B-Instruct.jinja")).caps
    assert qwen.supports_tools and qwen.supports_tool_calls and qwen.supports_tool_responses
    gemma2 = ChatTemplate(template_source("google-gemma-2-2b-it.jinja")).caps
    assert not gemma2.supports_system_role and not gemma2.supports_tools
    assert ChatTemplate(template_source("mistralai-Mistral-Nemo-Instruct-2407.jinja")).caps.requires_object_arguments
