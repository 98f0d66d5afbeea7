"""A Piracy turn (PIR-3): the move, a port's dice, trading, Europe, the crew fed and the
mutiny, the round's destroyed ports; worked examples replayed by their IDs."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import State
from companion.engines.piracy import turns
from companion.engines.state import copy_state
from companion.engines.text import english
from tests.engines.piracy.builders import (
    ANJA,
    ENGINE,
    JONA,
    MIRA,
    at_sea,
    offered,
    pass_turns,
    play,
    port_of,
    prompt,
    refused,
    said,
    set_player,
    started,
)


def test_the_first_turn_starts_anchored_in_the_base_with_no_dice() -> None:
    state = started()
    assert (state["round"], state["current"], state["turn"]["step"]) == (1, JONA, "move")
    assert offered(state, JONA) == ["sail", "jettison"]
    assert offered(state, MIRA) == []
    assert prompt(state) == "Jona moves."
    # PIR-1.6.3: staying at anchor in the base is staying in port; no dice for a base
    # without a Letter of Marque (RULING PIR-Q-11).
    state = play(state, JONA, "sail", hexes=0)
    assert state["turn"]["step"] == "port" and state["waiting"] == []
    assert "buy_battle" in offered(state, JONA)


def test_pir_ex_1_movement_range_equals_sails() -> None:
    state = at_sea(started(), sails=3, hold=2)
    assert ENGINE.legal_moves(state, JONA)[0].allowed == {
        "hexes": [0, 1, 2, 3],
        "enter_port": [False, True],
    }
    assert refused(state, JONA, "sail", hexes=4, to="H16") == (
        "PIR-3.2.1",
        "Your ship can move at most 3 hexes this turn.",
    )
    assert said(state, JONA, "sail", hexes=3, to="H15")[0] == "Jona ends at sea on H15."
    assert play(state, JONA, "sail", hexes=0)["players"][JONA]["at"] == "H12"
    # PIR-3.2.3: unused points are lost; the next turn's range is again 3.
    moved = play(state, JONA, "sail", hexes=2, to="H14")
    assert moved["turn"]["step"] == "sea"
    assert "hexes" not in moved["turn"]


@pytest.mark.parametrize(("hold", "effective"), [(8, 5), (9, 4), (12, 4), (13, 3), (16, 3)])
def test_pir_ex_26_overfull_hold(hold: int, effective: int) -> None:
    state = at_sea(started(), sails=5, hold=hold)
    assert max(ENGINE.legal_moves(state, JONA)[0].allowed["hexes"]) == effective


def test_pir_ex_26_a_loaded_ship_still_moves_one_and_gold_goes_overboard_first() -> None:
    state = at_sea(started(), sails=2, hold=13)
    assert ENGINE.legal_moves(state, JONA)[0].allowed["hexes"] == [0, 1]
    state = at_sea(started(), sails=5, hold=13)
    assert said(state, JONA, "jettison", tokens=1) == [
        "Jona throws 1 gold overboard; 12 left in the hold."
    ]
    state = play(state, JONA, "jettison", tokens=1)
    assert ENGINE.legal_moves(state, JONA)[0].allowed["hexes"] == [0, 1, 2, 3, 4]
    # The mission's Gold chests are not in the hold (PIR-3.31.8): only tokens go over.
    assert refused(state, JONA, "jettison", tokens=13) == (
        "PIR-3.31.7",
        "Your hold has only 12 gold tokens.",
    )
    chests = {"id": "A-2", "category": "A", "cargo": {"gold": 2}, "task": "", "reward": None}
    carrying = set_player(copy_state(state), JONA, mission={**chests, "rum_spoiled": False})
    assert refused(carrying, JONA, "jettison", tokens=13) == (
        "PIR-3.31.8",
        "Chests of your current mission may not be thrown overboard.",
    )
    moved = play(state, JONA, "sail", hexes=1, to="H13")
    assert refused(moved, JONA, "jettison", tokens=1) == (
        "PIR-3.31.7",
        "Gold goes overboard before the ship moves.",
    )


def entered(state: State, port: str, seat: int = JONA) -> State:
    return play(at_sea(state, seat), seat, "sail", hexes=1, to=port, enter_port=True)


def test_pir_3_32_1_the_player_on_the_right_rolls_the_port_dice() -> None:
    state = entered(started(), "Port Q")
    assert state["turn"]["step"] == "port"
    # Jona plays first; the player on his right played before him: Anja (order 1, 2, 0).
    assert state["waiting"][0]["seats"] == [ANJA, JONA]
    assert prompt(state) == "Anja rolls the four dice of Port Q for Jona."
    assert offered(state, ANJA) == ["enter_port_dice"]
    assert offered(state, MIRA) == []


def test_pir_ex_7_leaving_a_port_and_coming_straight_back_rolls_again() -> None:
    state = entered(started(), "Port Q")
    state = set_player(state, JONA, sails=3, hold=4)
    assert said(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3) == [
        "Port Q: Battle 8, gold 4, rations 3."
    ]
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    state = play(state, JONA, "port_done")
    values = {"battle": 8, "gold": 4, "rations": 3}
    assert state["players"][JONA]["port_values"] == values
    # Round on to Jona's next turn (Mira and Anja stay at anchor in Tortuga).
    state = pass_turns(state, MIRA, ANJA)
    # A: he does not move, the values stay, no roll, no event card.
    stayed = play(state, JONA, "sail", hexes=0)
    assert stayed["players"][JONA]["port_values"] == values and stayed["waiting"] == []
    assert stayed["turn"]["step"] == "port"
    # B: one hex out and back into Port Q: a new roll, a fortress this time.
    back = play(state, JONA, "sail", hexes=2, to="Port Q", enter_port=True)
    assert back["players"][JONA]["port_values"] is None
    assert said(back, ANJA, "enter_port_dice", red=[6, 6], yellow=5, blue=2) == [
        "Port Q: Battle 13, gold 6, rations 2.",
        "Port Q is a fortress and guards a Noble.",
    ]


def test_pir_ex_10_negative_modifier() -> None:
    state = entered(started(), "Port Y")
    state = play(state, ANJA, "enter_port_dice", red=[1, 2], yellow=1, blue=4)
    assert state["players"][JONA]["port_values"] == {"battle": 1, "gold": 0, "rations": 4}


def test_pir_7_3_a_fixed_port_rolls_only_its_blue_die() -> None:
    state = started({"fixed_port_values": True, "app_dice": True})
    port = next(p for p in state["ports"] if p["name"] == "Port Q")
    port.update(fixed_battle=7, fixed_gold=3)
    state = entered(state, "Port Q")
    assert offered(state, ANJA) == ["enter_port_rations"]
    assert refused(state, ANJA, "enter_port_dice", red=[1, 1], yellow=1, blue=1) == (
        "PIR-7.3.1",
        "This port's battle and gold are fixed: enter the blue die only.",
    )
    state = play(state, ANJA, "enter_port_rations", blue=5)
    assert state["players"][JONA]["port_values"] == {"battle": 8, "gold": 4, "rations": 5}


def test_pir_ex_3_full_rations_scale_eating_from_the_quay() -> None:
    state = entered(started(), "Port Q")
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    state = set_player(state, JONA, rations=12, hold=3)
    assert said(state, JONA, "buy_rations", gold=1) == [
        "Jona buys 4 rations for 1 gold: Rations 12.",
        "4 do not fit and wait on the quay for this turn.",
    ]
    state = play(state, JONA, "buy_rations", gold=1)
    assert (state["players"][JONA]["hold"], state["players"][JONA]["rations"]) == (2, 12)
    answer = ENGINE.play(state, JONA, {"type": "port_done", "args": {}})
    # The reduction is taken from the quay: R stays 12; the rest of the surplus is lost.
    assert answer.state["players"][JONA]["rations"] == 12
    assert answer.state["current"] == MIRA and answer.state["turn"]["surplus"] == 0


def test_pir_ex_29_trading_in_a_normal_port() -> None:
    state = entered(started(), "Port Q")
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    state = set_player(state, JONA, hold=1, gold_scale=20, sails=5, rations=3)
    # Sails cost 2 from the hold: not offered with 1 (and refused if sent anyway).
    assert offered(state, JONA) == ["attack_port", "buy_rations", "complete_mission", "port_done"]
    assert refused(state, JONA, "buy_sails") == (
        "PIR-3.33.7",
        "This costs 2 gold; your hold has 1.",
    )
    assert refused(state, JONA, "buy_rations", gold=1, pay_from="scale") == (
        "PIR-3.33.7",
        "In a normal port you can pay only with gold from your hold.",
    )
    state = play(state, JONA, "buy_rations", gold=1)
    assert (state["players"][JONA]["hold"], state["players"][JONA]["rations"]) == (0, 7)
    assert refused(state, JONA, "buy_battle") == (
        "PIR-3.33.8",
        "Battle can be bought only in a pirate base.",
    )
    assert refused(state, JONA, "to_hold", gold=1) == (
        "PIR-3.33.8",
        "Gold moves between hold and scale only in a pirate base.",
    )
    state = play(state, JONA, "port_done")
    assert state["players"][JONA]["rations"] == 6


def test_pir_ex_28_trading_in_a_pirate_base() -> None:
    state = play(started(), JONA, "sail", hexes=0)
    state = set_player(
        state, JONA, hold=5, gold_scale=10, battle=6, rations=4, nobles=1, missions_done=["A-2"]
    )
    state["players"][JONA]["mission"] = None
    assert said(state, JONA, "ransom_noble", to="scale") == [
        "Jona releases a Noble for 3 gold.",
        "Jona: 5 gold in the hold, 13 on the gold scale.",
    ]
    state = play(state, JONA, "ransom_noble", to="scale")
    state = play(state, JONA, "buy_battle", pay_from="hold")
    p = state["players"][JONA]
    assert (p["hold"], p["battle"]) == (3, 7)
    assert refused(state, JONA, "buy_battle", pay_from="hold") == (
        "PIR-3.33.1",
        "You may buy only one point of Sails or Battle per turn in port.",
    )
    state = play(state, JONA, "buy_rations", gold=2, pay_from="scale")
    assert (state["players"][JONA]["gold_scale"], state["players"][JONA]["rations"]) == (11, 10)
    state = play(state, JONA, "to_scale", gold=3)
    assert (state["players"][JONA]["hold"], state["players"][JONA]["gold_scale"]) == (0, 14)
    assert refused(state, JONA, "buy_sails") == (
        "PIR-5.14.2",
        "Sails can be bought only in a normal port.",
    )
    assert ENGINE.legal_moves(state, JONA)[-2].allowed["category"] == ["A", "B", "C"]
    state = play(state, JONA, "draw_mission", category="B", number=7, spy=1)
    assert state["players"][JONA]["mission"]["id"] == "B-7"
    assert state["turn"]["mission_done_or_drawn"] is True
    state = play(state, JONA, "port_done")
    assert state["players"][JONA]["rations"] == 9


def test_pir_q_32_missions_drawn_one_after_the_other_category_a_first() -> None:
    state = play(started(), JONA, "sail", hexes=0)
    assert refused(state, JONA, "draw_mission", category="A", number=9) == (
        "PIR-5.09.7",
        "Complete your current mission before drawing a new one.",
    )
    assert said(state, JONA, "complete_mission", reward=6, to_scale=4) == [
        "Jona completes a mission: Terror 1, 4 gold on the scale, 4 in the hold."
    ]
    done = play(state, JONA, "complete_mission", reward=6, to_scale=4)
    assert done["players"][JONA]["missions_done"] == ["A-2"]
    fresh = set_player(play(state, JONA, "complete_mission", reward=0, to_scale=0), JONA)
    fresh["players"][JONA]["missions_done"] = []
    assert refused(fresh, JONA, "draw_mission", category="B", number=9) == (
        "PIR-5.09.3",
        "Until you complete your first mission, draw category A.",
    )
    assert refused(done, JONA, "draw_mission", category="A", number=1) == (
        "PIR-5.09.3",
        "Mission A-1 is held by another player.",
    )
    full = set_player(done, JONA, missions_done=["A-2", "A-5", "B-1", "C-3"])
    assert refused(full, JONA, "draw_mission", category="C", number=9) == (
        "PIR-5.09.7",
        "You have had your four missions of this game.",
    )


def test_a_mission_reward_beyond_the_hold_is_lost() -> None:
    state = set_player(play(started(), JONA, "sail", hexes=0), JONA, hold=14)
    assert said(state, JONA, "complete_mission", reward=5, to_scale=1)[1] == (
        "2 gold does not fit in the hold and is lost."
    )
    assert refused(state, JONA, "complete_mission", reward=5, to_scale=6) == (
        "PIR-5.09.9",
        "The reward is 5: no more than that goes on the scale.",
    )


def test_pir_ex_30_a_trip_to_europe_for_absolution() -> None:
    state = at_sea(started(), terror=6, hold=2, rations=6, sails=4)
    lines = said(state, JONA, "sail", hexes=3, to="e1")
    assert lines[:2] == [
        "Jona reaches Europe (E1).",
        "The voyage was long: Jona does nothing more this turn.",
    ]
    state = play(state, JONA, "sail", hexes=3, to="e1")
    assert state["players"][JONA]["rations"] == 4  # the extra ration, then the reduction
    state = pass_turns(state, MIRA, ANJA)
    # E2: he must stay; absolution and trade at normal-port prices, from the hold.
    assert refused(state, JONA, "sail", hexes=1, to="H1") == (
        "PIR-5.04.6",
        "You can sail home from Europe only on your third turn there.",
    )
    state = play(state, JONA, "sail", hexes=0)
    assert state["turn"]["step"] == "europe"
    assert offered(state, JONA) == [
        "buy_sails",
        "buy_rations",
        "absolution",
        "complete_mission",
        "port_done",
    ]
    state = play(state, JONA, "absolution")
    state = play(state, JONA, "buy_rations", gold=1)
    p = state["players"][JONA]
    assert (p["terror"], p["hold"], p["rations"]) == (0, 0, 8)
    state = play(state, JONA, "port_done")
    assert state["players"][JONA]["rations"] == 6
    state = pass_turns(state, MIRA, ANJA)
    # E3: he may sail back.
    assert play(state, JONA, "sail", hexes=1, to="H40")["players"][JONA]["where"] == "at_sea"


def upkeep_now(state: State, seat: int = JONA, **values: Any) -> State:
    """The example's turn at its end: the step that feeds the crew comes next."""
    state = at_sea(state, seat, **values)
    state["turn"]["step"] = "upkeep"
    return state


def test_pir_ex_23_rations_run_out_and_the_mutiny_succeeds() -> None:
    state = started()
    state["players"][JONA]["mission"] = {
        "id": "A-7",
        "category": "A",
        "cargo": {"documents": 1},
        "task": "",
        "reward": None,
        "rum_spoiled": False,
    }
    state = upkeep_now(state, rations=1, battle=3, sails=5, terror=2, gold_scale=11, hold=4)
    lines = turns.advance(state)
    assert [english(m) for m in lines][-1] == (
        "No rations left: Jona's crew mutinies, and Battle drops by 2."
    )
    assert state["players"][JONA]["battle"] == 1
    assert offered(state, JONA) == ["mutiny_roll"]
    assert said(state, JONA, "mutiny_roll", die=2)[:3] == [
        "The mutineers' 3 (die 2 + Battle 1) beats Terror 2.",
        "Jona's ship is lost to the mutineers.",
        "Jona pays 8 gold from the gold scale for a new ship.",
    ]
    state = play(state, JONA, "mutiny_roll", die=2)
    p = state["players"][JONA]
    assert (p["terror"], p["gold_scale"], p["hold"], p["mission"], p["has_ship"]) == (
        0,
        3,
        0,
        None,
        False,
    )
    assert p["skip_next_turn"] is True
    assert offered(state, JONA) == ["restart"]
    state = play(state, JONA, "restart", port="Nassau", battle=5, sails=5)
    p = state["players"][JONA]
    assert (p["rations"], p["battle"], p["sails"], p["hold"], p["at"]) == (8, 5, 5, 2, "Nassau")
    # His turn was void: Mira plays on; his next turn is skipped (PIR-3.0.5).
    assert state["current"] == MIRA
    state = pass_turns(state, MIRA, ANJA)
    assert state["round"] == 2 and state["current"] == MIRA
    assert state["players"][JONA]["skip_next_turn"] is False


def test_pir_ex_24_a_mutiny_fails_on_a_tie_then_succeeds_a_turn_later() -> None:
    state = upkeep_now(started(), rations=1, battle=6, terror=5, gold_scale=20, hold=0)
    turns.advance(state)
    assert state["players"][JONA]["battle"] == 4
    assert said(state, JONA, "mutiny_roll", die=1)[0] == (
        "Terror 5 cows the mutineers' 5 (die 1 + Battle 4): Jona keeps the ship."
    )
    state = play(state, JONA, "mutiny_roll", die=1)
    assert state["players"][JONA]["has_ship"] is True and state["current"] == MIRA
    state = pass_turns(state, MIRA, ANJA)
    # Turn N+1: Rations stay 0 and nothing fed the crew: a new mutiny.
    state = upkeep_now(state)
    turns.advance(state)
    assert state["players"][JONA]["battle"] == 2
    state = play(state, JONA, "mutiny_roll", die=4)
    p = state["players"][JONA]
    assert (p["terror"], p["gold_scale"], p["skip_next_turn"]) == (3, 12, True)
    state = play(state, JONA, "restart", port="Tortuga", battle=4, sails=6)
    p = state["players"][JONA]
    assert (p["rations"], p["battle"] + p["sails"], p["hold"]) == (8, 10, 2)


def test_a_mutiny_that_leaves_battle_0_takes_the_ship_at_once() -> None:
    """RULING PIR-Q-27 (4); without 8 gold a new career (PIR-3.51.7, PIR-EX-5)."""
    state = upkeep_now(
        started(), rations=1, battle=2, terror=5, gold_scale=6, hold=3, letter=True, buried=4
    )
    lines = [english(m) for m in turns.advance(state)]
    assert lines[-3:] == [
        "No rations left: Jona's crew mutinies, and Battle drops by 2.",
        "Jona's ship is lost to the mutineers.",
        "Jona cannot pay for a new ship and starts a new career.",
    ]
    p = state["players"][JONA]
    assert (p["gold_scale"], p["terror"], p["letter"], p["buried"], p["careers"]) == (
        0,
        0,
        False,
        0,
        2,
    )
    state = play(state, JONA, "restart", port="Nassau", battle=6, sails=4)
    assert offered(state, JONA) == ["enter_career_mission"]
    assert prompt(state) == "Jona draws a category A mission."
    state = play(state, JONA, "enter_career_mission", number=9, rum=1)
    assert state["players"][JONA]["mission"]["id"] == "A-9"
    assert state["current"] == MIRA


def cargo_now(state: State, seat: int, cargo: dict[str, int], **values: Any) -> State:
    state = at_sea(state, seat, **values)
    state["players"][seat]["mission"] = {
        "id": "A-4",
        "category": "A",
        "cargo": cargo,
        "task": "",
        "reward": None,
        "rum_spoiled": False,
    }
    state["turn"].update(step="cargo", at_sea=True)
    turns.advance(state)
    return state


def test_pir_ex_33_cargo_checks_for_slaves_and_rum() -> None:
    state = cargo_now(started(), JONA, {"slaves": 1}, battle=5)
    assert offered(state, JONA) == ["slave_check"]
    assert said(state, JONA, "slave_check", dice=[3, 3])[:1] == [
        "Doubles: disease strikes Jona's crew; Battle drops by 1."
    ]
    assert play(state, JONA, "slave_check", dice=[3, 3])["players"][JONA]["battle"] == 4
    assert said(state, JONA, "slave_check", dice=[2, 5])[0] == "No doubles: no disease on board."
    rum = cargo_now(started(), JONA, {"rum": 1})
    rum = play(rum, JONA, "rum_check", dice=[4, 4])
    assert rum["players"][JONA]["mission"]["rum_spoiled"] is True
    # Blocked until a new load is bought in a pirate base (RULING PIR-Q-30).
    for seat in (MIRA, ANJA):
        rum = play(play(rum, seat, "sail", hexes=0), seat, "port_done")
    rum = play(set_player(rum, JONA, hold=2), JONA, "sail", hexes=1, to="Tortuga", enter_port=True)
    assert refused(rum, JONA, "complete_mission", reward=3, to_scale=3) == (
        "PIR-3.5.4",
        "Your rum is spoiled: buy a new load in a pirate base first.",
    )
    rum = play(rum, JONA, "replace_rum", pay_from="hold")
    assert rum["players"][JONA]["mission"]["rum_spoiled"] is False
    assert rum["players"][JONA]["hold"] == 1
    # A ship that entered a port this turn makes no check.
    in_port = started()
    in_port["players"][JONA]["mission"] = dict(rum["players"][JONA]["mission"], cargo={"rum": 1})
    in_port = play(play(in_port, JONA, "sail", hexes=0), JONA, "port_done")
    assert in_port["waiting"] == [] and in_port["current"] == MIRA
    sunk = cargo_now(started(), JONA, {"slaves": 1}, battle=1)
    assert said(sunk, JONA, "slave_check", dice=[6, 6])[1] == "Jona's ship sinks."


def test_pir_ex_11_rebuilding_and_the_three_round_bar() -> None:
    state = started()
    port_x = next(p for p in state["ports"] if p["name"] == "Port Q")
    port_x.update(intact=False, destroyed_round=1, destroyed_by=JONA)
    state["players"][JONA]["port_bars"] = {"Port Q": 4}
    state = pass_turns(state, JONA, MIRA, ANJA)
    # Round 2 starts: one die owed for Port Q, any seat enters it.
    assert state["round"] == 2 and state["waiting"][0]["kind"] == "rebuild_rolls"
    assert prompt(state) == "Roll one die for each destroyed port: Port Q (5 or 6: rebuilt)."
    assert offered(state, MIRA) == ["enter_rebuild_rolls"]
    assert refused(state, MIRA, "enter_rebuild_rolls", dice=[3, 4]) == (
        "PIR-3.1.1",
        "Enter one die for the destroyed port: Port Q.",
    )
    assert said(state, MIRA, "enter_rebuild_rolls", dice=[3])[:2] == [
        "Port Q (a 3) stays in ruins.",
        "Jona's turn.",
    ]
    state = play(state, MIRA, "enter_rebuild_rolls", dice=[5])
    assert port_of(state, "Port Q")["intact"] is True
    # Barred to Jona until round 4 included: he may stop on the hex at sea, not enter.
    assert refused(at_sea(state), JONA, "sail", hexes=1, to="Port Q", enter_port=True) == (
        "PIR-3.32.13",
        "You destroyed Port Q; you can't visit or attack it until round 5.",
    )
    assert play(at_sea(state), JONA, "sail", hexes=1, to="Port Q")["players"][JONA]["where"] == (
        "at_sea"
    )
    # Others are not barred.
    state = play(play(state, JONA, "sail", hexes=0), JONA, "port_done")
    assert play(at_sea(state, MIRA), MIRA, "sail", hexes=1, to="Port Q", enter_port=True)[
        "players"
    ][MIRA]["where"] == ("in_port")


def test_a_destroyed_port_cannot_be_entered_and_a_base_comes_back_a_normal_port() -> None:
    state = started()
    nassau = port_of(state, "Nassau")
    nassau.update(intact=False, destroyed_round=1)
    assert refused(at_sea(state), JONA, "sail", hexes=1, to="Nassau", enter_port=True) == (
        "PIR-3.32.15",
        "Nassau lies in ruins: it cannot be entered.",
    )
    state = pass_turns(state, JONA, MIRA, ANJA)
    state = play(state, ANJA, "enter_rebuild_rolls", dice=[6])
    assert (port_of(state, "Nassau")["intact"], port_of(state, "Nassau")["kind"]) == (
        True,
        "normal",
    )


def test_the_companion_rolls_for_destroyed_ports_when_the_table_lets_it() -> None:
    state = started({"app_dice": True})
    port_of(state, "Port Q").update(intact=False, destroyed_round=1)
    state = pass_turns(state, JONA, MIRA, ANJA)
    assert offered(state, MIRA) == []
    assert ENGINE.pending_system_moves(state) == [
        {"type": "roll_rebuilds", "args": {}, "key": "rebuilds:2"}
    ]
    state = play(state, None, "roll_rebuilds")
    assert state["waiting"] == [] and state["current"] == JONA


def test_pir_ex_39_a_skipped_turn() -> None:
    state = set_player(started(), MIRA, skip_next_turn=True)
    state = play(play(state, JONA, "sail", hexes=0), JONA, "port_done")
    # No move, no event, no ration reduction: Mira's turn passes to Anja.
    assert state["current"] == ANJA
    assert state["players"][MIRA]["rations"] == 8
    assert state["players"][MIRA]["skip_next_turn"] is False


def test_pir_ex_34_the_40_gold_trigger_and_the_terror_tie_break() -> None:
    state = play(started(), JONA, "sail", hexes=0)
    set_player(state, JONA, gold_scale=35, hold=6, terror=5)
    set_player(state, MIRA, gold_scale=30, terror=1, buried=6, letter=True)
    set_player(state, ANJA, gold_scale=20, terror=0, hold=14, nobles=1)
    answer = ENGINE.play(state, JONA, {"type": "to_scale", "args": {"gold": 6}})
    assert [english(m) for m in answer.outcome.public][-1] == (
        "Jona has 41 gold on the gold scale: the game ends."
    )
    state = answer.state
    assert ENGINE.is_over(state)
    assert state["players"][JONA]["rations"] == 8  # the ration step is not played
    result = ENGINE.final_result(state)
    assert result.scores == {ANJA: 20.0, JONA: 36.0, MIRA: 36.0}
    assert result.places == {JONA: 1, MIRA: 2, ANJA: 3}
    assert result.ended_by == "PIR-4.0.1(a)"
    assert ENGINE.legal_moves(state, MIRA) == []


def test_pir_ex_4_buried_gold_lifts_a_score_above_40() -> None:
    state = set_player(started(), JONA, gold_scale=40, terror=2, buried=6, letter=True)
    turns.advance(state)
    assert ENGINE.final_result(state).scores[JONA] == 45.0
    assert ENGINE.final_result(state).breakdown[JONA] == {
        "gold scale": 40,
        "Terror": -2,
        "gold buried under the Treasure Map": 6,
        "Letter of Marque": 1,
    }


def test_the_game_ends_when_the_last_pirate_base_falls() -> None:
    state = set_player(started(), JONA, gold_scale=5)
    for port in state["ports"]:
        if port["kind"] == "pirate_base":
            port.update(intact=False, destroyed_round=1)
    assert [english(m) for m in turns.advance(state)] == [
        "The last pirate base has fallen: the game ends."
    ]
    assert ENGINE.final_result(state).ended_by == "PIR-4.0.1(b)"


def test_pir_4_0_4_players_level_on_score_and_terror_report_a_final_battle() -> None:
    state = play(started(), JONA, "sail", hexes=0)
    set_player(state, JONA, gold_scale=35, hold=6, terror=5)
    set_player(state, MIRA, gold_scale=41, terror=5)
    lines = said(state, JONA, "to_scale", gold=6)
    assert (
        lines[-1]
        == "Jona and Mira are level on score and Terror: a final battle may settle the win."
    )
    state = play(state, JONA, "to_scale", gold=6)
    assert not ENGINE.is_over(state)
    assert prompt(state) == (
        "Jona and Mira may fight a final battle at the table; one of them reports who won."
    )
    assert ENGINE.legal_moves(state, MIRA)[0].allowed == {"winner": [JONA, MIRA]}
    assert offered(state, ANJA) == []
    # Secrets are shown at the end.
    assert ENGINE.player_view(state, ANJA)["players"][JONA]["mission"]["id"] == "A-2"
    assert refused(state, MIRA, "report_final_battle", winner=ANJA) == (
        "PIR-4.0.4",
        "Only the players level for the win fight the final battle.",
    )
    won = play(state, MIRA, "report_final_battle", winner=MIRA)
    assert ENGINE.is_over(won)
    assert ENGINE.final_result(won).places == {MIRA: 1, JONA: 2, ANJA: 3}
    shared = play(state, JONA, "report_final_battle")
    assert ENGINE.final_result(shared).places == {MIRA: 1, JONA: 1, ANJA: 3}
    # The result says when and why the game ended, and how the tie was settled.
    ended = "The game ended in round 1, in Jona's turn: a gold scale reached 40 (PIR-4.0.1)."
    assert [english(line) for line in ENGINE.player_view(state, ANJA)["ending"]] == [
        ended,
        "Jona and Mira are level on score and Terror (PIR-4.0.4).",
    ]
    assert [english(line) for line in ENGINE.player_view(won, ANJA)["ending"]] == [
        ended,
        "Jona and Mira are level on score and Terror: Mira won the final battle (PIR-4.0.4).",
    ]
    assert english(ENGINE.player_view(shared, None)["ending"][1]) == (
        "Jona and Mira are level on score and Terror, and fought no final battle: they share "
        "the place (PIR-4.0.4)."
    )
