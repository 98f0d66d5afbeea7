"""The board as the pages draw it: the sea zones with what lies in them, the glory track
with hide counts and bounties, each ship's locations against full (all public); the
owner's total glory with the hidden gold's points (the owner's alone)."""

from __future__ import annotations

from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    put,
    set_ship,
    started,
    with_npc,
    zone_id,
)


def zone_row(view: dict, name: str) -> dict:
    (row,) = [r for r in view["sea"] if r["name"] == name]
    return row


def test_each_known_zone_lists_its_ships_npcs_and_merchant():
    state = started(players=3)
    put(state, 1, "Havana")
    put(state, 2, "Havana", port=True)
    with_npc(state, "pirate-sloop", "Havana", name="Black Bart")
    state["merchants"][str(zone_id(state, "Havana"))] = False
    view = ENGINE.player_view(state, None)
    assert len(view["sea"]) == len(state["zones"])
    havana = zone_row(view, "Havana")
    assert {1, 2} <= set(havana["ships"]) and 2 in havana["in_port"]
    assert 1 not in havana["in_port"]
    (npc,) = havana["npcs"]
    assert english(npc["short"]) == "pirate Sloop"
    assert english(npc["name"]) == "the pirate Sloop (Black Bart)"
    assert havana["merchant"] is False
    assert havana["mission"] == "Deliver the letters"


def test_the_glory_track_shows_glory_hides_and_bounties_to_everyone():
    state = started(players=2)
    state["players"][1].update(glory=3, hides=2, chest=40)
    state["players"][1]["bounty"]["spanish"] = 2
    for viewer in (None, 0, 1):
        (_, second) = ENGINE.player_view(state, viewer)["glory_track"]
        assert (second["glory"], second["hides"], second["wanted"]) == (3, 2, True)
        assert [(english(b["nation"]), b["level"]) for b in second["bounty"] if b["level"]] == [
            ("Spain", 2)
        ]
        assert "chest" not in second


def test_a_ship_shows_each_location_against_its_full_value():
    state = started(players=2)
    set_ship(state, 0, hull=1, crew=0)
    (me, _) = ENGINE.player_view(state, 1)["players"]
    rows = {english(r["label"]): (r["now"], r["full"]) for r in me["ship_rows"]}
    sloop = state["ship_types"]["sloop"]
    assert rows == {
        "Hull": (1, sloop["seaworthiness"]),
        "Mast": (sloop["seaworthiness"], sloop["seaworthiness"]),
        "Cargo": (sloop["cargo"], sloop["cargo"]),
        "Crew": (0, sloop["crew"]),
        "Cannons": (sloop["cannons"], sloop["cannons"]),
    }
    assert [english(s["label"]) for s in me["skills"]] == [
        "Seamanship",
        "Scouting",
        "Leadership",
        "Influence",
    ]


def test_total_glory_with_hidden_gold_reaches_only_its_owner():
    state = started(players=2)
    state["players"][0].update(glory=2, chest=30)
    assert ENGINE.player_view(state, 0)["players"][0]["total"] == 5
    for viewer in (None, 1):
        assert "total" not in ENGINE.player_view(state, viewer)["players"][0]


def test_the_screen_names_everyone_the_table_waits_for_and_a_phone_its_own_step():
    from tests.engines.merchants_marauders.builders import new_state, revealed

    state = revealed(new_state(2))  # every seat now draws its glory card
    assert english(ENGINE.player_view(state, None)["prompt"]) == (
        "Anja draws a glory card. Jona draws a glory card."
    )
    assert english(ENGINE.player_view(state, 1)["prompt"]) == "Jona draws a glory card."
