"""The tables app and the API read at a glance: no import circle between the tables'
modules (function-level imports included: a circle hidden in a function is still one),
no module over 400 lines, no function over 60."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = [ROOT / "companion" / "tables", ROOT / "companion" / "api"]


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``path`` imports, anywhere in its source."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            # "from companion.tables import tasks" names the module in the alias.
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found & known


def import_graph(package: Path) -> dict[str, set[str]]:
    sources = {module_name(p): p for p in package.rglob("*.py")}
    return {name: imports_of(path, set(sources)) for name, path in sources.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, each as the path that closes it."""
    found: list[list[str]] = []

    def walk(module: str, path: list[str]) -> None:
        for imported in sorted(graph[module]):
            if imported in path:
                found.append([*path[path.index(imported) :], imported])
            elif imported not in done:
                walk(imported, [*path, imported])
        done.add(module)

    done: set[str] = set()
    for module in sorted(graph):
        if module not in done:
            walk(module, [module])
    return found


def test_the_tables_modules_import_one_another_without_a_circle():
    graph = import_graph(ROOT / "companion" / "tables")
    assert "companion.tables.journal" in graph
    assert circles(graph) == []


def test_the_circle_check_finds_a_circle_hidden_in_a_function():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert circles(graph) == [["a", "b", "c", "a"]]


def test_no_module_over_400_lines_and_no_function_over_60():
    too_long = []
    for package in PACKAGES:
        for path in sorted(package.rglob("*.py")):
            text = path.read_text()
            if len(text.splitlines()) > 400:
                too_long.append(f"{module_name(path)}: {len(text.splitlines())} lines")
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    length = (node.end_lineno or node.lineno) - node.lineno + 1
                    if length > 60:
                        too_long.append(f"{module_name(path)}.{node.name}: {length} lines")
    assert too_long == []
