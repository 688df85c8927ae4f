"""The package's layers, as docs/architecture.md's table names them: every module is in one,
and no import (at the top, inside a function, or for type checking only) reaches a layer
above its own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "localagent"


def layers() -> dict[str, int]:
    """Each top-level module or package of localagent -> its layer's rank (0 at the bottom)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("## Layers", 1)[1].split("\n\n## ", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| layer")]
    ranks: dict[str, int] = {}
    for rank, row in enumerate(rows):
        modules = re.sub(r"\([^)]*\)", "", row.split("|")[2])  # what a module holds, in brackets, aside
        for name in re.findall(r"`([a-z_]+)(?:/|\.py)?`", modules):
            ranks.setdefault(name, rank)
    return ranks


def _target(node: ast.ImportFrom, module: list[str]) -> list[str]:
    """The localagent top-level names an ImportFrom in `module` (its dotted path) reaches."""
    if node.level:
        base = module[: len(module) - node.level]
        path = base + (node.module.split(".") if node.module else [])
    elif node.module and node.module.split(".")[0] == "localagent":
        path = node.module.split(".")
    else:
        return []
    if len(path) > 1:
        return [path[1]]
    return [alias.name for alias in node.names]  # `from . import x`, `from .. import x`


def test_every_module_is_in_a_layer_and_imports_only_its_own_or_lower_ones() -> None:
    ranks = layers()
    unlisted, upward = set(), []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        top = parts[0]
        if top in ("__init__", "__main__"):
            continue  # the public API and the entry point sit above everything
        if top not in ranks:
            unlisted.add(top)
            continue
        module = ["localagent", *parts]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                for name in _target(node, module):
                    if name in ranks and ranks[name] > ranks[top]:
                        upward.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not unlisted, f"modules in no layer of docs/architecture.md: {sorted(unlisted)}"
    assert not upward, "imports reaching a higher layer:\n" + "\n".join(upward)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The package's modules a module imports (at the top, inside a function, or for type
    checking only): `from .x import y` reaches `x.y` when that is a module, else `x`."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    reached = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                reached.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules else target)
        elif isinstance(node, ast.Import):
            reached.update(alias.name for alias in node.names)
    return {m for m in reached if m in modules and m != name}


def test_no_module_of_agent_imports_one_that_imports_it_back() -> None:
    """agent/ is one layer: within it, the imports go one way (agent -> subagents -> loop ->
    scope, calls, session), with no circle, however indirect."""
    paths = {_module_name(p): p for p in (PACKAGE / "agent").rglob("*.py")}
    modules = set(paths)
    graph = {name: _imports(path, modules) - {"localagent.agent"} for name, path in paths.items()}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in path:
            cycle = " -> ".join((*path[path.index(name) :], name))
            raise AssertionError(f"an import circle in agent/: {cycle}")
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, (*path, name))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())
