"""Arithmetic as small models write it, rewritten into expressions the calculator evaluates.

Collected from SmolLM2-135M's calls on the answer suite's tuning half (bench/answers/):
`15% of 240 = 0.15 * 240` (a percentage, and its own working after `=`), `square root of 144`,
`17 x 23`, `12 mal 7`, `What is 17*23?`, `1,234 + 5,678`, `20 percent of 80`; and percentages
as people ask them (`bench/answers/percent_dev.jsonl`): `80 dollars, 25% off`, `200 plus 10%`,
`increase 250 by 20%`, `12 as a percentage of 48`, `what percent of 200 is 50`, `18 out of 24`
as a percentage, `240的15%`; Japanese with the operation after both numbers (`120を8で割る`). A rewrite is
tried only when the text as written is not arithmetic, so nothing the calculator read before
changes meaning. The operators people spell out and the functions they name come from the
question readers' lexicons (reading/lexicon/), numbers are read as the text's language writes them
(reading/numbers.py); any other word is dropped, and what remains must parse, or the call is
refused with an example of an accepted form. (That is for a call's expression: the arithmetic
policy writes a call only for a question no word of which is left over, reading/question.py.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from ..reading.lexicon import LANGUAGES, PLAIN_NUMBER, language_of, lexicon
from ..reading.numbers import numbers, written

# Spelled-out operators come from the question readers' lexicons (reading/lexicon/*.toml): the
# language's own, and every other language's that cannot be an ordinary word of it (a phrase of
# several words, or one in another script), matched longest first, so "diviso per" and "dividido
# por" are divisions before "per" or "por" can be read as a multiplication.
_ROOT = (
    r"(?:square root of|sqrt of|sqrt|racine carrée de|raíz cuadrada de|quadratwurzel (?:aus|von)"
    r"|квадратный корень из|√)"
)
_PERCENT_WORD = (
    r"(?:%|percent|per cent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|процент(?:ов|а)?|パーセント|퍼센트)"
)
_OF = r"(?:of|von|de|del|di|da|do|от)"
_NUMBER = PLAIN_NUMBER
_N = rf"({_NUMBER})"
# Japanese puts the operation after both numbers: "120を8で割る" (120 / 8), "10に5を足す" (10 + 5),
# "20から3を引く" (20 - 3), "7に6をかける" (7 * 6); the second number and the verb become the operator.
_JAPANESE_TAIL: list[tuple[str, str]] = [
    (rf"を\s*{_N}\s*で\s*割", "/"),
    (rf"に\s*{_N}\s*を\s*(?:足|加え)", "+"),
    (rf"から\s*{_N}\s*を\s*引", "-"),
    (rf"に\s*{_N}\s*を\s*(?:かけ|掛け)", "*"),
]
# Korean too puts the operation after the second number: "144에 7을 곱하면" (144 * 7), "10에 5를
# 더하면" (10 + 5), "20에서 3을 빼면" (20 - 3), "120을 8로 나누면" (120 / 8).
_KOREAN_TAIL: list[tuple[str, str]] = [
    (rf"에\s*{_N}\s*[을를]\s*곱", "*"),
    (rf"에\s*{_N}\s*[을를]\s*더", "+"),
    (rf"에서\s*{_N}\s*[을를]\s*빼", "-"),
    (rf"[을를]\s*{_N}\s*(?:으로|로)\s*나누", "/"),
]
# A percentage taken off: "25% off", "10% Rabatt", "25 % de réduction", "20% de descuento", "скидка".
_OFF = r"(?:off|discount|rabatt|nachlass|de réduction|de remise|de descuento|скидк[аиу]?)"
# A share as a percentage: X of Y, as a percentage (X / Y * 100), in the orders people ask it.
_SHARE = [
    (rf"{_N}\s+as\s+an?\s+percent(?:age)?\s+of\s+{_N}", r"(\1/\2*100)"),  # 12 as a percentage of 48
    (rf"{_N}\s+(?:is|are)\s+what\s+percent(?:age)?\s+of\s+{_N}", r"(\1/\2*100)"),  # 12 is what percent of 48
    (rf"percent(?:age)?\s+of\s+{_N}\s+(?:is|are)\s+{_N}", r"(\2/\1*100)"),  # what percent of 48 is 12
    (rf"prozent\s+(?:sind|ist|macht|machen)\s+{_N}\s+von\s+{_N}", r"(\1/\2*100)"),  # wie viel Prozent sind 12 von 48
    # what percentage is 30 of 120; che percentuale è 45 su 180; qué porcentaje es 45 de 300;
    # quel pourcentage représente 45 sur 60; que porcentagem é 30 de 120: the share asked, X / Y
    (
        rf"(?:percent(?:age)?|pourcentage|porcentaje|porcentagem|percentagem|percentuale)\s+(?:\S+\s+){{0,2}}?"
        rf"{_N}\s+(?:of|de|du|di|su|sur|da|do)\s+{_N}",
        r"(\1/\2*100)",
    ),
    # сколько процентов составляет 36 от 480; какой процент составляют 12 от 48
    (rf"процент(?:ов|а)?\s+(?:составля(?:ет|ют)\s+|это\s+)?{_N}\s+от\s+{_N}", r"(\1/\2*100)"),
    # the part named first: 30 sono che percentuale di 120; 30 é quantos por cento de 120; 30 es
    # qué porcentaje de 120; 30 représente quel pourcentage de 120; 30 sind wie viel Prozent von 120
    (
        rf"{_N}\s+(?:\S+\s+)?(?:che\s+percentuale|quant[oa]s?\s+por\s*cento|que\s+porcentagem|que\s+percentagem"
        rf"|qu[ée]\s+porcentaje|quel\s+pourcentage|wie\s*viel\s+prozent|welche[rn]?\s+prozentsatz)"
        rf"\s+(?:de|du|di|da|do|del|von)\s+{_N}",
        r"(\1/\2*100)",
    ),
    # Korean, Japanese, Chinese, the part first: 30은 120의 몇 퍼센트, 30は120の何パーセント, 30是120的百分之几
    (
        rf"{_N}\s*[은는이가は是占]\s*{_N}\s*[의の的]\s*(?:몇\s*(?:퍼센트|프로|%)|何\s*(?:パーセント|%)|百分之(?:几|多少))",
        r"(\1/\2*100)",
    ),
    # Korean, the whole first: 120 중에서 30은 몇 퍼센트, 120명 중에 30명은 몇 %
    (
        rf"{_N}\s*(?:[^\W\d_]{{1,2}}\s*)?중(?:에서|에)?\s*{_N}\s*(?:[^\W\d_]{{1,2}}?)?[은는이가]\s*몇\s*(?:퍼센트|프로|%)",
        r"(\2/\1*100)",
    ),
]
_FUNCTIONS = {
    "sqrt", "cbrt", "exp", "log", "ln", "log10", "log2", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
    "sinh", "cosh", "tanh", "degrees", "radians", "hypot", "abs", "round", "floor", "ceil", "trunc", "factorial",
    "gcd", "lcm", "min", "max", "pow", "pi", "e", "tau", "mean", "median", "sum", "avg", "average",
}  # fmt: skip


@cache
def operators(language: str) -> tuple[tuple[str, str], ...]:
    """The spelled-out operators read in `language`, longest first (see above)."""
    own = dict(lexicon(language).operators)
    for other in LANGUAGES:
        for words, symbol in lexicon(other).operators.items():
            if " " in words or not words.isascii():
                own.setdefault(words, symbol)
    return tuple(sorted(own.items(), key=lambda item: len(item[0]), reverse=True))


def plain_numbers(text: str, language: str) -> str:
    """Each number written as `language` writes it, as the calculator writes it ("2,5" in German
    -> 2.5, "1.234" -> 1234); numbers inside a function's brackets are left as written."""
    for number in reversed(numbers(text, language)):
        if re.search(r"[a-z]\([^)]*$", text[: number.start]):
            continue
        text = text[: number.start] + written(number.value) + text[number.end :]
    return text


def _list_functions(t: str, language: str) -> str:
    """ "average of 4, 8 and 15" -> mean(4, 8, 15); "square root of 144" -> sqrt(144)."""
    entry = lexicon(language)
    joiners = "|".join(re.escape(w) for w in (*entry.list_and, ","))
    items = rf"{_NUMBER}(?:\s*(?:{joiners})\s*{_NUMBER})*"
    for phrase, name in sorted(entry.functions.items(), key=lambda item: len(item[0]), reverse=True):
        pattern = re.escape(phrase) if entry.unspaced else rf"\b{re.escape(phrase)}\b"
        call = _caller(name)
        t = re.sub(rf"{pattern}\s*({items})", call, t)
        if entry.unspaced:  # Chinese, Japanese and Korean name the function after its numbers: "4、8和15的平均数"
            t = re.sub(rf"({items})\s*[的の의]?\s*{pattern}", call, t)
    return t


@cache
def _spaced_filler(language: str) -> tuple[str, ...]:
    """The lexicon's filler phrases of several words, longest first: what they hold is no operator
    ("por favor" holds Spanish's "por", times)."""
    return tuple(sorted((f for f in lexicon(language).filler if " " in f), key=len, reverse=True))


def _said_as_commands(t: str, language: str) -> str:
    """ "divide 391 by 4" -> (391 / 4); "subtract 45 from 300" -> (300 - 45); "half of 86" -> (86 / 2)."""
    patterns = (p for known in dict.fromkeys((language, "en")) for p in lexicon(known).command_patterns())
    for pattern, expression in patterns:
        t = pattern.sub(lambda m, e=expression: " (" + e.format(**m.groupdict()) + ") ", t)  # type: ignore[misc]
    return t


def _caller(name: str) -> Callable[[re.Match[str]], str]:
    """The replacement that writes a function's call on the numbers a match's first group lists."""

    def call(m: re.Match[str]) -> str:
        return f"{name}({', '.join(re.findall(_NUMBER, m.group(1)))})"

    return call


# Languages whose schools write a division as "a : b"; these write it ÷ or / (a colon between
# numbers is a ratio, a score or a time).
_COLON_NOT_DIVISION = frozenset({"en", "zh", "ja", "ko"})


def rewrite(text: str, language: str | None = None) -> str:
    """The arithmetic in `text`, in the calculator's syntax (best effort; may still not parse).
    `language`: the one `text` is written in (found from its words when not given)."""
    language = language or language_of(text)
    t = text.strip().casefold()
    # `a = b`: the model's own working after the expression; the expression is what was asked.
    if "=" in t and not re.search(r"[<>!=]=", t):
        t = t.split("=")[0]
    t = plain_numbers(t, language)
    t = _list_functions(t, language)
    t = _said_as_commands(t, language)
    for pattern, share in _SHARE:
        t = re.sub(pattern, share, t)
    if re.search(r"percent|prozent|pourcentage|porcentaje|процент", t):  # 18 out of 24, as a percentage
        t = re.sub(rf"{_N}\s+(?:out\s+of|von|sur|de)\s+{_N}", r"(\1/\2*100)", t)
    t = re.sub(rf"\b(?:increase|raise)d?\s+{_N}\s+by\s+", r"\1 + ", t)  # increase 250 by 20%
    t = re.sub(rf"\b(?:reduce|decrease|lower)d?\s+{_N}\s+by\s+", r"\1 - ", t)
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}\s*{_OFF}", r" - (\1/100)", t)  # 80 dollars, 25% off
    t = re.sub(rf"{_N}\s*[^\d\s%]{{0,2}}\s*[的の의]\s*{_N}\s*{_PERCENT_WORD}", r"(\2/100)*\1", t)  # 240的15%
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}\s*{_OF}\s*", r"(\1/100)*", t)  # 15% of 240
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}", r"(\1/100)", t)  # a bare 15%
    t = re.sub(rf"{_ROOT}\s*\(?\s*{_N}\s*\)?", r"sqrt(\1)", t)
    # Japanese, Chinese and Korean write a power after the number: "2の10乗" (2**10), "2的16次方",
    # "3的4次幂", "4的立方" (4**3; not 立方米, a cubic metre), "7의 4제곱" (7**4), "3의 세제곱"
    # (3**3), "11 제곱" (11**2; not 제곱미터, a square metre); and a root: "144의 제곱근".
    t = re.sub(rf"{_N}\s*の\s*{_N}\s*乗", r"(\1**\2)", t)
    t = re.sub(rf"{_N}\s*的\s*{_N}\s*次(?:方|幂)", r"(\1**\2)", t)
    t = re.sub(rf"{_N}\s*的?\s*立方(?![米厘分根体])", r"(\1**3)", t)
    t = re.sub(rf"{_N}\s*의\s*제곱근", r"sqrt(\1)", t)
    t = re.sub(rf"{_N}\s*의\s*세제곱", r"(\1**3)", t)
    t = re.sub(rf"{_N}\s*의\s*{_N}\s*제곱", r"(\1**\2)", t)
    t = re.sub(rf"{_N}\s*의?\s*제곱(?!근|미터)", r"(\1**2)", t)
    for tail, symbol in (*_JAPANESE_TAIL, *_KOREAN_TAIL):
        t = re.sub(tail, rf" {symbol} \1 ", t)
    for phrase in _spaced_filler(language):  # "por favor": no "por" (times) in it
        t = re.sub(rf"(?<!\w){re.escape(phrase)}(?!\w)", " ", t)
    for words, symbol in operators(language):
        pattern = re.escape(words) if not words.isascii() or " " in words else rf"\b{re.escape(words)}\b"
        t = re.sub(pattern, f" {symbol} ", t)
    t = re.sub(r"(?<=[\d)])\s*[x×]\s*(?=[\d(])", " * ", t)  # 17 x 23
    t = t.replace("÷", "/").replace("×", "*").replace("^", "**").replace("−", "-")  # − the minus sign
    if language not in _COLON_NOT_DIVISION:  # "1.284 : 16" in German, Russian, French...; not a time
        t = re.sub(r"(?<=[\d)])\s+:\s+(?=[\d(])", " / ", t)
    # What is left of the sentence: words that are not functions or constants go.
    t = re.sub(r"[^\W\d_]+", lambda m: m.group(0) if m.group(0) in _FUNCTIONS else " ", t)
    t = re.sub(r"[^\d.+\-*/%()\s,a-z]", " ", t)
    # A percentage added to or taken from a number is a share of that number, as a handheld
    # calculator reads "200 + 10%" (220) and "80 - 25%" (60); "5 + 10% of 200" is left as it is.
    t = re.sub(rf"{_N}\s*,?\s*([-+])\s*\({_N}/100\)(?!\s*\*)", r"\1*(1\2\3/100)", t)
    return " ".join(t.split()).strip(" ,.")
