"""A ship's tiles and the values they give it (NAS-2.5.10, NAS-5.5)."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    TILES,
)
from companion.engines.nassau.seats import Player
from companion.engines.text import _


def tile_of(p: Player, key: str) -> dict[str, Any] | None:
    for tile in p["tiles"]:
        if tile["type"] == key:
            return cast(dict[str, Any], tile)
    return None


def usable_tile(state: State, p: Player, key: str) -> dict[str, Any] | None:
    """A once-per-round tile owned since an earlier round and face up (NAS-2.5.10, NAS-5.6)."""
    for tile in p["tiles"]:
        if tile["type"] == key and not tile["used"] and tile["acquired"] < state["round"]:
            return cast(dict[str, Any], tile)
    return None


def require_tile(state: State, p: Player, key: str) -> dict[str, Any]:
    label = TILES[key].name
    owned = [t for t in p["tiles"] if t["type"] == key]
    if not owned:
        raise RuleError(TILES[key].rule, _("Your ship has no %(tile)s.", tile=label))
    tile = usable_tile(state, p, key)
    if tile is None:
        if all(t["acquired"] >= state["round"] for t in owned):
            raise RuleError(
                "NAS-2.5.10",
                _("Your %(tile)s was acquired this round: use it next round.", tile=label),
            )
        raise RuleError(
            "NAS-5.4.23" if TILES[key].set == "crew" else "NAS-5.3.5",
            _("Your %(tile)s has already been used this round.", tile=label),
        )
    return tile


def active_tiles(state: State, p: Player) -> list[str]:
    """Types of permanent upgrades that count now: not bought this round (NAS-2.5.10)."""
    return [t["type"] for t in p["tiles"] if t["acquired"] < state["round"]]


def sail_value(state: State, p: Player, vs: str) -> int:
    tiles = active_tiles(state, p)
    value = 1 + tiles.count("mainsail")  # NAS-2.2.6.1, NAS-5.2.1
    if vs == "merchant":
        value += tiles.count("jib")  # NAS-5.2.2
    if vs == "navy":
        value += tiles.count("spanker")  # NAS-5.2.3
    return value


def cannon_value(state: State, p: Player, vs: str) -> int:
    tiles = active_tiles(state, p)
    value = 1 + tiles.count("cannons")  # NAS-5.1.1
    if vs == "port":
        value += 2 * tiles.count("long_range_cannons")  # NAS-5.1.2, NAS-Q34
    if vs == "merchant":
        value += tiles.count("bow_cannons")  # NAS-5.1.3
    if vs == "navy":
        value += tiles.count("stern_cannons")  # NAS-5.1.7
    return value


def ship_points(state: State, p: Player) -> int:
    printed = state["options"]
    sections = ["stern", "bow", "middle1", "middle2"][: p["sections"]]
    base = sum(int(printed.get(f"ship_points_{s}", 0)) for s in sections)  # NAS-Q5
    return base + sum(TILES[t["type"]].ship_points for t in p["tiles"])


def motley_points(p: Player) -> int:
    return sum(TILES[t["type"]].motley_points for t in p["tiles"])
