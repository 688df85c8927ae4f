"""Arithmetic as small models write it, rewritten into expressions the calculator evaluates.

Collected from SmolLM2-135M's calls on the answer suite's tuning half (bench/answers/):
`15% of 240 = 0.15 * 240` (a percentage, and its own working after `=`), `square root of 144`,
`17 x 23`, `12 mal 7`, `What is 17*23?`, `1,234 + 5,678`, `20 percent of 80`; and percentages
as people ask them (`bench/answers/percent_dev.jsonl`): `80 dollars, 25% off`, `200 plus 10%`,
`increase 250 by 20%`, `12 as a percentage of 48`, `what percent of 200 is 50`, `18 out of 24`
as a percentage, `240的15%`; Japanese with the operation after both numbers (`120を8で割る`). A rewrite is
tried only when the text as written is not arithmetic, so nothing the calculator read before
changes meaning. Word forms are given per language for the operators people spell out; any
other word is dropped, and what remains must parse, or the call is refused with an example of
an accepted form.
"""

from __future__ import annotations

import re

# Spelled-out operators, longest first within a language; matched as whole words, case folded.
_OPERATORS: list[tuple[str, str]] = [
    # English
    ("multiplied by", "*"), ("times", "*"), ("divided by", "/"), ("over", "/"), ("plus", "+"), ("minus", "-"),
    ("to the power of", "**"), ("squared", "**2"), ("cubed", "**3"),
    # German, French, Spanish
    ("mal", "*"), ("geteilt durch", "/"), ("durch", "/"), ("hoch", "**"), ("weniger", "-"),
    ("fois", "*"), ("divisé par", "/"), ("moins", "-"),
    ("por", "*"), ("dividido entre", "/"), ("dividido por", "/"), ("menos", "-"), ("más", "+"),
    # Russian, Chinese, Japanese
    ("умножить на", "*"), ("разделить на", "/"), ("плюс", "+"), ("минус", "-"),
    ("乘以", "*"), ("除以", "/"), ("加上", "+"), ("减去", "-"), ("加", "+"), ("减", "-"), ("乘", "*"),
    ("かける", "*"), ("割る", "/"), ("足す", "+"), ("引く", "-"),
]  # fmt: skip
_ROOT = (
    r"(?:square root of|sqrt of|sqrt|racine carrée de|raíz cuadrada de|quadratwurzel (?:aus|von)"
    r"|квадратный корень из|√)"
)
_PERCENT_WORD = r"(?:%|percent|per cent|prozent|pour ?cent|por ?ciento|процент(?:ов|а)?)"
_OF = r"(?:of|von|de|del|от)"
_NUMBER = r"\d+(?:\.\d+)?"
_N = rf"({_NUMBER})"
# Japanese puts the operation after both numbers: "120を8で割る" (120 / 8), "10に5を足す" (10 + 5),
# "20から3を引く" (20 - 3), "7に6をかける" (7 * 6); the second number and the verb become the operator.
_JAPANESE_TAIL: list[tuple[str, str]] = [
    (rf"を\s*{_N}\s*で\s*割", "/"),
    (rf"に\s*{_N}\s*を\s*(?:足|加え)", "+"),
    (rf"から\s*{_N}\s*を\s*引", "-"),
    (rf"に\s*{_N}\s*を\s*(?:かけ|掛け)", "*"),
]
# A percentage taken off: "25% off", "10% Rabatt", "25 % de réduction", "20% de descuento", "скидка".
_OFF = r"(?:off|discount|rabatt|nachlass|de réduction|de remise|de descuento|скидк[аиу]?)"
# A share as a percentage: X of Y, as a percentage (X / Y * 100), in the orders people ask it.
_SHARE = [
    (rf"{_N}\s+as\s+an?\s+percent(?:age)?\s+of\s+{_N}", r"(\1/\2*100)"),  # 12 as a percentage of 48
    (rf"{_N}\s+(?:is|are)\s+what\s+percent(?:age)?\s+of\s+{_N}", r"(\1/\2*100)"),  # 12 is what percent of 48
    (rf"percent(?:age)?\s+of\s+{_N}\s+(?:is|are)\s+{_N}", r"(\2/\1*100)"),  # what percent of 48 is 12
    (rf"prozent\s+(?:sind|ist|macht|machen)\s+{_N}\s+von\s+{_N}", r"(\1/\2*100)"),  # wie viel Prozent sind 12 von 48
]
_FUNCTIONS = {
    "sqrt", "cbrt", "exp", "log", "ln", "log10", "log2", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
    "sinh", "cosh", "tanh", "degrees", "radians", "hypot", "abs", "round", "floor", "ceil", "trunc", "factorial",
    "gcd", "lcm", "min", "max", "pow", "pi", "e", "tau",
}  # fmt: skip


def rewrite(text: str) -> str:
    """The arithmetic in `text`, in the calculator's syntax (best effort; may still not parse)."""
    t = text.strip().casefold()
    # `a = b`: the model's own working after the expression; the expression is what was asked.
    if "=" in t and not re.search(r"[<>!=]=", t):
        t = t.split("=")[0]
    t = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", t)  # 1,234 -> 1234 (outside function arguments)
    for pattern, share in _SHARE:
        t = re.sub(pattern, share, t)
    if re.search(r"percent|prozent|pourcentage|porcentaje|процент", t):  # 18 out of 24, as a percentage
        t = re.sub(rf"{_N}\s+(?:out\s+of|von|sur|de)\s+{_N}", r"(\1/\2*100)", t)
    t = re.sub(rf"\b(?:increase|raise)d?\s+{_N}\s+by\s+", r"\1 + ", t)  # increase 250 by 20%
    t = re.sub(rf"\b(?:reduce|decrease|lower)d?\s+{_N}\s+by\s+", r"\1 - ", t)
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}\s*{_OFF}", r" - (\1/100)", t)  # 80 dollars, 25% off
    t = re.sub(rf"{_N}[^\d\s%]{{0,2}}\s*[的の]\s*{_N}\s*{_PERCENT_WORD}", r"(\2/100)*\1", t)  # 240的15%
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}\s*{_OF}\s*", r"(\1/100)*", t)  # 15% of 240
    t = re.sub(rf"{_N}\s*{_PERCENT_WORD}", r"(\1/100)", t)  # a bare 15%
    t = re.sub(rf"{_ROOT}\s*\(?\s*{_N}\s*\)?", r"sqrt(\1)", t)
    for tail, symbol in _JAPANESE_TAIL:
        t = re.sub(tail, rf" {symbol} \1 ", t)
    for words, symbol in _OPERATORS:
        pattern = re.escape(words) if not words.isascii() or " " in words else rf"\b{re.escape(words)}\b"
        t = re.sub(pattern, f" {symbol} ", t)
    t = re.sub(r"(?<=[\d)])\s*[x×]\s*(?=[\d(])", " * ", t)  # 17 x 23
    t = t.replace("÷", "/").replace("×", "*").replace("^", "**")
    # What is left of the sentence: words that are not functions or constants go.
    t = re.sub(r"[^\W\d_]+", lambda m: m.group(0) if m.group(0) in _FUNCTIONS else " ", t)
    t = re.sub(r"[^\d.+\-*/%()\s,a-z]", " ", t)
    # A percentage added to or taken from a number is a share of that number, as a handheld
    # calculator reads "200 + 10%" (220) and "80 - 25%" (60); "5 + 10% of 200" is left as it is.
    t = re.sub(rf"{_N}\s*,?\s*([-+])\s*\({_N}/100\)(?!\s*\*)", r"\1*(1\2\3/100)", t)
    return " ".join(t.split()).strip(" ,.")
