"""Setup for 2, 3 and 4 players (SPM-1), in app-managed or physical deck mode."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import SeatInfo, State, new_rng, rng_draw, shuffled
from companion.engines.spanish_main.cards import (
    ADVENTURE_CARDS,
    ADVENTURE_TOTAL,
    MOVEMENT_CARDS,
    SHIPS,
    full_deck,
    hand_size_at_start,
    pirates_per_player,
)
from companion.engines.spanish_main.turn import advance, wait

SLUG = "spanish_main"


def new_game(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    n = len(seats)
    app = options["deck_mode"] == "app"
    state: State = {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        "rng": new_rng(seed),
        "line": [],
        "damaged": dict.fromkeys(SHIPS, False),
        "fame": dict.fromkeys(SHIPS, 0),
        "owed": dict.fromkeys(SHIPS, 0),
        "pirates": {str(i): [] for i in range(n)},
        "unused_pirates": [],
        "revealed": {},
        "banked": [0] * n,
        "banked_owed": [0] * n,
        "accusations": [],
        # RULING SPM-Q-12 (sealed mode): every lie told in an answer; engine only until the end.
        "lies": [],
        "row": [],
        "adv_deck": None,
        "adv_deck_count": ADVENTURE_TOTAL,
        "adv_discard": [],
        "adv_seen": {},
        "offer": [],
        "hands": {str(i): [] for i in range(n)},
        "mv_deck": [],
        "mv_discard": [],
        "starting_seat": 0,
        "current_seat": None,
        "turn": 0,
        "phase": "setup",
        "waiting": [],
        "turn_log": [],
        "result": None,
    }
    # SPM-1.2: the ship line in random order. In physical mode too the companion decides it
    # and tells the table where to lay each ship, so nobody has to type nine names.
    state["line"] = shuffled(state, SHIPS)
    # SPM-1.6: a random starting player.
    state["starting_seat"] = rng_draw(state).randrange(n)

    # SPM-1.4: pirate cards; the undealt ones are removed unseen.
    per_player = pirates_per_player(n)
    if app:
        pirates = shuffled(state, SHIPS)
        for i in range(n):
            state["pirates"][str(i)] = sorted(pirates[i * per_player : (i + 1) * per_player])
        state["unused_pirates"] = sorted(pirates[n * per_player :])
    else:
        wait(state, "pirates", list(range(n)), count=n)

    # SPM-1.3 / SPM-5.1.1: adventure deck, then the active card or the row of imminent ones.
    if app:
        state["adv_deck"] = shuffled(state, full_deck(ADVENTURE_CARDS))
    row_size = n if options["imminent_adventures"] else 1

    # SPM-1.5 / SPM-5.2.1: movement offer or hands.
    state["mv_deck"] = (
        shuffled(state, full_deck(MOVEMENT_CARDS)) if app else sorted(full_deck(MOVEMENT_CARDS))
    )
    if options["movement_hand"]:
        for i in range(n):
            wait(state, "hand_card", [i], count=hand_size_at_start(n))
    else:
        wait(state, "movement_card", None, count=3)
    wait(state, "adventure_card", None, count=row_size)
    return advance(state)
