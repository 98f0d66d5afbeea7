"""A new game (MM-1): the blank state, what the club's catalogue fills in, and the first
entries owed (each captain and ship in secret, MM-1.1.3 to MM-1.1.5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import SeatInfo, State, new_rng
from companion.engines.catalogues import table_catalogue
from companion.engines.merchants_marauders.board import new_zone
from companion.engines.merchants_marauders.catalogue import (
    CAPTAIN_CARDS,
    EVENT_CARDS,
    NATIONS,
    PRINTED_GOODS,
    PRINTED_SHIPS,
    SHIP_TYPES,
    SLUG,
    STATS,
)
from companion.engines.waiting import owe


def blank_player() -> dict[str, Any]:
    return {
        "captain": None,
        "captains": 0,
        "ship": None,
        "at": None,
        "gold": 0,
        "chest": 0,
        "hides": 0,
        "cargo": [],
        "glory": 0,
        "hand": [],
        "rumor": None,
        "mission": None,
        "specialists": [],
        "weapons": [],
        "bounty": dict.fromkeys(NATIONS, 0),
        "big_ship_glory": False,
        "last_buy": None,
        "turns": 0,
        "declared": False,
        "declared_chest": 0,
        "status": "alive",
        "shown": None,
        "setup": None,
    }


def blank_state(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    return {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        "rng": new_rng(seed),
        "target": int(options.get("glory_target") or 10),
        "map": "learnt",
        "zones": [],
        "captain_cards": [],
        # Every captain drawn so far (none comes back: MM-12.1.1, MM-12.3.1).
        "captains_drawn": [],
        "ship_types": dict.fromkeys(SHIP_TYPES),
        "goods": list(PRINTED_GOODS),
        "players": [blank_player() for _seat in seats],
        "round": 0,
        "phase": "setup",
        "first": None,
        "current": None,
        "turn": None,
        "event": None,
        "event_deck": EVENT_CARDS,
        "captain_deck": CAPTAIN_CARDS,
        "demand": {},
        "mods": {},
        "merchants": {},
        "merchant_track": 0,
        "missions": [],
        "npcs": {},
        "wars": [],
        "cargo_cards": {"drawn": 0, "discard": 0},
        "combat": None,
        "raid": None,
        "waiting": [],
        "declared_end": False,
        "result": None,
    }


def apply_catalogue(state: State, catalogue: dict[str, list[dict[str, Any]]]) -> None:
    """The club's map, captains, ship cards and goods (club_catalogue.py)."""
    for row in catalogue.get("zones") or []:
        port = row["port"] != "none"
        zone = new_zone(row["name"], port=port, nation=row["port"] if port else None)
        zone["effect"] = row.get("effect") or ""
        state["zones"].append(zone)
    if state["zones"]:
        state["map"] = "catalogue"
        index = {z["name"].casefold(): i for i, z in enumerate(state["zones"])}
        for zone in state["zones"]:
            zone["borders"] = {"N": [], "E": [], "S": [], "W": []}
        for row in catalogue.get("borders") or []:
            here, there = index[row["zone"].casefold()], index[row["neighbour"].casefold()]
            state["zones"][here]["borders"][row["letter"]].append(there)
    state["captain_cards"] = [dict(row) for row in catalogue.get("captains") or []]
    for row in catalogue.get("ships") or []:
        state["ship_types"][row["type"]] = {stat: row[stat] for stat in STATS}
    for row in catalogue.get("goods") or []:
        if row["name"].casefold() not in {g.casefold() for g in state["goods"]}:
            state["goods"].append(row["name"])


def new_game(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    state = blank_state(options, seats, seed)
    for ship_type, stats in PRINTED_SHIPS.items():
        state["ship_types"][ship_type] = dict(stats)
    apply_catalogue(state, table_catalogue(options))
    state["captain_deck"] = CAPTAIN_CARDS - len(seats)
    # MM-1.1.3 to MM-1.1.5: each seat enters its captain and ship in secret.
    owe(state, "captain", list(range(len(seats))), reveal=True)
    return state
