"""Issue 12 part 1: a game lives in its own package and templates, nowhere else.

Every registered slug, as a word, appears in ``companion/`` only under
``companion/engines/<slug>/`` and in ``templates/`` only in ``templates/games/<slug>*``.
The registry is the one place that lists the games; documentation and migrations
(history, never edited) are not source.

Inside another game's package a slug may be a plain word of that game's rules (Nassau has
a piracy phase; Merchants & Marauders rewards piracy): there, what would tie the games
together is an import of the other game, and that is what is looked for.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.engines.registry import game_slugs

ROOT = Path(__file__).resolve().parents[2]
REGISTRY = ROOT / "companion" / "engines" / "registry.py"
SOURCE_SUFFIXES = {".py", ".html", ".js", ".css", ".txt", ".json"}


def _source_files(folder: Path) -> list[Path]:
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file()
        and path.suffix in SOURCE_SUFFIXES
        and "migrations" not in path.parts
        and "__pycache__" not in path.parts
    )


def _other_game(slug: str, path: Path) -> bool:
    parts = path.relative_to(ROOT).parts
    return (
        parts[:2] == ("companion", "engines")
        and len(parts) > 3
        and parts[2] in (set(game_slugs()) - {slug})
    )


def _home_of(slug: str, path: Path) -> bool:
    relative = path.relative_to(ROOT)
    if relative.parts[0] == "companion":
        return relative.parts[:3] == ("companion", "engines", slug) or path == REGISTRY
    return relative.parts[:2] == ("templates", "games") and path.name.startswith(slug)


def slug_outside_its_home(slug: str) -> list[str]:
    """``file:line: text`` for every word-boundary use of ``slug`` outside its home."""
    word = re.compile(rf"(?<![\w-]){re.escape(slug)}(?![\w-])")
    imported = re.compile(
        rf"companion\.engines\.{re.escape(slug)}\b|engines import {re.escape(slug)}\b"
    )
    found = []
    for folder in (ROOT / "companion", ROOT / "templates"):
        for path in _source_files(folder):
            if _home_of(slug, path):
                continue
            pattern = imported if _other_game(slug, path) else word
            for number, line in enumerate(path.read_text().splitlines(), start=1):
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


@pytest.mark.parametrize("slug", game_slugs())
def test_a_game_is_named_only_in_its_own_package_and_templates(slug):
    found = slug_outside_its_home(slug)
    assert not found, f"{slug} is named outside its home:\n" + "\n".join(found)
