"""Steps 6 to 9 (NAS-2.6 to NAS-2.9) and the entry of cards and tiles revealed at the table.

The companion makes the four bookkeeping steps as system moves. Where the table must reveal
something physical (navy cards, merchant cards for the refill, Nassau tiles), the system move
opens a "waiting for cards" sub-state (``state["reveal"]``) and any seat enters what was
revealed with ``reveal_navy_card``, ``reveal_merchant_card`` and ``reveal_tile``; the same
entries lay out the board at setup.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import TILES, icons_used, region_of
from companion.engines.nassau.common import player
from companion.engines.nassau.flow import advance, require_no_pending
from companion.engines.nassau.layout import deal_onto


def _serial(state: State, prefix: str) -> str:
    state["serial"] += 1
    return f"{prefix}{state['serial']}"


def _require_round(state: State, step: str, rnd: int) -> None:
    if state["over"]:
        raise RuleError("NAS-3.1", "the game is over")
    if state["step"] != step or state["bk_started"] or rnd != state["round"]:
        raise RuleError(
            "NAS-2.0.1", f"{step} of round {rnd} is not due now (this bookkeeping step is not open)"
        )


# -- merchants -----------------------------------------------------------------------------


def _merchant_to_bottom(state: State, card: dict[str, Any]) -> None:
    # Cards go under the deck of their own region symbol (NAS-2.3.6, NAS-2.7.1; NAS-Q30 order).
    state["merchant_decks"][str(card["symbol"])]["bottom"].append(card)


def fill_known_merchants(state: State) -> None:
    """Place refill cards the companion already knows; stop at the first card to be entered.

    A physical deck is drawn from the top: unknown cards first, then the cards that went
    under it, in a known order. An empty deck leaves its spaces empty (NAS-Q30).
    """
    queue = state["reveal"]["merchants"]
    while queue:
        space = queue[0]
        deck = state["merchant_decks"][str(region_of(space))]
        if deck["unknown"] > 0:
            return
        if deck["bottom"]:
            state["merchants"][str(space)] = deck["bottom"].pop(0)
        queue.pop(0)


def reveal_merchant_card(
    state: State,
    seat: int | None,
    *,
    sail: int,
    cannon: int,
    gunpowder: int = 0,
    goods: int = 0,
    rum: int = 0,
    hostage: int = 0,
    poe: int = 0,
    space: int = 0,
) -> State:
    """NAS-1.2.3 / NAS-2.7.4 with NAS-Q2: the values on the merchant card just laid out.

    With no board layout entered (NAS-Q1), the setup cards come with ``space``, the space the
    card lies on: that is how the companion learns the trade-route spaces (see ``layout``).
    """
    player(state, seat)
    queue = state["reveal"]["merchants"]
    if state["reveal"].get("deal"):
        if space == 0:
            raise RuleError("NAS-Q1", "enter the space this merchant card lies on")
        target = space
    else:
        if not queue:
            raise RuleError("NAS-2.7.4", "no merchant card is waiting to be laid out now")
        if space not in (0, queue[0]):
            raise RuleError(
                "NAS-2.7.4", f"the next card goes on space {queue[0]} (left to right), not {space}"
            )
        target = queue[0]
    region = region_of(target)
    if region is None:
        raise RuleError("NAS-0.5.2", f"space {target} is a transit space: no merchant card there")
    deck = state["merchant_decks"][str(region)]
    if deck["unknown"] <= 0:
        raise RuleError("NAS-1.2.1", f"the Region {region} deck has no unseen card left")
    if state["reveal"].get("deal"):
        deal_onto(state, target)
    deck["unknown"] -= 1
    space = target
    loot = {"gunpowder": gunpowder, "goods": goods, "rum": rum, "hostage": hostage, "poe": poe}
    state["merchants"][str(space)] = {
        "id": _serial(state, f"M{region}-"),
        "symbol": region,
        "sail": sail,
        "cannon": cannon,
        "loot": loot,
    }
    if queue and queue[0] == space:
        queue.pop(0)
    fill_known_merchants(state)
    return advance(state)


def merchants_set_sail(
    state: State, seat: int | None, *, round: int
) -> State:  # the arg is named after the round it closes
    """NAS-2.7: Region 1 leaves, 2 moves to 1, 3 moves to 2, then refill left to right."""
    _require_round(state, "merchants", round)
    merchants = state["merchants"]
    spaces = sorted(int(s) for s in merchants)
    by_region = {r: [s for s in spaces if region_of(s) == r] for r in (1, 2, 3)}
    for space in by_region[1]:  # NAS-2.7.1, ascending order (NAS-Q30)
        card = merchants[str(space)]
        if card is not None:
            _merchant_to_bottom(state, card)
            merchants[str(space)] = None
    for source, target in ((2, 1), (3, 2)):  # NAS-2.7.2, NAS-2.7.3
        free = sorted((s for s in by_region[target] if merchants[str(s)] is None), reverse=True)
        for space in sorted(by_region[source], reverse=True):
            card = merchants[str(space)]
            if card is None:
                continue
            merchants[str(space)] = None
            if free:
                merchants[str(free.pop(0))] = card
            else:
                _merchant_to_bottom(state, card)  # NAS-Q30: no room in the region above
    state["reveal"]["merchants"] = [s for s in spaces if merchants[str(s)] is None]  # NAS-2.7.4
    state["bk_started"] = True
    fill_known_merchants(state)
    return advance(state)


# -- navy ----------------------------------------------------------------------------------


def navy_remaining(state: State) -> int:
    return sum(state["navy"]["unknown"].values())


def reveal_navy_card(
    state: State,
    seat: int | None,
    *,
    kind: str,
    phase: int = 1,
    icon: str = "none",
    sail: int = 0,
    cannon: int = 0,
) -> State:
    """NAS-1.3.5 / NAS-2.6.1 with NAS-Q3: the navy card just turned face up."""
    player(state, seat)
    navy = state["navy"]
    if state["reveal"]["navy"] <= 0:
        raise RuleError("NAS-2.6.1", "no navy card is waiting to be revealed now")
    phase1_left = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
    if kind == "end_game":
        if not navy["end_card"]:
            raise RuleError("NAS-0.1.13", "the end-game card has already been revealed")
        if phase1_left > 0:
            # NAS-1.3.4: every Phase I card lies above the end-game card.
            raise RuleError("NAS-1.3.4", f"{phase1_left} Phase I cards lie above the end-game card")
        navy["end_card"] = False
        state["reveal"]["navy"] = 0
        state["over"] = True
        state["end"] = {"round": state["round"], "rule": "NAS-3.1"}  # NAS-Q32: at once
        state["step"] = "over"
        return state
    if phase1_left > 0 and phase != 1:
        raise RuleError("NAS-1.3.4", "Phase I cards are still on top of the navy deck")
    if icon not in icons_used(state["n"]):
        raise RuleError(
            "NAS-1.3.1", f"cards with the {icon} icon are not used with {state['n']} players"
        )
    key = f"{phase}:{icon}"
    if navy["unknown"].get(key, 0) <= 0:
        if navy_remaining(state) == 0 and navy["end_card"]:
            raise RuleError("NAS-3.1", "only the end-game card is left in the navy deck")
        raise RuleError(
            "NAS-1.3.2", f"no Phase {phase} card with icon '{icon}' is left in the deck"
        )
    navy["unknown"][key] -= 1
    card: dict[str, Any] = {"id": _serial(state, "N"), "phase": phase, "icon": icon, "kind": kind}
    if kind == "ship":
        card.update(sail=sail, cannon=cannon)
    navy["row"].append(card)
    state["reveal"]["navy"] -= 1
    return advance(state)


def replace_navy_cards(
    state: State, seat: int | None, *, round: int
) -> State:  # the arg is named after the round it closes
    """NAS-2.6: discard unused trade wind tokens, then wait for N new navy cards."""
    _require_round(state, "navy_reveal", round)
    for p in state["players"]:
        if p["wind"]:  # NAS-2.2.9.7, NAS-2.6.3, NAS-Q14
            p["wind"] = False
            state["supply"]["trade_wind"] += 1
    state["bk_started"] = True
    state["reveal"]["navy"] = state["n"]
    return advance(state)


# -- Nassau tiles --------------------------------------------------------------------------


def reshuffle_empty_sets(state: State) -> None:
    """NAS-2.8.3 / NAS-Q31: a set that runs out is rebuilt from its boxed tiles."""
    tiles = state["tiles"]
    for tile_set, need in state["reveal"]["tiles"].items():
        if need <= 0 or sum(tiles["set"][tile_set].values()) > 0:
            continue
        boxed = tiles["box"][tile_set]
        if sum(boxed.values()) == 0:
            state["reveal"]["tiles"][tile_set] = 0  # Nassau gets fewer tiles
            continue
        for key, n in boxed.items():
            tiles["set"][tile_set][key] = tiles["set"][tile_set].get(key, 0) + n
        tiles["box"][tile_set] = {}


def reveal_tile(state: State, seat: int | None, *, tile: str) -> State:
    """NAS-1.5.2 / NAS-2.8.2: a tile drawn from a face-down set and laid face up in Nassau."""
    player(state, seat)
    kind = TILES[tile]
    need = state["reveal"]["tiles"]
    if need.get(kind.set, 0) <= 0:
        raise RuleError("NAS-2.8.2", f"no {kind.set} tile is waiting to be laid out in Nassau")
    remaining = state["tiles"]["set"][kind.set]
    if remaining.get(tile, 0) <= 0:
        raise RuleError(kind.rule, f"no {kind.name} is left in the face-down {kind.set} set")
    remaining[tile] -= 1
    state["tiles"]["nassau"].append({"id": _serial(state, "T"), "type": tile})
    need[kind.set] -= 1
    reshuffle_empty_sets(state)
    return advance(state)


def restock_nassau(
    state: State, seat: int | None, *, round: int
) -> State:  # the arg is named after the round it closes
    """NAS-2.8: unbought tiles go to the box, then N new tiles per set are laid out."""
    _require_round(state, "restock", round)
    tiles = state["tiles"]
    for tile in tiles["nassau"]:
        boxed = tiles["box"][TILES[tile["type"]].set]
        boxed[tile["type"]] = boxed.get(tile["type"], 0) + 1
    tiles["nassau"] = []
    state["reveal"]["tiles"] = dict.fromkeys(("hull", "mast", "crew"), state["n"])
    state["bk_started"] = True
    reshuffle_empty_sets(state)
    return advance(state)


def prepare_next_voyage(
    state: State, seat: int | None, *, round: int
) -> State:  # the arg is named after the round it closes
    """NAS-2.9: tiles face up, captain cards back in hand, round data cleared, next round."""
    _require_round(state, "prepare", round)
    require_no_pending(state)
    for p in state["players"]:
        for tile in p["tiles"]:
            tile["used"] = False  # NAS-2.9.1
        for card in p["captain"]:
            card["played"] = False  # NAS-2.9.2
        p["dice"] = None
        p["moves_made"] = 0
        p["helmsman"] = None
        p["cartographer"] = False
        p["done_buying"] = False
        p["last"] = None
    state["round"] += 1  # NAS-2.9.3
    state["step"] = "dice"
    state["bk_started"] = False
    state["turn"] = {}
    return advance(state)


def roll_dice(state: State, seat: int | None, *, values: list[int]) -> State:
    """NAS-2.1.1: the 3 dice each player rolled, entered as they lie."""
    from companion.engines.nassau.setup import set_dice

    p = player(state, seat)
    if state["step"] != "dice":
        raise RuleError(
            "NAS-2.1.2" if state["round"] == 1 else "NAS-2.1.1",
            "dice are rolled in step 1 (round 1 uses the setup roll)",
        )
    if p["dice"] is not None:
        raise RuleError("NAS-2.1.1", "you have already entered your dice this round")
    set_dice(p, values, "NAS-2.1.1")
    return advance(state)
