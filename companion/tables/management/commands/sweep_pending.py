"""Re-queue bookkeeping and results that a broker outage left pending."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from companion.tables.tasks import sweep_pending_work


class Command(BaseCommand):
    help = "Re-queue pending bookkeeping and unrecorded results (after a broker outage)."

    def handle(self, *args: Any, **options: Any) -> None:
        count = sweep_pending_work()
        self.stdout.write(f"{count} table(s) re-queued")
