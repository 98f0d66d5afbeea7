"""What must hold after every move of a game of Piracy (issue 18's property list): every
scale within its range, a ship afloat only with Battle and Sails above 0, two hunters and
one fleet at most, no pirate battle before round 6, no secret in another seat's view."""

from __future__ import annotations

import json

from companion.engines.base import State
from companion.engines.piracy.catalogue import (
    BATTLE_MAX,
    FLEETS_MAX,
    HOLD_MAX,
    HUNTERS_MAX,
    PIRATE_BATTLES_FROM_ROUND,
    SAILS_MAX,
    TERROR_MAX,
)
from tests.engines.piracy.builders import ENGINE

# Moves that only move gold between a pirate's hold, scale and Treasure Map.
TRANSFERS = ("to_scale", "to_hold", "bury")


def check_invariants(state: State) -> None:
    assert json.loads(json.dumps(state)) == state
    top = state["settings"]["rations_max"]
    # A ship at 0 is lost once the step that hit it is over: its owner's choice of value
    # (damage), the round's losses landing together (RULING PIR-Q-22), the plunder before
    # the longboat (PIR-3.43.10).
    hit = {s for e in state["waiting"] if e["kind"] in ("hits", "damage") for s in e["seats"]}
    fight = state["battle"]
    if fight is not None and fight["kind"] == "pirates" and fight["stage"] == "hits":
        hit |= {fight["attacker"], fight["roller"]}
    hit |= {e["loser"] for e in state["waiting"] if e["kind"] == "plunder" and e["sunk"]}
    for seat, p in enumerate(state["players"]):
        assert 0 <= p["terror"] <= TERROR_MAX, (seat, p["terror"])
        assert 0 <= p["battle"] <= BATTLE_MAX and 0 <= p["sails"] <= SAILS_MAX, (seat, p)
        assert 0 <= p["hold"] <= HOLD_MAX, (seat, p["hold"])
        assert p["gold_scale"] >= 0 and p["buried"] >= 0 and p["nobles"] >= 0, (seat, p)
        assert top is None or 0 <= p["rations"] <= top, (seat, p["rations"], top)
        if p["has_ship"] and seat not in hit:
            assert p["battle"] >= 1 and p["sails"] >= 1, (seat, p["battle"], p["sails"])
        if not p["has_ship"]:
            assert p["where"] == "none" and p["hold"] == 0, (seat, p["where"], p["hold"])
    assert len(state["hunters"]) <= HUNTERS_MAX
    assert FLEETS_MAX == 1 and (state["fleet"] is None or isinstance(state["fleet"], dict))
    assert state["deck"]["left"] >= 0
    if fight is not None and fight["kind"] == "pirates":
        assert state["round"] >= PIRATE_BATTLES_FROM_ROUND, state["round"]


def gold_of(state: State, seat: int) -> int:
    p = state["players"][seat]
    return int(p["hold"] + p["gold_scale"] + p["buried"])


def check_no_leak(state: State) -> None:
    """PIR-APP-2: another seat's mission, completed missions, face-down cards and buried
    gold appear in no view before the end."""
    if state["phase"] in ("over", "final_battle"):
        return
    for viewer in [None, *range(len(state["players"]))]:
        view = ENGINE.player_view(state, viewer)
        json.dumps(view)
        for seat, part in enumerate(view["players"]):
            if seat == viewer:
                continue
            p = state["players"][seat]
            assert part["buried"] is None, (viewer, seat)
            assert part["mission"] is None or set(part["mission"]) == {"held", "cargo"}
            assert isinstance(part["missions_done"], int)
            for card in ("letter", "treasure_map"):
                assert part[card] is None or p["shown"][card], (viewer, seat, card)
