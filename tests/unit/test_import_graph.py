"""``tutorapp`` has no import cycles: the module graph from ``ast``, function-level imports
included (a function-level import hides a cycle from Python, not from this test)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tutorapp"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imported(path: Path, name: str, known: dict[str, Path]) -> Iterator[str]:
    """The ``tutorapp`` modules that ``path`` imports, wherever the import statement is."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from a.b import c``: c is a module of a.b, or a name defined in a.b
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for target in targets:
            found = target
            while found and found not in known:
                found = found.rpartition(".")[0]
            if found.startswith("tutorapp.") and found != name:
                yield found


def graph() -> dict[str, set[str]]:
    known = modules()
    edges: dict[str, set[str]] = {}
    for name, path in known.items():
        # a package's __init__ is imported with each of its modules: only real edges count
        edges[name] = {t for t in imported(path, name, known) if not name.startswith(t + ".")}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_function_level_imports() -> None:
    edges = graph()
    assert "tutorapp.ui.launch" in edges["tutorapp.app"]  # imported inside run_window
    assert "tutorapp.core.library" in edges["tutorapp.core.pipeline"]


def test_tutorapp_has_no_import_cycles() -> None:
    assert cycles(graph()) == []


def test_the_core_never_imports_the_window_or_the_cli() -> None:
    for name, targets in graph().items():
        if name.startswith("tutorapp.core"):
            bad = {t for t in targets if not t.startswith(("tutorapp.core", "tutorapp.paths"))}
            assert not bad, f"{name} imports {bad}"


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
