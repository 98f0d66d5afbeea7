"""The tables app never imports the club app: a finished table announces itself
(``companion.tables.signals``) and the club history listens. A cycle would come back
as function-level imports, so every import in the source is checked, not just the top."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT / "companion" / "tables"


def imported_modules(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            # "from companion import club" names the module in the alias.
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
            found += [
                (node.lineno, arg.value)
                for arg in node.args
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            ]
    return found


def test_nothing_in_companion_tables_imports_companion_club():
    sources = sorted(TABLES.rglob("*.py"))
    assert len(sources) > 5, "the tables app was not found"
    offending = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in sources
        for line, module in imported_modules(path)
        if module == "companion.club" or module.startswith("companion.club.")
    ]
    assert offending == []


def test_the_check_catches_a_function_level_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def later():\n"
        "    from companion.club.services import club_record_table_play\n"
        "    from companion import club\n"
    )
    modules = [m for _line, m in imported_modules(sample)]
    assert "companion.club.services" in modules and "companion.club" in modules
