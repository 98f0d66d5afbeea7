"""The catalogue form with a shape holding every field type (no game declares all of
them): what the page shows, what a post becomes, where a refusal is shown."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string

from companion.club import catalogue_form as cf
from companion.club.errors import Problem
from companion.engines.base import Arg, CatalogueSection, CatalogueShape, CountLimit

CARDS = CatalogueSection(
    "cards",
    "Cards",
    (
        Arg("name", "str", "the card's name"),
        Arg("kind", "choice", "its kind", choices=("red", "blue")),
        Arg("copies", "int", "copies in the box", min=1, max=4),
        Arg("gold", "bool", "a gold border"),
        Arg("costs", "int_list", "its costs", min=0, max=9),
        Arg("tags", "str_list", "its tags", required=False),
    ),
    key=("name",),
    count="copies",
    limits=(CountLimit({"red": 3, "blue": 2}, group="kind"),),
    max_rows=10,
)
BOARD = CatalogueSection("board", "The board", (Arg("ports", "int", "ports", min=0),), single=True)
SHAPE = CatalogueShape((CARDS, BOARD))
DATA = {
    "cards": [
        {"name": "Ace", "kind": "red", "copies": 2, "gold": True, "costs": [1, 2], "tags": ["x"]},
        {"name": "Bee", "kind": "blue", "copies": 2, "gold": False, "costs": []},
    ],
    "board": [{"ports": 5}],
}


def post_of(typed: dict) -> dict:
    post = {}
    for name, rows in typed.items():
        post[f"{name}-rows"] = str(len(rows) + 2)  # and two blank rows
        for i, row in enumerate(rows):
            for field, value in row.items():
                if value is True:
                    post[f"{name}-{i}-{field}"] = "on"
                elif value is not False:
                    post[f"{name}-{i}-{field}"] = value
    return post


def test_stored_data_shown_then_posted_back_is_the_same_catalogue():
    typed = cf.typed_from_data(SHAPE, DATA)
    assert typed["cards"][0] == {"name": "Ace", "kind": "red", "copies": "2", "gold": True,
                                 "costs": "1, 2", "tags": "x"}  # fmt: skip
    posted = cf.typed_from_post(SHAPE, post_of(typed))
    assert posted == typed  # the blank rows are left out
    assert SHAPE.clean(cf.data_from_typed(SHAPE, posted)) == SHAPE.clean(DATA)


def test_a_row_marked_for_deletion_and_a_count_beyond_reason_are_left_out():
    post = post_of(cf.typed_from_data(SHAPE, DATA)) | {"cards-0-delete": "on", "cards-rows": "9999"}
    posted = cf.typed_from_post(SHAPE, post)
    assert [r["name"] for r in posted["cards"]] == ["Bee"]
    assert cf.typed_from_post(SHAPE, {"cards-rows": "-3", "board-rows": "x"}) == {
        "cards": [],
        "board": [],
    }


def test_the_limits_and_completeness_are_said_in_words():
    form = cf.build(SHAPE, cf.typed_from_data(SHAPE, DATA), DATA)
    cards = form.sections[0]
    assert cards.limits == ["The box holds, by its kind: red: 2 of 3, blue: 2 of 2."]
    assert not cards.complete and form.sections[1].complete
    assert len(cards.rows) == 2 + cf.BLANK_ROWS and len(form.sections[1].rows) == 1


@pytest.mark.parametrize(
    ("field", "where"),
    [
        ("cards.1.copies", "cell"),
        ("cards.1", "row"),
        ("cards", "section"),
        ("nothing", "top"),
        (None, "top"),
    ],
)
def test_a_refusal_is_shown_beside_what_it_names(field, where):
    typed = cf.typed_from_data(SHAPE, DATA)
    form = cf.build(SHAPE, typed, DATA, problem=Problem("Wrong here.", field))
    cards = form.sections[0]
    found = {
        "cell": [c for c in cards.rows[1].cells if c.error],
        "row": cards.rows[1].error,
        "section": cards.error,
        "top": form.error,
    }
    assert form.refused == "Wrong here."
    for kind, shown in found.items():
        assert bool(shown) == (kind == where), kind
    anchors = {"cell": "f-cards-1-copies", "row": "cards-1", "section": "section-cards",
               "top": "catalogue-error"}  # fmt: skip
    assert form.anchor == anchors[where]


def test_the_page_has_an_input_by_each_type(db):
    form = cf.build(SHAPE, cf.typed_from_data(SHAPE, DATA), DATA)
    club = SimpleNamespace(slug="bay", name="Bay")
    context = {"club": club, "access": SimpleNamespace(is_organiser=True), "form": form,
               "engine": SimpleNamespace(slug="game", title="A game"), "row": None}  # fmt: skip
    html = render_to_string("club/catalogue.html#catalogue", context)
    assert '<input type="text" id="f-cards-0-name" name="cards-0-name" value="Ace"' in html
    assert '<select id="f-cards-0-kind" name="cards-0-kind">' in html
    assert '<option value="red" selected>' in html
    assert 'type="number" inputmode="numeric" id="f-cards-0-copies" name="cards-0-copies" ' \
           'value="2" min="1" max="4"' in html  # fmt: skip
    assert 'id="f-cards-0-gold" name="cards-0-gold" checked' in html
    assert 'name="cards-0-costs" value="1, 2"' in html and "comma separated" in html
    assert 'name="board-0-ports" value="5" min="0"' in html
    assert 'name="board-0-delete"' not in html and 'name="cards-0-delete"' in html
