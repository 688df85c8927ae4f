"""Where an answer ends (formats/answer_end.py) and what it must state (agent/answer.py): cut
by structure (a blank line, a label the instructions use, a line copied from them, a repeated
line, the question again), and held to the results of answering tools."""

from __future__ import annotations

import io
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from localagent.agent.answer import ground, plain_results, unsupported
from localagent.agent.guards import COPIED
from localagent.formats import get_format
from localagent.formats.answer_end import (
    AnswerWatch,
    EndedText,
    EndRules,
    end_answer,
    ended,
    ended_argument,
    instruction_labels,
    looping_tail,
    whole_sentences,
)
from localagent.tools.builtin import builtin_registry
from localagent.types import CallRecord

TOOLS = builtin_registry()
INSTRUCTIONS = get_format("react").system_prompt(TOOLS)
ANSWERS = {t.name for t in TOOLS if t.answers}.__contains__


def test_the_labels_come_from_the_instructions() -> None:
    assert {"Thought:", "Action:", "Action Input:", "Observation:", "Final Answer:"} <= instruction_labels(INSTRUCTIONS)


@pytest.mark.parametrize(
    "written, question, answer",
    [
        ("391", "What is 17 * 23?", "391"),
        ("391\n\nThis is a classic example of a mathematical identity.", "What is 17 * 23?", "391"),
        ("16\n\nThe answer is 16.", "whats 20 percent of 80", "16"),
        ("391\nThought: I need to calculate 12 * 7\nAction: calculator", "What is 17 * 23?", "391"),
        ("It is 84.\nUse the observations to answer. When you know the answer, write:", "12*7?", "It is 84."),
        ("Paris\nParis\nParis", "Capital of France?", "Paris"),
        (
            "I'm an assistant, here to help you.\nFinish Answer: I'm an assistant, here to help you.",
            "Hello! Who are you?",
            "I'm an assistant, here to help you.",
        ),
        ("Yes.\nYes, it is.", "Is it?", "Yes.\nYes, it is."),  # a short line inside a longer one is no repeat
        ("Was ist 12 mal 7?\n84", "Was ist 12 mal 7?", "84"),
        ("84\nWas ist 12 mal 7?", "Was ist 12 mal 7?", "84"),
        ("Steps:\n\n1. Mix.\n2. Bake.\n\nEnjoy your meal.", "How?", "Steps:\n\n1. Mix.\n2. Bake."),
        # A list goes on over blank lines while the next paragraph is its next item (three tips
        # asked for were cut after the first), and ends where it does not.
        (
            "1. Dark room.\n\n2. No coffee.\n\n3. Same hour.\n\nYou are a helpful assistant.",
            "Three tips?",
            "1. Dark room.\n\n2. No coffee.\n\n3. Same hour.",
        ),
        ("**1.** Dark.\n\n**2.** Quiet.", "Tips?", "**1.** Dark.\n\n**2.** Quiet."),
        ("- Dark.\n\n- Quiet.\n\nMore words.", "Tips?", "- Dark.\n\n- Quiet."),
        ("1. Dark.\n\n3. Quiet.", "Tips?", "1. Dark."),
        ("It is late.\n\n1. Dark.", "Tips?", "It is late."),
        ("1. Dark.\n\n", "Tips?", "1. Dark."),
        (
            "The sea is wide\nwaves fold into foam\nthe tide returns",
            "Write a haiku.",
            "The sea is wide\nwaves fold into foam\nthe tide returns",
        ),
        ("東京です。\n\n日本の首都は東京です。", "日本の首都はどこですか？", "東京です。"),
        # A line of the instructions' example, said as the answer, is copied, however short.
        ("12 * 7 is 84.", "Close ticket T-30 as resolved.", ""),
        ("It is done.\n12 * 7 is 84.", "Close ticket T-30.", "It is done."),
        ("84", "What is 12 * 7?", "84"),  # a right answer that happens to be in the example is no copy
        ("12 * 7 is 84.", "Was ist 12 mal 7?", "12 * 7 is 84."),
        ("So: Use the observations to answer. When you know the answer, write:", "Hi", ""),
    ],
)
def test_an_answer_ends_where_its_structure_says(written: str, question: str, answer: str) -> None:
    assert end_answer(written, INSTRUCTIONS, question) == answer


def test_the_watch_stops_generation_once_the_answer_has_ended() -> None:
    watch = AnswerWatch("Final Answer:", EndRules.of(INSTRUCTIONS, "What is 17 * 23?"))
    pieces = [" I know.\n", "Final Answer: ", "391", "\n", "\n", "This is"]
    said = [watch(p) for p in pieces]
    assert said == [False, False, False, False, True, True]


PIECES = [
    "391", "\n", "\n\n", " ", "Thought: x", "Final Answer:", "It is 391.", "What is 17 * 23?", "Hello!",
    "You are a helpful assistant. Use the tools you have.", "Steps:", "12 * 7 is 84.", "Paris", "I'm a human! ",
    "a mix of ", "a mix of a mix of ", "1. Mix.", "2. Bake.", "- Dark.",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=14), st.randoms(use_true_random=False))
def test_an_answer_streamed_is_the_answer_sent_whole(parts: list[str], rnd: random.Random) -> None:
    """EndedText passes on, piece by piece, exactly the text ended() gives for the whole: lines
    are kept or dropped whole, so the answer of the first lines is the start of the answer."""
    text = "".join(parts)
    rules = EndRules.of(f"{INSTRUCTIONS}\nYou are a helpful assistant. Use the tools you have.", "What is 17 * 23?")
    cuts = sorted(rnd.sample(range(len(text) + 1), min(len(text) + 1, rnd.randint(0, 8))))
    for echo in (False, True):
        out = io.StringIO()
        stream = EndedText(out, rules, echo)
        for start, end in zip([0, *cuts], [*cuts, len(text)]):
            stream.write(text[start:end])
        stream.finish()
        assert out.getvalue() == ended(text, rules, echo)


def test_a_greeting_said_back_is_an_answer_only_where_asked() -> None:
    assert end_answer("Good morning!", "", "Good morning!") == ""  # an echo is no answer to a question
    assert end_answer("Good morning!", "", "Good morning!", echo=True) == "Good morning!"  # a plain chat's
    assert end_answer("Good morning!\nHow are you?", "", "Good morning!", echo=True) == "How are you?"


CLIENT = "You are a helpful assistant. Use the tools you have.\n- multiply: Multiply two integers."
# A call's text argument (smolagents' final_answer) ends at a line copied from the instructions,
# and only there: its blank lines, repeated lines and other words are its own.
ARGUMENTS = [
    ("391\n\nYou are a helpful assistant. Use the tools you have.", "391"),
    ("391\nMultiply two integers.", "391"),
    ("391\n391\nYou are a helpful assistant. Use the tools you have.", "391\n391"),
    ("391\n\nYou can use the multiply tool to calculate 17 * 23.", "391\n\nYou can use the multiply tool to calculate 17 * 23."),
    ("def f():\n    return 1\n\ndef f():\n    return 1\n", "def f():\n    return 1\n\ndef f():\n    return 1\n"),
    ("You are a helpful assistant. Use the tools you have.", "You are a helpful assistant. Use the tools you have."),  # all copied: left as written
    ("Use the tools", "Use the tools"),  # too short to be a copy
    ("", ""),
]  # fmt: skip


@pytest.mark.parametrize("written, kept", ARGUMENTS)
def test_a_calls_text_argument_ends_only_at_a_copied_line(written: str, kept: str) -> None:
    assert ended_argument(written, EndRules.of(CLIENT, "What is 17 * 23?")) == kept


def record(tool: str, arguments: dict, answer: str, value: object, ok: bool = True) -> CallRecord:
    return CallRecord(
        "c",
        tool,
        arguments,
        ok,
        answer if ok else "calculator: refused",
        None,
        {"answer": answer, "value": value} if ok else None,
    )


CALC = record("calculator", {"expression": "17 * 23"}, "391", 391)


@pytest.mark.parametrize(
    "answer, records, question, grounded",
    [
        ("391", [CALC], "What is 17 * 23?", "391"),
        ("17 * 23 = 391.", [CALC], "What is 17 * 23?", "17 * 23 = 391."),
        ("It is 312.", [CALC], "What is 17 * 23?", "391"),  # contradicts the result
        # the result with float noise (SmolLM2 in native mode): written as the result
        ("391.0000000000000001", [CALC], "What is 17 * 23?", "391"),
        ("It is 391.000000001.", [CALC], "What is 17 * 23?", "It is 391."),
        ("391.5", [CALC], "What is 17 * 23?", "391"),  # a number no result gave: as before
        # the result said to be itself (the example's "12 * 7 is 84." with the result both sides): once
        ("391 is 391.", [CALC], "What is 17 * 23?", "391."),
        ("391 ist 391", [CALC], "Was ist 17 mal 23?", "391"),
        (
            "2026-06-13 is 2026-06-13 (Saturday)",
            [record("date_math", {"start": "2026-03-05", "days": 100}, "2026-06-13 (Saturday)", "2026-06-13")],
            "What date is 100 days after 2026-03-05?",
            "2026-06-13 (Saturday)",
        ),
        (
            "0.30000000000000004",
            [record("calculator", {"expression": "0.1 + 0.2"}, "0.3", 0.3)],
            "What is 0.1 + 0.2?",
            "0.3",
        ),
        ("The answer is above.", [CALC], "What is 17 * 23?", "391"),
        (
            "About 6.2 miles.",
            [record("convert_units", {"value": 10, "from_unit": "km", "to_unit": "mi"}, "10 km = 6.2137 mi", 6.2137)],
            "10 km in miles?",
            "About 6.2 miles.",
        ),
        # a call on numbers the question never gave does not answer it
        (
            "Hello, I am an assistant.",
            [record("calculator", {"expression": "12 * 7"}, "84", 84)],
            "Hello! Who are you?",
            "Hello, I am an assistant.",
        ),
        # a chain: the first result fed the second; the second answers
        (
            "32",
            [
                record("calculator", {"expression": "0.25 * 80"}, "20", 20),
                record("calculator", {"expression": "20 + 12"}, "32", 32),
            ],
            "What is 25% of 80, plus 12?",
            "32",
        ),
    ],
)
def test_the_answer_states_the_results_that_answer(answer: str, records: list, question: str, grounded: str) -> None:
    assert ground(answer, records, question, ANSWERS, retried=False).answer == grounded


def test_a_call_a_reader_wrote_answers_though_a_number_of_it_is_a_word() -> None:
    # "вчетвером" (the four of us) is the reader's 4: its call computes on what the question gave,
    # and an answer going on from the result ("15500 / 4 = 4000.") is held to it.
    question = "Снимаем квартиру вчетвером за 62 000 ₽ в месяц. Сколько платит каждый?"
    written = record("calculator", {"expression": "62000 / 4"}, "15500", 15500)
    written.policy = "arithmetic"
    assert ground("15500 / 4 = 4000.", [written], question, ANSWERS, retried=False).answer == "15500"
    # The same call written by the model, whose 4 the question does not state in digits, is not held.
    model = record("calculator", {"expression": "62000 / 4"}, "15500", 15500)
    assert ground("15500 / 4 = 4000.", [model], question, ANSWERS, retried=False).answer == "15500 / 4 = 4000."


F_TO_C = record("convert_units", {"value": 350, "from_unit": "F", "to_unit": "C"}, "350 F = 176.6667 C", 176.66666667)


@pytest.mark.parametrize(
    "answer, question, grounded",
    [
        # asked rounded: the result is stated so, and an answer that states it otherwise is replaced
        ("350 F = 176.6667 C", "350 F in Celsius, rounded to the nearest degree?", "350 F = 177 C"),
        ("It is about 177 °C.", "350 F in Celsius, rounded to the nearest degree?", "It is about 177 °C."),
        ("176.6667", "350 F in Celsius? Round to 2 decimal places.", "350 F = 176.67 C"),
        # not asked rounded, or "rounded" with no decimals said: as before
        ("350 F = 176.6667 C", "350 F in Celsius?", "350 F = 176.6667 C"),
        ("About 177 °C.", "350 F in Celsius, roughly?", "About 177 °C."),
    ],
)
def test_a_result_asked_rounded_is_stated_rounded(answer: str, question: str, grounded: str) -> None:
    assert ground(answer, [F_TO_C], question, ANSWERS, retried=False).answer == grounded


def test_after_a_refused_call_an_invented_number_is_not_answered() -> None:
    refused = [record("calculator", {"expression": "15% of 240 = x"}, "", None, ok=False)]
    first = ground("32", refused, "What is 15% of 240?", ANSWERS, retried=False)
    assert first.retry.startswith("You have no result yet: calculator: refused")
    second = ground("32", refused, "What is 15% of 240?", ANSWERS, retried=True)
    assert second.answer == "I could not work that out: calculator: refused"
    assert ground("I cannot tell.", refused, "What is 15% of 240?", ANSWERS, retried=False).retry == ""
    # The run's own correction of a call that copied the instructions' example is the model's to
    # read, not the user's: it was printed as the answer.
    copied = [CallRecord("c1", "calculator", {"expression": "12 * 7"}, False,
                         "'12 * 7' is from your instructions' example, not from the user's question", COPIED)]  # fmt: skip
    assert ground("10", copied, "I'm 34 and she is 31. How many years older am I?", ANSWERS, True).answer == (
        "I could not work that out."
    )


def test_a_sentence_said_again_within_a_line_ends_the_answer() -> None:
    assert end_answer("I'm a human! I'm a human! I'm a", INSTRUCTIONS, "Who are you?") == "I'm a human!"
    assert end_answer("3.5 kg. That is 3.5 kg.", INSTRUCTIONS, "?") == "3.5 kg. That is 3.5 kg."


@pytest.mark.parametrize(
    ("written", "answer"),
    [
        ("The dog is a mix of a mix of a mix of a mix of a mix of a", "The dog is a mix of"),
        ("Rex is a fine name. He is a mix of a mix of a mix of a mix of a", "Rex is a fine name."),
        ('It is a fallacy of "word" and "word" ' * 50, 'It is a fallacy of "word" and "word"'),
        ("no no no no no no no no no no", "no"),
        ("ha ha ha ha", "ha ha ha ha"),  # one word four times: a laugh, not yet a loop
        ("| --- | --- | --- | --- | --- |", "| --- | --- | --- | --- | --- |"),  # no word: a table
        ("very very very good", "very very very good"),
    ],
)
def test_the_same_words_four_times_in_a_row_end_a_line(written: str, answer: str) -> None:
    """No sentence ends inside such a loop, so the sentence rule never saw it: 3,316 tokens."""
    assert end_answer(written, INSTRUCTIONS, "Summarize.") == answer


def test_the_watch_stops_a_line_that_loops_before_it_ends() -> None:
    watch = AnswerWatch("", EndRules.of("", "Name my dog."))
    said = [watch(p) for p in ["A mix ", "of a mix ", "of a mix of a mix ", "of a mix"]]
    assert said == [False, False, False, True]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ('{"from_unit": "cm, from_unit' + "_to_value_to_unit" * 4, '{"from_unit": "cm, from_unit_to_value_to'),
        ("2 100} " + "2 100 ₽, " * 6, "2 100} 2 100 ₽,"),
        ("The total is " + "1, " * 16, "The total is 1,"),
        ("391", None),
        ("2 100 ₽, 2 100 ₽, 2 100 ₽", None),  # three sayings, 26 characters: not yet
        ("=" * 60, None),  # one character said again: a rule, not a loop
        ("|---" * 15, None),  # no letter or digit: a table's line
        ("ab" * 23, None),  # four times, but under LOOP_CHARS
    ],
)
def test_a_text_ending_in_a_piece_said_again_and_again_loops(text: str, kept: str | None) -> None:
    """Where no words separate the sayings (_looping counts words): a call's argument or an
    answer of figures. The first saying is kept."""
    at = looping_tail(text)
    assert (text[:at] if at is not None else None) == kept


def test_a_piece_the_question_says_again_and_again_is_copied_not_looped() -> None:
    question = "What is " + "1+" * 30 + "1?"
    rules = EndRules.of(INSTRUCTIONS, question)
    written = "1+" * 30 + "1"
    assert looping_tail(written) is not None
    assert looping_tail(written, rules.asked, rules.told) is None
    assert ended(written, rules) == written


@pytest.mark.parametrize(
    ("constrained", "start", "loops"),
    [(False, "", True), (True, " I convert.", True), (True, "", False)],
)
def test_the_watch_stops_a_call_whose_argument_loops_but_in_a_grammars_first_stage(
    constrained: bool, start: str, loops: bool
) -> None:
    """A grammar's first stage (nothing generated before it) bounds the thought itself: the
    watch leaves it to the bound; free text and a constrained step's continuation it stops."""
    rules = EndRules.of(INSTRUCTIONS, "5 foot 11 in cm?")
    watch = AnswerWatch("Final Answer:", rules, start=start, constrained=constrained)
    pieces = ['Action: convert_units\nAction Input: {"value": 12.1, "from_unit": "cm, from_unit']
    pieces += ["_to_value", "_to_unit"] * 4
    said = [watch(p) for p in pieces]
    assert said[-1] is loops and said[0] is False


def test_a_text_the_watch_cut_for_a_loop_is_a_cut_text() -> None:
    """Not finished: "length", and `looped` (a call in it is never run: step.read_step)."""
    from localagent.formats.answer_end import cut_if_looped
    from localagent.types import Completion

    watch = AnswerWatch("Final Answer:", EndRules.of(INSTRUCTIONS, "Order 2 of A-100"))
    for piece in ['Action Input: {"items": [', *['{"sku": "A-100", "quantity": 2}, '] * 4]:
        watch(piece)
    cut = cut_if_looped(Completion("...", 10, 40), watch)
    assert (cut.finish_reason, cut.looped) == ("length", True)
    ended = AnswerWatch("Final Answer:", EndRules.of(INSTRUCTIONS, "?"))
    ended("Final Answer: 391\n\nYou are a helpful assistant.\n")
    assert ended.ended and cut_if_looped(Completion("391", 10, 4), ended).finish_reason == "stop"


def test_an_answer_of_figures_said_again_and_again_is_said_once() -> None:
    assert end_answer("2 100 ₽, " * 8, INSTRUCTIONS, "Насколько подешевели?") == "2 100 ₽,"


def test_a_refused_repeat_is_not_a_failed_call() -> None:
    repeat = CallRecord(
        "c2", "calculator", {"expression": "17*23"}, False, "you already called calculator", "RepeatedCall"
    )
    assert ground("391", [CALC, repeat], "What is 17 * 23?", ANSWERS, retried=True).answer == "391"
    assert ground("It is 12.", [repeat], "What is 17 * 23?", ANSWERS, retried=True).answer == "It is 12."


def test_a_number_beside_the_result_that_nothing_gave_contradicts_it() -> None:
    calc = record("calculator", {"expression": "15 + 27"}, "42", 42)
    assert ground("15 + 42 = 47", [calc], "Сколько будет 15 плюс 27?", ANSWERS, retried=False).answer == "42"
    assert ground("15 + 27 = 42", [calc], "Сколько будет 15 плюс 27?", ANSWERS, retried=False).answer == "15 + 27 = 42"
    span = record("date_math", {"start": "2026-07-14", "end": "2026-08-15"}, "32 days", 32)
    question = "Combien de jours entre le 2026-07-14 et le 2026-08-15 ?"
    kept = ground("32 days", [span], question, ANSWERS, retried=False)
    assert kept.answer == "32 days" and not kept.changed
    # A decimal is not a thousands group: "6.2137" read as 62137 once let "62.137" pass as given.
    miles = record("convert_units", {"value": 10, "from_unit": "km", "to_unit": "mi"}, "10 km = 6.2137 miles", 6.2137)
    wrong = ground("10 * 6.2137 = 62.137 miles", [miles], "Convert 10 km to miles", ANSWERS, retried=False)
    assert wrong.answer == "10 km = 6.2137 miles" and "no result gave" in wrong.changed


def test_a_search_of_the_notes_answers_with_the_passage_it_found() -> None:
    """search_docs answers: an answer that does not state the passage's line is replaced by it
    (with its file); one that quotes it is kept."""
    line = "The guest Wi-Fi network is called Harbor-Guest. Its password is tidepool-4821."
    search = record("search_docs", {"query": "guest wifi password"}, f"{line} (network.md)", line)
    answers = {"search_docs"}.__contains__
    assert ground("4821", [search], "guest wifi password?", answers, retried=False).answer == f"{line} (network.md)"
    quoted = f"Your notes say: {line}"
    assert ground(quoted, [search], "guest wifi password?", answers, retried=False).answer == quoted


def test_a_percentage_call_answers_though_it_divides_by_100() -> None:
    """The arithmetic policy writes "15% of 240" as (15/100)*240: 100 is the question's too, as
    the calculator reads it, so the result answers and a made-up number is replaced."""
    call = record("calculator", {"expression": "(15/100)*240"}, "36", 36)
    assert ground("24", [call], "What is 15% of 240?", ANSWERS, retried=False).answer == "36"


def test_a_percentage_asked_answers_though_its_call_scales_by_100() -> None:
    """A change asked as a percentage is computed "* 100"; the question says "Prozent", so 100 is
    its scale, and an answer that states only one of the amounts gives way to the result."""
    call = record("calculator", {"expression": "abs(3392 - 3200) / 3200 * 100"}, "6", 6)
    question = "Mein Bruttogehalt steigt von 3.200 € auf 3.392 €. Um wie viel Prozent ist das mehr?"
    assert ground("3.392", [call], question, ANSWERS, retried=False).answer == "6"
    made_up = record("calculator", {"expression": "3392 / 3200 * 100"}, "106", 106)
    assert (
        ground("3.392", [made_up], "Mein Gehalt: 3.200 € und 3.392 €. Was ist mehr?", ANSWERS, False).answer == "3.392"
    )


def test_a_measure_in_two_units_gives_its_value_to_the_call() -> None:
    """ "5 feet 10 inches" is 70 inches: the conversion of 70 computes on the question's measure."""
    call = record("convert_units", {"value": 70, "from_unit": "inches", "to_unit": "cm"}, "177.8 cm", 177.8)
    assert ground("5 feet", [call], "How many cm is 5 feet 10 inches?", ANSWERS, retried=False).answer == "177.8 cm"


def test_a_date_before_another_answers_though_its_days_are_negative() -> None:
    """ "5 days before" is days=-5: the call computes on the question's 5."""
    call = record("date_math", {"start": "2026-03-03", "days": -5}, "2026-02-26 (Thursday)", "2026-02-26 (Thursday)")
    question = "What date is 5 days before 2026-03-03?"
    assert ground("2026-03-02", [call], question, ANSWERS, retried=False).answer == "2026-02-26 (Thursday)"


def test_a_date_the_question_writes_in_words_gives_the_calls_numbers() -> None:
    """ "25 aprile 1945" is 1945-04-25: the call's 4 is the question's, so its result answers
    (the answer "1945" was kept: the weekday asked was never said)."""
    call = record("date_math", {"start": "1945-04-25"}, "1945-04-25 (Wednesday)", "1945-04-25 (Wednesday)")
    question = "Che giorno della settimana era il 25 aprile 1945?"
    assert ground("1945", [call], question, ANSWERS, retried=False).answer == "1945-04-25 (Wednesday)"


def test_todays_date_fed_into_a_later_call_is_a_step_on_the_way() -> None:
    now = record("current_time", {}, "Thursday, 2026-12-03, 13:05", "2026-12-03")
    span = record("date_math", {"start": "2026-12-03", "end": "2026-12-24"}, "21 days", 21)
    answers = {"current_time", "date_math"}.__contains__
    question = "How many days from today until 2026-12-24?"
    assert ground("It is 3 days.", [now, span], question, answers, retried=False).answer == "21 days"


@pytest.mark.parametrize(
    "answer, grounded",
    [
        ("today's date is 2023-01-01.", "2026-12-03T10:00:00+00:00 (Thursday)"),  # contradicted: the result is said
        ("It is 2026-12-03.", "It is 2026-12-03."),  # the result's date: kept
        ("Thursday.", "Thursday."),  # the result's weekday: kept
        ("Monday", "2026-12-03T10:00:00+00:00 (Thursday)"),  # a weekday no result said: contradicted
        ("Today is Thursday, not Monday.", "2026-12-03T10:00:00+00:00 (Thursday)"),
        ("Donnerstag.", "Donnerstag."),  # only the tools' own (English) names are read
        ("12:00 AM.", "2026-12-03T10:00:00+00:00 (Thursday)"),  # a time no result said
        ("It is 10:00.", "It is 10:00."),  # the result's time: kept
        ("It is 10:00 am on Thursday.", "It is 10:00 am on Thursday."),
    ],
)
def test_a_date_no_result_said_gives_way_to_the_results_that_say_dates(answer: str, grounded: str) -> None:
    now = CallRecord("c", "current_time", {}, True, "2026-12-03T10:00:00+00:00 (Thursday)")
    result = ground(answer, [now], "What is today's date?", ANSWERS, retried=False)
    assert result.answer == grounded and bool(result.changed) == (answer != grounded)
    asked = ground("From 2026-01-05 it is 2026-12-03.", [now], "What is 2026-01-05 plus 332 days?", ANSWERS, False)
    assert asked.answer == "From 2026-01-05 it is 2026-12-03."  # a date the question gave is no contradiction


@pytest.mark.parametrize(
    "answer,question,expected",
    [
        ("12 × 7 = 84입니다", "5 더하기 3은 얼마예요?", ""),
        ("12乘7等于84", "5加3等于多少？", ""),
        ("12 * 7 ist 84.", "Wie spät ist es?", ""),
        ("12 * 7 is 84.", "Was ist 12 mal 7?", "12 * 7 is 84."),  # the question's own numbers: an answer
        ("17 * 23 = 391", "What is 17 * 23?", "17 * 23 = 391"),
    ],
)
def test_the_worked_example_is_no_answer_in_any_script(answer: str, question: str, expected: str) -> None:
    from localagent.formats.react import ReactFormat
    from localagent.tools.builtin import builtin_registry

    instructions = ReactFormat().system_prompt(builtin_registry())
    assert end_answer(answer, instructions, question) == expected


def test_an_answer_that_the_documents_do_not_say_cites_the_places_it_names() -> None:
    from localagent.agent.answer import sources_of
    from localagent.types import CallRecord, Step

    statement = "The documents do not say this plainly; the closest: library/os.html:10-11 (os.getcwd()), a.md:3-4"
    closest = [{"path": "library/os.html", "lines": "10-11", "heading": "os.getcwd()", "excerpt": "Return it."},
               {"path": "a.md", "lines": "3-4", "heading": "", "excerpt": "pwd"}]  # fmt: skip
    shown = [*closest, {"path": "cgi.html", "lines": "5-6", "heading": "x", "excerpt": "Format it in HTML."}]
    data = {"answer": statement, "value": statement, "found": False, "cited": closest, "sources": closest + shown}
    step = Step(raw="", format="react", calls=[CallRecord("1", "search_docs", {}, True, statement, data=data)])
    assert [s["path"] for s in sources_of([step], statement)] == ["library/os.html", "a.md"]


def test_an_answer_stating_the_searchs_sentence_cites_its_line() -> None:
    from localagent.agent.answer import sources_of
    from localagent.types import CallRecord, Step

    statement = "change_cwd(): A context manager that changes the current directory. (library/test.html:1835)"
    cited = [{"path": "library/test.html", "lines": "1835", "heading": "change_cwd()", "excerpt": "A context"}]
    shown = [{"path": "cgi.html", "lines": "5-6", "heading": "x", "excerpt": "Format the current directory in HTML."},
             {"path": "library/test.html", "lines": "1834-1837", "heading": "change_cwd()", "excerpt": "A context"}]  # fmt: skip
    data = {"answer": statement, "value": "A context manager", "found": True, "cited": cited, "sources": cited + shown}
    step = Step(raw="", format="react", calls=[CallRecord("1", "search_docs", {}, True, statement, data=data)])
    assert [(s["path"], s["lines"]) for s in sources_of([step], statement)] == [("library/test.html", "1835")]


# --- an answer held to what other tools returned (answer.unsupported) ------------------------

WEATHER = json.dumps({"city": "Paris", "temp_c": 18, "sky": "light rain"})
CLOCK = "2026-12-06T20:23:32+00:00 (Sunday)"
ORDER = json.dumps({"order_id": "1042", "status": "shipped", "carrier": "DHL", "eta": "2026-12-09"})


@pytest.mark.parametrize(
    ("answer", "said", "results", "held"),
    [
        # What SmolLM2 answered after results (the tour of 2026-12-06), each unsupported:
        ("18 * 12 is 196", "What's the weather in Paris?", [WEATHER], "a number no result gave"),
        ("1042 is a shipping address.", "Where is my order 1042?", [ORDER], "says nothing the results say"),
        ("3310 is a tool.", "Status of order 3310?", ['{"status": "processing"}'], "says nothing"),
        ("I need to know the weather in Paris", "What's the weather in Paris?", [WEATHER], "says nothing"),
        ("yes", "Is it raining in Berlin?", ['{"temp_c": 7, "sky": "overcast", "rain": false}'], "says nothing"),
        # Answers that say what a result says, in its words or in another form of them:
        ("It is 18 °C with light rain.", "What's the weather in Paris?", [WEATHER], ""),
        ("18", "How warm is it in Paris?", [WEATHER], ""),
        ("The order shipped with DHL.", "Where is my order 1042?", [ORDER], ""),
        ("It is processing.", "Status of order 3310?", ['{"status": "process"}'], ""),
        ("14:05", "What time is it in Tokyo?", ['{"time": "14:05", "timezone": "JST"}'], ""),
        ("391", "What is 17 times 23?", ["391"], ""),
        # Results in prose, or that add nothing the user did not say, hold no value to miss:
        ("Refunded.", "Refund order 1042", ["refund issued for order 1042"], ""),
        ("Done.", "Send it", ["ok"], ""),
        ("Done.", "Look up order 1042", ['{"order_id": "1042", "found": true}'], ""),
        ("Anything.", "q", [""], ""),
        # The clock's result in prose says a date: the answer says its date, weekday or time.
        ("I am not sure", "Welcher Tag ist heute?", [CLOCK], "says none of the date, weekday or time"),
        ("12 * 7 is 84.", "What day is it?", [CLOCK], "says none of the date"),
        ("It is Sunday.", "What day is it?", [CLOCK], ""),
        ("It's 8:23 pm.", "What time is it?", [CLOCK], ""),
        ("Today is 2026-12-06.", "What is the date?", [CLOCK], ""),
        ("Fixed in 2.14.1.", "Is bug 912 fixed?", ['{"status": "Resolved", "fix_version": "2.14.1"}'], ""),  # a version
        # A short result in prose says its values as JSON does: a number it does not say is invented
        # (the tour of 2026-12-07: "Sunny, 22 degrees Celsius, light breeze." answered "78." via serve).
        ("78.", "Weather in Paris?", ["Sunny, 22 degrees Celsius, light breeze."], "a number no result gave"),
        ("Refunded 250 euros.", "Refund order 1042", ["refund issued for order 1042"], "a number no result gave"),
        ("It is sunny and 22 °C.", "Weather in Paris?", ["Sunny, 22 degrees Celsius, light breeze."], ""),
        ("1. Take sunglasses.\n2. Drink water.", "Weather in Paris?", ["Sunny, 22 degrees Celsius."], ""),  # a list
        ("It has 12 chapters.", "What does the guide say?", ["A page of the guide. " * 20], ""),  # a page read
        ("It is 391.", "What is 17 * 23?", [], ""),  # no result to hold it to
        # ... but beside a structured result, a number no one said is invented:
        ("Refunded 250 euros.", "Refund order 1042", ['{"refunded": true}'], "a number no result gave"),
    ],
)  # fmt: skip
def test_an_answer_after_results_says_what_they_say(answer: str, said: str, results: list[str], held: str) -> None:
    why = unsupported(answer, said, results)
    assert (held in why and why != "") if held else why == ""


@pytest.mark.parametrize(
    ("results", "plain"),
    [
        ([WEATHER], "city: Paris, temp_c: 18, sky: light rain"),
        (['{"order": {"id": 7, "items": ["pen", "ink"]}, "paid": true, "note": null}'],
         "order.id: 7, order.items: pen, ink, paid: true, note: null"),
        (["391", "  Sunny.  "], "391\nSunny."),
        (['[{"a": 1}, {"a": 2}]'], "a: 1, a: 2"),
    ],
)  # fmt: skip
def test_results_written_plainly(results: list[str], plain: str) -> None:
    assert plain_results(results) == plain


def test_any_kept_answer_that_says_a_value_is_itself_says_it_once() -> None:
    clock = CallRecord("c", "current_time", {}, True, CLOCK)  # the clock declares no answer
    grounded = ground("2026-12-06T20:23:32 is 2026-12-06T20:23:32.", [clock], "What day is it today?", ANSWERS, False)
    assert grounded.answer == "2026-12-06T20:23:32." and grounded.changed


@pytest.mark.parametrize(
    ("cut", "whole"),
    [
        ("1. **Rest**: go to bed early.\n\n2. **Dark**: keep your bedroom dark, quiet, and", "1. **Rest**: go to bed early."),
        ('Say "hi." Then', 'Say "hi."'),
        ("It costs 5. Then we", "It costs 5."),
        ("他说。然后", "他说。"),
        ("It is 3.5 kg and", "It is 3.5 kg and"),  # no whole sentence: as it is
        ("Done.", "Done."),
        ("1. Sleep", "1. Sleep"),
    ],
)  # fmt: skip
def test_a_text_the_token_limit_cut_ends_with_its_last_whole_sentence(cut: str, whole: str) -> None:
    assert whole_sentences(cut) == whole
