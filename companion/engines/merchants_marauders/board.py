"""The sea zones as far as the table knows them (MM-0.5, MM-Q47).

With the club's map every zone, port nation and border is known at setup. Without it a
zone is added when it is first named, and what it is (its port's nation, its borders) is
asked the first time it matters, then remembered, as Nassau learns its board.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.catalogue import DIRECTIONS, PORTS, ZONES
from companion.engines.text import _

Zone = dict[str, Any]


def zone(state: State, zone_id: int) -> Zone:
    return cast(Zone, state["zones"][zone_id])


def find(state: State, zone_name: str) -> int | None:
    wanted = zone_name.strip().casefold()
    for i, z in enumerate(state["zones"]):
        if z["name"].casefold() == wanted:
            return i
    return None


def new_zone(name: str, *, port: bool | None = None, nation: str | None = None) -> Zone:
    return {"name": name.strip(), "port": port, "nation": nation, "borders": None, "effect": ""}


def named(state: State, zone_name: str, rule: str, *, port: bool | None = None) -> int:
    """The zone of that name, added if the table names it for the first time (refused past
    the board's 17 zones, MM-0.5.1)."""
    found = find(state, zone_name)
    if found is not None:
        if port and zone(state, found)["port"] is None:
            zone(state, found)["port"] = True
        return found
    if len(state["zones"]) >= ZONES:
        raise RuleError(
            rule,
            _(
                "The board has 17 sea zones and all are known: %(name)s is not one of them (MM-0.5.1).",
                name=zone_name.strip(),
            ),
        )
    if port and sum(1 for z in state["zones"] if z["port"]) >= PORTS:
        raise RuleError(rule, _("The board has 16 ports and all are known (MM-0.5.1)."))
    state["zones"].append(new_zone(zone_name, port=port))
    return len(state["zones"]) - 1


def has_port(state: State, zone_id: int) -> bool | None:
    return cast(bool | None, zone(state, zone_id)["port"])


def port_nation(state: State, zone_id: int) -> str | None:
    return cast(str | None, zone(state, zone_id)["nation"])


def neighbours(state: State, zone_id: int) -> list[int] | None:
    """The zones across any border, or None while its borders are not told."""
    borders = zone(state, zone_id)["borders"]
    if borders is None:
        return None
    out: list[int] = []
    for letter in DIRECTIONS:
        for other in borders.get(letter, []):
            if other not in out:
                out.append(other)
    return out


def across(state: State, zone_id: int, letter: str) -> list[int]:
    borders = zone(state, zone_id)["borders"]
    return [] if borders is None else list(borders.get(letter, []))


def map_known(state: State) -> bool:
    return bool(state["map"] == "catalogue")
