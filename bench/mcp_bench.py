"""MCP costs, measured side by side in one run:

- start-up: N stdio servers started at once (spawn, initialize, tools/list), N = 1, 2, 4, 8;
- per call: the same `echo` call made directly with the SDK's ClientSession in its own event
  loop, through localagent's hub (from a plain thread, as the agent calls), and through the
  whole executor path the agent uses (validation, a worker thread, the result guard). The
  overhead is the difference of the medians; the issue's goal is at most 5 ms over the SDK.

    .venv/bin/python bench/mcp_bench.py [--calls 300]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

from mcp import ClientSession, StdioServerParameters, stdio_client

from localagent.tools.executor import Executor, ExecutorConfig
from localagent.tools.mcp.hub import McpHub
from localagent.tools.mcp.source import mcp_tools
from localagent.tools.mcp.specs import McpServerSpec
from localagent.tools.registry import Registry
from localagent.types import ToolCall

SERVER = [str(Path(__file__).with_name("mcp_echo_server.py"))]


def spec(i: int) -> McpServerSpec:
    return McpServerSpec(f"echo{i}", command=sys.executable, args=tuple(SERVER))


def startup(n: int) -> float:
    hub = McpHub()
    started = time.perf_counter()
    failed = hub.start([spec(i) for i in range(n)])
    seconds = time.perf_counter() - started
    hub.close()
    assert not failed, failed
    return seconds


def direct_calls(calls: int) -> list[float]:
    async def run() -> list[float]:
        params = StdioServerParameters(command=sys.executable, args=SERVER)
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            await session.list_tools()
            times = []
            for i in range(calls):
                t = time.perf_counter()
                await session.call_tool("echo", {"text": f"hello {i}"})
                times.append(time.perf_counter() - t)
            return times

    return asyncio.run(run())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args(argv)
    start = {n: startup(n) for n in (1, 2, 4, 8)}
    hub = McpHub()
    hub.start([spec(0)])
    registry = Registry(mcp_tools(hub, set(), lambda line: None, call_timeout=30))
    executor = Executor(registry, ExecutorConfig())
    per_call: dict[str, list[float]] = {"sdk": [], "hub": [], "executor": []}
    rounds = 3
    for _ in range(rounds):  # interleaved, so drift in the machine's load hits every path alike
        per_call["sdk"] += direct_calls(args.calls // rounds)
        for i in range(args.calls // rounds):
            t = time.perf_counter()
            hub.call("echo0", "echo", {"text": f"hello {i}"})
            per_call["hub"].append(time.perf_counter() - t)
        for i in range(args.calls // rounds):
            t = time.perf_counter()
            record = executor.run_one(ToolCall("echo", {"text": f"hello {i}"}, f"c{i}"))
            per_call["executor"].append(time.perf_counter() - t)
            assert record.ok, record.observation
    hub.close()
    medians = {k: statistics.median(v) * 1000 for k, v in per_call.items()}
    print("start-up of N stdio servers at once (spawn, initialize, tools/list):")
    for n, seconds in start.items():
        print(f"  N={n}: {seconds:.2f} s")
    print(f"per call (median of {len(per_call['sdk'])}):")
    print(f"  SDK ClientSession directly: {medians['sdk']:.2f} ms")
    print(f"  localagent hub:             {medians['hub']:.2f} ms  (+{medians['hub'] - medians['sdk']:.2f} ms)")
    print(
        f"  agent executor path:        {medians['executor']:.2f} ms  (+{medians['executor'] - medians['sdk']:.2f} ms)"
    )
    print(json.dumps({"startup_s": start, "per_call_ms": medians}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
