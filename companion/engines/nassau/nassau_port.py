"""NAS-2.5 Step 5: return to Nassau; purchases, conversions, burying."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.house_rulings import house_note, overridden
from companion.engines.nassau.arguments import RES
from companion.engines.nassau.catalogue import (
    COSTS,
    DISCOUNTS,
    MAX_SECTIONS,
    RESOURCES,
    TILES,
)
from companion.engines.nassau.hold import check_pieces_in_hold, count_pieces, gain, move_to_supply
from companion.engines.nassau.house import QUARTERMASTER
from companion.engines.nassau.placement import SECTIONS, placed_section, placement_error
from companion.engines.nassau.rounds import advance, end_buy_turn, require_step, require_turn
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.nassau.ship import require_tile, usable_tile
from companion.engines.nassau.words import count, kind_name, pieces
from companion.engines.text import N_, _


def _require_phase(
    state: State, seat: int | None, phase: str, rule: str, what: str
) -> dict[str, Any]:
    require_step(state, "nassau", what)
    if state["turn"].get("phase") != phase:
        now = state["turn"].get("phase")
        raise RuleError(
            rule,
            _("Not now: Nassau is at the purchases.")
            if now == "buying"
            else _("Not now: Nassau is at the burying.")
            if now == "burying"
            else _("Not now: step 5 is over."),
        )
    require_turn(state, seat, rule)
    return player(state, seat)


def item_kind(state: State, item: str) -> tuple[str, dict[str, Any] | None]:
    if item == "section":
        return "section", None
    tile = next((t for t in state["tiles"]["nassau"] if t["id"] == item), None)
    if tile is None:
        raise RuleError("NAS-2.5.2", _("That tile is not on sale in Nassau."))
    return TILES[tile["type"]].kind, tile


def price(state: State, p: dict[str, Any], kind: str, discount: str) -> dict[str, int]:
    """NAS-2.5.4 with one resource off from a discount crew member (NAS-5.4.8 to NAS-5.4.10)."""
    cost = dict(COSTS[kind])
    if discount != "none":
        crew = DISCOUNTS.get(kind)
        if crew is None:
            raise RuleError("NAS-Q26", _("No crew member gives a discount on this purchase."))
        require_tile(state, p, crew)
        if cost.get(discount, 0) <= 0:
            raise RuleError(
                TILES[crew].rule,
                _("This purchase costs no %(kind)s to take off.", kind=kind_name(discount)),
            )
        cost[discount] -= 1
    return {k: v for k, v in cost.items() if v}


def can_pay(p: dict[str, Any], cost: dict[str, int]) -> bool:
    return all(p["hold"][k] >= v for k, v in cost.items())


@move(
    "buy",
    N_("Buy an upgrade, crew member or section"),
    Arg("item", "str", N_("the tile on sale in Nassau, or a ship section")),
    Arg(
        "replace",
        "str",
        N_("the tile of your ship it replaces, if any"),
        required=False,
        default="none",
    ),
    Arg(
        "discount",
        "choice",
        N_("the resource a discount crew member takes off"),
        required=False,
        choices=RES,
        default="none",
    ),
    Arg(
        "section",
        "choice",
        N_("the section of your ship the tile goes on, if you say it"),
        required=False,
        choices=SECTIONS,
        default="none",
    ),
    rule="NAS-2.5.3",
    example={"item": "T12", "replace": "none"},
    help=N_("On your purchase turn, buy one upgrade, crew member or ship section."),
)
def buy(
    state: State,
    seat: int | None,
    *,
    item: str,
    replace: str = "none",
    discount: str = "none",
    section: str = "none",
) -> Played:
    """NAS-2.5.3: one upgrade, crew member or ship section on a purchase turn."""
    p = _require_phase(state, seat, "buying", "NAS-2.5.3", "a purchase")
    kind, tile = item_kind(state, item)
    if kind == "section":
        if p["sections"] >= MAX_SECTIONS:
            raise RuleError("NAS-2.5.6", _("A ship can add at most 2 sections."))
        if replace != "none":
            raise RuleError("NAS-2.5.6", _("A section is added: it replaces nothing."))
        if discount != "none":
            raise RuleError("NAS-Q26", _("No crew member gives a discount on ship sections."))
        if section != "none":
            raise RuleError("NAS-2.5.6", _("A section is added at the middle of the ship."))
    else:
        assert tile is not None
        problem = placement_error(p, tile["type"], replace, section)
        if problem:
            raise RuleError(*problem)
    cost = price(state, p, kind, discount)
    if not can_pay(p, cost):
        raise RuleError(
            "NAS-2.5.4",
            _("You cannot pay: this costs %(cost)s.", cost=pieces(cost)),
        )
    if discount != "none":
        require_tile(state, p, DISCOUNTS[kind])["used"] = True
    move_to_supply(state, p, cost)
    if kind == "section":
        p["sections"] += 1
        # When it was bought: a group may count its hold only from the next round (NAS-Q7).
        p.setdefault("sections_bought", []).append(state["round"])
        what = "a ship section"
    else:
        assert tile is not None
        where = placed_section(p, tile["type"], replace, section)
        state["tiles"]["nassau"].remove(tile)
        if replace != "none":
            old = next(t for t in p["tiles"] if t["id"] == replace)
            p["tiles"].remove(old)
            boxed = state["tiles"]["box"][TILES[old["type"]].set]  # NAS-2.5.9: into the box
            boxed[old["type"]] = boxed.get(old["type"], 0) + 1
        new_tile = {"id": tile["id"], "type": tile["type"], "acquired": state["round"]}
        p["tiles"].append({**new_tile, "used": False, "section": where})
        what = TILES[tile["type"]].name
    p["last"] = {"what": "buy", "item": what, "paid": cost, "rule": "NAS-2.5.4"}
    end_buy_turn(state)
    bought = _("a ship section") if kind == "section" else what
    return played(
        advance(state),
        _(
            "%(name)s buys %(item)s for %(cost)s.",
            name=name(state, seat_index(seat)),
            item=bought,
            cost=pieces(cost),
        ),
    )


@move(
    "done_buying",
    N_("I am done buying"),
    rule="NAS-2.5.3",
    example={},
    help=N_("You buy nothing more this step; the others go on buying."),
)
def done_buying(state: State, seat: int | None) -> Played:
    """NAS-2.5.3 / NAS-Q27: a player who declares is out of the purchases for this step."""
    p = _require_phase(state, seat, "buying", "NAS-2.5.3", "declaring you are done")
    p["done_buying"] = True
    end_buy_turn(state)
    return played(advance(state), _("%(name)s is done buying.", name=name(state, seat_index(seat))))


def _require_nassau(state: State, what: str, rule: str) -> None:
    require_step(state, "nassau", what)
    if state["turn"].get("phase") not in ("buying", "burying"):
        raise RuleError(rule, _("This is only possible before the end of step 5."))


@move(
    "exchange_poe",
    N_("Piece of eight into 2 resources"),
    Arg("resource", "choice", N_("the resource you take"), choices=RESOURCES),
    rule="NAS-2.5.11",
    example={"resource": "goods"},
    help=N_("In step 5, change a piece of eight from your hold into 2 resources of a kind."),
    anytime=True,
)
def exchange_poe(state: State, seat: int | None, *, resource: str) -> Played:
    """NAS-2.5.11: one piece of eight from the hold into 2 resources of one kind."""
    _require_nassau(state, "changing pieces of eight", "NAS-2.5.11")
    p = player(state, seat)
    if p["hold"]["poe"] <= 0:
        raise RuleError("NAS-2.5.11", _("You have no piece of eight in your hold."))
    if state["supply"][resource] <= 0:
        raise RuleError("NAS-Q8", _("No %(kind)s is left in the supply.", kind=kind_name(resource)))
    move_to_supply(state, p, {"poe": 1})
    # Beyond the hold is allowed here: the excess is checked at the end of step 5.
    got = gain(state, seat_index(seat), {resource: 2}, "NAS-2.5.11", ignore_capacity=True)
    return played(
        advance(state),
        _(
            "%(name)s changes 1 piece of eight into %(got)s.",
            name=name(state, seat_index(seat)),
            got=pieces(got),
        ),
    )


@move(
    "use_quartermaster",
    N_("Quartermaster"),
    Arg("resources", "str_list", N_("the 3 resources you take"), choices=RESOURCES, length=3),
    rule="NAS-5.4.1",
    example={"resources": ["gunpowder", "goods", "rum"]},
    help=N_("In step 5, your Quartermaster changes a piece of eight into any 3 resources."),
    anytime=True,
)
def use_quartermaster(state: State, seat: int | None, *, resources: list[str]) -> Played:
    """NAS-5.4.1 / NAS-Q23: one piece of eight into any 3 resources, in step 5."""
    _require_nassau(state, "the Quartermaster", "NAS-5.4.1")
    p = player(state, seat)
    if len(resources) != 3 or any(r not in RESOURCES for r in resources):
        raise RuleError("NAS-Q23", _("Choose 3 resources."))
    one_kind = overridden(state, QUARTERMASTER.ruling_id)
    if one_kind and len(set(resources)) != 1:
        raise RuleError(QUARTERMASTER.ruling_id, house_note(state, QUARTERMASTER.ruling_id))
    if p["hold"]["poe"] <= 0:
        raise RuleError("NAS-5.4.1", _("You have no piece of eight in your hold."))
    require_tile(state, p, "quartermaster")["used"] = True
    move_to_supply(state, p, {"poe": 1})
    got = gain(state, seat_index(seat), count_pieces(resources), "NAS-Q23", ignore_capacity=True)
    said = _(
        "%(name)s's Quartermaster changes 1 piece of eight into %(got)s.",
        name=name(state, seat_index(seat)),
        got=pieces(got),
    )
    if one_kind:
        return played(advance(state), said, house_note(state, QUARTERMASTER.ruling_id))
    return played(advance(state), said)


@move(
    "convert_resources",
    N_("3 resources into a piece of eight"),
    Arg("resources", "str_list", N_("the 3 resources you give"), choices=RESOURCES, length=3),
    rule="NAS-2.5.13",
    example={"resources": ["goods", "rum", "rum"]},
    help=N_("While burying, change any 3 resources into a piece of eight."),
)
def convert_resources(state: State, seat: int | None, *, resources: list[str]) -> Played:
    """NAS-2.5.13: while burying, 3 resources of any kinds make 1 piece of eight (NAS-Q29)."""
    p = _require_phase(state, seat, "burying", "NAS-2.5.13", "changing resources")
    if len(resources) != 3:
        raise RuleError("NAS-2.5.13", _("3 resources make 1 piece of eight."))
    check_pieces_in_hold(p, resources, "NAS-2.5.13", RESOURCES)
    if state["supply"]["poe"] <= 0:
        raise RuleError("NAS-Q8", _("No piece of eight is left in the supply."))
    move_to_supply(state, p, count_pieces(resources))
    gain(state, seat_index(seat), {"poe": 1}, "NAS-Q29", ignore_capacity=True)
    return played(
        advance(state),
        _(
            "%(name)s changes %(given)s into 1 piece of eight.",
            name=name(state, seat_index(seat)),
            given=pieces(count_pieces(resources)),
        ),
    )


@move(
    "bury",
    N_("Bury pieces of eight"),
    Arg("poe", "int", N_("pieces of eight you bury"), min=0, max=54),
    rule="NAS-2.5.12",
    example={"poe": 3},
    help=N_("Move pieces of eight from your hold into your chest; only you see how many."),
    secret_args=("poe",),
)
def bury(state: State, seat: int | None, *, poe: int) -> Played:
    """NAS-2.5.12: move pieces of eight from the hold into the treasure chest (NAS-2.5.14)."""
    p = _require_phase(state, seat, "burying", "NAS-2.5.12", "burying")
    if p["hold"]["poe"] < poe:
        raise RuleError(
            "NAS-2.5.12",
            _("Your hold has only %(have)s.", have=count("poe", p["hold"]["poe"])),
        )
    p["hold"]["poe"] -= poe
    p["chest"]["poe"] += poe
    p["last"] = {"what": "bury", "rule": "NAS-2.5.12"}  # the amount stays secret (NAS-Q35)
    state["turn"]["pos"] += 1
    # NAS-Q35: the table learns that the turn to bury passed, never how much.
    return played(
        advance(state),
        _("%(name)s has buried their treasure.", name=name(state, seat_index(seat))),
        private={seat_index(seat): _("You bury %(amount)s.", amount=count("poe", poe))},
    )


def usable_discount(state: State, p: dict[str, Any], kind: str) -> bool:
    crew = DISCOUNTS.get(kind)
    return crew is not None and usable_tile(state, p, crew) is not None
