"""Rebuild every table from its event log and report any difference from the stored state."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from companion.tables.models import Table
from companion.tables.replay import rebuild_state, replay_from_scratch


class Command(BaseCommand):
    help = "Replay every table's log (from setup and from its snapshots) and compare states."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--code", help="only this table")
        parser.add_argument("--fix", action="store_true", help="store the replayed state")

    def handle(self, *args: Any, code: str | None = None, fix: bool = False, **kw: Any) -> None:
        tables = Table.objects.all().order_by("pk")
        if code:
            tables = tables.filter(code=code.upper())
        differences = 0
        for table in tables.iterator():
            replayed = replay_from_scratch(table)
            from_snapshots = rebuild_state(table)
            problems = []
            if replayed != table.state:
                problems.append("stored state differs from a replay of the log")
            if from_snapshots != replayed:
                problems.append("a snapshot differs from a replay of the log")
            if problems:
                differences += 1
                self.stdout.write(f"{table.code} ({table.game}): " + "; ".join(problems))
                if fix:
                    table.state = replayed
                    table.save(update_fields=["state"])
        checked = tables.count()
        summary = f"{checked} table(s) checked, {differences} with differences"
        self.stdout.write(
            self.style.SUCCESS(summary) if not differences else self.style.ERROR(summary)
        )
        if differences and not fix:
            raise SystemExit(1)
