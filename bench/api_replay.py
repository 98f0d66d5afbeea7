"""Replaying a recorded game through the public API, as the phones would send it."""

from __future__ import annotations

import json
from typing import Any

Move = tuple[int | None, dict[str, Any]]


def play_through_api(
    client: Any, *, game: str, seats: list[dict[str, str]], seed: int, moves: list[Move]
) -> None:
    """Create a table and post every player move with its seat's token.

    Companion moves (seat None) are skipped: the table applies them by itself after
    the move that makes them due, and the answer's version already counts them.
    """
    from companion.tables import services

    created = services.table_create(game=game, seats=seats, seed=seed)
    code = created.table.code
    version = 0
    for seat, move in moves:
        if seat is None:
            continue
        response = client.post(
            f"/api/tables/{code}/moves/",
            json.dumps({**move, "expected_version": version}),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {created.seat_tokens[seat]}",
        )
        assert response.status_code == 201, response.content
        version = response.json()["version"]
