"""Naval combat (MM-9, MM-8.8): declarations, the Seamanship contest, its results and the
end of the combat, replayed from the worked examples."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.combat import player_side
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    fight,
    lines,
    npc_card_of,
    npc_fighter,
    play,
    played,
    ship,
    started,
    step_moves,
)


def ctrl(state: State, i: int) -> int:
    return int(state["combat"]["sides"][i]["controller"])


def declare(state: State, a: str, b: str) -> State:
    state = play(state, ctrl(state, 0), "naval_declare", action=a)
    return play(state, ctrl(state, 1), "naval_declare", action=b)


def contest(state: State, a: list[int], b: list[int]) -> State:
    """Both contest rolls, then both go on with the dice."""
    state = play(state, ctrl(state, 0), "naval_roll", dice=a)
    state = play(state, ctrl(state, 1), "naval_roll", dice=b)
    state = play(state, ctrl(state, 0), "contest_done")
    return play(state, ctrl(state, 1), "contest_done")


def locations(state: State, **by_side: list[int]) -> State:
    """``a=[...]`` / ``b=[...]``: each shooter's location dice."""
    for key, i in (("a", 0), ("b", 1)):
        if key in by_side:
            state = play(state, ctrl(state, i), "hit_locations", dice=by_side[key])
    return state


def take(state: State, *sides: int, **skulls: Any) -> State:
    for i in sides:
        state = play(state, ctrl(state, i), "take_hits", **skulls)
    return state


def loc(state: State, seat: int) -> dict[str, int]:
    return dict(state["players"][seat]["ship"]["loc"])


def refused(state: State, seat: int, move: str, **args: Any) -> str:
    with pytest.raises(RuleError) as err:
        play(state, seat, move, **args)
    return english(err.value.text)


def two_captains(
    a_ship: str = "frigate", b_ship: str = "sloop", a_sea: int = 3, b_sea: int = 2
) -> State:
    state = started(2)
    ship(state, 0, a_ship)
    ship(state, 1, b_ship)
    state["players"][0]["captain"]["seamanship"] = a_sea
    state["players"][1]["captain"]["seamanship"] = b_sea
    return fight(state, player_side(0), player_side(1))


def test_mm_ex_16_frigate_against_sloop():
    state = two_captains()
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 5, 5], [5, 5])
    assert state["combat"]["volley"]["hits"] == [3, 1]  # min(2 skulls, 1 Cannon)
    state = locations(state, a=[2, 1, 3], b=[1])
    state = take(state, 0, 1)
    assert loc(state, 1) == {"hull": 2, "mast": 1, "cargo": 1, "crew": 1, "cannons": 1}
    assert loc(state, 0)["cargo"] == 2
    assert state["combat"]["round"] == 2
    state = declare(state, "shoot", "board")
    state = contest(state, [5, 1, 1], [5, 5])
    assert state["combat"]["volley"]["hits"] == [1, 0]
    state = locations(state, a=[2])
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert loc(state, 1)["mast"] == 0
    assert state["combat"]["kind"] == "crew"
    assert state["combat"]["boarder"] == 1
    assert state["combat"]["step"] == "roll"  # no Swivel Guns aboard: the crews roll
    assert "Jona boards: crew combat begins (MM-9.4.3, MM-10.1)." in lines(answer)


def test_mm_ex_17_grapeshot():
    state = two_captains()
    state["players"][0]["weapons"] = ["grape"]
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 1, 1], [1, 2])
    state = locations(state, a=[5, 5, 3])
    state = play(state, 0, "special_weapon", weapon="grape")
    state = take(state, 1)
    assert loc(state, 1)["crew"] == 0
    assert loc(state, 1)["hull"] == 2
    assert state["players"][0]["weapons"] == []


def felipe_and_frances() -> State:
    """MM-EX-18: Felipe (Mira's captain, the aggressor) in a Frigate with a Chain shot;
    Frances (Jona's) in a Sloop with Advanced Rigs & Sails and Grappling hooks."""
    state = started(3)
    ship(state, 2, "frigate", weapons=("chain",))
    ship(state, 1, "sloop", mods=("rigs",), weapons=("hooks",))
    state["players"][2]["captain"].update(seamanship=3, leadership=2)
    state["players"][1]["captain"].update(seamanship=2, leadership=3)
    return fight(state, player_side(2), player_side(1))


def test_mm_ex_18_felipe_against_frances_four_rounds():
    state = felipe_and_frances()
    state = play(state, 2, "naval_declare", action="shoot")
    answer = played(state, 1, "naval_declare", action="shoot")
    state = answer.state
    # Round 1: Frances's Maneuverability 5 against 3: 2 + 1 dice; Felipe 3.
    assert "The Seamanship contest: Mira rolls 3 dice, Jona rolls 3 (MM-9.3)." in lines(answer)
    state = play(state, 2, "naval_roll", dice=[5, 1, 1])
    state = play(state, 1, "naval_roll", dice=[5, 3, 2])
    state = play(state, 2, "contest_done")
    answer = played(state, 1, "contest_done")
    state = answer.state
    assert "Skulls: Mira 1, Jona 1; sums 2 and 5: Jona wins the contest (MM-9.3.1)." in lines(
        answer
    )
    assert state["combat"]["volley"]["hits"] == [1, 1]
    state = locations(state, a=[1], b=[3])
    answer = played(
        state,
        2,
        "relocate_hit",
        card="Relocate one hit per battle",
        origin="crew",
        location="cargo",
    )
    assert lines(answer) == [
        "Mira moves a hit from the Crew to the Cargo: Relocate one hit per battle (MM-9.8.2)."
    ]
    state = take(answer.state, 0, 1)
    assert loc(state, 1)["cargo"] == 1
    assert loc(state, 2)["cargo"] == 2 and loc(state, 2)["crew"] == 3
    # Round 2: Frances flees; Felipe's skull stops the escape; his hit takes her Cannon.
    state = declare(state, "shoot", "flee")
    answer = played(state, 2, "naval_roll", dice=[5, 1, 3])
    state = play(answer.state, 1, "naval_roll", dice=[5, 4, 1])
    state = play(state, 2, "contest_done")
    state = play(state, 1, "contest_done")
    assert state["combat"]["winner"] == 1
    assert state["combat"]["volley"]["hits"] == [1, 0]
    state = locations(state, a=[4])
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert "Jona wins the contest but Mira rolled a skull: no escape (MM-9.4.4)." in lines(answer)
    assert loc(state, 1)["cannons"] == 0
    # Round 3: Frances flees again and rolls no skull; Felipe wins: 3 hits.
    state = declare(state, "shoot", "flee")
    state = contest(state, [5, 2, 2], [3, 1, 4])
    assert state["combat"]["volley"]["hits"] == [3, 0]
    state = locations(state, a=[1, 4, 5])
    state = play(state, 2, "special_weapon", weapon="chain")
    state = take(state, 1)
    assert loc(state, 1) == {"hull": 1, "mast": 1, "cargo": 0, "crew": 2, "cannons": 0}
    # Round 4: Frances boards with 3 dice; her hooks turn the contest.
    state = declare(state, "shoot", "board")
    state = play(state, 2, "naval_roll", dice=[5, 2, 4])
    state = play(state, 1, "naval_roll", dice=[4, 1, 4])
    answer = played(state, 1, "grappling_hooks", positions=[1, 2, 3], dice=[5, 5, 1])
    assert lines(answer) == [
        "Jona spends the Grappling hooks and rerolls (MM-9.9.2).",
        "Jona rolls skull, skull and 1: 2 skulls, sum 1.",
    ]
    state = play(answer.state, 2, "contest_done")
    state = play(state, 1, "contest_done")
    assert state["combat"]["winner"] == 1
    state = locations(state, a=[2])
    state = take(state, 1)
    assert loc(state, 2) == {"hull": 3, "mast": 3, "cargo": 2, "crew": 3, "cannons": 3}
    assert loc(state, 1) == {"hull": 1, "mast": 0, "cargo": 0, "crew": 2, "cannons": 0}
    assert state["players"][2]["weapons"] == [] and state["players"][1]["weapons"] == []
    assert state["combat"]["kind"] == "crew" and state["combat"]["boarder"] == 1


def test_mm_ex_35_damaged_cannons_limit_hits():
    state = two_captains("frigate", "frigate", a_sea=4, b_sea=3)
    state["players"][0]["ship"]["loc"]["cannons"] = 1
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 5, 5, 1], [5, 5, 5])
    assert state["combat"]["winner"] == 0
    assert state["combat"]["volley"]["hits"] == [1, 3]
    state = locations(state, a=[4], b=[1, 2, 3])
    state = take(state, 0, 1)
    assert loc(state, 1)["cannons"] == 2
    assert loc(state, 0) == {"hull": 3, "mast": 2, "cargo": 2, "crew": 2, "cannons": 1}


def pirate_frigate_fight() -> State:
    """MM-EX-36: Anja's Sloop (Seamanship 3) against the NPC pirate Frigate (Seamanship
    3), which attacked her; Jona, on her left, plays the NPC."""
    state = started(2)
    ship(state, 0, "sloop")
    state["players"][0]["captain"]["seamanship"] = 3
    npc_card_of(state, "pirate-frigate", name="Le Requin", seamanship=3)
    return fight(state, npc_fighter(state, "pirate-frigate", 0), player_side(0))


def test_mm_ex_36_fleeing():
    state = pirate_frigate_fight()
    assert ctrl(state, 0) == 1
    state = play(state, 1, "naval_declare", action="shoot")
    assert refused(state, 0, "naval_declare", action="flee") == (
        "In the first combat round the only action is Shoot (MM-9.2.2)."
    )
    state = play(state, 0, "naval_declare", action="shoot")
    state = contest(state, [1, 2, 3], [1, 2, 4])  # no skull: nobody wins, no hit
    assert state["combat"]["round"] == 2
    assert refused(state, 1, "naval_declare", action="flee") == (
        "An NPC may Flee only with fewer Cannons or fewer Crew than its opponent (3 Cannons "
        "and 3 Crew against 1 and 2) (MM-8.8.2)."
    )
    state = declare(state, "shoot", "flee")
    before = [dict(c) for c in state["npcs"]["pirate-frigate"]["cards"]]
    state = play(state, 1, "naval_roll", dice=[2, 2, 1])
    state = play(state, 0, "naval_roll", dice=[5, 3, 1])
    state = play(state, 1, "contest_done")
    answer = played(state, 0, "contest_done")
    state = answer.state
    assert "Anja escapes: the combat ends and nobody wins it (MM-9.11.4)." in lines(answer)
    assert state["combat"] is None
    assert state["players"][0]["glory"] == 0 and state["players"][1]["glory"] == 0
    assert state["npcs"]["pirate-frigate"]["cards"] == before
    assert state["phase"] == "turn" and state["current"] == 0


def test_mm_ex_36_variation_no_escape_after_a_skull():
    state = pirate_frigate_fight()
    state = declare(state, "shoot", "shoot")
    state = contest(state, [1, 2, 3], [1, 2, 4])
    state = declare(state, "shoot", "flee")
    state = contest(state, [5, 1, 1], [5, 3, 1])
    assert state["combat"]["winner"] == 1  # the player, on the sum 4 against 2
    assert state["combat"]["volley"]["hits"] == [1, 0]
    state = locations(state, a=[1])
    state = take(state, 1)
    assert state["combat"]["round"] == 3
    assert loc(state, 0)["cargo"] == 1


def test_mm_ex_37_a_destroyed_mast():
    state = started(2)
    ship(state, 0, "sloop", mods=("rigs",), mast=0)
    ship(state, 1, "frigate")
    state["players"][0]["captain"]["seamanship"] = 3
    state = fight(state, player_side(1), player_side(0))
    state["combat"]["round"] = 2
    state = play(state, 1, "naval_declare", action="shoot")
    message = "With a destroyed Mast you may only Shoot (MM-9.2.4)."
    assert refused(state, 0, "naval_declare", action="board") == message
    assert refused(state, 0, "naval_declare", action="flee") == message
    state = play(state, 0, "naval_declare", action="shoot")
    assert refused(state, 0, "naval_roll", dice=[5, 5, 1, 1]) == (
        "Your Seamanship roll is 1 die, not 4: Jona rolls 2, Anja rolls 1 (MM-9.3.2)."
    )
    state = play(state, 0, "naval_roll", dice=[5])
    assert state["combat"]["rolls"][1] == [5]


def sink_npc(state: State, seat: int) -> Any:
    """One round in which ``seat`` (side 0) sinks an NPC left with Hull 1 and no Cargo:
    its one hit lands on the destroyed Cargo and goes to the Hull (MM-9.5.7)."""
    state["players"][seat]["captain"]["seamanship"] = 3
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 5, 1], [1, 2])
    state = locations(state, a=[1, 1, 1])
    return played(state, ctrl(state, 1), "take_hits")


def test_mm_ex_33_a_non_pirate_sinks_the_pirate_frigate():
    state = started(2)
    ship(state, 0, "frigate")
    npc_card_of(state, "pirate-frigate", name="Le Requin", seamanship=2)
    state = fight(state, player_side(0), npc_fighter(state, "pirate-frigate", 0, hull=1, cargo=0))
    gold = state["players"][0]["gold"]
    answer = sink_npc(state, 0)
    state = answer.state
    assert state["combat"] is None
    assert state["players"][0]["gold"] == gold + 15
    assert state["players"][0]["glory"] == 1
    assert not any(state["players"][0]["bounty"].values())
    assert "Anja gains 15 gold: the prize for an NPC pirate (MM-6.7)." in lines(answer)
    assert [e["kind"] for e in state["waiting"]] == ["glory_draw"]


def test_mm_ex_34_sinking_a_warship_that_attacked_you():
    state = started(2)
    ship(state, 0, "frigate")
    state["players"][0]["bounty"]["english"] = 1
    npc_card_of(state, "spanish", name="The Spanish admiral", nation="spanish")
    warship = npc_fighter(state, "spanish", 0, hull=1, cargo=0)
    state = fight(state, warship, player_side(0))
    actions = state["turn"]["actions"]
    state = declare(state, "shoot", "shoot")
    state = contest(state, [1, 2], [5, 1])
    state = locations(state, b=[1, 1, 1])
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert state["players"][0]["bounty"]["spanish"] == 1
    assert state["players"][0]["glory"] == 1
    assert "Anja gains a bounty from Spain (now 1)." in lines(answer)
    state = play(state, 0, "draw_glory_card", card="Broadside")
    assert state["phase"] == "turn" and state["current"] == 0
    assert state["turn"]["actions"] == actions  # MM-Q27: the turn goes on


def test_mm_ex_10_defeating_a_dutch_warship_raises_the_bounty():
    state = started(2)
    ship(state, 0, "frigate")
    state["players"][0]["bounty"]["dutch"] = 1  # taken on engaging
    npc_card_of(state, "dutch", name="The Dutch admiral", nation="dutch")
    state = fight(state, player_side(0), npc_fighter(state, "dutch", 0, hull=1, cargo=0))
    state = sink_npc(state, 0).state
    assert state["players"][0]["bounty"]["dutch"] == 2
    assert state["players"][0]["glory"] == 1


def test_both_ships_sink_nobody_wins():
    """MM-Q40: both captains die; no glory, no reward."""
    state = two_captains("frigate", "frigate", a_sea=3, b_sea=3)
    for seat in (0, 1):
        state["players"][seat]["ship"]["loc"].update(hull=1, cargo=0)
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 1, 1], [5, 1, 1])  # a tie: each fires one hit per skull
    state = locations(state, a=[1], b=[1])
    state = play(state, 0, "take_hits")
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert "Both ships sank: nobody defeated the other (MM-Q40)." in lines(answer)
    assert [p["status"] for p in state["players"]] == ["dead", "dead"]
    assert [p["glory"] for p in state["players"]] == [0, 0]
    assert state["combat"] is None


def test_a_captain_sunk_by_another_dies_and_the_winner_gains_glory():
    state = two_captains("frigate", "sloop", a_sea=3, b_sea=2)
    state["players"][1]["ship"]["loc"].update(hull=1, cargo=0)
    state["players"][1]["bounty"]["english"] = 2
    answer = sink_npc(state, 0)
    state = answer.state
    assert state["players"][1]["status"] == "dead"
    assert state["players"][0]["glory"] == 1
    assert "Jona's captain dies: the ship sank in combat with Anja (MM-12.1)." in lines(answer)


def test_a_boarder_who_lost_the_last_crew_does_not_board():
    """MM-9.4.3: the cannon hits come first; with no Crew left the naval combat goes on."""
    state = two_captains()
    state["players"][1]["ship"]["loc"]["crew"] = 1
    state = declare(state, "shoot", "shoot")
    state = contest(state, [1, 1, 1], [1, 1])
    state = declare(state, "shoot", "board")
    state = contest(state, [5, 1, 1], [5, 5])
    state = locations(state, a=[3])
    answer = played(state, 1, "take_hits")
    assert answer.state["combat"]["kind"] == "naval"
    assert answer.state["combat"]["round"] == 3
    assert (
        "Jona lost the last Crew to the cannons: no boarding, the naval combat goes on (MM-9.4.3)."
        in lines(answer)
    )


def test_the_crew_destroyed_cannot_board():
    state = two_captains()
    state["players"][1]["ship"]["loc"]["crew"] = 0
    state["combat"]["round"] = 2
    state = play(state, 0, "naval_declare", action="shoot")
    assert refused(state, 1, "naval_declare", action="board") == (
        "With no Crew left you cannot Board (MM-9.2.4)."
    )


def test_declarations_go_aggressor_first_each_by_its_controller():
    state = two_captains()
    assert refused(state, 1, "naval_declare", action="shoot") == (
        "This entry is for another player (MM-9.2.1)."
    )


def test_an_npc_is_played_by_the_player_left_of_its_opponent():
    """MM-8.8.1, MM-Q3: with three players, Jona's opponent's NPC is Mira's to play."""
    state = started(3)
    ship(state, 1, "sloop")
    npc_card_of(state, "pirate-sloop", name="Calico", ship_type="sloop")
    state = fight(state, npc_fighter(state, "pirate-sloop", 1), player_side(1))
    assert ctrl(state, 0) == 2
    assert state["waiting"][-1]["seats"] == [2]


def test_chasers_fire_at_a_fleeing_ship_once_per_combat():
    """MM-Q37: one hit before the contest; flipped back when the combat ends."""
    state = two_captains()
    state["players"][0]["ship"]["mods"] = ["chasers"]
    state = declare(state, "shoot", "shoot")
    state = contest(state, [1, 1, 1], [1, 1])
    state = declare(state, "shoot", "flee")
    assert state["waiting"][-1]["kind"] == "naval_chasers"
    state = play(state, 0, "fire_chasers", fire=True)
    assert state["players"][0]["ship"]["chasers"] is False
    state = locations(state, a=[3])
    state = take(state, 1)
    assert loc(state, 1)["crew"] == 1
    assert state["waiting"][-1]["kind"] == "naval_contest"
    state = contest(state, [1, 1, 1], [5, 1])  # Jona wins, Anja no skull: escape
    assert state["combat"] is None
    assert state["players"][0]["ship"]["chasers"] is True


def test_long_guns_fire_before_the_first_contest():
    """MM-Q36: one die per Cannon, each skull a hit, both sides at once."""
    state = two_captains()
    state["players"][0]["ship"]["mods"] = ["longguns"]
    state = declare(state, "shoot", "shoot")
    assert state["waiting"][-1]["kind"] == "naval_long_guns"
    assert refused(state, 0, "long_guns", dice=[5]) == (
        "Long Guns roll one die per Cannon: 3, not 1 (MM-Q36)."
    )
    answer = played(state, 0, "long_guns", dice=[5, 5, 2])
    state = answer.state
    assert "Anja's Long Guns roll skull, skull and 2: 2 skulls." in lines(answer)
    assert state["combat"]["volley"]["source"] == "long_guns"
    state = locations(state, a=[3, 5])
    state = play(state, 1, "take_hits", skulls=["cargo"])
    assert loc(state, 1)["crew"] == 1 and loc(state, 1)["cargo"] == 1
    assert state["waiting"][-1]["kind"] == "naval_contest"


def test_contest_rolls_commute():
    """Both sides roll on their own phones: either order gives the same state."""
    base = two_captains()
    base = declare(base, "shoot", "shoot")
    one = play(play(base, 0, "naval_roll"), 1, "naval_roll", dice=[5, 1])
    two = play(play(base, 1, "naval_roll", dice=[5, 1]), 0, "naval_roll")
    assert one == two
    assert one["combat"]["rolls"][0] == two["combat"]["rolls"][0]
    assert len(one["combat"]["rolls"][0]) == 3


def test_the_view_shows_the_combat_and_what_the_table_waits_for():
    from tests.engines.merchants_marauders.builders import ENGINE

    state = two_captains()
    view = ENGINE.player_view(state, 1)
    assert view["combat"]["round"] == 1
    assert english(view["prompt"]) == "Anja declares a combat action (MM-9.2.1)."
    assert [m.type for m in step_moves(state, 0)] == ["naval_declare"]
    assert step_moves(state, 0)[0].allowed == {"action": ["shoot"]}
    assert step_moves(state, 1) == []
    state = declare(state, "shoot", "shoot")
    assert english(ENGINE.player_view(state, 0)["prompt"]) == ("Anja rolls Seamanship (MM-9.3.1).")
    # The dice rolled at the table on a pad of as many dice, or rolled by the companion.
    pad, by_companion = step_moves(state, 1)
    assert (pad.type, by_companion.type) == ("naval_roll", "naval_roll")
    assert pad.allowed["dice"] == [[face] * 2 for face in (1, 2, 3, 4, 5)]
    assert "dice" not in by_companion.allowed
