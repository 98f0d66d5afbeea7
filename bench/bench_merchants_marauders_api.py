"""Merchants & Marauders at the table: a move through the HTTP API vs a scoresheet move.

The first recorded game (``tests/contract/playthroughs``) is played again through
``POST /api/tables/{code}/moves/``, each phone posting its own seat's moves; the
companion's moves (the round's bookkeeping, the steps a seat has nothing to decide in)
are made by the table in-process after the move that makes them due, as on the embedded
default, so a move's time includes what it sets off. Its time per posted move is set
against one scoresheet move through the same API in the same run, in CPU time, the two
timed in turn; the goal is at most 1.2x.
"""

from __future__ import annotations

import json
import time

from bench.api_replay import phone_moves, play_through_api
from bench.common import Ratio, best_times_side_by_side
from bench.django_env import setup_django

SLUG = "merchants_marauders"


def run() -> list[Ratio]:
    setup_django()
    from django.test import Client

    from companion.engines.registry import get_engine
    from companion.tables import services
    from tests.contract.recorded import load_games

    game = load_games(SLUG)[0]
    moves = phone_moves(get_engine(SLUG), game)
    client = Client()

    def through_api() -> None:
        play_through_api(
            client,
            game=SLUG,
            seats=[{"name": name} for name in game["seats"]],
            seed=game["seed"],
            moves=moves,
            options=game["options"],
        )

    sheet = services.table_create(game="scoresheet", seats=[{"name": "Anja"}, {"name": "Jona"}])
    token = f"Bearer {sheet.seat_tokens[0]}"
    version = [sheet.table.version]

    def scoresheet_move() -> None:
        # As the replay does: the next move's version is read from the answer.
        body = {
            "type": "record_score",
            # The same cell again and again: each entry replaces the last (SHEET-1).
            "args": {"target": 1, "points": 3, "replace": True},
            "expected_version": version[0],
        }
        response = client.post(
            f"/api/tables/{sheet.table.code}/moves/",
            json.dumps(body),
            content_type="application/json",
            HTTP_AUTHORIZATION=token,
        )
        assert response.status_code == 201, response.content
        version[0] = response.json()["version"]

    # CPU time: a game takes seconds, and by the wall clock the ratio swung from 0.6x to
    # 2.5x on a shared machine. The server runs in this process (the test client, SQLite),
    # so its work is all counted; both sides commit once per entry alike.
    base, game_time = best_times_side_by_side(
        [(scoresheet_move, 200), (through_api, 1)], repeat=5, clock=time.process_time
    )
    return [
        Ratio(
            f"a {SLUG} move through the HTTP API (mean of {len(moves)})",
            game_time / len(moves) / base,
            "a scoresheet move through the HTTP API",
            goal=1.2,
        )
    ]
