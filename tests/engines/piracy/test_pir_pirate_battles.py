"""Battles between pirates (PIR-3.43, RULINGS PIR-Q-8, PIR-Q-21 to PIR-Q-23); worked
examples 19 to 22 replayed by their IDs."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from tests.engines.piracy.builders import (
    ANJA,
    ENGINE,
    JONA,
    MIRA,
    at_sea,
    offered,
    play,
    prompt,
    refused,
    said,
    set_player,
    started,
)

A, B = JONA, MIRA


def mission(mission_id: str, cargo: dict[str, int]) -> dict[str, Any]:
    category = mission_id[0]
    return {
        "id": mission_id,
        "category": category,
        "cargo": cargo,
        "task": "",
        "reward": None,
        "rum_spoiled": False,
    }


def meeting(round_: int, a: dict[str, Any], b: dict[str, Any]) -> State:
    """A (Jona, the active player) and B (Mira) at sea in one hex, at A's combat step."""
    state = started()
    state["round"] = round_
    state = at_sea(state, A, **a)
    state = at_sea(state, B, **b)
    state["turn"]["step"] = "combat"
    return state


def dice(state: State, a: list[int], b: list[int]) -> State:
    return play(play(state, A, "battle_dice", dice=a), B, "battle_dice", dice=b)


def test_pir_ex_19_a_battle_at_sea_ending_in_surrender() -> None:
    state = meeting(
        6,
        {
            "sails": 5,
            "battle": 6,
            "terror": 4,
            "rations": 6,
            "hold": 6,
            "letter": True,
            "mission": mission("C-1", {"spy": 1}),
        },
        {
            "sails": 4,
            "battle": 5,
            "terror": 2,
            "rations": 5,
            "hold": 6,
            "letter": True,
            "mission": mission("B-5", {"documents": 1}),
            "treasure_map": True,
            "buried": 5,
        },
    )
    assert ENGINE.legal_moves(state, A)[0].allowed == {"target": [B]}
    state = play(state, A, "attack_pirate", target=B)
    # Each captain rolls his own dice on his own phone.
    assert prompt(state) == "Mira rolls two dice."
    state = dice(state, [3, 3], [4, 2])
    assert offered(state, A) == ["fight_or_flee"]
    state = play(state, A, "fight_or_flee", fight=True)
    assert "surrender" in offered(state, B) and "surrender" in offered(state, A)
    # Round 1: A lower, lowers Sails.
    state = dice(state, [2, 2], [5, 4])
    assert offered(state, A) == ["take_hits"] and offered(state, B) == []
    assert refused(state, A, "take_hits", sails=1, battle=1) == (
        "PIR-3.43.5",
        "Your ship takes 1 hit: lower Sails or Battle by 1.",
    )
    state = play(state, A, "take_hits", sails=1)
    # Round 2: B lower, lowers Battle. Round 3: B lower, lowers Sails.
    state = play(dice(state, [3, 4], [5, 1]), B, "take_hits", battle=1)
    state = play(dice(state, [4, 4], [2, 1]), B, "take_hits", sails=1)
    # Round 4: a tie costs both.
    state = dice(state, [1, 1], [3, 3])
    state = play(play(state, A, "take_hits", battle=1), B, "take_hits", battle=1)
    # Round 5: B surrenders before the dice.
    lines = said(state, B, "surrender")
    assert lines[:4] == [
        "Mira surrenders.",
        "Jona wins the battle.",
        "Jona takes Mira's Letter of Marque.",
        "Mira's mission is lost.",
    ]
    state = play(state, B, "surrender")
    assert offered(state, A) == ["plunder"]
    state = play(state, A, "plunder", gold=6)
    a, b = state["players"][A], state["players"][B]
    assert (a["sails"], a["battle"], a["terror"], a["hold"], a["letter"]) == (4, 5, 5, 12, True)
    assert (b["sails"], b["battle"], b["terror"], b["hold"], b["letter"], b["mission"]) == (
        3,
        3,
        1,
        0,
        False,
        None,
    )
    assert (b["treasure_map"], b["buried"], b["has_ship"]) == (True, 5, True)
    assert state["deck"]["discard"] == ["letter_of_marque"]


def test_pir_ex_20_when_pirates_may_not_fight() -> None:
    early = meeting(5, {"terror": 1}, {"terror": 1})
    assert refused(early, A, "attack_pirate", target=B) == (
        "PIR-2.0.3",
        "Pirates may not attack each other during the first five rounds.",
    )
    apart = meeting(6, {}, {})
    apart["players"][B]["at"] = "H13"
    assert refused(apart, A, "attack_pirate", target=B) == ("PIR-3.4.2", "Mira is not in your hex.")
    base = started()
    base["round"] = 6
    base = play(base, A, "sail", hexes=0)
    assert "attack_pirate" not in offered(base, A)
    assert refused(base, A, "attack_pirate", target=B) == (
        "PIR-3.32.10",
        "No fighting between pirates anchored in a pirate base or in Europe.",
    )
    europe = meeting(6, {}, {})
    for seat in (A, B):
        set_player(europe, seat, where="in_europe", at="E1")
    assert refused(europe, A, "attack_pirate", target=B)[0] == "PIR-3.32.10"
    assert "attack_pirate" in offered(meeting(6, {}, {}), A)


def test_pir_ex_21_a_battle_in_a_normal_port_with_port_fire() -> None:
    state = started()
    state["round"] = 8
    set_player(state, B, at="Nassau", where="in_port", sails=3, battle=4, terror=1, hold=7)
    nassau = next(p for p in state["ports"] if p["name"] == "Nassau")
    nassau.update(kind="normal")
    state = at_sea(state, A, sails=5, battle=6, terror=2, hold=3)
    state = play(state, A, "sail", hexes=1, to="Nassau", enter_port=True)
    state = play(state, ANJA, "enter_port_dice", red=[2, 3], yellow=3, blue=2)
    assert offered(state, A)[:2] == ["attack_port", "attack_pirate"]
    state = play(state, A, "attack_pirate", target=B)
    state = dice(state, [4, 4], [1, 2])
    state = play(state, A, "fight_or_flee", fight=True)
    state = dice(state, [3, 3], [2, 2])
    # The port fires at both: A takes 1, B takes 2 (the round and the port).
    assert [e["n"] for e in state["waiting"]] == [1, 2]
    state = play(state, B, "take_hits", sails=1, battle=1)
    state = play(state, A, "take_hits", sails=1)
    a, b = state["players"][A], state["players"][B]
    assert (a["sails"], b["sails"], b["battle"]) == (4, 2, 3)
    state = play(state, B, "surrender")
    state = play(state, A, "plunder", gold=7)
    a, b = state["players"][A], state["players"][B]
    assert (a["terror"], a["hold"], b["terror"], b["hold"]) == (3, 10, 0, 0)
    assert refused(state, A, "buy_rations", gold=1) == (
        "PIR-3.32.3",
        "Only one port option per turn: you already chose to attack.",
    )


def test_pir_ex_22_a_pirate_sunk_in_battle_cannot_pay_for_a_new_ship() -> None:
    state = meeting(
        12,
        {"sails": 5, "battle": 7, "terror": 3, "hold": 4},
        {
            "sails": 1,
            "battle": 2,
            "terror": 1,
            "gold_scale": 5,
            "hold": 3,
            "treasure_map": True,
            "buried": 6,
            "mission": mission("A-6", {"spy": 1}),
        },
    )
    state = play(state, A, "attack_pirate", target=B)
    state = play(dice(state, [3, 3], [2, 2]), A, "fight_or_flee", fight=True)
    state = play(dice(state, [2, 3], [4, 4]), B, "take_hits", battle=1)
    state = play(dice(state, [1, 1], [6, 5]), A, "take_hits", sails=1)
    state = dice(state, [5, 5], [1, 2])
    lines = said(state, B, "take_hits", battle=1)
    assert lines[:3] == [
        "Mira: Sails 1, Battle 0.",
        "Jona wins the battle.",
        "Mira's mission is lost.",
    ]
    state = play(state, B, "take_hits", battle=1)
    # Plunder comes before the longboat (PIR-3.43.10).
    assert offered(state, A) == ["plunder"]
    lines = said(state, A, "plunder", gold=3)
    assert "Mira cannot pay for a new ship and starts a new career." in lines
    state = play(state, A, "plunder", gold=3)
    a, b = state["players"][A], state["players"][B]
    assert (a["terror"], a["hold"]) == (4, 7)
    assert (b["gold_scale"], b["terror"], b["treasure_map"], b["buried"], b["has_ship"]) == (
        0,
        0,
        False,
        0,
        False,
    )
    state = play(state, B, "restart", port="Tortuga", battle=6, sails=4)
    state = play(state, B, "enter_career_mission", number=11)
    assert state["players"][B]["mission"]["id"] == "A-11"
    # Jona's turn ends; Mira's is skipped (PIR-3.43.8): Anja plays.
    assert state["current"] == ANJA and state["players"][B]["skip_next_turn"] is False


def test_a_tie_in_the_sailing_duel_is_rolled_again_and_the_faster_may_flee() -> None:
    state = play(meeting(6, {"sails": 4}, {"sails": 4}), A, "attack_pirate", target=B)
    assert said(state, A, "battle_dice", dice=[3, 3]) == ["Jona's dice are in."]
    state = dice(state, [3, 3], [3, 3])
    assert sorted(offered(state, A) + offered(state, B)) == ["battle_dice", "battle_dice"]
    state = dice(state, [1, 1], [6, 6])
    # The defender is faster: his choice.
    assert offered(state, B) == ["fight_or_flee"] and offered(state, A) == []
    state = play(state, B, "fight_or_flee", fight=False)
    assert state["battle"] is None
    assert state["players"][A]["at"] == state["players"][B]["at"]
    # Each opponent once a turn: nothing left to fight, the turn passes.
    assert state["current"] == MIRA
