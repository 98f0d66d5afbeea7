"""Nassau at the table: a scripted 3-player round through the HTTP API vs the engine alone; page weights."""

from __future__ import annotations

import gzip
import re
from typing import Any

from bench.api_replay import play_through_api
from bench.common import Ratio, best_time, seat_clients
from bench.django_env import setup_django

SEATS = [{"name": "Anja", "colour": "black"}, {"name": "Jona", "colour": "green"}, {"name": "Mira", "colour": "red"}]  # fmt: skip


Move = tuple[int | None, dict[str, Any]]


def scripted_round(seed: int) -> tuple[list[Move], list[Move]]:
    """Every move of round 1, and those of them the phones enter: not the companion's
    (the bookkeeping, and the steps a seat has nothing to decide in, which the table
    enters for the seat as soon as they are due)."""
    from companion.engines.base import SeatInfo
    from companion.engines.registry import get_engine
    from tests.tables.nassau_table import next_move, round_2_started

    engine = get_engine("nassau")
    infos = [SeatInfo(i, s["name"], s["colour"]) for i, s in enumerate(SEATS)]
    state = engine.setup(engine.clean_options({}), infos, seed)
    moves: list[Move] = []
    phones: list[Move] = []
    while not round_2_started(state):
        due = engine.due_moves(state)
        if due:
            seat, move = due[0]["seat"], {"type": due[0]["type"], "args": due[0]["args"]}
        else:
            choice = next_move(state)
            assert choice is not None, state["step"]
            seat, move = choice
            phones.append((seat, move))
        state = engine.apply(state, seat, move)
        moves.append((seat, move))
    return moves, phones


def run() -> list[Ratio]:
    setup_django()
    from django.test import Client

    from companion.engines.base import SeatInfo
    from companion.engines.registry import get_engine
    from companion.tables import services

    engine = get_engine("nassau")
    seed = 3
    moves, phone_moves = scripted_round(seed)
    infos = [SeatInfo(i, s["name"], s["colour"]) for i, s in enumerate(SEATS)]
    start = engine.setup(engine.clean_options({}), infos, seed)

    def through_engine() -> None:
        state = start
        for seat, move in moves:
            state = engine.apply(state, seat, move)

    client = Client()

    def through_api() -> None:
        play_through_api(client, game="nassau", seats=SEATS, seed=seed, moves=phone_moves)

    engine_time = best_time(through_engine, repeat=5)
    api_time = best_time(through_api, repeat=3)
    results = [
        Ratio(
            f"a round through the HTTP API ({len(phone_moves)} phone moves)",
            api_time / engine_time,
            "the same moves applied to the engine directly",
            goal=4,
        )
    ]

    # Page weights: every HTMX answer of the round, and the phone page with its assets.
    created = services.table_create(game="nassau", seats=SEATS, seed=seed)
    code = created.table.code
    phones = seat_clients(code, created.seat_tokens)
    sizes = []
    table = created.table
    for seat, move in phone_moves:
        assert seat is not None
        table.refresh_from_db()
        data = {"type": move["type"], "expected_version": table.version}
        for name, value in move["args"].items():
            data[name] = value
        # As a phone sends it: HTMX, and accepting gzip (what travels over the air).
        response = phones[seat].post(
            f"/t/{code}/move/", data, HTTP_HX_REQUEST="true", HTTP_ACCEPT_ENCODING="gzip"
        )
        assert response.status_code == 200, response.content[:500]
        sizes.append(len(response.content))
    page = phones[0].get(f"/t/{code}/").content
    assets = re.findall(rb'(?:href|src)="(/static/[^"]+)"', page)
    total = len(gzip.compress(page))
    for url in assets:
        body = b"".join(Client().get(url.decode()).streaming_content)
        total += len(gzip.compress(body))
    results += [
        Ratio("largest HTMX answer of the round (gzip)", max(sizes) / 8192, "the 8 KB goal", goal=1),
        Ratio("average HTMX answer of the round (gzip)", sum(sizes) / len(sizes) / 8192, "the 8 KB goal", goal=1),
        Ratio(f"phone page + {len(assets)} assets, gzip", total / 61440, "the 60 KB goal", goal=1),
    ]  # fmt: skip
    return results
