"""Where an answer ends: the rules every path that answers holds a model's text to (the
agent's loop, complete() and serve, streamed or not), decided by structure, never by a list of
words:
- at the end of its first paragraph (a blank line after some text), unless that paragraph
  ends with a colon (it introduces what follows) or with a list's item and the next paragraph
  is the list's next item ("1. ...\n\n2. ...": three tips asked for were cut after the first);
- at a line that starts with one of the labels the instructions use at a line's start
  (`Thought:`, `Action:`, `Observation:` ... whatever this format's prompt has): the model
  has gone back to writing the scratchpad;
- at a line copied from the instructions (the format's, the client's system message, the
  tool descriptions), or stating two numbers of a line of their worked example that the
  question does not state (in any language: "12 × 7 = 84입니다"), at a line repeating an
  earlier line of the answer (alone or within more words), and at a line that repeats the
  question (a leading echo of the question is dropped).
A call's text argument ends only at a line copied from the instructions (`ended_argument`):
an answer a client takes as a call (smolagents' `final_answer`) says nothing of its prompt.

"391\n\nYou are a helpful assistant. Use the tools you have." ends after "391".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import IO, Any

from ..text import normalize, numbers_in
from ..tools.arithmetic_words import rewrite
from ..types import Completion

MIN_COPIED_LINE = 16  # shorter lines ("Thought: I know") are too common to count as copied
MIN_EXAMPLE_LINE = 8  # a whole line of the instructions this long, said as an answer line, is copied


def instruction_labels(instructions: str) -> frozenset[str]:
    """The labels the instructions put at a line's start (`Final Answer:`, `Action Input:`)."""
    found = re.findall(r"(?m)^[ \t]*([A-Z][\w]*(?: [A-Z]?[\w]+){0,2}):", instructions)
    return frozenset(label + ":" for label in found)


@dataclass(frozen=True)
class EndRules:
    """What the rules compare an answer with, prepared once per question: the instructions'
    labels, the instructions and the question, normalised."""

    labels: tuple[str, ...]
    told: str
    asked: str
    # The instructions' lines as they would be said, their labels taken off ("Final Answer:
    # 12 * 7 is 84." → "12 * 7 is 84."): an answer line that is one of them is the example
    # copied, however short (SmolLM2 answered "Close ticket T-30 as resolved" with it).
    lines: frozenset[str] = frozenset()
    # The numbers of each line of the instructions' worked example (a line with one of their
    # labels) that states two or more ("Final Answer: 12 * 7 is 84."), unless the question
    # states one: an answer line stating two of one of them is the worked example said again,
    # in whatever language or script ("12 × 7 = 84입니다", "12乘7等于84").
    examples: tuple[frozenset[float], ...] = ()
    # `EndRules.of(..., given=...)`: the whole conversation is known (the question, earlier
    # messages, the tool results), so a line whose every number is one of an example's and said
    # nowhere in it is the example too, one number is enough: after a weather report SmolLM2
    # answered "84." (the example's 12 * 7).
    lone: bool = False

    @classmethod
    def of(cls, instructions: str, question: str, given: str | None = None) -> EndRules:
        """`given`: everything else the conversation says (earlier messages, tool results), when
        the rules see all of it (the model endpoint after results)."""
        labels = tuple(instruction_labels(instructions))
        said = set()
        given_text = question if given is None else f"{question}\n{given}"
        given_numbers = {v for readings in numbers_in(rewrite(given_text)) for v in readings}
        examples = []
        for line in instructions.splitlines():
            text = line.strip()
            labelled = bool(labels) and text.startswith(labels)  # the worked example, not a tool's description
            for label in labels:
                text = text.removeprefix(label).strip()
            if len(text) >= MIN_EXAMPLE_LINE:
                said.add(normalize(text))
            stated = {v for readings in numbers_in(text) for v in readings}
            if labelled and len(stated) >= 2 and not stated & given_numbers:
                examples.append(frozenset(stated))
        return cls(
            labels, normalize(instructions), _asked(question), frozenset(said), tuple(examples), given is not None
        )


def _example(line: str, rules: EndRules) -> bool:
    """The line states two numbers of one of the instructions' worked examples, or, where the
    rules know the whole conversation, only numbers of one (see EndRules)."""
    if not rules.examples:
        return False
    stated = {v for readings in numbers_in(line) for v in readings}
    if rules.lone and stated and any(stated <= example for example in rules.examples):
        return True
    return len(stated) >= 2 and any(len(stated & example) >= 2 for example in rules.examples)


def _asked(question: str) -> str:
    return normalize(question).rstrip("?？ ")


def answer_end(answer: str, rules: EndRules) -> int:
    """Where `answer` ends (an index into it): see the module's rules."""
    labels, asked = rules.labels, rules.asked
    seen: set[str] = set()
    position, content, last, item = 0, False, "", None
    lines = answer.splitlines(keepends=True)
    for i, line in enumerate(lines):
        stripped = line.strip()
        key = normalize(stripped)
        if not stripped:
            if content and not last.endswith((":", "：")):
                following = next((rest.strip() for rest in lines[i + 1 :] if rest.strip()), None)
                if item is None:
                    return position
                if following is None:
                    return len(answer)  # a list's next item may follow: not decided yet
                if _list_item(following) != _next_item(item):
                    return position
        elif stripped.startswith(labels):
            return position
        elif key.rstrip("?？ ") == asked and asked:
            if content:
                return position
        elif _copied(key, rules):
            return position
        elif _example(stripped, rules):
            return position  # the worked example in other words or another script
        elif key in seen or any(len(s) >= MIN_COPIED_LINE and s in key for s in seen):
            return position  # said again, alone or inside a longer line ("Finish Answer: <it>")
        else:
            seen.add(key)
            content, last = True, stripped
            item = _list_item(stripped) or item
        position += len(line)
    return len(answer)


_ITEM = re.compile(r"(?:\*\*)?(?:(\d{1,3})[.)]|([-*•]))(?:\*\*)?\s")


def _list_item(line: str) -> tuple[str, int] | None:
    """A list item's marker: ("1", 1) for "1. ..." or "**1.** ...", ("-", 0) for "- ..."."""
    match = _ITEM.match(line)
    if match is None:
        return None
    return ("1", int(match.group(1))) if match.group(1) else (match.group(2), 0)


def _next_item(item: tuple[str, int]) -> tuple[str, int]:
    """The marker of the item after `item`: the next number, or the same bullet."""
    return (item[0], item[1] + 1) if item[0] == "1" else item


def _copied(key: str, rules: EndRules) -> bool:
    """The line (normalised) is copied from the instructions: said within them, one of their
    lines, or holding one of their lines ("no, I must answer now, using only ...")."""
    if (len(key) >= MIN_COPIED_LINE and key in rules.told) or (key in rules.lines and not _about(key, rules.asked)):
        return True
    return any(len(line) >= MIN_COPIED_LINE and line in key for line in rules.lines)


def ended_argument(value: str, rules: EndRules) -> str:
    """A text argument of a call up to its first line copied from the instructions, when some
    of it comes before: an answer handed over as a call (smolagents' `final_answer`) is held to
    the rules that a copy ends an answer. Only that rule: an argument's blank lines and repeated
    lines may be its content (a file, code), so neither ends it.
    "391\n\nYou are a helpful assistant. Use the tools you have." → "391"."""
    position = 0
    for line in value.splitlines(keepends=True):
        key = normalize(line.strip())
        if key and _copied(key, rules):
            kept = value[:position].rstrip()
            return kept if kept.strip() else value
        position += len(line)
    return value


def _about(line: str, asked: str) -> bool:
    """The line states a number the question gives: the example's "12 * 7 is 84." answers
    "Was ist 12 mal 7?" and is no copy there."""
    stated = {v for readings in numbers_in(line) for v in readings}
    return bool(stated & {v for readings in numbers_in(rewrite(asked)) for v in readings})


def end_answer(answer: str, instructions: str, question: str, echo: bool = False) -> str:
    """The answer up to where it ends; an echoed question at its start left out; within a line,
    a sentence said again ends it ("I'm a human! I'm a human! ..."). `echo`: an answer that
    only says the question again is kept (a plain chat's greeting returned: "Good morning!")."""
    return ended(answer, EndRules.of(instructions, question), echo)


def ended(answer: str, rules: EndRules, echo: bool = False) -> str:
    """end_answer with the rules prepared. Whole lines are kept or dropped, so the answer of a
    text's first lines is the start of the answer of the whole text (what a stream relies on)."""
    cut = answer[: answer_end(answer, rules)]
    asked = rules.asked
    lines = [line for line in cut.strip().splitlines() if _asked(line) != asked or not asked]
    if echo and not "".join(lines).strip():
        lines = cut.strip().splitlines()
    return "\n".join(_once(line, rules) for line in lines).strip()


_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]*]*(?=\s|$)|[。！？]")
# "2." opening a list's item, at a line's start or after a sentence: no sentence's end.
_ITEM_NUMBER = re.compile(r"(?:^|\n|[.!?]\s)[ \t]*(?:\*\*)?\d{1,3}$")


def whole_sentences(text: str) -> str:
    """`text` up to the end of its last whole sentence, for a text the token limit cut ("Ensure
    that your bedroom is dark, quiet, and" goes); as it is when it holds no whole sentence, or
    ends with one."""
    stripped = text.rstrip()
    ends = [m.end() for m in _SENTENCE_END.finditer(stripped) if not _ITEM_NUMBER.search(stripped[: m.start()])]
    if not ends or ends[-1] >= len(stripped):
        return stripped
    return stripped[: ends[-1]].rstrip()


def ends_early(answer: str, rules: EndRules) -> bool:
    """The rules find the answer's end before the text's: what follows is not the answer (a
    token limit that cut the text did not cut the answer)."""
    if answer_end(answer, rules) < len(answer.rstrip()):
        return True
    last = answer.strip().splitlines()[-1:]
    return bool(last) and _once(last[0], rules) != last[0]


def _once(line: str, rules: EndRules) -> str:
    """The line up to its first sentence that repeats an earlier one, up to the first of the
    same words said four times in a row (_looping), and up to the first saying of a piece it
    ends in said again and again (looping_tail)."""
    tail = looping_tail(line, rules.asked, rules.told)
    if tail is not None:
        line = line[:tail].rstrip()
    loop = _looping(line)
    if loop is not None:  # the sentence the loop broke goes too, where one ended before it
        start, end = loop
        ends = [m.end() for m in re.finditer(r"[.!?](?=\s)|[。！？]", line[:start])]
        line = line[: ends[-1] if ends else end].rstrip()
    sentences = re.findall(r".+?(?:[.!?](?=\s|$)|[。！？]|$)\s*", line)
    seen: set[str] = set()
    kept = ""
    for sentence in sentences:
        key = normalize(sentence).strip(" .!?。！？")
        if key and key in seen:
            return kept.rstrip()
        seen.add(key)
        kept += sentence
    return line


LOOP_TAIL = 600  # the characters of a line being written the watch looks at for a loop
LOOP_WORDS = 12  # the longest run of words looked for said again and again
LOOP_TIMES = 4  # said this many times in a row, a run is a loop, not the answer


def _looping(line: str) -> tuple[int, int] | None:
    """Where the first run of 1 to LOOP_WORDS words said LOOP_TIMES times in a row (one word:
    twice as many) starts and ends its first saying (indexes into `line`), or None. Within one
    line, with no sentence's end to compare ("a mix of a mix of a mix of ...", 256 tokens;
    '"word" and "word" ...', 3,316). A run must hold a word of two letters: a table's
    "| --- | --- |" is no loop."""
    spans = [m.span() for m in re.finditer(r"\S+", line)]
    words = [normalize(line[a:b]) for a, b in spans]
    best: tuple[int, int] | None = None
    for size in range(1, LOOP_WORDS + 1):
        times = LOOP_TIMES if size > 1 else 2 * LOOP_TIMES  # one word: "ha ha ha ha" is a laugh
        same = 0
        for i in range(size, len(words)):
            same = same + 1 if words[i] == words[i - size] else 0
            if same >= (times - 1) * size:
                first = i - times * size + 1
                if any(sum(c.isalpha() for c in w) >= 2 for w in words[first : first + size]):
                    found = (spans[first][0], spans[first + size - 1][1])
                    best = found if best is None else min(best, found)
                    break
                same = 0
    return best


LOOP_PIECE = 40  # the longest piece of characters looked for said again and again at a text's end
LOOP_CHARS = 48  # said LOOP_TIMES times in a row and this many characters in all, a piece loops


def looping_tail(text: str, asked: str = "", told: str = "") -> int | None:
    """Where the loop `text` ends in starts its second saying (an index into `text`), or None:
    a piece of 2 to LOOP_PIECE characters holding a letter or a digit, said LOOP_TIMES times in
    a row (and LOOP_CHARS characters in all) up to the text's end, where no words separate the
    sayings for _looping to count ("from_unit_to_value_to_unit_to_value_to_unit_...", "2 100 ₽,
    2 100 ₽, 2 100 ₽, ..."). What the question or the instructions hold (`asked`, `told`,
    normalised) is copied, not looped: "1+1+1+1+..." asked is written out whole."""
    for size in range(2, LOOP_PIECE + 1):
        times = max(LOOP_TIMES, -(-LOOP_CHARS // size))
        if len(text) < times * size:
            break
        piece = text[-size:]
        if text[-times * size :] != piece * times or not any(c.isalnum() for c in piece):
            continue
        start = len(text) - times * size
        while start > 0 and text[start - 1] == text[start - 1 + size]:
            start -= 1  # back to where the text first runs with this period
        said = normalize(text[start:])
        if said and (said in asked or said in told):
            return None
        return start + size
    return None


class AnswerWatch:
    """Follows a step's text as it is generated; True (stop generating) once the text after the
    format's answer label has ended by the rules above."""

    def __init__(self, marker: str, rules: EndRules, start: str = "", constrained: bool = False) -> None:
        self.marker = marker  # "" for a plain chat: all of it is the answer
        self.rules = rules  # prepared once (EndRules.of): the watch runs for every piece
        self.text = start  # what the prompt already continues with (a forced "Final Answer:")
        # A text that loops ends (looping_tail), but a grammar's first stage: the grammar bounds
        # its thought (a loop there ends at the bound, and the step goes on to its call); free
        # text and a constrained step's continuation (a call's arguments) have no bound.
        self.loops = not constrained or bool(start)
        self.ended = False
        self.looped = False  # it ended for a loop: the text was cut, not finished (finish "length")

    def __call__(self, piece: str) -> bool:
        self.text += piece
        if self.ended:
            return True
        # A step that loops, in its call's arguments as in its answer, says nothing more: the
        # rest up to the token limit is the same piece again (SmolLM2: 256 tokens a step).
        if self.loops and looping_tail(self.text[-LOOP_TAIL:], self.rules.asked, self.rules.told) is not None:
            self.ended = self.looped = True
            return True
        if "\n" not in piece:
            # Only a line that is complete can end the answer, but a line that loops ends there.
            tail = self.text[self.text.rfind("\n") + 1 :][-LOOP_TAIL:]
            self.ended = self.marker in self.text and _looping(tail) is not None
            return self.ended
        at = self.text.find(self.marker)
        if at == -1:
            return False
        answer = self.text[at + len(self.marker) :]
        # Only a line that is complete can end the answer.
        complete = answer[: answer.rfind("\n") + 1]
        self.ended = answer_end(complete, self.rules) < len(complete.rstrip(" \t"))
        return self.ended


def cut_if_looped(completion: Completion, watch: AnswerWatch | None) -> Completion:
    """The completion as the watch left it: where it ended a loop, the text was cut before its
    end, as a token limit cuts it ("length"), and `looped`: a call it cut is dropped, never run
    (cut between two of its array's items it validates: SmolLM2's order of one item had become
    three), an answer it cut is said once."""
    if watch is None or not watch.looped:
        return completion
    return replace(completion, finish_reason="length", looped=True)


def watching(stream: Callable[[str], Any] | None, watch: AnswerWatch) -> Callable[[str], bool]:
    """One text callback: the stream (chat, serve) sees every piece; the watch says when to stop."""

    def on_text(piece: str) -> bool:
        if stream is not None:
            stream(piece)
        return watch(piece)

    return on_text


class EndedText:
    """A text stream (`write`, `flush`) in front of `out` that passes an answer on as it is
    written, up to where it ends: a line goes on once it is whole and the rules keep it, the
    last one at `finish()`. What `out` receives is, in the end, `ended(text, rules, echo)`:
    a streamed answer and the answer sent whole are the same text."""

    def __init__(self, out: IO[str], rules: EndRules, echo: bool = False) -> None:
        self.out, self.rules, self.echo = out, rules, echo
        self.text = ""
        self.sent = ""

    def write(self, piece: str) -> int:
        self.text += piece
        if "\n" in piece:
            self._send(self.text[: self.text.rfind("\n") + 1], echo=False)
        return len(piece)

    def flush(self) -> None:
        self.out.flush()

    def restart(self) -> None:
        """What was written so far is dropped (it sent nothing: its text was cut whole), and
        another answer follows."""
        if not self.sent:
            self.text = ""

    def finish(self) -> None:
        """The text is whole: the rest of the answer goes on."""
        self._send(self.text, echo=self.echo)

    def _send(self, text: str, echo: bool) -> None:
        # An echo kept only when nothing else is said is known only at the end: until then,
        # the answer without it (a leading echo is dropped once more follows).
        said = ended(text, self.rules, echo)
        if len(said) > len(self.sent) and said.startswith(self.sent):
            self.out.write(said[len(self.sent) :])
            self.out.flush()
            self.sent = said
