"""A combat as the pages draw it, side by side: each side's declaration, dice pool, last
roll and locations; an NPC's dice offered to the player who rolls them, by its name."""

from __future__ import annotations

from companion.engines.text import english
from tests.engines.merchants_marauders.builders import ENGINE, play, started
from tests.engines.merchants_marauders.test_mm_naval import (
    ctrl,
    pirate_frigate_fight,
    two_captains,
)


def said(side: dict) -> dict:
    return {
        "name": english(side["name"]),
        "role": english(side["role"]),
        "action": english(side["action"]) if side["action"] else None,
        "dice": side["dice"],
        "roll": [english(d) for d in side["roll"]] if side["roll"] else None,
        "faces": [(d["shows"], english(d["word"])) for d in side["faces"] or []],
        "loc": {english(r["label"]): r["now"] for r in side["loc"]},
    }


def test_a_naval_combat_shows_both_sides_as_they_stand_to_every_viewer():
    state = two_captains()  # Anja's Frigate (Seamanship 3) against Jona's Sloop (2)
    state = play(state, 0, "naval_declare", action="shoot")
    for viewer in (None, 0, 1):
        fight = ENGINE.player_view(state, viewer)["fight"]
        assert english(fight["title"]) == "Naval combat, round 1"
        anja, jona = (said(s) for s in fight["sides"])
        assert (anja["name"], anja["role"], anja["action"]) == ("Anja", "aggressor", "Shoot")
        assert (jona["name"], jona["role"], jona["action"]) == ("Jona", "defender", None)
        assert anja["loc"] == dict(
            zip(
                ("Hull", "Mast", "Cargo", "Crew", "Cannons"),
                state["players"][0]["ship"]["loc"].values(),
                strict=True,
            )
        )


def test_the_rolls_show_once_entered_with_skulls_in_words():
    state = two_captains()
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, ctrl(state, 0), "naval_roll", dice=[5, 2, 1])
    anja, jona = (said(s) for s in ENGINE.player_view(state, None)["fight"]["sides"])
    assert anja["roll"] == ["skull", "2", "1"] and jona["roll"] is None
    # The pages draw the skull as the pads show it, its word kept for a screen reader.
    assert anja["faces"] == [("☠", "skull"), ("2", "2"), ("1", "1")] and jona["faces"] == []
    assert (anja["dice"], jona["dice"]) == (3, 2)


def test_the_player_who_rolls_for_an_npc_is_offered_its_dice_by_name():
    state = pirate_frigate_fight()  # Jona plays the pirate Frigate against Anja
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_declare", action="shoot")
    offers = [english(m.label) for m in ENGINE.legal_moves(state, 1) if m.type == "naval_roll"]
    assert offers == [
        "Roll for Captain Le Requin, its Seamanship: 3 dice",
        "Roll for Captain Le Requin, its Seamanship: 3 dice, rolled by the companion",
    ]
    mine = [english(m.label) for m in ENGINE.legal_moves(state, 0) if m.type == "naval_roll"]
    assert mine[0] == "Roll your Seamanship: 3 dice"
    npc, anja = ENGINE.player_view(state, None)["fight"]["sides"]
    assert npc["seat"] is None and npc["controller"] == 1 and anja["seat"] == 0


def test_no_fight_no_panel():
    assert ENGINE.player_view(started(2), 0)["fight"] is None


def test_hits_without_a_skull_are_taken_not_placed():
    state = two_captains()
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, ctrl(state, 0), "naval_roll", dice=[5, 5, 1])
    state = play(state, ctrl(state, 1), "naval_roll", dice=[1, 2])
    state = play(state, ctrl(state, 0), "contest_done")
    state = play(state, ctrl(state, 1), "contest_done")
    # Anja's hits land by numbers only: Jona is asked to take them, not to place skulls.
    state = play(state, 0, "hit_locations", dice=[1, 2, 3])
    labels = [english(m.label) for m in ENGINE.legal_moves(state, 1) if m.type == "take_hits"]
    assert labels == ["Take the hits as they land"]
