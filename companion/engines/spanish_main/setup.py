"""Setup for 2, 3 and 4 players (SPM-1), in app-managed or physical deck mode."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import SeatInfo, State, new_rng, shuffled
from companion.engines.catalogues import table_catalogue
from companion.engines.spanish_main.catalogue import (
    ADVENTURE_CARDS,
    ADVENTURE_TOTAL,
    MOVEMENT_CARDS,
    SHIPS,
    full_deck,
    hand_size_at_start,
    pirates_per_player,
)
from companion.engines.spanish_main.club_catalogue import club_names
from companion.engines.spanish_main.lineup import deal_line
from companion.engines.spanish_main.rounds import advance, owe
from companion.engines.spanish_main.telling import forget_told

SLUG = "spanish_main"


def blank_state(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    """Every field of a game, before anything is dealt."""
    players = len(seats)
    return {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        # SPM-0.9: the club's ship and pirate names by ship id; None: neutral labels.
        "names": club_names(table_catalogue(options)),
        "rng": new_rng(seed),
        "line": [],
        "damaged": dict.fromkeys(SHIPS, False),
        "fame": dict.fromkeys(SHIPS, 0),
        "owed": dict.fromkeys(SHIPS, 0),
        "pirates": {str(i): [] for i in range(players)},
        "unused_pirates": [],
        "revealed": {},
        "banked": [0] * players,
        "banked_owed": [0] * players,
        "accusations": [],
        # RULING SPM-Q-12 (sealed mode): every lie told in an answer; engine only until the end.
        "lies": [],
        # Sealed mode: who declared for each Mutiny; engine only until the end.
        "mutiny_answers": [],
        "row": [],
        "adv_deck": None,
        "adv_deck_count": ADVENTURE_TOTAL,
        "adv_discard": [],
        "adv_seen": {},
        "offer": [],
        "hands": {str(i): [] for i in range(players)},
        "mv_deck": [],
        "mv_discard": [],
        "starting_seat": 0,
        "current_seat": None,
        "turn": 0,
        "phase": "setup",
        "waiting": [],
        # Ships a Mutiny showed to have no owner (public, verified mode: SPM-3.1.16).
        "unowned_shown": [],
        "result": None,
    }


def new_game(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    players = len(seats)
    app = options["deck_mode"] == "app"
    state = blank_state(options, seats, seed)
    if app:
        deal_line(state)  # SPM-1.2, SPM-1.6
    else:
        # Section F: the table lays out its shuffled ships and enters them, or lets the
        # companion deal (lineup.py); the first entry of the setup.
        owe(state, "line", None)

    # SPM-1.4: pirate cards; the undealt ones are removed unseen.
    per_player = pirates_per_player(players)
    if app:
        pirates = shuffled(state, SHIPS)
        for i in range(players):
            state["pirates"][str(i)] = sorted(pirates[i * per_player : (i + 1) * per_player])
        state["unused_pirates"] = sorted(pirates[players * per_player :])
    else:
        owe(state, "pirates", list(range(players)), count=players)

    # SPM-1.3 / SPM-5.1.1: adventure deck, then the active card or the row of imminent ones.
    if app:
        state["adv_deck"] = shuffled(state, full_deck(ADVENTURE_CARDS))
    row_size = players if options["imminent_adventures"] else 1

    # SPM-1.5 / SPM-5.2.1: movement offer or hands.
    state["mv_deck"] = (
        shuffled(state, full_deck(MOVEMENT_CARDS)) if app else sorted(full_deck(MOVEMENT_CARDS))
    )
    if options["movement_hand"]:
        for i in range(players):
            owe(state, "hand_card", [i], count=hand_size_at_start(players))
    else:
        owe(state, "movement_card", None, count=3)
    owe(state, "adventure_card", None, count=row_size)
    return forget_told(advance(state))
