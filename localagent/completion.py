"""One chat-completion step in OpenAI's shape, for any mode: messages and tools in, one
assistant message out (content, tool_calls with ids and JSON-text arguments, reasoning).

    from localagent import complete, load_backend
    message = complete(messages, tools, backend=load_backend(), tool_choice="auto")

`Completer` keeps a backend, a mode and the grammars it built, for many calls (`serve`). The
step is the agent's own (step.py), and so are the formats that render the prompt: natively
through the model's chat template (tool results matched to their calls by id), or as a
ReAct/marker/JSON transcript in which past calls and their results are written in that format.
`tool_choice` is honoured by grammar where the backend allows one: "none" offers no tools,
"required" or a named function makes the output start with a call (to that function), and
`parallel_tool_calls=False` allows one call. With no tools offered (none given, or "none") the
request is a plain chat: the model's own chat template over the messages, as the agent answers
a question no tool fits (Format.chat_prompt). Every answer ends where the agent's answers end
(formats/answer_end.py).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import IO, Any

from . import text
from .agent.answer import plain_results, unsupported
from .agent.config import AgentConfig, policy_profile, run_format
from .agent.guards import CopiedGuard
from .backends.base import PLAIN_CHAT_STOP, Backend, TextCallback
from .errors import ToolCallError, UsageError
from .formats.answer_end import AnswerWatch, EndedText, EndRules, cut_if_looped, ended, ended_argument, ends_early
from .formats.base import RESULTS_THOUGHT, Format, Generate, describe_tools
from .formats.streaming import AnswerStream, NativeStream
from .grammar import GrammarCache, json_grammar
from .messages import assistant_message, call_arguments, check_messages, last_user_index
from .parsing.jsonrepair import repair_json
from .policies import FirstStep, Pipeline, build_policies
from .policies.followup import standalone
from .step import ask_backend, static_prefix, take_step
from .tools.registry import Registry
from .trace import Tracer
from .types import Completion, Message, SamplingParams, ToolCall, Usage


@dataclass
class Reply:
    message: dict[str, Any]  # the assistant message
    finish_reason: str  # "tool_calls", "stop" or "length"
    usage: Usage = field(default_factory=Usage)
    raw: str = ""  # what the model wrote
    dropped: list[str] = field(default_factory=list)  # calls left out, and why
    # response_format json_schema: why the answer does not fit the schema (what a grammar
    # cannot hold: a pattern, a format, a bound; an answer cut by the token limit), else None
    invalid: str | None = None
    # What the first-step policies changed (a tiny model's first step: Completer._first_step)
    policies: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class JsonResponse:
    """An answer that must be JSON (OpenAI's `response_format`): of `schema`, or any object."""

    schema: dict[str, Any] | None = None


class Completer:
    def __init__(self, backend: Backend, config: AgentConfig | None = None) -> None:
        self.backend = backend
        self.config = config or AgentConfig()
        self.mode, self.format = run_format(backend, self.config)
        # What the policies do for this model, decided once as the Agent decides it: a tiny model
        # (`full`) gets its first step of a turn helped on the client's tools (_first_step).
        self.helped = policy_profile(backend, self.config, self.mode, self.format) == "full"
        self._grammars = GrammarCache()

    def reply(
        self,
        messages: Sequence[Mapping[str, Any]],
        tools: Sequence[Mapping[str, Any]] | Registry | None = None,
        *,
        tool_choice: str | Mapping[str, Any] = "auto",
        parallel_tool_calls: bool = True,
        max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(),  # noqa: B008 - frozen
        stop: Sequence[str] = (),
        response: JsonResponse | None = None,
        on_text: TextCallback | None = None,
        out: IO[str] | None = None,
    ) -> Reply:
        """The next assistant message. Every call in it names an offered tool and has
        arguments that validate against its schema: a call that does not is generated again
        under the grammar (where the backend takes one), else left out (`Reply.dropped`).
        With no tool offered it is the model's own chat (its chat template, nothing of the
        format). The answer ends where the rules say (formats/answer_end.py); `out` receives it
        as it is generated, up to there; `on_text` every piece of text."""
        if isinstance(messages, (str, bytes)) or not all(isinstance(m, Mapping) for m in messages):
            raise UsageError("messages: expected a list of {'role': ..., 'content': ...} objects")
        checked = check_messages([dict(m) for m in messages])
        registry = tools if isinstance(tools, Registry) else Registry([dict(t) for t in tools or ()])
        offered, required = choose_tools(registry, tool_choice)
        first = self._first_step(checked, offered, required, parallel_tool_calls) if self.helped else None
        if first is not None:
            offered = first.offer()
        chat = not len(offered)
        fmt = self.format
        if chat:
            prompt = fmt.chat_prompt(self.backend, checked)
        else:
            prompt = fmt.messages_transcript(self.backend, checked, offered).prompt()
        usage = Usage()
        self._use_prompt_cache(checked, offered, prompt, usage)
        after_results = checked[-1]["role"] == "tool"
        # After results the rules see the whole conversation: an answer stating only numbers of the
        # worked example that nothing in it says ("84." after a weather report) is the example.
        said = "\n".join(str(m["content"]) for m in checked if m.get("content")) if after_results else None
        rules = EndRules.of(_instructions(fmt, checked, offered), _question(checked), said)
        # A tiny model's answer after results is held to them (agent/answer.unsupported), so none
        # of it streams: it is sent whole once checked (the server sends what was not streamed),
        # and a streamed answer and the answer sent whole are the same text.
        held = after_results and not chat and self.helped and self.config.ground
        shown = EndedText(out, rules, echo=chat) if out is not None and not held else None
        runs = _Generations(self.backend, fmt, prompt, chat, rules, max_tokens, sampling, stop, on_text, shown, usage)
        generate = runs.generator(answering=True)
        if response is not None and chat:
            reply = self._json_reply(runs.generator(answering=False), "", list(PLAIN_CHAT_STOP), response, usage)
            return replace(reply, policies=_changes(first))
        if chat:
            completion = generate("", None)
            runs.done()
            written, reasoning = fmt.chat_reply(completion.text)
            content = ended(written.strip(), rules, echo=True)
            finish = _finish(completion, written.strip(), rules)
            return Reply(assistant_message(content, [], reasoning), finish, usage, completion.text,
                         policies=_changes(first))  # fmt: skip
        can_constrain = self.backend.supports_grammar or self.mode.schema
        builder = (
            self._grammars.get(offered, parallel=parallel_tool_calls, require_call=required) if can_constrain else None
        )
        step = take_step(fmt, generate, offered, builder, constrained=self.mode.constrained or required,
                         regenerate_invalid=True)  # fmt: skip
        calls = step.valid if parallel_tool_calls else step.valid[:1]
        if first is not None and (calls or step.dropped and step.completion.finish_reason != "length"):
            # A step whose calls were all left out (made up, copied, or to a tool the offer did not
            # hold: SmolLM2 called the calculator the narrowed offer left out, and the client got
            # the scaffold's "I use a tool." as the answer) is answered by the model's own chat.
            calls = self._judged(first, calls, offered, step.dropped) if calls else []
            if not calls:  # the step was made up (or copied): the model's own chat answers
                plain = self.reply(messages, None, max_tokens=max_tokens, sampling=sampling, stop=stop,
                                   response=response, on_text=on_text, out=out)  # fmt: skip
                usage.merge(plain.usage)
                return replace(plain, usage=usage, dropped=step.dropped, policies=_changes(first))
        for i, call in enumerate(calls, 1):
            call.id = call.id or fmt.call_id(len(checked), i)
            call.arguments = _ended_arguments(call.arguments, offered.get(call.tool).validate, rules)
        if response is not None and not calls:
            start, stops = fmt.json_answer_start(prompt)
            reply = self._json_reply(runs.generator(answering=False), start, stops, response, usage)
            return replace(reply, dropped=step.dropped, policies=_changes(first))
        answered = _answered_again(checked, calls) if after_results and self.helped else []
        if answered:  # the calls whose results the client just sent: an answer is due, not a loop
            calls = [c for c in calls if c not in answered]
            step.dropped.extend(f"{c.tool}: its result for these arguments is in the conversation" for c in answered)
        parsed = step.as_text()
        written = fmt.reply_content(parsed) or ("" if calls or answered else step.completion.text.strip())
        content, last = ended(written, rules), step.completion
        results, user_said = _last_results(checked), _user_said(checked)
        wrong = held and bool(content) and bool(unsupported(content, user_said, results))
        if not calls and after_results and ((written or answered) and not content or wrong):
            # After the results, an answer that only said again what the prompt holds (SmolLM2
            # answered the scaffold's "I use a tool." written for the client's call, or the worked
            # example's "84."), a call already answered, or (a tiny model's) an answer that says
            # nothing the results say ("3310 is a tool." for an order that is processing): asked
            # once more, for the answer only, as the agent asks after results.
            last = runs.answer_only(RESULTS_THOUGHT)
            written = fmt.answer_text(last.text).strip()
            content = ended(written, rules)
            if held and (not content or unsupported(content, user_said, results)):
                # Still nothing said from them: the results are the answer, written plainly.
                written = content = plain_results(results)
                if shown is not None:
                    shown.restart()
                    shown.write(content)
        runs.done()
        message = assistant_message(content or None if calls else content, calls, parsed.reasoning)
        # A call the token limit cut (dropped, said in `dropped`) ends the reply at the limit.
        cut = step.dropped and step.completion.finish_reason == "length"
        finish = "tool_calls" if calls else "length" if cut else _finish(last, written, rules)
        return Reply(message, finish, usage, step.raw, step.dropped, policies=_changes(first))

    def _first_step(
        self, checked: list[dict[str, Any]], offered: Registry, required: bool, parallel: bool
    ) -> Pipeline | None:
        """The policies of a tiny model's first step of a turn (asked only in profile `full`), on
        the client's tools: they narrow the offer and judge the model's calls, and never write
        one (the client runs them). None where they do not run: a call required, no tool
        offered, or a reply after tool results."""
        if required or not len(offered) or checked[-1]["role"] != "user":
            return None
        question = _question(checked)
        # What the user said, as the agent's first step has it (FirstStep.stated). Counting the
        # assistant's and the tools' words as said too was measured: two more greetings on the
        # held-out endpoint set were answered with a call (bench/RESULTS.md), so it was not kept.
        history = [Message("user", str(m["content"] or "")) for m in checked[:-1] if m["role"] == "user"]
        # A follow-up ("and that times 2?" after 391) is read as the whole question it stands for, as
        # the agent reads it (policies/followup.py): the answer's 391 is then said, and the model's
        # call on it is no value made up.
        read = standalone(question, _conversation(checked[:-1])) or question
        step = FirstStep(
            read, history, offered, text.dominant_script(question), _no_asking, parallel=parallel,
            instructions=self.format.system_prompt(offered),
        )  # fmt: skip
        return Pipeline(build_policies(self.config), step, Tracer(), writes=False)

    def _judged(self, first: Pipeline, calls: list[ToolCall], offered: Registry, dropped: list[str]) -> list[ToolCall]:
        """The step's calls the client gets: none when the decline policy finds them all made up
        for unrelated tools, and none that copies the format's instructions (its worked example)
        instead of the user's words; each left out is said in `dropped`."""
        guard = CopiedGuard(self.format.system_prompt(Registry([])), first.step.stated)
        own = []
        for call in calls:
            copied = guard.check(call)
            if copied is None:
                own.append(call)
            else:
                dropped.append(f"{call.tool}: {copied.observation}")
        kept, declined = first.revise(own, offered) if own else (own, False)
        if declined:
            dropped.extend(f"{c.tool}: declined: {first.changes[-1].detail}" for c in own)
        return kept

    def _use_prompt_cache(self, checked: list[dict[str, Any]], offered: Registry, prompt: str, usage: Usage) -> None:
        """The request's static prefix (its system messages and tools, up to the first other
        message) from the persistent prompt cache, or evaluated and kept there: requests from
        clients that send the same instructions and tools start from it, also after requests
        with other tools came between."""
        if not self.backend.prompt_cache:
            return
        head = list(itertools.takewhile(lambda m: m.get("role") in ("system", "developer"), checked))

        def render_with(mark: str) -> str:
            asked = [*head, {"role": "user", "content": mark}]
            if not len(offered):
                return self.format.chat_prompt(self.backend, asked)
            return self.format.messages_transcript(self.backend, asked, offered).prompt()

        prefix = static_prefix(render_with, prompt)
        if prefix is not None:
            use = self.backend.cache_prefix(prefix)
            usage.prompt_tokens_from_disk += use.loaded
            usage.prompt_tokens_evaluated += use.evaluated

    def _json_reply(
        self, generate: Generate, extra: str, stops: list[str], response: JsonResponse, usage: Usage
    ) -> Reply:
        """An answer that is JSON, after `extra` and stopping at `stops`: under its grammar,
        under a JSON schema on engines that take one, else as written and repaired where it can be."""
        if self.backend.supports_grammar:
            completion = generate(extra, json_grammar(response.schema), stops)
        elif self.backend.supports_json_schema:
            completion = generate(extra, None, stops, response.schema or {"type": "object"})
        else:
            completion = generate(extra, None, stops)
        text = completion.text.strip()
        try:
            json.loads(text)
        except ValueError:
            # An answer the token limit cut is sent as written (`finish_reason` "length"): repaired,
            # its last key was a made-up one ('{"descript": null}').
            repaired = repair_json(text) if completion.finish_reason != "length" else None
            if repaired is not None and repaired.value is not None:
                text = json.dumps(repaired.value, ensure_ascii=False)
        invalid = schema_misfit(text, response.schema) if response.schema else None
        return Reply(assistant_message(text), completion.finish_reason, usage, extra + completion.text, invalid=invalid)


def _ended_arguments(arguments: dict[str, Any], validate: Callable[[Any], None], rules: EndRules) -> dict[str, Any]:
    """The call's text arguments each up to a line copied from the instructions
    (answer_end.ended_argument), where the arguments still fit the tool's schema then."""
    cut = {k: ended_argument(v, rules) if isinstance(v, str) else v for k, v in arguments.items()}
    if cut == arguments:
        return arguments
    try:
        validate(cut)
    except ToolCallError:
        return arguments  # a minLength or pattern the cut breaks: the model's words stand
    return cut


def _answered_again(checked: Sequence[dict[str, Any]], calls: list[ToolCall]) -> list[ToolCall]:
    """The calls of a tool the conversation holds answered by a result, every value of which an
    earlier call of it or a result holds already: SmolLM2 called get_weather(city="Paris") again
    after its result came, and get_flight_status again with a date copied from the result. A
    call with a value of its own (another city) is the model's to make."""
    results = {m.get("tool_call_id") for m in checked if m["role"] == "tool"}
    said = [str(m["content"]) for m in checked if m["role"] == "tool" and m.get("content")]
    earlier: dict[str, list[Any]] = {}
    for m in checked:
        for c in m.get("tool_calls") or [] if m["role"] == "assistant" else []:
            if c.get("id") in results:
                earlier.setdefault(c["function"]["name"], []).extend(text.plain_values(call_arguments(c)))
    return [
        c for c in calls
        if c.tool in earlier and all(
            v in earlier[c.tool] or any(text.states(str(held), v) for held in [*earlier[c.tool], *said])
            for v in text.plain_values(c.arguments)
        )
    ]  # fmt: skip


def _last_results(checked: Sequence[dict[str, Any]]) -> list[str]:
    """The results after the last assistant message."""
    tail = list(itertools.takewhile(lambda m: m["role"] == "tool", reversed(checked)))
    return [str(m["content"]).strip() for m in reversed(tail) if str(m.get("content") or "").strip()]


def _user_said(checked: Sequence[dict[str, Any]]) -> str:
    """What the user said in the conversation, message by message."""
    return "\n".join(str(m["content"]) for m in checked if m["role"] == "user" and m.get("content"))


def _no_asking(question: str, tools: Registry, require_call: bool) -> list[ToolCall]:
    raise AssertionError("no policy asks the model on the model endpoint (Pipeline(writes=False))")


def _changes(first: Pipeline | None) -> list[dict[str, Any]]:
    return [] if first is None else [c.to_json() for c in first.changes]


def _conversation(checked: Sequence[dict[str, Any]]) -> list[Message]:
    """The user's messages and the answers they got, as a chat shows them: each turn's last
    assistant text (after its calls and their results), calls and results left out."""
    out: list[Message] = []
    for m in checked:
        said = m.get("content")
        if m["role"] == "user":
            out.append(Message("user", str(said or "")))
        elif m["role"] == "assistant" and isinstance(said, str) and said.strip() and not m.get("tool_calls") and out:
            if out[-1].role == "assistant":
                out[-1] = Message("assistant", said)
            else:
                out.append(Message("assistant", said))
    return out


def _question(checked: Sequence[dict[str, Any]]) -> str:
    last = last_user_index(checked)
    return str(checked[last]["content"] or "") if last != -1 else ""


def _instructions(fmt: Format, checked: Sequence[dict[str, Any]], offered: Registry) -> str:
    """What the prompt told the model, which an answer does not say again: the format's
    instructions (with the tools) when tools are offered, the tools' descriptions, and the
    client's system messages."""
    told = [fmt.system_prompt(offered), describe_tools(offered)] if len(offered) else []
    # And what the format wrote for the client's calls in the transcript (ReAct's "I use a tool."
    # before an Action): SmolLM2 gave it back as its answer after the results.
    written = [fmt.calls_text(calls) for calls in _past_calls(checked)] if len(offered) else []
    return "\n".join([*told, *written, *(str(m["content"]) for m in checked if m["role"] == "system")])


def _past_calls(checked: Sequence[dict[str, Any]]) -> list[list[ToolCall]]:
    return [
        [ToolCall(c["function"]["name"], call_arguments(c), c.get("id")) for c in m["tool_calls"]]
        for m in checked
        if m["role"] == "assistant" and m.get("tool_calls")
    ]


@dataclass
class _Generations:
    """The generations of one reply, each continuing `prompt`. An answer's text is watched
    (generation stops where it ends: formats/answer_end.py) and handed to the answer stream,
    which passes it on to `shown` up to its end; a JSON answer is neither (it is sent whole)."""

    backend: Backend
    fmt: Format
    prompt: str
    chat: bool  # a plain chat: no tools offered
    rules: EndRules
    max_tokens: int
    sampling: SamplingParams
    stop: Sequence[str]
    on_text: TextCallback | None  # every piece of text
    shown: EndedText | None  # the answer, as it is generated
    usage: Usage

    def __post_init__(self) -> None:
        # What reads the answer out of the text: all of a plain chat's (after a reasoning model's
        # reasoning), else the format's answer stream (`Final Answer:`'s text, a family's content).
        out: Any = self.shown  # a text stream in all but name
        fmt = self.fmt
        self.stream: Callable[[str], Any] | None = (
            None if out is None else fmt.chat_stream(out) if self.chat else fmt.answer_stream(out, terminal=False)
        )
        self.label = fmt.chat_answer_label if self.chat else fmt.answer_label

    def generator(self, answering: bool) -> Generate:
        def generate(
            extra: str,
            grammar: str | None,
            stop_at: Sequence[str] | None = None,
            json_schema: dict[str, Any] | None = None,
        ) -> Completion:
            watch = (
                AnswerWatch(self.label, self.rules, start=extra, constrained=grammar is not None)
                if answering and self.label is not None
                else None
            )
            own = PLAIN_CHAT_STOP if self.chat else self.fmt.stop
            stops = [*(own if stop_at is None else stop_at), *self.stop]
            completion = ask_backend(
                self.backend, self.fmt, self.prompt + extra, stop=stops,
                max_tokens=self.max_tokens, sampling=self.sampling, grammar=grammar,
                on_text=_pieces(self.on_text, self.stream if answering else None, watch),
                identify_stop=stop_at is not None, json_schema=json_schema, plain=self.chat,
            )  # fmt: skip
            completion = cut_if_looped(completion, watch)
            self.usage.add(completion)
            return completion

        return generate

    def answer_only(self, thought: str) -> Completion:
        """The answer alone, after `thought` (which ends with the format's answer label), in
        place of what was generated so far, which showed nothing (its text was cut whole)."""
        extra, stops = self.fmt.answer_start(thought, self.prompt)
        if isinstance(self.stream, AnswerStream):  # the label is in the prompt: the answer shows at once
            self.stream.step_done()
            self.stream(self.label or "")
        if self.shown is not None:
            self.shown.restart()
        return self.generator(answering=True)(extra, None, stops)

    def done(self) -> None:
        """Generation is over: what the format's stream held back goes on, then the answer's last line."""
        if self.shown is None:
            return
        if isinstance(self.stream, (AnswerStream, NativeStream)):
            self.stream.step_done()
        self.shown.finish()


def _pieces(
    on_text: TextCallback | None, stream: Callable[[str], Any] | None, watch: AnswerWatch | None
) -> TextCallback | None:
    """One text callback for a generation: the caller's, the answer stream, and the watch that
    ends the generation where the answer ends."""
    if on_text is None and stream is None and watch is None:
        return None

    def each(piece: str) -> bool:
        stopped = bool(on_text(piece)) if on_text is not None else False
        if stream is not None:
            stream(piece)
        ended = bool(watch(piece)) if watch is not None else False
        return stopped or ended

    return each


def _finish(completion: Completion, written: str, rules: EndRules) -> str:
    """The finish reason: "length" only when the token limit cut the answer itself; a text
    cut after the answer had ended (by the rules) stopped where it should."""
    if completion.finish_reason == "length" and ends_early(written, rules):
        return "stop"
    return completion.finish_reason


def schema_misfit(text: str, schema: dict[str, Any]) -> str | None:
    """Why JSON `text` is not a value of `schema` (one line), or None when it is: checked after
    generation, for what the grammar could not hold (formats are checked too)."""
    import jsonschema

    from .tools.registry import describe_schema_error

    try:
        value = json.loads(text)
    except ValueError:
        return "the answer is not JSON (cut short by the token limit?)"
    try:
        cls = jsonschema.validators.validator_for(schema)
        error = jsonschema.exceptions.best_match(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(value))
    except jsonschema.exceptions.SchemaError:
        return None  # a schema the validator cannot read: the grammar was all there was to hold it
    return None if error is None else describe_schema_error(error).replace("argument", "field", 1)


def complete(
    messages: Sequence[Mapping[str, Any]],
    tools: Sequence[Mapping[str, Any]] | Registry | None = None,
    *,
    backend: Backend,
    tool_choice: str | Mapping[str, Any] = "auto",
    parallel_tool_calls: bool = True,
    config: AgentConfig | None = None,
    max_tokens: int = 256,
    sampling: SamplingParams = SamplingParams(),  # noqa: B008 - frozen
) -> dict[str, Any]:
    """The assistant's next message for `messages`, in OpenAI's shape."""
    return (
        Completer(backend, config)
        .reply(
            messages,
            tools,
            tool_choice=tool_choice,
            parallel_tool_calls=parallel_tool_calls,
            max_tokens=max_tokens,
            sampling=sampling,
        )
        .message
    )


def choose_tools(tools: Registry, choice: str | Mapping[str, Any]) -> tuple[Registry, bool]:
    """(the tools offered, whether a call is required) for a tool_choice; UsageError naming
    the field ("tool_choice: ...", "tool_choice.function.name: ...") when it is wrong."""
    if choice == "none":
        return Registry(), False
    if choice == "auto":
        return tools, False
    if choice == "required":
        if not len(tools):
            raise UsageError("tool_choice: 'required' needs at least one tool")
        return tools, True
    if isinstance(choice, Mapping):
        name = (choice.get("function") or {}).get("name") if isinstance(choice.get("function"), Mapping) else None
        if not isinstance(name, str):
            raise UsageError("tool_choice.function.name: required")
        if name not in tools:
            raise UsageError(f"tool_choice.function.name: {name!r} is not one of the tools")
        return tools.select([name]), True
    raise UsageError("tool_choice: expected 'none', 'auto', 'required' or {'type': 'function', 'function': {...}}")
