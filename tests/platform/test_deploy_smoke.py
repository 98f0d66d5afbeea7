"""The deploy recipe works: gunicorn and a Celery worker on the real services."""

from __future__ import annotations

import http.client
import re
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from tests.helpers import need_service
from tests.platform.workers import (
    ROOT,
    celery_worker_cmd,
    free_port,
    process_env,
    running,
    wait_for,
)

pytestmark = [pytest.mark.services, pytest.mark.django_db]


# Generous: a loaded machine may take long to answer; a healthy one answers at once.
REQUEST_TIMEOUT = 60
STARTUP_TIMEOUT = 300


def get(url: str, *, timeout: float = REQUEST_TIMEOUT, **headers: str):
    request = urllib.request.Request(url, headers=headers)
    try:
        return urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        return exc


def _answers(url: str) -> bool:
    """Whether gunicorn answers yet. While it starts, a connect may be refused or reset,
    or a read time out (a worker still importing Django): each means "not yet"."""
    try:
        return get(url, timeout=10).status == 200
    except (OSError, http.client.HTTPException):
        return False


def test_gunicorn_and_a_worker_serve_healthz_and_cached_static_files(artifacts, tmp_path):
    need_service("Redis", "127.0.0.1", 6379)
    env = process_env(CELERY_QUEUE="smoke")
    collect = subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert collect.returncode == 0, collect.stderr
    port = free_port()
    gunicorn = [
        sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
        "--bind", f"127.0.0.1:{port}", "--workers", "2", "companion.wsgi",
    ]  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    with (
        running(celery_worker_cmd("smoke"), env, artifacts / "smoke-worker.log"),
        # As deploy/compose.yaml runs it: Django's connection pool, one per thread.
        running(gunicorn, {**env, "DB_POOL_SIZE": "4"}, artifacts / "smoke-gunicorn.log"),
    ):
        wait_for(lambda: _answers(f"{base}/healthz"), timeout=STARTUP_TIMEOUT, what="gunicorn")
        health = get(f"{base}/healthz")
        assert health.status == 200
        body = health.read().decode()
        assert '"redis": "ok"' in body and '"queue": "ok"' in body

        home = get(f"{base}/").read().decode()
        css = re.search(r'href="(/static/css/app\.[0-9a-f]{12}\.css)"', home)
        assert css, "the stylesheet is not served under a hashed name"
        static = get(base + css.group(1), **{"Accept-Encoding": "gzip"})
        assert static.status == 200
        assert static.headers["Content-Encoding"] == "gzip"
        assert "max-age=31536000" in static.headers["Cache-Control"]
        assert re.search(r'src="/static/django_htmx/htmx-2\.min\.[0-9a-f]{12}\.js"', home)
