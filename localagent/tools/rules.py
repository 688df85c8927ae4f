"""Rules declared for tools in the configuration file, for tools from any source (built-in,
--tools-from, MCP, sub-agents):

    [tool_rules.issue_refund]
    requires = "check_refundable"   # a check that must allow the call's arguments first
    irreversible = true             # at most once per arguments, never a policy's, always approved

What each rule does: tools/preconditions.py. Checked at load, each problem one line: an
unknown key, a value of the wrong type, a tool or a check that no source has.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..errors import UsageError
from ..settings import config_table
from .registry import Registry, Tool

KEYS = {"requires", "irreversible"}


@dataclass(frozen=True)
class ToolRule:
    requires: str | None = None
    irreversible: bool | None = None  # None: as the tool declares it


def read_rules(tables: Mapping[str, Any]) -> dict[str, ToolRule]:
    """`[tool_rules.NAME]` tables as rules; one line on a malformed table."""
    rules = {}
    for name, table in tables.items():
        where = f"[tool_rules.{name}]"
        table = config_table(where, table, KEYS, ", ".join(sorted(KEYS)))
        requires, irreversible = table.get("requires"), table.get("irreversible")
        if requires is not None and (not isinstance(requires, str) or not requires.strip()):
            raise UsageError(f'{where}: requires must name a check tool, e.g. requires = "check_refundable"')
        if requires is not None and requires.strip() == name:
            raise UsageError(f"{where}: a tool cannot require itself")
        if irreversible is not None and not isinstance(irreversible, bool):
            raise UsageError(f"{where}: irreversible must be true or false")
        rules[name] = ToolRule(requires.strip() if requires else None, irreversible)
    return rules


def ruled(tool: Tool, rule: ToolRule | None) -> Tool:
    """`tool` with `rule` applied (a copy; the tool itself may be shared by other registries)."""
    if rule is None:
        return tool
    return replace(
        tool,
        requires=rule.requires if rule.requires is not None else tool.requires,
        irreversible=rule.irreversible if rule.irreversible is not None else tool.irreversible,
        _validator=None,
    )


def with_rules(registry: Registry, tables: Mapping[str, Any]) -> Registry:
    """`registry` with the rules of `tables` applied to the tools it has (the others are
    for tools added later: sub-agents; `check_rules` refuses the ones nothing has)."""
    if not tables:
        return registry
    rules = read_rules(tables)
    if not any(name in registry for name in rules):
        return registry
    return Registry(ruled(t, rules.get(t.name)) for t in registry)


def check_rules(tables: Mapping[str, Any], names: Iterable[str]) -> None:
    """Refuse a rule for a tool no source has, or a check that is no tool (`names`: every tool
    of the run, sub-agents included, before --tools narrows them)."""
    known = set(names)
    for name, rule in read_rules(tables).items():
        if name not in known:
            raise UsageError(f"[tool_rules.{name}]: no tool named {name!r}")
        if rule.requires is not None and rule.requires not in known:
            raise UsageError(f"[tool_rules.{name}]: requires {rule.requires!r}, which is no tool")
