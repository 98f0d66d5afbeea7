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

from bench.common import Ratio, games_against_round_trips
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
    return [games_against_round_trips(ENGINE, games(), goal=5.0)]
