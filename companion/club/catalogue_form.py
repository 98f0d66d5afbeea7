"""The catalogue page's form, built from any declared shape: one block of rows per
section, one input per field by its declared type. Typed text goes back into the page
as typed (a refused save keeps it); the catalogue the engine checks is built from it.

Inputs are named ``<section>-<row>-<field>``; ``<section>-rows`` says how many rows the
page showed, ``<section>-<row>-delete`` drops a row on save.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext

from companion.club.catalogue_paste import columns
from companion.club.errors import Problem
from companion.engines.base import Arg, Catalogue, CatalogueSection, CatalogueShape, CountLimit
from companion.i18n import say
from companion.words import choice_label

BLANK_ROWS = 3
# Rows a page may post beyond a section's limit: the engine then says it is too many.
SPARE_ROWS = 20

Typed = dict[str, Any]  # field -> the text typed (a bool for a checkbox)

INPUTS = {"choice": "select", "int": "number", "seat": "number", "bool": "checkbox"}


@dataclass
class Cell:
    name: str
    arg: Arg
    value: Any
    error: str = ""

    @property
    def input(self) -> str:
        return INPUTS.get(self.arg.type, "text")

    @property
    def label(self) -> str:
        return say(self.arg.label)

    @property
    def is_list(self) -> bool:
        return self.arg.type in ("int_list", "str_list")

    @property
    def choices(self) -> list[tuple[str, str]]:
        return [(str(c), choice_label(self.arg, c, {}, {})) for c in self.arg.choices or ()]


@dataclass
class FormRow:
    number: int  # 1-based, as the engine's messages count rows
    cells: list[Cell]
    error: str = ""
    prefix: str = ""


@dataclass
class FormSection:
    section: CatalogueSection
    rows: list[FormRow]
    limits: list[str]
    complete: bool
    saved_rows: int
    error: str = ""
    can_add: bool = True
    # Lines pasted and not taken (one did not fit): shown again as typed.
    paste: str = ""

    @property
    def label(self) -> str:
        return say(self.section.label)

    @property
    def columns(self) -> str:
        return columns(self.section)

    @property
    def help(self) -> str:
        return say(self.section.help) if self.section.help else ""


@dataclass
class CatalogueForm:
    sections: list[FormSection]
    error: str = ""  # what names no section (an unknown list, a rule across sections)
    typed: dict[str, list[Typed]] = field(default_factory=dict)
    # A refused save, said at the top too, linking to where it is shown (the form is long).
    refused: str = ""
    anchor: str = ""


def _shown(arg: Arg, value: Any) -> Any:
    if arg.type == "bool":
        return bool(value)
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def typed_from_data(shape: CatalogueShape, data: Mapping[str, Any]) -> dict[str, list[Typed]]:
    """A stored catalogue as the form shows it."""
    return {
        s.name: [
            {a.name: _shown(a, row.get(a.name)) for a in s.fields} for row in data.get(s.name) or []
        ]
        for s in shape.sections
    }


def _is_blank(section: CatalogueSection, row: Typed) -> bool:
    return all(not row.get(a.name) for a in section.fields if a.type != "bool")


def typed_from_post(shape: CatalogueShape, post: Mapping[str, Any]) -> dict[str, list[Typed]]:
    """The rows a posted form holds: blank rows and rows marked for deletion left out."""
    out: dict[str, list[Typed]] = {}
    for s in shape.sections:
        raw_count = str(post.get(f"{s.name}-rows", "0"))
        count = int(raw_count) if raw_count.isascii() and raw_count.isdigit() else 0
        rows = []
        for i in range(min(count, s.max_rows + SPARE_ROWS)):
            if post.get(f"{s.name}-{i}-delete"):
                continue
            row: Typed = {}
            for a in s.fields:
                raw = post.get(f"{s.name}-{i}-{a.name}")
                row[a.name] = bool(raw) if a.type == "bool" else str(raw or "").strip()
            if not _is_blank(s, row):
                rows.append(row)
        out[s.name] = rows
    return out


def _value(arg: Arg, typed: Any) -> Any:
    """What the engine checks for one typed value (it turns digits into numbers)."""
    if arg.type == "bool":
        return bool(typed)
    if arg.type in ("int_list", "str_list") and not typed and arg.required:
        return []  # nothing typed in a list the row needs: the empty list
    if typed == "" or typed is None:
        return None
    if arg.type in ("int_list", "str_list"):
        return [item.strip() for item in str(typed).split(",") if item.strip()]
    return typed


def data_from_typed(shape: CatalogueShape, typed: dict[str, list[Typed]]) -> Catalogue:
    return {
        s.name: [{a.name: _value(a, row.get(a.name)) for a in s.fields} for row in typed[s.name]]
        for s in shape.sections
    }


def limit_words(section: CatalogueSection, limit: CountLimit, rows: list[dict[str, Any]]) -> str:
    """A box limit, and how many cards the saved catalogue has against it."""
    totals = section.total(rows, limit)
    if isinstance(limit.most, int):
        return gettext("The box holds %(most)s in all; saved: %(given)s.") % {
            "most": limit.most,
            "given": sum(totals.values()),
        }
    group = next((a for a in section.fields if a.name == limit.group), None)
    parts = ", ".join(
        gettext("%(value)s: %(given)s of %(most)s")
        % {"value": say(str(value)), "given": totals.get(value, 0), "most": most}
        for value, most in limit.most.items()
    )
    return gettext("The box holds, by %(group)s: %(counts)s.") % {
        "group": say(group.label) if group else limit.group,
        "counts": parts,
    }


def _where(shape: CatalogueShape, problem: Problem | None) -> tuple[str, int | None, str]:
    """The section, row index and field a refusal names ("ships.1.pirate")."""
    if problem is None or not problem.field:
        return "", None, ""
    parts = problem.field.split(".")
    if parts[0] not in {s.name for s in shape.sections}:
        return "", None, ""
    row = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return parts[0], row, parts[2] if len(parts) > 2 else ""


def build(
    shape: CatalogueShape,
    typed: dict[str, list[Typed]],
    saved: Mapping[str, Any],
    *,
    problem: Problem | None = None,
    more: str = "",
    pasted: Mapping[str, str] | None = None,
) -> CatalogueForm:
    """The form: the typed rows, blank rows to add more, the refusal beside what it
    names; ``more``: the section whose "add rows" was pressed; ``pasted``: lines not
    taken, by section."""
    at_section, at_row, at_field = _where(shape, problem)
    form = CatalogueForm([], typed=typed)
    if problem is not None:
        form.refused = problem.message
        form.anchor = "catalogue-error"
        if not at_section:
            form.error = problem.message
    for s in shape.sections:
        rows = list(typed.get(s.name) or [])
        room = 1 if s.single else s.max_rows
        blank = BLANK_ROWS * (2 if more == s.name else 1)
        rows += [{}] * max(0, min(blank, room - len(rows)))
        saved_rows = list(saved.get(s.name) or [])
        section = FormSection(
            s,
            [],
            [limit_words(s, limit, saved_rows) for limit in s.limits],
            s.complete(saved_rows),
            len(saved_rows),
            can_add=len(rows) < room,
            paste=(pasted or {}).get(s.name, ""),
        )
        for i, row in enumerate(rows):
            cells = [
                Cell(
                    f"{s.name}-{i}-{a.name}", a, row.get(a.name, False if a.type == "bool" else "")
                )
                for a in s.fields
            ]
            form_row = FormRow(i + 1, cells, prefix=f"{s.name}-{i}")
            if at_section == s.name and at_row == i:
                cell = next((c for c in cells if c.arg.name == at_field), None)
                if cell is not None:
                    cell.error = problem.message if problem else ""
                    form.anchor = f"f-{cell.name}"
                else:
                    form_row.error = problem.message if problem else ""
                    form.anchor = form_row.prefix
            section.rows.append(form_row)
        if at_section == s.name and (at_row is None or at_row >= len(rows)):
            section.error = problem.message if problem else ""
            form.anchor = f"section-{s.name}"
        form.sections.append(section)
    return form
