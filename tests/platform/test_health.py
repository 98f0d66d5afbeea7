from __future__ import annotations

import pytest
from django.test import Client

from companion.celery import app as celery_app
from tests.helpers import need_service

pytestmark = pytest.mark.django_db


def test_health_reports_each_service(settings):
    settings.REDIS_URL = ""
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "database": "ok",
        "redis": "not configured",
        "queue": "inline",
    }


def test_health_is_503_when_a_configured_service_is_down(settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    response = Client().get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "down" and body["redis"].startswith("down")
    assert body["database"] == "ok"


def test_health_checks_the_real_broker(settings):
    need_service("Redis", "127.0.0.1", 6379)
    settings.REDIS_URL = "redis://127.0.0.1:6379/0"
    previous = celery_app.conf.broker_url
    celery_app.conf.task_always_eager = False
    celery_app.conf.broker_url = settings.REDIS_URL
    try:
        body = Client().get("/healthz").json()
    finally:
        celery_app.conf.broker_url = previous
    assert body == {"status": "ok", "database": "ok", "redis": "ok", "queue": "ok"}
