from enum import Enum
from typing import Literal, Optional

import pytest

from localagent.errors import ToolCallError, UsageError
from localagent.tools import Registry, tool, tool_from_definition
from localagent.tools.schema import normalize_schema, parse_docstring


class Unit(Enum):
    C = "celsius"
    F = "fahrenheit"


@tool
def weather(city: str, days: int = 1, unit: Unit = Unit.C, detailed: bool | None = None) -> str:
    """Get the weather forecast.

    Longer text that belongs to the description.

    Args:
        city: The city name, e.g. "Paris".
        days (int): How many days,
            counted from today.
        unit: Temperature unit.
        detailed: Include hourly data.

    Returns:
        The forecast.
    """
    return city


def test_schema_from_type_hints_and_docstring() -> None:
    assert weather.name == "weather"
    assert weather.description == "Get the weather forecast. Longer text that belongs to the description."
    assert weather.parameters == {
        "type": "object",
        "properties": {
            "city": {"type": "string", "description": 'The city name, e.g. "Paris".'},
            "days": {"type": "integer", "description": "How many days, counted from today.", "default": 1},
            "unit": {"enum": ["celsius", "fahrenheit"], "description": "Temperature unit."},
            "detailed": {"type": "boolean", "description": "Include hourly data."},
        },
        "required": ["city"],
    }


@pytest.mark.parametrize(
    "hint, expected",
    [
        (list[int], {"type": "array", "items": {"type": "integer"}}),
        (dict[str, float], {"type": "object", "additionalProperties": {"type": "number"}}),
        (Literal["a", "b"], {"type": "string", "enum": ["a", "b"]}),
        (Optional[str], {"type": "string"}),  # noqa: UP045 - Optional is what is tested
        (int | str, {"anyOf": [{"type": "integer"}, {"type": "string"}]}),
        (tuple[str, ...], {"type": "array", "items": {"type": "string"}}),
    ],
)
def test_type_table(hint: object, expected: dict) -> None:
    def f(x):  # type: ignore[no-untyped-def]
        return x

    f.__annotations__ = {"x": hint}
    assert tool(f).parameters["properties"]["x"] == expected


def test_options_and_direct_call() -> None:
    @tool(requires_approval=True, exclusive=True, timeout=5, name="rm")
    def remove(path: str) -> str:
        """Delete a file."""
        return f"deleted {path}"

    assert (remove.name, remove.requires_approval, remove.exclusive, remove.timeout) == ("rm", True, True, 5)
    assert remove("x") == "deleted x"


def test_docstring_without_args() -> None:
    assert parse_docstring("Just a line.") == ("Just a line.", {})
    assert parse_docstring(None) == ("", {})


def test_openai_and_plain_definitions_are_both_accepted() -> None:
    params = {
        "type": "dict",
        "properties": {"x": {"type": "float"}, "t": {"type": "tuple", "items": {"type": "any"}}},
        "required": ["x"],
    }
    a = tool_from_definition({"type": "function", "function": {"name": "f", "description": "d", "parameters": params}})
    b = tool_from_definition({"name": "f", "description": "d", "parameters": params})
    assert (
        a.parameters
        == b.parameters
        == {
            "type": "object",
            "properties": {"x": {"type": "number"}, "t": {"type": "array", "items": {}}},
            "required": ["x"],
        }
    )
    assert normalize_schema(params) is not params


def test_bad_definitions_are_usage_errors() -> None:
    with pytest.raises(UsageError, match="needs a 'name'"):
        tool_from_definition({"description": "no name"})
    with pytest.raises(UsageError, match="invalid parameters schema"):
        tool_from_definition({"name": "f", "parameters": {"type": "object", "properties": 3}})


@pytest.mark.parametrize(
    "arguments, message",
    [
        ({}, "missing required argument 'city' (required: city)"),
        (
            {"city": "Paris", "unit": "kelvin"},
            'argument \'unit\' is "kelvin" (string); allowed values: "celsius", "fahrenheit"',
        ),
        ({"city": "Paris", "days": "two"}, "argument 'days' is \"two\" (string); expected integer"),
        ({"city": "Paris", "hours": 3}, "unknown argument 'hours' (allowed: city, days, unit, detailed)"),
        ("Paris", 'arguments for weather must be a JSON object, got "Paris" (string)'),
    ],
)
def test_validation_messages_say_what_is_wrong(arguments: object, message: str) -> None:
    with pytest.raises(ToolCallError) as err:
        weather.validate(arguments)
    assert err.value.feedback.endswith(message)


def test_registry_lookup_and_selection() -> None:
    reg = Registry([weather])
    with pytest.raises(ToolCallError, match="no tool named 'wether'; available: weather"):
        reg.get("wether")
    assert reg.closest_name("wether") == "weather"
    assert reg.closest_name("zzz") is None
    with pytest.raises(UsageError, match="unknown tool 'nope' in --tools"):
        reg.select(["nope"])
    assert reg.select(["weather"]).names == ["weather"]


# --- local references and depth (tools/schema.py: followed, schema_depth) -------------------


def test_a_parameters_reference_is_followed_one_level_with_its_own_keys_kept() -> None:
    import copy

    from localagent.tools.schema import followed

    schema = {
        "$defs": {"Item": {"type": "object", "properties": {"sku": {"type": "string"}}}},
        "definitions": {"Qty": {"type": "integer", "minimum": 1}},
        "type": "object",
        "properties": {
            "item": {"$ref": "#/$defs/Item", "description": "the item"},
            "qty": {"$ref": "#/definitions/Qty"},
            "again": {"$ref": "#/properties/qty"},  # a reference to a reference
            "pair": {"type": "array", "prefixItems": [{"$ref": "#/$defs/Item"}, {"$ref": "#/properties/qty"}]},
        },
    }
    before = copy.deepcopy(schema)
    props = {name: followed(schema, prop) for name, prop in schema["properties"].items()}
    assert schema == before  # never mutated
    assert props["item"] == {"type": "object", "properties": {"sku": {"type": "string"}}, "description": "the item"}
    assert props["qty"] == props["again"] == {"type": "integer", "minimum": 1}
    assert props["pair"] == schema["properties"]["pair"]  # one level: what it holds is not walked


def test_a_loop_of_references_is_any_value() -> None:
    from localagent.tools.schema import followed

    schema = {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}}
    assert followed(schema, {"$ref": "#/$defs/A"}) == {}


@pytest.mark.parametrize(
    "ref, message",
    [("https://example.com/s.json#/X", "only local references"), ("#/$defs/Missing", "points to nothing")],
)
def test_a_reference_that_cannot_be_followed_says_why(ref: str, message: str) -> None:
    from localagent.tools.schema import followed

    schema = {"type": "object", "properties": {"a": {"$ref": ref}}}
    with pytest.raises(ValueError, match=message):
        followed(schema, schema["properties"]["a"])


def test_the_tool_list_shows_a_referenced_parameter_as_what_it_refers_to() -> None:
    from localagent.formats.base import describe_tool
    from localagent.tools.registry import tool_from_definition

    order = {"type": "object", "properties": {"id": {"type": "integer"}}}
    parameters = {
        "$defs": {"Order": order},
        "type": "object",
        "properties": {"order": {"$ref": "#/$defs/Order", "description": "The order."}, "x": {"$ref": "#/nope"}},
        "required": ["order"],
    }
    lines = describe_tool(tool_from_definition({"name": "ship", "parameters": parameters})).splitlines()
    assert lines[1:] == ["    order (object, required): The order.", "    x (any, optional)"]


def test_schema_depth_is_measured_without_recursion() -> None:
    from localagent.tools.schema import schema_depth

    deep: dict = {}
    for _ in range(100_000):
        deep = {"items": deep}
    assert schema_depth(deep) == 65  # stops counting past the limit
    assert schema_depth({"type": "object", "properties": {"a": {"type": "string"}}}) == 3


# --- structured parameters: pydantic models, dataclasses, TypedDicts ------------------------

import dataclasses as _dc  # noqa: E402
from typing import TypedDict  # noqa: E402

from pydantic import BaseModel  # noqa: E402


class _Item(BaseModel):
    sku: str
    qty: int = 1


class _Order(BaseModel):
    id: int
    items: list[_Item]
    note: str | None = None


@_dc.dataclass
class _Point:
    x: float
    y: float = 0.0


@_dc.dataclass
class _Path:
    name: str
    points: list[_Point]


class _Address(TypedDict):
    city: str
    zip: str


def test_structured_parameters_get_their_schema_and_arrive_built() -> None:
    from localagent.grammar import GrammarBuilder
    from localagent.tools.registry import Registry, tool

    seen: dict = {}

    @tool
    def ship(order: _Order, path: _Path, to: _Address, extra: list[_Point] | None = None) -> str:
        """Ship an order.

        Args:
            order: The order.
            path: The route.
            to: Where to.
            extra: More points.
        """
        seen.update(order=order, path=path, to=to, extra=extra)
        return "ok"

    props = ship.parameters["properties"]
    assert props["order"]["properties"]["items"]["items"] == {"$ref": "#/$defs/_Item"}
    assert "_Item" in ship.parameters["$defs"] and "$defs" not in props["order"]  # hoisted to the root
    assert props["path"]["required"] == ["name", "points"] and props["path"]["properties"]["points"]["items"] == {
        "type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x"],
    }  # fmt: skip
    assert props["to"] == {
        "type": "object", "properties": {"city": {"type": "string"}, "zip": {"type": "string"}},
        "required": ["city", "zip"], "description": "Where to.",
    }  # fmt: skip
    arguments = {
        "order": {"id": 7, "items": [{"sku": "a"}]},
        "path": {"name": "p", "points": [{"x": 1, "y": 2}]},
        "to": {"city": "Oslo", "zip": "0150"},
        "extra": [{"x": 3}],
    }
    ship.validate(arguments)  # jsonschema follows the $ref to the hoisted $defs
    GrammarBuilder(Registry([ship]))  # and the grammar puts it in place
    assert ship(**arguments) == "ok"
    assert seen["order"] == _Order(id=7, items=[_Item(sku="a")])
    assert seen["path"] == _Path("p", [_Point(1, 2)]) and seen["extra"] == [_Point(3)]
    assert seen["to"] == {"city": "Oslo", "zip": "0150"}
    with pytest.raises(ToolCallError):
        ship.validate({**arguments, "order": {"id": "seven", "items": []}})
