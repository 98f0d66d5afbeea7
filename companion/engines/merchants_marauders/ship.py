"""A ship's values, damage and capacity (MM-0.4, MM-9.5, MM-9.6, MM-4.4.3)."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State, shuffled
from companion.engines.merchants_marauders.catalogue import (
    LOCATIONS,
    MANEUVERABILITY_MAX,
    MODIFICATION_STAT,
    SELL_PRICE,
    STAT_MAX,
)
from companion.engines.merchants_marauders.words import word
from companion.engines.text import _

Ship = dict[str, Any]


def card(state: State, ship_type: str) -> dict[str, int]:
    """The printed values of a ship type (catalogue, text or entered at the table)."""
    stats = state["ship_types"].get(ship_type)
    if stats is None:
        raise RuleError(
            "MM-Q13",
            _("The %(ship)s card's values are not entered yet (MM-Q13).", ship=word(ship_type)),
        )
    return cast(dict[str, int], stats)


def known(state: State, ship_type: str) -> bool:
    return state["ship_types"].get(ship_type) is not None


def maximum(state: State, ship: Ship) -> dict[str, int]:
    """Each location's full value and the Maneuverability, with modifications (MM-4.5.7,
    capped: MM-0.4.3, MM-Q12)."""
    printed = card(state, ship["type"])
    out = {
        "hull": printed["seaworthiness"],
        "mast": printed["seaworthiness"],
        "cargo": printed["cargo"],
        "crew": printed["crew"],
        "cannons": printed["cannons"],
        "maneuverability": printed["maneuverability"],
    }
    for mod in ship["mods"]:
        stat = MODIFICATION_STAT.get(mod)
        if stat is not None:
            cap = MANEUVERABILITY_MAX if stat == "maneuverability" else STAT_MAX
            out[stat] = min(cap, out[stat] + 1)
    return out


def new_ship(
    state: State, ship_type: str, crew: int | None = None, mods: list[str] | None = None
) -> Ship:
    """A ship from the shipyard or the setup: every cube at its full value (MM-1.1.9), with
    ``mods`` when they come along (St. John, MM-4.5.5); ``crew`` when the crew comes from
    another ship (MM-4.4.5), never above the new Crew value (MM-4.6.3)."""
    ship: Ship = {
        "type": ship_type,
        "mods": list(mods or []),
        "loc": {},
        "reinforced": True,
        "chasers": True,
    }
    full = maximum(state, ship)
    ship["loc"] = {loc: full[loc] for loc in LOCATIONS}
    if crew is not None:
        ship["loc"]["crew"] = min(crew, full["crew"])
    return ship


def maneuverability(state: State, ship: Ship) -> int:
    return maximum(state, ship)["maneuverability"]


def destroyed(ship: Ship) -> list[str]:
    """MM-9.5.6: locations at 0."""
    return [loc for loc in LOCATIONS if ship["loc"][loc] <= 0]


def sunk(ship: Ship) -> bool:
    return bool(ship["loc"]["hull"] <= 0)


def damage(state: State, ship: Ship, *, with_crew: bool = True) -> int:
    full = maximum(state, ship)
    return sum(full[loc] - ship["loc"][loc] for loc in LOCATIONS if with_crew or loc != "crew")


def hit(ship: Ship, location: str, *, keep: str | None = None) -> str:
    """One hit (MM-9.5.5): the location's cube goes down one; a hit on a destroyed location
    goes to the Hull (MM-9.5.7) unless that location is ``keep`` (Chain shot on the Mast,
    Grapeshot on the Crew: MM-9.9.3, MM-9.9.4). The location actually hit, or "" when the
    hit is lost."""
    loc = ship["loc"]
    if loc[location] > 0:
        loc[location] -= 1
        return location
    if location == keep:
        return ""
    if loc["hull"] > 0:
        loc["hull"] -= 1
    return "hull"


def sale_value(state: State, ship: Ship) -> int:
    """MM-4.4.3: the table price, +1 per modification, -1 per damage point except Crew;
    never below 0 (MM-Q23)."""
    base = SELL_PRICE[ship["type"]]
    if base is None:
        return 0
    return max(0, base + len(ship["mods"]) - damage(state, ship, with_crew=False))


def capacity(ship: Ship | None) -> int:
    """MM-9.6.1: a ship carries as many cargo cards as its current Cargo value."""
    return 0 if ship is None else int(ship["loc"]["cargo"])


def drop_excess_cargo(state: State, p: dict[str, Any]) -> list[str]:
    """MM-9.6.1 / MM-5.4.9: cards over a damaged Cargo go at once, at random, to the cargo
    discard pile. The goods dropped (the owner's secret)."""
    room = capacity(p["ship"])
    if len(p["cargo"]) <= room:
        return []
    order = shuffled(state, range(len(p["cargo"])))
    drop = sorted(order[: len(p["cargo"]) - room])
    dropped = [p["cargo"][i] for i in drop]
    p["cargo"] = [g for i, g in enumerate(p["cargo"]) if i not in drop]
    state["cargo_cards"]["discard"] += len(dropped)
    return dropped


def location_words(location: str) -> Any:
    return word(location) if location else _("nothing (the hit is lost)")
