"""Entries a table makes in physical deck mode: its pirate cards and the cards turned up.

Each is legal only while ``state["waiting"]`` asks for it (section F of the digest).
"""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move
from companion.engines.spanish_main.catalogue import (
    ADVENTURE_IDS,
    MOVEMENT_IDS,
    SHIPS,
    adventure_name,
    pirate_words,
    pirates_per_player,
)
from companion.engines.spanish_main.decks import reveal_adventure_card
from companion.engines.spanish_main.rounds import (
    advance,
    count_off,
    draw_movement,
    owe_first,
    require_owed,
    seat_name,
)
from companion.engines.spanish_main.telling import tell, tell_seat, told
from companion.engines.text import N_, _


@move(
    "enter_pirates",
    N_("Enter your pirate cards"),
    Arg("pirates", "str_list", N_("the pirate cards dealt to you"), choices=SHIPS),
    rule="SPM-1.4",
    example={"pirates": ["E1", "S2"]},
    help=N_("Physical decks: each player enters the pirate cards dealt to them."),
    secret_args=("pirates",),
    commutes=True,
)
def enter_pirates(state: State, seat: int | None, *, pirates: list[str]) -> Played:
    seat, owed = require_owed(state, seat, "pirates", "SPM-1.4")
    per_player = pirates_per_player(len(state["seats"]))
    if len(pirates) != per_player:
        raise RuleError(
            "SPM-1.4",
            _(
                "In a game of %(players)s players each player has %(n)s pirate cards.",
                players=len(state["seats"]),
                n=per_player,
            ),
        )
    if len(set(pirates)) != len(pirates):
        raise RuleError("SPM-1.4", _("Enter each of your pirate cards once."))
    # No check against the other seats' entries here: refusing a card another seat
    # entered would tell this seat who holds it. SPM-1.4 is checked once all are in.
    state["pirates"][str(seat)] = sorted(pirates)
    owed["seats"].remove(seat)
    tell(state, _("%(name)s has entered their pirate cards.", name=seat_name(state, seat)))
    tell_seat(
        state,
        seat,
        _(
            "Your pirate cards: %(pirates)s.",
            pirates=[pirate_words(p, state) for p in sorted(pirates)],
        ),
    )
    count_off(state)
    if state["waiting"] == [] or state["waiting"][0]["kind"] != "pirates":
        if not all_pirates_distinct(state):
            return told(enter_pirates_again(state))
        held = {p for ships in state["pirates"].values() for p in ships}
        state["unused_pirates"] = sorted(set(SHIPS) - held)
        tell(state, _("Every player has entered their pirate cards."))
    return told(advance(state))


def all_pirates_distinct(state: State) -> bool:
    entered = [p for ships in state["pirates"].values() for p in ships]
    return len(entered) == len(set(entered))


def enter_pirates_again(state: State) -> State:
    """A card entered twice is a typing slip somewhere (SPM-1.4): every seat checks again.

    The table hears only that a clash happened, never which card or whose entry.
    """
    players = len(state["seats"])
    state["pirates"] = {str(i): [] for i in range(players)}
    owe_first(state, "pirates", list(range(players)), count=players)
    # This line is the prompt: the answers that follow add nothing after each other.
    state["waiting"][0]["told"] = True
    tell(
        state,
        _(
            "Two players entered the same pirate card: everyone checks their pirate cards "
            "and enters them again."
        ),
    )
    return state


@move(
    "reveal_adventure",
    N_("Enter the adventure card turned up"),
    Arg("card", "choice", N_("the adventure card"), choices=ADVENTURE_IDS),
    rule="SPM-3.0.4",
    example={"card": "treasure_map"},
    help=N_("Physical decks: the card turned up from the adventure deck."),
)
def reveal_adventure(state: State, seat: int | None, *, card: str) -> Played:
    require_owed(state, seat, "adventure_card", "SPM-3.0.4")
    reveal_adventure_card(state, card)
    tell(state, _("%(card)s is turned up from the adventure deck.", card=adventure_name(card)))
    count_off(state)
    return told(advance(state))


@move(
    "reveal_movement",
    N_("Enter the movement card drawn"),
    Arg("card", "choice", N_("the movement card"), choices=MOVEMENT_IDS),
    rule="SPM-2.1.4",
    example={"card": "sabotage"},
    help=N_("Physical decks: the card drawn face up into the offer."),
)
def reveal_movement(state: State, seat: int | None, *, card: str) -> Played:
    require_owed(state, seat, "movement_card", "SPM-2.1.4")
    draw_movement(state, None, card)
    count_off(state)
    return told(advance(state))


@move(
    "draw_movement",
    N_("Enter the movement card you drew"),
    Arg("card", "choice", N_("the movement card"), choices=MOVEMENT_IDS),
    rule="SPM-5.2.3",
    example={"card": "full_speed_ahead"},
    help=N_("Physical decks with a hand of movement cards: the card you drew into your hand."),
    secret_args=("card",),
)
def draw_hand_card(state: State, seat: int | None, *, card: str) -> Played:
    seat, _owed = require_owed(state, seat, "hand_card", "SPM-5.2.3")
    draw_movement(state, seat, card)
    count_off(state)
    return told(advance(state))
