"""The tool set the parser tests read schemas from."""

from localagent.tools import Registry
from localagent.tools.builtin import BUILTIN_TOOLS


def parser_tools() -> Registry:
    reg = Registry(BUILTIN_TOOLS)
    reg.add({"name": "weather", "description": "Forecast", "parameters": {"type": "object", "properties": {
        "city": {"type": "string"}, "date": {"type": "string"}, "days": {"type": "integer"},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}, "hourly": {"type": "boolean"}},
        "required": ["city"]}})  # fmt: skip
    reg.add(
        {
            "name": "math.factorial",
            "parameters": {"type": "object", "properties": {"number": {"type": "integer"}}, "required": ["number"]},
        }
    )
    reg.add(
        {
            "name": "search",
            "parameters": {
                "type": "object",
                "properties": {"query": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}},
                "required": ["query"],
            },
        }
    )
    return reg
