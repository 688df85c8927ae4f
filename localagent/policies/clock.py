"""Policy `clock`: a question that brings its own numbers is not offered the clock.

The clock (`current_time`) says the date and time now, and takes nothing from the question. A
question that states numbers and asks a value computed from them (policies/asked.py
`computation_asked`: "cashier rang me up for $23.67 and i handed over a $50 bill. how much
change am I supposed to get back?", "Сколько дней прошло с 12 апреля 2024 года до 9 мая 2025
года?") needs none of the time now; a date counted from today is the date tool's, which takes
"today" as its start. SmolLM2, offered the clock beside the tools that compute, called it for
such questions, and its timestamp became the answer ("2026-12-07T07:03:18+00:00 (Monday)" for
the change from a $50 bill): of the 29 runs of one session's answer and negative sets (rounds 21
to 24, the held-out halves; bench/RESULTS.md) in which it called the clock for a question with
digits, none was right, 9 of them for a question that names the clock by one of its words
("weekday", "oggi", "today"), so naming it is no exception here.

Only where the date tool is offered too (it answers what the clock would be wanted for), and
only for a tiny model (profile `full`): a model that writes valid calls by itself keeps the
clock for "what time will it be in 3 hours?". A question that asks for no computation is the
evidence policy's (it keeps the clock where the question asks for it by its words).
"""

from __future__ import annotations

from .. import text
from ..tools.registry import Registry
from .asked import DATE_MATH, computation_asked
from .base import FirstStep, Policy, register_policy

CLOCK = "current_time"  # the built-in clock (tools/builtin.py)


@register_policy
class NoClockForStatedNumbers(Policy):
    name = "clock"
    order = 0.5  # after `evidence`, before `relevant_tools` ranks what is left
    bounds = True  # the relevance policy's retry with every tool does not bring the clock back

    def offer(self, step: FirstStep) -> Registry | None:
        tools = step.tools
        if CLOCK not in tools.names or DATE_MATH not in tools.names:
            return None
        if not text.numbers_in(step.question) or not computation_asked(step.question):
            return None
        return tools.select([name for name in tools.names if name != CLOCK])
