"""Who may do what, on every table endpoint: host, the seat, another seat, a spectator, a stranger."""

from __future__ import annotations

import pytest

from tests.conftest import make_people
from tests.helpers import run_companion_moves

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
    # The last score closes the round: the companion's move, made here as the worker would.
    run_companion_moves(people.table)
    body = {"type": "end_game", "expected_version": people.refresh().version}
    people.client(people.anja).post(f"/api/tables/{people.table.code}/moves/", body, format="json")


def undo_by_anja(people) -> None:
    anja_moves(people)
    body = {"expected_version": people.refresh().version}
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/undo/", body, format="json"
    )
    assert response.status_code == 201


# Filled in with the table's version when the case runs.
SEEN = {"expected_version": "current"}

# The refusals, whole: a status and the body a client reads.
STRANGER = (
    403,
    {
        "error": "This token does not hold a seat or the host role at this table any more (the "
        "host may have freed or reassigned it)."
    },
)
NO_SEAT = (403, {"error": "Join the table first: this phone has no seat here."})
NAME_THE_SEAT = (
    400,
    {"error": "Choose the seat you are entering this move for.", "field": "seat"},
)
MIRA_TAKEN = (
    409,
    {
        "error": "Mira's seat is already taken by another phone. If that phone is lost, ask the "
        "host to free the seat."
    },
)
NOT_THE_AUTHOR = (
    403,
    {"error": "Only the player who entered the latest move, or the host, can undo it."},
)
NOT_THE_REDOER = (
    403,
    {"error": "Only the player who entered that move, or the host, can redo it."},
)


def only_host(doing: str) -> tuple[int, dict]:
    return 403, {"error": f"Only the host can {doing}."}


def other_seat(name: str) -> tuple[int, dict]:
    return 403, {
        "error": f"This phone holds {name}'s seat: it cannot enter moves for another seat."
    }


def holds_already(name: str) -> tuple[int, dict]:
    return 409, {"error": f"This phone already holds {name}'s seat."}


def host_only(doing: str, success: int) -> list:
    return [success, only_host(doing), only_host(doing), only_host(doing), STRANGER]


# endpoint -> (prepare, method, path, body, the answer per role: a success status, or the
# refusal's status and whole body)
CASES = {
    "read": (None, "get", "/", None, [200, 200, 200, 200, STRANGER]),
    # The host holds no seat: it must name the one it enters for (400 says so).
    "move as own seat": (
        None, "post", "/moves/",
        {"type": "record_score", "args": {"target": 2, "points": 1}, "expected_version": 0},
        [NAME_THE_SEAT, 201, 201, NO_SEAT, STRANGER],
    ),
    "move for seat 2": (
        None, "post", "/moves/",
        {"type": "record_score", "args": {"target": 2, "points": 1}, "expected_version": 0,
         "seat": 2},
        [201, other_seat("Anja"), other_seat("Jona"), NO_SEAT, STRANGER],
    ),
    "undo Anja's move": (
        anja_moves, "post", "/undo/", SEEN, [201, 201, NOT_THE_AUTHOR, NO_SEAT, STRANGER]
    ),
    "redo Anja's undo": (
        undo_by_anja, "post", "/redo/", SEEN, [201, 201, NOT_THE_REDOER, NO_SEAT, STRANGER]
    ),
    "events": (anja_moves, "get", "/events/", None, [200, 200, 200, 200, STRANGER]),
    "result": (finish, "get", "/result/", None, [200, 200, 200, 200, STRANGER]),
    "free a seat": (None, "post", "/seats/1/release/", None, host_only("free a seat", 200)),
    "reassign a seat": (
        None, "post", "/seats/1/reassign/", None, host_only("reassign a seat", 201)
    ),
    "hand over the host role": (
        None, "post", "/seats/1/host/", None, host_only("hand over the host role", 200)
    ),
    "new recovery link": (
        None, "post", "/host/recovery-link/", None, host_only("make a recovery link", 201)
    ),
    "stop the table": (None, "post", "/abandon/", None, host_only("stop the table", 200)),
    # Every seat's token went to the creator: every seat is taken.
    "claim a seat": (
        None, "post", "/seats/2/claim/", None,
        [MIRA_TAKEN, holds_already("Anja"), holds_already("Jona"), MIRA_TAKEN, STRANGER],
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("role", ROLES)
def test_each_role_on_each_endpoint(case, role):
    people = make_people()
    prepare, method, path, body, answers = CASES[case]
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
    expected = answers[ROLES.index(role)]
    if isinstance(expected, int):
        assert response.status_code == expected, response.content
    else:
        assert (response.status_code, response.json()) == expected


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
    jona = people.client(people.jona).post(f"/api/tables/{code}/seats/0/claim/")
    assert (jona.status_code, jona.json()) == (409, holds_already("Jona")[1])
    missing = people.client().post(f"/api/tables/{code}/seats/7/claim/")
    assert missing.status_code == 404
    assert missing.json() == {"error": "There is no seat 7 at this table."}


def test_only_the_host_stops_a_table_and_then_no_move_is_taken():
    people = make_people()
    code = people.table.code
    for token, refusal in [
        (people.anja, only_host("stop the table")),
        (None, only_host("stop the table")),
        (people.stranger, STRANGER),
    ]:
        response = people.client(token).post(f"/api/tables/{code}/abandon/")
        assert (response.status_code, response.json()) == refusal
    response = people.client(people.host).post(f"/api/tables/{code}/abandon/")
    assert response.status_code == 200 and response.json()["status"] == "abandoned"
    body = {"type": "record_score", "args": {"target": 0, "points": 1}, "expected_version": 0}
    refused = people.client(people.anja).post(f"/api/tables/{code}/moves/", body, format="json")
    assert refused.status_code == 409
    assert refused.json() == {"error": "This table is abandoned: it takes no more entries."}
    again = people.client(people.host).post(f"/api/tables/{code}/abandon/")
    assert (again.status_code, again.json()) == (
        409,
        {"error": "This table is abandoned: it takes no more entries."},
    )
