"""Every area of the rules, and what each adds to the table's flow: the owed entries it
offers (``OWED``), the actions of the player in turn (``actions``), the entries any seat
may make at any time (``anytime``), and what happens at a turn's start, when a ship
enters a zone, and at the round's end. ``legal.py``, ``view.py`` and ``turns.py`` ask
here; an area is added by listing its module."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.merchants_marauders import (
    adjust_board,
    captains,
    death,
    events,
    glory,
    glory_cards,
    missions,
    port,
    specialists,
    turns,
)
from companion.engines.merchants_marauders.waiting import Owed
from companion.engines.text import Msg

AREAS: tuple[ModuleType, ...] = (glory, captains, missions, events, death, turns, port)
AREAS += (glory_cards, specialists, adjust_board)


def owed() -> dict[str, Owed]:
    return {o.kind: o for area in AREAS for o in getattr(area, "OWED", ())}


def _collect(hook: str, *args: Any) -> list[Any]:
    out: list[Any] = []
    for area in AREAS:
        fn: Callable[..., list[Any]] | None = getattr(area, hook, None)
        if fn is not None:
            out += fn(*args) or []
    return out


def actions(state: State, seat: int) -> list[LegalMove]:
    """The turn's actions; while a Port action is open, only its activities and its end
    (MM-4.1.4: an activity is finished before the next starts)."""
    if port.port_open(state, seat):
        return _collect("port_activities", state, seat) + port.actions(state, seat)
    return _collect("actions", state, seat)


def anytime(state: State, seat: int) -> list[LegalMove]:
    return _collect("anytime", state, seat)


def on_turn_start(state: State, seat: int) -> list[Msg]:
    return _collect("on_turn_start", state, seat)


def on_enter_zone(state: State, seat: int) -> list[Msg]:
    return _collect("on_enter_zone", state, seat)


def on_round_end(state: State) -> list[Msg]:
    return _collect("on_round_end", state)


def view_parts(state: State, seat: int | None) -> list[dict[str, Any]]:
    """Each area's records as ``seat`` may see them (a raid's cards, a combat)."""
    return _collect("view_part", state, seat)


def resample(state: State, viewer: int | None, rng: Any) -> None:
    """Each area draws again the secrets of its records that ``viewer`` cannot know."""
    _collect("resample", state, viewer, rng)


def on_npc_defeated(state: State, slot: str) -> list[Msg]:
    """An NPC sunk or beaten (MM-8.2.3, MM-Q32): the NPC area replaces or removes it."""
    return _collect("on_npc_defeated", state, slot)
