"""No page, partial, API answer, log entry or live update shows a seat's buried treasure
to anyone else (NAS-Q35)."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.test import APIClient

from companion.engines.registry import get_engine
from companion.tables import services
from companion.web.access import host_cookie, seat_cookie
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def bury_something(created) -> tuple[int, int]:
    """Play until a pirate may bury, then bury as much as they can. Returns (seat, amount)."""
    table = created.table
    engine = get_engine("nassau")

    def can_bury(state) -> bool:
        return any(
            m.type == "bury" and max(m.allowed["poe"]) > 0
            for seat in range(state["n"])
            for m in engine.legal_moves(state, seat)
        )

    driver.play(table, can_bury)
    table.refresh_from_db()
    for seat in range(table.state["n"]):
        for move in engine.legal_moves(table.state, seat):
            if move.type == "bury" and max(move.allowed["poe"]) > 0:
                amount = max(move.allowed["poe"])
                services.table_apply_move(
                    table=table,
                    seat=seat,
                    move={"type": "bury", "args": {"poe": amount}},
                    expected_version=table.version,
                    client_move_id=None,
                )
                return seat, amount
    raise AssertionError("nobody could bury")


def chests(view: dict) -> dict[int, object]:
    return {p["seat"]: p["chest"] for p in view["players"]}


def test_buried_treasure_reaches_only_its_owner():
    created = driver.new_table()
    table = created.table
    owner, amount = bury_something(created)
    table.refresh_from_db()
    assert table.state["players"][owner]["chest"]["poe"] >= amount
    code = table.code
    tokens = created.seat_tokens
    others = [i for i in range(3) if i != owner]

    # API: the owner sees the chest; other seats, the host and spectators do not.
    def api(token):
        client = APIClient()
        if token:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        return client

    own = api(tokens[owner]).get(f"/api/tables/{code}/").json()
    assert chests(own["view"])[owner]["poe"] >= amount
    for token in [tokens[i] for i in others] + [created.host_token, None]:
        body = api(token).get(f"/api/tables/{code}/").json()
        assert chests(body["view"])[owner] is None
        # NAS-Q35: nor the pieces of eight in the hold, from which a burial could be counted.
        rival = body["view"]["players"][owner]
        assert "poe" not in rival["hold"] and rival["hold_used"] is None
        entries = api(token).get(f"/api/tables/{code}/events/").json()
        bury = [e for e in entries if e["type"] == "bury" and e["seat"] == owner]
        assert bury and all(e["args"] == {"poe": "hidden"} for e in bury)
        assert all(not any("You bury" in line for line in e["outcome"]) for e in bury)
        assert all(any("has buried their treasure" in line for line in e["outcome"]) for e in bury)
    own_entries = api(tokens[owner]).get(f"/api/tables/{code}/events/").json()
    assert [e["args"] for e in own_entries if e["type"] == "bury" and e["seat"] == owner][-1] == {
        "poe": amount
    }
    own_bury = [e for e in own_entries if e["type"] == "bury" and e["seat"] == owner][-1]
    assert own_bury["outcome"][-1] in (
        f"You bury {amount} pieces of eight.",
        f"You bury {amount} piece of eight.",
    )

    # Pages, partials and live updates: only the owner's page has the chest block.
    def page_client(seat=None, host=False):
        client = Client()
        if seat is not None:
            client.cookies[seat_cookie(code)] = tokens[seat]
        if host:
            client.cookies[host_cookie(code)] = created.host_token
        return client

    marker = f'data-chest-seat="{owner}"'
    owner_page = page_client(owner).get(f"/t/{code}/").content.decode()
    assert marker in owner_page
    for client in [page_client(i) for i in others] + [page_client(host=True)]:
        for url, headers in [
            (f"/t/{code}/", {}),
            (f"/t/{code}/", HX),
            (f"/t/{code}/poll/?v=stale", HX),
            (f"/t/{code}/log/", {}),
        ]:
            html = client.get(url, **headers).content.decode()
            assert marker not in html
            assert f"poe: {amount}" not in html
    for url, headers in [(f"/t/{code}/screen/", {}), (f"/t/{code}/poll/?v=x&mode=screen", HX)]:
        html = Client().get(url, **headers).content.decode()
        assert "data-chest-seat" not in html and f"poe: {amount}" not in html
