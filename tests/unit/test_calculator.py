import pytest

from localagent.errors import ToolRetry
from localagent.tools.builtin import calculator, current_time
from localagent.tools.calculator import CalculatorError, evaluate, format_number


@pytest.mark.parametrize(
    "expression, expected",
    [
        ("17 * 23", "391"),
        ("1 + 2 * 3", "7"),
        ("(1 + 2) * 3", "9"),
        ("-3 + 5", "2"),
        ("7 / 2", "3.5"),
        ("7 // 2", "3"),
        ("7 % 4", "3"),
        ("2 ** 10", "1024"),
        ("2 ^ 10", "1024"),
        ("sqrt(16)", "4"),
        ("round(pi, 2)", "3.14"),
        ("log(100, 10)", "2"),
        ("factorial(5)", "120"),
        ("max(3, 9, 4)", "9"),
        ("10 × 3 ÷ 2", "15"),
        ("1,000 + 1", "1001"),
        ("17 * 23 =", "391"),
        ("sin(0)", "0"),
        ("0.1 + 0.2", "0.3"),
    ],
)
def test_calculator_evaluates(expression: str, expected: str) -> None:
    assert calculator(expression) == expected


@pytest.mark.parametrize(
    "expression, reason",
    [
        ("9**9**9", "too large"),
        ("10 ** 100000", "too large"),
        ("factorial(100000)", "too large"),
        ("1 / 0", "division by zero"),
        ("__import__('os').system('ls')", "unsupported"),
        ("__import__('os')", "unknown function"),
        ("().__class__", "unsupported"),
        ("x + 1", "unknown name"),
        ("open('f')", "unknown function"),
        ("1 +", "not an arithmetic expression"),
        ("1" * 600, "too long"),
        ("", "empty"),
        ("[1, 2]", "not an arithmetic expression"),
        ("sqrt(-1)", "sqrt"),
    ],
)
def test_calculator_refuses(expression: str, reason: str) -> None:
    with pytest.raises(CalculatorError, match=reason):
        evaluate(expression)


def test_calculator_refusal_goes_back_to_the_model() -> None:
    with pytest.raises(ToolRetry, match="calculator: division by zero"):
        calculator("1/0")


def test_format_number() -> None:
    assert format_number(391.0) == "391"
    assert format_number(1 / 3) == "0.333333333333"
    assert format_number(10**20) == "100000000000000000000"


def test_current_time_is_iso_with_weekday() -> None:
    value = current_time()
    assert value[:4].isdigit() and "T" in value and value.endswith(")")
    assert "+00:00" in current_time(utc=True)
