"""Pirate hunters and the treasure fleet on the map (PIR-6.2, PIR-6.5, RULINGS PIR-Q-17,
PIR-Q-24, PIR-Q-41): moved after every move, hunting, fought; worked examples replayed."""

from __future__ import annotations

from typing import Any

from companion.engines.base import SeatInfo, State
from companion.engines.piracy.npc_moves import hunted
from tests.engines.piracy.builders import (
    ANJA,
    ENGINE,
    JONA,
    MIRA,
    OPTIONS,
    at_sea,
    offered,
    play,
    prompt,
    refused,
    said,
    set_player,
    started,
)

HUNTER = {"battle": 12, "sails": 4, "gold": 5, "rations": 4}


def with_hunter(state: State, hex_: str, **values: Any) -> State:
    state["npc_ids"] += 1
    record = {**HUNTER, **values, "id": state["npc_ids"], "hex": hex_, "start_port": "Vera Cruz"}
    state["hunters"].append({**record, "ignored": []})
    return state


def test_pir_ex_15_a_pirate_hunter_wins_and_confiscates_the_hold() -> None:
    state = with_hunter(started(), "H30")
    state = at_sea(state, sails=5, battle=6, terror=3, rations=6, hold=8, nobles=1)
    state["players"][JONA].update(treasure_map=True, buried=7)
    state["players"][JONA]["mission"] = {
        "id": "B-3",
        "category": "B",
        "cargo": {"rum": 1},
        "task": "",
        "reward": None,
        "rum_spoiled": False,
    }
    state = play(state, JONA, "sail", hexes=1, to="H13")
    assert prompt(state) == (
        "Jona moves each hunter (now at H30, in that order) 2 hexes towards the nearest pirate "
        "it hunts and enters where they end."
    )
    # No fleet sails: the phone asks only for the hunter's hex.
    assert ENGINE.legal_moves(state, JONA)[0].allowed == {"fleet": [""]}
    assert refused(state, JONA, "move_npcs", hunters=[]) == (
        "PIR-6.2.5",
        "Enter where the hunter ends.",
    )
    state = play(state, JONA, "move_npcs", hunters=["h13"])
    # At sea he draws first; then the hunter in his hex fights him, no choice.
    state = play(state, JONA, "draw_event", card="ghost_ship")
    assert state["battle"]["card"] == "pirate_hunter"
    assert sorted(offered(state, JONA) + offered(state, ANJA)) == ["battle_dice", "battle_dice"]
    state = play(play(state, JONA, "battle_dice", dice=[1, 2]), ANJA, "battle_dice", dice=[3, 2])
    state = play(play(state, JONA, "battle_dice", dice=[4, 3]), ANJA, "battle_dice", dice=[2, 3])
    p = state["players"][JONA]
    # Terror 3, minus the ghost ship's point, minus the lost battle's.
    assert (p["terror"], p["hold"], p["nobles"]) == (1, 0, 0)
    assert (p["mission"]["id"], p["treasure_map"], p["buried"]) == ("B-3", True, 7)
    state = play(state, JONA, "take_damage", value="battle")
    assert state["players"][JONA]["battle"] == 5
    assert state["hunters"][0]["ignored"] == [JONA]


def test_pir_ex_16_a_pirate_sinks_a_pirate_hunter() -> None:
    state = with_hunter(started(), "H13")
    state = at_sea(state, sails=6, battle=8, terror=6, rations=3, hold=2)
    state = play(state, JONA, "sail", hexes=1, to="H13")
    state = play(state, JONA, "move_npcs", hunters=["H13"])
    state = play(state, JONA, "draw_event", card="rotten_rations")
    state["players"][JONA]["rations"] = 3
    state = play(play(state, JONA, "battle_dice", dice=[5, 5]), ANJA, "battle_dice", dice=[1, 2])
    # Faster than the hunter: he may escape, or fight (RULING PIR-Q-17).
    assert offered(state, JONA) == ["fight_or_not"]
    state = play(state, JONA, "fight_or_not", fight=True)
    state = play(state, JONA, "battle_dice", dice=[6, 6])
    lines = said(state, ANJA, "battle_dice", dice=[4, 4])
    assert lines[:3] == [
        "Anja's dice are in.",
        "Battle: Jona 26 (dice 12 + Battle 8 + Terror 6) against Pirate hunter 20 (dice 8 + 12).",
        "Jona boards it: +1 Terror, 5 gold and 4 rations plundered.",
    ]
    state = play(state, ANJA, "battle_dice", dice=[4, 4])
    p = state["players"][JONA]
    assert (p["terror"], p["hold"]) == (7, 7)
    assert state["hunters"] == [] and state["deck"]["discard"][-1] == "pirate_hunter"


def test_a_pirate_who_outsails_a_hunter_may_escape() -> None:
    state = with_hunter(started(), "Port Q")
    state = set_player(state, JONA, terror=2, sails=6)
    state = play(at_sea(state), JONA, "sail", hexes=1, to="Port Q", enter_port=True)
    state = play(state, JONA, "move_npcs", hunters=["Port Q"])
    state = play(state, ANJA, "enter_port_dice", red=[1, 1], yellow=1, blue=1)
    state = play(state, JONA, "port_done")
    # Hunters follow into normal ports (PIR-6.2.6).
    state = play(play(state, JONA, "battle_dice", dice=[6, 6]), ANJA, "battle_dice", dice=[1, 1])
    assert said(state, JONA, "fight_or_not", fight=False)[0] == "Jona escapes the hunter."
    state = play(state, JONA, "fight_or_not", fight=False)
    assert state["current"] == MIRA and len(state["hunters"]) == 1


def test_pir_ex_17_the_treasure_fleet_escapes_on_a_tie() -> None:
    state = started()
    state["fleet"] = {"battle": 10, "sails": 3, "gold": 12, "rations": 6, "hex": "H13"}
    state["fleet"].update(id="fleet", start_port="Campeche", ignored=[])
    state = at_sea(state, sails=4, hold=3, terror=2)
    state = play(state, JONA, "sail", hexes=1, to="H13")
    state = play(state, JONA, "move_npcs", hunters=[], fleet="H13")
    state = play(state, JONA, "draw_event", card="ghost_ship")
    # The fleet never attacks: fighting it is his choice.
    assert offered(state, JONA) == ["attack_fleet", "end_battles"]
    state = play(state, JONA, "attack_fleet")
    state = play(state, JONA, "battle_dice", dice=[2, 1])
    assert said(state, ANJA, "battle_dice", dice=[2, 2])[:3] == [
        "Anja's dice are in.",
        "Sailing: Jona 7 (dice 3 + Sails 4) against Spanish treasure fleet 7 (dice 4 + 3).",
        "The Spanish treasure fleet escapes.",
    ]
    state = play(state, ANJA, "battle_dice", dice=[2, 2])
    assert state["fleet"] is not None and state["players"][JONA]["terror"] == 1
    assert state["current"] == MIRA


def test_pir_ex_37_who_a_hunter_hunts() -> None:
    state = with_hunter(started(), "Vera Cruz")
    hunter = state["hunters"][0]
    set_player(state, JONA, terror=0, where="at_sea", at="H1")
    set_player(state, MIRA, terror=2, where="at_sea", at="H2")
    set_player(state, ANJA, terror=1, where="in_port", at="Tortuga")
    assert [hunted(state, hunter, s) for s in (ANJA, JONA, MIRA)] == [False, False, True]
    set_player(state, MIRA, where="in_europe", at="E1")
    assert hunted(state, hunter, MIRA) is False
    # A full sea: a third hunter's card is discarded (RULING PIR-Q-25).
    state = with_hunter(state, "H5")
    state = set_player(state, MIRA, where="at_sea", at="H2")
    state = play(at_sea(state), JONA, "sail", hexes=1, to="H13")
    state = play(state, JONA, "move_npcs", hunters=["H40", "H41"])
    card = {"card": "pirate_hunter", **HUNTER, "start_die": 1, "hex": "H2"}
    assert said(state, JONA, "draw_event", **card)[0] == (
        "Pirate hunter: 2 already sail; the card is discarded."
    )


def test_pir_ex_38_a_hunter_battle_in_another_players_turn() -> None:
    state = with_hunter(started(), "H20")
    state = set_player(state, ANJA, terror=2, where="at_sea", at="H21", sails=6)
    # Jona's move; the hunter ends on Anja's hex.
    state = play(state, JONA, "sail", hexes=0)
    state = play(state, JONA, "move_npcs", hunters=["H21"])
    state = play(state, JONA, "port_done")
    # Jona has no battle of his own: the hunter and Anja fight now; the player on
    # Anja's right (Mira) rolls for the hunter.
    assert state["battle"]["attacker"] == ANJA and state["battle"]["roller"] == MIRA
    state = play(play(state, ANJA, "battle_dice", dice=[6, 6]), MIRA, "battle_dice", dice=[1, 1])
    state = play(state, ANJA, "fight_or_not", fight=False)
    assert state["current"] == MIRA
    # Mira's turn (no battle for her), then Anja's: she stays, the hunter stays, and
    # they meet again in Anja's own combat step.
    state = play(state, MIRA, "sail", hexes=0)
    state = play(play(state, MIRA, "move_npcs", hunters=["H21"]), MIRA, "port_done")
    state = play(state, ANJA, "sail", hexes=0)
    state = play(state, ANJA, "move_npcs", hunters=["H21"])
    state = play(state, ANJA, "draw_event", card="ghost_ship")
    assert state["battle"]["attacker"] == ANJA and state["battle"]["card"] == "pirate_hunter"


def test_pir_ex_2_hunters_and_the_fleet_move_after_every_players_move() -> None:
    """Five players: the hunter moves 1 hex after each move, 5 in the round; with three
    players, 2 hexes each time (PIR-6.2.12)."""
    five = ENGINE.setup(OPTIONS, [SeatInfo(i, n) for i, n in enumerate("ABCDE")], seed=3)
    three = started()
    assert (five["settings"]["npc_speed"], three["settings"]["npc_speed"]) == (1, 2)
    state = with_hunter(started(), "H1")
    moves = 0
    for seat in (JONA, MIRA, ANJA):
        state = play(state, seat, "sail", hexes=0)
        assert prompt(state).startswith(f"{state['seats'][seat]['name']} moves each hunter")
        assert "2 hexes" in prompt(state)
        state = play(state, seat, "move_npcs", hunters=[f"H{2 + moves}"])
        moves += 1
        state = play(state, seat, "port_done")
    assert moves == 3 and state["round"] == 2 and state["hunters"][0]["hex"] == "H4"


def test_pir_ex_5_an_amateur_pirate_always_starts_with_terror_0() -> None:
    state = at_sea(started(), sails=2, battle=6, terror=5, gold_scale=6, hold=3)
    state["players"][JONA].update(treasure_map=True, buried=4, letter=False)
    state["players"][JONA]["mission"]["id"] = "A-4"
    state = play(state, JONA, "sail", hexes=1, to="Open sea")
    state = play(state, JONA, "draw_event", card="storm")
    lines = said(state, JONA, "storm_die", die=5)
    assert lines[:3] == [
        "Jona rolls 5: 2 Sails lost, Sails 0.",
        "Jona's ship sinks.",
        "Jona cannot pay for a new ship and starts a new career.",
    ]
    state = play(state, JONA, "storm_die", die=5)
    p = state["players"][JONA]
    assert (p["gold_scale"], p["terror"], p["treasure_map"], p["buried"]) == (0, 0, False, 0)
    assert (p["mission"], p["hold"], p["skip_next_turn"]) == (None, 0, True)
    state = play(state, JONA, "restart", port="Nassau", battle=4, sails=6)
    state = play(state, JONA, "enter_career_mission", number=12, documents=1)
    p = state["players"][JONA]
    assert (p["hold"], p["rations"], p["battle"] + p["sails"], p["mission"]["id"]) == (
        2,
        8,
        10,
        "A-12",
    )
