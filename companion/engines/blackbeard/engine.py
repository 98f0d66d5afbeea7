"""The Blackbeard engine: what the game has, and which module answers each call
(companion/engines/README.md). The aid is tables and procedures, not the whole rulebook:
the engine keeps each pirate's trackers, the ports and the VP, computes every table and
contest from raw dice, and records what the rulebook decides as free entries."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from companion.engines.base import (
    Args,
    Engine,
    FinalResult,
    LegalMove,
    Played,
    RuleError,
    SeatInfo,
    State,
)
from companion.engines.blackbeard import (
    at_sea,
    crew,
    ending,
    entries,
    fights,
    in_port,
    kc,
    legal,
    raids,
    records,
    retire,
    view,
)
from companion.engines.blackbeard.club_catalogue import CATALOGUE
from companion.engines.blackbeard.house import HOUSE_RULINGS
from companion.engines.blackbeard.rules import RULES
from companion.engines.blackbeard.setup import SLUG, new_game
from companion.engines.text import N_, Text, _


class BlackbeardEngine(Engine):
    slug = SLUG
    title = N_("Blackbeard")
    min_seats = 1
    max_seats = 5  # GMT's box; the aid does not say
    rules = RULES
    colours = ("red", "blue", "green", "yellow", "black")
    move_modules = (entries, records, at_sea, raids, in_port, retire, fights, kc, crew, ending)
    catalogue = CATALOGUE
    house_rulings = HOUSE_RULINGS
    end_rules = ending.END_RULES

    def setup(self, options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
        return new_game(self.clean_options(options), seats, seed)

    def play(self, state: State, seat: int | None, move: Mapping[str, Any]) -> Played:
        """Once the end is declared only the companion's scoring is taken (BB-T3.2)."""
        if state.get("ending") and seat is not None and not state["over"]:
            raise RuleError(
                "BB-T3.2", _("The end of the game is declared: no more entries are taken.")
            )
        return super().play(state, seat, move)

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        return ending.pending_system_moves(state)

    def is_over(self, state: State) -> bool:
        return ending.is_over(state)

    def final_result(self, state: State) -> FinalResult:
        return ending.final_result(state)

    def suggested_words(self, state: State) -> dict[str, list[str]]:
        return legal.suggested_words(state)

    def arg_labels(self, state: State) -> dict[str, dict[Any, Text]]:
        """Pirates by name on the forms."""
        names: dict[Any, Text] = {p["id"]: p["name"] for p in state["pirates"]}
        return {"pirate": names, "other": names}
