"""App-managed components (digest 10.5): decks, tiles and dice the companion handles itself.

Per table and per component (options ``merchant_deck``, ``navy_deck``, ``tiles``, ``dice``):
the companion shuffles its copy of a deck with the state's seeded generator, keeps the
face-down order (a secret from everyone: the views show sizes only, and
``resample_orders`` draws it again) and deals what the table would have revealed; it
rolls the dice. The setup is dealt and rolled as the table is created (its lines kept in
``opening`` for the view); later, its dealing is one system move, ``companion_deals``, due
whenever the table waits for something it handles: in step 1 and in steps 6 to 8. Decks
need the club catalogue's whole deck; the tiles are printed in the rulebook.
"""

from __future__ import annotations

import random
from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played, rng_draw, shuffled
from companion.engines.nassau.catalogue import (
    DICE_PER_PLAYER,
    TILE_SETS,
    TILES,
    icons_used,
    region_of,
)
from companion.engines.nassau.club_catalogue import MERCHANTS, NAVY
from companion.engines.nassau.decks import (
    app_managed,
    merchant_card,
    merchant_words,
    navy_card,
    navy_words,
    rows,
)
from companion.engines.nassau.reveals import (
    end_game,
    fill_known_merchants,
    lay_merchant,
    lay_navy,
    reshuffle_empty_sets,
)
from companion.engines.nassau.rounds import BOOKKEEPING, STEP_NUMBERS, advance
from companion.engines.nassau.seats import name
from companion.engines.text import N_, Msg, _

END_CARD = "end"


def _copies(cards: list[tuple[str, int]]) -> list[str]:
    return [cid for cid, n in cards for _copy in range(n)]


def prepare_app_components(state: State) -> None:
    """NAS-1.2.2, NAS-1.3.3, NAS-1.5.1 for the components the companion handles: each
    deck shuffled from the catalogue, each tile set from the rulebook's counts."""
    if app_managed(state, "merchant_deck"):
        _need_complete(state, "merchants", MERCHANTS.complete, "NAS-1.2.2")
        if state["layout"] != "entered":
            raise RuleError(
                "NAS-Q1",
                _("The companion deals the merchant cards only on a board the club entered."),
            )
        for deck in state["merchant_decks"].values():
            deck["order"] = shuffled(state, _copies(list(deck["unseen"].items())))
    if app_managed(state, "navy_deck"):
        _need_complete(state, "navy", NAVY.complete, "NAS-1.3.3")
        used = icons_used(state["n"])
        by_phase: dict[int, list[str]] = {1: [], 2: [END_CARD]}  # NAS-1.3.3
        for i, row in enumerate(rows(state, "navy")):
            if row["icon"] in used:
                by_phase[int(row["phase"])] += [f"n{i}"] * int(row.get("count") or 1)
        # NAS-1.3.4: the Phase I pile shuffled on top of the Phase II pile.
        state["navy"]["order"] = shuffled(state, by_phase[1]) + shuffled(state, by_phase[2])
    if app_managed(state, "tiles"):
        state["tiles"]["order"] = {s: _tile_order(state, s) for s in TILE_SETS}


def _need_complete(state: State, section: str, complete: Any, rule: str) -> None:
    if not complete(rows(state, section)):
        texts = {
            "merchants": _(
                "The companion deals the merchant cards only when the club's catalogue "
                "lists all 58 of them."
            ),
            "navy": _(
                "The companion deals the navy cards only when the club's catalogue lists "
                "all 30 of them."
            ),
        }
        raise RuleError(rule, texts[section])


def _tile_order(state: State, tile_set: str) -> list[str]:
    counts = state["tiles"]["set"][tile_set]
    return shuffled(state, _copies(sorted(counts.items())))


# -- what is due -----------------------------------------------------------------------------


def _dice_due(state: State) -> bool:
    return (
        app_managed(state, "dice")
        and state["step"] in ("setup", "dice")
        and any(p["dice"] is None for p in state["players"])
    )


def app_due(state: State) -> bool:
    """The table waits for something the companion deals or rolls itself."""
    if state["over"] or state["pending"]:
        return False
    step, reveal = state["step"], state["reveal"]
    if step == "setup" or (step in BOOKKEEPING and state["bk_started"]):
        if app_managed(state, "merchant_deck") and reveal["merchants"]:
            return True
        if app_managed(state, "navy_deck") and reveal["navy"] > 0:
            return True
        if app_managed(state, "tiles") and any(reveal["tiles"].values()):
            return True
    return _dice_due(state)


def pending_app_moves(state: State) -> list[dict[str, Any]]:
    if not app_due(state):
        return []
    r, number = state["round"], STEP_NUMBERS[state["step"]]
    return [
        {
            "type": "companion_deals",
            "args": {"round": r, "step": number},
            "key": f"round-{r}-step-{number}-companion",
        }
    ]


# -- dealing and rolling ---------------------------------------------------------------------


def _roll(state: State) -> list[Msg]:
    """NAS-1.7.1 / NAS-2.1.1: three dice for each seat, from the state's generator."""
    lines = []
    for seat, p in enumerate(state["players"]):
        if p["dice"] is not None:
            continue
        rng = rng_draw(state)
        values = [rng.randint(1, 6) for _die in range(DICE_PER_PLAYER)]
        p["dice"] = [{"value": v, "rolled": v, "used": False, "space": None} for v in values]
        lines.append(
            _(
                "The companion rolls %(dice)s for %(name)s.",
                dice=[str(v) for v in values],
                name=name(state, seat),
            )
        )
    return lines


def _deal_merchants(state: State) -> list[Msg]:
    """NAS-1.2.3 / NAS-2.7.4: left to right, each space from the top of its deck; a deck
    whose shuffled cards are gone gives the cards put under it, in order (NAS-Q30)."""
    lines = []
    queue = state["reveal"]["merchants"]
    while queue:
        space = queue[0]
        deck = state["merchant_decks"][str(region_of(space))]
        if deck["unknown"] <= 0:
            fill_known_merchants(state)
            continue
        card = merchant_card(state, deck["order"].pop(0))
        lay_merchant(state, space, card)
        lines.append(
            _(
                "The companion deals %(card)s onto space %(space)s.",
                card=merchant_words(card),
                space=space,
            )
        )
    return lines


def _deal_navy(state: State) -> list[Msg]:
    """NAS-1.3.5 / NAS-2.6.1: the top cards of the navy deck; the end-game card ends the
    game at once (NAS-3.1)."""
    lines: list[Msg] = []
    navy = state["navy"]
    while state["reveal"]["navy"] > 0 and navy["order"]:
        top = navy["order"].pop(0)
        if top == END_CARD:
            return [*lines, *end_game(state).outcome.public]
        card = navy_card(state, top)
        lay_navy(state, card)
        lines.append(_("The companion reveals %(card)s.", card=navy_words(card)))
    return lines


def _deal_tiles(state: State) -> list[Msg]:
    """NAS-1.5.2 / NAS-2.8.2: the top tiles of each set; an empty set is rebuilt from its
    boxed tiles and shuffled again (NAS-2.8.3, NAS-Q31)."""
    lines = []
    tiles, need = state["tiles"], state["reveal"]["tiles"]
    for tile_set in TILE_SETS:
        while need.get(tile_set, 0) > 0:
            reshuffle_empty_sets(state)
            order = tiles["order"][tile_set]
            if not order and sum(tiles["set"][tile_set].values()) > 0:
                order[:] = _tile_order(state, tile_set)
            if not order:
                break
            tile = order.pop(0)
            tiles["set"][tile_set][tile] -= 1
            state["serial"] += 1
            tiles["nassau"].append({"id": f"T{state['serial']}", "type": tile})
            need[tile_set] -= 1
            lines.append(_("The companion lays out %(tile)s in Nassau.", tile=TILES[tile].name))
    reshuffle_empty_sets(state)
    return lines


@move(
    "companion_deals",
    N_("The companion deals and rolls"),
    Arg("round", "int", N_("the round it deals in"), min=1, max=100),
    Arg("step", "int", N_("the step it deals in"), min=0, max=9),
    rule="NAS-1.2.2",
    example={"round": 2, "step": 1},
    help=N_("Digest 10.5: the decks, tiles and dice this table hands to the companion"),
    system=True,
)
def companion_deals(state: State, seat: int | None, *, round: int, step: int) -> Played:
    """10.5: every card, tile and die the table waits for that the companion handles."""
    now = STEP_NUMBERS[state["step"]]
    if round != state["round"] or step != now or not app_due(state):
        raise RuleError("NAS-2.0.1", _("The companion has nothing to deal or roll now."))
    lines = _deal_all(state)
    if not state["over"]:
        advance(state)
    return played(state, *lines)


def deal_at_setup(state: State) -> None:
    """NAS-1.2.3, NAS-1.3.5, NAS-1.5.2, NAS-1.7.1: the table is created dealt and rolled,
    so no one waits for the companion's first move. No entry carries this deal, so the
    state keeps its lines (public: cards laid face up, dice rolled) for the view to say
    until the first entry."""
    if app_due(state):
        state["opening"] = _deal_all(state)
        advance(state)


def _deal_all(state: State) -> list[Msg]:
    lines: list[Msg] = []
    if _dice_due(state):
        lines += _roll(state)
    if app_managed(state, "merchant_deck"):
        lines += _deal_merchants(state)
    if app_managed(state, "navy_deck"):
        lines += _deal_navy(state)
    if app_managed(state, "tiles") and not state["over"]:
        lines += _deal_tiles(state)
    return lines


def resample_orders(state: State, rng: random.Random) -> None:
    """The face-down orders drawn again, keeping what everyone knows: each deck's cards,
    and the Phase I cards above the Phase II ones (NAS-1.3.4)."""
    for deck in state["merchant_decks"].values():
        if "order" in deck:
            rng.shuffle(deck["order"])
    navy = state["navy"]
    if "order" in navy:
        phase1 = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
        top, rest = navy["order"][:phase1], navy["order"][phase1:]
        rng.shuffle(top)
        rng.shuffle(rest)
        navy["order"] = top + rest
    for order in state["tiles"].get("order", {}).values():
        rng.shuffle(order)
