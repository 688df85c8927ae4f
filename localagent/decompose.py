"""Questions that ask for several things at once, taken apart by code, not by the model.

Tiny models make one call and stop, or repeat that call with the same arguments, when a
question asks for several (measured: 0 of 20 BFCL parallel items, whatever the format; see
bench/RESULTS.md). What they do well is one call for one simple request. So the agent
(agent.py, first step, when parallel calls are allowed) uses this module in two ways:

- `split_clauses`: a question made of several requests ("Find X. Also find Y", "book a
  flight ... and book a hotel", ", then repeat with ...") becomes one sub-question per
  request; the model answers each on its own. `carry_over` gives a later request that
  calls the same tool as an earlier one the earlier values it does not state itself.
- `expand_arguments`: when a value the model wrote is one item of a list the question
  enumerates ("factorial of 5, 10 and 15", "Taylor Swift and Maroon 5 ... 20 and 15
  minutes respectively", "3 and 4, 5 and 12"), the other calls are the same call with the
  value replaced by each of the others. The model chose the tool and how to fill it; the
  code only repeats that choice for the items it would not enumerate.
- `ground_numbers`: numbers the model made up ("$400,000" written as 400; "12" copied from
  the prompt's example) replaced by the question's own, when that is unambiguous.

Everything here is pure text work, tested by tables (tests/test_decompose.py). A value
that cannot be found in the question is never expanded, so a call the question does not
enumerate is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .relevance import stem

# Imperatives that start a new request after "and": "book a flight ... and book a hotel".
_VERBS = (
    "find", "get", "calculate", "compute", "tell", "give", "show", "book", "buy", "search", "check", "convert",
    "estimate", "predict", "play", "send", "create", "make", "list", "fetch", "determine", "retrieve", "look",
    "provide", "order", "reserve", "schedule", "add", "set", "identify", "recommend", "plan", "invest",
    "withdraw", "deposit", "transfer", "translate", "locate", "analyze", "analyse", "display", "return", "sell",
    "generate", "count", "measure", "track", "send", "update", "compare", "sort", "suggest", "describe",
    "explain", "evaluate", "assess", "fit", "train", "build", "draw", "plot", "simulate", "lookup", "see",
)  # fmt: skip
# Where one request ends and the next begins: a new sentence, "; ", ", then", "and also",
# ", and the <noun>" (a new object of the same verb: "the GCD of 96 and 128, and the LCM of 15 and 25").
_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?])\s+(?=[A-Z])"
    r"|\s*;\s*"
    # ("can you also ..." goes on with the same request)
    r"|(?<![Cc]an you)(?<![Cc]ould you)(?<![Ww]ould you)(?<![Ww]ill you),?\s+(?i:and\s+)?(?i:then|also)\b,?\s*(?=[a-z])"
    r"|,\s+(?i:and)\s+(?=(?i:the)\b)"
    r"|,?\s+(?i:and)\s+(?=(?i:what|how|where|when|who|which)\b)"
    r"|,\s+(?=(?i:what|how|where|when|who|which)\s+(?i:is|are|was|were|do|does|did|will|would|can)\b)"
    r"|,?\s+(?i:in addition(?: to that)?|additionally)\b,?\s*"
    r"|,?\s+(?i:as well as|and for)\s+(?=[a-zA-Z])"
    r"|,\s+(?i:and)\s+(?=(?i:between|from|for|in|at|on|with)\b)"
    r"|,?\s+(?i:and\s+)?(?=(?i:another)\b)"
    r"|,?\s+(?i:and)\s+(?=(?i:" + "|".join(_VERBS) + r")\b)"
)
_LEADING_FILLER = re.compile(
    r"^(?:and|also|then|please|additionally|furthermore|moreover|in addition(?: to that)?)\b[,\s]*", re.IGNORECASE
)

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


def split_clauses(question: str) -> list[str]:
    """The separate requests in a question; one element when it asks for one thing."""
    parts: list[str] = []
    carry = ""  # "can you" cut off by "also": it belongs to the request that follows
    for piece in _CLAUSE_BREAK.split(question):
        piece = (carry + " " + _LEADING_FILLER.sub("", piece.strip(" ,"))).strip()
        carry = piece if len(piece.split()) <= 2 else ""
        if not carry:
            parts.append(piece)
    return parts if len(parts) > 1 else [question]


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
            if unit:  # "20 minutes and 15 minutes": the same unit may follow each item
                u = _UNIT.match(text, end)
                if u is not None and u.group(0).strip().lower() == unit:
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


def carry_over(earlier: dict[str, Any], earlier_text: str, clause: str, proposed: dict[str, Any]) -> dict[str, Any]:
    """Arguments for a later request that calls the same tool as an earlier one ("..., then
    repeat with a change in time of 10 seconds"; "also for a person who is 5.6 feet and
    weighs 60 kg"). When the clause states as many numbers as the earlier call took from
    its own text, they replace those in order, and words the model took from the clause
    replace the earlier ones ("... in Texas in 2018"); otherwise what the model proposed
    stands, except values the clause does not state, which come from the earlier call."""
    located = [(k, v, _find_value(earlier_text, v)) for k, v in _leaves(earlier) if isinstance(v, (int, float))]
    stated = sorted(((f.start, k, v) for k, v, f in located if f is not None), key=lambda t: t[0])
    numbers = [m.group(1) for m in _NUMBER.finditer(clause)]
    if stated and len(numbers) == len(stated):
        words = {
            k: v
            for k, v in proposed.items()
            if isinstance(v, str) and k in earlier and _find_value(clause, v) is not None
        }
        return {**earlier, **words, **{k: _like(v, n) for (_, k, v), n in zip(stated, numbers)}}
    merged = dict(proposed)
    for key, value in proposed.items():
        if key in earlier and _find_value(clause, value) is None:
            merged[key] = earlier[key]
    return merged


def refer_back(earlier: list[dict[str, Any]], clause: str, proposed: dict[str, Any]) -> dict[str, Any]:
    """Arguments for a request that refers back to an earlier one with another tool ("...
    of 20 m/s for 6 seconds. Also, compute the total distance covered by the object"; "the
    conviction status of John Doe, also the nature of the offenses he committed"): a value
    the clause does not state is taken from the latest earlier call with a parameter of the
    same name. The model, asked the request alone, could only make those values up."""
    merged = dict(proposed)
    for key, value in proposed.items():
        if _find_value(clause, value) is not None:
            continue
        for arguments in reversed(earlier):
            if key in arguments:
                merged[key] = arguments[key]
                break
    return merged


def ground_numbers(texts: list[str], arguments: dict[str, Any]) -> dict[str, Any]:
    """Numbers the model made up, replaced by the ones the question states.

    Two slips of tiny models: a number cut at a thousands separator (the question says
    "$400,000", the model wrote 400: JSON numbers have no commas), and a number copied from
    the prompt's example or its own arithmetic instead of the question ("12", "5050"). When
    the numbers the call does not take from the question are exactly as many as the numbers
    of the question it leaves unused, they are put in, in order. `texts` are tried in turn
    (the request, then the whole question)."""
    grounded = dict(arguments)
    for key, value in _leaves(arguments):
        if not isinstance(value, int) or _find_value(texts[0], value) is not None:
            continue
        for m in _NUMBER.finditer(texts[0]):
            if "," in m.group(1) and m.group(1).split(",")[0] == str(abs(value)):
                grounded[key] = int(_number(m.group(1))) * (-1 if value < 0 else 1)
                break
    numeric = [(k, v) for k, v in _leaves(grounded) if isinstance(v, (int, float))]
    for text in texts:
        found = {k: _find_value(text, v) for k, v in numeric}
        unstated = [(k, v) for k, v in numeric if found[k] is None]
        if not unstated:
            return grounded
        spans = [(f.start, f.end) for f in found.values() if f is not None]
        for words in (False, True):  # numbers in words only when digits do not do
            free = [n for start, _, n in _numbers_in(text, words=words) if not any(a <= start < b for a, b in spans)]
            if len(free) == len(unstated):
                for (key, value), digits in zip(unstated, free):
                    grounded[key] = _like(value, digits)
                return grounded
    return grounded


# Between a parameter's name and its number: a few words, not another item ("a height of",
# "accelerates at a rate of", "round off the result to"; not "height and width of").
_NAME_GAP = r"(?:\s+(?!(?:and|or)\b)[A-Za-z']+){0,4}?\s*[:=]?\s*"
_NUMERIC_TYPES = ("integer", "number", "float", "int", "double")
_AT_REST = re.compile(r"\b(?:from|at) rest\b", re.IGNORECASE)


def _name_words(name: str) -> list[str]:
    """The words of a parameter name: "initial_velocity", "initialVelocity" -> initial, velocity."""
    return re.split(r"[\s_\-.]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", name))


def _name_pattern(parts: list[str]) -> str | None:
    """A parameter name, as its words, the way a question would write it: each word by its
    stem, so "accelerates" meets "acceleration" and "round off" meets `round_off`."""
    words = [stem(w) for w in parts if w.isalpha()]
    if not words or len(words) != len(parts) or min(map(len, words)) < 3:
        return None  # "charge1", "x": a name no sentence uses
    return r"(?<![\w-])" + r"[\s_-]+".join(re.escape(w) + r"\w*" for w in words)


def named_numbers(text: str, parameters: dict[str, Any]) -> dict[str, Any]:
    """Numbers the text gives a numeric parameter by its name: "dropped from a height of 10
    meters" gives `height` 10, "accelerates at a rate of 3.5 m/s^2" `acceleration` 3.5,
    "without any acceleration" 0, and "starts from rest" an initial velocity or speed 0.
    Only where the name is followed, within a few words, by exactly one distinct number in
    the text; percentages are left alone (5% may be meant as 5 or 0.05), and so is a
    fraction offered to an integer parameter."""
    found: dict[str, Any] = {}
    for name, schema in (parameters.get("properties") or {}).items():
        kind = schema.get("type") if isinstance(schema, dict) else None
        named = _name_pattern(_name_words(name))
        if kind not in _NUMERIC_TYPES or named is None:
            continue
        pattern = re.compile(named + _NAME_GAP + r"([-+]?" + _NUMBER_TEXT + r")(?!\s*%|\s*percent)", re.I)
        values = {_number(m.group(1).lstrip("+")) for m in pattern.finditer(text)}
        # Zero in words: "without any acceleration"; a start "from rest" for an initial speed.
        if re.search(r"\b(?:without|no)\s+(?:any\s+)?" + named, text, re.I) or (
            _AT_REST.search(text) and re.search(r"initial.*(?:velocity|speed)", name, re.I)
        ):
            values.add(0.0)
        if len(values) != 1:
            continue
        value = values.pop()
        if kind in ("integer", "int") and not value.is_integer():
            continue
        found[name] = int(value) if value.is_integer() else value
    return found


_FLAG_PREFIXES = frozenset("is has include includes with use get show enable allow want".split())
_NEGATION = re.compile(r"\b(?:no|not|never|without|exclude|excluding|nor)\b|n't\b", re.IGNORECASE)


def named_flags(text: str, parameters: dict[str, Any]) -> dict[str, bool]:
    """True or false for a boolean parameter the text names: "a house with 3 bedrooms and a
    garden" gives `garden` true, "a brief description of each" `include_description` true,
    "I don't get nervous easily" `nervous` false (a negation within the four words before
    the name). A name the text does not use is left to the model."""
    found: dict[str, bool] = {}
    for name, schema in (parameters.get("properties") or {}).items():
        if not isinstance(schema, dict) or schema.get("type") not in ("boolean", "bool"):
            continue
        words = [w for w in _name_words(name) if w]
        while len(words) > 1 and words[0].lower() in _FLAG_PREFIXES:
            words = words[1:]
        named = _name_pattern(words)
        if named is None:
            continue
        hits = list(re.finditer(named, text, re.IGNORECASE))
        if len(hits) != 1:
            continue
        before = " ".join(text[: hits[0].start()].split()[-4:])
        found[name] = _NEGATION.search(before) is None
    return found


def lists_as_stated(text: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """Lists the way the text has them, not the way a tiny model loops inside a list: strings
    each once (["mid", "mid", "mid"]; numbers may repeat: [1, 1, 2]), and a list whose first
    items the text states ends where it stops stating them ("the 1st move is e4 and the 2nd
    is e5": ["e4", "e5", "e6", "e7", ...] becomes ["e4", "e5"])."""
    cleaned = dict(arguments)
    for key, value in arguments.items():
        if not isinstance(value, list) or not value:
            continue
        if all(isinstance(v, str) for v in value):
            value = list(dict.fromkeys(value))
        stated = 0
        while stated < len(value) and _find_value(text, value[stated]) is not None:
            stated += 1
        cleaned[key] = value[:stated] if stated >= 2 else value
    return cleaned


def made_up(question: str, arguments: dict[str, Any]) -> bool:
    """True when none of the call's plain values is stated anywhere in the question: a call
    the model wrote for a request that gives no values ("Can you help me with two quadratic
    equations?", the preamble of a long question), with numbers from the prompt's example.
    A call without plain values (lists, objects, nothing) cannot be judged: False."""
    values = [v for _, v in _leaves(arguments)]
    return bool(values) and all(_find_value(question, v) is None for v in values)
