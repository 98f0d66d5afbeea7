"""A new scoresheet: one empty score per seat for the first round (SHEET-1)."""

from __future__ import annotations

from collections.abc import Sequence

from companion.engines.base import Args, SeatInfo, State, new_rng

SLUG = "scoresheet"


def new_game(options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
    return {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        "rounds": [],
        "current": [None] * len(seats),
        "over": False,
        "rng": new_rng(seed),
    }
