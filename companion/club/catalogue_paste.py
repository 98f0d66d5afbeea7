"""Rows pasted into a catalogue section: one card per line, its values in the order the
section declares its fields, separated by tabs (as a spreadsheet copies its cells) or by
semicolons. Typing 58 merchant cards field by field on the page is a long evening; a club
keeps its box in a spreadsheet and pastes it.

Pasted lines become rows of the form only when every line fits the section; otherwise
nothing is taken, the text stays in its box and the line at fault is named.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext

from companion.club.errors import Problem
from companion.engines.base import Arg, CatalogueSection, CatalogueShape
from companion.i18n import say

Typed = dict[str, Any]

YES = {"1", "x", "yes", "y", "true", "sì", "si", "sim", "✓"}


def paste_name(section: CatalogueSection) -> str:
    return f"{section.name}-paste"


def columns(section: CatalogueSection) -> str:
    """The order of a pasted line's values, in words."""
    return "; ".join(say(arg.label) for arg in section.fields)


def _cells(line: str) -> list[str]:
    separator = "\t" if "\t" in line else ";"
    return [cell.strip() for cell in line.split(separator)]


def _choice(arg: Arg, text: str) -> str:
    """A choice as a person types it: its key, or its words, whatever the case."""
    wanted = " ".join(text.replace("_", " ").casefold().split())
    for choice in arg.choices or ():
        names = {str(choice).replace("_", " ").casefold(), say(str(choice)).casefold()}
        if wanted in names:
            return str(choice)
    return text


def _typed(arg: Arg, text: str) -> Any:
    if arg.type == "bool":
        return text.casefold() in YES
    if arg.type == "choice":
        return _choice(arg, text)
    return text


def pasted_rows(section: CatalogueSection, text: str) -> tuple[list[Typed], Problem | None]:
    """The rows of ``text``, or none and the first line that does not fit."""
    rows: list[Typed] = []
    fields = section.fields
    lines = [line for line in text.splitlines() if line.strip()]
    for number, line in enumerate(lines, start=1):
        cells = _cells(line)
        while len(cells) > len(fields) and not cells[-1]:
            cells.pop()  # a spreadsheet's empty cells at the end of a line
        if len(cells) > len(fields):
            return [], Problem(
                gettext(
                    "%(section)s, pasted line %(line)s: %(given)s values, but a row has "
                    "%(most)s (%(columns)s)."
                )
                % {
                    "section": say(section.label),
                    "line": number,
                    "given": len(cells),
                    "most": len(fields),
                    "columns": columns(section),
                },
                field=section.name,
            )
        rows.append({arg.name: _typed(arg, cell) for arg, cell in zip(fields, cells, strict=False)})
    return rows, None


def take_pasted(
    shape: CatalogueShape, post: Mapping[str, Any], typed: dict[str, list[Typed]]
) -> tuple[dict[str, str], Problem | None]:
    """Adds each section's pasted lines to its ``typed`` rows. On the first line that does
    not fit, nothing is added: the texts come back to be shown again, with the problem."""
    texts = {
        s.name: str(post.get(paste_name(s)) or "")
        for s in shape.sections
        if not s.single and str(post.get(paste_name(s)) or "").strip()
    }
    taken: dict[str, list[Typed]] = {}
    for s in shape.sections:
        if s.name in texts:
            rows, problem = pasted_rows(s, texts[s.name])
            if problem is not None:
                return texts, problem
            taken[s.name] = rows
    for name, rows in taken.items():
        typed[name] = [*typed.get(name, []), *rows]
    return {}, None
