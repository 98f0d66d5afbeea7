"""MM-3.5: the Scout action: who may be announced, the roll, and what a find starts."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    add_npc,
    lines,
    play,
    played,
    put,
    started,
    zone_id,
)

SKULL = 5


def at_sea_together():
    """Anja (Scouting 3) and Jona at sea in the Havana sea zone, Anja in turn."""
    state = started(2)
    put(state, 0, "Havana")
    put(state, 1, "Havana")
    return state


def refusal(state, seat, move_type, **args):
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def offered_targets(state, seat=0):
    for offer in ENGINE.legal_moves(state, seat):
        if offer.type == "scout":
            return offer.allowed["target"]
    return []


def test_mm_ex_4_scouting_twice_in_one_turn():
    state = at_sea_together()
    answer = played(state, 0, "scout", target="seat:1", dice=[1, 2, 3])
    assert lines(answer) == [
        "Anja scouts for Jona, rolls 1, 2 and 3 and does not find the ship (MM-3.5.2)."
    ]
    state = answer.state
    assert state["combat"] is None
    assert refusal(state, 0, "scout", target="seat:1", dice=[SKULL, 1, 1]) == (
        "You have scouted for Jona this turn already (MM-3.5.4)."
    )
    state = play(state, 0, "scout", target="merchant", dice=[1, 1, 1])
    assert state["turn"]["actions"] == 1  # two actions used
    assert state["turn"]["scouted"] == ["seat:1", "merchant"]
    assert "seat:1" not in offered_targets(state)


def test_targets_offered_are_ships_at_sea_in_the_zone():
    state = at_sea_together()
    add_npc(state, "pirate-sloop", "Black Bart", "Havana", ship="sloop")
    add_npc(state, "dutch", "Philips van Almonde", "Nassau", nation="dutch")
    assert offered_targets(state) == ["seat:1", "npc:pirate-sloop", "merchant"]
    state["merchants"][str(zone_id(state, "Havana"))] = False
    state["players"][1]["at"]["port"] = True
    assert offered_targets(state) == ["npc:pirate-sloop"]


def test_a_scout_from_port_is_refused():
    state = started(2)  # Anja in the port of Havana
    put(state, 1, "Havana")
    assert offered_targets(state) == []
    assert refusal(state, 0, "scout", target="seat:1") == (
        "You can scout only from a ship at sea (MM-Q18)."
    )


def test_a_target_in_port_or_elsewhere_is_refused():
    state = at_sea_together()
    state["players"][1]["at"]["port"] = True
    expected = (
        "You can scout only for a ship at sea in your own sea zone: a player captain, an NPC "
        "or a merchant marker (MM-3.5.1)."
    )
    assert refusal(state, 0, "scout", target="seat:1") == expected
    put(state, 1, "Nassau")
    assert refusal(state, 0, "scout", target="seat:1") == expected
    assert refusal(state, 0, "scout", target="npc:dutch") == expected


def test_the_roll_has_as_many_dice_as_scouting():
    state = at_sea_together()
    assert refusal(state, 0, "scout", target="merchant", dice=[SKULL, 1]) == (
        "Scouting rolls 3 dice, not 2 (MM-3.5.2)."
    )


def test_scouting_needs_an_action_and_the_turn():
    state = at_sea_together()
    assert refusal(state, 1, "scout", target="seat:0") == "It is not your turn (MM-3.3.1)."
    state["turn"]["actions"] = 0
    assert offered_targets(state) == []


def test_the_companion_rolls_when_no_dice_are_entered():
    state = at_sea_together()
    answer = played(state, 0, "scout", target="seat:1")
    assert "Anja scouts for Jona, rolls " in lines(answer)[0]


def test_finding_a_player_starts_a_naval_combat_with_the_scout_as_aggressor():
    state = at_sea_together()
    answer = played(state, 0, "scout", target="seat:1", dice=[SKULL, 2, 2])
    assert lines(answer) == [
        "Anja scouts for Jona, rolls skull, 2 and 2 and finds the ship (MM-3.5.2).",
        "Anja gains a bounty from England (now 1).",
        "Naval combat: Anja attacks Jona (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    combat = answer.state["combat"]
    assert combat["sides"] == [
        {"seat": 0, "controller": 0},
        {"seat": 1, "controller": 1},
    ]
    assert combat["round"] == 1 and combat["kind"] == "naval"


def test_finding_an_npc_pirate_gives_no_bounty_and_its_full_values():
    state = at_sea_together()
    add_npc(state, "pirate-frigate", "Calico Jack", "Havana", ship="frigate")
    answer = played(state, 0, "scout", target="npc:pirate-frigate", dice=[SKULL, 2, 2])
    assert lines(answer)[1:] == [
        "Naval combat: Anja attacks Captain Calico Jack (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    assert not any(answer.state["players"][0]["bounty"].values())
    defender = answer.state["combat"]["sides"][1]
    assert defender == {
        "npc": "pirate-frigate",
        "controller": 1,  # MM-8.8.1: the player to the left of the NPC's opponent
        "loc": {"hull": 3, "mast": 3, "cargo": 3, "crew": 3, "cannons": 3},
    }


def test_finding_the_merchant_takes_its_marker_to_the_track():
    state = at_sea_together()
    havana = zone_id(state, "Havana")
    answer = played(state, 0, "scout", target="merchant", dice=[1, SKULL, 3])
    assert lines(answer)[1] == (
        "The merchant marker leaves the Havana sea zone for the merchant track (MM-5.1.2)."
    )
    state = answer.state
    assert state["merchants"][str(havana)] is False
    assert state["merchant_track"] == 1
    assert state["waiting"][-1] == {
        "kind": "merchant",
        "seats": [0],
        "zone": havana,
        "marker": None,
    }
    assert "merchant" not in offered_targets(state)


def test_the_scout_offer_names_the_dice_it_rolls():
    state = at_sea_together()
    pad, by_companion = [m for m in ENGINE.legal_moves(state, 0) if m.type == "scout"]
    assert english(pad.label) == "Scout for a ship (Scouting, 3 dice)"
    assert pad.allowed["dice"] == [[face] * 3 for face in (1, 2, 3, 4, 5)]
    assert english(by_companion.label) == (
        "Scout for a ship (Scouting, 3 dice), rolled by the companion"
    )
    assert "dice" not in by_companion.allowed


def test_ending_the_turn_is_offered_after_every_action_and_asks_first():
    state = at_sea_together()
    offers = [
        m.type for m in ENGINE.legal_moves(state, 0) if not ENGINE.move_specs()[m.type].anytime
    ]
    assert offers[-1] == "pass_turn" and offers.index("scout") < offers.index("pass_turn")
    assert ENGINE.move_specs()["pass_turn"].confirm
