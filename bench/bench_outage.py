"""Redis down: a move that queues work, and a cache read, with the broker unreachable vs up.

Needs REDIS_URL (the broker that is up); it says it skipped otherwise. "Unreachable"
is a closed port on loopback and a loopback listener that never accepts (connects
hang as if the host dropped packets), so the real Redis is never touched.
"""

from __future__ import annotations

import json
import os
import socket
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from bench.common import Ratio, ratio
from bench.django_env import setup_django


@contextmanager
def silent_host() -> Iterator[str]:
    """A redis:// URL on loopback whose connects hang until the client gives up."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers = []
    for _ in range(16):  # fill the accept queue; later connects are never answered
        filler = socket.socket()
        filler.settimeout(0.5)
        fillers.append(filler)
        try:
            filler.connect(("127.0.0.1", port))
        except OSError:
            break
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        for filler in fillers:
            filler.close()
        listener.close()


def closed_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"redis://127.0.0.1:{sock.getsockname()[1]}/0"


def run() -> list[Ratio]:
    redis_url = os.environ.get("REDIS_URL")
    if not redis_url:
        print("  skipped: set REDIS_URL (a running Redis) to compare the broker down with it up")
        return []
    setup_django()
    from django.test import Client

    from companion.cache import ResilientRedisCache
    from companion.celery import app
    from companion.tables import queue, services

    created = services.table_create(
        game="scoresheet", seats=[{"name": "Anja"}], issue_seat_tokens=True
    )
    code = created.table.code
    client = Client()
    auth = {"HTTP_AUTHORIZATION": f"Bearer {created.seat_tokens[0]}"}

    def post(path: str, body: dict) -> dict:
        response = client.post(
            f"/api/tables/{code}/{path}/", json.dumps(body), content_type="application/json", **auth
        )
        assert response.status_code == 201, response.content
        return response.json()

    # The only score closes the round itself: the companion's move, made in-process
    # before the broker is configured, so the answer's version already counts it.
    version = post("moves", {"type": "record_score", "args": {"target": 0, "points": 3},
                             "expected_version": 0})["version"]  # fmt: skip
    assert version == 2, "the round closed itself"

    def finish_and_reopen() -> None:
        # Ending the game queues the recording of its result; the undo reopens it.
        nonlocal version
        version = post("moves", {"type": "end_game", "expected_version": version})["version"]
        version = post("undo", {"expected_version": version})["version"]

    saved = (app.conf.broker_url, app.conf.task_default_queue, app.conf.task_always_eager)
    bench_queue = f"bench-{uuid.uuid4().hex[:8]}"

    def point_at(url: str) -> None:
        from kombu import pools

        pools.reset()
        app.conf.broker_url = url
        app._after_fork()
        queue.forget_connections()
        queue.breaker.reset()

    def with_broker(url: str, fn: Callable[[], None]) -> Callable[[], None]:
        def go() -> None:
            if app.conf.broker_url != url:
                point_at(url)
            fn()

        return go

    def tripping(fn: Callable[[], None]) -> Callable[[], None]:
        def go() -> None:
            queue.breaker.reset()  # as if the cooldown were over: this move tries again
            fn()

        return go

    app.conf.task_always_eager = False
    app.conf.task_default_queue = bench_queue
    results: list[Ratio] = []
    try:
        up = with_broker(redis_url, finish_and_reopen)
        refused = closed_port()
        results.append(
            ratio("a move, broker port closed (breaker open)",
                  with_broker(refused, finish_and_reopen), up,
                  baseline="the same move, broker up", goal=1.5, repeat=5, number=20)
        )  # fmt: skip
        with silent_host() as silent:
            results.append(
                ratio("a move, broker host silent (breaker open)",
                      with_broker(silent, finish_and_reopen), up,
                      baseline="the same move, broker up", goal=1.5, repeat=5, number=20)
            )  # fmt: skip
            # Informational: the one move per process and cooldown that pays the timeout.
            results.append(
                ratio("the move that finds the broker silent (pays the timeout)",
                      with_broker(silent, tripping(finish_and_reopen)), up,
                      baseline="the same move, broker up", repeat=2, number=1)
            )  # fmt: skip
            cache_up = ResilientRedisCache(redis_url, {"KEY_PREFIX": bench_queue})
            cache_down = ResilientRedisCache(silent, {"KEY_PREFIX": bench_queue})
            cache_up.set("k", "v")
            cache_down.get("k")  # the one attempt that opens its breaker
            results.append(
                ratio("a cache read, Redis host silent (breaker open)",
                      lambda: cache_down.get("k"), lambda: cache_up.get("k"),
                      baseline="the same read, Redis up", goal=1.5, repeat=5, number=200)
            )  # fmt: skip
            cache_up.delete("k")
    finally:
        import redis

        point_at(saved[0])
        app.conf.task_default_queue = saved[1]
        app.conf.task_always_eager = saved[2]
        purge = redis.Redis.from_url(redis_url)
        purge.delete(bench_queue, f"_kombu.binding.{bench_queue}")
        purge.close()
    return results
