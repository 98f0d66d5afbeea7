"""Who may do what, on every table endpoint: host, the seat, another seat, a spectator, a stranger."""

from __future__ import annotations

import pytest

from tests.conftest import make_people

pytestmark = pytest.mark.django_db

ROLES = ["host", "anja", "jona", "spectator", "stranger"]


def token_of(people, role: str) -> str | None:
    return {"spectator": None}.get(role, getattr(people, role, None))


def anja_moves(people) -> None:
    version = people.refresh().version
    body = {"type": "record_score", "args": {"target": 0, "points": 1}, "expected_version": version}
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert response.status_code == 201


def finish(people) -> None:
    for target in range(3):
        version = people.refresh().version
        body = {
            "type": "record_score",
            "args": {"target": target, "points": 1},
            "expected_version": version,
        }
        people.client(people.anja).post(
            f"/api/tables/{people.table.code}/moves/", body, format="json"
        )
    for move in ("close_round", "end_game"):
        body = {"type": move, "expected_version": people.refresh().version}
        people.client(people.anja).post(
            f"/api/tables/{people.table.code}/moves/", body, format="json"
        )


def undo_by_anja(people) -> None:
    anja_moves(people)
    body = {"expected_version": people.refresh().version}
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/undo/", body, format="json"
    )
    assert response.status_code == 201


# Filled in with the table's version when the case runs.
SEEN = {"expected_version": "current"}


# endpoint -> (prepare, method, path, body, expected status per role)
CASES = {
    "read": (None, "get", "/", None, [200, 200, 200, 200, 403]),
    # The host holds no seat: it must name the one it enters for (400 says so).
    "move as own seat": (
        None, "post", "/moves/",
        {"type": "record_score", "args": {"target": 2, "points": 1}, "expected_version": 0},
        [400, 201, 201, 403, 403],
    ),
    "move for seat 2": (
        None, "post", "/moves/",
        {"type": "record_score", "args": {"target": 2, "points": 1}, "expected_version": 0,
         "seat": 2},
        [201, 403, 403, 403, 403],
    ),
    "undo Anja's move": (anja_moves, "post", "/undo/", SEEN, [201, 201, 403, 403, 403]),
    "redo Anja's undo": (undo_by_anja, "post", "/redo/", SEEN, [201, 201, 403, 403, 403]),
    "events": (anja_moves, "get", "/events/", None, [200, 200, 200, 200, 403]),
    "result": (finish, "get", "/result/", None, [200, 200, 200, 200, 403]),
    "free a seat": (None, "post", "/seats/1/release/", None, [200, 403, 403, 403, 403]),
    "reassign a seat": (None, "post", "/seats/1/reassign/", None, [201, 403, 403, 403, 403]),
    "hand over the host role": (None, "post", "/seats/1/host/", None, [200, 403, 403, 403, 403]),
    "new recovery link": (None, "post", "/host/recovery-link/", None, [201, 403, 403, 403, 403]),
    "stop the table": (None, "post", "/abandon/", None, [200, 403, 403, 403, 403]),
    # Every seat's token went to the creator: every seat is taken.
    "claim a seat": (None, "post", "/seats/2/claim/", None, [409, 409, 409, 409, 403]),
}  # fmt: skip


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("role", ROLES)
def test_each_role_on_each_endpoint(case, role):
    people = make_people()
    prepare, method, path, body, expected = CASES[case]
    if prepare:
        prepare(people)
    client = people.client(token_of(people, role))
    url = f"/api/tables/{people.table.code}{path}"
    if body is SEEN:
        body = {"expected_version": people.refresh().version}
    response = (
        getattr(client, method)(url, body, format="json")
        if body is not None
        else getattr(client, method)(url)
    )
    assert response.status_code == expected[ROLES.index(role)], response.content
    if response.status_code >= 400:
        assert response.json()["error"]


def test_anyone_with_the_code_may_claim_a_free_seat_but_not_a_taken_one():
    people = make_people()
    code = people.table.code
    taken = people.client().post(f"/api/tables/{code}/seats/0/claim/")
    assert taken.status_code == 409
    assert taken.json() == {
        "error": "Anja's seat is already taken by another phone. If that phone is lost, ask "
        "the host to free the seat."
    }
    assert (
        people.client(people.host).post(f"/api/tables/{code}/seats/0/release/").status_code == 200
    )
    assert people.client().post(f"/api/tables/{code}/seats/0/claim/").status_code == 201
    assert people.client(people.jona).post(f"/api/tables/{code}/seats/0/claim/").status_code == 409
    missing = people.client().post(f"/api/tables/{code}/seats/7/claim/")
    assert missing.status_code == 404
    assert missing.json() == {"error": "There is no seat 7 at this table."}


def test_only_the_host_stops_a_table_and_then_no_move_is_taken():
    people = make_people()
    code = people.table.code
    for token in (people.anja, None, people.stranger):
        assert people.client(token).post(f"/api/tables/{code}/abandon/").status_code == 403
    response = people.client(people.host).post(f"/api/tables/{code}/abandon/")
    assert response.status_code == 200 and response.json()["status"] == "abandoned"
    body = {"type": "record_score", "args": {"target": 0, "points": 1}, "expected_version": 0}
    refused = people.client(people.anja).post(f"/api/tables/{code}/moves/", body, format="json")
    assert refused.status_code == 409
    assert refused.json() == {"error": "This table is abandoned: it takes no more entries."}
    again = people.client(people.host).post(f"/api/tables/{code}/abandon/")
    assert again.status_code == 409
