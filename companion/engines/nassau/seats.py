"""Who is who at the table: the acting player, seat names, notoriety orders, whose turn."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    TRACK_LENGTH,
)
from companion.engines.text import _

Player = dict[str, Any]


def player(state: State, seat: int | None) -> Player:
    if seat is None or not 0 <= seat < len(state["players"]):
        raise RuleError("NAS-0.2", _("A player at the table makes this entry."))
    # The state is JSON (values typed Any): the casts say what a read holds.
    return cast(Player, state["players"][seat])


def seat_index(seat: int | None) -> int:
    """The acting seat of a player move (the companion itself acts only in system moves)."""
    if seat is None:
        raise RuleError("NAS-0.2", _("A player at the table makes this entry."))
    return seat


def name(state: State, seat: int) -> str:
    return cast(str, state["seats"][seat]["name"])


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
