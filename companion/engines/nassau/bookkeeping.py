"""Steps 6 to 9 (NAS-2.6 to NAS-2.9) and the entry of cards and tiles revealed at the table.

The companion makes the four bookkeeping steps as system moves. Where the table must reveal
something physical (navy cards, merchant cards for the refill, Nassau tiles), the system move
opens a "waiting for cards" sub-state (``state["reveal"]``) and any seat enters what was
revealed with ``reveal_navy_card``, ``reveal_merchant_card`` and ``reveal_tile``; the same
entries lay out the board at setup.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Played, RuleError, State, move, played
from companion.engines.nassau.arguments import round_arg
from companion.engines.nassau.catalogue import TILES, region_of
from companion.engines.nassau.decks import app_managed
from companion.engines.nassau.reveals import (
    fill_known_merchants,
    merchant_to_bottom,
    reshuffle_empty_sets,
)
from companion.engines.nassau.rounds import (
    BOOKKEEPING,
    STEP_NUMBERS,
    SYSTEM_MOVES,
    advance,
    require_no_pending,
)
from companion.engines.nassau.words import count, step_name
from companion.engines.text import N_, _, ngettext


def _require_round(state: State, step: str, rnd: int) -> None:
    if state["over"]:
        raise RuleError("NAS-3.1", _("The game is over."))
    if state["step"] != step or state["bk_started"] or rnd != state["round"]:
        raise RuleError(
            "NAS-2.0.1",
            _(
                "This bookkeeping is not due now (%(step)s, round %(round)s).",
                step=step_name(step),
                round=rnd,
            ),
        )


# -- merchants -----------------------------------------------------------------------------


@move(
    "merchants_set_sail",
    N_("Step 7: merchant ships set sail"),
    *round_arg(),
    rule="NAS-2.7",
    example={"round": 1},
    help=N_("NAS-2.7"),
    system=True,
)
def merchants_set_sail(
    state: State, seat: int | None, *, round: int
) -> Played:  # the arg is named after the round it closes
    """NAS-2.7: Region 1 leaves, 2 moves to 1, 3 moves to 2, then refill left to right."""
    _require_round(state, "merchants", round)
    merchants = state["merchants"]
    spaces = sorted(int(s) for s in merchants)
    by_region = {r: [s for s in spaces if region_of(s) == r] for r in (1, 2, 3)}
    left = 0
    for space in by_region[1]:  # NAS-2.7.1, ascending order (NAS-Q30)
        card = merchants[str(space)]
        if card is not None:
            merchant_to_bottom(state, card)
            merchants[str(space)] = None
            left += 1
    moved = 0
    for source, target in ((2, 1), (3, 2)):  # NAS-2.7.2, NAS-2.7.3
        free = sorted((s for s in by_region[target] if merchants[str(s)] is None), reverse=True)
        for space in sorted(by_region[source], reverse=True):
            card = merchants[str(space)]
            if card is None:
                continue
            merchants[str(space)] = None
            if free:
                merchants[str(free.pop(0))] = card
                moved += 1
            else:
                left += 1
                merchant_to_bottom(state, card)  # NAS-Q30: no room in the region above
    state["reveal"]["merchants"] = [s for s in spaces if merchants[str(s)] is None]  # NAS-2.7.4
    state["bk_started"] = True
    fill_known_merchants(state)
    waiting = len(state["reveal"]["merchants"])
    return played(
        advance(state),
        _(
            "Step 7: %(left)s leave the board and %(moved)s sail one region on; "
            "%(waiting)s to be laid out.",
            left=ngettext("%(n)s merchant ship", "%(n)s merchant ships", left),
            moved=ngettext("%(n)s merchant ship", "%(n)s merchant ships", moved),
            waiting=ngettext("%(n)s new merchant card", "%(n)s new merchant cards", waiting),
        ),
    )


# -- navy ----------------------------------------------------------------------------------


@move(
    "replace_navy_cards",
    N_("Step 6: replace the navy cards"),
    *round_arg(),
    rule="NAS-2.6",
    example={"round": 1},
    help=N_("NAS-2.6"),
    system=True,
)
def replace_navy_cards(
    state: State, seat: int | None, *, round: int
) -> Played:  # the arg is named after the round it closes
    """NAS-2.6: discard unused trade wind tokens, then wait for N new navy cards."""
    _require_round(state, "navy_reveal", round)
    unused = 0
    for p in state["players"]:
        if p["wind"]:  # NAS-2.2.9.7, NAS-2.6.3, NAS-Q14
            p["wind"] = False
            state["supply"]["trade_wind"] += 1
            unused += 1
    state["bk_started"] = True
    state["reveal"]["navy"] = state["n"]
    # With an app-managed deck the companion reveals them next (app_mode.companion_deals).
    text = (
        N_("Step 6: the supply takes back %(tokens)s; the companion reveals %(cards)s.")
        if app_managed(state, "navy_deck")
        else N_("Step 6: the supply takes back %(tokens)s; the table reveals %(cards)s.")
    )
    return played(
        advance(state),
        _(
            text,
            tokens=count("trade_wind", unused),
            cards=ngettext("%(n)s new navy card", "%(n)s new navy cards", state["n"]),
        ),
    )


# -- Nassau tiles --------------------------------------------------------------------------


@move(
    "restock_nassau",
    N_("Step 8: restock Nassau"),
    *round_arg(),
    rule="NAS-2.8",
    example={"round": 1},
    help=N_("NAS-2.8"),
    system=True,
)
def restock_nassau(
    state: State, seat: int | None, *, round: int
) -> Played:  # the arg is named after the round it closes
    """NAS-2.8: unbought tiles go to the box, then N new tiles per set are laid out."""
    _require_round(state, "restock", round)
    tiles = state["tiles"]
    old_offer = list(tiles["nassau"])
    for tile in tiles["nassau"]:
        boxed = tiles["box"][TILES[tile["type"]].set]
        boxed[tile["type"]] = boxed.get(tile["type"], 0) + 1
    tiles["nassau"] = []
    state["reveal"]["tiles"] = dict.fromkeys(("hull", "mast", "crew"), state["n"])
    state["bk_started"] = True
    reshuffle_empty_sets(state)
    boxed_count = len(old_offer)
    text = (
        N_(
            "Step 8: %(boxed)s go to the box; the companion lays out %(each)s of each set in Nassau."
        )
        if app_managed(state, "tiles")
        else N_(
            "Step 8: %(boxed)s go to the box; the table lays out %(each)s of each set in Nassau."
        )
    )
    return played(
        advance(state),
        _(
            text,
            boxed=ngettext("%(n)s unbought tile", "%(n)s unbought tiles", boxed_count),
            each=ngettext("%(n)s new tile", "%(n)s new tiles", state["n"]),
        ),
    )


@move(
    "prepare_next_voyage",
    N_("Step 9: prepare for the next voyage"),
    *round_arg(),
    rule="NAS-2.9",
    example={"round": 1},
    help=N_("NAS-2.9"),
    system=True,
)
def prepare_next_voyage(
    state: State, seat: int | None, *, round: int
) -> Played:  # the arg is named after the round it closes
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
    return played(
        advance(state),
        _(
            "Step 9: every tile face up again and every captain card back in hand; "
            "round %(round)s begins.",
            round=state["round"],
        ),
    )


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    """The bookkeeping step the companion makes next, keyed by round and step number."""
    step = state["step"]
    if state["over"] or step not in BOOKKEEPING or state["bk_started"] or state["pending"]:
        return []
    r = state["round"]
    return [
        {
            "type": SYSTEM_MOVES[step],
            "args": {"round": r},
            "key": f"round-{r}-step-{STEP_NUMBERS[step]}",
        }
    ]
