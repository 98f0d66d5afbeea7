"""Spanish Main card game engine: a whole seeded game, per move, against a JSON round-trip.

Every move of a recorded game (4 players, app-managed decks, both advanced rules) is
replayed through ``Engine.apply``; the baseline is a JSON round-trip of each state the game
passes through, the least a web request storing the state would cost anyway.
"""

from __future__ import annotations

import random
from typing import Any

from bench.common import Ratio, ratio, replay_of, round_trips_of
from companion.engines.base import SeatInfo, State
from companion.engines.spanish_main import SpanishMainEngine

ENGINE = SpanishMainEngine()
OPTIONS = {"imminent_adventures": True, "movement_hand": True, "extended_fame": False}


def _args(allowed: dict[str, list[Any]], rng: random.Random) -> dict[str, Any]:
    return {k: rng.choice(v) for k, v in allowed.items() if v and k != "second_space"}


def record_game(seed: int = 2024) -> tuple[State, list[tuple[int, dict[str, Any]]], list[State]]:
    """A whole game chosen from legal_moves: the start, its moves and every state after one."""
    seats = [SeatInfo(i, f"Seat {i}") for i in range(4)]
    start = ENGINE.setup(OPTIONS, seats, seed)
    rng = random.Random(seed)
    state, moves, states = start, [], [start]
    while not ENGINE.is_over(state):
        seat = next(s for s in range(4) if ENGINE.legal_moves(state, s))
        legal = rng.choice(ENGINE.legal_moves(state, seat))
        move = {"type": legal.type, "args": _args(legal.allowed, rng)}
        state = ENGINE.apply(state, seat, move)
        moves.append((seat, move))
        states.append(state)
    return start, moves, states


def run() -> list[Ratio]:
    start, moves, states = record_game()

    replay = replay_of(ENGINE, start, moves)

    def views() -> None:
        for state in states[:-1]:
            ENGINE.player_view(state, None)
            for seat in range(4):
                ENGINE.player_view(state, seat)
                ENGINE.legal_moves(state, seat)

    round_trips = round_trips_of(states[:-1])

    return [
        ratio(
            f"spanish_main apply, per move ({len(moves)} moves)",
            replay,
            round_trips,
            baseline="JSON round-trip of the state",
            goal=15.0,
            number=5,
        ),
        ratio(
            "spanish_main 5 views + 4 legal_moves, per move",
            views,
            round_trips,
            baseline="JSON round-trip of the state",
            goal=15.0,
            number=5,
        ),
    ]
