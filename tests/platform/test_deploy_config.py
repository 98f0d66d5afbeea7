"""deploy/: gunicorn's settings follow the machine and the environment, and the single-box
compose file runs every process the app needs, with the pool sized to the threads."""

from __future__ import annotations

import os
import runpy
from pathlib import Path

import pytest
import yaml

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def gunicorn_settings(monkeypatch: pytest.MonkeyPatch, **env: str) -> dict[str, object]:
    for name in [n for n in os.environ if n.startswith("GUNICORN_")]:
        monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))


def test_one_process_per_core_with_threads_and_no_recycling(monkeypatch):
    conf = gunicorn_settings(monkeypatch)
    assert conf["workers"] == (os.cpu_count() or 1)
    assert conf["worker_class"] == "gthread" and conf["threads"] == 4
    assert conf["max_requests"] == 0
    assert conf["accesslog"] == "-"


def test_everything_can_be_set_from_the_environment(monkeypatch):
    conf = gunicorn_settings(
        monkeypatch,
        GUNICORN_WORKERS="3",
        GUNICORN_THREADS="8",
        GUNICORN_MAX_REQUESTS="5000",
        GUNICORN_ACCESS_LOG="off",
    )
    assert (conf["workers"], conf["threads"]) == (3, 8)
    assert conf["max_requests"] == 5000 and conf["max_requests_jitter"] == 500
    assert conf["accesslog"] is None


def test_the_single_box_compose_file_runs_every_process_on_one_postgres_and_redis():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    assert set(services) == {"postgres", "redis", "web", "worker", "beat"}
    app = compose["x-app"]["environment"]
    assert app["DATABASE_URL"].startswith("postgres://") and "@postgres:" in app["DATABASE_URL"]
    assert app["REDIS_URL"].startswith("redis://redis:")
    # The pool holds one connection per thread of a web process.
    assert str(app["DB_POOL_SIZE"]) == str(app["GUNICORN_THREADS"])
    assert "deploy/gunicorn.conf.py" in services["web"]["command"]
    assert "migrate" in services["web"]["command"]
    assert "worker" in services["worker"]["command"] and "beat" in services["beat"]["command"]
    assert services["web"]["depends_on"]["postgres"]["condition"] == "service_healthy"
