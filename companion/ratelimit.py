"""Rate limits per client address, counted in the cache every worker shares.

Buckets guard what can be guessed or grabbed without a token:

``"code-miss"``
    Lookups of a table code that does not exist. Only misses count, so players who
    look up their real table are never slowed down, while a scan of codes soon is.
    Once an address is over the limit, every lookup from it is refused, hits
    included: otherwise the answer (429 for a miss, the table for a hit) would still
    tell a scanner which codes exist.
``"claim"``
    Seat claims, taken or not.
``"sign-in"``
    Failed sign-ins (companion/accounts): a good sign-in counts nothing.
``"sign-up"``
    New accounts.

The limits are ``settings.RATELIMIT_BUCKETS`` (bucket -> (hits, window in seconds)),
switched by ``settings.RATELIMIT_ENABLED``. The client address is ``REMOTE_ADDR``,
or the address that the last of ``settings.RATELIMIT_TRUSTED_PROXIES`` proxies put
in ``X-Forwarded-For``; IPv6 addresses count per /64 (one household or phone).

Each bucket is a fixed-window counter: ``cache.add`` starts a window, ``cache.incr``
counts in it (both atomic on Redis), so a burst across a window edge may reach twice
the limit, never more. When the cache fails the limiter lets the request through
and logs a warning: a Redis outage must not lock players out of their table.

API for views (pages and REST alike):

``check(request, bucket)``
    Count one hit; raise ``RateLimited`` if that takes the address over the limit.
``ensure_allowed(request, bucket)``
    Raise ``RateLimited`` if the address is already over the limit; count nothing.
``table_by_code(request, code)``
    ``selectors.table_by_code`` with the "code-miss" bucket: refused when over the
    limit, a miss counted (and ``NotFound`` raised as before).
``with code_lookup(request): ...``
    The same around any other lookup by code (``selectors.table_and_caller``): a
    ``NotFound`` raised inside counts as a miss and goes on up.
``client_address(request)``
    The address the limits count for.

``request`` is a Django request or a DRF one (anything with ``META``).

``RateLimited`` (companion.tables.errors, status 429) carries a translated message
and ``retry_after`` (seconds): send it as the ``Retry-After`` header.
"""

from __future__ import annotations

import ipaddress
import logging
import math
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Protocol

from django.conf import settings
from django.core.cache import cache
from django.utils.translation import gettext, ngettext

from companion.tables import selectors
from companion.tables.errors import NotFound, RateLimited
from companion.tables.models import Table

logger = logging.getLogger(__name__)

CODE_MISS = "code-miss"
CLAIM = "claim"
SIGN_IN = "sign-in"
SIGN_UP = "sign-up"

# A module attribute so tests can move the clock instead of sleeping.
_now = time.time


class RequestLike(Protocol):
    """What the limiter reads of a request (Django's and DRF's both have it)."""

    @property
    def META(self) -> Mapping[str, Any]: ...


def client_address(request: RequestLike) -> str:
    """The address to count for: never anything a client can choose without a proxy."""
    address = request.META.get("REMOTE_ADDR", "")
    proxies = int(getattr(settings, "RATELIMIT_TRUSTED_PROXIES", 0))
    if proxies > 0:
        # Each trusted proxy appends the address it received from; anything to the
        # left of those entries was written by the client and proves nothing.
        hops = [h.strip() for h in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        hops = [h for h in hops if h]
        if len(hops) >= proxies:
            address = hops[-proxies]
    return _normalise(address)


def _normalise(address: str) -> str:
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        # Not an address (a test client, a unix socket): one shared bucket, and
        # nothing of the raw value in the cache key.
        return "unknown"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def _limits(bucket: str) -> tuple[int, int]:
    try:
        limit, window = settings.RATELIMIT_BUCKETS[bucket]
    except KeyError:
        raise ValueError(f"no rate-limit bucket {bucket!r} in RATELIMIT_BUCKETS") from None
    return int(limit), max(1, int(window))


def _window(bucket: str, request: RequestLike) -> tuple[str, int, int]:
    """The cache key of the current window, the bucket's limit and the seconds left."""
    limit, window = _limits(bucket)
    now = _now()
    start = int(now // window) * window
    key = f"ratelimit:{bucket}:{start}:{client_address(request)}"
    return key, limit, max(1, math.ceil(start + window - now))


def _refuse(bucket: str, retry_after: int) -> RateLimited:
    minutes = max(1, math.ceil(retry_after / 60))
    wait = ngettext(
        "Try again in %(minutes)d minute.", "Try again in %(minutes)d minutes.", minutes
    ) % {"minutes": minutes}
    if bucket == CODE_MISS:
        message = gettext(
            "Too many table codes that do not exist were tried from your network. "
            "Check the code with the host."
        )
    elif bucket == CLAIM:
        message = gettext("Too many seats were claimed from your network.")
    elif bucket == SIGN_IN:
        message = gettext("Too many failed sign-ins from your network.")
    elif bucket == SIGN_UP:
        message = gettext("Too many accounts were made from your network.")
    else:
        message = gettext("Too many requests from your network.")
    return RateLimited(f"{message} {wait}", retry_after=retry_after)


def _enabled() -> bool:
    return bool(getattr(settings, "RATELIMIT_ENABLED", True))


def check(request: RequestLike, bucket: str) -> None:
    """Count one hit of ``bucket`` for this address; raise RateLimited when over the limit."""
    if not _enabled():
        return
    key, limit, retry_after = _window(bucket, request)
    try:
        # add() is a no-op when the window already exists; incr() is atomic.
        cache.add(key, 0, timeout=retry_after + 1)
        try:
            count = cache.incr(key)
        except ValueError:
            # The window expired between add() and incr(): this hit opens the next.
            cache.add(key, 1, timeout=retry_after + 1)
            count = 1
    except Exception as exc:  # any cache failure: let the request through
        _failed_open(bucket, exc)
        return
    if not isinstance(count, int):
        # A degraded cache answers None instead of raising: count nothing, refuse nothing.
        _failed_open(bucket, TypeError(f"incr answered {count!r}"))
        return
    if count > limit:
        raise _refuse(bucket, retry_after)


def ensure_allowed(request: RequestLike, bucket: str) -> None:
    """Raise RateLimited if this address is already over the bucket's limit; count nothing."""
    if not _enabled():
        return
    key, limit, retry_after = _window(bucket, request)
    try:
        count = cache.get(key)
    except Exception as exc:  # any cache failure: let the request through
        _failed_open(bucket, exc)
        return
    if isinstance(count, int) and count >= limit:
        raise _refuse(bucket, retry_after)


@contextmanager
def code_lookup(request: RequestLike) -> Iterator[None]:
    """Guard a lookup by table code: refused when over the limit, a NotFound counted."""
    ensure_allowed(request, CODE_MISS)
    try:
        yield
    except NotFound:
        check(request, CODE_MISS)
        raise


def table_by_code(request: RequestLike, code: str) -> Table:
    """Look a table up by its code, counting misses in the "code-miss" bucket."""
    with code_lookup(request):
        return selectors.table_by_code(code)


def _failed_open(bucket: str, exc: Exception) -> None:
    logger.warning(
        "rate limit %r not applied: the cache failed (%s: %s)", bucket, type(exc).__name__, exc
    )
