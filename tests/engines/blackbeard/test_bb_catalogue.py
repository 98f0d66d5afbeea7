"""The club's catalogue of its Blackbeard box (digest 3.2, BB-Q4): the map's ports are on
the table from the start, a pirate card and ship are deployed in one tap, and a sea zone
brings its Merchant Cargo Table column."""

from __future__ import annotations

from companion.engines.base import SeatInfo
from tests.engines.blackbeard.builders import ENGINE, after, lines, play, refused, the_pirate

CLUB = {
    "ports": [
        {
            "name": "Nassau",
            "nationality": "other",
            "nation": "English",
            "value": 2,
            "defense": 2,
            "status": "pirate_port",
        },
        {
            "name": "Mombasa",
            "nationality": "arab",
            "nation": "Arab",
            "value": 3,
            "defense": 4,
            "status": "neutral",
        },
    ],
    "pirates": [{"name": "Edward Teach", "pirate": 4, "ability": 3, "cruelty": 5, "leadership": 4}],
    "ships": [{"name": "Revenge", "ship": "sloop", "speed": 4, "combat": 2, "holds": 2}],
    "zones": [
        {"name": "Bahamas", "column": "caribbean"},
        {"name": "Arabian Sea", "column": "india"},
    ],
}


def club_table():
    options = ENGINE.clean_options({"catalogue": CLUB})
    return ENGINE.setup(options, [SeatInfo(0, "Anja"), SeatInfo(1, "Jona")], 3)


def test_the_clubs_ports_are_on_the_table_from_the_start() -> None:
    state = club_table()
    assert [(p["name"], p["status"], p["havens"], p["info"]) for p in state["ports"]] == [
        ("Nassau", "pirate_port", [], {}),
        ("Mombasa", "neutral", [], {}),
    ]
    assert state["zones"] == {"Bahamas": "caribbean", "Arabian Sea": "india"}


def test_a_card_and_a_ship_are_deployed_in_one_entry_with_their_zones_column() -> None:
    offers = [m for m in ENGINE.legal_moves(club_table(), 0) if m.type == "deploy_card"]
    assert (offers[0].allowed["card"], offers[0].allowed["ship"]) == (["Edward Teach"], ["Revenge"])
    answer = play(
        club_table(),
        0,
        "deploy_card",
        card="edward teach",
        ship="Revenge",
        where="sea",
        place="Bahamas",
    )
    me = the_pirate(answer.state, 4)
    assert (me["ability"], me["cruelty"], me["ship"], me["holds"], me["column"]) == (
        3,
        5,
        {"type": "sloop", "speed": 4, "combat": 2},
        [None, None],
        "caribbean",
    )
    assert lines(answer)[0].startswith(
        "Anja deploys Edward Teach (number 4) in the sea zone Bahamas"
    )
    assert [m for m in ENGINE.legal_moves(answer.state, 0) if m.type == "deploy_card"] == []
    moved = after(answer.state, 0, "move_pirate", pirate=4, where="sea", place="Arabian Sea")
    assert the_pirate(moved, 4)["column"] == "india"
    assert ENGINE.suggested_words(moved)["place"] == ["Arabian Sea", "Bahamas", "Mombasa", "Nassau"]


def test_a_card_the_club_does_not_hold_is_refused() -> None:
    assert refused(
        club_table(), 0, "deploy_card", card="Kidd", ship="Revenge", where="sea", place="Bahamas"
    ) == (
        "BB-S1.12",
        "The club's catalogue has no pirate card Kidd.",
    )
