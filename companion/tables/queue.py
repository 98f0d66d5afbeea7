"""Publishing tasks: one short attempt, then a circuit breaker; the sweeper does the rest.

Celery's own path retries at several layers when the broker is down: kombu's
connection retries, the publish retry policy and the Redis result backend's
reconnect loop together kept a request waiting 17-19 s. Work published from a
request is never lost when a publish fails (the table or the club keeps it pending
and the sweeper re-queues it), so a request makes one attempt with short socket
timeouts and no retry, and after a failure this process stops trying for
``CELERY_PUBLISH_COOLDOWN`` seconds.

Results are never stored (``ignore_result``): nothing reads them, and storing them
would make every publish depend on the result backend too.

:class:`Sweep` is one pass of the sweeper: it claims each piece of pending work with
a lease (a conditional UPDATE, so two sweepers never take the same work) and stops
at the first publish the broker refuses.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db.models import Model, Q
from kombu import pools
from kombu.connection import Connection

from companion.breaker import CircuitBreaker

log = logging.getLogger(__name__)

breaker = CircuitBreaker(
    "the task queue's broker", float(getattr(settings, "CELERY_PUBLISH_COOLDOWN", 30))
)

_connections: dict[str, Connection] = {}
_connections_lock = threading.Lock()


def publish_timeout() -> float:
    return float(getattr(settings, "CELERY_PUBLISH_TIMEOUT", 1.0))


def publishing_connection(app: Any) -> Connection:
    """The broker connection publishes go through: short timeouts, no retries.

    Kept per broker URL so kombu's pool (keyed by these options) reuses its sockets;
    the worker's own connections keep the app's patient settings.
    """
    url = app.conf.broker_write_url or app.conf.broker_url
    with _connections_lock:
        connection = _connections.get(url)
        if connection is None:
            timeout = publish_timeout()
            connection = app.connection_for_write(
                url,
                connect_timeout=timeout,
                transport_options={
                    # One connection attempt (kombu), no retry on timeout (redis-py).
                    "max_retries": 0,
                    "socket_connect_timeout": timeout,
                    "socket_timeout": timeout,
                    "retry_on_timeout": False,
                },
            )
            _connections[url] = connection
        return connection


def publish(task: Any, *args: Any, force: bool = False) -> bool:
    """Queue ``task(*args)``; False when it could not be queued (the caller keeps the
    work pending). ``force``: try even while the breaker is open (the sweeper's trial).

    Without a broker (tasks run in-process) the task runs now; its failure is logged,
    never raised into the request that queued it.
    """
    if task.app.conf.task_always_eager:
        try:
            task.apply_async(args=args)
        except Exception:
            log.warning("task %s%r failed in-process; the sweeper will retry", task.name, args,
                        exc_info=True)  # fmt: skip
            return False
        return True
    if not breaker.allow(force=force):
        log.debug("broker breaker open: %s%r left to the sweeper", task.name, args)
        return False
    try:
        connection = publishing_connection(task.app)
        with pools.producers[connection].acquire(block=True, timeout=publish_timeout()) as producer:
            task.apply_async(args=args, producer=producer, retry=False, ignore_result=True)
    except Exception:  # the broker's errors vary by transport; the work stays pending
        if breaker.failed():
            log.warning(
                "could not queue %s%r: the broker is unreachable; publishes stop for %ss "
                "and the sweeper re-queues what is pending",
                task.name, args, breaker.cooldown, exc_info=True,
            )  # fmt: skip
        return False
    breaker.succeeded()
    return True


def broker_answers(app: Any) -> bool:
    """One short connection attempt to the broker (health checks, the sweeper's probe).

    It moves the breaker like a publish does: a broker that answers closes it.
    """
    if app.conf.task_always_eager:
        return True
    try:
        connection = publishing_connection(app)
        with pools.connections[connection].acquire(block=True, timeout=publish_timeout()) as conn:
            conn.default_channel.client.ping()
    except Exception:
        if breaker.failed():
            log.warning("the broker is unreachable", exc_info=True)
        return False
    breaker.succeeded()
    return True


def forget_connections() -> None:
    """Drop the cached connections (tests and benches that point the app elsewhere)."""
    with _connections_lock:
        _connections.clear()
    pools.reset()  # type: ignore[no-untyped-call]  # kombu leaves it unannotated


@dataclass
class Sweep:
    """One pass of the sweeper over pending work.

    ``grace``: work younger than this is left alone (it was queued a moment ago and is
    probably running). ``lease``: how long a claim keeps other sweepers off an item.
    """

    now: datetime
    lease: timedelta
    grace: timedelta
    requeued: int = 0
    broker_failed: bool = False
    _tried: bool = field(default=False, repr=False)

    @property
    def settled_before(self) -> datetime:
        return self.now - self.grace

    def is_free(self, lease_field: str) -> Q:
        return Q(**{f"{lease_field}__isnull": True}) | Q(**{f"{lease_field}__lt": self.now})

    def claim(self, model: type[Model], pk: int, lease_field: str) -> datetime | None:
        """Take ``pk``'s lease; None when another sweeper holds it."""
        until = self.now + self.lease
        taken = model._default_manager.filter(self.is_free(lease_field), pk=pk).update(
            **{lease_field: until}
        )
        return until if taken else None

    def release(self, model: type[Model], pk: int, lease_field: str, until: datetime) -> None:
        """Give a lease back (its work could not be queued): the next sweep takes it."""
        model._default_manager.filter(pk=pk, **{lease_field: until}).update(**{lease_field: None})

    def publish(self, task: Any, *args: Any) -> bool:
        """Queue one piece of work; after the broker refused one, refuse the rest untried."""
        if self.broker_failed:
            return False
        # The sweep's first publish goes through an open breaker: it is the trial that
        # finds the broker back, one attempt per sweep.
        published = publish(task, *args, force=not self._tried)
        self._tried = True
        if not published and breaker.is_open:
            self.broker_failed = True
        return published
