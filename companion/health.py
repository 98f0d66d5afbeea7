"""``GET /healthz``: the state of the database, Redis and the task queue."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET


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

    try:
        client = redis.Redis.from_url(
            settings.REDIS_URL, socket_connect_timeout=1, socket_timeout=1
        )
        client.ping()
    except Exception as exc:
        return f"down: {type(exc).__name__}"
    return "ok"


def check_queue() -> str:
    from companion.celery import app

    if app.conf.task_always_eager:
        return "inline"
    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=1)
    except Exception as exc:
        return f"down: {type(exc).__name__}"
    return "ok"


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
