"""A Redis cache that degrades instead of failing, and the circuit breaker it shares.

The cache and the Celery broker live on one Redis. When it goes away, Django's
``RedisCache`` raises on every call (after its socket timeouts), so any page that
reads the cache would answer 500 or hang. :class:`ResilientRedisCache` answers from a
per-process memory cache instead: after one failure its breaker keeps it off Redis for
a cooldown, so an outage costs one short timeout per process and cooldown, not one per
call. The task queue's publisher (``companion.tables.queue``) uses the same breaker.

What a degraded cache holds is this process's alone (a rate limit counts per process
for a while). The keys written or deleted meanwhile are deleted from Redis when it
answers again, so a value changed during the outage is never served stale afterwards.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from typing import Any

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

from companion.breaker import CircuitBreaker

log = logging.getLogger(__name__)

# Generous for a Redis on the local network, short enough that a page never waits long.
DEFAULT_SOCKET_TIMEOUT = 0.5
DEFAULT_COOLDOWN = 30.0
# The keys to delete from Redis once it is back; beyond this the oldest are not tracked.
MAX_FORGOTTEN = 10_000
# Socket errors (refused, reset, unreachable) that redis-py lets through unwrapped.
REDIS_ERRORS = (RedisError, OSError)


class ResilientRedisCache(RedisCache):
    """Django's RedisCache with short socket timeouts and a memory cache to fall back on.

    OPTIONS as for RedisCache (passed to redis-py's connection pool); ``socket_timeout``
    and ``socket_connect_timeout`` default to half a second, and ``COOLDOWN`` (seconds
    off Redis after a failure) to 30.
    """

    def __init__(self, server: str, params: dict[str, Any]) -> None:
        options = dict(params.get("OPTIONS", {}))
        cooldown = float(options.pop("COOLDOWN", DEFAULT_COOLDOWN))
        options.setdefault("socket_timeout", DEFAULT_SOCKET_TIMEOUT)
        options.setdefault("socket_connect_timeout", DEFAULT_SOCKET_TIMEOUT)
        super().__init__(server, {**params, "OPTIONS": options})
        self.breaker = CircuitBreaker(f"the cache's Redis at {server}", cooldown)
        # Same prefix, version and timeout, so degraded answers look like Redis's.
        self.fallback = LocMemCache(f"resilient-cache-{id(self)}", params)
        self._forgotten: dict[str, None] = {}  # an ordered set
        self._forgotten_lock = threading.Lock()

    def _call(self, name: str, *args: Any, writes: Iterable[Any] = (), **kwargs: Any) -> Any:
        if self.breaker.allow():
            try:
                self._delete_forgotten()
                answer = getattr(super(), name)(*args, **kwargs)
            except REDIS_ERRORS:
                if self.breaker.failed():
                    log.warning(
                        "the cache's Redis is unreachable: answering from this process's "
                        "memory for %ss",
                        self.breaker.cooldown,
                        exc_info=True,
                    )
            else:
                self.breaker.succeeded()
                return answer
        self._forget(writes, kwargs.get("version"))
        return getattr(self.fallback, name)(*args, **kwargs)

    def _forget(self, keys: Iterable[Any], version: int | None) -> None:
        keys = [self.make_key(k, version=version) for k in keys]
        if not keys:
            return
        with self._forgotten_lock:
            for key in keys:
                self._forgotten[key] = None
            while len(self._forgotten) > MAX_FORGOTTEN:
                del self._forgotten[next(iter(self._forgotten))]

    def _delete_forgotten(self) -> None:
        if not self._forgotten:
            return
        with self._forgotten_lock:
            keys, self._forgotten = list(self._forgotten), {}
        try:
            self._cache.delete_many(keys)
        except REDIS_ERRORS:
            with self._forgotten_lock:
                self._forgotten = dict.fromkeys(keys) | self._forgotten
            raise

    def add(self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT, version: Any = None) -> Any:
        return self._call("add", key, value, timeout, version=version, writes=[key])

    def get(self, key: Any, default: Any = None, version: Any = None) -> Any:
        return self._call("get", key, default, version=version)

    def set(self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT, version: Any = None) -> Any:
        return self._call("set", key, value, timeout, version=version, writes=[key])

    def touch(self, key: Any, timeout: Any = DEFAULT_TIMEOUT, version: Any = None) -> Any:
        return self._call("touch", key, timeout, version=version, writes=[key])

    def delete(self, key: Any, version: Any = None) -> Any:
        return self._call("delete", key, version=version, writes=[key])

    def get_many(self, keys: Any, version: Any = None) -> Any:
        return self._call("get_many", keys, version=version)

    def has_key(self, key: Any, version: Any = None) -> Any:
        return self._call("has_key", key, version=version)

    def incr(self, key: Any, delta: int = 1, version: Any = None) -> Any:
        return self._call("incr", key, delta, version=version, writes=[key])

    def set_many(self, data: Any, timeout: Any = DEFAULT_TIMEOUT, version: Any = None) -> Any:
        return self._call("set_many", data, timeout, version=version, writes=list(data))

    def delete_many(self, keys: Any, version: Any = None) -> Any:
        keys = list(keys)
        return self._call("delete_many", keys, version=version, writes=keys)

    def clear(self) -> Any:
        # A clear during an outage cannot be replayed safely (other processes wrote since).
        return self._call("clear")
