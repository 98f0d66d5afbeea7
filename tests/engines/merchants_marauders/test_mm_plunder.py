"""Plunder and claiming ships (MM-11, MM-Q16, MM-Q24, MM-Q46) after a crew combat, and
the loser's fall (MM-12.1.1: plunder first)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.combat import npc_side, player_side
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    at_sea_together,
    boarding,
    bookkeeping,
    lines,
    npc,
    play,
    played,
    started,
    zone_id,
)

GOODS = ["Spice", "Cocoa", "Rum", "Tobacco", "Sugar", "Cotton", "Coffee", "Indigo"]


def refused(state: State, seat: int | None, move_type: str, **args: Any) -> str:
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def won_by_seat_1(state: State) -> State:
    """Seat 1 boards seat 0 and wins the first crew round (seat 0 at Crew 1)."""
    at_sea_together(state, (0, 1))
    state["players"][0]["ship"]["loc"]["crew"] = 1
    boarding(state, [player_side(0), player_side(1)], boarder=1)
    state = play(state, 0, "crew_roll", dice=[1, 1])
    state = play(state, 1, "crew_roll", dice=[5, 1, 1])
    while state["waiting"][-1]["kind"] == "crew_window":
        state = play(state, state["waiting"][-1]["seats"][0], "crew_go_on")
    return state


def test_mm_ex_30_a_captain_dies_in_crew_combat() -> None:
    state = started(2)
    d = state["players"][0]
    d.update(glory=6, chest=7, gold=15, hand=["Broadside", "Lucky wind"], cargo=["Rum", "Spice"])
    d.update(rumor={"name": "Sunken treasure"}, weapons=["chain"])
    d["mission"] = {"name": "Deliver the letters", "zone": 0, "requirement": "", "reward": ""}
    d["bounty"]["spanish"] = 2
    state = won_by_seat_1(state)
    assert state["combat"] is None
    assert state["players"][1]["gold"] == 10 + 10  # the reward: Spain 2 x 5 (MM-6.6)
    assert state["players"][1]["glory"] == 1
    assert state["players"][0]["mission"] is None
    e_hand = list(state["players"][1]["hand"])
    offers = ENGINE.legal_moves(state, 1)
    assert offers[0].allowed == {"take": ["gold", "cards", "cargo", "rumor", "chain", "ship"]}
    answer = played(state, 1, "plunder", take=["gold", "cards", "cargo", "rumor", "chain"])
    public = lines(answer)
    assert public[:5] == [
        "Jona takes the gold aboard Anja's ship.",
        "Jona takes 2 glory cards from Anja.",
        "Jona takes 2 cargo cards from Anja.",
        "Jona takes Anja's rumor.",
        "Jona takes Chain shot from Anja (MM-11.1.2).",
    ]
    assert "Anja's captain dies: beaten in crew combat by Jona (MM-12.1)." in public
    assert not any("15" in line for line in public)  # the amount is the winner's alone
    assert [english(m) for m in answer.outcome.private[1]] == [
        "You take 15 gold from Anja.",
        "You take Broadside and Lucky wind.",
        "You take Rum and Spice.",
        "You take the rumor Sunken treasure.",
    ]
    state = answer.state
    e = state["players"][1]
    assert e["gold"] == 35
    assert e["hand"] == [*e_hand, "Broadside", "Lucky wind"]
    assert e["cargo"] == ["Rum", "Spice"]
    assert e["rumor"] == {"name": "Sunken treasure"}
    assert e["weapons"] == ["chain"]
    d = state["players"][0]
    assert (d["status"], d["glory"], d["chest"], d["gold"], d["bounty"]["spanish"]) == (
        "dead",
        6,
        7,
        0,
        0,
    )
    assert (d["hand"], d["cargo"], d["rumor"], d["weapons"], d["ship"]) == ([], [], None, [], None)
    # E draws his glory card; D's turn is over; at his next turn D plays a new captain
    # with the 7 hidden gold and 3 from the bank (MM-12.3.3).
    state = play(state, 1, "draw_glory_card", card="Letter of marque")
    assert state["current"] == 1
    state = bookkeeping(bookkeeping(play(state, 1, "pass_turn")))  # the round's end, the next
    state = play(state, 0, "event_card", card="Calm seas")
    answer = played(
        state,
        0,
        "enter_new_captain",
        captain="Jean",
        ship="flute",
        seamanship=2,
        scouting=2,
        leadership=2,
        influence=2,
        home="Tortuga",
        nation="french",
    )
    assert "Anja takes 7 gold from the chest and 3 from the bank (MM-12.3.3)." in lines(answer)
    d = answer.state["players"][0]
    assert (d["gold"], d["chest"], d["glory"], d["status"]) == (10, 0, 6, "alive")


def test_a_claimed_ship_keeps_its_damage_and_takes_the_winners_crew() -> None:
    state = started(2)
    for port in ("Havana", "Nassau"):
        state["mods"][str(zone_id(state, port))] = None  # sold: a token may come back
    state["players"][0]["ship"]["mods"] = ["hold"]
    state["players"][0]["ship"]["loc"]["hull"] = 1
    winner = state["players"][1]["ship"]
    winner.update(type="frigate", mods=["hammocks"])
    winner["loc"] = {"hull": 3, "mast": 3, "cargo": 3, "crew": 4, "cannons": 3}
    state = won_by_seat_1(state)
    answer = played(state, 1, "plunder", take=["ship"])
    assert lines(answer)[:2] == [
        "Jona claims the Sloop of Anja and discards the old ship (MM-11.4): its damage stays, "
        "Crew 2, no modifications (MM-Q24).",
        "Jona puts 1 modification token back face down in a port without one (MM-4.5.8).",
    ]
    state = answer.state
    assert state["players"][1]["ship"] == {
        "type": "sloop",
        "mods": [],
        "loc": {"hull": 1, "mast": 2, "cargo": 2, "crew": 2, "cannons": 1},
        "reinforced": True,
        "chasers": True,
    }
    owed = [(e["kind"], e["seats"]) for e in state["waiting"]]
    assert ("place_modification", [1]) in owed and ("place_modification", [0]) in owed


def test_plunder_over_the_hand_limit_and_the_cargo_is_cut_by_the_winner() -> None:
    state = started(2)
    state["players"][0].update(hand=["A", "B", "C"], cargo=["Rum", "Rum"])
    state["players"][1].update(hand=["D", "E", "F"], cargo=["Spice"])
    state = won_by_seat_1(state)
    state = play(state, 1, "plunder", take=["cards", "cargo"])
    assert state["players"][0]["status"] == "alive"  # he falls after the winner's choice
    assert (
        english(ENGINE.player_view(state, None)["prompt"])
        == "Jona discards down to 4 glory cards and the ship's Cargo (MM-Q46, MM-Q16)."
    )
    offer = ENGINE.legal_moves(state, 1)[0].allowed
    assert offer["goods"] == [["Rum"], ["Spice"]]
    assert ["A", "B"] in offer["cards"] and len(offer["cards"]) == 15
    assert (
        refused(state, 1, "plunder_discard", cards=["A"], goods=["Rum"])
        == "Discard exactly 2 of the glory cards you hold (MM-Q46)."
    )
    assert (
        refused(state, 1, "plunder_discard", cards=["A", "B"], goods=["Sugar"])
        == "Discard exactly 1 of the cargo cards you hold (MM-Q16)."
    )
    discard = state["cargo_cards"]["discard"]
    answer = played(state, 1, "plunder_discard", cards=["A", "F"], goods=["Spice"])
    assert lines(answer)[0] == "Jona discards 2 glory cards and 1 cargo cards (MM-Q46, MM-Q16)."
    state = answer.state
    assert sorted(state["players"][1]["hand"]) == ["B", "C", "D", "E"]
    assert state["players"][1]["cargo"] == ["Rum", "Rum"]
    assert state["cargo_cards"]["discard"] == discard + 1
    assert state["players"][0]["status"] == "dead"


def warship_won(state: State, card: dict[str, Any], loc: dict[str, int]) -> State:
    at_sea_together(state, (0, 1))
    npc(state, "english", name="Hawke", nation="english", **card)
    ship = npc_side(state, "english", 0, loc)
    boarding(state, [player_side(0), ship], boarder=0)
    state["players"][0]["hand"] = []
    state["players"][0]["captain"]["leadership"] = 3
    state = play(state, 0, "crew_roll", dice=[5, 5, 1])
    return play(state, 1, "crew_roll", dice=[1] * int(card["leadership"]))


def test_plundering_a_warship_draws_three_cards_and_may_claim_it() -> None:
    state = started(2)
    state["goods"] = list(GOODS)
    drawn = state["cargo_cards"]["drawn"]
    state = warship_won(
        state,
        {"ship": "frigate", "leadership": 2},
        {"hull": 2, "mast": 3, "cargo": 1, "crew": 2, "cannons": 3},
    )
    assert state["players"][0]["bounty"]["english"] == 1  # MM-11.2.2
    assert state["players"][0]["glory"] == 1
    assert ENGINE.legal_moves(state, 0)[0].allowed["claim"] == [False, True]
    gold = state["players"][0]["gold"]
    answer = played(
        state, 0, "plunder_warship", goods=["Rum", "spice", "Cocoa"], values=[2, 3, 1], claim=True
    )
    assert lines(answer)[:3] == [
        "Anja gains 6 gold: the plunder values of 3 cargo cards (MM-11.2.1).",
        "2 cards of the 3 are discarded at random, one per hit on the warship's Cargo; Anja "
        "keeps 1.",
        "Anja claims the Frigate of Admiral Hawke and discards the old ship (MM-11.4): its "
        "damage stays, Crew 2, no modifications (MM-Q24).",
    ]
    state = answer.state
    p = state["players"][0]
    assert p["gold"] == gold + 6
    assert len(p["cargo"]) == 1 and p["cargo"][0] in ("Rum", "Spice", "Cocoa")
    assert p["ship"]["loc"] == {"hull": 2, "mast": 3, "cargo": 1, "crew": 2, "cannons": 3}
    assert state["cargo_cards"]["drawn"] == drawn + 3
    private = english(answer.outcome.private[0][0])
    assert private.startswith("You drew Rum, Spice and Cocoa; you keep ")


def test_refusals_of_the_plunder() -> None:
    state = started(2)
    state["players"][0]["rumor"] = {"name": "Sunken treasure"}
    state["players"][1]["rumor"] = {"name": "Old map"}
    state = won_by_seat_1(state)
    assert (
        refused(state, 1, "plunder", take=["rumor"])
        == "You may take only what Anja has and you may hold (MM-11.1.1)."
    )
    state = started(2)
    state["goods"] = list(GOODS)
    state = warship_won(
        state,
        {"ship": "man-of-war", "leadership": 1},
        {"hull": 4, "mast": 4, "cargo": 4, "crew": 1, "cannons": 5},
    )
    assert (
        refused(state, 0, "plunder_warship", goods=["Silk", "Rum", "Rum"], values=[1, 1, 1])
        == "The 8 goods are known and Silk is not one of them (MM-4.3.3)."
    )
    assert (
        refused(state, 0, "plunder_warship", goods=["Rum"] * 3, values=[1, 1, 1], claim=True)
        == "The warship's ship card's values are not entered yet (MM-Q13)."
    )


def test_what_is_plundered_stays_the_winners_secret() -> None:
    state = started(2)
    state["players"][0].update(hand=["A", "B", "C"], cargo=["Rum", "Rum"], gold=12)
    state["players"][1].update(hand=["D", "E", "F"], cargo=["Spice"])
    state = won_by_seat_1(state)
    for st in (state, play(state, 1, "plunder", take=["cards", "cargo", "gold"])):
        for viewer in (None, 0, 1):
            other = ENGINE.resample_secrets(st, viewer, 7)
            assert ENGINE.player_view(other, viewer) == ENGINE.player_view(st, viewer)
            if viewer is not None:
                assert ENGINE.legal_moves(other, viewer) == ENGINE.legal_moves(st, viewer)


def test_a_claimed_ship_loses_what_its_modifications_added() -> None:
    """MM-Q24: the claimed ship comes without modifications, so an Extended Cargo Hold's
    third Cargo space goes with it (MM-4.5.7): Cargo 3 becomes the Sloop's 2."""
    state = started(2)
    loser = state["players"][0]
    loser["ship"]["mods"] = ["hold"]
    loser["ship"]["loc"]["cargo"] = 3
    state = won_by_seat_1(state)
    state = play(state, 1, "plunder", take=["ship"])
    ship = state["players"][1]["ship"]
    assert ship["type"] == "sloop" and ship["mods"] == []
    assert ship["loc"]["cargo"] == 2
