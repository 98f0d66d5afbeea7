"""Make Redis unreachable without touching the real one: a closed port, a silent host.

Both are on loopback and need no privileges: a port nobody listens on refuses at
once; a listener that never accepts, with its backlog full, lets further connects
hang as if the host dropped the SYNs.
"""

from __future__ import annotations

import socket
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
import redis.connection

from companion.celery import app as celery_app
from companion.tables import queue
from tests.platform.workers import free_port, use_broker


def closed_port_url() -> str:
    return f"redis://127.0.0.1:{free_port()}/0"


@contextmanager
def silent_host() -> Iterator[str]:
    """A redis:// URL whose connects hang until the client's own timeout."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers: list[socket.socket] = []
    try:
        # Fill the accept queue: once a connect times out, every later one will too.
        for _ in range(16):
            filler = socket.socket()
            filler.settimeout(0.5)
            fillers.append(filler)
            try:
                filler.connect(("127.0.0.1", port))
            except OSError:
                break
        else:
            raise AssertionError("the listener's backlog never filled up")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        for filler in fillers:
            filler.close()
        listener.close()


@contextmanager
def unreachable(kind: str) -> Iterator[str]:
    if kind == "closed":
        yield closed_port_url()
    else:
        with silent_host() as url:
            yield url


@dataclass
class Connects:
    """How many TCP connections redis-py has tried to open (the broker's and the cache's)."""

    count: int = 0


@contextmanager
def counting_connects() -> Iterator[Connects]:
    seen = Connects()
    original = redis.connection.Connection._connect

    def counted(self, *args, **kwargs):
        seen.count += 1
        return original(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(redis.connection.Connection, "_connect", counted)
        yield seen


@contextmanager
def broker_at(url: str) -> Iterator[str]:
    """Publish to ``url`` (not in-process) on a queue of this test alone."""
    saved = (
        celery_app.conf.broker_url,
        celery_app.conf.task_default_queue,
        celery_app.conf.task_always_eager,
    )
    name = f"test-{uuid.uuid4().hex[:10]}"
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = name
    use_broker(celery_app, url)
    queue.forget_connections()
    queue.breaker.reset()
    try:
        yield name
    finally:
        celery_app.conf.task_default_queue = saved[1]
        celery_app.conf.task_always_eager = saved[2]
        use_broker(celery_app, saved[0])
        queue.forget_connections()
        queue.breaker.reset()
