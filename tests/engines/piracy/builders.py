"""Piracy tables for the engine tests: a map, a setup played in seating order, and a
turn put where a worked example starts."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, SeatInfo, State
from companion.engines.piracy import PiracyEngine
from companion.engines.state import copy_state
from companion.engines.text import english

ENGINE = PiracyEngine()
NAMES = ("Anja", "Jona", "Mira")
# PIR-Q-1: the examples use 12 as the deck plan's top of the Rations scale.
OPTIONS = {"rations_max": 12}
PORTS = [
    {"name": "Tortuga", "modifier": 1, "continent": "elsewhere"},
    {"name": "Nassau", "modifier": 0, "continent": "elsewhere"},
    {"name": "Port Royal", "modifier": -1, "continent": "elsewhere"},
    {"name": "Cartagena", "modifier": 2, "continent": "america"},
    {"name": "Port Y", "modifier": -2, "continent": "elsewhere"},
    {"name": "Port Q", "modifier": 1, "continent": "elsewhere"},
]


def new(
    options: dict[str, Any] | None = None, colours: tuple[str, ...] = ("red", "blue", "green")
) -> State:
    seats = [SeatInfo(i, n, c) for i, (n, c) in enumerate(zip(NAMES, colours, strict=False))]
    return ENGINE.setup({**OPTIONS, **(options or {})}, seats, seed=7)


def play(state: State, seat: int | None, type_: str, **args: Any) -> State:
    return ENGINE.play(state, seat, {"type": type_, "args": args}).state


def said(state: State, seat: int | None, type_: str, **args: Any) -> list[str]:
    answer = ENGINE.play(state, seat, {"type": type_, "args": args})
    return [english(m) for m in answer.outcome.public]


def refused(state: State, seat: int | None, type_: str, **args: Any) -> tuple[str, str]:
    with pytest.raises(RuleError) as caught:
        ENGINE.play(state, seat, {"type": type_, "args": args})
    return caught.value.rule_id, english(caught.value.text)


def mapped(options: dict[str, Any] | None = None) -> State:
    state = new(options)
    for port in PORTS:
        state = play(state, 0, "add_port", **port)
    state = play(state, 1, "add_europe_hex", hex="E1")
    return play(state, 2, "finish_map")


def through(state: State, step: str | None) -> State:
    """The setup played on in seating order (Jona starts) up to ``step`` (None: done)."""
    bases = iter(["Tortuga", "Nassau", "Port Royal"])
    while state["step"] != step:
        seat, now = state["current"], state["step"]
        if now == "start_player":
            state = play(state, 2, "name_start_player", player=1)
        elif now == "bases":
            state = play(state, seat, "choose_base", port=next(bases), far_enough=True)
        elif now == "colours":
            colour = ENGINE.legal_moves(state, seat)[0].allowed["colour"][0]
            state = play(state, seat, "choose_colour", colour=colour)
        elif now == "equip":
            state = play(state, seat, "equip_ship", battle=6, sails=4)
        elif now == "missions":
            state = play(state, seat, "enter_first_mission", number=seat + 1, documents=1)
        elif now == "start_bases":
            state = play(state, seat, "choose_start_base", port="Tortuga")
        else:
            raise AssertionError(now)
    return state


def started(options: dict[str, Any] | None = None) -> State:
    """Round 1, Jona's turn, every ship anchored in Tortuga."""
    return through(mapped(options), None)


def set_player(state: State, seat: int, **values: Any) -> State:
    state["players"][seat].update(values)
    return state


JONA, MIRA, ANJA = 1, 2, 0


def at_sea(state: State, seat: int = JONA, **values: Any) -> State:
    """A copy of ``state`` with ``seat``'s ship at sea on hex H12."""
    return set_player(copy_state(state), seat, at="H12", where="at_sea", port_values=None, **values)


def offered(state: State, seat: int) -> list[str]:
    return [o.type for o in ENGINE.legal_moves(state, seat)]


def prompt(state: State) -> str:
    return english(ENGINE.player_view(state, None)["prompt"])


def port_of(state: State, name: str) -> dict[str, Any]:
    return next(p for p in state["ports"] if p["name"] == name)


def pass_turns(state: State, *seats: int) -> State:
    """Each of ``seats`` stays at anchor in its port and is done."""
    for seat in seats:
        state = play(play(state, seat, "sail", hexes=0), seat, "port_done")
    return state
