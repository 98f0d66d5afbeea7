"""A playthrough entered at a real table: the write path the phones use, step by step.

Moves go through ``services.table_apply_move`` (the service phones and the API call),
the companion's own moves as system entries, so every entry stores its outcome. The
test checks on the way that the table's state is the engine's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from django.test import Client
from rest_framework.test import APIClient

from companion.tables import services
from companion.tables.models import Actor, Table
from companion.web.access import host_cookie, seat_cookie
from tests.contract.agent import Playthrough, canonical


@dataclass
class LiveTable:
    table: Table
    seat_tokens: list[str]
    host_token: str

    @property
    def code(self) -> str:
        return self.table.code

    def refresh(self) -> Table:
        self.table.refresh_from_db()
        return self.table

    def phone(self, seat: int | None) -> Client:
        """The browser of ``seat``'s phone; None: a spectator's (the table screen)."""
        client = Client()
        if seat is not None:
            client.cookies[seat_cookie(self.code)] = self.seat_tokens[seat]
        return client

    def host(self) -> Client:
        """The browser of the host's phone (host cookie, no seat)."""
        client = Client()
        client.cookies[host_cookie(self.code)] = self.host_token
        return client

    def api(self, seat: int | None) -> APIClient:
        client = APIClient()
        if seat is not None:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {self.seat_tokens[seat]}")
        return client


def open_table(run: Playthrough) -> LiveTable:
    # A playthrough keeps its catalogue among the options, as the engine reads them; a
    # table is given it beside them, as a club's copy.
    options = dict(run.options)
    catalogue = options.pop("catalogue", None)
    created = services.table_create(
        game=run.slug,
        seats=[
            {"name": seat.name, **({"colour": seat.colour} if seat.colour else {})}
            for seat in run.seats
        ],
        options=options,
        catalogue=catalogue,
        seed=run.seed,
    )
    assert canonical(created.table.state) == canonical(run.initial), "setup differs at the table"
    return LiveTable(created.table, list(created.seat_tokens), created.host_token)


def walk(run: Playthrough, stops: set[int]) -> Iterator[tuple[int, LiveTable]]:
    """The table after each step number in ``stops`` (0: before any move)."""
    live = open_table(run)
    if 0 in stops:
        yield 0, live
    for number, step in enumerate(run.steps, start=1):
        table = live.table
        services.table_apply_move(
            table=table,
            seat=step.seat,
            move=step.move,
            expected_version=table.version if step.seat is not None else None,
            client_move_id=f"contract-{number}",
            actor=Actor.SEAT if step.seat is not None else Actor.SYSTEM,
        )
        live.refresh()
        assert canonical(live.table.state) == canonical(step.state), (
            f"{run.slug} seed {run.seed}: the table's state differs from the engine's at step {number}"
        )
        if number in stops:
            yield number, live


def sample_stops(run: Playthrough, count: int) -> set[int]:
    """``count`` step numbers spread over the run, its first and last included."""
    total = len(run.steps)
    if count <= 1 or total == 0:
        return {total}
    return {round(i * total / (count - 1)) for i in range(count)}


_VOLATILE = (
    (re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"'), 'name="csrfmiddlewaretoken"'),
    (re.compile(r'"X-CSRFToken": "[^"]+"'), '"X-CSRFToken"'),
    (re.compile(r'name="client_move_id" value="[^"]+"'), 'name="client_move_id"'),
    (re.compile(r'<meta name="csrf-token" content="[^"]+"'), '<meta name="csrf-token"'),
)


def stable(html: str) -> str:
    """A page without what differs between any two requests (tokens, fresh move ids)."""
    for pattern, replacement in _VOLATILE:
        html = pattern.sub(replacement, html)
    return html
