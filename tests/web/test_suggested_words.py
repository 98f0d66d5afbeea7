"""A place typed on a phone is offered from the words the game suggests (Piracy: the
map's ports, Europe's hexes, the hexes ships were seen on), one list per form."""

from __future__ import annotations

from django.utils import translation

from companion.web.offers import offered_forms
from tests.engines.piracy.builders import ENGINE, JONA, NAMES, started


def test_a_ship_sailing_is_offered_the_ports_of_the_map_as_it_types():
    state = started()
    state["players"][2].update(at="H7", where="at_sea")
    with translation.override("en"):
        forms = offered_forms(
            ENGINE, state, ENGINE.legal_moves(state, JONA), dict(enumerate(NAMES)), seat=JONA
        )
    sail = next(form for form in forms if form["legal"].type == "sail")
    to = next(field for field in sail["fields"] if field["name"] == "to")
    assert to["suggest"][:3] == ["Tortuga", "Nassau", "Port Royal"]
    assert "E1" in to["suggest"] and "H7" in to["suggest"]
    assert to["suggest_id"] == f"words-{forms.index(sail)}-to"
    # A choice offered as buttons needs no list.
    hexes = next(field for field in sail["fields"] if field["name"] == "hexes")
    assert "suggest" not in hexes
