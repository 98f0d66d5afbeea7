"""MM-5.3, MM-5.4: the merchant raid: cards drawn, Seamanship, weapons, successes, the
outcome, the plunder and the cards kept (MM-Q5, MM-Q14 to MM-Q16)."""

from __future__ import annotations

import copy

import pytest

from companion.engines.base import RuleError
from companion.engines.merchants_marauders.raid_cards import ICONS
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    play,
    played,
    put,
    set_ship,
    started,
    step_moves,
    turn_of,
    zone_id,
)

SKULL = 5
FULL_SLOOP = {"hull": 2, "mast": 2, "cargo": 2, "crew": 2, "cannons": 1}


def refusal(state, seat, move_type, **args):
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def raiding(state, seat, zone, marker, nation):
    """``seat``, at sea in ``zone`` and in turn, finds the merchant and raids it."""
    turn_of(state, seat)
    put(state, seat, zone)
    scouting = state["players"][seat]["captain"]["scouting"]
    state = play(state, seat, "scout", target="merchant", dice=[SKULL] + [1] * (scouting - 1))
    state = play(state, seat, "reveal_merchant", nation=marker)
    return play(state, seat, "raid_merchant", nation=nation)


def card(good, plunder, icon, value):
    """A card as entered: the icon is the location hit or "escape<n>"."""
    return {"good": good, "plunder": plunder, "icon": value if icon == "hit" else f"escape{value}"}


def draw(state, seat, *cards):
    for c in cards:
        state = play(state, seat, "raid_card", **c)
    return state


def offers(state, seat):
    return {o.type: o.allowed for o in step_moves(state, seat)}


RUM = card("Rum", 3, "escape", 2)
X = card("Silk", 2, "hit", "mast")
TOBACCO = card("Tobacco", 3, "hit", "cannons")
Y = card("Cocoa", 5, "hit", "cargo")


def frederico_raids():
    """MM-EX-6's start: Frederico da Silva (Seamanship 3) with a full Sloop, no gold."""
    state = started(4)
    state["players"][3]["gold"] = 0
    state = raiding(state, 3, "Basse-Terre", "french", "french")
    return draw(state, 3, RUM, X, TOBACCO)


def test_mm_ex_6_frederico_da_silvas_merchant_raid():
    state = frederico_raids()
    p = state["players"][3]
    assert p["ship"]["loc"] == FULL_SLOOP and p["cargo"] == [] and p["bounty"]["french"] == 1
    answer = played(state, 3, "raid_roll", dice=[SKULL, 1, 2])
    assert lines(answer) == ["Tomas rolls skull, 1 and 2 for Seamanship: 1 success (MM-5.3.3)."]
    state = answer.state

    # Without using the success: the Cannons are destroyed and the raid fails.
    unused = play(copy.deepcopy(state), 3, "raid_resolve")
    assert unused["players"][3]["ship"]["loc"]["cannons"] == 0
    assert unused["players"][3]["gold"] == 0 and unused["players"][3]["cargo"] == []

    answer = played(state, 3, "raid_use", use="exchange", which=3)
    assert lines(answer) == [
        "Tomas uses a success to exchange Tobacco (plunder 3, hit on the Cannons) for a new "
        "card (MM-5.3.4)."
    ]
    state = draw(answer.state, 3, Y)
    answer = played(state, 3, "raid_resolve")
    assert lines(answer) == [
        "A hit icon strikes the Mast: now 1.",
        "A hit icon strikes the Cargo: now 1.",
        "The escape numbers add up to 2 against a Maneuverability of 4 (MM-5.4.3).",
        "The raid succeeds (MM-5.4.4).",
        "Tomas gains 10 gold: the merchant's plunder (MM-5.4.5).",
    ]
    state = answer.state
    p = state["players"][3]
    assert p["gold"] == 10 and p["glory"] == 0
    assert p["ship"]["loc"] == {**FULL_SLOOP, "mast": 1, "cargo": 1}
    assert refusal(state, 3, "raid_keep", keep=[1, 2]) == (
        "Your Cargo holds 1 card and 0 stay aboard: keep fewer, or discard some of yours "
        "(MM-5.4.6)."
    )
    answer = played(state, 3, "raid_keep", keep=[1])
    assert lines(answer) == ["Tomas keeps Rum (plunder 3, escape 2) as cargo (MM-5.4.6)."]
    state = answer.state
    assert state["players"][3]["cargo"] == ["Rum"]
    assert state["cargo_cards"] == {"drawn": 4, "discard": 3}  # Tobacco, X and Y
    assert state["raid"] is None and state["waiting"] == []  # no glory card to draw
    assert state["merchant_track"] == 1
    assert state["merchants"][str(zone_id(state, "Basse-Terre"))] is False


def anja_raids(gold=5):
    """MM-EX-24's start: Anja (Seamanship 2), a full Sloop, no cargo, finds an English
    merchant in the Havana sea zone and raids it as English."""
    state = started(2)
    state["players"][0]["gold"] = gold
    return raiding(state, 0, "Havana", "english", "english")


C1 = card("Spice", 4, "escape", 1)
C2 = card("Cocoa", 3, "hit", "cargo")
C3 = card("Rum", 3, "escape", 2)
C4 = card("Tobacco", 3, "hit", "crew")


def test_mm_ex_24_a_raid_that_plunders_more_than_12_gold():
    state = anja_raids()
    assert state["players"][0]["bounty"]["english"] == 1
    state = draw(state, 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[SKULL, 3])
    answer = played(state, 0, "raid_use", use="draw")
    assert lines(answer) == ["Anja uses a success to draw one more card (MM-5.3.4)."]
    state = draw(answer.state, 0, C4)
    answer = played(state, 0, "raid_resolve")
    assert lines(answer)[2:] == [
        "The escape numbers add up to 3 against a Maneuverability of 4 (MM-5.4.3).",
        "The raid succeeds (MM-5.4.4).",
        "Anja gains 13 gold: the merchant's plunder (MM-5.4.5).",
        "Anja gains a glory point (12 gold or more from one raid): 1 on the track, and draws "
        "a glory card.",
    ]
    state = answer.state
    p = state["players"][0]
    assert p["gold"] == 18 and p["glory"] == 1
    assert p["ship"]["loc"] == {**FULL_SLOOP, "cargo": 1, "crew": 1}
    assert offers(state, 0) == {"raid_keep": {"keep": [1, 2, 3, 4]}}
    assert refusal(state, 0, "raid_keep", keep=[1, 3]).startswith("Your Cargo holds 1 card")
    state = play(state, 0, "raid_keep", keep=[2])
    assert state["players"][0]["cargo"] == ["Cocoa"]
    assert [e["kind"] for e in state["waiting"]] == ["glory_draw"]  # after the raid


def test_mm_ex_24_variation_exactly_12_gold_gains_glory():
    state = draw(anja_raids(), 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[SKULL, 3])
    state = play(state, 0, "raid_use", use="draw")
    state = draw(state, 0, {**C4, "plunder": 2})
    state = play(state, 0, "raid_resolve")
    assert state["players"][0]["gold"] == 17 and state["players"][0]["glory"] == 1  # MM-Q5


def test_mm_ex_24_variation_the_success_unused_gives_10_and_no_glory():
    state = draw(anja_raids(), 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[SKULL, 3])
    state = play(state, 0, "raid_resolve")
    p = state["players"][0]
    assert p["gold"] == 15 and p["glory"] == 0
    assert p["ship"]["loc"] == {**FULL_SLOOP, "cargo": 1}


def test_mm_ex_25_the_merchant_escapes():
    state = draw(
        anja_raids(),
        0,
        card("Spice", 3, "escape", 2),
        card("Rum", 3, "escape", 2),
        card("Cocoa", 3, "hit", "mast"),
    )
    state = play(state, 0, "raid_roll", dice=[1, 3])
    # Nothing to decide with no success and no weapon: the outcome is the only move.
    assert offers(state, 0) == {"raid_resolve": {}}
    answer = played(state, 0, "raid_resolve")
    assert lines(answer) == [
        "A hit icon strikes the Mast: now 1.",
        "The escape numbers add up to 4 against a Maneuverability of 4 (MM-5.4.3).",
        "The merchant escapes: the raid fails (MM-5.4.4).",
    ]
    state = answer.state
    p = state["players"][0]
    assert p["gold"] == 5 and p["cargo"] == [] and p["ship"]["loc"]["mast"] == 1
    assert p["bounty"]["english"] == 1  # MM-5.4.8: the bounty stays
    assert state["cargo_cards"] == {"drawn": 3, "discard": 3}
    assert state["raid"] is None and state["waiting"] == []
    # Under the rejected per-icon reading no single card reaches 4 and the raid would pay 9.


def test_mm_ex_26_a_raid_with_a_destroyed_mast_then_a_chain_shot():
    state = started(2)
    p = state["players"][0]
    p["captain"]["seamanship"] = 1
    p["weapons"] = ["hooks", "chain"]
    p["gold"] = 6
    set_ship(state, 0, mast=0)
    turn_of(state, 0)
    put(state, 0, "Havana")
    state = play(state, 0, "scout", target="merchant", dice=[SKULL, 1, 1])
    state = play(state, 0, "reveal_merchant", nation="spanish")
    assert "raid_merchant" not in offers(state, 0)
    assert refusal(state, 0, "raid_merchant", nation="spanish") == (
        "You cannot raid while a location of your ship is destroyed (MM-5.3.1): let the "
        "merchant sail."
    )
    # Step 2, the repair in port (the shipyard's part): Mast 0 -> 2 for 4 gold.
    p = state["players"][0]
    set_ship(state, 0, mast=2)
    p["gold"] -= 4
    state = play(state, 0, "raid_merchant", nation="spanish")
    state = draw(state, 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[2])
    assert offers(state, 0)["raid_weapon"] == {"weapon": ["hooks", "chain"]}
    answer = played(state, 0, "raid_weapon", weapon="chain")
    assert lines(answer) == ["Anja spends Chain shot: one more die counts as a success (MM-5.3.5)."]
    state = answer.state
    assert state["raid"]["successes"] == 1 and state["players"][0]["weapons"] == ["hooks"]
    assert "raid_weapon" not in offers(state, 0)
    assert refusal(state, 0, "raid_weapon", weapon="hooks") == (
        "No die of your roll is left to turn into a success (MM-5.3.5)."
    )
    assert state["players"][0]["gold"] == 2


def test_mm_ex_27_a_raid_sinks_the_ship():
    state = started(2)
    p = state["players"][0]
    p["gold"] = 12
    p["ship"]["mods"] = ["hammocks"]
    p["ship"]["loc"]["crew"] = 3
    p["weapons"] = ["grape"]
    state["mods"][str(zone_id(state, "Nassau"))] = None  # a port whose token was bought
    set_ship(state, 0, mast=1)
    state = raiding(state, 0, "Havana", "spanish", "spanish")
    state = draw(
        state,
        0,
        card("Spice", 3, "hit", "mast"),
        card("Rum", 3, "hit", "mast"),
        card("Cocoa", 3, "hit", "hull"),
    )
    state = play(state, 0, "raid_roll", dice=[1, 2])
    answer = played(state, 0, "raid_resolve")
    assert lines(answer) == [
        "A hit icon strikes the Mast: now 0.",
        "A hit icon strikes the Hull: now 1.",
        "A hit icon strikes the Hull: now 0.",
        "Anja's captain dies: the ship sank raiding a merchant (MM-12.1).",
        "Anja puts 1 modification token back face down in a port without one (MM-4.5.8).",
    ]
    state = answer.state
    p = state["players"][0]
    assert p["status"] == "dead" and p["ship"] is None
    assert p["gold"] == 0 and p["weapons"] == [] and p["cargo"] == []
    assert state["raid"] is None
    assert state["cargo_cards"] == {"drawn": 3, "discard": 3}
    assert [e["kind"] for e in state["waiting"]] == ["place_modification"]


def test_a_card_shows_one_of_the_8_goods():
    state = anja_raids()
    state["goods"] = ["Spice", "Cocoa", "Rum", "Tobacco", "Silk", "Sugar", "Coffee", "Cotton"]
    assert refusal(state, 0, "raid_card", good="Gold", plunder=3, icon="escape1") == (
        "The game has 8 goods and Gold is not one of them: Spice, Cocoa, Rum, Tobacco, Silk, "
        "Sugar, Coffee and Cotton (MM-4.3.3)."
    )
    assert offers(state, 0)["raid_card"]["good"] == state["goods"]
    state = play(state, 0, "raid_card", good="rum", plunder=3, icon="escape1")
    assert state["raid"]["cards"][0]["good"] == "Rum"


def test_the_steps_come_in_order():
    state = anja_raids()
    assert refusal(state, 0, "raid_roll") == "Enter the cargo cards drawn first (MM-5.3.2)."
    state = draw(state, 0, C1, C2, C3)
    assert refusal(state, 0, "raid_card", **C4) == "Roll your Seamanship first (MM-5.3.3)."
    state = play(state, 0, "raid_roll", dice=[SKULL, 1])
    assert refusal(state, 0, "raid_card", **C4) == (
        "Use your successes, or say you are done with them, first (MM-5.3.4)."
    )
    state = play(state, 0, "raid_resolve")
    assert refusal(state, 0, "raid_resolve") == "Choose the cards you keep first (MM-5.4.6)."
    assert refusal(state, 0, "raid_roll", dice=[1, 1]) == (
        "Choose the cards you keep first (MM-5.4.6)."
    )


def test_successes_are_counted_and_name_their_card():
    state = draw(anja_raids(), 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[SKULL, 1])
    assert refusal(state, 0, "raid_use", use="discard") == (
        "Name the card by its place in the row: 1 to 3 (MM-5.3.4)."
    )
    assert refusal(state, 0, "raid_use", use="exchange", which=4).startswith("Name the card")
    answer = played(state, 0, "raid_use", use="discard", which=2)
    assert lines(answer) == [
        "Anja uses a success to discard Cocoa (plunder 3, hit on the Cargo) (MM-5.3.4)."
    ]
    state = answer.state
    assert [c["good"] for c in state["raid"]["cards"]] == ["Spice", "Rum"]
    assert state["cargo_cards"] == {"drawn": 3, "discard": 1}
    assert "raid_use" not in offers(state, 0)
    assert refusal(state, 0, "raid_use", use="draw") == (
        "You have no success left to use (MM-5.3.4)."
    )
    assert refusal(state, 0, "raid_weapon", weapon="grape") == (
        "You hold no Grapeshot token (MM-5.3.5)."
    )


def test_a_success_may_use_a_card_an_earlier_success_drew():
    state = draw(anja_raids(), 0, C1, C2, C3)
    state = play(state, 0, "raid_roll", dice=[SKULL, SKULL])
    state = play(state, 0, "raid_use", use="draw")
    state = draw(state, 0, C4)
    state = play(state, 0, "raid_use", use="exchange", which=4)
    assert offers(state, 0) == {"raid_card": {"icon": list(ICONS)}}
    state = draw(state, 0, card("Silk", 5, "escape", 1))
    assert [c["good"] for c in state["raid"]["cards"]] == ["Spice", "Cocoa", "Rum", "Silk"]
    assert state["raid"]["used"] == 2


def test_room_is_made_by_discarding_older_cargo():
    state = anja_raids()
    state["players"][0]["cargo"] = ["Spice", "Sugar"]
    state = draw(state, 0, C1, C3, card("Rum", 5, "hit", "crew"))
    state = play(state, 0, "raid_roll", dice=[1, 1])
    state = play(state, 0, "raid_resolve")
    assert offers(state, 0) == {"raid_keep": {"keep": [1, 2, 3], "drop": ["Spice", "Sugar"]}}
    assert refusal(state, 0, "raid_keep", keep=[1]) == (
        "Your Cargo holds 2 cards and 2 stay aboard: keep fewer, or discard some of yours "
        "(MM-5.4.6)."
    )
    assert refusal(state, 0, "raid_keep", keep=[1], drop=["Cocoa"]) == (
        "You carry no Cocoa card to discard (MM-Q16)."
    )
    assert refusal(state, 0, "raid_keep", keep=[5]) == (
        "Name the cards you keep by their place in the row (MM-5.4.6)."
    )
    answer = played(state, 0, "raid_keep", keep=[3, 2], drop=["Sugar", "Spice"])
    assert lines(answer) == [
        "Anja discards Sugar and Spice face up to make room (MM-Q16).",
        "Anja keeps Rum (plunder 3, escape 2) and Rum (plunder 5, hit on the Crew) as cargo (MM-5.4.6).",
    ]
    state = answer.state
    assert state["players"][0]["cargo"] == ["Rum", "Rum"]
    assert state["cargo_cards"] == {"drawn": 3, "discard": 3}  # Spice card, Sugar, Spice


def test_keeping_nothing_discards_the_row():
    state = draw(anja_raids(), 0, C1, C3, card("Rum", 5, "hit", "crew"))
    state = play(state, 0, "raid_roll", dice=[1, 1])
    state = play(state, 0, "raid_resolve")
    answer = played(state, 0, "raid_keep")
    assert lines(answer) == ["Anja keeps none of the raid's cards (MM-5.4.6)."]
    assert answer.state["cargo_cards"] == {"drawn": 3, "discard": 3}


def test_a_failed_raid_loses_cargo_over_a_damaged_hold_at_random():
    state = anja_raids()
    state["players"][0]["cargo"] = ["Spice", "Sugar"]
    state = draw(
        state,
        0,
        card("Rum", 3, "hit", "cargo"),
        card("Cocoa", 3, "escape", 2),
        card("Silk", 3, "escape", 2),
    )
    state = play(state, 0, "raid_roll", dice=[1, 1])
    answer = played(state, 0, "raid_resolve")
    assert lines(answer)[-1] == "Anja's damaged hold loses 1 cargo card at random (MM-5.4.9)."
    assert len(answer.state["players"][0]["cargo"]) == 1
    lost = lines(answer, 0)[-1]
    assert lost.startswith("You lose these cargo cards: ")
    assert answer.state["cargo_cards"] == {"drawn": 3, "discard": 4}


def test_a_destroyed_location_fails_the_raid():
    state = draw(anja_raids(), 0, card("Rum", 3, "hit", "cannons"), C1, C3)
    state = play(state, 0, "raid_roll", dice=[1, 1])
    answer = played(state, 0, "raid_resolve")
    assert lines(answer)[-1] == "A location of the ship is destroyed: the raid fails (MM-5.4.4)."
    assert answer.state["players"][0]["gold"] == 5


def test_everyone_sees_the_raid_face_up():
    state = draw(anja_raids(), 0, C1)
    for viewer in (None, 0, 1):
        raid = ENGINE.player_view(state, viewer)["raid"]
        assert raid["cards"] == [
            {"good": "Spice", "plunder": 4, "icon": "escape", "location": None, "escape": 1}
        ]
        assert raid["nation"] == "english" and raid["to_draw"] == 2
    assert english(ENGINE.player_view(state, 1)["prompt"]) == (
        "Anja enters the 2 cargo cards drawn in the raid (MM-5.3.2)."
    )
    assert ENGINE.player_view(started(2), 1)["raid"] is None
    labels = ENGINE.arg_labels(state)["which"]
    assert english(labels[1]) == "1: Spice (plunder 4, escape 1)"


def test_the_turn_waits_for_the_raid_and_goes_on_after_it():
    state = anja_raids()
    state["turn"]["actions"] = 0  # the Scout was the last action
    state = draw(state, 0, C1, C3, card("Rum", 1, "hit", "crew"))
    assert state["current"] == 0
    state = play(state, 0, "raid_roll", dice=[1, 1])
    state = play(state, 0, "raid_resolve")
    state = play(state, 0, "raid_keep")
    assert state["current"] == 1
