"""The cache degrades when Redis goes away: one short attempt, then this process's
memory for a cooldown; what changed meanwhile is not served stale once Redis is back."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from companion.breaker import CircuitBreaker
from companion.cache import ResilientRedisCache
from tests.helpers import need_service
from tests.platform.outage import counting_connects, unreachable
from tests.platform.workers import REDIS_URL


def make_cache(url: str, clock: list[float] | None = None) -> ResilientRedisCache:
    cache = ResilientRedisCache(url, {"KEY_PREFIX": f"test-{uuid.uuid4().hex[:8]}"})
    if clock is not None:
        cache.breaker.clock = lambda: clock[0]
    return cache


@pytest.fixture
def real_cache() -> Iterator[ResilientRedisCache]:
    need_service("Redis", "127.0.0.1", 6379)
    cache = make_cache(REDIS_URL, clock=[1000.0])
    yield cache
    cache.breaker.reset()
    cache.delete_many(["k", "n", "gone"])


@pytest.mark.parametrize("outage", ["closed", "silent"])
def test_with_redis_unreachable_the_cache_answers_from_memory(outage, caplog):
    with unreachable(outage) as url, counting_connects() as seen:
        cache = make_cache(url)
        assert cache.get("k", "default") == "default"
        cache.set("k", 1)
        assert cache.get("k") == 1
        assert cache.add("n", 1) is True and cache.incr("n") == 2
        assert cache.get_or_set("lazy", lambda: 5) == 5
        with pytest.raises(ValueError):
            cache.incr("missing")  # the same contract as Redis's
        assert seen.count == 1, "one attempt, then the breaker keeps calls off Redis"
        assert cache.breaker.is_open
    assert caplog.text.count("unreachable") == 1, "the outage is logged once, not per call"


def test_the_settings_give_the_cache_short_timeouts(settings):
    cache = ResilientRedisCache(REDIS_URL, {"OPTIONS": {"COOLDOWN": 7}})
    options = cache._options
    assert options["socket_timeout"] <= 1 and options["socket_connect_timeout"] <= 1
    assert cache.breaker.cooldown == 7
    assert "COOLDOWN" not in options, "redis-py must not receive the breaker's option"


def test_redis_back_is_used_again_after_the_cooldown(real_cache):
    real_cache.breaker.failed()  # as after a failure a moment ago
    real_cache.set("k", "during")  # kept in memory
    assert real_cache.get("k") == "during"
    real_cache.breaker.clock = lambda: 1000.0 + real_cache.breaker.cooldown + 1
    assert real_cache.get("k") is None, "Redis never had it"
    assert not real_cache.breaker.is_open
    real_cache.set("k", "after")
    assert real_cache.get("k") == "after"


def test_keys_changed_during_the_outage_are_not_served_stale_afterwards(real_cache):
    real_cache.set("gone", "old value")
    real_cache.breaker.failed()
    real_cache.delete("gone")  # an invalidation Redis did not see
    assert real_cache.get("gone") is None
    real_cache.breaker.clock = lambda: 1000.0 + real_cache.breaker.cooldown + 1
    assert real_cache.get("gone") is None, "the old value was deleted from Redis on return"


def test_the_breaker_lets_one_trial_through_after_its_cooldown():
    now = [0.0]
    breaker = CircuitBreaker("test", cooldown=10, clock=lambda: now[0])
    assert breaker.allow() and not breaker.is_open
    assert breaker.failed() is True
    assert breaker.failed() is False, "already open: not a new outage"
    assert not breaker.allow()
    now[0] = 11
    assert breaker.allow(), "the trial"
    assert not breaker.allow(), "the others wait for the trial's outcome"
    assert breaker.allow(force=True)
    breaker.succeeded()
    assert breaker.allow() and not breaker.is_open
