"""Every area of the rules, and what each adds to the table's flow: the owed entries it
offers (``OWED``), the actions of the player in turn (``actions``), the entries any seat
may make at any time (``anytime``), and what happens at a turn's start, when a ship
enters a zone, and at the round's end. ``legal.py``, ``view.py`` and ``turns.py`` ask
here; an area is added by listing its module."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any, cast

from companion.engines.base import LegalMove, State
from companion.engines.merchants_marauders import (
    adjust,
    adjust_board,
    captains,
    combat_contest,
    combat_crew,
    combat_damage,
    combat_hits,
    combat_naval,
    death,
    demand,
    events,
    glory,
    glory_cards,
    glory_play,
    map_entries,
    merchants,
    missions,
    modifications,
    movement,
    npc_moves,
    npc_scouting,
    npc_view,
    npcs,
    plunder,
    port,
    port_buy,
    port_hide,
    port_missions,
    port_recruit,
    port_shipyard,
    port_trade,
    raid_end,
    raids,
    rumors,
    scouting,
    ship_cards,
    specialists,
    turns,
)
from companion.engines.text import Msg, Text
from companion.engines.waiting import Owed

# Every area module, also the engine's ``move_modules`` (its moves are declared in them).
AREAS: tuple[ModuleType, ...] = (
    glory,
    captains,
    missions,
    events,
    death,
    turns,
    port,
    movement,
    map_entries,
    port_shipyard,
    modifications,
    port_recruit,
    rumors,
    port_missions,
    scouting,
    merchants,
    raids,
    raid_end,
    demand,
    port_trade,
    port_buy,
    port_hide,
    combat_crew,
    plunder,
    npcs,
    npc_moves,
    npc_scouting,
    combat_naval,
    combat_contest,
    combat_hits,
    combat_damage,
    glory_cards,
    glory_play,
    specialists,
    adjust,
    adjust_board,
    ship_cards,
    npc_view,
)


def owed() -> Mapping[str, Owed]:
    found = _looked_up().get("OWED")
    if found is None:
        found = _looked_up()["OWED"] = {o.kind: o for a in AREAS for o in getattr(a, "OWED", ())}
    return cast(Mapping[str, Owed], found)


def _looked_up() -> dict[str, Any]:
    """What was looked up in the areas so far: the table's flow asks them a hundred times
    a move. Kept for the areas it was found in (a test may add one)."""
    if _CACHE["areas"] is not AREAS:
        _CACHE.update(areas=AREAS, found={})
    found: dict[str, Any] = _CACHE["found"]
    return found


_CACHE: dict[str, Any] = {"areas": None, "found": {}}


def _collect(hook: str, *args: Any) -> list[Any]:
    hooks = _looked_up().get(hook)
    if hooks is None:
        hooks = _looked_up()[hook] = [f for a in AREAS if (f := getattr(a, hook, None))]
    out: list[Any] = []
    for fn in hooks:
        out += fn(*args) or []
    return out


LAST_OFFERS = ("pass_turn", "retire")


def actions(state: State, seat: int) -> list[LegalMove]:
    """The turn's actions; while a Port action is open, only its activities and its end
    (MM-4.1.4: an activity is finished before the next starts)."""
    if port.port_open(state, seat):
        return _collect("port_activities", state, seat) + port.actions(state, seat)
    # Ending the turn or retiring comes after every action: the first button is never the
    # one that throws the turn's actions away.
    offers: list[LegalMove] = _collect("actions", state, seat)
    return sorted(offers, key=lambda offer: offer.type in LAST_OFFERS)


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


def scene_lines(state: State, seat: int | None) -> list[Msg]:
    """What is being fought out now (a raid's cards, a combat's ships), as ``seat`` may
    read it: the pages show it above the board."""
    return _collect("scene_lines", state, seat)


def caution(state: State, seat: int | None, move_type: str, args: dict[str, Any]) -> Text | None:
    """The first warning an area gives for a legal move the player may not mean."""
    for area in AREAS:
        fn: Callable[..., Text | None] | None = getattr(area, "caution", None)
        text = fn(state, seat, move_type, args) if fn is not None else None
        if text is not None:
            return text
    return None


def on_combat_end(state: State) -> list[Msg]:
    """A combat is over (the combat area calls this): what it interrupted goes on (the
    next NPC scouting for the same player, MM-8.5.4)."""
    return _collect("on_combat_end", state)


def on_zone_described(state: State, entry: Any) -> list[Msg]:
    """The table told a zone's borders (map_entries.describe_zone): whoever waited for them
    goes on (an NPC's icon)."""
    return _collect("on_zone_described", state, entry)
