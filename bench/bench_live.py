"""Live updates: the server's CPU for one move and every page it changes, per game, against the floor."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bench.api_replay import seeded_phone_moves
from bench.common import Ratio, best_times_side_by_side, seat_clients
from bench.django_env import setup_django

# Phones at the table: each seat's, and the table screen; four seats where the game
# allows them (the scoresheet five, so the five phones are seats).
SEATS = 4
# Moves timed per game, from the contract test's random player (``tests/contract/agent``):
# the same seeded moves every run.
MOVES = 24
SEED = 5


@dataclass
class LiveTable:
    """A table, its phones, and the moves to enter on it, in order."""

    code: str
    version: int
    tokens: list[str]
    phones: list[Any]
    screen: Any
    moves: list[tuple[int, dict[str, Any]]]
    api: Any
    cpu: dict[str, list[float]] = field(default_factory=dict)


def _table(slug: str) -> LiveTable:
    from django.test import Client

    from companion.engines.registry import get_engine
    from companion.tables import services

    engine = get_engine(slug)
    seats = min(engine.max_seats, SEATS)
    moves, recorded = seeded_phone_moves(slug, seats, SEED, MOVES)
    created = services.table_create(
        game=slug,
        seats=[{"name": name} for name in recorded["seats"]],
        seed=SEED,
        options=recorded["options"],
        issue_seat_tokens=True,
    )
    code = created.table.code
    phones = seat_clients(code, created.seat_tokens)
    screen, api = Client(), Client()
    # Each phone opens its page before it polls, as at the table. A test client also loads
    # the middleware on its first request (whitenoise indexes the static files): a web
    # process does that once, not per phone, and it was a third of the measure.
    for phone in phones:
        assert phone.get(f"/t/{code}/").status_code == 200
    assert screen.get(f"/t/{code}/screen/").status_code == 200
    assert api.get(f"/api/tables/{code}/").status_code == 200
    return LiveTable(code, created.table.version, created.seat_tokens, phones, screen, moves, api)


def _play(table: LiveTable, clock: Callable[[], float]) -> None:
    """Every move through the API (the mover's phone takes its new view from the answer),
    then each other phone's and the screen's first fetch after it, each timed apart."""
    from companion.tables.live import current

    moves: list[float] = []
    polls: list[float] = []
    screens: list[float] = []
    for seat, move in table.moves:
        before = current(table.code)
        assert before is not None
        start = clock()
        response = table.api.post(
            f"/api/tables/{table.code}/moves/",
            json.dumps({**move, "expected_version": table.version}),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {table.tokens[seat]}",
        )
        moves.append(clock() - start)
        assert response.status_code == 201, response.content
        table.version = response.json()["version"]
        for other, phone in enumerate(table.phones):
            if other == seat:
                continue
            start = clock()
            page = phone.get(f"/t/{table.code}/poll/?v={before.stamp}", HTTP_HX_REQUEST="true")
            polls.append(clock() - start)
            assert page.status_code == 200, page.status_code
        start = clock()
        page = table.screen.get(
            f"/t/{table.code}/poll/?v={before.stamp}&mode=screen", HTTP_HX_REQUEST="true"
        )
        screens.append(clock() - start)
        assert page.status_code == 200, page.status_code
    table.cpu = {"move": moves, "poll": polls, "screen": screens}


def run() -> list[Ratio]:
    setup_django()
    from django.test import Client

    from companion.engines.registry import game_slugs

    client = Client()

    def bare_insert() -> None:
        response = client.post("/bench/insert/", '{"points": 3}', content_type="application/json")
        assert response.status_code == 201

    results = []
    for slug in game_slugs():
        tables: list[LiveTable] = []

        def one_game(slug: str = slug, tables: list[LiveTable] = tables) -> None:
            table = _table(slug)
            _play(table, time.process_time)
            tables.append(table)

        # In turn with the floor, as the other benches: a slow spell lands on both.
        floor, _whole = best_times_side_by_side(
            [(bare_insert, 200), (one_game, 1)], repeat=3, clock=time.process_time
        )
        # The run whose moves were cheapest: the least disturbed.
        best = min(tables, key=lambda t: sum(t.cpu["move"]) + sum(t.cpu["poll"]))
        moves = len(best.moves)
        per_move = (sum(best.cpu["move"]) + sum(best.cpu["poll"]) + sum(best.cpu["screen"])) / moves
        mean_move = sum(best.cpu["move"]) / moves
        mean_poll = sum(best.cpu["poll"]) / len(best.cpu["poll"])
        phones = len(best.phones) + 1
        results += [
            Ratio(
                f"{slug}: a move and the {phones - 1} pages it changes ({phones} phones, "
                f"mean of {moves})",
                per_move / floor,
                "bare view inserting one row (CPU)",
                goal=15,
            ),
            Ratio(
                f"{slug}: a seat's changed poll",
                mean_poll / mean_move,
                "the move through the API",
                goal=1,
            ),
        ]
    return results
