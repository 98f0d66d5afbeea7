"""Drawing, revealing and reshuffling the two decks, in app-managed and physical modes.

In app mode the engine keeps the deck order (hidden from every view) and draws itself.
In physical mode players shuffle and tell the engine which card came up; the engine
only checks that such a card can still be there (section F and G of the digest).
"""

from __future__ import annotations

from collections import Counter

from companion.engines.base import RuleError, State, shuffled
from companion.engines.house_rulings import overridden
from companion.engines.spanish_main.catalogue import ADVENTURES, MOVEMENTS
from companion.engines.spanish_main.house import FAME_SOURCE
from companion.engines.spanish_main.telling import tell
from companion.engines.text import _, ngettext


def is_app(state: State) -> bool:
    # State is JSON (Any): name the type so the answer is a bool, not Any.
    mode: str = state["options"]["deck_mode"]
    return mode == "app"


# -- movement cards ------------------------------------------------------------------------


def reshuffle_if_empty(state: State) -> None:
    # RULING SPM-Q-16: reshuffle only when a card must be drawn and the pile is empty,
    # so the card just played is already on the discard pile and goes back in.
    if state["mv_deck"] or not state["mv_discard"]:
        return
    cards = state["mv_discard"]
    state["mv_discard"] = []
    # Physical mode keeps the draw pile as a sorted multiset: its order is on the table.
    state["mv_deck"] = shuffled(state, cards) if is_app(state) else sorted(cards)
    # SPM-2.1.4: said in both modes, since the physical table shuffles the real cards.
    tell(state, _("Shuffle the movement discard pile to form a new draw pile."))


def take_movement(state: State, card: str | None, entered_by: int | None = None) -> str:
    """Remove one card from the draw pile: the top one (app) or the one entered (physical).

    An entered card is checked only against what ``entered_by`` may know (public cards and
    their own hand, ``movement_candidates``): checking it against the pile as the companion
    tracks it would tell them whether another seat's secret hand holds the copies.
    """
    reshuffle_if_empty(state)
    deck: list[str] = state["mv_deck"]
    if card is None:
        return deck.pop()
    if card not in MOVEMENTS:
        raise RuleError("SPM-0.7", _("That is not a movement card."))
    if card not in movement_candidates(state, entered_by):
        raise RuleError(
            "SPM-0.7",
            _(
                "%(card)s cannot be in the draw pile: check the card and enter it again.",
                card=MOVEMENTS[card].name,
            ),
        )
    if card in deck:
        deck.remove(card)
    else:
        # Another seat's hand says it holds the copies: one of the two entries is wrong,
        # and saying so would name a secret. The pile keeps its size; its make-up is off
        # by this one card, and every later check still uses public facts only.
        deck.pop()
    return card


def movement_candidates(state: State, seat: int | None) -> list[str]:
    """Cards the draw pile may hold, judged only from public facts and ``seat``'s own hand."""
    known: Counter[str] = Counter(state["mv_discard"]) + Counter(state["offer"])
    if seat is not None and state["options"]["movement_hand"]:
        known += Counter(state["hands"][str(seat)])
    if not state["options"]["movement_hand"]:
        # Without hands every card outside the pile is face up, so the pile is exact.
        return sorted(set(state["mv_deck"]))
    return [c.id for c in MOVEMENTS.values() if known[c.id] < c.copies]


# -- adventure cards -----------------------------------------------------------------------


def reveal_adventure_card(state: State, card: str | None) -> str:
    """Turn up the top adventure card into the row (the active card, or SPM-5.1's row)."""
    if card is None:
        card = state["adv_deck"].pop()
    else:
        if card not in ADVENTURES:
            raise RuleError("SPM-0.6", _("That is not an adventure card."))
        copies, name = ADVENTURES[card].copies, ADVENTURES[card].name
        if state["adv_seen"].get(card, 0) >= copies:
            raise RuleError(
                "SPM-0.6",
                ngettext(
                    "The only %(card)s card has already been seen: check the card and enter "
                    "it again.",
                    "All %(n)s %(card)s cards have already been seen: check the card and "
                    "enter it again.",
                    copies,
                    card=name,
                ),
            )
    state["adv_deck_count"] -= 1
    state["adv_seen"][card] = state["adv_seen"].get(card, 0) + 1
    state["row"].append(card)
    return card


def adventure_candidates(state: State) -> list[str]:
    # Deck cards used as fame are never seen (SPM-3.3.5), so only "seen < copies" is known.
    return [c.id for c in ADVENTURES.values() if state["adv_seen"].get(c.id, 0) < c.copies]


def take_fame_card(state: State) -> str:
    """Where the next fame card comes from: 'discard', 'deck' or 'owed' (no card left).

    RULING SPM-Q-8: with the extended version the adventure discard pile is used first
    (a group may take the deck first: house.py).
    RULING SPM-Q-7: a point with no card left becomes an owed point.
    """
    extended = state["options"]["extended_fame"]
    deck_first = overridden(state, FAME_SOURCE.ruling_id)
    if extended and state["adv_discard"] and not deck_first:
        state["adv_discard"].pop()
        return "discard"
    if state["adv_deck_count"] > 0:
        state["adv_deck_count"] -= 1
        if is_app(state):
            state["adv_deck"].pop()
        return "deck"
    if extended and state["adv_discard"]:
        state["adv_discard"].pop()
        return "discard"
    return "owed"


def discard_lost_fame(state: State, ship: str, points: int) -> int:
    """Remove fame from a ship, owed points first (RULING SPM-Q-7); cards go face up to the
    adventure discard pile (SPM-3.3.8). Returns how many points were removed."""
    points = min(points, state["fame"][ship])
    for _point in range(points):
        state["fame"][ship] -= 1
        if state["owed"][ship] > 0:
            state["owed"][ship] -= 1
        else:
            # The adventure side of a fame card is unknown to the table (SPM-3.3.5).
            state["adv_discard"].append(None)
    return points
