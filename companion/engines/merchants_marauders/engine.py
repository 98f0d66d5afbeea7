"""The Merchants & Marauders engine: what the game has, and which module answers each
call (companion/engines/README.md; the design is in this package's docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from companion.engines.base import (
    Arg,
    Engine,
    FinalResult,
    LegalMove,
    Outcome,
    Played,
    SeatInfo,
    State,
)
from companion.engines.merchants_marauders import (
    areas,
    legal,
    scoring,
    secrets,
    turns,
    view,
)
from companion.engines.merchants_marauders.catalogue import SLUG
from companion.engines.merchants_marauders.club_catalogue import CATALOGUE
from companion.engines.merchants_marauders.labels import arg_labels
from companion.engines.merchants_marauders.rules import RULES
from companion.engines.merchants_marauders.setup import new_game
from companion.engines.text import N_, Text


class MerchantsMaraudersEngine(Engine):
    slug = SLUG
    title = N_("Merchants & Marauders")
    min_seats = 2
    max_seats = 4  # MM-Q1
    rules = RULES
    colours = ("red", "blue", "green", "yellow")
    catalogue = CATALOGUE
    options = (
        Arg(
            "glory_target",
            "int",
            N_("glory points needed to win (MM-2.5.2)"),
            required=False,
            min=1,
            max=30,
            default=10,
        ),
    )
    move_modules = areas.AREAS
    end_rules = scoring.END_RULES

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        return new_game(self.clean_options(options), seats, seed)

    def play(self, state: State, seat: int | None, move: Mapping[str, Any]) -> Played:
        """Every move ends with the turn's bookkeeping: a turn whose actions are spent and
        that owes nothing ends, and the next one starts (turns.advance); a battle that
        ended lets what it interrupted go on."""
        answer = super().play(state, seat, move)
        lines = []
        if state.get("combat") is not None and answer.state.get("combat") is None:
            # A battle ended (sunk, fled, boarded and won): what it interrupted goes on,
            # such as the next NPC scouting for the same player (MM-8.5.4, MM-Q27).
            lines += areas.on_combat_end(answer.state)
        lines += turns.advance(answer.state)
        if not lines:
            return answer
        return Played(answer.state, answer.outcome + Outcome(tuple(lines)))

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        return turns.pending_system_moves(state)

    def caution(
        self, state: State, seat: int | None, move_type: str, args: Mapping[str, Any]
    ) -> Text | None:
        return areas.caution(state, seat, move_type, dict(args))

    def arg_labels(self, state: State) -> dict[str, dict[Any, Text]]:
        """Words for argument values: the words a move declares with its choices (a raid
        card's icon), then the state's names (zones, NPCs, cards)."""
        declared: dict[str, dict[Any, Text]] = {}
        for spec in self.move_specs().values():
            for arg in spec.args:
                if arg.choices and arg.choice_labels:
                    words = dict(zip(arg.choices, arg.choice_labels, strict=False))
                    declared.setdefault(arg.name, {}).update(words)
        return {**declared, **arg_labels(state)}

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def step_moves(self, state: State, seat: int) -> list[LegalMove]:
        return legal.legal_moves(state, seat, anytime=False)

    def is_over(self, state: State) -> bool:
        return scoring.is_over(state)

    def final_result(self, state: State) -> FinalResult:
        return scoring.final_result(state)

    def resample_secrets(self, state: State, viewer: int | None, seed: int) -> State:
        return secrets.resample_secrets(state, viewer, seed)
