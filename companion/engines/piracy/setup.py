"""A new game of Piracy (PIR-1, PIR-APP-1): the settings chosen at creation, the blank
state, and the ports and European hexes a club's catalogue fills in. The setup's
entries, one step after another (PIR-APP-5.1), are in ``config.py`` and
``setup_moves.py``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from companion.engines.base import SeatInfo, State, new_rng
from companion.engines.catalogues import table_catalogue
from companion.engines.piracy.catalogue import (
    COLOURS,
    EVENT_CARDS,
    SLUG,
    START_GOLD_SCALE,
    START_RATIONS,
    START_TERROR,
    npc_speed,
    ship_points,
)

# PIR-APP-5.1: the setup's steps in order. "config" (the ports and European hexes) is
# skipped when the club's catalogue holds them; "colours" when every seat has its own.
STEPS: Final = (
    "config",
    "start_player",
    "bases",
    "colours",
    "equip",
    "missions",
    "start_bases",
    "deck",
)


def settings_of(options: Mapping[str, Any], players: int) -> dict[str, Any]:
    """PIR-APP-1.1: what the table chose at creation, and what follows from it."""
    better = bool(options.get("better_ships"))
    return {
        "players": players,
        "better_ships": better,
        "split_treasure_maps": bool(options.get("split_treasure_maps")),
        "fixed_port_values": bool(options.get("fixed_port_values")),
        # PIR-7.0.1, PIR-5.08.2: the rulebook advises always playing with 7.4.
        "overfull_hold": bool(options.get("overfull_hold", True)),
        # PIR-Q-1: read off the deck plan, never a default: None until the table enters it.
        "rations_max": options.get("rations_max"),
        # PIR-APP-3.3: the companion rolls the rolls that involve no choice.
        "app_dice": bool(options.get("app_dice")),
        "ship_points": ship_points(better),
        "npc_speed": npc_speed(players),
    }


def blank_player(seat: SeatInfo) -> dict[str, Any]:
    """PIR-APP-1.3 before the ship is equipped."""
    colour = seat.colour if seat.colour in COLOURS else None
    return {
        "colour": colour,
        "has_ship": False,
        "battle": 0,
        "sails": 0,
        "terror": START_TERROR,
        "rations": START_RATIONS,
        "hold": 0,  # stocked with its 2 tokens when the ship is equipped (PIR-1.3.2)
        "gold_scale": START_GOLD_SCALE,
        "at": None,  # a port's name, a hex as the table names it, or None
        "where": "none",  # at_sea / in_port / in_europe / burying / none
        "port_values": None,
        "europe_turn": 0,
        "mission": None,
        "missions_done": [],
        "nobles": 0,
        "letter": False,
        "treasure_map": False,
        # A face-down card shown by use (a Letter spent on a base, a map buried under) or
        # dealt in the open (7.2): which it is is public (RULING PIR-Q-43).
        "shown": {"letter": False, "treasure_map": False},
        "buried": 0,
        "skip_next_turn": False,
        "port_bars": {},
        "base_chosen": None,
        "start_base": None,
        "careers": 1,
        # A new career draws a category A mission once the new ship is placed.
        "owes_mission": False,
    }


def port_record(name: str, modifier: int, continent: str) -> dict[str, Any]:
    """PIR-APP-1.2: a port of the registry, intact and normal until a base is chosen."""
    return {
        "name": name,
        "modifier": modifier,
        "american": continent == "america",
        "kind": "normal",
        "intact": True,
        "destroyed_round": None,
        "destroyed_by": None,
        "chosen_by": None,
        "fixed_battle": None,
        "fixed_gold": None,
    }


def first_step(options: Mapping[str, Any], ports: list[Any], europe: list[str]) -> str:
    """The map and the Rations scale's top are entered at the table unless the club's
    catalogue and the table's options hold them; fixed port values (7.3) are always set
    for this table."""
    known = ports and europe and options.get("rations_max") is not None
    if known and not options.get("fixed_port_values"):
        return "start_player"
    return "config"


def new_game(options: Mapping[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    catalogue = table_catalogue(options)
    ports = [
        port_record(r["name"], r["modifier"], r["continent"]) for r in catalogue.get("ports", [])
    ]
    europe = [r["hex"] for r in catalogue.get("europe", [])]
    state: State = {
        "game": SLUG,
        "seats": [{"index": s.index, "name": s.name} for s in seats],
        "settings": settings_of(options, len(seats)),
        "rng": new_rng(seed),
        "phase": "setup",
        "step": first_step(options, ports, europe),
        "round": 0,
        # PIR-2.0.2: clockwise from the starting player, named in the "start_player" step.
        "order": [],
        "current": None,
        "ports": ports,
        "ports_from_club": bool(ports),
        "europe": europe,
        "hunters": [],
        "fleet": None,
        # The battle being fought (battle.py), and the turn in progress (turn_state.py).
        "battle": None,
        "npc_ids": 0,
        "turn": None,
        "deck": {"left": EVENT_CARDS, "discard": [], "maps_aside": 0},
        "players": [blank_player(s) for s in seats],
        "waiting": [],
        "end": None,
    }
    return state
