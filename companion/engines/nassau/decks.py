"""The decks as the companion knows them, from the table's club catalogue (digest 10.1, 10.5).

Catalogue mode: each deck keeps, per catalogue card, how many copies are still unseen in
it (``unseen``): a card on the board, in a hold, out of the game or put back under the deck
(known there, NAS-Q13) is not among them, so the table picks each card drawn by name among
those left. Cards the catalogue lacks (an incomplete one) are entered by their values;
``unknown`` counts every unseen card, so ``unknown - sum(unseen)`` are such cards.

App-managed mode (``app_mode.py``) also keeps each deck's face-down order, a secret from
everyone. Catalogue cards are named by section and row: ``m3`` is the fourth merchant row.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.catalogues import table_catalogue
from companion.engines.nassau.catalogue import CAPTAIN_CARDS, icons_used
from companion.engines.nassau.words import pieces
from companion.engines.text import Msg, _

LOOT = ("gunpowder", "goods", "rum", "hostage", "poe")
# The components a table may hand to the companion (options.py), and the rule that
# says how the table handles each itself.
COMPONENTS = {
    "merchant_deck": "NAS-1.2.2",
    "navy_deck": "NAS-1.3.3",
    "tiles": "NAS-1.5.1",
    "dice": "NAS-1.7.1",
}


def rows(state: State, section: str) -> list[dict[str, Any]]:
    return table_catalogue(state["options"]).get(section, [])


def app_managed(state: State, component: str) -> bool:
    return bool(state["options"].get(component) == "app")


def refuse_if_app(state: State, component: str) -> None:
    """A table entry for what the companion deals or rolls itself at this table."""
    if not app_managed(state, component):
        return
    texts = {
        "merchant_deck": _("The companion shuffles and deals the merchant cards at this table."),
        "navy_deck": _("The companion shuffles and reveals the navy cards at this table."),
        "tiles": _("The companion shuffles and lays out the Nassau tiles at this table."),
        "dice": _("The companion rolls the dice at this table."),
    }
    rule = "NAS-2.1.1" if component == "dice" and state["round"] > 1 else COMPONENTS[component]
    raise RuleError(rule, texts[component])


def merchant_card(state: State, cid: str) -> dict[str, Any]:
    """A merchant catalogue card as it lies on the board (``id`` is this copy's)."""
    row = rows(state, "merchants")[int(cid[1:])]
    state["serial"] += 1
    return {
        "id": f"M{row['region']}-{state['serial']}",
        "card": cid,
        "name": row["name"],
        "symbol": int(row["region"]),
        "sail": int(row["sail"]),
        "cannon": int(row["cannon"]),
        "loot": {k: int(row.get(k) or 0) for k in LOOT},
    }


def navy_card(state: State, cid: str) -> dict[str, Any]:
    row = rows(state, "navy")[int(cid[1:])]
    state["serial"] += 1
    card: dict[str, Any] = {
        "id": f"N{state['serial']}",
        "card": cid,
        "name": row["name"],
        "phase": int(row["phase"]),
        "icon": row["icon"],
        "kind": row["kind"],
    }
    if row["kind"] == "ship":
        card.update(sail=int(row["sail"]), cannon=int(row["cannon"]))
    return card


def merchant_words(card: dict[str, Any]) -> Msg:
    return _(
        "the %(ship)s (region %(region)s, sail %(sail)s, cannon %(cannon)s, carrying %(loot)s)",
        ship=card["name"],
        region=card["symbol"],
        sail=card["sail"],
        cannon=card["cannon"],
        loot=pieces(card["loot"]),
    )


def navy_words(card: dict[str, Any]) -> Msg:
    if card["kind"] == "ship":
        return _(
            "the navy ship %(ship)s (sail %(sail)s, cannon %(cannon)s)",
            ship=card["name"],
            sail=card["sail"],
            cannon=card["cannon"],
        )
    return _("an open sea card")


def track_unseen(state: State) -> None:
    """Setup: every catalogue card in its deck, unseen; navy cards of icons not used with
    this many players are out of the game (NAS-1.3.1)."""
    for i, row in enumerate(rows(state, "merchants")):
        deck = state["merchant_decks"][str(row["region"])]
        deck.setdefault("unseen", {})[f"m{i}"] = int(row.get("count") or 1)
    used = icons_used(state["n"])
    navy_rows = rows(state, "navy")
    if navy_rows:
        state["navy"]["unseen"] = {
            f"n{i}": int(row.get("count") or 1)
            for i, row in enumerate(navy_rows)
            if row["icon"] in used
        }
    for key, left in _navy_catalogue_counts(state).items():
        if left > state["navy"]["unknown"].get(key, 0):
            raise RuleError(
                "NAS-Q3",
                _("The club's navy cards do not match the navy card counts of this table."),
            )


def _navy_catalogue_counts(state: State) -> dict[str, int]:
    counts: dict[str, int] = {}
    for cid, left in state["navy"].get("unseen", {}).items():
        row = rows(state, "navy")[int(cid[1:])]
        key = f"{row['phase']}:{row['icon']}"
        counts[key] = counts.get(key, 0) + left
    return counts


def captains_from_catalogue(state: State) -> None:
    """A colour whose four captain cards the catalogue lists needs no entry (NAS-Q2)."""
    for seat, info in enumerate(state["seats"]):
        cards = [
            {"sail": int(row["sail"]), "cannon": int(row["cannon"]), "played": False}
            for row in rows(state, "captains")
            if row["colour"] == info.get("colour")
            for _copy in range(int(row.get("count") or 1))
        ]
        if len(cards) == CAPTAIN_CARDS:
            state["players"][seat]["captain"] = cards


def captains_known(state: State, seat: int) -> bool:
    colour = state["seats"][seat].get("colour")
    copies = sum(int(r.get("count") or 1) for r in rows(state, "captains") if r["colour"] == colour)
    return copies == CAPTAIN_CARDS


# -- catalogue mode: what is left in a deck -------------------------------------------------


def merchants_left(state: State, region: int) -> list[str]:
    deck = state["merchant_decks"][str(region)]
    return [cid for cid, n in deck.get("unseen", {}).items() if n > 0]


def merchant_others(state: State, region: int) -> int:
    """Unseen cards of this deck the catalogue does not list: entered by their values."""
    deck = state["merchant_decks"][str(region)]
    if "unseen" not in deck:
        return int(deck["unknown"])
    listed: int = sum(deck["unseen"].values())
    return int(deck["unknown"]) - listed


def navy_left(state: State, phase: int, icon: str) -> list[str]:
    out = []
    for cid, n in state["navy"].get("unseen", {}).items():
        row = rows(state, "navy")[int(cid[1:])]
        if n > 0 and int(row["phase"]) == phase and row["icon"] == icon:
            out.append(cid)
    return out


def navy_others(state: State, phase: int, icon: str) -> int:
    key = f"{phase}:{icon}"
    unknown = int(state["navy"]["unknown"].get(key, 0))
    return unknown - _navy_catalogue_counts(state).get(key, 0)


def check_merchant_values(state: State, region: int) -> None:
    """A card entered by its values must be one the catalogue does not list."""
    if merchant_others(state, region) <= 0 and merchants_left(state, region):
        raise RuleError(
            "NAS-Q2",
            _(
                "Every card left in the Region %(region)s deck is in the club's catalogue: "
                "pick it by name.",
                region=region,
            ),
        )


def check_navy_values(state: State, phase: int, icon: str) -> None:
    if navy_others(state, phase, icon) <= 0 and navy_left(state, phase, icon):
        raise RuleError(
            "NAS-Q2",
            _("Every such navy card left in the deck is in the club's catalogue: pick it by name."),
        )


def card_labels(state: State) -> dict[str, Msg]:
    """Names of catalogue cards for the forms' ``card`` choices."""
    labels: dict[str, Msg] = {}
    for i, row in enumerate(rows(state, "merchants")):
        labels[f"m{i}"] = _(
            "%(ship)s: sail %(sail)s, cannon %(cannon)s, %(loot)s",
            ship=row["name"],
            sail=row["sail"],
            cannon=row["cannon"],
            loot=pieces({k: int(row.get(k) or 0) for k in LOOT}),
        )
    for i, row in enumerate(rows(state, "navy")):
        if row["kind"] == "ship":
            labels[f"n{i}"] = _(
                "%(ship)s: sail %(sail)s, cannon %(cannon)s",
                ship=row["name"],
                sail=row["sail"],
                cannon=row["cannon"],
            )
        else:
            labels[f"n{i}"] = _("%(ship)s (open sea)", ship=row["name"])
    return labels
