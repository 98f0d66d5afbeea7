"""Piracy engine: a whole recorded game, per move, against a JSON round-trip.

The recorded playthroughs of the contract test (``tests/contract/playthroughs``, found by
the whole-game player of ``tests/engines/piracy``) are replayed through ``Engine.apply``,
the companion's own moves included. The baseline is a JSON round-trip of each state the
games pass through, the least a web request storing the state costs anyway; the goal is
a move at most 5x a round-trip (issue 18).
"""

from __future__ import annotations

from typing import Any

from bench.common import Ratio, games_against_round_trips
from companion.engines.base import State
from companion.engines.piracy import PiracyEngine

ENGINE = PiracyEngine()


def games() -> list[tuple[State, list[tuple[int | None, dict[str, Any]]], list[State]]]:
    from tests.contract.recorded import load_games, recorded_seats

    out = []
    for game in load_games(ENGINE.slug):
        # The seats with the colours the recording gave them (Piracy's setup asks for the
        # colours a table was not created with).
        seats = recorded_seats(game)
        start = ENGINE.setup(ENGINE.clean_options(game["options"]), seats, game["seed"])
        moves = [(m["seat"], {"type": m["type"], "args": m["args"]}) for m in game["moves"]]
        states, state = [start], start
        for seat, move in moves:
            state = ENGINE.apply(state, seat, move)
            states.append(state)
        out.append((start, moves, states))
    return out


def run() -> list[Ratio]:
    return [games_against_round_trips(ENGINE, games(), goal=5.0)]
