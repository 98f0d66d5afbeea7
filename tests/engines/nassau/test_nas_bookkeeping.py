"""Steps 6-9 (NAS-2.6 to NAS-2.9), system moves, waiting for cards, and the end of the game."""

from __future__ import annotations

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.nassau.catalogue import TILES
from companion.engines.text import ngettext
from tests.engines.nassau.builders import (
    ENGINE,
    check_invariants,
    clear_merchant,
    exactly,
    lay_out,
    offer,
    play,
    set_merchant,
    started,
)


def at_step(state: dict, step: str, rnd: int = 1) -> dict:
    state["step"], state["bk_started"], state["turn"], state["round"] = step, False, {}, rnd
    # The row was taken in step 4: every card went under the deck (NAS-2.4.7).
    state["navy"]["bottom"] += state["navy"]["row"]
    state["navy"]["row"] = []
    return state


def system(state: dict) -> dict:
    (move,) = ENGINE.pending_system_moves(state)
    return ENGINE.apply(state, None, move)


def test_pending_system_moves_name_the_round_and_step() -> None:
    state = at_step(started(3), "navy_reveal", 2)
    assert ENGINE.pending_system_moves(state) == [
        {"type": "replace_navy_cards", "args": {"round": 2}, "key": "round-2-step-6"}
    ]
    assert ENGINE.pending_system_moves(started(3)) == []


def test_a_redelivered_system_move_is_refused() -> None:
    state = at_step(started(3), "navy_reveal", 2)
    move = ENGINE.pending_system_moves(state)[0]
    after = ENGINE.apply(state, None, move)
    assert ENGINE.pending_system_moves(after) == []
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-2.0.1: This bookkeeping is not due now (step 6, new navy cards, round 2)."
        ),
    ):
        ENGINE.apply(after, None, move)
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-2.0.1: This bookkeeping is not due now (step 6, new navy cards, round 1)."
        ),
    ):
        ENGINE.apply(state, None, {"type": "replace_navy_cards", "args": {"round": 1}})
    with pytest.raises(
        MoveInputError,
        match=exactly("The companion makes this entry itself, not a player."),
    ):
        ENGINE.apply(state, 0, move)


def test_step_six_discards_unused_trade_winds_and_waits_for_navy_cards() -> None:
    state = at_step(started(3), "navy_reveal")
    state["players"][0]["wind"] = True
    state["supply"]["trade_wind"] -= 1
    state = system(state)
    assert state["players"][0]["wind"] is False and state["supply"]["trade_wind"] == 7
    view = ENGINE.player_view(state, 1)
    assert view["waiting_for"] == [
        {
            "what": "navy_card",
            "seats": [0, 1, 2],
            "rule": "NAS-Q3",
            "detail": {"count": 3},
            "text": ngettext(
                "The table reveals %(n)s navy card and enters it.",
                "The table reveals %(n)s navy cards and enters them.",
                3,
            ),
        }
    ]
    state = lay_out(state, navy=[{"kind": "ship", "sail": 3, "cannon": 2}])
    assert state["step"] == "merchants" and len(state["navy"]["row"]) == 3
    check_invariants(state)


def test_nas_ex_28_end_game_card_mid_step_six_ends_the_game_at_once() -> None:
    state = at_step(started(4), "navy_reveal", 5)
    state["navy"]["unknown"] = {
        k: (v if k.startswith("2:") else 0) for k, v in state["navy"]["unknown"].items()
    }
    state = system(state)
    state = play(state, 0, "reveal_navy_card", kind="ship", phase=2, sail=3, cannon=3)
    state = play(state, 0, "reveal_navy_card", kind="end_game", phase=2)
    assert ENGINE.is_over(state) and state["step"] == "over"
    assert ENGINE.pending_system_moves(state) == [] and ENGINE.legal_moves(state, 0) == []
    assert len(state["navy"]["row"]) == 1
    result = ENGINE.final_result(state)
    assert len(result.winners) == 1
    with pytest.raises(
        MoveInputError, match=exactly("The game is over: it takes no more entries.")
    ):
        play(state, 0, "reveal_navy_card", kind="open_sea", phase=2)


def test_nas_ex_29_merchant_ships_set_sail() -> None:
    state = started(3)
    at_step(state, "merchants")
    cards = {
        2: ("A", 1),
        4: ("B", 2),
        6: ("C", 1),
        8: ("D", 2),
        11: ("E", 3),
        13: ("F", 2),
        15: ("G", 3),
        18: ("H", 3),
        20: ("I", 3),
    }
    for space in (2, 3, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20):
        clear_merchant(state, space)
    for space, (label, symbol) in cards.items():
        set_merchant(state, space, 1, 1, symbol=symbol)["id"] = label
    bottoms = {r: len(state["merchant_decks"][r]["bottom"]) for r in "123"}
    state = system(state)
    assert [c["id"] for c in state["merchant_decks"]["1"]["bottom"][bottoms["1"] :]] == ["A", "C"]
    assert [c["id"] for c in state["merchant_decks"]["2"]["bottom"][bottoms["2"] :]] == ["B"]
    assert state["reveal"]["merchants"] == [2, 8, 15, 17, 18, 20]
    waiting = ENGINE.player_view(state, None)["waiting_for"][0]
    assert waiting["what"] == "merchant_card" and waiting["detail"]["space"] == 2
    for sail in range(6):
        state = play(state, 1, "reveal_merchant_card", sail=sail, cannon=1)
    placed = {
        int(s): (c["id"] if c["id"] in "DEFGHI" else c["sail"])
        for s, c in state["merchants"].items()
    }
    assert placed == {
        2: 0,
        3: "D",
        4: "E",
        6: "F",
        8: 1,
        9: "G",
        11: "H",
        13: "I",
        15: 2,
        17: 3,
        18: 4,
        20: 5,
    }
    assert state["step"] == "restock"
    check_invariants(state)


def test_refill_uses_known_cards_once_a_deck_has_no_unseen_cards() -> None:
    state = at_step(started(3), "merchants")
    deck = state["merchant_decks"]["3"]
    moved = deck["unknown"]
    deck["unknown"] = 0
    deck["bottom"] = [
        {"id": f"K{i}", "symbol": 3, "sail": 1, "cannon": 1, "loot": {}} for i in range(moved)
    ]
    state = system(state)
    region3 = [state["merchants"][str(s)]["id"] for s in (15, 17, 18, 20)]
    assert region3 == ["K0", "K1", "K2", "K3"]


def test_nas_ex_8_restocking_nassau_with_four_players() -> None:
    state = at_step(started(4), "restock")
    for tile in state["tiles"]["nassau"]:
        state["tiles"]["set"][TILES[tile["type"]].set][tile["type"]] += 1
    state["tiles"]["nassau"] = []
    left = [offer(state, "cannons"), offer(state, "mainsail"), offer(state, "ratlines")]
    state = system(state)
    assert state["tiles"]["box"] == {
        "hull": {"cannons": 1},
        "mast": {"mainsail": 1, "ratlines": 1},
        "crew": {},
    }
    assert state["reveal"]["tiles"] == {"hull": 4, "mast": 4, "crew": 4}
    assert all(t["id"] not in left for t in state["tiles"]["nassau"])
    state = lay_out(state)
    assert len(state["tiles"]["nassau"]) == 12 and state["step"] == "prepare"
    check_invariants(state)


def test_nas_ex_30_restock_when_a_set_runs_out() -> None:
    state = at_step(started(4), "restock")
    tiles = state["tiles"]
    # Nassau keeps 2 crew (n1, n2); the crew set has 2 left; 5 crew are boxed.
    tiles["nassau"] = [{"id": "n1", "type": "cook"}, {"id": "n2", "type": "bard"}]
    tiles["set"]["crew"] = {"pilot": 1, "briber": 1}
    tiles["box"]["crew"] = {"ships_cat": 2, "ships_dog": 2, "cabin_boy": 1}
    state = system(state)
    assert tiles is not state["tiles"]
    assert state["tiles"]["box"]["crew"] == {
        "ships_cat": 2,
        "ships_dog": 2,
        "cabin_boy": 1,
        "cook": 1,
        "bard": 1,
    }
    state = play(state, 0, "reveal_tile", tile="pilot")
    state = play(state, 0, "reveal_tile", tile="briber")
    assert state["tiles"]["box"]["crew"] == {}
    assert sum(state["tiles"]["set"]["crew"].values()) == 7
    with pytest.raises(
        RuleError, match=exactly("NAS-5.4.17: No Pilot is left in the face-down crew set.")
    ):
        play(state, 0, "reveal_tile", tile="pilot")
    state = play(state, 0, "reveal_tile", tile="cook")
    state = play(state, 0, "reveal_tile", tile="ships_cat")
    assert sum(state["tiles"]["set"]["crew"].values()) == 5
    assert state["tiles"]["set"]["hull"]  # untouched until laid out
    state = lay_out(state)
    crew = [
        t for t in state["tiles"]["nassau"] if t["type"] in ("pilot", "briber", "cook", "ships_cat")
    ]
    assert len(crew) == 4 and len(state["tiles"]["nassau"]) == 12
    assert state["step"] == "prepare"


def test_step_nine_refreshes_tiles_and_captain_cards_and_starts_a_round() -> None:
    state = at_step(started(3), "prepare", 2)
    state["players"][0]["captain"][0]["played"] = True
    state = system(state)
    assert state["round"] == 3 and state["step"] == "dice"
    assert not state["players"][0]["captain"][0]["played"]
    for seat, dice in enumerate(([1, 2, 3], [4, 5, 6], [2, 2, 2])):
        state = play(state, seat, "roll_dice", values=dice)
    assert state["step"] == "piracy"
    with pytest.raises(
        RuleError,
        match=exactly("NAS-2.1.1: Dice are rolled in step 1 (round 1 uses the setup roll)."),
    ) as err:
        play(state, 0, "roll_dice", values=[1, 1, 1])
    assert err.value.rule_id == "NAS-2.1.1"
