"""A seat's record and the simple facts about it (section A.3 of the digest)."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.text import _

Player = dict[str, Any]


def player(state: State, seat: int | None) -> Player:
    if seat is None or not 0 <= seat < len(state["players"]):
        raise RuleError(
            "MM-3.3.1", _("Only a player at this table can make this entry (MM-3.3.1).")
        )
    return cast(Player, state["players"][seat])


def name(state: State, seat: int) -> str:
    return cast(str, state["seats"][seat]["name"])


def seat_count(state: State) -> int:
    return len(state["seats"])


def clockwise(state: State, start: int) -> list[int]:
    """Every seat from ``start`` on, clockwise (MM-Q3: seats are entered clockwise)."""
    n = seat_count(state)
    return [(start + i) % n for i in range(n)]


def left_of(state: State, seat: int) -> int:
    """MM-Q3: the player to the left of X is the next one clockwise."""
    return (seat + 1) % seat_count(state)


def nation(state: State, seat: int) -> str | None:
    """MM-0.3.4: the captain's nationality is that of his home port."""
    captain = player(state, seat)["captain"]
    if captain is None:
        return None
    return cast(str | None, state["zones"][captain["home"]]["nation"])


def home(state: State, seat: int) -> int | None:
    captain = player(state, seat)["captain"]
    return None if captain is None else cast(int, captain["home"])


def is_pirate(p: Player) -> bool:
    """MM-6.1.1: a player with at least one bounty is a pirate."""
    return any(level > 0 for level in p["bounty"].values())


def in_port(p: Player) -> bool:
    return bool(p["at"] is not None and p["at"]["port"])


def at_sea(p: Player) -> bool:
    return bool(p["at"] is not None and not p["at"]["port"])


def zone_of(p: Player) -> int | None:
    return None if p["at"] is None else cast(int, p["at"]["zone"])


def alive(p: Player) -> bool:
    return bool(p["status"] == "alive" and p["captain"] is not None)


def skill(p: Player, which: str) -> int:
    return int(p["captain"][which])


def at_war(state: State, a: str | None, b: str | None) -> bool:
    """MM-0.5.4: two nations at war (the "At war!" space)."""
    if a is None or b is None or a == b:
        return False
    return sorted((a, b)) in state["wars"]
