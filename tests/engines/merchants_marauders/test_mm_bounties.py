"""MM-6.1 to MM-6.3: bounties for engaging non-pirates (players, warships, merchants),
none for attacking pirates, the track up to 5, and the pirate status it gives."""

from __future__ import annotations

from companion.engines.merchants_marauders import victory
from companion.engines.merchants_marauders.combat import npc_side, player_side
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    add_npc,
    lines,
    play,
    played,
    put,
    started,
    turn_of,
)

SKULL = 5


def bounties(state, seat):
    return dict(state["players"][seat]["bounty"])


def found_merchant(state, seat, zone, marker):
    turn_of(state, seat)
    put(state, seat, zone)
    dice = [SKULL] + [1] * (state["players"][seat]["captain"]["scouting"] - 1)
    state = play(state, seat, "scout", target="merchant", dice=dice)
    return play(state, seat, "reveal_merchant", nation=marker)


def escaped_raid(state, seat):
    """A raid that ends at once: the merchant escapes (escape 5 against Maneuverability 4)."""
    for good in ("Rum", "Spice", "Cocoa"):
        state = play(state, seat, "raid_card", good=good, plunder=1, icon="escape5")
    pool = state["players"][seat]["captain"]["seamanship"]
    state = play(state, seat, "raid_roll", dice=[1] * pool)
    return play(state, seat, "raid_resolve")


def scout_and_engage(state, seat, target):
    # The last battle (the combat area's part) is over: its record and its entries go.
    state["combat"] = None
    state["waiting"] = [
        e for e in state["waiting"] if not e["kind"].startswith(("naval", "combat"))
    ]
    dice = [SKULL] + [1] * (state["players"][seat]["captain"]["scouting"] - 1)
    return played(state, seat, "scout", target=target, dice=dice)


def test_mm_ex_7_moving_up_the_bounty_track():
    state = started(2)
    state["players"][0]["bounty"].update(spanish=1, french=1)
    state = found_merchant(state, 0, "Havana", "dutch")
    answer = played(state, 0, "raid_merchant", nation="spanish")
    assert lines(answer)[1] == "Anja gains a bounty from Spain (now 2)."
    assert bounties(answer.state, 0) == {"dutch": 0, "english": 0, "french": 1, "spanish": 2}


def test_mm_ex_8_attacking_a_non_pirate_player():
    state = started(4)
    turn_of(state, 1)  # E: Jona, English (Nassau); F: Tomas, French (Basse-Terre)
    put(state, 1, "Tortuga")
    put(state, 3, "Tortuga")
    state["players"][3]["gold"] = 40
    answer = scout_and_engage(state, 1, "seat:3")
    assert lines(answer)[1:] == [
        "Jona gains a bounty from France (now 1).",
        "Naval combat: Jona attacks Tomas (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    state = answer.state
    assert bounties(state, 1)["french"] == 1
    assert ENGINE.player_view(state, None)["players"][1]["pirate"] is True
    assert state["combat"]["sides"][0] == {"seat": 1, "controller": 1}  # the aggressor
    assert not any(bounties(state, 3).values())  # F, attacked, is no pirate


def test_mm_ex_9_raiding_a_spanish_merchant():
    state = started(2)
    state["players"][0]["bounty"]["english"] = 1  # a pirate, not wanted by Spain
    state = found_merchant(state, 0, "Havana", "spanish")
    assert state["merchant_track"] == 1
    answer = played(state, 0, "raid_merchant", nation="spanish")
    assert lines(answer) == [
        "Anja raids a merchant of Spain (MM-5.2.4).",
        "Anja gains a bounty from Spain (now 1).",
        "Anja draws 3 cargo cards face up and enters them (MM-5.3.2).",
    ]
    state = answer.state
    assert bounties(state, 0)["spanish"] == 1
    assert state["cargo_cards"]["drawn"] == 0 and state["raid"]["cards"] == []
    assert state["merchant_track"] == 1


def test_mm_ex_10_engaging_and_defeating_a_dutch_warship():
    state = started(2)
    put(state, 0, "Havana")
    add_npc(state, "dutch", "Philips van Almonde", "Havana", nation="dutch")
    answer = scout_and_engage(state, 0, "npc:dutch")
    assert lines(answer)[1:] == [
        "Anja gains a bounty from the Netherlands (now 1).",
        "Naval combat: Anja attacks Admiral Philips van Almonde (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    state = answer.state
    assert bounties(state, 0)["dutch"] == 1
    warship = state["combat"]["sides"][1]
    assert warship["npc"] == "dutch" and warship["controller"] == 1
    # The battle is won (the combat area's part); the defeat brings the rest.
    loser = npc_side(state, "dutch", 0, warship["loc"])
    victory.defeat(state, player_side(0), loser, "sunk")
    assert bounties(state, 0)["dutch"] == 2
    assert state["players"][0]["glory"] == 1
    assert state["waiting"][0]["kind"] == "glory_draw"


def test_mm_ex_23_gaining_bounties():
    state = started(4)
    c, d, e = 1, 3, 2  # Jona (English), Tomas (French), Mira (Dutch, a pirate)
    state["players"][e]["bounty"]["english"] = 1
    # 1. A merchant showing France in the Havana sea zone (Spain): C chooses Spain.
    state = found_merchant(state, c, "Havana", "french")
    state = play(state, c, "raid_merchant", nation="spanish")
    assert ENGINE.player_view(state, None)["players"][c]["pirate"] is True
    state = escaped_raid(state, c)
    # 2. C engages D, a French non-pirate.
    turn_of(state, c)
    for seat in (d, e):
        put(state, seat, "Havana")
    add_npc(state, "pirate-sloop", "Black Bart", "Havana", ship="sloop")
    state = scout_and_engage(state, c, f"seat:{d}").state
    # 3. C engages E, a pirate: no bounty.
    answer = scout_and_engage(state, c, f"seat:{e}")
    assert lines(answer)[1:] == [
        "Naval combat: Jona attacks Mira (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    # 4. C engages the NPC pirate Sloop: no bounty.
    turn_of(answer.state, c)
    answer = scout_and_engage(answer.state, c, "npc:pirate-sloop")
    assert lines(answer)[1:] == [
        "Naval combat: Jona attacks Captain Black Bart (MM-9.1).",
        "Combat round 1: the captains declare (MM-9.2).",
    ]
    assert bounties(answer.state, c) == {"dutch": 0, "english": 0, "french": 1, "spanish": 1}


def test_mm_ex_23_variation_a_sixth_spanish_bounty_changes_nothing():
    state = started(2)
    state["players"][1]["bounty"]["spanish"] = 5
    state = found_merchant(state, 1, "Havana", "french")
    answer = played(state, 1, "raid_merchant", nation="spanish")
    assert lines(answer)[1] == "Jona already has 5 bounties from Spain: no change (MM-6.3.3)."
    assert bounties(answer.state, 1)["spanish"] == 5
