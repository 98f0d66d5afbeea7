"""Entries a table makes in physical deck mode: its pirate cards and the cards turned up.

Each is legal only while ``state["waiting"]`` asks for it (section F of the digest).
"""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.cards import ADVENTURES, SHIPS, pirates_per_player
from companion.engines.spanish_main.decks import log, reveal_adventure_card
from companion.engines.spanish_main.turn import (
    advance,
    consume,
    draw_movement,
    require_wait,
    wait_first,
)


def enter_pirates(state: State, seat: int | None, *, pirates: list[str]) -> State:
    w = require_wait(state, seat, "pirates", "SPM-1.4")
    n = len(state["seats"])
    per_player = pirates_per_player(n)
    if len(pirates) != per_player:
        players = {2: "two", 3: "three", 4: "four"}[n]
        raise RuleError(
            "SPM-1.4", f"in a {players}-player game each player has {per_player} pirate cards"
        )
    if len(set(pirates)) != len(pirates) or any(p not in SHIPS for p in pirates):
        raise RuleError("SPM-1.4", "enter each of your pirate cards once")
    # No check against the other seats' entries here: refusing a card another seat
    # entered would tell this seat who holds it. SPM-1.4 is checked once all are in.
    state["pirates"][str(seat)] = sorted(pirates)
    w["seats"].remove(seat)
    log(state, "SPM-1.4", f"{state['seats'][seat]['name']} has entered their pirate cards.")
    consume(state)
    if state["waiting"] == [] or state["waiting"][0]["kind"] != "pirates":
        if not all_pirates_distinct(state):
            return enter_pirates_again(state)
        held = {p for ships in state["pirates"].values() for p in ships}
        state["unused_pirates"] = sorted(set(SHIPS) - held)
    return advance(state)


def all_pirates_distinct(state: State) -> bool:
    entered = [p for ships in state["pirates"].values() for p in ships]
    return len(entered) == len(set(entered))


def enter_pirates_again(state: State) -> State:
    """A card entered twice is a typing slip somewhere (SPM-1.4): every seat checks again.

    The table hears only that a clash happened, never which card or whose entry.
    """
    n = len(state["seats"])
    state["pirates"] = {str(i): [] for i in range(n)}
    wait_first(state, "pirates", list(range(n)), count=n)
    log(
        state,
        "SPM-1.4",
        "Two players entered the same pirate card: "
        "everyone checks their pirate cards and enters them again.",
    )
    return state


def reveal_adventure(state: State, seat: int | None, *, card: str) -> State:
    require_wait(state, seat, "adventure_card", "SPM-3.0.4")
    reveal_adventure_card(state, card)
    log(state, "SPM-3.0.4", f"{ADVENTURES[card].name} is turned up.")
    consume(state)
    return advance(state)


def reveal_movement(state: State, seat: int | None, *, card: str) -> State:
    require_wait(state, seat, "movement_card", "SPM-2.1.4")
    draw_movement(state, None, card)
    consume(state)
    return advance(state)


def draw_hand_card(state: State, seat: int | None, *, card: str) -> State:
    require_wait(state, seat, "hand_card", "SPM-5.2.3")
    draw_movement(state, seat, card)
    consume(state)
    return advance(state)
