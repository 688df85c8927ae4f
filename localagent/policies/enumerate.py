"""Policy `expand`: a call the model wrote, repeated for the other items of an enumeration
the question states beside one of its values.

Tiny models make one call and stop, or repeat that call with the same arguments, when a
question asks the same thing of several items (0 of 20 BFCL parallel items, whatever the
format; bench/RESULTS.md). When a value the model wrote is one item of a list in the question
("the factorial of 5, 10 and 15", "Taylor Swift and Maroon 5 ... 20 and 15 minutes
respectively", "3 and 4, 5 and 12"), the other calls are the same call with the value
replaced by each of the others. The model's own call is kept exactly as written: this
policy only adds calls. It reads English lists (", ", "and", "or", "respectively"), so it
stays out of questions in scripts other than Latin.

Pure text work, tested by tables (tests/test_enumerate.py). A value that cannot be found in
the question is never expanded, so a call the question does not enumerate is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..tools.registry import Registry
from ..types import ToolCall, call_key
from .base import LATIN, FirstStep, Policy, Revision, register_policy

MAX_CALLS = 8  # calls one step may hold once expanded


# "400,000" is one number; "5,10 and 15" is a list.
_NUMBER_TEXT = r"\$?(\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?)(?!\d)"  # group 1: the digits
_NUMBER = re.compile(r"(?<![\w.])[-+]?" + _NUMBER_TEXT)
# Small numbers in words ("the first five prime numbers"), found where a number is looked
# for; not "one", as often a pronoun ("one with a radius of 5") as a number.
_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
    if w != "one"
}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.IGNORECASE)


def _numbers_in(text: str, after: int = 0, words: bool = True) -> list[tuple[int, int, str]]:
    """(start, end, digits) of each number in the text, in digits or also in words, in order."""
    found = [(m.start(), m.end(), m.group(1)) for m in _NUMBER.finditer(text, after)]
    if words:
        found += [
            (m.start(), m.end(), str(_NUMBER_WORDS[m.group(1).lower()])) for m in _NUMBER_WORD.finditer(text, after)
        ]
    return sorted(found)


# A unit after a number: "minutes", "m/s", "sq ft.", "square meters", "kg", "%".
_NOT_UNIT = r"(?!(?:and|or|in|at|for|to|from|with|of|on|by|respectively|each)\b)"
_UNIT = re.compile(
    r"\s*(?:%|°\s*[CF]?|" + _NOT_UNIT + r"[A-Za-z$²³/^]+\.?(?:\s" + _NOT_UNIT + r"[A-Za-z²³/^]+\.?)?)", re.IGNORECASE
)
# Between items of a list: ", ", " and ", ", and ", " or ".
_SEPARATOR = re.compile(r"\s*,\s*(?:(and|or)\s+)?|\s+(and|or)\s+")
# A string item runs until the next separator, preposition or punctuation.
_ITEM_END = (
    r"(?=\s*,|\s+and\s|\s+or\s|\s+(?:with|for|in|on|at|from|to|using|by|respectively|each|both)\b"
    r"|\s*[.;:!?()\"]|$)"
)
_STRING_ITEM = re.compile(r"[^,.;:!?()\"]+?" + _ITEM_END, re.IGNORECASE)
# Words that start a reference back, not a new item: "... and rat hemoglobin and their 3D models".
_NOT_AN_ITEM = re.compile(
    r"^(?:their|its|his|her|them|it|they|this|that|these|those|also|then|all|each|both|which|who|what|how|"
    r"where|when|why|if|assuming)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Found:
    start: int
    end: int


def _find_value(text: str, value: Any, after: int = 0) -> _Found | None:
    """Where the question states `value`: numbers compared as numbers, strings without case."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        for start, end, digits in _numbers_in(text, after):
            if _number(digits) == abs(float(value)):
                return _Found(start, end)
        return None
    if isinstance(value, str) and value.strip():
        hit = re.search(r"(?<!\w)" + re.escape(value.strip()) + r"(?!\w)", text[after:], re.IGNORECASE)
        if hit is not None:
            return _Found(after + hit.start(), after + hit.end())
    return None


def _number(text: str) -> float:
    return float(text.lstrip("$").replace(",", ""))


def _like(value: Any, item: str) -> Any:
    """The list item as a value of the same JSON type as the one the model wrote."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = _number(item)
        return int(number) if isinstance(value, int) and number.is_integer() else number
    return item


# What follows a place after a comma to say where it is, not another item of a list:
# "Boston, MA", "Paris, France" is left to the model; codes are safe to recognise.
_APPOSITION = re.compile(r"^(?:[A-Z]{2}|USA|UK|U\.S\.A?\.?)$")


def _plausible_item(value: Any, item: str) -> bool:
    """A list item is shaped like the value it stands beside: "4000 sq ft" is not another
    "New York", a clause ("their 3D models", "what quantity") is not an item, and an item
    is about as long as the value."""
    unlike = item.lstrip("$")[:1].isdigit() != str(value).strip().lstrip("$")[:1].isdigit()
    # A name is listed beside names: "San Francisco, CA and would like to ..." lists nothing.
    unlike = unlike or (str(value).strip()[:1].isupper() and item[:1].islower())
    too_long = len(item.split()) > max(4, len(str(value).split()) + 2)
    return bool(item) and not unlike and not too_long and not _NOT_AN_ITEM.match(item)


def _list_after(text: str, value: Any, found: _Found) -> tuple[list[Any], int, int]:
    """The items that follow `value` in an enumeration ("5, 10 and 15"): the items, where
    the first starts and where the last ends. A list ends with "and" or "or": "Chicago,
    Illinois" is one place, not two."""
    items: list[Any] = []
    first = -1
    pos = found.end
    unit = ""
    if isinstance(value, (int, float)):
        m = _UNIT.match(text, pos)
        if m is not None and not _SEPARATOR.match(text, pos):
            unit = m.group(0).strip().lower()
            pos = m.end()
    while True:
        sep = _SEPARATOR.match(text, pos)
        if sep is None:
            break
        start = sep.end()
        if isinstance(value, (int, float)):
            m = _NUMBER.match(text, start)
            if m is None:
                break
            item_text, end = m.group(1), m.end()
            u = _UNIT.match(text, end)
            if u is not None and not _SEPARATOR.match(text, end):
                # "20 minutes and 15 minutes": the same unit may follow each item, and "5, 10
                # and 15 minutes" names it once at the end; another unit ("2 adults and 1
                # child") counts something else: not an item of the list.
                last = bool(sep.group(1) or sep.group(2))
                if u.group(0).strip().lower() != unit and (unit or not last):
                    break
                end = u.end()
        else:
            m = _STRING_ITEM.match(text, start)
            if m is None:
                break
            item_text, end = m.group(0).strip(), m.end()
            if not _plausible_item(value, item_text) or (not items and _APPOSITION.match(item_text)):
                break
        items.append(_like(value, item_text))
        first = start if first < 0 else first
        pos = end
        if sep.group(1) or sep.group(2):  # "..., and C": the last item of the list
            return items, first, pos
    return [], first, pos


_PREPOSITION = re.compile(r"\b(?:for|of|in|on|at|from|to|with|between|about|like|as|is|are)\s+", re.IGNORECASE)


def _list_before(text: str, value: Any, found: _Found) -> tuple[list[Any], int]:
    """Items before `value` in a list that goes on after it: "navy, purple and maroon" when
    the model wrote "purple". Returns them in order, and where the first starts."""
    items: list[Any] = []
    start = found.start
    while True:
        m = re.search(r"([^,.;:!?()\"]+?)\s*,\s*$", text[:start])
        if m is None:
            break
        item_text, item_start = m.group(1), m.start(1)
        cut = list(_PREPOSITION.finditer(item_text))
        if cut:  # "for navy": the item starts after the last preposition
            item_start += cut[-1].end()
            item_text = item_text[cut[-1].end() :]
        item_text = item_text.strip()
        number = _NUMBER.fullmatch(item_text)
        if isinstance(value, (int, float)):
            if number is None:
                break
            item_text = number.group(1)
        elif not _plausible_item(value, item_text):
            break
        items.insert(0, _like(value, item_text))
        start = item_start
        if cut:
            break
    return items, start


def _leaves(arguments: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    for key, value in arguments.items():
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            yield key, value


def expand_arguments(text: str, arguments: dict[str, Any], limit: int = 8) -> list[dict[str, Any]]:
    """Further argument sets for the items the question lists beside the model's values.

    Returns [] when no value the model wrote is the first of an enumeration in `text`.
    """
    by_list = _expand_lists(text, arguments)
    if by_list:
        return by_list[:limit]
    return _expand_groups(text, arguments)[:limit]


def _expand_lists(text: str, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    """Each value followed by its own list; lists of one length are zipped ("respectively")."""
    lists: dict[str, list[Any]] = {}
    taken: list[tuple[int, int]] = []
    located = {key: _find_value(text, value) for key, value in _leaves(arguments)}
    starts = [f.start for f in located.values() if f is not None]
    # Numbers first: "5 km and 3 miles" is a list of numbers, not of units.
    ordered = sorted(_leaves(arguments), key=lambda kv: not isinstance(kv[1], (int, float)))
    for key, value in ordered:
        found = located[key]
        if found is None or any(a <= found.start < b for a, b in taken):
            continue
        items, first, end = _list_after(text, value, found)
        if not items:
            continue
        before, first_before = _list_before(text, value, found)
        items = before + items
        if any(first <= s < end or first_before <= s < found.start for s in starts):
            # "between 50 and 150", "3 and 4, 5 and 12": the list runs over another value
            # the model wrote, so the values go together: a group, not alternatives.
            return []
        lists[key] = items
        taken.append((found.start, end))
    if not lists:
        return []
    # Lists of the most common length go together; a list of another length is a coincidence.
    lengths = [len(v) for v in lists.values()]
    length = max(set(lengths), key=lambda n: (lengths.count(n), n))
    chosen = {k: v for k, v in lists.items() if len(v) == length}
    return [{**arguments, **{k: v[i] for k, v in chosen.items()}} for i in range(length)]


def _expand_groups(text: str, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    """Values stated together, then again for other cases: "3 and 4, 5 and 12";
    "$30.45 in Chicago, Illinois, $52.33 in Sacramento, California". The stretch of the
    question holding the model's values becomes a pattern (numbers anywhere in order when
    all values are numbers; otherwise the words between the values kept as they are), and
    each later match of it gives one more call."""
    located: list[tuple[str, Any, _Found]] = []
    used: set[int] = set()
    for key, value in _leaves(arguments):
        found = _find_value(text, value)
        if found is None or found.start in used:
            continue
        used.add(found.start)
        located.append((key, value, found))
    if len(located) < 2 or not any(isinstance(v, (int, float)) for _, v, _ in located):
        return []
    located.sort(key=lambda t: t[2].start)
    numbers_only = all(isinstance(v, (int, float)) for _, v, _ in located)
    parts = []
    for n, (_, value, found) in enumerate(located):
        if n:
            gap = text[located[n - 1][2].end : found.start]
            parts.append(r"[^\d]*?" if numbers_only else re.escape(gap).replace(r"\$", r"\$?"))
        if isinstance(value, (int, float)):
            parts.append(_NUMBER_TEXT)
        else:
            parts.append(r"([^,.;:!?()\"]+?)" + (_ITEM_END if n == len(located) - 1 else ""))
    pattern = re.compile("".join(parts), re.IGNORECASE)
    results = []
    pos = located[-1][2].end
    while True:
        m = pattern.search(text, pos)
        if m is None or m.end() <= pos:
            break
        new = dict(arguments)
        for (key, value, _), item in zip(located, m.groups()):
            new[key] = _like(value, item.strip())
        results.append(new)
        pos = m.end()
    return results


@register_policy
class ExpandEnumerations(Policy):
    name = "expand"
    order = 6
    reads = LATIN

    def revise(self, step: FirstStep, calls: list[ToolCall], offered: Registry) -> Revision | None:
        if not step.parallel:
            return None
        keys = {call_key(c) for c in calls}
        added: list[ToolCall] = []
        for call in calls:
            request = step.request_of.get(id(call), step.question)
            for arguments in expand_arguments(request, call.arguments, limit=MAX_CALLS):
                more = ToolCall(call.tool, arguments)
                if call_key(more) not in keys and len(calls) + len(added) < MAX_CALLS:
                    keys.add(call_key(more))
                    added.append(more)
        if not added:
            return None
        return Revision(added=added, detail=f"{len(added)} more call(s) for the other items the question lists")
