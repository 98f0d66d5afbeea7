"""The scoresheet: a game listed by what it has (the recipe's smallest example)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import (
    Arg,
    Args,
    Engine,
    FinalResult,
    LegalMove,
    SeatInfo,
    State,
)
from companion.engines.scoresheet import bookkeeping, legal, rounds, scoring, setup, sheet, view
from companion.engines.scoresheet.rules import RULES
from companion.engines.text import N_


class ScoresheetEngine(Engine):
    slug = setup.SLUG
    title = N_("Scoresheet (any game)")
    min_seats = 1
    max_seats = 12
    rules = RULES
    # One colour per seat, as many as max_seats: no two seats share one.
    colours = (
        "red",
        "blue",
        "green",
        "yellow",
        "black",
        "white",
        "orange",
        "purple",
        "pink",
        "brown",
        "grey",
        "teal",
    )
    options = (
        Arg(
            "rounds",
            "int",
            N_("number of rounds (0: the table decides when to stop)"),
            required=False,
            min=0,
            max=100,
            default=0,
        ),
        Arg("lowest_wins", "bool", N_("the lowest total wins"), required=False, default=False),
        Arg("allow_negative", "bool", N_("scores may be negative"), required=False, default=False),
    )
    move_modules = (sheet, rounds, bookkeeping)
    end_rules = ("SHEET-4", "SHEET-6")

    def setup(self, options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
        return setup.new_game(options, seats, seed)

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        return bookkeeping.pending_system_moves(state)

    def is_over(self, state: State) -> bool:
        return scoring.is_over(state)

    def final_result(self, state: State) -> FinalResult:
        return scoring.final_result(state)
