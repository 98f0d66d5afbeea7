"""The digest's worked examples (NAS-EX), each replayed in full as the digest gives it.

Every number an example states is asserted; the older, narrower tests beside these pin single
rules. Seat 0 is Anja, seat 1 Jona; a third seat plays along because a game needs three.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import pytest

from companion.engines.base import MoveInputError, RuleError, State
from companion.engines.nassau.catalogue import TILES
from companion.engines.nassau.piracy import destinations
from companion.engines.nassau.scoring import category_values, ranking_vp
from tests.engines.nassau.builders import (
    CAPTAINS,
    ENGINE,
    captains,
    check_invariants,
    clear_merchant,
    exactly,
    fill_hold,
    fresh,
    give_tile,
    lay_out,
    play,
    said,
    set_merchant,
    set_notoriety,
    started,
    step_turn,
    turn_of,
)

ANJA, JONA, THIRD, EWAN = 0, 1, 2, 3


def unused(state: State, seat: int) -> list[int]:
    return [d["value"] for d in state["players"][seat]["dice"] if not d["used"]]


def dice_spaces(state: State, seat: int) -> list[int | None]:
    return [d["space"] for d in state["players"][seat]["dice"] if d["used"]]


def move_targets(state: State, seat: int, wind: str = "none", die: int | None = None) -> set[int]:
    """Every destination the engine offers ``seat`` now (with one die, one use of the token)."""
    return {
        to
        for m in ENGINE.legal_moves(state, seat)
        if m.type == "move" and m.allowed["wind"] == [wind] and die in (None, *m.allowed["die"])
        for to in m.allowed["to"]
    }


def anja_and_jona() -> dict[str, State]:
    """NAS-EX-2, NAS-EX-3 and NAS-EX-5 as one step 2: Anja 3, 5, 6; Jona 1, 3, 2.

    The setup rolls put Jona first (the lowest total takes notoriety space 1), then Anja.
    """
    states: dict[str, State] = {}
    s = started(3, [[3, 5, 6], [1, 3, 2], [6, 6, 6]])
    assert s["turn"]["queue"] == [JONA, ANJA, THIRD]
    states["start"] = s
    # First moves (NAS-EX-2); Jona catches the trade winds on transit space 1 (NAS-EX-5).
    s = play(s, JONA, "move", die=0, to=7)
    states["jona_on_7"] = s
    s = play(s, JONA, "catch_trade_winds")
    states["jona_caught"] = s
    s = play(s, ANJA, "move", die=0, to=3)
    s = play(s, ANJA, "pass_action")
    s = play(s, THIRD, "move", die=0, to=6)
    s = play(s, THIRD, "pass_action")
    states["first"] = s
    # Second moves (NAS-EX-3): Jona's transit move ignores the die, Anja adds 3 + 5.
    s = play(s, JONA, "move", die=2, to=14)
    s = play(s, JONA, "pass_action")
    s = play(s, ANJA, "move", die=1, to=8)
    s = play(s, ANJA, "pass_action")
    s = play(s, THIRD, "move", die=1, to=12)
    s = play(s, THIRD, "pass_action")
    states["second"] = s
    # Third moves: Jona 14 + 3 without the token, Anja 8 - 6.
    s = play(s, JONA, "move", die=1, to=17)
    s = play(s, JONA, "pass_action")
    states["jona_third"] = s
    s = play(s, ANJA, "move", die=2, to=2)
    s = play(s, ANJA, "pass_action")
    s = play(s, THIRD, "move", die=2, to=18)
    s = play(s, THIRD, "pass_action")
    states["third"] = s
    return states


def test_nas_ex_2() -> None:
    states = anja_and_jona()
    start = states["start"]
    anja, jona = start["players"][ANJA], start["players"][JONA]
    assert anja["space"] is None and jona["space"] is None
    assert [destinations(start, anja, v) for v in (3, 5, 6)] == [[3, 7], [5, 7], [6, 7]]
    assert [destinations(start, jona, v) for v in (1, 3, 2)] == [[1, 7], [3, 7], [2, 7]]
    assert move_targets(start, JONA) == {1, 2, 3, 7}
    first = states["first"]
    assert first["players"][ANJA]["space"] == 3
    assert first["players"][ANJA]["dice"][0] == {"value": 3, "rolled": 3, "used": True, "space": 3}
    assert first["players"][JONA]["space"] == 7
    assert first["players"][JONA]["dice"][0] == {"value": 1, "rolled": 1, "used": True, "space": 7}
    check_invariants(first)


def test_nas_ex_3() -> None:
    states = anja_and_jona()
    first = states["first"]
    assert first["players"][ANJA]["space"] == 3 and unused(first, ANJA) == [5, 6]
    assert first["players"][JONA]["space"] == 7 and unused(first, JONA) == [3, 2]
    assert destinations(first, first["players"][JONA], 2) == [5, 9, 14]
    second = states["second"]
    assert second["players"][ANJA]["space"] == 8 and second["players"][JONA]["space"] == 14
    assert destinations(second, second["players"][ANJA], 6) == [2, 7, 14]
    assert destinations(second, second["players"][JONA], 3) == [7, 11, 17]
    third = states["third"]
    assert third["players"][ANJA]["space"] == 2 and third["players"][JONA]["space"] == 17
    # The dice stay where they were used until step 5.
    assert dice_spaces(third, ANJA) == [3, 8, 2]
    assert sorted(dice_spaces(third, JONA)) == [7, 14, 17]
    assert unused(third, ANJA) == [] and unused(third, JONA) == []
    assert third["step"] == "notoriety"
    check_invariants(third)


def test_nas_ex_5() -> None:
    states = anja_and_jona()
    before, caught = states["jona_on_7"], states["jona_caught"]
    assert before["players"][JONA]["wind"] is False and before["supply"]["trade_wind"] == 7
    # On a transit space the only other action is to pass.
    actions = {m.type for m in ENGINE.legal_moves(before, JONA)}
    assert actions == {"catch_trade_winds", "pass_action"}
    assert caught["players"][JONA]["wind"] is True and caught["supply"]["trade_wind"] == 6
    # Had he used the token on his third move with die 3: 14 ± (3 ± 1), plus transit space 1.
    second = states["second"]
    with_token = move_targets(second, JONA, "+1", 1) | move_targets(second, JONA, "-1", 1)
    assert with_token == {18, 16, 12, 10, 7}
    # He moved without it: he still holds it after step 2.
    third = states["third"]
    assert third["players"][JONA]["wind"] is True and third["supply"]["trade_wind"] == 6
    # Step 3: +1 notoriety for the token, which returns to the supply.
    s = play(third, THIRD, "adjust_notoriety")
    s = play(s, ANJA, "adjust_notoriety")
    took = play(s, JONA, "adjust_notoriety", use_trade_wind=True)
    assert took["players"][JONA]["wind"] is False and took["supply"]["trade_wind"] == 7
    # 1 + 1 = 2 is Anja's space: up to 4 (3 is taken) or down to his own 1 (NAS-2.3.4).
    assert took["pending"][0] | {} == {
        "kind": "notoriety_space",
        "seat": JONA,
        "up": 4,
        "down": 1,
        "rule": "NAS-2.3.4",
    }
    took = play(took, JONA, "choose_notoriety_space", direction="up")
    assert took["players"][JONA]["notoriety"] == 4
    check_invariants(took)
    # Otherwise he keeps it through steps 3 to 5 and step 6 discards it.
    s = play(s, JONA, "adjust_notoriety")
    assert s["players"][JONA]["wind"] is True and s["players"][JONA]["notoriety"] == 1
    s = finish_steps_four_and_five(s)
    assert s["step"] == "navy_reveal" and s["players"][JONA]["wind"] is True
    (step_six,) = ENGINE.pending_system_moves(s)
    s = ENGINE.apply(s, None, step_six)
    assert s["players"][JONA]["wind"] is False and s["supply"]["trade_wind"] == 7
    check_invariants(s)


def finish_steps_four_and_five(state: State) -> State:
    """Every seat takes the first navy card it is offered, buys nothing and buries nothing."""
    while state["step"] in ("navy", "nassau"):
        seat = state["turn"]["queue"][state["turn"]["pos"]]
        move = ENGINE.legal_moves(state, seat)[0]
        args: dict[str, Any] = {k: v[0] for k, v in move.allowed.items()}
        state = play(state, seat, move.type, **args)
    return state


def refused(state: State, seat: int | None, move_type: str, message: str, **args: Any) -> None:
    """The move is refused with exactly ``message`` ("RULE-ID: what the player reads")."""
    with pytest.raises(RuleError, match=exactly(message)):
        play(state, seat, move_type, **args)


def test_nas_ex_1() -> None:
    state = fresh(4)
    # Navy: the 5+ cards go back to the box (fixture catalogue: 4 in Phase I, 2 in Phase II).
    assert state["navy"]["out_of_game"] == 6
    assert state["navy"]["unknown"] == {"1:none": 12, "1:4+": 4, "2:none": 6, "2:4+": 2}
    assert state["navy"]["end_card"] is True
    # Phase I lies on top of Phase II: a Phase II card cannot be revealed first.
    refused(
        state,
        0,
        "reveal_navy_card",
        "NAS-1.3.4: Phase I cards are still on top of the navy deck.",
        kind="ship",
        phase=2,
        sail=2,
        cannon=2,
    )
    state = started(4)
    assert state["step"] == "piracy" and state["round"] == 1
    row = state["navy"]["row"]
    assert len(row) == 4 and all(c["phase"] == 1 for c in row)
    assert sum(state["navy"]["unknown"].values()) + int(state["navy"]["end_card"]) == 25 - 4
    # Nassau: 4 hull upgrades, 4 mast upgrades, 4 crew tokens.
    sets = [TILES[t["type"]].set for t in state["tiles"]["nassau"]]
    assert sorted(sets) == ["crew"] * 4 + ["hull"] * 4 + ["mast"] * 4
    # One merchant of its own region on every trade-route space, none on ports and transit.
    for cell in ENGINE.player_view(state, None)["board"]:
        merchant = cell["merchant"]
        if cell["kind"] == "route":
            assert merchant is not None and merchant["symbol"] == cell["region"]
        else:
            assert merchant is None
    assert sorted(p["notoriety"] for p in state["players"]) == [1, 2, 3, 4]
    for seat in range(4):
        p = ENGINE.player_view(state, seat)["players"][seat]  # a hold's total: its owner's view
        assert p["hold_capacity"] == 8 and p["hold_used"] == 0 and p["sections"] == 2
        assert p["values"]["sail_vs_merchant"] == 1 and p["values"]["cannon_vs_merchant"] == 1
        assert p["values"]["sail_vs_navy"] == 1 and p["values"]["cannon_vs_navy"] == 1
        assert p["values"]["cannon_vs_port"] == 1
        assert p["tiles"] == [] and p["captured"] == []
        own = state["players"][seat]
        assert len(own["captain"]) == 4 and not any(c["played"] for c in own["captain"])
        assert own["chest"] == {"poe": 0, "doubloon": 0}
        assert [d["used"] for d in own["dice"]] == [False, False, False]
    check_invariants(state)


def step_three(state: State, seat: int, **args: Any) -> State:
    """Step 3 for ``seat`` alone, straight after its piracy action (NAS-2.3)."""
    step_turn(state, "notoriety", [seat])
    return play(state, seat, "adjust_notoriety", **args)


def test_nas_ex_4() -> None:
    # Anja's rolls make her first; her die 3 takes her to space 3 (NAS-EX-2).
    state = started(3, [[3, 5, 6], [6, 6, 6], [5, 5, 5]])
    assert state["turn"]["queue"][0] == ANJA
    captains(state, ANJA, [(2, 2), (3, 3), (2, 1), (1, 3)])
    merchant = set_merchant(state, 3, 2, 2, rum=2, goods=1)
    state = play(state, ANJA, "move", die=0, to=3)
    supply = dict(state["supply"])
    before = state
    state, lines = said(state, ANJA, "capture", card=0)
    assert lines == [
        "Capture succeeded on space 3: against the merchant ship, Anja's sail 3 beats 2 and"
        " cannon 3 beats 2; Anja takes its card.",
        "Anja takes 1 goods, 2 rum and 1 piece of eight into the hold.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    anja = state["players"][ANJA]
    assert (anja["last"]["sail"], anja["last"]["cannon"]) == (3, 3)
    assert anja["last"]["merchant"] == [2, 2] and anja["last"]["success"] is True
    assert state["merchants"]["3"] is None and anja["captured"] == [merchant]
    assert anja["hold"] == {"poe": 1, "gunpowder": 0, "goods": 1, "rum": 2, "hostage": 0}
    assert ENGINE.player_view(state, ANJA)["players"][ANJA]["hold_used"] == 4
    assert {k: supply[k] - state["supply"][k] for k in ("poe", "rum", "goods")} == {
        "poe": 1,
        "rum": 2,
        "goods": 1,
    }
    assert anja["captain"][0]["played"] is True
    check_invariants(state)
    # K 2/2 cannot be played again before step 9.
    again = copy.deepcopy(state)
    set_merchant(again, 3, 0, 0)
    turn_of(again, ANJA, phase="action", space=3)
    refused(
        again,
        ANJA,
        "capture",
        "NAS-2.2.7.7: Captain card 1 has already been played this round.",
        card=0,
    )
    assert step_nine(state)["players"][ANJA]["captain"][0]["played"] is False
    # Step 3: the merchant gives 2 + 2 = 4 notoriety (1 -> 5, a free space).
    assert anja["notoriety"] == 1
    state = step_three(state, ANJA)
    assert state["players"][ANJA]["last"]["gain"]["merchants"] == 4
    assert state["players"][ANJA]["notoriety"] == 5
    # Counter-check: against a merchant 3/2 the same play fails, and K 2/2 is still spent.
    set_merchant(before, 3, 3, 2, rum=2, goods=1)
    failed, lines = said(before, ANJA, "capture", card=0)
    assert lines == [
        "Capture failed on space 3: against the merchant ship, Anja's sail 3 does not beat 3"
        " and cannon 3 beats 2; the merchant ship stays.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert failed["merchants"]["3"] is not None and failed["players"][ANJA]["captured"] == []
    assert failed["players"][ANJA]["hold"]["poe"] == 0
    assert failed["players"][ANJA]["captain"][0]["played"] is True


def test_nas_ex_6() -> None:
    # Ewan (seat 3) rolls a 1 to reach La Havana; the Long-range cannon is from round 1.
    state = started(4, [[2, 2, 2], [3, 3, 3], [4, 4, 4], [1, 5, 6]])
    state["round"] = 2
    give_tile(state, EWAN, "long_range_cannons")
    captains(state, EWAN, [(3, 3), (2, 1), (2, 2), (1, 1)])
    fill_hold(state, EWAN, goods=6)  # two free spaces
    assert ENGINE.player_view(state, None)["players"][EWAN]["values"]["cannon_vs_port"] == 3
    turn_of(state, EWAN)
    state = play(state, EWAN, "move", die=0, to=1)
    before = copy.deepcopy(state)
    assert state["supply"]["plundered_token"] == 7
    state, lines = said(state, EWAN, "plunder", card=0)
    assert lines == [
        "Plunder succeeded: Ewan's cannon 6 beats the port's 5; La Havana (space 1) is"
        " plundered for the rest of the game.",
        "Ewan takes 2 pieces of eight into the hold.",
        "Captain card 1 (sail 3, cannon 3) is spent for this round.",
    ]
    ewan = state["players"][EWAN]
    assert (ewan["last"]["cannon"], ewan["last"]["port"], ewan["last"]["success"]) == (6, 5, True)
    assert ewan["hold"]["poe"] == 2 and ewan["hold"]["goods"] == 6
    assert before["supply"]["poe"] - state["supply"]["poe"] == 2
    assert state["plundered"]["1"]["seat"] == EWAN and state["supply"]["plundered_token"] == 6
    assert ewan["captain"][0]["played"] is True
    check_invariants(state)
    # From now on nobody smuggles, ransoms or plunders at space 1.
    fill_hold(state, 0, hostage=1)
    turn_of(state, 0, phase="action", space=1)
    closed = "NAS-2.2.11.7: This port has been plundered: no actions here for the rest of the game."
    refused(state, 0, "smuggle", closed, resource="rum")
    refused(state, 0, "smuggle", closed, resource="rum", ransom=True)
    refused(state, 0, "plunder", closed, card=1)
    # Step 3: 10 notoriety for the port.
    start = ewan["notoriety"]
    state = step_three(state, EWAN)
    assert state["players"][EWAN]["last"]["gain"]["ports"] == 10
    assert state["players"][EWAN]["notoriety"] == start + 10
    # The card's sail plays no part: K 0/3 plunders as well as K 3/3.
    captains(before, EWAN, [(0, 3), (2, 1), (2, 2), (1, 1)])
    assert "1" in play(before, EWAN, "plunder", card=0)["plundered"]
    # Counter-check: without the Long-range cannon 1 + 3 = 4 does not beat 5.
    captains(before, EWAN, [(3, 3), (2, 1), (2, 2), (1, 1)])
    before["players"][EWAN]["tiles"] = []
    before["tiles"]["set"]["hull"]["long_range_cannons"] += 1
    failed, lines = said(before, EWAN, "plunder", card=0)
    assert lines[0] == (
        "Plunder failed: Ewan's cannon 4 does not beat the port's 5; nothing happens to"
        " La Havana (space 1)."
    )
    assert failed["players"][EWAN]["last"]["cannon"] == 4
    assert "1" not in failed["plundered"] and failed["players"][EWAN]["hold"]["poe"] == 0
    assert failed["supply"]["plundered_token"] == 7
    assert failed["players"][EWAN]["captain"][0]["played"] is True


def test_nas_ex_12() -> None:
    state = started(3)
    state["round"] = 2
    set_merchant(state, 3, 3, 2, goods=1)
    give_tile(state, 0, "mainsail")
    give_tile(state, 0, "spanker")
    values = ENGINE.player_view(state, None)["players"][0]["values"]
    assert (values["sail_vs_merchant"], values["cannon_vs_merchant"]) == (2, 1)
    captains(state, 0, [(1, 2), (3, 3), (2, 1), (1, 3)])
    turn_of(state, 0, phase="action", space=3)
    failed, lines = said(state, 0, "capture", card=0)
    assert lines[0] == (
        "Capture failed on space 3: against the merchant ship, Anja's sail 3 does not beat 3"
        " and cannon 3 beats 2; the merchant ship stays."
    )
    last = failed["players"][0]["last"]
    assert (last["sail"], last["cannon"], last["success"]) == (3, 3, False)
    assert failed["merchants"]["3"] is not None and failed["players"][0]["captured"] == []
    assert failed["players"][0]["hold"] == state["players"][0]["hold"]
    assert failed["players"][0]["captain"][0]["played"] is True
    start = failed["players"][0]["notoriety"]
    failed = step_three(failed, 0)
    assert failed["players"][0]["last"]["gain"]["merchants"] == 0
    assert failed["players"][0]["notoriety"] == start
    # Variant: with a Jib too, sail 3 + 1 = 4 > 3 and cannon 3 > 2.
    give_tile(state, 0, "jib")
    won, lines = said(state, 0, "capture", card=0)
    assert lines[:2] == [
        "Capture succeeded on space 3: against the merchant ship, Anja's sail 4 beats 3 and"
        " cannon 3 beats 2; Anja takes its card.",
        "Anja takes 1 goods and 1 piece of eight into the hold.",
    ]
    last = won["players"][0]["last"]
    assert (last["sail"], last["cannon"], last["success"]) == (4, 3, True)
    assert won["merchants"]["3"] is None
    assert won["players"][0]["hold"] == {
        "poe": 1,
        "gunpowder": 0,
        "goods": 1,
        "rum": 0,
        "hostage": 0,
    }
    won = step_three(won, 0)
    assert won["players"][0]["last"]["gain"]["merchants"] == 5
    assert won["players"][0]["notoriety"] == start + 5
    check_invariants(won)


def test_nas_ex_16() -> None:
    a, b, c = 0, 1, 2
    state = started(3)
    state["round"] = 2
    give_tile(state, a, "cannons")
    give_tile(state, a, "cannons")
    for tile in ("cannons", "long_range_cannons", "bow_cannons"):
        give_tile(state, b, tile)
    players = ENGINE.player_view(state, None)["players"]
    assert players[a]["values"]["cannon_vs_port"] == 3
    assert players[b]["values"]["cannon_vs_port"] == 4
    captains(state, a, [(2, 3), (1, 1), (1, 1), (1, 1)])
    captains(state, b, [(3, 3), (1, 1), (1, 1), (1, 1)])
    fill_hold(state, b, rum=3)
    # Phase 2: A ties 6 against Port Royal's 6.
    turn_of(state, a, phase="action", space=10)
    state, lines = said(state, a, "plunder", card=0)
    assert lines == [
        "Plunder failed: Anja's cannon 6 does not beat the port's 6; nothing happens to"
        " Port Royal (space 10).",
        "Captain card 1 (sail 2, cannon 3) is spent for this round.",
    ]
    last = state["players"][a]["last"]
    assert (last["cannon"], last["port"], last["success"]) == (6, 6, False)
    assert "10" not in state["plundered"] and state["players"][a]["captain"][0]["played"]
    # B after A: 4 + 3 = 7 > 6, 4 pieces of eight (twice region 2), hold 7/8.
    turn_of(state, b, phase="action", space=10)
    state, lines = said(state, b, "plunder", card=0)
    assert lines == [
        "Plunder succeeded: Jona's cannon 7 beats the port's 6; Port Royal (space 10) is"
        " plundered for the rest of the game.",
        "Jona takes 4 pieces of eight into the hold.",
        "Captain card 1 (sail 3, cannon 3) is spent for this round.",
    ]
    last = state["players"][b]["last"]
    assert (last["cannon"], last["port"], last["success"]) == (7, 6, True)
    assert state["players"][b]["hold"]["poe"] == 4
    assert ENGINE.player_view(state, b)["players"][b]["hold_used"] == 7
    assert state["plundered"]["10"]["seat"] == b and state["supply"]["plundered_token"] == 6
    # Phase 3: C arrives with a hostage; only passing is left.
    fill_hold(state, c, hostage=1)
    turn_of(state, c, phase="action", space=10)
    closed = "NAS-2.2.11.7: This port has been plundered: no actions here for the rest of the game."
    refused(state, c, "smuggle", closed, resource="goods")
    refused(state, c, "smuggle", closed, resource="goods", ransom=True)
    refused(state, c, "plunder", closed, card=0)
    refused(
        state,
        c,
        "catch_trade_winds",
        "NAS-2.2.9.1: Trade winds are caught on trade-route or transit spaces, not in a port.",
    )
    # Throwing the hostage overboard is no action: it is allowed at any time (NAS-2.2.12.3).
    assert {m.type for m in ENGINE.legal_moves(state, c)} == {"pass_action", "throw_overboard"}
    state = play(state, c, "pass_action")
    check_invariants(state)
    # Step 3: B gains 10 for the port.
    start = state["players"][b]["notoriety"]
    state = step_three(state, b)
    assert state["players"][b]["last"]["gain"]["ports"] == 10
    assert state["players"][b]["notoriety"] == start + 10


def others_move_and_pass(state: State, mover: int) -> State:
    """The other seats take their turn of this pass: a move to the first space offered, a pass."""
    while state["step"] == "piracy":
        seat = state["turn"]["queue"][state["turn"]["pos"]]
        if seat == mover:
            return state
        if not any(not d["used"] for d in state["players"][seat]["dice"]):
            return state
        move = next(m for m in ENGINE.legal_moves(state, seat) if m.type == "move")
        state = play(state, seat, "move", die=move.allowed["die"][0], to=move.allowed["to"][0])
        state = play(state, seat, "pass_action")
    return state


def test_nas_ex_14() -> None:
    p = 0
    state = started(3, [[2, 3, 5], [6, 6, 6], [6, 6, 6]], age_order=[0, 1, 2])
    assert state["turn"]["queue"][0] == p
    assert state["players"][p]["wind"] is False and state["supply"]["trade_wind"] == 7
    # The token is taken after a move, so the first move cannot use it.
    refused(
        state,
        p,
        "move",
        "NAS-2.2.9.4: You hold no trade wind token to change this die.",
        die=0,
        to=3,
        wind="+1",
    )
    # Move 1: die 2 to space 2, then catch the trade winds.
    state = play(state, p, "move", die=0, to=2)
    state = play(state, p, "catch_trade_winds")
    assert state["players"][p]["wind"] is True and state["supply"]["trade_wind"] == 6
    state = others_move_and_pass(state, p)
    # Move 2: die 3 with the token: 2 ± (3 ± 1) clamped, plus transit space 1.
    with_token = move_targets(state, p, "+1", die=1) | move_targets(state, p, "-1", die=1)
    assert with_token == {6, 4, 1, 7}
    state = play(state, p, "move", die=1, to=6, wind="+1")
    assert state["players"][p]["space"] == 6 and state["players"][p]["wind"] is False
    assert state["players"][p]["wind_under_dice"] == 1 and state["supply"]["trade_wind"] == 6
    refused(state, p, "smuggle", "NAS-2.2.10.1: You must be in a port.", resource="goods")
    state = play(state, p, "catch_trade_winds")
    assert state["players"][p]["wind"] is True and state["supply"]["trade_wind"] == 5
    state = others_move_and_pass(state, p)
    # Rejected: a second token while holding one; any token in a port.
    holding = copy.deepcopy(state)
    turn_of(holding, p, phase="action", space=6)
    refused(holding, p, "catch_trade_winds", "NAS-2.2.9.3: You already hold a trade wind token.")
    in_port = copy.deepcopy(state)
    turn_of(in_port, p, phase="action", space=5)
    in_port["players"][p]["wind"] = False
    in_port["supply"]["trade_wind"] += 1
    refused(
        in_port,
        p,
        "catch_trade_winds",
        "NAS-2.2.9.1: Trade winds are caught on trade-route or transit spaces, not in a port.",
    )
    # Move 3: die 5, 6 + 5 = 11 without the token; pass.
    state = play(state, p, "move", die=2, to=11)
    state = play(state, p, "pass_action")
    state = others_move_and_pass(state, p)
    assert state["step"] == "notoriety" and state["players"][p]["space"] == 11
    # Step 3: P uses the token for +1; it returns to the supply.
    declined = copy.deepcopy(state)
    while state["step"] == "notoriety":
        seat = state["turn"]["queue"][state["turn"]["pos"]]
        if seat == p:
            state = play(state, seat, "adjust_notoriety", use_trade_wind=True)
            assert state["players"][p]["last"]["gain"]["trade_wind"] == 1
            assert state["players"][p]["wind"] is False and state["supply"]["trade_wind"] == 6
        else:
            state = play(state, seat, "adjust_notoriety")
        while state["pending"]:
            pending = state["pending"][0]
            state = play(state, pending["seat"], "choose_notoriety_space", direction="up")
    # Step 5: the token under the die on space 6 returns when the dice are removed (NAS-Q14).
    state = finish_steps_four_and_five(state)
    assert state["players"][p]["wind_under_dice"] == 0 and state["supply"]["trade_wind"] == 7
    check_invariants(state)
    # Had P declined it, step 6 would have discarded it.
    while declined["step"] == "notoriety":
        seat = declined["turn"]["queue"][declined["turn"]["pos"]]
        declined = play(declined, seat, "adjust_notoriety")
    declined = finish_steps_four_and_five(declined)
    assert declined["players"][p]["wind"] is True and declined["supply"]["trade_wind"] == 6
    (step_six,) = ENGINE.pending_system_moves(declined)
    declined = ENGINE.apply(declined, None, step_six)
    assert declined["players"][p]["wind"] is False and declined["supply"]["trade_wind"] == 7


def whose_turn(state: State) -> int:
    return int(state["turn"]["queue"][state["turn"]["pos"]])


def everyone_moves_and_passes(state: State) -> State:
    """Step 2 where every seat moves to the first space offered and passes, three times."""
    return others_move_and_pass(state, mover=-1)


def test_nas_ex_10() -> None:
    ana, ben, cy, dee = 0, 1, 2, 3
    rolls = {ana: [2, 3, 4], ben: [6, 5, 1], cy: [1, 3, 5], dee: [6, 6, 3]}
    state = lay_out(fresh(4, age_order=None))
    for seat, values in rolls.items():
        state = play(state, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
        state = play(state, seat, "enter_first_roll", values=values)
    # Ana and Cy both rolled 9: the table enters the ages, youngest first (Cy 22, Ben 25,
    # Ana 30, Dee 40).
    assert state["step"] == "setup"
    state = play(state, ana, "set_age_order", seats=[cy, ben, ana, dee])
    assert [state["players"][s]["notoriety"] for s in (cy, ana, ben, dee)] == [1, 2, 3, 4]
    # No step 1 in round 1: the setup rolls are the round's dice.
    assert state["round"] == 1 and state["step"] == "piracy"
    for seat, values in rolls.items():
        assert [d["value"] for d in state["players"][seat]["dice"]] == values
    assert state["turn"]["queue"] == [cy, ana, ben, dee]
    state = everyone_moves_and_passes(state)
    assert state["step"] == "notoriety" and state["turn"]["queue"] == [dee, ben, ana, cy]
    while state["step"] == "notoriety":
        state = play(state, whose_turn(state), "adjust_notoriety")
    assert [state["players"][s]["notoriety"] for s in (cy, ana, ben, dee)] == [1, 2, 3, 4]
    assert state["step"] == "navy" and state["turn"]["queue"] == [cy, ana, ben, dee]
    while state["step"] == "navy":
        state = play(state, whose_turn(state), "evade_navy", navy=0)
    assert state["step"] == "nassau" and state["turn"]["queue"] == [dee, ben, ana, cy]
    check_invariants(state)


def navy_row(state: State, cards: list[dict[str, Any]]) -> None:
    """Replace the face-up navy cards with these Phase I cards (the deck counts stay honest)."""
    for card in state["navy"]["row"]:
        state["navy"]["unknown"][f"{card['phase']}:{card['icon']}"] += 1
    state["navy"]["row"] = [
        {"id": f"N{i}", "phase": 1, "icon": "none", **c} for i, c in enumerate(cards)
    ]
    state["navy"]["unknown"]["1:none"] -= len(cards)


def captured(state: State, seat: int, sail: int, cannon: int, symbol: int = 1) -> None:
    """A merchant captured earlier this step, worth sail + cannon in step 3."""
    state["merchant_decks"][str(symbol)]["unknown"] -= 1
    state["serial"] += 1
    card_id = f"M{symbol}-{state['serial']}"
    card = {"id": card_id, "symbol": symbol, "sail": sail, "cannon": cannon, "loot": {}}
    state["players"][seat]["captured"].append(card)


def test_nas_ex_19() -> None:
    p, q, r = 0, 1, 2
    state = started(3)
    set_notoriety(state, [97, 5, 50])
    captured(state, p, 5, 3)  # a gain of 8
    step_turn(state, "notoriety", [p, r, q])
    state, lines = said(state, p, "adjust_notoriety")
    # 97 + 8 = 105 is track space 5, Q's: P chooses 104 or 106 (NAS-Q10).
    assert lines == [
        "Anja gains 8 notoriety: 8 from merchant ships captured.",
        "Anja's notoriety would go from 97 to 105, a taken space: Anja chooses the free space"
        " 106 or 104.",
    ]
    assert state["pending"][0] | {} == {
        "kind": "notoriety_space",
        "seat": p,
        "up": 106,
        "down": 104,
        "rule": "NAS-2.3.4",
    }
    state = play(state, p, "choose_notoriety_space", direction="up")
    view = ENGINE.player_view(state, None)["players"][p]
    assert (view["notoriety"], view["track_space"], view["laps"]) == (106, 6, 1)
    state = play(state, r, "adjust_notoriety")
    state = play(state, q, "adjust_notoriety")
    # Step 4 goes by totals: Q (5) before R (50) before P (106).
    assert state["step"] == "navy" and state["turn"]["queue"] == [q, r, p]
    navy_row(
        state,
        [{"kind": "open_sea"}, {"kind": "open_sea"}, {"kind": "ship", "sail": 0, "cannon": 9}],
    )
    captains(state, p, [(2, 2), (1, 1), (1, 1), (1, 1)])
    state = play(state, q, "evade_navy", navy=0)
    state = play(state, r, "evade_navy", navy=0)
    state, lines = said(state, p, "evade_navy", navy=0, card=0)
    assert lines[:2] == [
        "Anja faces a navy ship with sail 0 and cannon 9.",
        "Navy half evaded: against the navy ship, Anja's sail 3 beats 0 and cannon 3 does not"
        " beat 9; Anja chooses to lose half the hold or half the notoriety.",
    ]
    assert state["players"][p]["last"]["outcome"] == "one"
    # Losing half: floor(106 / 2) = 53 lost, total 53 on track space 53, no lap left.
    state, lines = said(state, p, "choose_navy_penalty", lose="notoriety")
    assert lines == ["Anja's notoriety goes from 106 to 53."]
    view = ENGINE.player_view(state, None)["players"][p]
    assert (view["notoriety"], view["track_space"], view["laps"]) == (53, 53, 0)
    check_invariants(state)
    # Most Famous Pirate ranks the totals: 106 beats 50 and 5 though its track space is 6.
    state["players"][p]["notoriety"] = 106
    assert category_values(state)["famous"] == {p: 106, q: 5, r: 50}
    famous = ranking_vp(category_values(state)["famous"])
    assert {s: vp for s, (_, vp) in famous.items()} == {p: 7, r: 5, q: 3}


def test_nas_ex_20() -> None:
    state = started(3)
    state["round"] = 2
    set_notoriety(state, [21, 2, 3])
    fill_hold(state, 0, rum=1)
    for tile in ("spanker", "jib", "bow_cannons"):
        give_tile(state, 0, tile)
    values = ENGINE.player_view(state, None)["players"][0]["values"]
    # The Jib and the Bow cannons count only against merchants.
    assert (values["sail_vs_navy"], values["cannon_vs_navy"]) == (2, 1)
    captains(state, 0, [(2, 1), (1, 1), (1, 1), (1, 1)])
    navy_row(state, [{"kind": "ship", "sail": 3, "cannon": 2}, {"kind": "open_sea"}])
    step_turn(state, "navy", [0, 1, 2])
    before = copy.deepcopy(state)
    state, lines = said(state, 0, "evade_navy", navy=0, card=0)
    assert lines == [
        "Anja faces a navy ship with sail 3 and cannon 2.",
        "Navy half evaded: against the navy ship, Anja's sail 4 beats 3 and cannon 2 does not"
        " beat 2; Anja chooses to lose half the hold or half the notoriety.",
        "Captain card 1 (sail 2, cannon 1) is spent for this round.",
    ]
    last = state["players"][0]["last"]
    assert (last["sail"], last["cannon"], last["outcome"]) == (4, 2, "one")
    assert state["navy"]["bottom"][-1] == {
        "id": "N0",
        "phase": 1,
        "icon": "none",
        "kind": "ship",
        "sail": 3,
        "cannon": 2,
    }
    assert state["players"][0]["captain"][0]["played"] is True
    kept, lines = said(state, 0, "choose_navy_penalty", lose="hold")
    assert lines == ["Anja's hold has too little to lose: nothing is lost."]
    assert kept["players"][0]["hold"]["rum"] == 1 and kept["players"][0]["notoriety"] == 21
    check_invariants(kept)
    halved, lines = said(state, 0, "choose_navy_penalty", lose="notoriety")
    assert lines == ["Anja's notoriety goes from 21 to 11."]
    assert halved["players"][0]["notoriety"] == 11 and halved["players"][0]["hold"]["rum"] == 1
    # Variant: a Boatswain from an earlier round makes cannon 3 > 2.
    boatswain = give_tile(before, 0, "boatswain")
    escaped, lines = said(before, 0, "evade_navy", navy=0, card=0, boatswain=True)
    assert (
        lines[1]
        == "Navy evaded: against the navy ship, Anja's sail 4 beats 3 and cannon 3 beats 2."
    )
    last = escaped["players"][0]["last"]
    assert (last["sail"], last["cannon"], last["outcome"]) == (4, 3, "escaped")
    assert escaped["players"][0]["notoriety"] == 21 and escaped["pending"] == []
    tile = next(t for t in escaped["players"][0]["tiles"] if t["id"] == boatswain)
    assert tile["used"] is True


def test_nas_ex_22() -> None:
    p = 0
    state = started(3, [[3, 2, 3], [6, 6, 6], [6, 6, 6]])
    assert state["turn"]["queue"][0] == p
    captains(state, p, [(2, 2), (3, 3), (2, 1), (1, 3)])
    # Phase 1: to space 3, capture with K1.
    state, moved = said(state, p, "move", die=0, to=3)
    assert moved == ["Anja sails onto the sea at space 3 with a die showing 3."]
    state, lines = said(state, p, "capture", card=0)
    assert lines[0] == (
        "Capture succeeded on space 3: against the merchant ship, Anja's sail 3 beats 2 and"
        " cannon 3 beats 2; Anja takes its card."
    )
    state = others_move_and_pass(state, p)
    # Phase 2: to space 5 (3 + 2); K1 is spent, plunder with K2.
    state = play(state, p, "move", die=1, to=5)
    refused(
        state,
        p,
        "plunder",
        "NAS-2.2.11.8: Captain card 1 has already been played this round.",
        card=0,
    )
    state, lines = said(state, p, "plunder", card=1)
    assert lines == [
        "Plunder failed: Anja's cannon 4 does not beat the port's 5; nothing happens to"
        " Port 5 (space 5).",
        "Captain card 2 (sail 3, cannon 3) is spent for this round.",
    ]
    state = others_move_and_pass(state, p)
    # Phase 3: to space 2 (5 - 3), capture with K3.
    state = play(state, p, "move", die=2, to=2)
    # A capture without a card is refused before the rules are consulted (NAS-2.2.7.2).
    with pytest.raises(MoveInputError, match=exactly("the captain card you play: this is needed.")):
        play(state, p, "capture")
    state, lines = said(state, p, "capture", card=2)
    assert lines[0] == (
        "Capture failed on space 2: against the merchant ship, Anja's sail 3 beats 2 and"
        " cannon 2 does not beat 2; the merchant ship stays."
    )
    state = others_move_and_pass(state, p)
    assert [c["played"] for c in state["players"][p]["captain"]] == [True, True, True, False]
    while state["step"] == "notoriety":
        state = play(state, whose_turn(state), "adjust_notoriety")
        while state["pending"]:
            head = state["pending"][0]
            state = play(state, head["seat"], "choose_notoriety_space", direction="up")
    # Step 4: only K4 is left in hand.
    assert state["step"] == "navy"
    navy_row(
        state,
        [{"kind": "ship", "sail": 0, "cannon": 0}, {"kind": "open_sea"}, {"kind": "open_sea"}],
    )
    while whose_turn(state) != p:
        state = play(state, whose_turn(state), "evade_navy", navy=len(state["navy"]["row"]) - 1)
    assert state["navy"]["row"][0]["kind"] == "ship"
    # Had the last card been an open sea card, K4 would have stayed in hand.
    safe = copy.deepcopy(state)
    navy_row(safe, [{"kind": "open_sea"}])
    safe = play(safe, p, "evade_navy", navy=0)
    assert safe["players"][p]["captain"][3]["played"] is False
    ship = 0
    refused(
        state,
        p,
        "evade_navy",
        "NAS-2.4.4: A navy ship must be faced with one of your captain cards.",
        navy=ship,
    )
    refused(
        state,
        p,
        "evade_navy",
        "NAS-2.4.8: Captain card 1 has already been played this round.",
        navy=ship,
        card=0,
    )
    state = play(state, p, "evade_navy", navy=ship, card=3)
    assert all(c["played"] for c in state["players"][p]["captain"])
    # Step 9 gives the whole hand back.
    state = through_bookkeeping(state)
    assert state["round"] == 2
    assert [c["played"] for c in state["players"][p]["captain"]] == [False] * 4
    check_invariants(state)


def through_bookkeeping(state: State) -> State:
    """Finish steps 4 and 5, then run steps 6 to 9, entering every card and tile they reveal."""
    state = finish_steps_four_and_five(state)
    round_now = state["round"]
    while state["round"] == round_now:
        moves = ENGINE.pending_system_moves(state)
        state = ENGINE.apply(state, None, moves[0]) if moves else lay_out(state)
    return state


def reveal_navy(state: State, *, end_card: bool = False) -> State:
    """Enter the navy cards step 6 waits for: Phase I while any is left, then Phase II."""
    while state["reveal"]["navy"] and not state["over"]:
        unknown = state["navy"]["unknown"]
        if end_card and not any(v for k, v in unknown.items() if k.startswith("1:")):
            return play(state, 0, "reveal_navy_card", kind="end_game", phase=2)
        key = next(k for k, v in unknown.items() if v)
        phase, icon = key.split(":")
        card = {"kind": "open_sea", "phase": int(phase), "icon": icon}
        state = play(state, 0, "reveal_navy_card", **card)
    return state


def play_round(state: State, *, end_card: bool = False) -> State:
    """One whole round where nobody does anything but move, pass and take the first navy card."""
    if state["step"] == "dice":
        state = play_round_dice(state)
    state = everyone_moves_and_passes(state)
    while state["step"] == "notoriety":
        state = play(state, whose_turn(state), "adjust_notoriety")
    state = finish_steps_four_and_five(state)
    round_now = state["round"]
    while state["round"] == round_now and not state["over"]:
        moves = ENGINE.pending_system_moves(state)
        if moves:
            state = ENGINE.apply(state, None, moves[0])
        elif state["reveal"]["navy"]:
            state = reveal_navy(state, end_card=end_card)
        else:
            state = lay_out(state)
    return state


@pytest.mark.parametrize(("n", "deck", "boxed"), [(3, 19, 12), (4, 25, 6), (5, 31, 0)])
def test_nas_ex_27_deck_by_player_count(n: int, deck: int, boxed: int) -> None:
    state = fresh(n)
    navy = state["navy"]
    phase_one = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
    phase_two = sum(v for k, v in navy["unknown"].items() if k.startswith("2:"))
    # Fixture catalogue: Phase I 12 + 4 (4+) + 4 (5+), Phase II 6 + 2 (4+) + 2 (5+).
    assert (phase_one, phase_two + 1) == {3: (12, 7), 4: (16, 9), 5: (20, 11)}[n]
    assert phase_one + phase_two + int(navy["end_card"]) == deck and navy["out_of_game"] == boxed
    assert state["reveal"]["navy"] == n
    # The end-game card lies at a position from (Phase I) + 1 to the deck size; it is revealed
    # in step 6 of round ceil(p / N) - 1.
    first, last = phase_one + 1, deck
    rounds = {math.ceil(p / n) - 1 for p in range(first, last + 1)}
    assert rounds == {4, 5, 6}
    examples = {(23, 5): 4, (13, 3): 4, (19, 3): 6, (25, 4): 6}
    for (p, players), end in examples.items():
        assert math.ceil(p / players) - 1 == end


def test_nas_ex_27_end_card_at_position_13_with_three_players() -> None:
    state = started(3)
    assert len(state["navy"]["row"]) == 3  # positions 1 to 3
    for round_number in (1, 2, 3):
        assert state["round"] == round_number
        state = play_round(state, end_card=True)
    # Rounds 1 to 3 revealed positions 4 to 12: every Phase I card.
    assert not any(v for k, v in state["navy"]["unknown"].items() if k.startswith("1:"))
    assert state["round"] == 4 and not state["over"]
    state = play_round(state, end_card=True)
    # Position 13 is the first card of round 4's step 6: the game ends there.
    assert state["over"] and state["round"] == 4 and state["end"]["rule"] == "NAS-3.1"
    assert state["navy"]["row"] == [] and sum(state["navy"]["unknown"].values()) == 6
    check_invariants(state)


def test_nas_ex_27_the_end_card_cannot_lie_above_a_phase_one_card() -> None:
    state = started(3)
    state = play_round(state)
    state = play_round(state)
    state = everyone_moves_and_passes(play_round_dice(state))
    while state["step"] == "notoriety":
        state = play(state, whose_turn(state), "adjust_notoriety")
    state = finish_steps_four_and_five(state)
    (step_six,) = ENGINE.pending_system_moves(state)
    state = ENGINE.apply(state, None, step_six)
    refused(
        state,
        0,
        "reveal_navy_card",
        "NAS-1.3.4: 3 Phase I cards lie above the end-game card.",
        kind="end_game",
        phase=2,
    )


def play_round_dice(state: State) -> State:
    for seat in range(state["n"]):
        state = play(state, seat, "roll_dice", values=[1, 2, 3])
    return state


def step_nine(state: State) -> State:
    """Jump to step 9 of this round and run it (the steps between play no part here)."""
    state = copy.deepcopy(state)
    state["step"], state["bk_started"], state["turn"] = "prepare", False, {}
    state["navy"]["bottom"] += state["navy"]["row"]
    state["navy"]["row"] = []
    (prepare,) = ENGINE.pending_system_moves(state)
    return ENGINE.apply(state, None, prepare)


def test_nas_ex_33() -> None:
    state = started(3)
    state["round"] = 2
    clear_merchant(state, 9)  # captured earlier this round
    merchant = set_merchant(state, 8, 2, 2, rum=2)
    nest = give_tile(state, 0, "crows_nest")
    captains(state, 0, [(2, 1), (2, 2), (1, 1), (1, 1)])
    turn_of(state, 0, phase="action", space=9)
    before = copy.deepcopy(state)
    reach = "NAS-5.3.2: The Crow's nest reaches a merchant ship exactly one space away."
    refused(state, 0, "capture", reach, card=1, target=10)
    refused(state, 0, "capture", reach, card=1, target=11)
    failed, lines = said(state, 0, "capture", card=0, target=8)
    assert lines == [
        "Anja's Crow's nest reaches space 8.",
        "Capture failed on space 8: against the merchant ship, Anja's sail 3 beats 2 and"
        " cannon 2 does not beat 2; the merchant ship stays.",
        "Captain card 1 (sail 2, cannon 1) is spent for this round.",
    ]
    last = failed["players"][0]["last"]
    assert (last["sail"], last["cannon"], last["success"]) == (3, 2, False)
    assert failed["merchants"]["8"] == merchant and failed["players"][0]["captured"] == []
    assert failed["players"][0]["captain"][0]["played"] is True
    assert failed["players"][0]["tiles"][0] | {} == {
        "id": nest,
        "type": "crows_nest",
        "acquired": 0,
        "used": True,
    }
    # Face down until step 9: a second use this round is refused.
    turn_of(failed, 0, phase="action", space=9)
    refused(
        failed,
        0,
        "capture",
        "NAS-5.3.5: Your Crow's nest has already been used this round.",
        card=1,
        target=8,
    )
    assert step_nine(failed)["players"][0]["tiles"][0]["used"] is False
    # Variant: K 2/2 plunders: the card from space 8, 1 piece of eight and its loot.
    won = play(before, 0, "capture", card=1, target=8)
    assert won["merchants"]["8"] is None and won["players"][0]["captured"] == [merchant]
    assert won["players"][0]["hold"] == {
        "poe": 1,
        "gunpowder": 0,
        "goods": 0,
        "rum": 2,
        "hostage": 0,
    }
    check_invariants(won)
    # Not while space 9 holds a merchant; not from a port or a transit space.
    own = copy.deepcopy(before)
    set_merchant(own, 9, 1, 1)
    refused(
        own,
        0,
        "capture",
        "NAS-Q21: The Crow's nest works only when your own space has no merchant ship.",
        card=1,
        target=8,
    )
    for space, target in ((10, 9), (7, 8), (14, 13)):
        elsewhere = copy.deepcopy(before)
        turn_of(elsewhere, 0, phase="action", space=space)
        refused(
            elsewhere,
            0,
            "capture",
            "NAS-Q21: The Crow's nest works only from a trade-route space.",
            card=1,
            target=target,
        )


def test_nas_ex_34() -> None:
    p = 0
    state = started(3, [[1, 2, 2], [6, 6, 6], [6, 6, 6]])
    state["round"] = 2
    tiles = {k: give_tile(state, p, k) for k in ("helmsman", "pilot", "navigator", "cartographer")}
    assert state["turn"]["queue"][0] == p
    refused(
        state,
        p,
        "use_cartographer",
        "NAS-Q24: The Cartographer needs your ship inside a region"
        " (not before the first move, not on a transit space).",
    )
    # Move 1: the Helmsman makes the die 1 a 6.
    state = play(state, p, "use_helmsman", die=0)
    assert move_targets(state, p, die=0) == {6, 7}
    state = play(state, p, "move", die=0, to=6)
    state = play(state, p, "pass_action")
    assert used(state, p, tiles["helmsman"])
    state = others_move_and_pass(state, p)
    # Before move 2: the Pilot re-rolls a 2 into 5, the Navigator makes it 6.
    state = play(state, p, "use_pilot", die=1, value=5)
    assert state["players"][p]["dice"][1]["value"] == 5
    state = play(state, p, "use_navigator", die=1, delta=1)
    assert state["players"][p]["dice"][1]["value"] == 6
    assert move_targets(state, p, die=1) == {12, 1, 7}
    state = play(state, p, "move", die=1, to=12)
    state = play(state, p, "pass_action")
    assert used(state, p, tiles["pilot"]) and used(state, p, tiles["navigator"])
    state = others_move_and_pass(state, p)
    # A second use of a crew member this round is refused (no Jolly Roger).
    refused(
        state,
        p,
        "use_navigator",
        "NAS-5.4.23: Your Navigator has already been used this round.",
        die=2,
        delta=1,
    )
    refused(
        state,
        p,
        "use_helmsman",
        "NAS-5.4.23: Your Helmsman has already been used this round.",
        die=2,
    )
    # Before move 3: the Cartographer, die 2 ignored: any space of Region 2.
    state = play(state, p, "use_cartographer")
    # "Any other space" of Region 2 (NAS-Q24: not 12, where P is), beside the transit spaces
    # the die's own move offers anyway (12 + 2 = 14, and 7).
    assert move_targets(state, p, die=2) == {8, 9, 10, 11, 13} | {7, 14}
    state = play(state, p, "move", die=2, to=9)
    assert state["players"][p]["space"] == 9 and used(state, p, tiles["cartographer"])
    # A fourth move is impossible: every die is spent.
    again = copy.deepcopy(state)
    turn_of(again, p)
    refused(
        again,
        p,
        "use_helmsman",
        "NAS-2.2.4.1: You have already used the third die this round.",
        die=2,
    )
    check_invariants(state)
    # Not from a transit space (NAS-Q24).
    for transit in (7, 14):
        fresh_state = started(3, [[1, 2, 2], [6, 6, 6], [6, 6, 6]])
        fresh_state["round"] = 2
        give_tile(fresh_state, p, "cartographer")
        turn_of(fresh_state, p, space=transit)
        fresh_state["players"][p]["moves_made"] = 1
        refused(
            fresh_state,
            p,
            "use_cartographer",
            "NAS-Q24: The Cartographer needs your ship inside a region"
            " (not before the first move, not on a transit space).",
        )


def used(state: State, seat: int, tile_id: str) -> bool:
    return bool(next(t for t in state["players"][seat]["tiles"] if t["id"] == tile_id)["used"])
