"""Spanish Main: a whole seeded game per move, through the engine and the HTTP API, vs a JSON round-trip."""

from __future__ import annotations

import json
from typing import Any

from bench.api_replay import play_through_api
from bench.common import Ratio, best_time
from bench.django_env import setup_django


def scripted_game(seed: int) -> list[tuple[int, dict[str, Any]]]:
    """The moves of a whole 2-player game: repair when possible, else the first card."""
    from companion.engines.base import SeatInfo
    from companion.engines.registry import get_engine

    engine = get_engine("spanish_main")
    state = engine.setup(engine.clean_options({}), [SeatInfo(0, "A"), SeatInfo(1, "B")], seed)
    moves = []
    while not engine.is_over(state):
        seat = state["current_seat"]
        legal = engine.legal_moves(state, seat)
        pick = next((m for m in legal if m.type == "repair"), legal[0])
        move = {"type": pick.type, "args": {k: v[0] for k, v in pick.allowed.items() if v}}
        state = engine.apply(state, seat, move)
        moves.append((seat, move))
    return moves


def run() -> list[Ratio]:
    setup_django()
    from django.test import Client

    from companion.engines.base import SeatInfo
    from companion.engines.registry import get_engine

    engine = get_engine("spanish_main")
    seed = 5
    moves = scripted_game(seed)
    seats = [SeatInfo(0, "A"), SeatInfo(1, "B")]
    start = engine.setup(engine.clean_options({}), seats, seed)

    def through_engine() -> None:
        state = start
        for seat, move in moves:
            state = engine.apply(state, seat, move)

    def round_trips() -> None:
        state = start
        for _ in moves:
            state = json.loads(json.dumps(state))

    client = Client()

    def through_api() -> None:
        seats = [{"name": "A"}, {"name": "B"}]
        play_through_api(client, game="spanish_main", seats=seats, seed=seed, moves=moves)

    base = best_time(round_trips, repeat=7)
    engine_time = best_time(through_engine, repeat=7)
    api_time = best_time(through_api, repeat=3)
    per = f"JSON round-trip of the state ({len(moves)} moves)"
    return [
        Ratio("a move through the engine", engine_time / base, per),
        Ratio("a move through the HTTP API", api_time / base, per),
    ]
