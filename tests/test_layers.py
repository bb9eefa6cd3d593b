"""The layers import one way (issue 35): import-linter's contracts, and no import cycle between files."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tla_py"


def _modules() -> dict[str, Path]:
    """Every module of tla_py by dotted name, a package by its own name."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _is_type_checking(node: ast.AST) -> bool:
    """`if TYPE_CHECKING:` guards names for annotations only, as pyproject tells import-linter."""
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and getattr(test, "id", getattr(test, "attr", None)) == "TYPE_CHECKING"


def _imported(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of tla_py this file imports anywhere, inside functions too, as grimp counts them."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    todo = [ast.parse(path.read_text(encoding="utf-8"))]
    while todo:
        node = todo.pop()
        todo.extend(child for child in ast.iter_child_nodes(node) if not _is_type_checking(child))
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            named = {f"{base}.{alias.name}" for alias in node.names}
            # `from package import module` imports the module (grimp's reading), a name imports base
            targets.update(named & modules.keys() or {base})
    return {t for t in targets if t in modules and t != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _one_cycle(component: list[str], graph: dict[str, set[str]]) -> str:
    """A readable path round the component: a -> b -> ... -> a."""
    members = set(component)
    path = [component[0]]
    while True:
        nxt = min(m for m in graph[path[-1]] if m in members)
        if nxt in path:
            return " -> ".join(path[path.index(nxt) :] + [nxt])
        path.append(nxt)


def test_cycles_finds_a_cycle() -> None:
    """The check can fail: a two-file and a three-file loop are found, a chain is not."""
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    assert sorted(_cycles(graph)) == [["a", "b"], ["c", "d", "e"]]
    assert _one_cycle(["c", "d", "e"], graph) == "c -> d -> e -> c"


def test_no_import_cycle_between_files() -> None:
    """No two files of tla_py import each other, directly or round a loop."""
    modules = _modules()
    graph = {name: _imported(name, path, modules) for name, path in modules.items()}
    loops = [_one_cycle(component, graph) for component in _cycles(graph)]
    assert not loops, "import cycles in tla_py:\n" + "\n".join(loops)


def test_lint_imports() -> None:
    """pyproject's import-linter contracts hold (the layers drawn in the README)."""
    pytest.importorskip("importlinter")
    beside = Path(sys.executable).with_name("lint-imports")
    command = str(beside) if beside.exists() else shutil.which("lint-imports")
    if command is None:
        pytest.skip("import-linter is installed without its lint-imports command")
    argv = [command]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
