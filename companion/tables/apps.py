from __future__ import annotations

from django.apps import AppConfig


class TablesConfig(AppConfig):
    name = "companion.tables"
    verbose_name = "Tables"

    def ready(self) -> None:
        # Loading the Celery app here binds every @shared_task to it at start-up.
        from companion import celery  # noqa: F401
        from companion.tables import tasks
        from companion.tables.signals import entry_committed

        entry_committed.connect(tasks.queue_work_after_entry, dispatch_uid="tables.queue_work")
