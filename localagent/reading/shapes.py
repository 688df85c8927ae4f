"""The shapes of question a reader computes whole, in the order they are tried: each a function
of the question that returns what it read (with an `expression()` for the calculator) or None.
Adding a shape is adding its module and one line here; the first that reads the question wins,
so a narrower shape comes before a wider one (the amount before a change, `original`, before
the change itself).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .area import area
from .change import change, change_between, changes, original
from .clock import clock_between
from .factor import factor
from .fuel import economy, fuel
from .goal import periods_needed
from .groups import days_needed, groups, groups_left
from .interest import interest
from .pack import pack_price
from .packing import packing
from .portions import portions
from .rates import rates
from .round_trip import round_trip
from .scale import scaled
from .share import average, bill, change_due, each, items, left, percent_of, share, total
from .travel import travel
from .unit_price import price_of_bought, price_per, price_scaled, unit_price


class Read(Protocol):
    def expression(self) -> str: ...


SHAPES: tuple[Callable[[str], Read | None], ...] = (
    factor,  # a measure by the factor the question defines ("1斤=500克")            factor.py
    original,  # the amount before a change ("What was the original price?")   change.py
    change,  # one amount changed by a percentage ("120 € with 25% off")
    change_between,  # the percentage from one amount to another
    share,  # one amount as a percentage of another                            share.py
    average,  # the average of a list
    total,  # the total of a list
    each,  # each one's part of an amount shared out
    pack_price,  # one of a pack's price ("a 24-pack is $11.52, what's that per can?")  pack.py
    unit_price,  # an amount of something at a price per unit of measure          unit_price.py
    price_scaled,  # a price for one quantity, asked for another                  unit_price.py
    price_per,  # a price for a quantity, asked per a unit of its kind            unit_price.py
    price_of_bought,  # a quantity bought at a price for another quantity         unit_price.py
    items,  # items at a price each (a count in a measure: "42 литра по 56,40 руб.")
    groups_left,  # so many groups of so many, so many taken away: what is left      groups.py
    left,  # what is left after spending
    interest,  # simple interest on an amount for so many years                   interest.py
    percent_of,  # a named percentage of an amount ("an 18% tip on $64.50")
    bill,  # the lines of a bill
    change_due,  # the change given back
    groups,  # so many groups of so many each                                   groups.py
    days_needed,  # so many things at so many a day: how many days
    periods_needed,  # so much each period toward a total: how many periods          goal.py
    changes,  # several percentage changes one after the other                  change.py
    round_trip,  # a length one way, travelled there and back so many days         round_trip.py
    travel,  # a distance or a time from a speed                                travel.py
    fuel,  # the fuel a trip takes, or its cost, from the consumption             fuel.py
    economy,  # the consumption a distance driven on a volume makes                fuel.py
    scaled,  # an amount for so many people scaled to so many                   scale.py
    rates,  # so much each period for so many periods                           rates.py
    area,  # a rectangle's area                                                 area.py
    clock_between,  # the time between two clock times                          clock.py
    portions,  # how many portions a whole makes                                 portions.py
    packing,  # how many containers so many things fill                         packing.py
)


def shape_of(question: str) -> Read | None:
    """What the first shape that reads the whole question read, or None."""
    return next((found for shape in SHAPES if (found := shape(question)) is not None), None)
