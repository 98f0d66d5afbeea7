"""Live updates by polling a change stamp.

Why polling and not server-sent events or websockets: phones at a real table sit
on flaky Wi-Fi and sleep their screens, and the deploy runs plain WSGI workers; a
held-open stream would tie up a worker per phone and need reconnection logic,
while a poll every 1.5 s is stateless, survives any proxy, and when nothing
changed costs one indexed single-row SELECT (no state rebuild, no rendering) and
an empty 204 answer. The stamp changes on every event and on seat changes.
"""

from __future__ import annotations

from datetime import datetime

from companion.tables.models import Table


def stamp(version: int, updated_at: datetime) -> str:
    return f"{version}.{int(updated_at.timestamp() * 1_000_000)}"


def table_stamp(table: Table) -> str:
    return stamp(table.version, table.updated_at)


def current_stamp(code: str) -> str | None:
    row = Table.objects.filter(code=code).values_list("version", "updated_at").first()
    return stamp(*row) if row else None
