"""Fixtures for tests that start real processes."""

from __future__ import annotations

import uuid

import pytest

from companion.celery import app as celery_app
from companion.tables import queue
from tests.helpers import need_service
from tests.platform.workers import REDIS_URL, use_broker


@pytest.fixture
def real_queue():
    """Send tasks to Redis, on a queue of this test alone."""
    need_service("Redis", "127.0.0.1", 6379)
    name = f"test-{uuid.uuid4().hex[:10]}"
    saved = (celery_app.conf.broker_url, celery_app.conf.task_default_queue)
    celery_app.conf.task_always_eager = False
    celery_app.conf.task_default_queue = name
    use_broker(celery_app, REDIS_URL)
    queue.breaker.reset()
    yield name
    celery_app.conf.task_default_queue = saved[1]
    use_broker(celery_app, saved[0])
    queue.forget_connections()
    queue.breaker.reset()
