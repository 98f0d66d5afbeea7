"""A per-process circuit breaker: after a failure, callers leave a service alone a while.

Shared by the cache (``companion.cache``) and publishing to the broker
(``companion.tables.queue``): when Redis is down, a request must not wait on it again
and again, and nothing is lost by skipping (the cache falls back on memory, pending
work stays in the database for the sweeper).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

log = logging.getLogger(__name__)


class CircuitBreaker:
    """Per process: after a failure, callers skip a service for ``cooldown`` seconds.

    Closed (normal): every call goes through. After a failure it is open: callers skip
    the service. Once the cooldown is over, one caller is let through as a trial
    (the others keep skipping for another cooldown): its success closes the breaker,
    its failure opens it again.
    """

    def __init__(
        self, name: str, cooldown: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.name = name
        self.cooldown = cooldown
        self.clock = clock
        self._lock = threading.Lock()
        self._tripped = False
        self._open_until = 0.0

    @property
    def is_open(self) -> bool:
        return self._tripped

    def allow(self, *, force: bool = False) -> bool:
        """May the caller use the service now? ``force``: yes, as a trial."""
        if not self._tripped:
            return True
        with self._lock:
            now = self.clock()
            if force or now >= self._open_until:
                self._open_until = now + self.cooldown
                return True
            return False

    def succeeded(self) -> None:
        if self._tripped:
            with self._lock:
                self._tripped = False
                self._open_until = 0.0
            log.warning("%s answers again", self.name)

    def failed(self) -> bool:
        """Open the breaker; True when it was closed (the caller logs the outage once)."""
        with self._lock:
            first = not self._tripped
            self._tripped = True
            self._open_until = self.clock() + self.cooldown
        return first

    def reset(self) -> None:
        with self._lock:
            self._tripped = False
            self._open_until = 0.0
