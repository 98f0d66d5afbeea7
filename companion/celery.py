"""The Celery app. Without a broker (the embedded default) tasks run in-process."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "companion.settings")

app = Celery("companion")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# beat (one per deployment) re-queues what a broker outage left pending: pages never
# retry on a read, so this is how a table whose bookkeeping could not be queued moves
# on once the broker is back. Two beats by mistake are harmless (the sweeper's leases).
app.conf.beat_schedule = {
    "sweep-pending-work": {
        "task": "companion.tables.tasks.sweep_pending_work",
        "schedule": app.conf.get("sweep_every", 15.0),
        # A sweep not started by the next one is pointless: drop it rather than pile up.
        "options": {"expires": app.conf.get("sweep_every", 15.0)},
    }
}
