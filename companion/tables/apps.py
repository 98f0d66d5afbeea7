from __future__ import annotations

from django.apps import AppConfig


class TablesConfig(AppConfig):
    name = "companion.tables"
    verbose_name = "Tables"

    def ready(self) -> None:
        # Loading the Celery app here binds every @shared_task to it at start-up.
        from companion import celery  # noqa: F401
