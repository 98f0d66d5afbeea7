"""Tables: a move through the service and the API, reading state as the log grows, an idle poll."""

from __future__ import annotations

import itertools
import json

from bench.common import Ratio, ratio
from bench.django_env import setup_django


def run() -> list[Ratio]:
    setup_django()
    from django.test import Client

    from companion.tables import seating, selectors, services
    from companion.tables.models import Event, Snapshot, Table

    created = services.table_create(game="scoresheet", seats=[{"name": "Anja"}, {"name": "Jona"}])
    table = created.table
    counter = itertools.count(1)

    def service_move() -> None:
        table.refresh_from_db(fields=["version"])
        services.table_apply_move(
            table=table,
            seat=0,
            # The same cell again and again: each entry replaces the last (SHEET-1).
            move={
                "type": "record_score",
                "args": {"target": 0, "points": next(counter) % 50, "replace": True},
            },
            expected_version=table.version,
            client_move_id=None,
        )

    client = Client()
    auth = {"HTTP_AUTHORIZATION": f"Bearer {created.seat_tokens[0]}"}

    # As a program entering a run of moves does: each answer says the version the next
    # entry is made on (the service moves above have moved it on, hence the first read).
    version: list[int] = []

    def api_move() -> None:
        if not version:
            version.append(Table.objects.values_list("version", flat=True).get(pk=table.pk))
        body = {
            "type": "record_score",
            "args": {"target": 1, "points": 3, "replace": True},
            "expected_version": version[0],
        }
        response = client.post(
            f"/api/tables/{table.code}/moves/",
            json.dumps(body),
            content_type="application/json",
            **auth,
        )
        assert response.status_code == 201, response.content
        version[0] = response.json()["version"]

    def bare_insert() -> None:
        response = client.post("/bench/insert/", '{"points": 3}', content_type="application/json")
        assert response.status_code == 201

    results = [
        ratio("scoresheet move through the service", service_move, bare_insert,
              baseline="bare view inserting one row", goal=3, repeat=5, number=40),
        ratio("scoresheet move through the HTTP API", api_move, bare_insert,
              baseline="bare view inserting one row", goal=3, repeat=5, number=40),
    ]  # fmt: skip

    # Reading state with 10, 1,000 and 10,000 events in the log.
    def table_with_events(n: int) -> Table:
        t = services.table_create(game="scoresheet", seats=[{"name": "A"}, {"name": "B"}]).table
        state = dict(t.state)
        state["current"] = [1, None]
        Event.objects.bulk_create(
            Event(table=t, seq=i, seat=0, move_type="record_score",
                  args={"target": 0, "points": 1, "replace": True}, client_move_id=f"e{i}")
            for i in range(1, n + 1)
        )  # fmt: skip
        Snapshot.objects.bulk_create(
            Snapshot(table=t, seq=s, state=state) for s in range(50, n + 1, 50)
        )
        Table.objects.filter(pk=t.pk).update(version=n, state=state)
        t.refresh_from_db()
        return t

    readers = {n: table_with_events(n) for n in (10, 1_000, 10_000)}
    seat_token = {}
    for n, t in readers.items():
        seat_token[n] = seating.seat_claim(table=t, index=0).token

    def read(n: int):
        def go() -> None:
            response = client.get(
                f"/api/tables/{readers[n].code}/", HTTP_AUTHORIZATION=f"Bearer {seat_token[n]}"
            )
            assert response.status_code == 200

        return go

    def rebuild(n: int):
        return lambda: selectors_rebuild(readers[n])

    from companion.tables.replay import rebuild_state as selectors_rebuild

    results += [
        ratio("read a table's state (API) at 1,000 events", read(1_000), read(10),
              baseline="the same at 10 events", goal=1.5, repeat=5, number=50),
        ratio("read a table's state (API) at 10,000 events", read(10_000), read(10),
              baseline="the same at 10 events", goal=1.5, repeat=5, number=50),
        ratio("rebuild state from snapshot + log at 10,000 events", rebuild(10_000), rebuild(10),
              baseline="the same at 10 events", goal=1.5, repeat=5, number=20),
    ]  # fmt: skip

    stamp = selectors.table_by_code(table.code)
    from companion.tables.live import table_stamp

    current = table_stamp(stamp)

    def idle_poll() -> None:
        response = client.get(f"/t/{table.code}/poll/?v={current}", HTTP_HX_REQUEST="true")
        assert response.status_code == 204

    def static() -> None:
        assert client.get("/bench/static/").status_code == 200

    results.append(
        ratio("'nothing changed' live poll", idle_poll, static,
              baseline="a static 200 response", goal=2, repeat=5, number=200)
    )  # fmt: skip
    return results
