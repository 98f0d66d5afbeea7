"""The Pirates of the Spanish Main card game engine: what the game has, and which module
answers each call (companion/engines/README.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import Arg, Args, Engine, FinalResult, LegalMove, SeatInfo, State
from companion.engines.spanish_main import (
    accusations,
    actions,
    cautions,
    entries,
    legal,
    lineup,
    scoring,
    secrets,
    setup,
    view,
)
from companion.engines.spanish_main.catalogue import (
    ADVENTURE_CARDS,
    MOVEMENT_CARDS,
    SHIPS,
    pirate_choice_words,
    ship_words,
)
from companion.engines.spanish_main.club_catalogue import CATALOGUE
from companion.engines.spanish_main.house import HOUSE_RULINGS
from companion.engines.spanish_main.rules import RULES
from companion.engines.text import N_, Text, _

ANSWER_LABELS: dict[Any, Text] = {
    "admit": N_("Admit: I am that pirate"),
    "deny": N_("Deny: I am not that pirate"),
    "declare": N_("Declare: the Mutiny ship is mine"),
    "silent": N_("Stay silent: it is not mine"),
}


class SpanishMainEngine(Engine):
    slug = setup.SLUG
    title = N_("Pirates of the Spanish Main (card game)")
    min_seats = 2
    max_seats = 4
    rules = RULES
    colours = ("red", "blue", "green", "yellow")
    catalogue = CATALOGUE
    options = (
        Arg(
            "deck_mode",
            "choice",
            N_("who shuffles and draws: the companion (app) or the players (physical)"),
            required=False,
            choices=("app", "physical"),
            default="app",
            # The form says who does what, not the keys (and in the reader's language).
            choice_labels=(
                N_("the companion shuffles and draws (app)"),
                N_("the players shuffle and draw, then enter the cards (physical)"),
            ),
        ),
        Arg(
            "imminent_adventures",
            "bool",
            N_("advanced rule: a face-up row of adventures, one per player"),
            required=False,
            default=False,
        ),
        Arg(
            "movement_hand",
            "bool",
            N_("advanced rule: each player holds a secret hand of movement cards"),
            required=False,
            default=False,
        ),
        Arg(
            "extended_fame",
            "bool",
            N_("extended version: discarded adventure cards also serve as fame"),
            required=False,
            default=False,
        ),
        Arg(
            "identity_mode",
            "choice",
            N_(
                "who answers accusations: the companion (verified) or the accused on their "
                "phone, who may lie but then cannot win (sealed)"
            ),
            required=False,
            choices=("verified", "sealed"),
            default="verified",
            choice_labels=(
                N_("the companion answers (verified)"),
                N_("the accused answers on their phone (sealed)"),
            ),
        ),
    )
    house_rulings = HOUSE_RULINGS
    move_modules = (lineup, actions, accusations, entries)
    end_rules = ("SPM-4.1",)

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        # clean_options also checks the club catalogue the table copied (catalogues.py).
        return setup.new_game(self.clean_options(options), seats, seed)

    def arg_labels(self, state: State) -> dict[str, dict[Any, Text]]:
        cards: dict[Any, Text] = {c.id: c.name for c in (*ADVENTURE_CARDS, *MOVEMENT_CARDS)}
        # A pirate is named by its ship, with the club's name for it when the catalogue
        # gives one: the card in a player's hand prints the pirate's name.
        pirates: dict[Any, Text] = {ship: pirate_choice_words(ship, state) for ship in SHIPS}
        ships: dict[Any, Text] = {ship: ship_words(ship, state) for ship in SHIPS}
        spaces: dict[Any, Text] = {
            i + 1: _("%(space)s: %(ship)s", space=i + 1, ship=ship_words(s, state))
            for i, s in enumerate(state["line"])
        }
        return {
            "card": cards,
            "discard": cards,
            "pirate": pirates,
            "pirates": pirates,
            "space": spaces,
            "second_space": spaces,
            "answer": ANSWER_LABELS,
            "ships": ships,
        }

    def caution(self, state: State, seat: int | None, move_type: str, args: Args) -> Text | None:
        return cautions.caution(state, seat, move_type, args)

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def is_over(self, state: State) -> bool:
        return scoring.is_over(state)

    def final_result(self, state: State) -> FinalResult:
        return scoring.final_result(state)

    def resample_secrets(self, state: State, viewer: int | None, seed: int) -> State:
        return secrets.resample_secrets(state, viewer, seed)
