"""The cargo cards of a merchant raid (MM-5.3, MM-5.4): each card drawn is entered face up
as it is drawn (its good, its plunder value 1-5, and its icon: a hit on a location or an
escape number), and read back to the table in words.

A card is ``{"good": name, "plunder": 1-5, "icon": "hit" | "escape", "location": key or
None, "escape": n or None}``.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.catalogue import GOODS_KINDS, LOCATIONS
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, Text, _

Card = dict[str, Any]
ESCAPE_MAX = 6  # no printed number is known; a Maneuverability never passes 6 (MM-Q12)
# The icon as one choice: a hit on a location, or an escape number (one select on a form,
# so an entry can never name both or neither).
ICONS: tuple[str, ...] = (*LOCATIONS, *(f"escape{n}" for n in range(1, ESCAPE_MAX + 1)))
ICON_LABELS: tuple[str, ...] = (
    N_("hit on the Hull"),
    N_("hit on the Mast"),
    N_("hit on the Cargo"),
    N_("hit on the Crew"),
    N_("hit on the Cannons"),
    N_("escape 1"),
    N_("escape 2"),
    N_("escape 3"),
    N_("escape 4"),
    N_("escape 5"),
    N_("escape 6"),
)


def good_name(state: State, text: str) -> str:
    """The good as the table knows it (case aside); a new name is learnt while fewer than
    the 8 kinds of good are known (MM-4.3.3)."""
    wanted = text.strip()
    for known in state["goods"]:
        if known.casefold() == wanted.casefold():
            return str(known)
    if not wanted or len(state["goods"]) >= GOODS_KINDS:
        raise RuleError(
            "MM-4.3.3",
            _(
                "The game has 8 goods and %(good)s is not one of them: %(goods)s (MM-4.3.3).",
                good=wanted,
                goods=list(state["goods"]),
            ),
        )
    state["goods"].append(wanted)
    return wanted


def new_card(state: State, good: str, plunder: int, icon: str) -> Card:
    """A card as entered; ``icon`` is a location hit (MM-5.4.2) or "escape<n>" (MM-5.4.3)."""
    card: Card = {"good": good_name(state, good), "plunder": plunder}
    if icon in LOCATIONS:
        card.update(icon="hit", location=icon, escape=None)
    else:
        card.update(icon="escape", location=None, escape=int(icon.removeprefix("escape")))
    return card


def card_words(card: Card) -> Msg:
    """ "Rum (plunder 3, escape 2)" or "Cocoa (plunder 2, hit on the Mast)"."""
    if card["icon"] == "hit":
        return _(
            "%(good)s (plunder %(plunder)s, hit on the %(location)s)",
            good=card["good"],
            plunder=card["plunder"],
            location=word(card["location"]),
        )
    return _(
        "%(good)s (plunder %(plunder)s, escape %(escape)s)",
        good=card["good"],
        plunder=card["plunder"],
        escape=card["escape"],
    )


def row_words(cards: list[Card]) -> list[Msg]:
    return [card_words(c) for c in cards]


def card_labels(state: State) -> dict[Any, Text]:
    """The raid's cards by their place in the row (forms: which card a success uses)."""
    raid = state.get("raid")
    if not raid:
        return {}
    return {
        i: _("%(n)s: %(card)s", n=i, card=card_words(c))
        for i, c in enumerate(raid["cards"], start=1)
    }


def escape_total(cards: list[Card]) -> int:
    """MM-5.4.3, MM-Q14: the escape numbers of every card left, added up."""
    return sum(int(c["escape"]) for c in cards if c["icon"] == "escape")


def plunder_total(cards: list[Card]) -> int:
    """MM-5.4.5: the plunder values of every card left."""
    return sum(int(c["plunder"]) for c in cards)
