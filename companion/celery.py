"""The Celery app. Without a broker (the embedded default) tasks run in-process."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "companion.settings")

app = Celery("companion")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# beat (optional, one per deployment) re-queues what a broker outage left pending.
app.conf.beat_schedule = {
    "sweep-pending-work": {
        "task": "companion.tables.tasks.sweep_pending_work",
        "schedule": 60.0,
    }
}
