"""Entries a table makes in physical deck mode: its pirate cards and the cards turned up.

Each is legal only while ``state["waiting"]`` asks for it (section F of the digest).
"""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.cards import ADVENTURES, SHIPS, pirates_per_player
from companion.engines.spanish_main.decks import log, reveal_adventure_card
from companion.engines.spanish_main.turn import advance, consume, draw_movement, require_wait


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
    taken = {p for ships in state["pirates"].values() for p in ships}
    if taken & set(pirates):
        # Only a mistyped card can clash; the message names no other player.
        raise RuleError("SPM-1.4", "one of these cards was entered by someone else: check them")
    state["pirates"][str(seat)] = sorted(pirates)
    w["seats"].remove(seat)
    log(state, "SPM-1.4", f"{state['seats'][seat]['name']} has entered their pirate cards.")
    consume(state)
    if state["waiting"] == [] or state["waiting"][0]["kind"] != "pirates":
        held = {p for ships in state["pirates"].values() for p in ships}
        state["unused_pirates"] = sorted(set(SHIPS) - held)
    return advance(state)


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
