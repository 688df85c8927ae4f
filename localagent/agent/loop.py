"""The agent loop and its budgets: step after step until an answer or a limit.

Each step: taken through the run's session (session.py, which takes it in ../step.py), its
calls run (calls.CallRunner), the results appended to the transcript. The first step goes
through the policies (policies/) first: they choose the tools the run offers, may ask the
model narrower questions, add calls or decline. The loop stops on a final answer, a budget
(steps, tokens, time), or repeated calls, and always ends with an answer.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..backends.base import Backend, TextCallback
from ..errors import ContextOverflowError, GenerationError, ToolCallError, UsageError
from ..formats import Format
from ..formats.answer_end import end_answer, ended, whole_sentences
from ..formats.base import RESULTS_THOUGHT
from ..formats.modes import Mode
from ..formats.transcript import Segment
from ..grammar import GrammarBuilder
from ..policies import FirstStep, Pipeline, Policy
from ..policies.followup import standalone
from ..text import dominant_script, one_line
from ..tools.executor import Executor
from ..tools.preconditions import Ledger, PlanApprover, PlannedCall, keep_plan
from ..tools.registry import Registry
from ..trace import Tracer
from ..types import NO_FINAL_ANSWER, CallRecord, Message, RunResult, Step, StopReason, ToolCall, Usage
from .answer import (
    answering_results,
    as_the_reader_writes,
    cite,
    ground,
    has_answer,
    plain_results,
    sources_of,
    unsupported,
)
from .calls import CallRunner, name_calls, step_record
from .config import AgentConfig
from .guards import COPIED, REPEATED, CopiedGuard, call_key
from .scope import RUN_SCOPE, RunScope
from .session import Limits, Session

FORCED_THOUGHT = "I must answer now, using only the observations above."
FORCED_ANSWER_PROMPT = f"Thought: {FORCED_THOUGHT}\nFinal Answer:"
FORCED_ANSWER_TOKENS = 96
# After calls the code put together for a question stated whole (its arithmetic, conversion,
# date span, or a search of the user's notes with its own words), all answered: what is left
# is to say the answer, and the run holds it to those results. The model writes no step that
# could only search or calculate again (SmolLM2 searched the same words until the run stopped).
RESULTS_ANSWER_PROMPT = RESULTS_THOUGHT
COPIED_FEEDBACK = "That repeats the instructions' example; it does not answer the user. Answer the user's question."


@dataclass(frozen=True)
class RunParts:
    """What a run is made of: the agent's backend, format, tools and configuration, and the
    objects it keeps between runs (the executor, the policies, the grammars)."""

    backend: Backend
    fmt: Format
    mode: Mode
    tools: Registry
    config: AgentConfig
    tracer: Tracer
    executor: Executor
    policies: list[Policy]
    grammars: Callable[[Registry, bool], GrammarBuilder]
    profile: str = "full"  # what the policies may do for this model (policies.resolve_profile)
    plan_approver: PlanApprover = keep_plan  # plan mode: asked once about the irreversible calls


@dataclass(frozen=True)
class KeptPlan:
    """A run's plan kept for later (`RunResult.pending`): its planned calls, each with the check
    that allowed it, and the run to carry on with once the user decides (`Run.resume`)."""

    calls: list[PlannedCall]
    run: Run

    def carry_out(self, approved: Sequence[PlannedCall], on_text: TextCallback | None = None) -> RunResult:
        return self.run.resume(approved, on_text)


class Run:
    """The state of one run; discarded when it ends (or, with a plan kept, once it is settled)."""

    def __init__(
        self, parts: RunParts, question: str, history: Sequence[Message], on_text: TextCallback | None
    ) -> None:
        self.parts, self.cfg, self.fmt, self.tracer = parts, parts.config, parts.fmt, parts.tracer
        self.question, self.history, self.on_text = question, history, on_text
        self.usage = Usage()
        self.started = time.monotonic()
        self.limits = Limits(self.cfg.max_tokens_per_step, self.cfg.sampling, self.cfg.token_budget)
        self.steps: list[Step] = []
        self.failed_in_a_row = 0  # steps whose output or calls were all unusable
        self.retried = False  # an answer was refused once (it stated numbers no result gave)
        self.proposed = False  # the first step's calls were put together by a policy
        outer = RUN_SCOPE.get()  # a sub-agent's run: its checks and irreversible calls nest in the outer run's
        self.ledger = outer.ledger.nested() if outer is not None and outer.ledger is not None else Ledger()
        if self.ledger.parent is None:
            self.ledger.planning = self.cfg.plan
        self.plain = False  # answered as a plain chat (no tool fits): the model's own words, ended already
        # A follow-up ("and that times 2?") as the whole question it stands for, which the policies
        # read and the answer is held to; the model sees the conversation as it is.
        self.read = standalone(question, history) or question
        if self.read != question:
            self.tracer.emit("followup", question=question, read_as=self.read)
        self.first = FirstStep(
            self.read, history, parts.tools, dominant_script(question), self._ask, parallel=self.cfg.parallel > 1,
            instructions=self.fmt.system_prompt(parts.tools),
        )  # fmt: skip
        self.runner = CallRunner(
            parts.executor, parts.tools, self.tracer, self.cfg.repeat_limit, self.cfg.failure_limit, self.ledger,
            CopiedGuard(self.fmt.system_prompt(Registry([])), self.first.stated),
        )  # fmt: skip
        self.pipeline = Pipeline(parts.policies, self.first, self.tracer, checking=parts.profile == "check")
        self.offered = parts.tools
        # Plan mode: the planned calls kept for the user to decide on after the run (`resume`).
        self.kept: list[PlannedCall] = []
        self._resuming = threading.Lock()
        self.reason: StopReason = "final_answer"
        self.answer = ""

    def _start(self) -> None:
        """The tools the run offers, chosen by the policies, and the run's session for them
        (which refuses a question that cannot fit the context)."""
        self.offered = self.pipeline.offer()
        self.session = self._session(self.offered, self.question, self.on_text)

    def _session(self, tools: Registry, question: str, on_text: TextCallback | None) -> Session:
        return Session(
            self.parts.backend, self.fmt, tools, question, self.history, self.limits, self.tracer,
            self.parts.grammars, self.usage, on_text, self.started, FORCED_THOUGHT,
        )  # fmt: skip

    def _scope(self) -> RunScope:
        """What this run's calls may know of it (a sub-agent's run inside one: subagents.py)."""
        outer = RUN_SCOPE.get()

        def probe() -> None:  # raises when this run (or one it runs inside) was cancelled
            if outer is not None:
                outer.probe()
            if self.on_text is not None:
                self.on_text("")

        return RunScope(
            outer.depth + 1 if outer is not None else 0, self.tracer, self.parts.executor.approver, self.usage,
            self.started, self.cfg.token_budget, self.cfg.time_limit, self.question, probe, self.ledger,
        )  # fmt: skip

    # --- the loop --------------------------------------------------------------------

    def execute(self) -> RunResult:
        self.tracer.emit(
            "run_start", question=self.question, model=self.parts.backend.model_name,
            mode=self.parts.mode.label, tools=self.parts.tools.names,
        )  # fmt: skip
        scope = RUN_SCOPE.set(self._scope())
        try:
            self._start()
            reason, answer = self._loop()
            if self.ledger.plan and self.ledger.parent is None:
                answer = self._settle_plan(answer)
            answer = self._as_the_reader_writes(answer)
        except KeyboardInterrupt:
            reason, answer = "interrupted", self._honest_answer("interrupted")
        finally:
            RUN_SCOPE.reset(scope)
        self.reason, self.answer = reason, answer
        return self._result(reason, answer, self.steps, self.usage)

    def _as_the_reader_writes(self, answer: str) -> str:
        """The answer's decimals as the question writes them (answer.as_the_reader_writes)."""
        said = " ".join([*(m.content or "" for m in self.history if m.role == "user"), self.question])
        written = as_the_reader_writes(answer, said, [c for s in self.steps for c in s.calls])
        if written != answer:
            self.tracer.emit("answer", action="written", written=answer, answer=written,
                             reason="decimals written as the question writes them")  # fmt: skip
        return written

    def _result(self, reason: StopReason, answer: str, steps: list[Step], usage: Usage) -> RunResult:
        # An answer a search of the documents gave (a run stopped early answers with it) names
        # its sources as a final answer does.
        searched = {
            str(c.data["answer"]) for s in self.steps for c in s.calls
            if c.ok and isinstance(c.data, dict) and "found" in c.data and "answer" in c.data
        }  # fmt: skip
        sources = sources_of(self.steps, answer) if reason == "final_answer" or answer in searched else []
        kept = KeptPlan(list(self.kept), self) if self.kept else None
        result = RunResult(
            answer=cite(answer, sources), stop_reason=reason, steps=steps, usage=usage,
            seconds=time.monotonic() - self.started, model=self.parts.backend.model_name, mode=self.parts.mode.label,
            sources=sources, reply=answer, plan=[p.to_json() for p in self.kept], pending=kept,
        )  # fmt: skip
        self.tracer.emit(
            "stop", reason=reason, answer=answer, steps=len(steps),
            usage={"prompt_tokens": usage.prompt_tokens, "completion_tokens": usage.completion_tokens},
            seconds=round(result.seconds, 3),
        )  # fmt: skip
        return result

    def _loop(self) -> tuple[StopReason, str]:
        for number in range(1, self.cfg.max_steps + 1):
            exhausted = self._budget_exhausted()
            if exhausted is not None:
                return exhausted, self._forced_answer(exhausted)
            regenerate = self._should_regenerate()
            prompted = ""  # what this step's prompt added to the instructions (no answer either)
            after_repeat = self._repeated_answered()
            try:
                if number == 2 and self._results_answer() or after_repeat:
                    step, prompted = self._answer_step(number), RESULTS_ANSWER_PROMPT
                else:
                    step = self._step(number, constrained=self.parts.mode.constrained or regenerate)
            except GenerationError as exc:
                self.tracer.emit("error", error="GenerationError", message=str(exc))
                return "generation_error", self._honest_answer("generation_error", str(exc))
            if regenerate:
                step.repair_level = 5
                step.repairs.insert(0, f"generated under the grammar after {self.failed_in_a_row} failed steps")
            self.failed_in_a_row = self.failed_in_a_row + 1 if _failed(step) else 0
            self.steps.append(step)
            if step.final_answer is not None:
                answer, retry = self._finish(step.final_answer, prompted)
                if retry is None:
                    return "final_answer", self._held_to_results(answer, number)
                if after_repeat and (held := self._held_to_results("", number)):
                    return "final_answer", held  # the answer step said nothing: the results are the answer
                if prompted and retry == COPIED_FEEDBACK and (stated := self._results_statement()):
                    # Asked for the answer only, since the results answer: the model wrote nothing
                    # of its own (" I know the answer" after a search of the documents answered
                    # went on to list_dir("/path/to/list/of/files") until the repeats ended the run
                    # with exit 1): the results' statement is the answer.
                    self.tracer.emit("answer", action="grounded", written=step.final_answer, answer=stated,
                                     reason="the answer step said nothing of its own: the results' answer")  # fmt: skip
                    return "final_answer", stated
                # Not accepted: the model is told why, and writes another step.
                self.retried = True
                step.repairs.append("answer not accepted: " + retry)
                self.session.transcript.add(Segment(step.raw.removeprefix(self.fmt.prefill), error=retry))
            if number == 1 and (whole := self._whole_request_done(step)):
                return "final_answer", whole
            if self._only_copies() and any(c.error == REPEATED for c in step.calls):
                # The model wrote the example's call again after being told it was a copy: no tool
                # fits what it makes of the question, so it answers in its own words, as a plain
                # chat would (the README's `shout` example ended "repeated_call", exit 1).
                self.tracer.emit("forced_answer", reason="only_copies", answer="", without_tools=True)
                return "final_answer", self._answer_without_tools()
            if self.runner.exhausted:
                self.tracer.emit("budget", reason="repeated_call", repeats=self.runner.repeats.repeats)
                return "repeated_call", self._forced_answer("repeated_call")
        return "max_steps", self._forced_answer("max_steps")

    def _only_copies(self) -> bool:
        """Every call of the run so far copied the instructions (repeats of them aside)."""
        calls = [c for s in self.steps for c in s.calls if c.error != REPEATED]
        return bool(calls) and all(c.error == COPIED for c in calls)

    def _should_regenerate(self) -> bool:
        return (
            not self.parts.mode.constrained
            and self.parts.backend.supports_grammar
            and self.cfg.regenerate_after > 0
            and self.failed_in_a_row >= self.cfg.regenerate_after
        )

    def _budget_exhausted(self) -> StopReason | None:
        if self.cfg.token_budget is not None and self.usage.total >= self.cfg.token_budget:
            self.tracer.emit("budget", reason="token_budget", used=self.usage.total, budget=self.cfg.token_budget)
            return "token_budget"
        elapsed = time.monotonic() - self.started
        if self.cfg.time_limit is not None and elapsed >= self.cfg.time_limit:
            self.tracer.emit("budget", reason="time_limit", used=round(elapsed, 3), budget=self.cfg.time_limit)
            return "time_limit"
        return None

    # --- plan mode --------------------------------------------------------------------

    def _settle_plan(self, answer: str) -> str:
        """Plan mode, at the end of the run: the user approves the irreversible calls it planned,
        once (tools/preconditions.py). Approved, they run, and the model answers from their
        results; declined, none runs and the answer says so; neither (`ask --json`, `serve`),
        none runs and they are kept as the run's plan, to be carried out later (`resume`)."""
        plan = list(self.ledger.plan)
        decision = self.parts.plan_approver(plan)
        action = {True: "approved", False: "declined", None: "pending"}[decision]
        self.tracer.emit("plan", action=action, calls=[p.to_json() for p in plan])
        if decision is None:
            self.kept = plan
            # Whatever the model said of them ("Order 1042 is refunded."), the software says
            # what is true: none of them has run.
            waiting = "; ".join(p.describe() for p in plan)
            return f"{answer}\nNot done: waiting for approval: {waiting}"
        return self._carry_out(plan if decision else [], [] if decision else plan, answer)

    def _carry_out(self, approved: Sequence[PlannedCall], declined: Sequence[PlannedCall], answer: str) -> str:
        """The approved calls of a plan run, as a step of their own, and the model answers from
        their results; the declined ones do not run, and the transcript says so."""
        refused = "; ".join(p.describe() for p in declined)
        if not approved:
            return f"Nothing that cannot be undone was done: the plan was declined ({refused})."
        records = [p.carry_out() for p in approved]
        calls = [p.call for p in approved]
        step = Step(raw=self.fmt.calls_text(calls), format=self.fmt.name, calls=records)
        step.repairs.append(
            "the user approved the plan: its calls ran" if not declined
            else f"the user approved {len(approved)} of the plan's {len(approved) + len(declined)} calls: they ran"
        )  # fmt: skip
        self.steps.append(step)
        note = "The user approved these calls, and they ran."
        if declined:
            note += f" The user did not approve {refused}: it did not run."
        self.session.transcript.add(Segment(self.fmt.calls_text(calls), records=records, note=note))
        completion = self.session.answer_now(len(self.steps) + 1, FORCED_ANSWER_PROMPT, FORCED_ANSWER_TOKENS, True)
        if completion is not None and completion.text.strip():
            said, _ = self._finish(completion.text, FORCED_ANSWER_PROMPT)
            if said:
                return said
        ran = "; ".join(f"{r.tool} -> {one_line(r.observation, 80)}" for r in records)
        not_run = f" Not approved, not run: {refused}." if declined else ""
        return f"{answer} Approved and run: {ran}.{not_run}"

    def resume(self, approved: Sequence[PlannedCall], on_text: TextCallback | None = None) -> RunResult:
        """A run whose plan was kept, carried on once the user decided (`serve`): the `approved`
        calls of its plan run, the others do not, and the model answers from the results, its
        text streamed to `on_text`. The plan is settled by the first decision: a second one, or
        a call that was not in the plan, is a UsageError. The result holds what the resumed
        part did: its steps and its tokens."""
        with self._resuming:
            unknown = [p for p in approved if not any(p is k for k in self.kept)]
            if not self.kept or unknown:
                raise UsageError("that call is not pending in this run: its plan was settled already, or never held it")
            kept, self.kept = self.kept, []
        declined = [p for p in kept if not any(p is a for a in approved)]
        self.tracer.emit(
            "plan", action="approved" if approved else "declined", calls=[p.to_json() for p in approved],
            declined=[p.to_json() for p in declined],
        )  # fmt: skip
        self.on_text = self.session.on_text = on_text
        before, used = len(self.steps), Usage(self.usage.prompt_tokens, self.usage.completion_tokens)
        scope = RUN_SCOPE.set(self._scope())
        reason = self.reason
        try:
            answer = self._carry_out(approved, declined, self.answer)
        except KeyboardInterrupt:
            reason, answer = "interrupted", self._honest_answer("interrupted")
        finally:
            RUN_SCOPE.reset(scope)
        self.answer = answer
        return self._result(reason, answer, self.steps[before:], self._usage_since(used))

    # --- one step ----------------------------------------------------------------------

    def _step(self, number: int, constrained: bool) -> Step:
        step, put_together = (
            self._first_step(constrained) if number == 1 else (self._model_step(number, constrained), False)
        )
        if step.error is not None:
            self.session.transcript.add(Segment(step.raw.removeprefix(self.fmt.prefill), error=step.error))
        elif step.pending:
            step.calls, note = self.runner.run(step.pending)
            # Calls the policies put together stand in the transcript as if the model had written them.
            text = self.fmt.calls_text(step.pending) if put_together else step.raw.removeprefix(self.fmt.prefill)
            self.session.transcript.add(Segment(text, records=step.calls, note=note, content=step.content))
        return step

    def _results_answer(self) -> bool:
        """The first step's calls were put together by a policy, and each answered (its tool
        answers questions, and it succeeded)."""
        calls = self.steps[0].calls if self.steps else []
        return self.proposed and bool(calls) and all(c.ok and self._answers(c.tool) for c in calls)

    def _whole_request_done(self, step: Step) -> str:
        """The results of a first step whose every call the `quoted` policy wrote for a request
        that was that call whole ("Shout 'hello'"), each run: what the user asked for, written
        plainly ("HELLO"); "" otherwise. SmolLM2 answered its result with the thought written
        for the call, "I use a tool.", step after step."""
        done = [c for c in step.calls if c.ok]
        if not done or len(done) != len(step.calls) or any(c.policy != "quoted" for c in step.pending):
            return ""
        answer = plain_results([c.observation for c in done])
        self.tracer.emit("answer", action="grounded", answer=answer, reason="the request was this call, whole")
        return answer

    def _repeated_answered(self) -> bool:
        """A tiny model's last step only called again what it has the results of (SmolLM2 called
        current_time, then order_status, again and again after their results came, until the
        run stopped with no answer): the next step says the answer."""
        calls = self.steps[-1].calls if self.steps and self.parts.profile == "full" else []
        remembered = self.runner.repeats.results  # each call's first record (the guard's)
        return bool(calls) and all(
            c.error == REPEATED and (first := remembered.get(call_key(ToolCall(c.tool, c.arguments)))) is not None
            and first.ok
            for c in calls
        )  # fmt: skip

    def _held_to_results(self, answer: str, number: int) -> str:
        """A tiny model's answer (profile `full`, with grounding on) held to the results of the
        tools that do not declare their answer (answer.unsupported): asked once more for the
        answer only, then the results, written plainly. An answering tool's results are held
        by `ground` already; a search of the documents answers by its own rules."""
        if self.plain or not self.cfg.ground or self.parts.profile != "full":
            return answer
        records = [c for s in self.steps for c in s.calls]
        if any(has_answer(r) for r in records):
            return answer
        # What the answer answers: the last step's results (those before were steps on the way:
        # an order looked up, then refunded, is answered "Refunded.").
        last = next((s.calls for s in reversed(self.steps) if any(c.ok and c.error is None for c in s.calls)), [])
        results = [r.observation for r in last if r.ok and r.error is None]
        said = self.first.stated
        why = unsupported(answer, said, results)
        if not why:
            return answer
        self.tracer.emit("answer", action="refused", answer=answer, reason=why)
        completion = self.session.answer_now(number + 1, FORCED_ANSWER_PROMPT, FORCED_ANSWER_TOKENS, True)
        again = ended(completion.text, self.session.rules_with(FORCED_ANSWER_PROMPT)) if completion is not None else ""
        if again and not unsupported(again, said, results):
            self.tracer.emit("answer", action="ended", written=completion.text if completion else "", answer=again,
                             reason="asked once more, for the answer from the results")  # fmt: skip
            return again
        plain = plain_results(results)
        self.tracer.emit("answer", action="grounded", written=again or answer, answer=plain,
                         reason="the results are the answer, written plainly: " + why)  # fmt: skip
        return plain

    def _usage_since(self, before: Usage) -> Usage:
        """The run's tokens since `before` (what one step used)."""
        return Usage(
            self.usage.prompt_tokens - before.prompt_tokens, self.usage.completion_tokens - before.completion_tokens
        )

    def _answer_step(self, number: int) -> Step:
        """A step that only says the answer (RESULTS_ANSWER_PROMPT)."""
        before = Usage(self.usage.prompt_tokens, self.usage.completion_tokens)
        completion = self.session.answer_now(number, RESULTS_ANSWER_PROMPT, FORCED_ANSWER_TOKENS)
        text = completion.text if completion is not None else ""
        step = Step(raw=text, format=self.fmt.name, final_answer=text)
        step.repairs.append("the results answer the question: the model was asked for the answer only")
        # Every generated step is read in the trace; this one as an answer.
        self.tracer.emit(
            "parse", step=number, ok=True, format=self.fmt.name, repair_level=0, repairs=step.repairs, calls=[],
            final_answer=text,
        )  # fmt: skip
        step.usage = self._usage_since(before)
        return step

    def _model_step(self, number: int, constrained: bool) -> Step:
        grammar_tools = self.offered.select([n for n in self.offered.names if n in self.runner.tools.names])
        # Every offered tool was taken away (it kept failing): no grammar of calls is left to
        # constrain by, and the model is told so in the results it has.
        constrained = constrained and len(grammar_tools) > 0
        result = self.session.step(number, constrained, self.runner.tools, grammar_tools=grammar_tools)
        return step_record(self.fmt, result, number)

    def _first_step(self, constrained: bool) -> tuple[Step, bool]:
        """The first step, through the policies: True when the code put its calls together."""
        before = Usage(self.usage.prompt_tokens, self.usage.completion_tokens)
        if not len(self.offered):  # the policies left no tool the question calls for
            step = Step(raw="", format=self.fmt.name, final_answer=self._answer_without_tools())
            step.repairs.append("no tool offered: answered without tools")
            step.usage = self._usage_since(before)
            step.policies = [c.to_json() for c in self.pipeline.changes]
            return step, False
        calls = self.pipeline.propose()
        if calls is not None:
            self.proposed = True
            name_calls(calls, 1, self.fmt, again=True)
            step = Step(raw=self.fmt.prefill + self.fmt.calls_text(calls), format=self.fmt.name, pending=calls)
            put_together = True
        else:
            step = self._model_step(1, constrained)
            wider = self.pipeline.retry(step.pending, self.offered) if step.pending else None
            if wider is not None:
                self.offered = wider
                self.session = self._session(wider, self.question, self.on_text)
                step = self._model_step(1, constrained)
            put_together = False
            if step.pending and step.error is None and (feedback := self.pipeline.check(step.pending)):
                # `check`: the model's call states what the question does not; it is told, and writes again.
                step.error, step.pending = feedback, []
        # Revisions judge the model's calls; calls the policies put together from the question are
        # theirs already (a date span of "3 weeks ago" is days=-21, a value no word states).
        if step.pending and step.error is None and not self.proposed:
            calls, declined = self.pipeline.revise(step.pending, self.offered)
            if declined:
                step.pending = []
                step.repairs.append("declined: " + self.pipeline.changes[-1].detail)
                step.final_answer = self._answer_without_tools()
            elif len(calls) > len(step.pending):
                step.pending = calls
                name_calls(calls, 1, self.fmt, again=True)
                put_together = True
        step.usage = self._usage_since(before)
        step.policies = [c.to_json() for c in self.pipeline.changes]
        return step, put_together

    def _ask(self, question: str, tools: Registry, require_call: bool) -> list[ToolCall]:
        """The calls the model proposes for `question` asked on its own, in a new session.
        Under a grammar it must call a tool: asked alone, SmolLM2 answered requests in
        prose ("12 * 7 = 84") that it called a tool for within the whole question."""
        try:
            session = self._session(tools, question, None)
            result = session.step(1, self.parts.mode.constrained, tools, require_call=require_call)
        except (GenerationError, ContextOverflowError):
            return []
        return step_record(self.fmt, result, 1).pending

    def propose(self) -> Step:
        """The first step, stopped at the model's calls: each validated, none executed."""
        self._start()
        step, _ = self._first_step(self.parts.mode.constrained)
        for i, call in enumerate(step.pending, 1):
            try:
                self.parts.tools.get(call.tool).validate(call.arguments)
                step.calls.append(CallRecord(f"call_1_{i}", call.tool, call.arguments, True, ""))
            except ToolCallError as exc:
                step.calls.append(
                    CallRecord(f"call_1_{i}", call.tool, call.arguments, False, exc.feedback, "ToolCallError")
                )
        return step

    # --- answers ----------------------------------------------------------------------------

    def _finish(self, text: str, prompted: str = "") -> tuple[str, str | None]:
        """The answer the run gives for the model's `text`: cut where it ends, held to the
        results of answering tools (answer.py); or feedback for one more step instead.
        `prompted`: what the step's prompt added to the instructions, which is not an answer
        either ("I must answer now, using only the observations above." came back as one)."""
        if self.plain:  # no instructions were shown to copy, no tool ran to hold it to
            return text, None
        answer = ended(text, self.session.rules_with(prompted))
        if not answer:  # nothing left once the copied instructions are cut: not an answer
            self.tracer.emit("answer", action="refused", answer=text, reason="only the instructions, copied")
            return "", COPIED_FEEDBACK
        if not self.cfg.ground:
            return answer, None
        records = [c for s in self.steps for c in s.calls]
        grounding = ground(answer, records, self.read, self._answers, self.retried)
        if grounding.retry:
            self.tracer.emit("answer", action="refused", answer=answer, reason=grounding.retry)
            return answer, grounding.retry
        if grounding.changed or answer != text.strip():
            self.tracer.emit(
                "answer", action="grounded" if grounding.changed else "ended", written=text,
                answer=grounding.answer, reason=grounding.changed or "cut where the answer ends",
            )  # fmt: skip
        return grounding.answer, None

    def _results_statement(self) -> str:
        """What the answering tools' results state (answer.ground's statement), or ""."""
        records = [c for s in self.steps for c in s.calls]
        if not self.cfg.ground or not answering_results(records, self._answers, self.read):
            return ""
        return ground("", records, self.read, self._answers, self.retried).answer

    def _answers(self, name: str) -> bool:
        tool = self.parts.tools.find(name)
        return tool is not None and tool.answers

    def _answer_without_tools(self) -> str:
        """A question no tool fits, answered as in a plain chat (the ReAct scaffold's answer
        copied its instructions and example into the answer, or went off the point): the
        model's own words, a greeting said back included ("Good morning!"). Where the token limit
        cut it, it ends with its last whole sentence ("... bedroom is dark, quiet, and" was
        printed): the answer's tokens as a step's (256) cost 60% more time on the negative suite,
        most of it rambling in the languages the model writes poorly."""
        completion = self.session.answer_plainly(1, FORCED_ANSWER_TOKENS)
        self.plain = True
        if completion is None:
            return self._honest_answer("no_room")
        answer = end_answer(completion.text, "", self.question, echo=True)
        if completion.finish_reason == "length":
            answer = whole_sentences(answer)
        return answer or self._honest_answer("empty")

    def _forced_answer(self, reason: StopReason) -> str:
        """Ask once, without tools, for an answer from what the observations already say."""
        if any(c.ok for s in self.steps for c in s.calls):
            completion = self.session.answer_now(len(self.steps) + 1, FORCED_ANSWER_PROMPT, FORCED_ANSWER_TOKENS, True)
            if completion is not None and completion.text.strip():
                self.retried = True  # no more steps to take: an invented number is not answered
                answer, _ = self._finish(completion.text, FORCED_ANSWER_PROMPT)
                self.tracer.emit("forced_answer", reason=reason, answer=answer)
                return answer or self._honest_answer(reason)
        if self._only_copies() and reason == "max_steps":
            # Every call copied the instructions' example, each a different one (a copy written
            # again ends the run in _loop already): no tool fits what the model makes of the
            # question, so it answers in its own words, as a plain chat would.
            self.tracer.emit("forced_answer", reason=reason, answer="", without_tools=True)
            return self._answer_without_tools()
        return self._honest_answer(reason)

    def _honest_answer(self, reason: str, detail: str = "") -> str:
        why = {
            "max_steps": f"it reached the limit of {self.cfg.max_steps} steps",
            "token_budget": f"it used up the token budget of {self.cfg.token_budget}",
            "time_limit": f"it reached the time limit of {self.cfg.time_limit:g} s"
            if self.cfg.time_limit
            else "time ran out",
            "repeated_call": "the model kept repeating the same call",
            "generation_error": f"the model could not generate ({detail})",
            "interrupted": "it was interrupted",
            "no_room": "the context or the token budget left no room for an answer",
            "empty": "the model's answer was empty",
        }.get(reason, reason)
        done = [c for s in self.steps for c in s.calls if c.error != REPEATED]
        # A search of the documents answered before the run went astray (the model searched again
        # with words of its own, and again): what the first search answered is the answer, as
        # it would have been had the model stopped there.
        searched = [c for c in done if c.ok and isinstance(c.data, dict) and "found" in c.data and "answer" in c.data]
        if searched and reason in ("max_steps", "repeated_call", "no_room", "empty"):
            return str(searched[0].data["answer"])
        if done:
            listing = "; ".join(f"{c.tool} -> {one_line(c.observation, 80)}" for c in done[-5:])
            return f"{NO_FINAL_ANSWER}: the run stopped because {why}. Tool results so far: {listing}"
        return f"{NO_FINAL_ANSWER}: the run stopped because {why}, before any tool was called."


def _failed(step: Step) -> bool:
    """Nothing usable came out of the step: a parse error, or only calls the model got wrong."""
    if step.error is not None:
        return True
    return bool(step.calls) and all(c.error == "ToolCallError" for c in step.calls)
