"""The digest's worked examples (NAS-EX), each replayed in full as the digest gives it.

Every number an example states is asserted; the older, narrower tests beside these pin single
rules. Seat 0 is Anja, seat 1 Jona; a third seat plays along because a game needs three.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import TILES
from companion.engines.nassau.piracy import destinations
from tests.engines.nassau.builders import ENGINE, check_invariants, fresh, play, started

ANJA, JONA, THIRD = 0, 1, 2


def unused(state: State, seat: int) -> list[int]:
    return [d["value"] for d in state["players"][seat]["dice"] if not d["used"]]


def dice_spaces(state: State, seat: int) -> list[int | None]:
    return [d["space"] for d in state["players"][seat]["dice"] if d["used"]]


def move_targets(state: State, seat: int, wind: str = "none") -> set[int]:
    """Every destination the engine offers ``seat`` now, for one use of the trade wind token."""
    return {
        to
        for m in ENGINE.legal_moves(state, seat)
        if m.type == "move" and m.allowed["wind"] == [wind]
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
    with_token = move_targets(second, JONA, "+1") | move_targets(second, JONA, "-1")
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
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
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
        "NAS-1.3.4: Phase I cards are still on top of the navy deck",
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
    for seat, p in enumerate(ENGINE.player_view(state, None)["players"]):
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
