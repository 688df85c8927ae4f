"""The tools every run gets unless --tools says otherwise."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from ..errors import ToolRetry
from .calculator import CalculatorError, evaluate, format_number
from .registry import Registry, Tool, ToolOutput, tool


def _calculates(expression: str) -> bool:
    """Whether the expression does something: an operator or a function, not a bare number."""
    return re.search(r"[-+*/%^×÷]|[a-z]\s*\(|\D\s+\d|[^\W\d_]", expression.strip().lstrip("-+")) is not None


@tool(answers=True, computes=True)
def calculator(expression: str) -> ToolOutput:
    """Calculate the result of arithmetic: add, subtract, multiply, divide, powers, square roots,
    averages, percentages.

    Args:
        expression: The arithmetic to evaluate, such as "12 * 7", "sqrt(2) / 3", "mean(4, 8, 15)"
            or "30 / 120 * 100" (30 as a percentage of 120); supports + - * / // % **,
            parentheses and functions like sqrt, log, sin, round, factorial, sum, mean, median.
    """
    try:
        value = evaluate(expression)
        if not _calculates(expression):
            raise CalculatorError(
                f"{expression!r} is a number, not a calculation; write the numbers with their operation"
            )
    except CalculatorError as exc:
        # The model can rewrite the expression, so this goes back to it as a correction.
        raise ToolRetry(f"calculator: {exc}") from None
    text = format_number(value)
    return ToolOutput(text, {"answer": text, "value": value})


# Words a question asking for the time or date contains (English, German, French, Spanish,
# Italian, Portuguese; Chinese simplified and traditional, Japanese, Korean; Russian stems):
# what the word-reading policies compare besides the description, and what the clock is offered
# for in the scripts whose words no policy reads. English's are here too: the description's
# "today's date and the time" shared no word with "What day is it?", whose current_time call
# the decline policy then declined (the README's example answered with a made-up holiday). An
# entry of several words is a phrase, said whole: "day" alone sent "What color is the sky on a
# clear day?" to the clock (measured: 1 of the answer suite's held-out chat questions lost).
TIME_WORDS = (
    "time", "today", "weekday", "clock", "what day", "which day",
    "uhr", "uhrzeit", "spät", "datum", "heute", "wochentag",
    "heure", "date", "aujourd'hui", "jour",
    "hora", "fecha", "hoy", "día", "oggi", "giorno", "hoje", "horas",
    "现在", "現在", "时间", "時間", "几点", "幾點", "点钟", "點鐘",
    "今天", "日期", "星期", "礼拜", "禮拜", "几号", "幾號",
    "何時", "時刻", "今日", "日付", "曜日", "なんじ", "何日",
    "지금", "시간", "몇 시", "오늘", "날짜", "요일",
    "сейчас", "врем", "час", "сегодня", "дат", "число", "день недели",
)  # fmt: skip


@tool(asked_by=TIME_WORDS)
def current_time(utc: bool = False) -> str:
    """Get today's date and the time now (ISO 8601), with the weekday.

    Args:
        utc: Give the time in UTC instead of the machine's local time zone.
    """
    # Not an answering tool: SmolLM2 calls it for anything in the scripts no policy reads words
    # of ("你好！你是谁？"), and as one its time replaced those answers (measured: 2 of the
    # tuning half's chat questions lost, none gained).
    now = datetime.now(UTC) if utc else datetime.now().astimezone()
    return f"{now.isoformat(timespec='seconds')} ({now.strftime('%A')})"


from .dates import date_math  # noqa: E402
from .units import convert_units  # noqa: E402

# Order matters to small models: they lean towards the tool listed last (measured on
# SmolLM2-135M; see bench/RESULTS.md), so the most used tool goes last.
BUILTIN_TOOLS: tuple[Tool, ...] = (current_time, date_math, convert_units, calculator)


def builtin_registry() -> Registry:
    return Registry(BUILTIN_TOOLS)
