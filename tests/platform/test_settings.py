"""Settings come from the environment; production refuses the development key."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRINT = (
    "import json, django; django.setup(); from django.conf import settings as s; "
    "print(json.dumps({'debug': s.DEBUG, 'secure': s.SESSION_COOKIE_SECURE, "
    "'hsts': getattr(s, 'SECURE_HSTS_SECONDS', 0), 'csrf_secure': s.CSRF_COOKIE_SECURE, "
    "'hosts': s.ALLOWED_HOSTS, 'db': s.DATABASES['default']['ENGINE'], "
    "'eager': s.CELERY_TASK_ALWAYS_EAGER, 'cache': s.CACHES['default']['BACKEND'], "
    "'cache_timeout': s.CACHES['default'].get('OPTIONS', {}).get('socket_timeout'), "
    "'publish_timeout': s.CELERY_PUBLISH_TIMEOUT, 'ignore_result': s.CELERY_TASK_IGNORE_RESULT, "
    "'db_options': s.DATABASES['default'].get('OPTIONS', {}), "
    "'conn_max_age': s.DATABASES['default']['CONN_MAX_AGE'], "
    "'server_cursors_off': s.DATABASES['default'].get('DISABLE_SERVER_SIDE_CURSORS', False)}))"
)


def run(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if k
        not in {
            "DEBUG",
            "SECRET_KEY",
            "DATABASE_URL",
            "REDIS_URL",
            "CELERY_BROKER_URL",
            "ALLOWED_HOSTS",
            "BEHIND_HTTPS",
            "DB_POOL_SIZE",
            "PGBOUNCER",
        }
    }
    clean["DJANGO_SETTINGS_MODULE"] = "companion.settings"
    return subprocess.run(
        [sys.executable, "-c", PRINT],
        env={**clean, **env},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_debug_off_refuses_the_development_secret_key():
    result = run({})
    assert result.returncode != 0
    assert "SECRET_KEY is the development key but DEBUG is off" in result.stderr


def test_production_settings_come_from_the_environment():
    result = run(
        {
            "SECRET_KEY": "x" * 60,
            "ALLOWED_HOSTS": "tortuga.example,www.tortuga.example",
            "DATABASE_URL": "postgres://u:p@db.internal:5432/tortuga",
            "REDIS_URL": "redis://cache.internal:6379/0",
        }
    )
    assert result.returncode == 0, result.stderr
    s = json.loads(result.stdout)
    assert s["debug"] is False
    assert s["hosts"] == ["tortuga.example", "www.tortuga.example"]
    assert s["db"] == "django.db.backends.postgresql"
    assert s["eager"] is False
    # Redis down must not hang or break a page: short timeouts, a cache that degrades.
    assert s["cache"] == "companion.cache.ResilientRedisCache" and s["cache_timeout"] <= 1
    assert s["publish_timeout"] <= 2 and s["ignore_result"] is True
    assert s["secure"] is True and s["csrf_secure"] is True and s["hsts"] >= 31536000


def test_the_embedded_default_needs_no_server():
    s = json.loads(run({"DEBUG": "1"}).stdout)
    assert s["debug"] is True
    assert s["db"] == "django.db.backends.sqlite3"
    assert s["eager"] is True
    assert s["secure"] is False


PRODUCTION = {"SECRET_KEY": "x" * 60, "DATABASE_URL": "postgres://u:p@db.internal:5432/tortuga"}


def test_the_connection_pool_is_sized_from_the_environment():
    s = json.loads(run({**PRODUCTION, "DB_POOL_SIZE": "4"}).stdout)
    assert s["db_options"]["pool"]["max_size"] == 4
    # Django's pool refuses persistent connections beside it.
    assert s["conn_max_age"] == 0
    without = json.loads(run(PRODUCTION).stdout)
    assert "pool" not in without["db_options"] and without["conn_max_age"] > 0


def test_behind_pgbouncer_no_server_side_cursors():
    assert json.loads(run({**PRODUCTION, "PGBOUNCER": "1"}).stdout)["server_cursors_off"] is True
    assert json.loads(run(PRODUCTION).stdout)["server_cursors_off"] is False
