"""Live updates by polling a change stamp.

Why polling and not server-sent events or websockets: phones at a real table sit
on flaky Wi-Fi and sleep their screens, and the deploy runs plain WSGI workers; a
held-open stream would tie up a worker per phone and need reconnection logic,
while a poll every 1.5 s is stateless, survives any proxy, and when nothing
changed costs one indexed single-row SELECT of two integers (no state loaded,
rebuilt or rendered) and an empty 204 answer. The stamp is the table's
``revision``, bumped with every event and every seat change.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import connection

from companion.tables.models import Table, looks_like_code

# Hand-written: the ORM's query compilation costs more than the query itself here.
_CURRENT_SQL = f"SELECT revision, bookkeeping_pending FROM {Table._meta.db_table} WHERE code = %s"


def table_stamp(table: Table) -> str:
    return str(table.revision)


@dataclass(frozen=True)
class LiveRow:
    stamp: str
    bookkeeping_pending: bool


def current(code: str) -> LiveRow | None:
    with connection.cursor() as cursor:
        cursor.execute(_CURRENT_SQL, [code])
        row = cursor.fetchone()
    if row is None:
        return None
    return LiveRow(str(row[0]), bool(row[1]))


def unchanged(code: str, stamp: str | None) -> bool:
    """The table ``code`` is as the page holding ``stamp`` shows it: nothing to fetch.
    (An unknown code or a malformed one is not "unchanged": the page answers it.)"""
    if not stamp or not looks_like_code(code):
        return False
    row = current(code.upper())
    return row is not None and row.stamp == stamp
