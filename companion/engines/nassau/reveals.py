"""Cards and tiles the table reveals and enters (NAS-1.2.3, NAS-1.3.5, NAS-1.5.2, NAS-2.6.1,
NAS-2.7.4, NAS-2.8.2): the same entries lay out the board at setup and refill it in steps 6 to 8.

The companion cannot see the table: where a card or tile is turned up, a bookkeeping step
opens ``state["reveal"]`` and any seat enters what was revealed.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.catalogue import TILES, icons_used, region_of
from companion.engines.nassau.decks import check_merchant_values, check_navy_values, refuse_if_app
from companion.engines.nassau.layout import deal_onto
from companion.engines.nassau.rounds import advance
from companion.engines.nassau.seats import player
from companion.engines.nassau.words import pieces
from companion.engines.text import N_, _, ngettext

# Written out one by one so that each is extracted for translation.
LOOT_HELP = {
    "gunpowder": N_("gunpowder the card carries"),
    "goods": N_("goods the card carries"),
    "rum": N_("rum the card carries"),
    "hostage": N_("hostages the card carries"),
    "poe": N_("pieces of eight the card carries"),
}


def _serial(state: State, prefix: str) -> str:
    state["serial"] += 1
    return f"{prefix}{state['serial']}"


def merchant_to_bottom(state: State, card: dict[str, Any]) -> None:
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


def _merchant_space(state: State, space: int) -> int:
    """The space the card lies on: entered at the setup deal (NAS-Q1), else the companion's."""
    queue = state["reveal"]["merchants"]
    if state["reveal"].get("deal"):
        if space == 0:
            raise RuleError("NAS-Q1", _("Enter the space this merchant card lies on."))
        return space
    if not queue:
        raise RuleError("NAS-2.7.4", _("No merchant card is waiting to be laid out now."))
    if space not in (0, queue[0]):
        raise RuleError(
            "NAS-2.7.4",
            _(
                "The next card goes on space %(next)s (left to right), not %(space)s.",
                next=queue[0],
                space=space,
            ),
        )
    return int(queue[0])


# Where a merchant card drawn lies: the companion names the space; a table that dealt
# before saying where enters it (NAS-Q1).
SPACE_ARG = Arg(
    "space",
    "int",
    N_("the space the card lies on (0: the space the companion names)"),
    required=False,
    min=0,
    max=20,
    default=0,
)


@move(
    "reveal_merchant_card",
    N_("Enter a merchant card laid out"),
    Arg("sail", "int", N_("the sail printed on the card"), min=0, max=9),
    Arg("cannon", "int", N_("the cannon printed on the card"), min=0, max=9),
    *(
        Arg(k, "int", help_text, required=False, min=0, max=5, default=0)
        for k, help_text in LOOT_HELP.items()
    ),
    SPACE_ARG,
    rule="NAS-1.2.3",
    example={"sail": 2, "cannon": 2, "rum": 2, "goods": 1},
    help=N_(
        "NAS-1.2.3 / NAS-2.7.4: the card on the space the companion names; "
        "with no board entered, the space it lies on (NAS-Q1)"
    ),
)
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
) -> Played:
    """NAS-1.2.3 / NAS-2.7.4 with NAS-Q2: the values on the merchant card just laid out.

    With no board layout entered (NAS-Q1), the setup cards come with ``space``, the space the
    card lies on: that is how the companion learns the trade-route spaces (see ``layout``).
    """
    player(state, seat)
    refuse_if_app(state, "merchant_deck")
    target = merchant_target(state, space)
    check_merchant_values(state, region_of(target) or 0)
    loot = {"gunpowder": gunpowder, "goods": goods, "rum": rum, "hostage": hostage, "poe": poe}
    region = region_of(target)
    card = {
        "id": _serial(state, f"M{region}-"),
        "symbol": region,
        "sail": sail,
        "cannon": cannon,
        "loot": loot,
    }
    return played(
        lay_merchant(state, target, card),
        _(
            "A merchant ship lies on space %(space)s: sail %(sail)s, cannon %(cannon)s, "
            "carrying %(loot)s.",
            space=target,
            sail=sail,
            cannon=cannon,
            loot=pieces(loot),
        ),
    )


def merchant_target(state: State, space: int) -> int:
    """The trade-route space the next card goes on, its deck holding an unseen card."""
    target = _merchant_space(state, space)
    region = region_of(target)
    if region is None:
        raise RuleError(
            "NAS-0.5.2",
            _("Space %(space)s is a transit space: no merchant card there.", space=target),
        )
    if state["merchant_decks"][str(region)]["unknown"] <= 0:
        raise RuleError(
            "NAS-1.2.1", _("The Region %(region)s deck has no unseen card left.", region=region)
        )
    return target


def lay_merchant(state: State, space: int, card: dict[str, Any]) -> State:
    """An unseen card of the space's deck laid on ``space``: the table's or the companion's."""
    deck = state["merchant_decks"][str(region_of(space))]
    if state["reveal"].get("deal"):
        deal_onto(state, space)
    deck["unknown"] -= 1
    if "card" in card:
        deck["unseen"][card["card"]] -= 1
    state["merchants"][str(space)] = card
    queue = state["reveal"]["merchants"]
    if queue and queue[0] == space:
        queue.pop(0)
    fill_known_merchants(state)
    return advance(state)


def navy_remaining(state: State) -> int:
    return sum(state["navy"]["unknown"].values())


@move(
    "reveal_navy_card",
    N_("Enter a navy card revealed"),
    Arg(
        "kind",
        "choice",
        N_("open sea, a navy ship or the end-game card"),
        choices=("open_sea", "ship", "end_game"),
    ),
    Arg(
        "phase",
        "choice",
        N_("the Phase I or Phase II deck"),
        required=False,
        choices=(1, 2),
        default=1,
    ),
    Arg(
        "icon",
        "choice",
        N_("the player icon on the card"),
        required=False,
        choices=("none", "4+", "5+"),
        default="none",
    ),
    # No default: a navy ship is never taken as sail 0, cannon 0 for want of an entry.
    Arg("sail", "int", N_("the sail of a navy ship"), required=False, min=0, max=9),
    Arg("cannon", "int", N_("the cannon of a navy ship"), required=False, min=0, max=9),
    rule="NAS-1.3.5",
    example={"kind": "ship", "phase": 1, "icon": "none", "sail": 2, "cannon": 3},
    help=N_("NAS-1.3.5 / NAS-2.6.1"),
)
def reveal_navy_card(
    state: State,
    seat: int | None,
    *,
    kind: str,
    phase: int = 1,
    icon: str = "none",
    sail: int | None = None,
    cannon: int | None = None,
) -> Played:
    """NAS-1.3.5 / NAS-2.6.1 with NAS-Q3: the navy card just turned face up."""
    player(state, seat)
    refuse_if_app(state, "navy_deck")
    if kind == "ship" and (sail is None or cannon is None):
        raise RuleError(
            "NAS-0.1.12", _("A navy ship: enter the sail and the cannon printed on it.")
        )
    if kind == "end_game":
        navy_waiting(state)
        return end_game(state)
    navy_draw_allowed(state, phase, icon)
    check_navy_values(state, phase, icon)
    card: dict[str, Any] = {"id": _serial(state, "N"), "phase": phase, "icon": icon, "kind": kind}
    if kind == "ship":
        card.update(sail=sail, cannon=cannon)
    lay_navy(state, card)
    if kind == "ship":
        seen = _(
            "A navy ship is revealed: sail %(sail)s, cannon %(cannon)s.", sail=sail, cannon=cannon
        )
    else:
        seen = _("An open sea card is revealed.")
    return played(advance(state), seen)


def navy_waiting(state: State) -> None:
    if state["reveal"]["navy"] <= 0:
        raise RuleError("NAS-2.6.1", _("No navy card is waiting to be revealed now."))


def navy_draw_allowed(state: State, phase: int, icon: str) -> None:
    """A card of this phase and icon may be the next one the navy deck shows."""
    navy = state["navy"]
    navy_waiting(state)
    phase1_left = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
    if phase1_left > 0 and phase != 1:
        raise RuleError("NAS-1.3.4", _("Phase I cards are still on top of the navy deck."))
    if icon not in icons_used(state["n"]):
        raise RuleError(
            "NAS-1.3.1",
            _(
                "Cards with the %(icon)s icon are not used with %(n)s players.",
                icon=icon,
                n=state["n"],
            ),
        )
    if navy["unknown"].get(f"{phase}:{icon}", 0) <= 0:
        if navy_remaining(state) == 0 and navy["end_card"]:
            raise RuleError("NAS-3.1", _("Only the end-game card is left in the navy deck."))
        raise RuleError(
            "NAS-1.3.2",
            _(
                "No Phase %(phase)s card with %(icon)s is left in the deck.",
                phase=_("I") if phase == 1 else _("II"),
                icon=_("no icon") if icon == "none" else _("the %(icon)s icon", icon=icon),
            ),
        )


def lay_navy(state: State, card: dict[str, Any]) -> None:
    """A navy card turned face up in the row: the table's or the companion's."""
    navy = state["navy"]
    navy["unknown"][f"{card['phase']}:{card['icon']}"] -= 1
    if "card" in card:
        navy["unseen"][card["card"]] -= 1
    navy["row"].append(card)
    state["reveal"]["navy"] -= 1


def end_game(state: State) -> Played:
    """NAS-3.1 with NAS-Q32: the end-game card ends the game at once."""
    navy = state["navy"]
    phase1_left = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
    if not navy["end_card"]:
        raise RuleError("NAS-0.1.13", _("The end-game card has already been revealed."))
    if phase1_left > 0:
        # NAS-1.3.4: every Phase I card lies above the end-game card.
        raise RuleError(
            "NAS-1.3.4",
            ngettext(
                "%(n)s Phase I card lies above the end-game card.",
                "%(n)s Phase I cards lie above the end-game card.",
                phase1_left,
            ),
        )
    navy["end_card"] = False
    state["reveal"]["navy"] = 0
    state["over"] = True
    state["end"] = {"round": state["round"], "rule": "NAS-3.1"}
    state["step"] = "over"
    return played(state, _("The end-game card is revealed: the game is over."))


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


@move(
    "reveal_tile",
    N_("Enter a tile laid out in Nassau"),
    Arg("tile", "choice", N_("the tile drawn"), choices=tuple(TILES)),
    rule="NAS-1.5.2",
    example={"tile": "cannons"},
    help=N_("NAS-1.5.2 / NAS-2.8.2"),
)
def reveal_tile(state: State, seat: int | None, *, tile: str) -> Played:
    """NAS-1.5.2 / NAS-2.8.2: a tile drawn from a face-down set and laid face up in Nassau."""
    player(state, seat)
    refuse_if_app(state, "tiles")
    kind = TILES[tile]
    need = state["reveal"]["tiles"]
    if need.get(kind.set, 0) <= 0:
        raise RuleError(
            "NAS-2.8.2",
            _("No %(set)s tile is waiting to be laid out in Nassau.", set=_(kind.set)),
        )
    remaining = state["tiles"]["set"][kind.set]
    if remaining.get(tile, 0) <= 0:
        raise RuleError(
            kind.rule,
            _(
                "No %(tile)s is left in the face-down %(set)s set.",
                tile=kind.name,
                set=_(kind.set),
            ),
        )
    remaining[tile] -= 1
    state["tiles"]["nassau"].append({"id": _serial(state, "T"), "type": tile})
    need[kind.set] -= 1
    reshuffle_empty_sets(state)
    return played(advance(state), _("%(tile)s is laid out in Nassau.", tile=kind.name))
