"""A small back office with state, for the sub-agent scenarios (bench/subagents/run.py):
orders that may or may not be refunded, support tickets, bookings. `OFFICE` holds what the
tools did; `reset()` starts a task afresh. Every tool records what it was asked to do, also
what it should not have been asked (a refund of an order that cannot be refunded), so a
task's end state says what the agent did. The refund declares its precondition: it runs only
after check_refundable allowed that order in the run (tools/preconditions.py)."""

from __future__ import annotations

from typing import Literal, get_args

from localagent import tool
from localagent.errors import ToolRetry
from localagent.tools import ToolOutput

ORDERS = {
    "1042": {"item": "electric kettle", "status": "delivered", "days_ago": 12, "price": "59.90 EUR"},
    "2077": {"item": "desk lamp", "status": "shipped", "days_ago": 2, "price": "24.50 EUR"},
    "3310": {"item": "rain jacket", "status": "delivered", "days_ago": 45, "price": "89.00 EUR"},
    "4188": {"item": "coffee grinder", "status": "delivered", "days_ago": 3, "price": "39.99 EUR"},
}
TICKETS = {
    "T-17": {"subject": "printer jams on every page", "status": "open"},
    "T-21": {"subject": "printer jams (same as T-17)", "status": "open"},
    "T-30": {"subject": "VPN drops every hour", "status": "open"},
}
BOOKINGS = {
    "B-5": {"what": "meeting room Ost", "when": "2026-12-08 10:00", "status": "confirmed"},
    "B-9": {"what": "hotel room, Hamburg", "when": "2026-12-14 15:00", "status": "confirmed"},
}
# The codes a ticket closes with: a closed set, declared as one (an enum in the schema, which the
# grammar holds a call to), not only named in prose.
CloseCode = Literal["resolved", "duplicate", "wont_fix"]
CLOSE_CODES: tuple[str, ...] = get_args(CloseCode)


class Office:
    def __init__(self) -> None:
        self.refunds: list[str] = []
        self.closed: dict[str, str] = {}
        self.cancelled: list[str] = []


OFFICE = Office()


def reset() -> None:
    global OFFICE
    OFFICE.__init__()  # type: ignore[misc]


def _order(order_id: str) -> dict:
    key = order_id.strip().lstrip("#")
    if key not in ORDERS:
        raise ToolRetry(f"no order {order_id!r}; order numbers look like 1042")
    return ORDERS[key]


def _ticket(ticket_id: str) -> tuple[str, dict]:
    key = ticket_id.strip().upper()
    if key not in TICKETS:
        raise ToolRetry(f"no ticket {ticket_id!r}; tickets look like T-17")
    return key, TICKETS[key]


def _booking(booking_id: str) -> tuple[str, dict]:
    key = booking_id.strip().upper()
    if key not in BOOKINGS:
        raise ToolRetry(f"no booking {booking_id!r}; bookings look like B-5")
    return key, BOOKINGS[key]


@tool
def lookup_order(order_id: str) -> str:
    """Look an order up: its item, status, age and price.

    Args:
        order_id: The order number, e.g. 1042.
    """
    o = _order(order_id)
    return f"order {order_id}: {o['item']}, {o['status']} {o['days_ago']} days ago, {o['price']}"


@tool
def check_refundable(order_id: str) -> ToolOutput:
    """Say whether an order can be refunded (delivered, and at most 30 days ago).

    Args:
        order_id: The order number.
    """
    o = _order(order_id)
    if o["status"] != "delivered":
        reason = "it is not delivered yet"
    elif o["days_ago"] > 30:
        reason = f"delivered {o['days_ago']} days ago (limit 30)"
    else:  # the model reads the sentence; the executor reads the verdict (tools/preconditions.py)
        return ToolOutput(f"order {order_id} can be refunded", {"allowed": True, "reason": ""})
    return ToolOutput(f"order {order_id} cannot be refunded: {reason}", {"allowed": False, "reason": reason})


# Runs only after check_refundable allowed the same order in the run, once per order, and only
# when approved (the bench approves every call, as --yes).
@tool(requires="check_refundable", irreversible=True)
def issue_refund(order_id: str) -> str:
    """Refund an order to the customer.

    Args:
        order_id: The order number.
    """
    o = _order(order_id)
    OFFICE.refunds.append(order_id.strip().lstrip("#"))
    return f"refund of {o['price']} issued for order {order_id}"


@tool
def find_ticket(ticket_id: str) -> str:
    """Look a support ticket up.

    Args:
        ticket_id: The ticket, e.g. T-17.
    """
    _, t = _ticket(ticket_id)
    return f"{ticket_id}: {t['subject']}, {t['status']}"


@tool
def close_ticket(ticket_id: str, code: CloseCode) -> str:
    """Close a support ticket with a code: resolved, duplicate or wont_fix.

    Args:
        ticket_id: The ticket, e.g. T-17.
        code: resolved, duplicate or wont_fix.
    """
    key, _ = _ticket(ticket_id)
    if code not in CLOSE_CODES:
        raise ToolRetry(f"code must be one of {', '.join(CLOSE_CODES)}")
    OFFICE.closed[key] = code
    return f"{key} closed as {code}"


@tool
def find_booking(booking_id: str) -> str:
    """Look a booking up: what, when, status.

    Args:
        booking_id: The booking, e.g. B-5.
    """
    _, b = _booking(booking_id)
    return f"{booking_id}: {b['what']}, {b['when']}, {b['status']}"


@tool
def cancel_booking(booking_id: str) -> str:
    """Cancel a booking.

    Args:
        booking_id: The booking, e.g. B-5.
    """
    key, _ = _booking(booking_id)
    OFFICE.cancelled.append(key)
    return f"{key} cancelled"


FINE_TOOLS = [lookup_order, check_refundable, issue_refund, find_ticket, close_ticket, find_booking, cancel_booking]

# The coarse tools of the hybrid: each a sub-agent over a few fine ones (as [agents.NAME] tables).
AGENTS = {
    "refund_order": {
        "description": "Refund an order: looks it up, checks it can be refunded, issues the refund.",
        "tools": ["lookup_order", "check_refundable", "issue_refund"],
        "instructions": "Call check_refundable first. Refund only if it says the order can be refunded.",
        "parameters": {"order_id": "string"}, "pass_question": True,
    },
    "check_order": {
        "description": "Look an order up and say whether it can be refunded; refunds nothing.",
        "tools": ["lookup_order", "check_refundable"],
        "parameters": {"order_id": "string"}, "pass_question": True,
    },
    "close_support_ticket": {
        "description": "Close a support ticket with a code (resolved, duplicate or wont_fix).",
        "tools": ["find_ticket", "close_ticket"],
        "parameters": {
            "type": "object",
            "properties": {"ticket_id": {"type": "string"}, "code": {"type": "string", "enum": list(CLOSE_CODES)}},
            "required": ["ticket_id", "code"],
        },
        "pass_question": True,
    },
    "manage_booking": {
        "description": "Look a booking up, or cancel it when asked to.",
        "tools": ["find_booking", "cancel_booking"],
        "parameters": {"booking_id": "string"}, "pass_question": True,
    },
}  # fmt: skip
