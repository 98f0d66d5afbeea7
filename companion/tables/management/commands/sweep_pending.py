"""Re-queue the work a broker outage left pending (what beat's sweeper does, now)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from companion.tables.tasks import sweep


class Command(BaseCommand):
    help = (
        "Re-queue pending bookkeeping, unrecorded results and plays, and stale club "
        "ratings (after a broker outage). Safe beside beat: each item is claimed once."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--grace",
            type=float,
            default=None,
            help="leave work younger than this many seconds alone (default: the setting)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        done = sweep(grace=options["grace"])
        self.stdout.write(f"{done.requeued} item(s) re-queued")
        if done.broker_failed:
            raise CommandError("the broker is unreachable: the rest stays pending")
