"""A new Blackbeard table (digest 9.1): the seats' VP, no ports and no pirates yet.

The aid prints no setup and no component values (digest 3.2 and 3.3): the ports, the pirates
with their cards and ships come from the club's catalogue or are entered at the table
(``entries.py``), before play or whenever a pirate is deployed (BB-S1.12)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import Args, SeatInfo, State, new_rng
from companion.engines.catalogues import table_catalogue

SLUG = "blackbeard"


def port_entry(row: dict[str, Any]) -> dict[str, Any]:
    """A port as the table keeps it, from the values entered or the club's catalogue."""
    return {
        "name": row["name"],
        "nationality": row["nationality"],
        "nation": str(row.get("nation") or "").strip(),
        "value": row["value"],
        "defense": row["defense"],
        "status": row["status"],
        "havens": [],  # pirate numbers marked on the Port Grid (BB-P4.3)
        "info": {},  # str(pirate number) -> information points (BB-P4.2)
    }


def new_game(options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
    catalogue = table_catalogue(options)
    return {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        "ports": [port_entry(row) for row in catalogue.get("ports", [])],
        # BB-Q4: the column each sea zone reads, where the club entered its map.
        "zones": {row["name"]: row["column"] for row in catalogue.get("zones", [])},
        "pirates": [],
        # digest 9.1 "Other": the KC and the warship carry the values entered for them.
        "kc": {"in_play": False, "speed": 0, "combat": 0, "player": None},
        "warship": {"status": "on_station", "speed": 0, "combat": 0},
        # BB-G6: VP belong to players; every award is kept with its cause (BB-T3.4).
        "vp": [0] * len(seats),
        "awards": [],
        "notices": [],  # rulings shown once (BB-Q9)
        "ending": False,  # declared by the table (BB-T3.2); scored by the companion
        "over": False,
        "rng": new_rng(seed),
    }
