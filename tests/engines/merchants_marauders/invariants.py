"""What must hold after every move of a game (the issue's property list): gold and chests
never below 0, bounties 0-5, ship locations within 0..max, at most 4 glory cards in a hand
outside the moment a fifth is discarded, hidden glory within half the target, every cargo
card drawn accounted for, no secret in another seat's view."""

from __future__ import annotations

import json

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import BOUNTY_MAX, GLORY_HAND, LOCATIONS
from companion.engines.merchants_marauders.glory import hidden_points
from companion.engines.merchants_marauders.ship import maximum
from tests.engines.merchants_marauders.builders import ENGINE

SECRET_FIELDS = ("gold", "cargo", "hand", "rumor", "setup")


def cards_in_draws(state: State) -> int:
    """Cargo cards drawn and not yet on a ship or the discard pile (a raid, a purchase, a
    warship's plunder in progress)."""
    count = 0
    for record in (state.get("raid"), state.get("buy")):
        if isinstance(record, dict):
            count += len(record.get("cards") or [])
    return count


def check_invariants(state: State) -> None:
    assert json.loads(json.dumps(state)) == state
    # A hand over the limit is being brought down now (MM-7.1.2, MM-Q46): the moment a
    # fifth card (or plundered ones) waits for the discard.
    owed_discard = {
        s
        for e in state["waiting"]
        if e["kind"] in ("glory_discard", "plunder_discard")
        for s in e["seats"] or ()
    }
    for seat, p in enumerate(state["players"]):
        assert p["gold"] >= 0 and p["chest"] >= 0, (seat, p["gold"], p["chest"])
        assert all(0 <= level <= BOUNTY_MAX for level in p["bounty"].values()), p["bounty"]
        if p["ship"] is not None and p["ship"].get("loc") is not None:
            full = maximum(state, p["ship"])
            for loc in LOCATIONS:
                assert 0 <= p["ship"]["loc"][loc] <= full[loc], (seat, loc, p["ship"])
        assert seat in owed_discard or len(p["hand"]) <= GLORY_HAND, (seat, p["hand"])
        assert hidden_points(state, p) <= state["target"] // 2
    cards = state["cargo_cards"]
    aboard = sum(len(p["cargo"]) for p in state["players"])
    assert cards["drawn"] == aboard + cards["discard"] + cards_in_draws(state), (cards, aboard)


def check_no_leak(state: State) -> None:
    """Another seat's secrets appear in no view (section B of the digest)."""
    over = state["phase"] == "over"
    for viewer in [None, *range(len(state["players"]))]:
        view = ENGINE.player_view(state, viewer)
        json.dumps(view)
        for seat, part in enumerate(view["players"]):
            if seat == viewer:
                continue
            for secret in SECRET_FIELDS:
                assert secret not in part, (viewer, seat, secret)
            if "chest" in part:
                assert over or state["players"][seat]["declared"], (viewer, seat)
