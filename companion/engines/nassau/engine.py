"""The Pirates of Nassau engine: what the game has, each call handed to the module that holds it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import Engine, FinalResult, LegalMove, SeatInfo, State
from companion.engines.nassau import (
    actions,
    anytime,
    app_mode,
    bookkeeping,
    dice,
    encounters,
    layout,
    legal,
    nassau_port,
    navy,
    notoriety,
    picks,
    piracy,
    raids,
    reveals,
    scoring,
    secrets,
    setup,
    view,
)
from companion.engines.nassau.catalogue import DEFAULT_NAVY_COUNTS
from companion.engines.nassau.club_catalogue import CATALOGUE, effective_options
from companion.engines.nassau.house import HOUSE_RULINGS
from companion.engines.nassau.options import options
from companion.engines.nassau.rules import RULES
from companion.engines.text import N_


class NassauEngine(Engine):
    slug = "nassau"
    title = N_("Pirates of Nassau")
    min_seats = 3
    max_seats = 5
    colours = ("black", "green", "yellow", "red", "blue")
    rules = RULES
    end_rules = scoring.END_RULES
    move_modules = (
        setup,
        layout,
        reveals,
        picks,
        app_mode,
        dice,
        piracy,
        actions,
        raids,
        navy,
        encounters,
        notoriety,
        nassau_port,
        anytime,
        bookkeeping,
    )
    options = options(DEFAULT_NAVY_COUNTS)
    house_rulings = HOUSE_RULINGS
    catalogue = CATALOGUE

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        return setup.build_state(effective_options(self.clean_options(options)), seats, seed)

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def is_over(self, state: State) -> bool:
        return scoring.is_over(state)

    def final_result(self, state: State) -> FinalResult:
        return scoring.final_result(state)

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        return app_mode.pending_app_moves(state) or bookkeeping.pending_system_moves(state)

    def arg_labels(self, state: State) -> dict[str, dict[Any, Any]]:
        return view.arg_labels(state)

    def resample_secrets(self, state: State, viewer: int | None, seed: int) -> State:
        return secrets.resample_secrets(state, viewer, seed)
