"""``GET /healthz``: the state of the database, Redis and the task queue."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

HEALTH_TIMEOUT = 1.0


def check_database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any driver error means "down"
        return f"down: {type(exc).__name__}"
    return "ok"


def check_redis() -> str:
    if not settings.REDIS_URL:
        return "not configured"
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    # One short attempt: redis-py's default retries would make a health check of a
    # dead Redis outlast the load balancer's timeout.
    client = redis.Redis.from_url(
        settings.REDIS_URL,
        socket_connect_timeout=HEALTH_TIMEOUT,
        socket_timeout=HEALTH_TIMEOUT,
        retry=Retry(NoBackoff(), 0),
    )
    try:
        client.ping()
    except Exception as exc:
        return f"down: {type(exc).__name__}"
    finally:
        client.close()
    return "ok"


def check_queue() -> str:
    from companion.celery import app
    from companion.tables import queue

    if app.conf.task_always_eager:
        return "inline"
    # The publishers' own connection and timeouts: "ok" means a move can queue its work.
    return "ok" if queue.broker_answers(app) else "down: unreachable"


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    checks: dict[str, Any] = {
        "database": check_database(),
        "redis": check_redis(),
        "queue": check_queue(),
    }
    healthy = all(not str(v).startswith("down") for v in checks.values())
    return JsonResponse(
        {"status": "ok" if healthy else "down", **checks}, status=200 if healthy else 503
    )
