"""Catalogue mode (digest 10.1, NAS-Q2): a card drawn at the table is one tap, picked by
name among the catalogue cards still unseen in its deck (``decks.py``).

A card on the board, in a hold, out of the game or known under the deck (NAS-Q13) is not
left in the deck, and is refused.
"""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.catalogue import region_of
from companion.engines.nassau.decks import (
    merchant_card,
    merchant_words,
    navy_card,
    navy_words,
    refuse_if_app,
    rows,
)
from companion.engines.nassau.reveals import (
    SPACE_ARG,
    lay_merchant,
    lay_navy,
    merchant_target,
    navy_draw_allowed,
)
from companion.engines.nassau.rounds import advance
from companion.engines.nassau.seats import player
from companion.engines.text import N_, _


def _not_left(what: str) -> RuleError:
    return RuleError(
        "NAS-Q2",
        _(
            "No %(card)s is left in that deck: it is on the board, taken, out of the game "
            "or under the deck.",
            card=what,
        ),
    )


def _row_of(state: State, section: str, card: str) -> int:
    prefix = section[0]
    index = card[1:]
    if (
        not card.startswith(prefix)
        or not index.isdigit()
        or int(index) >= len(rows(state, section))
    ):
        raise RuleError("NAS-Q2", _("That card is not in the club's catalogue."))
    return int(index)


@move(
    "pick_merchant_card",
    N_("Pick the merchant card laid out"),
    Arg("card", "choice", N_("the merchant card laid out")),
    SPACE_ARG,
    rule="NAS-1.2.3",
    example={"card": "m0"},
    help=N_("NAS-1.2.3 / NAS-2.7.4: the card, picked from the club's catalogue"),
)
def pick_merchant_card(state: State, seat: int | None, *, card: str, space: int = 0) -> Played:
    """NAS-1.2.3 / NAS-2.7.4 with NAS-Q2: a catalogue merchant card laid on its space."""
    player(state, seat)
    refuse_if_app(state, "merchant_deck")
    row = rows(state, "merchants")[_row_of(state, "merchants", card)]
    target = merchant_target(state, space)
    region = region_of(target)
    if int(row["region"]) != region:
        raise RuleError(
            "NAS-1.2.1",
            _(
                "The %(ship)s is a Region %(card)s card; space %(space)s takes a Region "
                "%(region)s card.",
                ship=row["name"],
                card=row["region"],
                space=target,
                region=region,
            ),
        )
    if state["merchant_decks"][str(region)]["unseen"].get(card, 0) <= 0:
        raise _not_left(row["name"])
    laid = merchant_card(state, card)
    return played(
        lay_merchant(state, target, laid),
        _(
            "The table lays %(card)s on space %(space)s.",
            card=merchant_words(laid),
            space=target,
        ),
    )


@move(
    "pick_navy_card",
    N_("Pick the navy card revealed"),
    Arg("card", "choice", N_("the navy card revealed")),
    rule="NAS-1.3.5",
    example={"card": "n0"},
    help=N_("NAS-1.3.5 / NAS-2.6.1: the card, picked from the club's catalogue"),
)
def pick_navy_card(state: State, seat: int | None, *, card: str) -> Played:
    """NAS-1.3.5 / NAS-2.6.1 with NAS-Q2: a catalogue navy card turned face up."""
    player(state, seat)
    refuse_if_app(state, "navy_deck")
    row = rows(state, "navy")[_row_of(state, "navy", card)]
    navy_draw_allowed(state, int(row["phase"]), row["icon"])
    if state["navy"].get("unseen", {}).get(card, 0) <= 0:
        raise _not_left(row["name"])
    laid = navy_card(state, card)
    lay_navy(state, laid)
    return played(advance(state), _("The table reveals %(card)s.", card=navy_words(laid)))
