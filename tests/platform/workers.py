"""Start real processes (a Celery worker, gunicorn) against the test database."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from django.db import connection
from kombu import pools

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"
# Waits on real processes end as soon as the thing is ready; the deadline only bounds
# how long a broken run takes to fail, so it is generous for a loaded machine.
STARTUP_TIMEOUT = 120
WORK_TIMEOUT = 300


def test_database_url() -> str:
    """A DATABASE_URL for the database this test session runs on."""
    s = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{s['NAME']}"
    user = s.get("USER") or "postgres"
    password = f":{s['PASSWORD']}" if s.get("PASSWORD") else ""
    host = s.get("HOST") or "127.0.0.1"
    port = s.get("PORT") or 5432
    return f"postgres://{user}{password}@{host}:{port}/{s['NAME']}"


def process_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(
        DJANGO_SETTINGS_MODULE="companion.settings",
        SECRET_KEY="test-" + "k" * 60,
        DEBUG="0",
        BEHIND_HTTPS="0",
        ALLOWED_HOSTS="127.0.0.1,localhost",
        DATABASE_URL=test_database_url(),
        REDIS_URL=REDIS_URL,
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


@contextmanager
def running(cmd: list[str], env: dict[str, str], log: Path) -> Iterator[subprocess.Popen[bytes]]:
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            yield proc
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def celery_worker_cmd(queue: str) -> list[str]:
    return [
        sys.executable, "-m", "celery", "-A", "companion.celery", "worker",
        "--pool=solo", "--concurrency=1", "-Q", queue, "--loglevel=INFO",
        "--without-gossip", "--without-mingle", "--without-heartbeat",
    ]  # fmt: skip


def use_broker(app, url: str) -> None:
    """Point the in-process Celery app at ``url``, dropping pooled connections to the old one."""
    pools.reset()  # closes and forgets kombu's process-wide connection pools
    app.conf.broker_url = url
    app._after_fork()  # Celery's own hook that forgets the app's connection and producer pools


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def private_redis(port: int, log: Path) -> Iterator[str]:
    """A Redis server of this test alone, so the test can stop and start the broker."""
    cmd = [
        "redis-server",
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
    ]
    with running(cmd, dict(os.environ), log):
        wait_for(lambda: _listening(port), timeout=STARTUP_TIMEOUT, what=f"redis-server on {port}")
        yield f"redis://127.0.0.1:{port}/0"


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def wait_for(check: Callable[[], object], *, timeout: float, what: str) -> object:
    """Call ``check`` until it answers something true; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        time.sleep(0.2)
