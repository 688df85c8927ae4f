"""Sub-agents declared in the configuration file, checked and built.

    [agents.refund]
    description = "Refund an order: looks it up, checks it can be refunded, issues the refund."
    tools = ["lookup_order", "check_refundable", "issue_refund"]
    instructions = "Refund only delivered orders younger than 30 days."
    mode = "react"            # default: the run's mode
    max_steps = 6             # default: the run's
    parameters = { order_id = "string", reason = "string" }   # or a JSON Schema table
    pass_question = false     # give the inner run what the user asked, too

A sub-agent's tools are tools the run has (built-in, --tools-from, MCP) or other sub-agents.
Checked at load, each problem one line: unknown keys or tools, a cycle, nesting deeper than
`agent_depth`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..backends.base import Backend
from ..errors import UsageError
from ..settings import DEFAULTS, config_table
from ..tools.executor import Approver, deny_all
from ..tools.preconditions import PlanApprover, keep_plan
from ..tools.registry import Registry, Tool
from ..tools.rules import read_rules, ruled
from ..trace import Tracer
from .agent import Agent
from .config import AgentConfig
from .subagents import parameters_schema, subagent_tool

KEYS = {"description", "tools", "instructions", "mode", "max_steps", "parameters", "pass_question"}
# A sub-agent's run answers one job, in a question the runner wrote (the job's description and
# arguments, its rules, what the user asked: subagents.inner_question). The policies that read a
# question as a list of the user's requests stay out of it: split into requests (decompose), its
# rules and the user's words were each asked alone, and the refund sub-agent's first step held
# the check twice; its calls repeated for the other items of a list (expand), a ticket closed as
# resolved was closed as duplicate and wont_fix too, the values its description names (a list
# the user wrote, "orders 1042 and 4188", is the outer run's: a call each). relevant_tools still
# narrows its tools: offered all three, the refund sub-agent looked the order up and wrote the
# refund, and no longer called the check (6 of 8 refusal and check-only tasks lost, measured).
ONE_JOB: dict[str, Any] = {"decompose": False, "expand": False}


@dataclass(frozen=True)
class SubAgentSpec:
    name: str
    description: str
    tools: tuple[str, ...]
    instructions: str = ""
    mode: str | None = None
    max_steps: int | None = None
    parameters: dict[str, Any] = field(default_factory=dict)
    pass_question: bool = False


def read_specs(tables: Mapping[str, Any]) -> list[SubAgentSpec]:
    specs = []
    for name, table in tables.items():
        where = f"[agents.{name}]"
        table = config_table(where, table, KEYS, "description, tools, ...")
        description, tools = table.get("description"), table.get("tools")
        if not isinstance(description, str) or not description.strip():
            raise UsageError(f"{where}: needs a description (what the outer model reads)")
        if not isinstance(tools, list) or not tools or not all(isinstance(t, str) for t in tools):
            raise UsageError(f"{where}: needs tools, a list of tool names")
        max_steps = table.get("max_steps")
        if max_steps is not None and (not isinstance(max_steps, int) or max_steps < 1):
            raise UsageError(f"{where}: max_steps must be a whole number of at least 1")
        parameters = table.get("parameters") or {}
        try:
            parameters_schema(parameters)
        except UsageError as exc:
            raise UsageError(f"{where}: {exc}") from None
        specs.append(
            SubAgentSpec(
                name,
                description.strip(),
                tuple(tools),
                str(table.get("instructions", "")),
                table.get("mode"),
                max_steps,
                dict(parameters),
                bool(table.get("pass_question", False)),
            )  # fmt: skip
        )
    return specs


def build_order(specs: list[SubAgentSpec], known: set[str], max_depth: int) -> list[SubAgentSpec]:
    """The sub-agents, each after the ones it uses; refuses unknown tools, cycles and nesting
    deeper than `max_depth` (a sub-agent using only plain tools is depth 1)."""
    by_name = {s.name: s for s in specs}
    for spec in specs:
        if spec.name in known:
            raise UsageError(f"[agents.{spec.name}]: a tool of that name exists already")
        for tool in spec.tools:
            if tool not in known and tool not in by_name:
                raise UsageError(f"[agents.{spec.name}]: unknown tool {tool!r}")
    depth: dict[str, int] = {}
    order: list[SubAgentSpec] = []

    def visit(name: str, path: tuple[str, ...]) -> int:
        if name in path:
            cycle = " -> ".join((*path[path.index(name) :], name))
            raise UsageError(f"sub-agents call each other in a cycle: {cycle}")
        if name not in depth:
            spec = by_name[name]
            depth[name] = 1 + max((visit(t, (*path, name)) for t in spec.tools if t in by_name), default=0)
            order.append(spec)
        return depth[name]

    for spec in specs:
        if visit(spec.name, ()) > max_depth:
            deep = depth[spec.name]
            raise UsageError(f"[agents.{spec.name}]: sub-agents nest {deep} deep; agent_depth is {max_depth}")
    return order


def with_subagents(
    registry: Registry,
    tables: Mapping[str, Any],
    backend: Backend,
    config: AgentConfig,
    approver: Approver = deny_all,
    max_depth: int = DEFAULTS.agent_depth,
    tool_rules: Mapping[str, Any] | None = None,
    plan_approver: PlanApprover = keep_plan,
) -> Registry:
    """`registry` with the configured sub-agents added, each running on `backend` (the one
    loaded model) over its own tools, each with its [tool_rules.NAME] (tools/rules.py).
    `plan_approver` decides a plan only for a sub-agent run on its own (an MCP client's call):
    inside a run, its planned calls join the plan of the run around it."""
    specs = build_order(read_specs(tables), set(registry.names), max_depth)
    rules = read_rules(tool_rules or {})
    out = Registry(list(registry))
    for spec in specs:
        inner = replace(config, mode=spec.mode or config.mode, max_steps=spec.max_steps or config.max_steps, **ONE_JOB)
        agent = Agent(backend, Registry([out.get(t) for t in spec.tools]), inner, tracer=Tracer(), approver=approver,
                      plan_approver=plan_approver)  # fmt: skip
        coarse = subagent_tool(
            agent, spec.name, spec.description, spec.parameters, instructions=spec.instructions,
            pass_question=spec.pass_question, max_depth=max_depth,
        )  # fmt: skip
        out.add(ruled(coarse, rules.get(spec.name)))
    return out


def listed_subagents(
    registry: Registry,
    tables: Mapping[str, Any],
    max_depth: int = DEFAULTS.agent_depth,
    tool_rules: Mapping[str, Any] | None = None,
) -> Registry:
    """`registry` with the configured sub-agents added as they are listed (`localagent tools`):
    checked as for a run, without a model to run them."""
    specs = build_order(read_specs(tables), set(registry.names), max_depth)
    rules = read_rules(tool_rules or {})
    out = Registry(list(registry))
    for spec in specs:
        listed = Tool(spec.name, spec.description, parameters_schema(spec.parameters), inner_tools=spec.tools)
        out.add(ruled(listed, rules.get(spec.name)))
    return out
