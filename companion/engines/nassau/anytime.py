"""Moves a player may make at any time (digest section 10.7, interrupts) and the choices that settle a
pending sub-state: loot that does not fit, cargo lost to the navy, excess at the end of step 5."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import JETTISONABLE, PIECES, RESOURCES, TILES
from companion.engines.nassau.common import (
    capacity,
    check_pieces_in_hold,
    count_pieces,
    free_space,
    gain,
    hold_total,
    move_to_supply,
    player,
    require_tile,
    seat_index,
)
from companion.engines.nassau.flow import advance


def require_in_game(state: State, what: str) -> None:
    if state["over"]:
        raise RuleError("NAS-3.1", "the game is over")
    if state["step"] == "setup":
        raise RuleError("NAS-1.7.5", f"{what} is possible once the game has started")


def _head(state: State, seat: int | None, kind: str, rule: str) -> dict[str, Any]:
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != kind or head["seat"] != seat:
        raise RuleError(rule, f"nothing of yours is waiting for this choice ({kind})")
    return cast(dict[str, Any], head)  # the state is JSON


def take_loot(state: State, seat: int | None, *, pieces: list[str]) -> State:
    """NAS-2.2.8.3: the hold cannot take everything: choose which pieces to keep."""
    head = _head(state, seat, "loot", "NAS-2.2.8.3")
    p = player(state, seat)
    owed = head["owed"]
    wanted = count_pieces(pieces)
    for piece, n in wanted.items():
        if owed.get(piece, 0) < n:
            raise RuleError("NAS-2.2.8.3", f"you are owed only {owed.get(piece, 0)} {piece}")
    room = free_space(p)
    expected = min(room, sum(owed.values()))
    if len(pieces) != expected:
        raise RuleError(
            "NAS-2.2.8.3", f"your hold has room for {room}: choose exactly {expected} pieces"
        )
    state["pending"].pop(0)
    gain(state, seat_index(seat), wanted, "NAS-2.2.8.3")
    return advance(state)


def lose_cargo(state: State, seat: int | None, *, pieces: list[str]) -> State:
    """NAS-Q12: the pieces lost to the navy (half the hold, rounded in the player's favour)."""
    head = _head(state, seat, "lose_cargo", "NAS-Q12")
    p = player(state, seat)
    check_pieces_in_hold(p, pieces, "NAS-Q12", PIECES)
    if len(pieces) != head["count"]:
        raise RuleError("NAS-2.4.6", f"you must give up exactly {head['count']} pieces")
    move_to_supply(state, p, count_pieces(pieces))
    state["pending"].pop(0)
    return advance(state)


def discard_excess(state: State, seat: int | None, *, pieces: list[str]) -> State:
    """NAS-2.5.15 / NAS-Q28: resources beyond the hold are lost; the owner picks which."""
    _head(state, seat, "excess", "NAS-2.5.15")
    p = player(state, seat)
    check_pieces_in_hold(p, pieces, "NAS-2.5.15", RESOURCES)
    # Counted now: the player may have thrown some cargo overboard meanwhile.
    count = max(0, hold_total(p) - capacity(p))
    if len(pieces) != count:
        raise RuleError("NAS-2.5.15", f"choose exactly {count} resources to lose")
    move_to_supply(state, p, count_pieces(pieces))
    state["pending"].pop(0)
    return advance(state)


def jettison(state: State, seat: int | None, *, pieces: list[str]) -> State:
    """NAS-2.2.8.4 / NAS-Q17: resources and pieces of eight overboard, at any time."""
    require_in_game(state, "jettisoning")
    p = player(state, seat)
    if not pieces:
        raise RuleError("NAS-2.2.8.4", "choose what to throw overboard")
    check_pieces_in_hold(p, pieces, "NAS-Q17", JETTISONABLE)
    move_to_supply(state, p, count_pieces(pieces))
    return advance(state)


def throw_overboard(state: State, seat: int | None, *, count: int = 1) -> State:
    """NAS-2.2.12.3: hostages walk the plank; they score 3 each at the next adjustment (NAS-Q18)."""
    require_in_game(state, "throwing hostages overboard")
    p = player(state, seat)
    if p["hold"]["hostage"] < count:
        raise RuleError(
            "NAS-2.2.12.3", f"you have only {p['hold']['hostage']} hostages in the hold"
        )
    p["hold"]["hostage"] -= count
    p["overboard"] += count
    return advance(state)


SUPPLY_CREW = {"carpenter": "goods", "powder_monkey": "gunpowder", "cook": "rum"}


def use_supply_crew(state: State, seat: int | None, *, crew: str) -> State:
    """NAS-5.4.3, NAS-5.4.12, NAS-5.4.15: one resource into the hold; room needed outside step 5."""
    require_in_game(state, "this crew member")
    p = player(state, seat)
    resource = SUPPLY_CREW[crew]
    tile = require_tile(state, p, crew)
    # Beyond the hold only before step 5's final hold check (NAS-2.2.8.5).
    in_nassau = state["step"] == "nassau" and state["turn"].get("phase") in ("buying", "burying")
    if not in_nassau and free_space(p) < 1:
        raise RuleError(
            TILES[crew].rule, "your hold is full: this works without room only in step 5"
        )
    if state["supply"][resource] <= 0:
        raise RuleError("NAS-Q8", f"no {resource} is left in the supply")
    tile["used"] = True
    gain(state, seat_index(seat), {resource: 1}, TILES[crew].rule, ignore_capacity=in_nassau)
    return advance(state)


def use_black_marketeer(state: State, seat: int | None, *, resources: list[str]) -> State:
    """NAS-5.4.11 / NAS-Q39: any 2 resources from the hold into 1 piece of eight, at any time."""
    require_in_game(state, "the Black marketeer")
    p = player(state, seat)
    if len(resources) != 2:
        raise RuleError("NAS-5.4.11", "the Black marketeer takes exactly 2 resources")
    check_pieces_in_hold(p, resources, "NAS-5.4.11", RESOURCES)
    tile = require_tile(state, p, "black_marketeer")
    if state["supply"]["poe"] <= 0:
        raise RuleError("NAS-Q8", "no piece of eight is left in the supply")
    tile["used"] = True
    move_to_supply(state, p, count_pieces(resources))
    gain(state, seat_index(seat), {"poe": 1}, "NAS-Q39", ignore_capacity=True)  # it always fits
    return advance(state)


def use_jolly_roger(state: State, seat: int | None, *, crew_tile: str) -> State:
    """NAS-5.3.1 / NAS-Q38: turn one used crew member face up again."""
    require_in_game(state, "the Jolly Roger")
    p = player(state, seat)
    target = next((t for t in p["tiles"] if t["id"] == crew_tile), None)
    if target is None or TILES[target["type"]].set != "crew":
        raise RuleError("NAS-Q38", "the Jolly Roger refreshes one of your crew members")
    if not target["used"]:
        raise RuleError("NAS-Q38", "that crew member is still face up")
    if target["acquired"] >= state["round"]:
        raise RuleError("NAS-2.5.10", "a crew member bought this round cannot be used this round")
    require_tile(state, p, "jolly_roger")["used"] = True
    target["used"] = False
    return advance(state)


def exchange_doubloon(state: State, seat: int | None) -> State:
    """NAS-2.5.16 / NAS-Q29: 5 pieces of eight from the chest for 1 doubloon, only when the
    supply has no pieces of eight left."""
    require_in_game(state, "a doubloon exchange")
    p = player(state, seat)
    if state["supply"]["poe"] > 0:
        raise RuleError("NAS-2.5.16", "doubloons only when the supply has no pieces of eight")
    if p["chest"]["poe"] < 5:
        raise RuleError(
            "NAS-2.5.16", "you need 5 pieces of eight in your chest (never from the hold)"
        )
    if state["supply"]["doubloon"] <= 0:
        raise RuleError("NAS-Q29", "all 8 doubloons have been taken")
    p["chest"]["poe"] -= 5
    p["chest"]["doubloon"] += 1
    state["supply"]["poe"] += 5
    state["supply"]["doubloon"] -= 1
    return advance(state)
