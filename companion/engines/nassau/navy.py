"""NAS-2.4 Step 4: evade the navy, in ascending notoriety order."""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import PIECES
from companion.engines.nassau.common import (
    cannon_value,
    hold_total,
    move_to_supply,
    player,
    sail_value,
    seat_index,
)
from companion.engines.nassau.flow import advance, require_step, require_turn
from companion.engines.nassau.notoriety import place_marker
from companion.engines.nassau.piracy import _captain, _check_crew, crew_bonus


def lose_half_cargo(state: State, seat: int) -> None:
    """NAS-2.4.6 / NAS-Q12: floor(pieces / 2) of the player's choice go back to the supply."""
    p = state["players"][seat]
    count = hold_total(p) // 2
    if count == 0:
        return
    kinds = [k for k in PIECES if p["hold"][k] > 0]
    if len(kinds) == 1:
        move_to_supply(state, p, {kinds[0]: count})
        return
    state["pending"].append({"kind": "lose_cargo", "seat": seat, "count": count, "rule": "NAS-Q12"})


def lose_half_notoriety(state: State, seat: int) -> None:
    total = state["players"][seat]["notoriety"]
    place_marker(state, seat, total - total // 2, "NAS-Q9")  # NAS-2.4.6: floor lost


def evade_navy(
    state: State,
    seat: int | None,
    *,
    navy: int,
    card: int | None = None,
    first_mate: str = "none",
    boatswain: bool = False,
    coxswain: bool = False,
) -> State:
    """NAS-2.4.1 to NAS-2.4.8: take one revealed navy card and face it."""
    require_step(state, "navy", "evading the navy")
    require_turn(state, seat, "NAS-2.4.1")
    p = player(state, seat)
    row = state["navy"]["row"]
    if not 0 <= navy < len(row):
        raise RuleError("NAS-2.4.1", "take one of the face-up navy cards")
    taken = row[navy]
    result: dict[str, Any] = {"what": "navy", "card": taken}
    if taken["kind"] == "open_sea":
        if card is not None or first_mate != "none" or boatswain or coxswain:
            raise RuleError("NAS-2.4.3", "open sea: nothing to fight, keep your captain card")
        result.update(outcome="safe", rule="NAS-2.4.3", why="open sea: you are safe")
    else:
        if card is None:
            raise RuleError("NAS-2.4.4", "a navy ship must be faced with one of your captain cards")
        captain = _captain(p, card, "NAS-2.4.8")
        _check_crew(state, p, first_mate, boatswain, coxswain)
        bonus_sail, bonus_cannon = crew_bonus(state, p, first_mate, boatswain, coxswain)
        sail = sail_value(state, p, "navy") + captain["sail"] + bonus_sail
        cannon = cannon_value(state, p, "navy") + captain["cannon"] + bonus_cannon
        captain["played"] = True  # NAS-2.4.8
        beat_sail, beat_cannon = sail > taken["sail"], cannon > taken["cannon"]
        result.update(sail=sail, cannon=cannon, rule="NAS-2.4.5")
        if beat_sail and beat_cannon:
            result.update(
                outcome="escaped",
                why=f"sail {sail} > {taken['sail']} and cannon {cannon} > {taken['cannon']}",
            )
        elif beat_sail or beat_cannon:
            result.update(
                outcome="one",
                why="outclassed in one value only: lose half the hold or half your notoriety",
            )
            state["pending"].append({"kind": "navy_penalty", "seat": seat, "rule": "NAS-2.4.5"})
        else:
            result.update(
                outcome="neither",
                why="outclassed in neither value: lose half the hold and half your notoriety",
            )
            lose_half_cargo(state, seat_index(seat))
            lose_half_notoriety(state, seat_index(seat))
    row.pop(navy)
    state["navy"]["bottom"].append(taken)  # NAS-2.4.7, NAS-Q13: every card, in order taken
    p["last"] = result
    state["turn"]["acted"] = True
    return advance(state)


def choose_navy_penalty(state: State, seat: int | None, *, lose: str) -> State:
    """NAS-2.4.5: after beating the navy in one value only, the player picks the loss."""
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != "navy_penalty" or head["seat"] != seat:
        raise RuleError("NAS-2.4.5", "you have no navy penalty to choose")
    state["pending"].pop(0)
    if lose == "hold":
        lose_half_cargo(state, seat_index(seat))
    else:
        lose_half_notoriety(state, seat_index(seat))
    state["players"][seat]["last"] = {"what": "navy_penalty", "lose": lose, "rule": "NAS-2.4.6"}
    return advance(state)
