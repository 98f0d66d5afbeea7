"""Blackbeard engine: seeded whole games, per entry, against a JSON round-trip.

Blackbeard has no recorded games yet, so the games are the contract test's seeded ones
(``tests/contract/agent.py``: five games of the random player, every entry drawn from
the offers), replayed through ``Engine.apply``. The baseline is a JSON round-trip of each
state the games pass through, the least a web request storing the state costs anyway;
the goal is an entry at most 5x a round-trip (issue 20).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bench.common import Ratio, ratio, round_trips_of
from companion.engines.base import State
from companion.engines.blackbeard import BlackbeardEngine

ENGINE = BlackbeardEngine()
GAMES = 5
STEPS = 250


def games() -> list[tuple[State, list[tuple[int | None, dict[str, Any]]], list[State]]]:
    from tests.contract.agent import Agent

    seen: Counter[str] = Counter()
    out = []
    for seed in range(GAMES):
        run = Agent(ENGINE, seed, seen).play(STEPS)
        moves = [(step.seat, step.move) for step in run.steps]
        out.append((run.initial, moves, [run.initial, *(step.state for step in run.steps)]))
    return out


def run() -> list[Ratio]:
    recorded = games()
    count = sum(len(moves) for _start, moves, _states in recorded)

    def replay() -> None:
        for start, moves, _states in recorded:
            state = start
            for seat, move in moves:
                state = ENGINE.apply(state, seat, move)

    trips = [round_trips_of(states[:-1]) for _start, _moves, states in recorded]

    def round_trips() -> None:
        for trip in trips:
            trip()

    return [
        ratio(
            f"blackbeard apply, per entry ({count} entries)",
            replay,
            round_trips,
            baseline="JSON round-trip of the state",
            goal=5.0,
            number=1,
        )
    ]
