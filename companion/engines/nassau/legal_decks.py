"""The card entries a table may make in catalogue mode (``decks.py``): one tap per card,
picked among those left in its deck, and the values form only for cards the club's
catalogue does not list."""

from __future__ import annotations

from companion.engines.base import LegalMove, State
from companion.engines.nassau.decks import (
    merchant_others,
    merchants_left,
    navy_left,
    navy_others,
)
from companion.engines.text import N_


def merchant_picks(
    state: State, regions: list[int], extra: dict[str, list[int]]
) -> list[LegalMove]:
    cards = [cid for region in regions for cid in merchants_left(state, region)]
    if not cards:
        return []
    return [
        LegalMove(
            "pick_merchant_card", N_("Pick the merchant card laid out"), {"card": cards, **extra}
        )
    ]


def values_wanted(state: State, regions: list[int]) -> bool:
    """Some unseen card of these decks is not in the catalogue: "another card"."""
    return any(merchant_others(state, region) > 0 for region in regions)


def navy_picks(state: State, phase: int, icon: str) -> list[LegalMove]:
    cards = navy_left(state, phase, icon)
    if not cards:
        return []
    return [LegalMove("pick_navy_card", N_("Pick the navy card revealed"), {"card": cards})]


def navy_values_wanted(state: State, phase: int, icon: str) -> bool:
    return navy_others(state, phase, icon) > 0
