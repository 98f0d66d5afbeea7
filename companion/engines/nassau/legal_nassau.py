"""What a seat may do in Nassau (step 5) and at any time."""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.house_rulings import overridden
from companion.engines.nassau.anytime import can_exchange_doubloon
from companion.engines.nassau.catalogue import (
    COSTS,
    DISCOUNTS,
    MAX_SECTIONS,
    RESOURCES,
    TILES,
)
from companion.engines.nassau.hold import free_space, multisets
from companion.engines.nassau.house import QUARTERMASTER
from companion.engines.nassau.house import jettisonable as house_jettisonable
from companion.engines.nassau.nassau_port import can_pay
from companion.engines.nassau.placement import SECTIONS, placement_error
from companion.engines.nassau.seats import current_seat
from companion.engines.nassau.ship import usable_tile
from companion.engines.text import N_


def anytime_moves(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out = []
    jettisonable = [[k] for k in house_jettisonable(state) if p["hold"][k] > 0]
    if jettisonable:
        out.append(LegalMove("jettison", N_("Throw cargo overboard"), {"pieces": jettisonable}))
    if p["hold"]["hostage"] > 0:
        out.append(
            LegalMove(
                "throw_overboard",
                N_("Throw hostages overboard"),
                {"count": list(range(1, p["hold"]["hostage"] + 1))},
            )
        )
    in_nassau = state["step"] == "nassau" and state["turn"].get("phase") in ("buying", "burying")
    crews = [
        c
        for c, r in (("carpenter", "goods"), ("powder_monkey", "gunpowder"), ("cook", "rum"))
        if usable_tile(state, p, c) and state["supply"][r] > 0 and (in_nassau or free_space(p) > 0)
    ]
    if crews:
        out.append(LegalMove("use_supply_crew", N_("Crew: add a resource"), {"crew": crews}))
    if usable_tile(state, p, "black_marketeer") and state["supply"]["poe"] > 0:
        pairs = multisets({r: p["hold"][r] for r in RESOURCES}, 2)
        if pairs:
            out.append(
                LegalMove("use_black_marketeer", N_("Black marketeer"), {"resources": pairs})
            )
    if usable_tile(state, p, "jolly_roger"):
        used = [
            t["id"]
            for t in p["tiles"]
            if TILES[t["type"]].set == "crew" and t["used"] and t["acquired"] < state["round"]
        ]
        if used:
            out.append(LegalMove("use_jolly_roger", N_("Jolly Roger"), {"crew_tile": used}))
    if can_exchange_doubloon(state, seat):
        label = N_("The supply has no pieces of eight: change 5 from your chest for a doubloon")
        out.append(LegalMove("exchange_doubloon", label))
    return out


def _destinations(p: dict[str, Any], tile_type: str | None) -> list[dict[str, list[str]]]:
    """The tiles a purchase may replace, grouped by the sections it may then go on."""
    if tile_type is None:
        return [{"replace": ["none"]}]
    choices = ["none", *(t["id"] for t in p["tiles"])]
    sections = ["none"] if TILES[tile_type].set == "crew" else list(SECTIONS)
    groups: dict[tuple[str, ...], list[str]] = {}
    for replace in choices:
        fits = tuple(s for s in sections if placement_error(p, tile_type, replace, s) is None)
        if fits:
            groups.setdefault(fits, []).append(replace)
    return [{"replace": r, "section": list(fits)} for fits, r in groups.items()]


def _buy_options(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out = []
    items: list[tuple[str, str, str | None]] = []
    if p["sections"] < MAX_SECTIONS:
        items.append(("section", "section", None))
    items += [(t["id"], TILES[t["type"]].kind, t["type"]) for t in state["tiles"]["nassau"]]
    for item, kind, tile_type in items:
        discounts = ["none"]
        crew = DISCOUNTS.get(kind)
        if crew and usable_tile(state, p, crew):
            discounts += [r for r in RESOURCES if COSTS[kind].get(r, 0) > 0]
        label = N_("Buy a ship section") if tile_type is None else N_("Buy a tile from Nassau")
        for destination in _destinations(p, tile_type):
            for discount in discounts:
                cost = dict(COSTS[kind])
                if discount != "none":
                    cost[discount] -= 1
                if can_pay(p, cost):
                    allowed = {"item": [item], "discount": [discount], **destination}
                    out.append(LegalMove("buy", label, allowed))
    return out


def nassau_moves(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    phase = state["turn"]["phase"]
    out: list[LegalMove] = []
    if phase in ("buying", "burying") and p["hold"]["poe"] > 0:
        kinds = [r for r in RESOURCES if state["supply"][r] > 0]
        if kinds:
            out.append(
                LegalMove(
                    "exchange_poe",
                    N_("Change a piece of eight into 2 resources"),
                    {"resource": kinds},
                )
            )
        if usable_tile(state, p, "quartermaster"):
            out.append(
                LegalMove(
                    "use_quartermaster",
                    N_("Quartermaster: 1 piece of eight into 3 resources"),
                    {"resources": _quartermaster_choices(state)},
                )
            )
    if current_seat(state) != seat:
        return out
    if phase == "buying":
        out += _buy_options(state, seat)
        out.append(LegalMove("done_buying", N_("I am done buying")))
    elif phase == "burying":
        triples = multisets({r: p["hold"][r] for r in RESOURCES}, 3)
        if triples and state["supply"]["poe"] > 0:
            out.append(
                LegalMove(
                    "convert_resources",
                    N_("Change 3 resources into a piece of eight"),
                    {"resources": triples},
                )
            )
        out.append(
            LegalMove(
                "bury", N_("Bury pieces of eight"), {"poe": list(range(p["hold"]["poe"] + 1))}
            )
        )
    return out


def _quartermaster_choices(state: State) -> list[list[str]]:
    """Any mix of 3 resources (RULING NAS-Q23), or 3 of one kind (a group's reading)."""
    if overridden(state, QUARTERMASTER.ruling_id):
        return [[kind] * 3 for kind in RESOURCES]
    return multisets(dict.fromkeys(RESOURCES, 3), 3)
