"""Rows pasted into a catalogue section from a spreadsheet: one card per line, values
in the section's order, tabs or semicolons between them; a line that does not fit takes
nothing and is named, the text stays in its box."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils.html import escape

from companion.club.catalogue_paste import pasted_rows
from companion.club.models import ClubCatalogue
from tests.catalogues import catalogue_engines, valid_catalogue
from tests.club.test_catalogue_form import CARDS

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
ENGINES = catalogue_engines()
SLUGS = [e.slug for e in ENGINES]


def _cell(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "" if value is None else str(value)


def as_lines(section, rows: list[dict[str, Any]], separator: str) -> str:
    """Rows as a spreadsheet copies them (tabs) or as a person types them (semicolons)."""
    return "\n".join(
        separator.join(_cell(row.get(arg.name)) for arg in section.fields) for row in rows
    )


def paste_post(engine, data: dict[str, Any], separator: str) -> dict[str, str]:
    post = {}
    for section in engine.catalogue.sections:
        rows = data.get(section.name) or []
        if section.single:
            post[f"{section.name}-rows"] = str(len(rows))
            for i, row in enumerate(rows):
                for arg in section.fields:
                    post[f"{section.name}-{i}-{arg.name}"] = _cell(row.get(arg.name))
        else:
            post[f"{section.name}-rows"] = "0"
            post[f"{section.name}-paste"] = as_lines(section, rows, separator)
    return post


def test_a_line_becomes_a_row_in_the_declared_order():
    rows, problem = pasted_rows(CARDS, "Ace\tRED\t2\tyes\t1, 2\tx\n\n  Bee ; Blue ; 1 ;  ; 3\n")
    assert problem is None
    assert rows == [
        {"name": "Ace", "kind": "red", "copies": "2", "gold": True, "costs": "1, 2", "tags": "x"},
        {"name": "Bee", "kind": "blue", "copies": "1", "gold": False, "costs": "3"},
    ]


def test_a_line_with_more_values_than_a_row_is_named():
    rows, problem = pasted_rows(CARDS, "Ace;red;2;yes;1;x\nBee;blue;1;no;3;y;extra")
    assert rows == [] and problem is not None
    assert problem.field == "cards"
    assert problem.message.startswith("Cards, pasted line 2: 7 values, but a row has 6 (")


@pytest.mark.parametrize("separator", ["\t", ";"], ids=["tabs", "semicolons"])
@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_whole_catalogue_pasted_is_saved(bay, engine, separator):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    data = valid_catalogue(engine)
    response = bay.page("olga").post(url, paste_post(engine, data, separator))
    assert response.status_code == 302, response.content.decode()[:2000]
    row = ClubCatalogue.objects.get(club=bay.club, game=engine.slug)
    assert row.data == engine.clean_catalogue(data)


@pytest.mark.parametrize("headers", [{}, HX], ids=["page", "htmx"])
@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_pasted_lines_go_into_the_rows_to_check_before_saving(bay, engine, headers):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    valid = valid_catalogue(engine)
    # A section with a name to type and rows a valid catalogue holds (a board of a fixed
    # number of zones is not made of generic rows).
    section = next(
        s
        for s in engine.catalogue.sections
        if any(a.type == "str" for a in s.fields) and valid[s.name]
    )
    named = next(a for a in section.fields if a.type == "str")
    first = valid[section.name][0]
    post = {f"{section.name}-rows": "0", "add": section.name}
    post[f"{section.name}-paste"] = as_lines(section, [first], "\t")
    page = bay.page("olga").post(url, post, **headers).content.decode()
    assert not ClubCatalogue.objects.exists()
    field = f"{section.name}-0-{named.name}"
    assert f'name="{field}" value="{escape(first[named.name])}"' in page


@pytest.mark.parametrize("headers", [{}, HX], ids=["page", "htmx"])
@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_line_that_does_not_fit_takes_nothing_and_keeps_the_text(bay, engine, headers):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    section = next(s for s in engine.catalogue.sections if not s.single)
    text = ";".join(["x"] * (len(section.fields) + 1))
    post = {f"{section.name}-rows": "0", f"{section.name}-paste": text}
    response = bay.page("olga").post(url, post, **headers)
    page = response.content.decode()
    assert response.status_code == 400
    assert "pasted line 1" in page and escape(text) in page
    assert not ClubCatalogue.objects.exists()
