"""Replaying a recorded game through the public API, as the phones would send it."""

from __future__ import annotations

import json
from typing import Any

Move = tuple[int | None, dict[str, Any]]


def play_through_api(
    client: Any,
    *,
    game: str,
    seats: list[dict[str, str]],
    seed: int,
    moves: list[Move],
    options: dict[str, Any] | None = None,
    prefer: str | None = None,
) -> None:
    """Create a table and post every player move with its seat's token (and ``prefer``
    as the ``Prefer`` header, when given).

    Companion moves (seat None) are skipped: the table applies them by itself after
    the move that makes them due, and the answer's version already counts them.
    ``options`` as a recording keeps them: a catalogue among them is given to the table
    beside them, as a club's copy.
    """
    from companion.tables import services

    options = dict(options or {})
    catalogue = options.pop("catalogue", None)
    created = services.table_create(
        game=game, seats=seats, seed=seed, options=options, catalogue=catalogue
    )
    code = created.table.code
    version = created.table.version
    headers = {"HTTP_PREFER": prefer} if prefer else {}
    for seat, move in moves:
        if seat is None:
            continue
        response = client.post(
            f"/api/tables/{code}/moves/",
            json.dumps({**move, "expected_version": version}),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {created.seat_tokens[seat]}",
            **headers,
        )
        assert response.status_code == 201, response.content
        version = response.json()["version"]


def phone_moves(engine: Any, game: dict[str, Any]) -> list[Move]:
    """The moves of a recorded game (``tests/contract/playthroughs``) that the phones
    post: not the companion's, which the table enters itself as soon as they are due
    (its bookkeeping, and the steps a seat has nothing to decide in, which may come
    before an at-any-time move the recording played first)."""
    from companion.engines.base import SeatInfo

    def entry(seat: int | None, move: dict[str, Any]) -> tuple[int | None, str, str]:
        move_type, args = engine.clean_move(move)
        return seat, move_type, json.dumps(args, sort_keys=True)

    seats = [SeatInfo(index, name) for index, name in enumerate(game["seats"])]
    state = engine.setup(engine.clean_options(game["options"]), seats, game["seed"])
    entered: list[tuple[int | None, str, str]] = []  # the companion's, not yet met
    phones: list[Move] = []
    for recorded in game["moves"]:
        # The tasks apply what is due in order, each queueing what becomes due after it.
        while due := engine.due_moves(state):
            move = {"type": due[0]["type"], "args": due[0].get("args", {})}
            state = engine.apply(state, due[0]["seat"], move)
            entered.append(entry(due[0]["seat"], move))
        move = {"type": recorded["type"], "args": recorded["args"]}
        key = entry(recorded["seat"], move)
        if key in entered:
            entered.remove(key)
            continue
        assert recorded["seat"] is not None, f"the companion did not enter {key}"
        state = engine.apply(state, recorded["seat"], move)
        phones.append((recorded["seat"], move))
    return phones


def against_the_scoresheet(slug: str, *, goal: float) -> list[Any]:
    """A recorded game's move through the HTTP API vs a scoresheet move, in one run.

    The first recorded game (``tests/contract/playthroughs``) is played again through
    ``POST /api/tables/{code}/moves/``, each phone posting its own seat's moves; the
    companion's moves (the round's bookkeeping, the steps a seat has nothing to decide
    in) are made by the table in-process after the move that makes them due, as on the
    embedded default, so a move's time includes what it sets off. Its time per posted
    move is set against one scoresheet move through the same API, in CPU time, the
    two timed in turn.

    The goal is for the move as a program entering moves posts it (``Prefer:
    return=minimal``, both sides alike: the answer without the seat's view). The same
    with the view in the answer is measured too and printed without a goal, so what the
    view in words costs stays in sight.
    """
    import time

    from django.test import Client

    from bench.common import Ratio, best_times_side_by_side
    from companion.engines.registry import get_engine
    from companion.tables import services
    from tests.contract.recorded import load_games

    game = load_games(slug)[0]
    moves = phone_moves(get_engine(slug), game)
    client = Client()

    def through_api(prefer: str | None) -> Any:
        def run() -> None:
            play_through_api(
                client,
                game=slug,
                seats=[{"name": name} for name in game["seats"]],
                seed=game["seed"],
                moves=moves,
                options=game["options"],
                prefer=prefer,
            )

        return run

    sheet = services.table_create(game="scoresheet", seats=[{"name": "Anja"}, {"name": "Jona"}])
    token = f"Bearer {sheet.seat_tokens[0]}"
    version = [sheet.table.version]

    def scoresheet_move(prefer: str | None) -> Any:
        headers = {"HTTP_PREFER": prefer} if prefer else {}

        def move() -> None:
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
                **headers,
            )
            assert response.status_code == 201, response.content
            version[0] = response.json()["version"]

        return move

    # CPU time: a game takes seconds, and by the wall clock the ratio swung from 0.6x to
    # 2.5x on a shared machine. The server runs in this process (the test client, SQLite),
    # so its work is all counted; both sides commit once per entry alike.
    minimal = "return=minimal"
    base, game_time, base_view, game_view = best_times_side_by_side(
        [
            (scoresheet_move(minimal), 200),
            (through_api(minimal), 1),
            (scoresheet_move(None), 200),
            (through_api(None), 1),
        ],
        repeat=5,
        clock=time.process_time,
    )
    return [
        Ratio(
            f"a {slug} move through the HTTP API (mean of {len(moves)})",
            game_time / len(moves) / base,
            "a scoresheet move through the HTTP API (both return=minimal)",
            goal=goal,
        ),
        Ratio(
            "the same with the seat's view in each answer",
            game_view / len(moves) / base_view,
            "a scoresheet move with its view",
        ),
    ]


def seeded_phone_moves(
    slug: str, seats: int, seed: int, count: int
) -> tuple[list[tuple[int, dict[str, Any]]], dict[str, Any]]:
    """The first ``count`` moves the phones enter in a seeded random game of ``slug``
    (the contract test's player, ``tests/contract/agent``: the same moves every run;
    the companion enters its own), and the game as recorded."""
    from collections import Counter

    from companion.engines.base import SeatInfo
    from companion.engines.registry import get_engine
    from tests.contract.agent import SEAT_NAMES, Agent, Playthrough

    engine = get_engine(slug)

    class FixedTable(Agent):
        def start(self) -> Playthrough:
            people = [SeatInfo(i, SEAT_NAMES[i]) for i in range(seats)]
            options = engine.clean_options({})
            return Playthrough(slug, seed, people, options, engine.setup(options, people, seed))

    run = FixedTable(engine, seed, Counter()).play(max_steps=count * 4, probe_every=10**9)
    recorded = {
        "seats": [s.name for s in run.seats],
        "options": run.options,
        "seed": seed,
        "moves": [{"seat": s.seat, **s.move} for s in run.steps],
    }
    phones = [(seat, move) for seat, move in phone_moves(engine, recorded) if seat is not None]
    return phones[:count], recorded
