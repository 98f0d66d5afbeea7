"""Shared helpers over the state: seats, orders, the hold, the supply, tiles, pending choices."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    HOLD_PER_SECTION,
    PIECES,
    RESOURCES,
    TILES,
    TRACK_LENGTH,
)

Player = dict[str, Any]


def player(state: State, seat: int | None) -> Player:
    if seat is None or not 0 <= seat < len(state["players"]):
        raise RuleError("NAS-0.2", "this move must be made by a player at the table")
    # The state is JSON (values typed Any): the casts say what a read holds.
    return cast(Player, state["players"][seat])


def seat_index(seat: int | None) -> int:
    """The acting seat of a player move (the companion itself acts only in system moves)."""
    if seat is None:
        raise RuleError("NAS-0.2", "this move must be made by a player at the table")
    return seat


def name(state: State, seat: int) -> str:
    return cast(str, state["seats"][seat]["name"])


# -- notoriety and orders -------------------------------------------------------------------


def track_space(total: int) -> int:
    """Physical space of a notoriety total (NAS-2.3.7, NAS-Q10)."""
    return (total - 1) % TRACK_LENGTH + 1


def ascending(state: State) -> list[int]:
    """Lowest notoriety first (NAS-2.0.3); totals never tie (NAS-1.7.4)."""
    return sorted(range(len(state["players"])), key=lambda s: state["players"][s]["notoriety"])


def descending(state: State) -> list[int]:
    return list(reversed(ascending(state)))


def current_seat(state: State) -> int | None:
    turn = state.get("turn") or {}
    queue = turn.get("queue")
    if not queue or turn.get("pos", 0) >= len(queue):
        return None
    return cast(int, queue[turn["pos"]])


# -- hold ----------------------------------------------------------------------------------


def capacity(p: Player) -> int:
    """4 spaces per section (NAS-2.2.8.2); a section bought this step counts at once (NAS-Q7)."""
    return cast(int, HOLD_PER_SECTION * p["sections"])


def hold_total(p: Player) -> int:
    return sum(p["hold"].values())


def free_space(p: Player) -> int:
    return max(0, capacity(p) - hold_total(p))


def count_pieces(pieces: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for piece in pieces:
        out[piece] = out.get(piece, 0) + 1
    return out


def check_pieces_in_hold(p: Player, pieces: list[str], rule: str, allowed: tuple[str, ...]) -> None:
    for piece, n in count_pieces(pieces).items():
        if piece not in allowed:
            raise RuleError(rule, f"{piece} cannot be used here")
        if p["hold"].get(piece, 0) < n:
            raise RuleError(rule, f"your hold has only {p['hold'].get(piece, 0)} {piece}")


def move_to_supply(state: State, p: Player, pieces: dict[str, int]) -> None:
    for piece, n in pieces.items():
        p["hold"][piece] -= n
        state["supply"][piece] += n


def describe_pieces(pieces: dict[str, int]) -> str:
    parts = [f"{n} {k}" for k, n in pieces.items() if n]
    return ", ".join(parts) if parts else "nothing"


def gain(
    state: State, seat: int, owed: dict[str, int], rule: str, *, ignore_capacity: bool = False
) -> dict[str, int]:
    """Give ``owed`` pieces from the supply into the hold.

    Only what the supply holds is owed (NAS-Q8). If the hold cannot take it all, the player
    chooses what to keep (NAS-2.2.8.3): a ``loot`` choice is queued unless only one kind is owed.
    Returns what was taken at once.
    """
    p = state["players"][seat]
    real = {k: min(n, state["supply"][k]) for k, n in owed.items() if n > 0}
    real = {k: n for k, n in real.items() if n > 0}
    total = sum(real.values())
    room = total if ignore_capacity else free_space(p)
    if total <= room:
        _take(state, p, real)
        return real
    if len(real) == 1:
        piece = next(iter(real))
        taken = {piece: room}
        _take(state, p, taken)
        return taken
    state["pending"].append(
        {"kind": "loot", "seat": seat, "owed": real, "rule": rule, "room": room}
    )
    return {}


def _take(state: State, p: Player, pieces: dict[str, int]) -> None:
    for piece, n in pieces.items():
        state["supply"][piece] -= n
        p["hold"][piece] = p["hold"].get(piece, 0) + n


# -- tiles ---------------------------------------------------------------------------------


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
        raise RuleError(TILES[key].rule, f"your ship has no {label}")
    tile = usable_tile(state, p, key)
    if tile is None:
        if all(t["acquired"] >= state["round"] for t in owned):
            raise RuleError(
                "NAS-2.5.10", f"your {label} was acquired this round: use it next round"
            )
        raise RuleError(
            "NAS-5.4.23" if TILES[key].set == "crew" else "NAS-5.3.5",
            f"your {label} has already been used this round",
        )
    return tile


def active_tiles(state: State, p: Player) -> list[str]:
    """Types of permanent upgrades that count now: not bought this round (NAS-2.5.10)."""
    return [t["type"] for t in p["tiles"] if t["acquired"] < state["round"]]


# -- derived ship values (NAS-5.5) ---------------------------------------------------------


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


def chest_value(p: Player) -> int:
    return cast(int, p["chest"]["poe"] + 5 * p["chest"]["doubloon"])  # NAS-4.7


def empty_hold() -> dict[str, int]:
    return dict.fromkeys(PIECES, 0)


def resources_in_hold(p: Player) -> int:
    return sum(p["hold"][r] for r in RESOURCES)
