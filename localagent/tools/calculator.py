"""A safe arithmetic evaluator on Python's AST: no eval, no exec, no attribute access.

Numbers, + - * / // % ** (and ^ as power, as people write it), parentheses, unary minus,
math functions and constants, and sums and averages of several numbers (`mean(4, 8, 15)`,
`median([1, 2, 3])`). Caps on length and on the size of powers and factorials mean
`9**9**9` is refused instead of eating the machine.
"""

from __future__ import annotations

import ast
import math
import operator
import re
import statistics
from collections.abc import Callable
from typing import Any

from .arithmetic_words import rewrite

MAX_EXPRESSION_CHARS = 500
MAX_RESULT_BITS = 4096  # integers beyond ~1233 decimal digits are refused
MAX_FACTORIAL = 1000


class CalculatorError(ValueError):
    """The expression is not something this calculator will evaluate; message is for the user."""


Number = int | float

_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}

_CONSTANTS: dict[str, float] = {"pi": math.pi, "e": math.e, "tau": math.tau, "inf": math.inf}


def _factorial(n: Number) -> int:
    if isinstance(n, float):
        if not n.is_integer():
            raise CalculatorError("factorial needs a whole number")
        n = int(n)
    if n < 0:
        raise CalculatorError("factorial needs a non-negative number")
    if n > MAX_FACTORIAL:
        raise CalculatorError(f"factorial of {n} is too large (limit {MAX_FACTORIAL})")
    return math.factorial(n)


def _log(x: Number, base: Number | None = None) -> float:
    return math.log(x) if base is None else math.log(x, base)


_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt, "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x),
    "exp": math.exp, "log": _log, "ln": math.log, "log10": math.log10, "log2": math.log2,
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "asin": math.asin, "acos": math.acos,
    "atan": math.atan, "atan2": math.atan2, "sinh": math.sinh, "cosh": math.cosh,
    "tanh": math.tanh, "degrees": math.degrees, "radians": math.radians, "hypot": math.hypot,
    "abs": abs, "round": round, "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc,
    "factorial": _factorial, "gcd": math.gcd, "lcm": math.lcm, "min": min, "max": max,
    "pow": lambda a, b: _power(a, b),
    "sum": lambda *xs: sum(xs), "mean": statistics.mean, "avg": statistics.mean,
    "average": statistics.mean, "median": statistics.median,
}  # fmt: skip
# Functions of several numbers: they take them as arguments or as one list, as models write
# both ("mean(4, 8, 15)", "mean([4, 8, 15])"); the statistics ones take a list themselves.
_OF_SEVERAL = frozenset({"sum", "mean", "avg", "average", "median", "min", "max"})
_TAKE_A_LIST = frozenset({"mean", "avg", "average", "median"})


def _power(base: Number, exponent: Number) -> Number:
    if isinstance(base, int) and isinstance(exponent, int) and exponent > 0 and base not in (0, 1, -1):
        # Estimate the size before computing: bits(result) ~ exponent * bits(base).
        if exponent * max(abs(base).bit_length() - 1, 1) > MAX_RESULT_BITS or exponent > MAX_RESULT_BITS:
            raise CalculatorError("result too large: the power is beyond the calculator's limit")
    try:
        result = base**exponent
    except OverflowError:
        raise CalculatorError("result too large") from None
    except ZeroDivisionError:
        raise CalculatorError("division by zero") from None
    if isinstance(result, complex):
        raise CalculatorError("the result is not a real number")
    return result


def _check_size(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_RESULT_BITS:
        raise CalculatorError("result too large")
    return value


def _eval(node: ast.AST) -> Any:
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name):
        if node.id.lower() in _CONSTANTS:
            return _CONSTANTS[node.id.lower()]
        raise CalculatorError(f"unknown name {node.id!r}")
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _eval(node.operand)
        return -value if isinstance(node.op, ast.USub) else +value
    if isinstance(node, ast.BinOp):
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, (ast.Pow, ast.BitXor)):
            return _check_size(_power(left, right))
        op = _BINARY.get(type(node.op))
        if op is None:
            raise CalculatorError(f"operator {type(node.op).__name__} is not supported")
        try:
            return _check_size(op(left, right))
        except ZeroDivisionError:
            raise CalculatorError("division by zero") from None
        except OverflowError:
            raise CalculatorError("result too large") from None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        fn = _FUNCTIONS.get(node.func.id.lower())
        if fn is None:
            raise CalculatorError(f"unknown function {node.func.id!r}")
        name = node.func.id.lower()
        if name in _OF_SEVERAL:
            args = [_eval(x) for a in node.args for x in (a.elts if isinstance(a, (ast.List, ast.Tuple)) else [a])]
            if not args:
                raise CalculatorError(f"{node.func.id} needs at least one number")
            if name in _TAKE_A_LIST:
                args = [args]
        else:
            args = [_eval(a) for a in node.args]
        try:
            return _check_size(fn(*args))
        except CalculatorError:
            raise
        except (ValueError, TypeError, OverflowError) as exc:
            raise CalculatorError(f"{node.func.id}: {exc}") from None
    raise CalculatorError(f"unsupported expression element: {type(node).__name__}")


def _normalize(expression: str) -> str:
    text = expression.strip()
    for a, b in (("×", "*"), ("÷", "/"), ("−", "-"), ("–", "-"), ("²", "**2"), ("³", "**3")):
        text = text.replace(a, b)
    # People write 1,000,000 and trailing '='; neither is Python arithmetic.
    text = text.rstrip("= ").replace(",", "") if "(" not in text else text.rstrip("= ")
    return text


def evaluate(expression: str) -> Number:
    """Evaluate an arithmetic expression or raise CalculatorError."""
    if not isinstance(expression, str) or not expression.strip():
        raise CalculatorError("empty expression")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise CalculatorError(f"expression too long (limit {MAX_EXPRESSION_CHARS} characters)")
    try:
        tree = ast.parse(_normalize(expression), mode="eval")
    except SyntaxError:
        # Not arithmetic as written: arithmetic as small models write it ("15% of 240").
        rewritten = _normalize(rewrite(expression))
        try:
            # What is left must still calculate something: "5 km" is a quantity, not arithmetic.
            if not re.search(r"[-+*/%]|\w\(", rewritten):
                raise SyntaxError(rewritten)
            tree = ast.parse(rewritten, mode="eval")
        except SyntaxError:
            raise CalculatorError(
                f"not an arithmetic expression: {expression!r}; write plain arithmetic such as "
                "0.15 * 240, 17 * 23 or sqrt(144)"
            ) from None
    return _eval(tree)


def plain_number(value: float) -> float:
    """A measured value as people state it: 4 decimals (6.2137), or 4 significant digits below 1
    (0.0005283), never more precision than the conversion factor is known to."""
    if value == 0 or math.isnan(value) or math.isinf(value):
        return value
    if abs(value) >= 1:
        return round(value, 4)
    return float(f"{value:.4g}")


def format_number(value: Number) -> str:
    """391 for 391 and 391.0; 12 significant digits for other floats."""
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            return str(value)
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return f"{value:.12g}"
    return str(value)
