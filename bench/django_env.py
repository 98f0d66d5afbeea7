"""Set up Django for a benchmark: a fresh SQLite file, production-like settings and\nstatic files."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

_READY = False


def setup_django() -> None:
    global _READY
    if _READY:
        return
    folder = Path(tempfile.mkdtemp(prefix="tortuga-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{folder / 'bench.sqlite3'}")
    os.environ["DJANGO_SETTINGS_MODULE"] = "companion.settings"
    os.environ.setdefault("SECRET_KEY", "bench-" + "x" * 60)
    os.environ.setdefault("DEBUG", "0")
    os.environ.setdefault("BEHIND_HTTPS", "0")
    os.environ.setdefault("ALLOWED_HOSTS", "testserver")
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    import django
    from django.conf import settings
    from django.core.management import call_command
    from django.urls import clear_url_caches

    django.setup()
    settings.ROOT_URLCONF = "bench.urls"
    clear_url_caches()
    call_command("migrate", verbosity=0)
    # Production serves collected, hashed files: a fresh clone has none, and the pages
    # would fail on the missing manifest. Collected into the run's folder, not the tree.
    settings.STATIC_ROOT = folder / "static"
    call_command("collectstatic", interactive=False, verbosity=0)
    from companion.celery import app

    app.conf.task_always_eager = True
    _READY = True
