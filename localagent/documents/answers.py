"""The sentence of the found passages that answers a question, or none.

A search ranks passages; a question is answered by a sentence ("Return a string representing
the current working directory."), and a reader wants the thing it is about named
("os.getcwd()") and where it is said (`library/os.html:1843`). Each sentence of the best
passages is scored by the query words it holds, each weighing as rare as it is in the
collection (a word of the passage's own heading counts half: the heading names what the
sentence is about), times how well its passage ranked. A question does not answer ("How do I
...?", an FAQ's heading), nor does a run of link titles. When the best sentence holds too little
of what was asked (under ANSWER_SHARE of the query's weight), nothing answers: the caller says
so and shows the best sources instead of a guessed sentence. Nor does it when the best sentence of
another section comes within AMBIGUOUS of it: two places say about as much, the words cannot
tell which answers, and the caller quotes both.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .passages import HEADING_SEPARATOR
from .stems import stems
from .tokens import tokenize

# The best sentence must hold this share of the query's weight (the words' rarity) to answer;
# the first-sentence preference ranks, it does not count here.
ANSWER_SHARE = 0.5
# What a section's first sentence adds, as a share of the query's weight (an API entry's more),
# when the passage opens the section (a passage that goes on with a long section starts mid-way).
# In reference documentation what answers is most often the sentence under the heading: the
# module's "The argparse module makes it easy to ...", the entry's "Return the path to an
# executable ...", a neighbour holding more of the question's words is its detail.
FIRST, FIRST_API = 0.3, 0.4
# How much a sentence's passage's rank counts (its score as a share of the best one's): at 0.75
# a sentence of a passage scoring half the best one's counts 0.625 of the same in the best.
RANKED = 0.75
# How far (a share of the query's weight) the best sentence must rank above the best of another
# section to answer. Nearer, the words tell the two apart by little: "why is 0.1 + 0.2 not equal to
# 0.3" was answered with the decimal module's "In decimal floating point, 0.1 + 0.1 + 0.1 - 0.3 is
# exactly equal to zero." a little above the tutorial's chapter on floating point. Chosen on the
# development sets (bench/RESULTS.md): right 34 -> 27, wrong 49 -> 24 of their 338 questions (0.1:
# 30 / 33, 0.2: 24 / 19).
AMBIGUOUS = 0.15
PAIR = 0.95  # two sentences in a row on different lines count this much of what they hold together
FRAGMENT = 0.6  # what a line that ends no sentence counts
_SAID = re.compile(r"[.!?:)\u3002\uff01\uff1f]['\"\u201d\u2019]?\s*$")
MAX_WORDS = 60  # a longer "sentence" is a run of code or a table row: it counts half
_MARK = re.compile(r"^(?:[-*+>#]+|\d+[.)])\s+")
_TITLE = re.compile(r"(?:^|\s)[A-Z][a-z]{0,3}\.$")  # a title or an initial: "Mrs.", "Dr.", "J."
_END = re.compile(r"[.!?:;]\s*$")
# A sentence ends at ". ", "! " or "? " before what starts one (a capital, a digit, a quote, a
# bracket); "e.g. a" and "os.path.join" do not end one.
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\[`\u201c\u2018])")
# An API entry's heading: a (dotted) name, maybe called, maybe after its kind or, a decorator's,
# its "@" ("os.getcwd()", "class argparse.ArgumentParser(prog=None, ...)", "zip(*iterables, strict=False)",
# "@functools.lru_cache(maxsize=128, typed=False)").
_API = re.compile(r"^(?:(?:abstract|async|await|class|classmethod|exception|method|staticmethod)\s+)*"
                  r"@?([A-Za-z_][\w.]*)\s*(\()?")  # fmt: skip


@dataclass(frozen=True)
class Sentence:
    text: str
    line: int  # the line of the file it starts on


@dataclass(frozen=True)
class Passage:
    """A found passage, as the scorer needs it."""

    path: str
    heading: str
    text: str
    numbers: Sequence[int]  # each line of `text`'s number in its file
    score: float  # its search score (higher is better)
    opens: bool = True  # it starts at its heading: its first sentence is its section's first


@dataclass(frozen=True)
class Answer:
    sentence: str
    path: str
    line: int
    heading: str
    subject: str  # the API entry it is about ("os.getcwd()"), or ""
    share: float  # of the query's weight it holds

    def statement(self) -> str:
        said = self.sentence
        if self.subject and _short(self.subject) not in said:
            said = f"{self.subject}: {said}"
        return f"{said} ({self.path}:{self.line})"


def sentences(text: str, numbers: Sequence[int]) -> list[Sentence]:
    """The sentences of a passage's lines, each with the line it starts on. A line that does
    not end a sentence and is followed by one starting in lower case goes on (wrapped text);
    any other line ends one (a heading, a list item, a line of code)."""
    lines = text.split("\n")
    out: list[Sentence] = []
    buffer: list[str] = []
    start = 0
    for i, line in enumerate(lines):
        number = numbers[i] if i < len(numbers) else (numbers[-1] if numbers else 0)
        stripped = line.strip()
        if not stripped:
            continue
        if not buffer:
            start = number
        buffer.append(stripped)
        following = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if following and not _END.search(stripped) and following[:1].islower():
            continue
        joined = _MARK.sub("", " ".join(buffer))  # a list item's or quote's mark is not said
        pieces: list[str] = []
        for piece in _SPLIT.split(joined):
            if pieces and _TITLE.search(pieces[-1]):
                pieces[-1] += " " + piece  # "Mrs. Okafor", "Dr. Smith", "J. Doe": a title, not an end
            else:
                pieces.append(piece)
        out.extend(Sentence(p.strip(), start) for p in pieces if p.strip())
        buffer = []
    return out


def weights(terms: Sequence[str], df: Mapping[str, int], total: int) -> dict[str, float]:
    """Each query word's weight: how rare it is (inverse document frequency, never below 0)."""
    return {t: math.log(1 + total / df[t]) for t in terms if df.get(t)}


def subject_of(heading: str) -> str:
    """The API entry a passage is under, as its heading names it ("os.getcwd()"), or ""."""
    innermost = heading.rsplit(HEADING_SEPARATOR, 1)[-1].strip()
    found = _API.match(innermost)
    if not found or not ("." in found.group(1) or found.group(2)):
        return ""
    if found.end(1) < len(innermost) and not found.group(2) and innermost[found.end(1) :].strip():
        return ""  # a title that starts with a name: "os.path — Common pathname manipulations"
    return found.group(1) + ("()" if found.group(2) else "")


def api_names(heading: str) -> list[str]:
    """The names an API entry is asked by, as the index's words: its dotted name and its last
    part ("os.getcwd()" → os.getcwd, getcwd; "zip(*iterables)" → zip); none for other headings."""
    subject = subject_of(heading)
    if not subject:
        return []
    full = subject.rstrip("()").lower()
    return list(dict.fromkeys([full, *stems([full.rsplit(".", 1)[-1]])]))


@lru_cache(maxsize=8192)
def words_of(text: str) -> frozenset[str]:
    """The index's words of a sentence or a line: the same sentences are scored for the answer,
    then for the closest sources, and their lines for the excerpts shown."""
    return frozenset(stems(tokenize(text)))


def score(sentence: str, heading_words: set[str], wanted: Mapping[str, float]) -> float:
    """The weight of the query words `sentence` holds (its heading's words at half)."""
    words = words_of(sentence)
    held = sum(w for t, w in wanted.items() if t in words)
    named = sum(w for t, w in wanted.items() if t in heading_words and t not in words)
    value = held + named / 2
    if sentence.rstrip().endswith("?"):
        value *= 0.3  # a question (an FAQ's heading) asks, it does not answer
    if len(sentence.split()) > MAX_WORDS or len(sentence.split()) < 3:
        value *= 0.5
    if not _SAID.search(sentence):
        value *= FRAGMENT  # no sentence's end: a line of code, a table cell, a caption
    return value


@dataclass(frozen=True)
class Choice:
    """What the found passages say to a question: the sentence that answers, or none; and when
    none does because two sections say about as much, the best sentence of each (to quote)."""

    answer: Answer | None
    rivals: tuple[Answer, ...] = ()


def choose(passages: Sequence[Passage], wanted: Mapping[str, float]) -> Choice:
    """The sentence of `passages` (best first) that answers best; none when it holds under
    ANSWER_SHARE of the query's weight, or when the best sentence of another section ranks within
    AMBIGUOUS of it (then both are the rivals)."""
    ranked = _best_of_sections(passages, wanted)
    if not ranked or ranked[0][1].share < ANSWER_SHARE:
        return Choice(None)
    (first, best), total = ranked[0], sum(wanted.values())
    # The same sentence in another form of the page (a PDF of the same guide) is no rival. One that
    # says only some of what the best says still is: letting it pass answered 1 more of the
    # development sets' questions right and 7 more wrong.
    rival = next(((r, a) for r, a in ranked[1:] if not _same_said(a.sentence, best.sentence)), None)
    if rival is not None and (first - rival[0]) / total < AMBIGUOUS:
        return Choice(None, (best, rival[1]))
    return Choice(best)


SAME = 0.8  # two sentences sharing this share of their words say the same


def _same_said(one: str, other: str) -> bool:
    a, b = words_of(one), words_of(other)
    return bool(a and b) and len(a & b) >= SAME * max(len(a), len(b))


def best_answer(passages: Sequence[Passage], wanted: Mapping[str, float]) -> Answer | None:
    """The sentence that answers (choose), or None."""
    return choose(passages, wanted).answer


def closest_sentence(passage: Passage, wanted: Mapping[str, float]) -> Answer | None:
    """The sentence of one passage that comes closest to answering, however little of the query
    it holds: what a source named when nothing answers says ("the closest: ..."), one sentence."""
    ranked = _best_of_sections([passage], wanted, pairs=False)
    return ranked[0][1] if ranked else None


def _best_of_sections(
    passages: Sequence[Passage], wanted: Mapping[str, float], pairs: bool = True
) -> list[tuple[float, Answer]]:
    """The best sentence (or two in a row) of each section (a page's heading) the passages are
    in, with how it ranks, the best first."""
    total = sum(wanted.values())
    if not passages or total <= 0:
        return []
    top = max(p.score for p in passages) or 1.0
    sections: dict[tuple[str, str], tuple[float, int, Answer]] = {}  # how it ranks, when it came
    order = 0
    for p in passages:
        heading_words = set(stems(tokenize(p.heading.rsplit(HEADING_SEPARATOR, 1)[-1])))
        subject = subject_of(p.heading)
        said = sentences(p.text, p.numbers)
        for i, s in enumerate(said):
            # A sentence, or two in a row when the second says the rest ("The guest network is
            # Harbor-Guest. Its password is tidepool-4821."), at a little less.
            for span in (said[i : i + 1], said[i : i + 2] if pairs and i + 1 < len(said) else []):
                if not span:
                    continue
                text = " ".join(x.text for x in span)
                # Two sentences of one paragraph (one line) as much as one: the second says the
                # rest of it ("... is called Harbor-Guest. Its password is tidepool-4821.").
                pair = 1.0 if len(span) == 1 or span[0].line == span[1].line else PAIR
                value = score(text, heading_words, wanted) * pair
                ranked = value
                if i == 0 and p.opens and len(text.split()) >= 3:
                    # What a section says first is what it is about; an API entry's, what it does. A
                    # label is not ("Warnung", an admonition's, was quoted as the closest sentence).
                    ranked += (FIRST_API if subject else FIRST) * total
                ranked *= 1 - RANKED + RANKED * max(p.score, 0.0) / top
                best = sections.get((p.path, p.heading))
                if best is None or ranked > best[0] or (len(span) == 2 and pair == 1.0 and ranked == best[0]):
                    answer = Answer(text, p.path, s.line, p.heading, subject, min(1.0, value / total))
                    sections[(p.path, p.heading)] = (ranked, order, answer)
                order += 1
    # Of two ranking the same, the one whose sentence came first.
    return [(r, a) for r, _, a in sorted(sections.values(), key=lambda x: (-x[0], x[1]))]


def _short(subject: str) -> str:
    """The last part of an API name ("os.getcwd()" → "getcwd")."""
    return subject.rstrip("()").rsplit(".", 1)[-1]
