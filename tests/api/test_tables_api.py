"""The public REST contract for tables, through the HTTP endpoints."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from companion.tables.models import Event, Table

pytestmark = pytest.mark.django_db


def move(people, token, type_, version=None, cmid=None, **args):
    body = {"type": type_, "args": args, "expected_version": people.refresh().version}
    if version is not None:
        body["expected_version"] = version
    if cmid:
        body["client_move_id"] = cmid
    return people.client(token).post(f"/api/tables/{people.table.code}/moves/", body, format="json")


def test_create_returns_the_code_tokens_and_version():
    response = APIClient().post(
        "/api/tables/",
        {"game": "scoresheet", "seats": [{"name": "Anja", "colour": "red"}, {"name": "Jona"}]},
        format="json",
    )
    assert response.status_code == 201
    body = response.json()
    assert set(body) >= {"code", "host_token", "version", "seats", "join_url", "screen_url"}
    assert body["version"] == 0
    assert [(s["index"], s["name"]) for s in body["seats"]] == [(0, "Anja"), (1, "Jona")]
    assert all(len(s["token"]) > 20 for s in body["seats"])
    assert Table.objects.get(code=body["code"]).seats.count() == 2


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"game": "chess", "seats": [{"name": "A"}]}, 'game: "chess" is not a valid choice.'),
        ({"game": "scoresheet"}, "seats: This field is required."),
        ({"game": "scoresheet", "seats": []}, "played by 1 to 12 players, not 0"),
        (
            {"game": "scoresheet", "seats": [{"name": "A"}], "options": {"rounds": -1}},
            "'rounds' must be at least 0",
        ),
    ],
)
def test_create_refuses_bad_input_with_a_clear_400(body, message):
    response = APIClient().post("/api/tables/", body, format="json")
    assert response.status_code == 400
    assert message in response.json()["error"]
    assert not Table.objects.exists()


def test_get_shows_the_callers_view_and_legal_moves(people):
    body = people.client(people.anja).get(f"/api/tables/{people.table.code}/").json()
    assert body["seat"] == 0 and body["role"] == "seat"
    assert body["view"]["seats"][0]["name"] == "Anja"
    assert [m["type"] for m in body["legal_moves"]] == ["record_score"]
    assert body["legal_moves"][0]["allowed"] == {"target": [0, 1, 2]}
    public = people.client().get(f"/api/tables/{people.table.code}/").json()
    assert public["seat"] is None and public["role"] == "spectator"
    assert public["legal_moves"] == []


def test_get_answers_304_when_nothing_changed(people):
    client = people.client(people.anja)
    first = client.get(f"/api/tables/{people.table.code}/")
    again = client.get(f"/api/tables/{people.table.code}/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    move(people, people.anja, "record_score", target=0, points=1)
    after = client.get(f"/api/tables/{people.table.code}/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert after.status_code == 200


def test_a_move_returns_201_with_the_new_version_and_view(people):
    response = move(people, people.anja, "record_score", target=1, points=4)
    assert response.status_code == 201
    body = response.json()
    assert body["version"] == 1 and body["seq"] == 1 and body["duplicate"] is False
    assert body["view"]["current"] == [None, 4, None]


def test_a_rule_error_is_400_with_the_rule(people):
    response = move(people, people.anja, "record_score", target=1, points=-4)
    assert response.status_code == 400
    assert response.json() == {
        "error": "this table does not allow negative scores",
        "rule": "SHEET-3",
    }
    assert people.refresh().version == 0


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            {"type": "record_score", "args": {"target": 0, "points": "ten"}, "expected_version": 0},
            "'points' must be a whole number",
        ),
        (
            {"type": "record_score", "args": {"target": 0}, "expected_version": 0},
            "'points' is required",
        ),
        ({"type": "fly", "args": {}, "expected_version": 0}, "unknown move type 'fly'"),
        (
            {"type": "record_score", "args": {"target": 0, "points": 1}},
            "expected_version: This field is required.",
        ),
        ({"type": "record_score", "args": "x", "expected_version": 0}, "args:"),
        (
            {
                "type": "record_score",
                "args": {"target": 0, "points": 1},
                "expected_version": 0,
                "seat": 7,
            },
            "This phone holds Anja's seat: it cannot enter moves for another seat.",
        ),
    ],
)
def test_malformed_moves_get_a_400_naming_what_is_wrong(people, body, message):
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert response.status_code in (400, 403)
    assert message in response.json()["error"]
    assert not Event.objects.exists()


def test_a_stale_version_gets_409_with_the_fresh_view(people):
    move(people, people.anja, "record_score", target=0, points=2)
    response = move(people, people.jona, "record_score", version=0, target=1, points=3)
    assert response.status_code == 409
    body = response.json()
    assert body["version"] == 1 and body["view"]["current"][0] == 2
    assert "someone else" in body["error"]


def test_a_retried_move_is_applied_once(people):
    first = move(people, people.anja, "record_score", cmid="abc-1", target=0, points=2)
    retry = move(people, people.anja, "record_score", version=0, cmid="abc-1", target=0, points=2)
    assert first.status_code == 201 and retry.status_code == 200
    assert retry.json()["duplicate"] is True and retry.json()["seq"] == 1
    assert Event.objects.count() == 1


def test_the_host_acts_for_a_named_seat(people):
    response = move(people, people.host, "record_score", target=2, points=9)
    assert response.status_code == 400
    assert response.json() == {
        "error": "Choose the seat you are entering this move for.",
        "field": "seat",
    }
    body = {
        "type": "record_score",
        "args": {"target": 2, "points": 9},
        "expected_version": 0,
        "seat": 2,
    }
    response = people.client(people.host).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert response.status_code == 201
    event = Event.objects.get()
    assert (event.actor, event.seat) == ("host", 2)


def take_back(people, token: str, action: str, version: int | None = None):
    body = {"expected_version": people.refresh().version if version is None else version}
    return people.client(token).post(
        f"/api/tables/{people.table.code}/{action}/", body, format="json"
    )


def test_undo_and_redo_through_the_api(people):
    move(people, people.anja, "record_score", target=0, points=2)
    assert take_back(people, people.jona, "undo").status_code == 403
    response = take_back(people, people.anja, "undo")
    assert response.status_code == 201 and response.json()["view"]["current"][0] is None
    response = take_back(people, people.anja, "redo")
    assert response.status_code == 201 and response.json()["view"]["current"][0] == 2
    response = take_back(people, people.anja, "redo")
    assert response.status_code == 400 and response.json() == {"error": "There is nothing to redo."}


def test_undo_needs_the_version_the_phone_saw(people):
    move(people, people.anja, "record_score", target=0, points=2)
    code = people.table.code
    response = people.client(people.anja).post(f"/api/tables/{code}/undo/", {}, format="json")
    assert response.status_code == 400
    assert response.json()["field"] == "expected_version"
    stale = take_back(people, people.anja, "undo", version=0)
    assert stale.status_code == 409 and stale.json()["version"] == 1
    assert not Event.objects.filter(kind="undo").exists()


def test_events_list_the_log(people):
    move(people, people.anja, "record_score", target=0, points=2)
    take_back(people, people.anja, "undo")
    entries = people.client().get(f"/api/tables/{people.table.code}/events/").json()
    assert [(e["seq"], e["kind"], e["undone"]) for e in entries] == [
        (1, "move", True),
        (2, "undo", False),
    ]
    assert entries[0]["seat_name"] == "Anja"
    after = people.client().get(f"/api/tables/{people.table.code}/events/?after=1").json()
    assert [e["seq"] for e in after] == [2]
    bad = people.client().get(f"/api/tables/{people.table.code}/events/?after=x")
    assert bad.status_code == 400


def test_a_freed_seat_is_claimed_with_a_new_token_and_the_old_one_dies(people):
    code = people.table.code
    assert people.client().post(f"/api/tables/{code}/seats/1/claim/").status_code == 409
    assert people.client(people.jona).get(f"/api/tables/{code}/").json()["seat"] == 1
    freed = people.client(people.host).post(f"/api/tables/{code}/seats/1/release/")
    assert freed.status_code == 200
    assert freed.json() == {"index": 1, "name": "Jona", "taken": False}
    assert people.client(people.jona).get(f"/api/tables/{code}/").status_code == 403
    response = people.client().post(f"/api/tables/{code}/seats/1/claim/")
    assert response.status_code == 201
    token = response.json()["token"]
    assert people.client(token).get(f"/api/tables/{code}/").json()["seat"] == 1
    assert people.client().post(f"/api/tables/{code}/seats/1/claim/").status_code == 409
    assert people.client(token).post(f"/api/tables/{code}/seats/1/release/").status_code == 403
    assert people.client(token).get(f"/api/tables/{code}/").json()["seat"] == 1
    entries = people.client().get(f"/api/tables/{code}/events/").json()
    assert [(e["kind"], e["args"]) for e in entries] == [
        ("seat", {"action": "free", "seat": 1}),
        ("seat", {"action": "claim", "seat": 1}),
    ]


def test_result_is_there_once_the_game_is_over(people):
    code = people.table.code
    assert people.client().get(f"/api/tables/{code}/result/").status_code == 400
    for target, points in enumerate([3, 5, 5]):
        move(people, people.anja, "record_score", target=target, points=points)
    move(people, people.anja, "close_round")
    move(people, people.anja, "end_game")
    result = people.client().get(f"/api/tables/{code}/result/").json()
    assert result["places"] == {"0": 3, "1": 1, "2": 1}
    assert result["winners"] == [1, 2]
    assert move(people, people.anja, "record_score", target=0, points=1).status_code == 409


def test_unknown_table_is_a_json_404():
    response = APIClient().get("/api/tables/NOPE42/")
    assert response.status_code == 404
    assert response.json() == {"error": "There is no table with the code NOPE42."}


def test_games_lists_every_engine_with_its_moves():
    games = APIClient().get("/api/games/").json()
    sheet = next(g for g in games if g["slug"] == "scoresheet")
    assert {m["type"] for m in sheet["moves"]} == {
        "record_score",
        "clear_score",
        "close_round",
        "end_game",
    }


def test_a_table_created_for_a_club_goes_to_its_history():
    from django.contrib.auth import get_user_model

    from companion.club.models import Club

    club = Club.objects.create(name="Tortuga Club", slug="tortuga")
    organiser = get_user_model().objects.create_user("olga", password="x")
    club.organisers.add(organiser)
    body = {"game": "scoresheet", "seats": [{"name": "Anja"}], "club": "tortuga"}
    refused = APIClient().post("/api/tables/", body, format="json")
    assert refused.status_code == 403
    assert refused.json() == {
        "error": "only an organiser of Tortuga Club, signed in, can create a table for its history"
    }
    client = APIClient()
    client.force_login(organiser)
    response = client.post("/api/tables/", body, format="json")
    assert response.status_code == 201
    assert Table.objects.get(code=response.json()["code"]).club.slug == "tortuga"
    bad = client.post("/api/tables/", {**body, "club": "nowhere"}, format="json")
    assert bad.status_code == 400 and "club" in bad.json()["error"]
