"""The public REST contract for tables, through the HTTP endpoints."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from companion.engines.registry import game_slugs, get_engine
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
    ("body", "error"),
    [
        (
            {"game": "chess", "seats": [{"name": "A"}]},
            {
                "error": 'game: "chess" is not a valid choice.',
                "field": "game",
                "fields": {"game": ['"chess" is not a valid choice.']},
            },
        ),
        (
            {"game": "scoresheet"},
            {
                "error": "seats: This field is required.",
                "field": "seats",
                "fields": {"seats": ["This field is required."]},
            },
        ),
        (
            {"game": "scoresheet", "seats": []},
            {
                "error": "Scoresheet (any game) is played by 1 to 12 players, not 0.",
                "field": "seats",
            },
        ),
        (
            {"game": "scoresheet", "seats": [{"name": "A"}], "options": {"rounds": -1}},
            {
                "error": "number of rounds (0: the table decides when to stop): 0 at least.",
                "field": "options.rounds",
            },
        ),
    ],
)
def test_create_refuses_bad_input_with_a_clear_400(body, error):
    response = APIClient().post("/api/tables/", body, format="json")
    assert (response.status_code, response.json()) == (400, error)
    assert not Table.objects.exists()


def test_get_shows_the_callers_view_and_legal_moves(people):
    body = people.client(people.anja).get(f"/api/tables/{people.table.code}/").json()
    assert body["seat"] == 0 and body["role"] == "seat"
    assert body["view"]["seats"][0]["name"] == "Anja"
    assert body["legal_moves"] == [
        {"type": "record_score", "label": "Your score this round", "allowed": {}},
        {"type": "record_score", "label": "Another player's score", "allowed": {"target": [1, 2]}},
    ]
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
    assert body["outcome"] == ["Jona scores 4 this round."]


@pytest.mark.parametrize(
    "prefer", ["return=minimal", "return=minimal; wait=1", "handling=lenient, RETURN = minimal"]
)
def test_an_entry_asked_minimal_answers_without_the_view(people, prefer):
    client = people.client(people.anja)
    body = {"type": "record_score", "args": {"target": 1, "points": 4}, "expected_version": 0}
    response = client.post(
        f"/api/tables/{people.table.code}/moves/", body, format="json", HTTP_PREFER=prefer
    )
    assert response.status_code == 201 and response["Preference-Applied"] == "return=minimal"
    assert response.json() == {
        "version": 1,
        "seq": 1,
        "duplicate": False,
        "merged": False,
        "status": "playing",
        "outcome": ["Jona scores 4 this round."],
        "warning": None,
    }
    # The entry is the same as without the preference: the table reads it back.
    assert people.client(people.jona).get(f"/api/tables/{people.table.code}/").json()["view"][
        "current"
    ] == [None, 4, None]


@pytest.mark.parametrize("prefer", [None, "return=representation", "return=minimalist"])
def test_without_the_minimal_preference_the_answer_carries_the_view(people, prefer):
    headers = {"HTTP_PREFER": prefer} if prefer else {}
    body = {"type": "record_score", "args": {"target": 1, "points": 4}, "expected_version": 0}
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json", **headers
    )
    assert response.status_code == 201 and "Preference-Applied" not in response
    assert response.json()["view"]["current"] == [None, 4, None]


def test_undo_redo_and_corrections_take_the_minimal_preference_too(people):
    move(people, people.anja, "record_score", target=0, points=2)
    client = people.client(people.anja)
    code = people.table.code
    for action, version in (("undo", 1), ("redo", 2)):
        answer = client.post(
            f"/api/tables/{code}/{action}/",
            {"expected_version": version},
            format="json",
            HTTP_PREFER="return=minimal",
        )
        assert answer.status_code == 201 and "view" not in answer.json()
    corrected = client.post(
        f"/api/tables/{code}/events/1/correct/",
        {
            "move": {"type": "record_score", "args": {"target": 0, "points": 3}},
            "expected_version": 3,
        },
        format="json",
        HTTP_PREFER="return=minimal",
    )
    assert corrected.status_code == 201, corrected.json()
    assert "view" not in corrected.json() and corrected["Preference-Applied"] == "return=minimal"
    # A stale entry's 409 carries the fresh view whatever was asked: the phone needs it.
    stale = client.post(
        f"/api/tables/{code}/moves/",
        {"type": "record_score", "args": {"target": 0, "points": 1}, "expected_version": 1},
        format="json",
        HTTP_PREFER="return=minimal",
    )
    assert stale.status_code == 409 and stale.json()["view"]["current"][0] == 3


def test_a_rule_error_is_400_with_the_rule(people):
    response = move(people, people.anja, "record_score", target=1, points=-4)
    assert response.status_code == 400
    assert response.json() == {
        "error": "This table does not allow negative scores.",
        "rule": "SHEET-3",
    }
    assert people.refresh().version == 0


@pytest.mark.parametrize(
    ("body", "status", "error"),
    [
        (
            {"type": "record_score", "args": {"target": 0, "points": "ten"}, "expected_version": 0},
            400,
            {"error": "points this round: enter a whole number.", "field": "args.points"},
        ),
        (
            {"type": "record_score", "args": {"target": 0}, "expected_version": 0},
            400,
            {"error": "points this round: this is needed.", "field": "args.points"},
        ),
        (
            {"type": "record_score", "args": {"target": 0, "points": 1, "speed": 3},
             "expected_version": 0},
            400,
            {"error": "This entry takes no value called speed.", "field": "args.speed"},
        ),
        (
            {"type": "fly", "args": {}, "expected_version": 0},
            400,
            {"error": "Scoresheet (any game) has no entry of that kind.", "field": "type"},
        ),
        (
            {"type": "record_score", "args": {"target": 0, "points": 1}},
            400,
            {
                "error": "expected_version: This field is required.",
                "field": "expected_version",
                "fields": {"expected_version": ["This field is required."]},
            },
        ),
        (
            {"type": "record_score", "args": "x", "expected_version": 0},
            400,
            {
                "error": 'args: Expected a dictionary of items but got type "str".',
                "field": "args",
                "fields": {"args": ['Expected a dictionary of items but got type "str".']},
            },
        ),
        (
            {
                "type": "record_score",
                "args": {"target": 0, "points": 1},
                "expected_version": 0,
                "seat": 7,
            },
            403,
            {"error": "This phone holds Anja's seat: it cannot enter moves for another seat."},
        ),
    ],
)  # fmt: skip
def test_malformed_moves_get_an_error_naming_what_is_wrong(people, body, status, error):
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert (response.status_code, response.json()) == (status, error)
    assert not Event.objects.exists()


def test_a_stale_version_gets_409_with_the_fresh_view(people):
    move(people, people.anja, "record_score", target=0, points=2)
    # The same player's score from two phones: a real conflict, not two entries to merge.
    response = move(people, people.jona, "record_score", version=0, target=0, points=3)
    assert response.status_code == 409
    body = response.json()
    assert body == {
        "error": "Someone else entered a move first: check the table and try again.",
        "version": 1,
        "view": response_view(people, people.jona),
    }
    assert body["view"]["current"] == [2, None, None]


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


JONA_TAKEN = (
    "Jona's seat is already taken by another phone. If that phone is lost, ask the host to "
    "free the seat."
)
UNKNOWN_TOKEN = (
    "This token does not hold a seat or the host role at this table any more (the host may "
    "have freed or reassigned it)."
)


def response_view(people, token: str) -> dict:
    """The view ``token`` reads of the table now."""
    return people.client(token).get(f"/api/tables/{people.table.code}/").json()["view"]


def take_back(people, token: str, action: str, version: int | None = None):
    body = {"expected_version": people.refresh().version if version is None else version}
    return people.client(token).post(
        f"/api/tables/{people.table.code}/{action}/", body, format="json"
    )


def test_undo_and_redo_through_the_api(people):
    move(people, people.anja, "record_score", target=0, points=2)
    refused = take_back(people, people.jona, "undo")
    assert (refused.status_code, refused.json()) == (
        403,
        {"error": "Only the player who entered the latest move, or the host, can undo it."},
    )
    response = take_back(people, people.anja, "undo")
    assert response.status_code == 201 and response.json()["view"]["current"][0] is None
    assert response.json()["outcome"] == ["Anja took back entry 1: Anja scores 2 this round."]
    response = take_back(people, people.anja, "redo")
    assert response.status_code == 201 and response.json()["view"]["current"][0] == 2
    assert response.json()["outcome"] == ["Anja brought back entry 1: Anja scores 2 this round."]
    response = take_back(people, people.anja, "redo")
    assert response.status_code == 400 and response.json() == {"error": "There is nothing to redo."}


def test_undo_needs_the_version_the_phone_saw(people):
    move(people, people.anja, "record_score", target=0, points=2)
    code = people.table.code
    response = people.client(people.anja).post(f"/api/tables/{code}/undo/", {}, format="json")
    assert (response.status_code, response.json()) == (
        400,
        {
            "error": "expected_version: This field is required.",
            "field": "expected_version",
            "fields": {"expected_version": ["This field is required."]},
        },
    )
    stale = take_back(people, people.anja, "undo", version=0)
    assert stale.status_code == 409
    assert stale.json() == {
        "error": "Someone else entered a move first: check the table and try again.",
        "version": 1,
        "view": response_view(people, people.anja),
    }
    assert not Event.objects.filter(kind="undo").exists()


def test_events_list_the_log(people):
    move(people, people.anja, "record_score", target=0, points=2)
    take_back(people, people.anja, "undo")
    entries = people.client().get(f"/api/tables/{people.table.code}/events/").json()
    assert [(e["seq"], e["kind"], e["undone"], e["outcome"]) for e in entries] == [
        (1, "move", True, ["Anja scores 2 this round."]),
        (2, "undo", False, ["Anja took back entry 1: Anja scores 2 this round."]),
    ]
    assert entries[0]["seat_name"] == "Anja"
    after = people.client().get(f"/api/tables/{people.table.code}/events/?after=1").json()
    assert [e["seq"] for e in after] == [2]
    for query, name in [("after=x", "after"), ("limit=", "limit"), ("after=1&limit=2.5", "limit")]:
        bad = people.client().get(f"/api/tables/{people.table.code}/events/?{query}")
        assert (bad.status_code, bad.json()) == (
            400,
            {"error": f"'{name}' must be a whole number.", "field": name},
        )


def test_a_freed_seat_is_claimed_with_a_new_token_and_the_old_one_dies(people):
    code = people.table.code
    taken = people.client().post(f"/api/tables/{code}/seats/1/claim/")
    assert (taken.status_code, taken.json()) == (409, {"error": JONA_TAKEN})
    assert people.client(people.jona).get(f"/api/tables/{code}/").json()["seat"] == 1
    freed = people.client(people.host).post(f"/api/tables/{code}/seats/1/release/")
    assert freed.status_code == 200
    assert freed.json() == {"index": 1, "name": "Jona", "taken": False}
    dead = people.client(people.jona).get(f"/api/tables/{code}/")
    assert (dead.status_code, dead.json()) == (403, {"error": UNKNOWN_TOKEN})
    response = people.client().post(f"/api/tables/{code}/seats/1/claim/")
    assert response.status_code == 201
    token = response.json()["token"]
    assert people.client(token).get(f"/api/tables/{code}/").json()["seat"] == 1
    again = people.client().post(f"/api/tables/{code}/seats/1/claim/")
    assert (again.status_code, again.json()) == (409, {"error": JONA_TAKEN})
    freeing = people.client(token).post(f"/api/tables/{code}/seats/1/release/")
    assert (freeing.status_code, freeing.json()) == (
        403,
        {"error": "Only the host can free a seat."},
    )
    assert people.client(token).get(f"/api/tables/{code}/").json()["seat"] == 1
    entries = people.client().get(f"/api/tables/{code}/events/").json()
    assert [(e["kind"], e["args"]) for e in entries] == [
        ("seat", {"action": "free", "seat": 1}),
        ("seat", {"action": "claim", "seat": 1}),
    ]


def test_result_is_there_once_the_game_is_over(people, django_capture_on_commit_callbacks):
    code = people.table.code
    early = people.client().get(f"/api/tables/{code}/result/")
    assert (early.status_code, early.json()) == (400, {"error": "The game is not over yet."})
    for target, points in enumerate([3, 5, 5]):
        # The last score's commit queues the close of the round, run here in-process.
        with django_capture_on_commit_callbacks(execute=True):
            move(people, people.anja, "record_score", target=target, points=points)
    move(people, people.anja, "end_game")
    result = people.client().get(f"/api/tables/{code}/result/").json()
    assert result == {
        "scores": {"0": 3.0, "1": 5.0, "2": 5.0},
        "places": {"0": 3, "1": 1, "2": 1},
        "winners": [1, 2],
        "breakdown": {
            "0": {"rounds": [3], "total": 3},
            "1": {"rounds": [5], "total": 5},
            "2": {"rounds": [5], "total": 5},
        },
        "tiebreaks": ["Equal totals share a place (SHEET-5)."],
        "ended_by": "SHEET-6",
    }
    late = move(people, people.anja, "record_score", target=0, points=1)
    assert (late.status_code, late.json()) == (
        409,
        {"error": "This table is finished: it takes no more entries."},
    )


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
        "end_game",
    }


def test_a_table_created_for_a_club_goes_to_its_history():
    from django.contrib.auth import get_user_model

    from companion.club.models import Club

    club = Club.objects.create(name="Tortuga Club", slug="tortuga")
    organiser = get_user_model().objects.create_user("olga", password="x")
    club.add_person(organiser, "organiser")
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
    assert (bad.status_code, bad.json()) == (
        400,
        {
            "error": "club: There is no club with that name.",
            "field": "club",
            "fields": {"club": ["There is no club with that name."]},
        },
    )


def raw_messages(value) -> list:
    """Every message dict (an id with parameters) left anywhere inside ``value``."""
    if isinstance(value, dict):
        found = [value] if {"id", "params"} <= set(value) else []
        return found + [m for v in value.values() for m in raw_messages(v)]
    if isinstance(value, list):
        return [m for v in value for m in raw_messages(v)]
    return []


@pytest.mark.parametrize("game", game_slugs())
def test_views_and_legal_moves_reach_the_caller_in_words(game):
    engine = get_engine(game)
    seats = [{"name": name} for name in ["Anja", "Jona", "Mira", "Teo"][: max(2, engine.min_seats)]]
    made = APIClient().post("/api/tables/", {"game": game, "seats": seats}, format="json").json()
    for token in (made["host_token"], made["seats"][0]["token"], None):
        client = APIClient()
        if token:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        body = client.get(f"/api/tables/{made['code']}/").json()
        assert raw_messages(body) == []
        assert all(isinstance(m["label"], str) for m in body["legal_moves"])


def test_a_malformed_bearer_header_is_a_json_401(people):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer two words")
    response = client.get(f"/api/tables/{people.table.code}/")
    assert (response.status_code, response.json()) == (
        401,
        {"error": "Send the token as 'Authorization: Bearer <token>'."},
    )
    assert response["WWW-Authenticate"] == "Bearer"


def test_the_games_list_says_its_words_in_the_readers_language(monkeypatch):
    from companion.api import games as views

    # A stand-in language that shouts: every word that goes through translation shows it.
    monkeypatch.setattr(views, "say", lambda text: str(text).upper())
    games = APIClient().get("/api/games/").json()
    sheet = next(g for g in games if g["slug"] == "scoresheet")
    assert sheet["title"] == "SCORESHEET (ANY GAME)"
    record = next(m for m in sheet["moves"] if m["type"] == "record_score")
    assert record["label"] == "ENTER A SCORE"
    assert [a["help"] for a in record["args"]] == [
        "THE PLAYER THE SCORE IS FOR",
        "POINTS THIS ROUND",
        "REPLACE THE SCORE ALREADY ENTERED THIS ROUND",
    ]
    assert all(option["help"].isupper() for option in sheet["options"])


def correct(people, token, seq, move, version=None):
    body = {"move": move, "expected_version": people.refresh().version}
    if version is not None:
        body["expected_version"] = version
    return people.client(token).post(
        f"/api/tables/{people.table.code}/events/{seq}/correct/", body, format="json"
    )


def test_the_host_corrects_an_earlier_entry_through_the_api(people):
    move(people, people.anja, "record_score", target=0, points=5)
    move(people, people.jona, "record_score", target=1, points=3)
    answer = correct(
        people, people.host, 1, {"type": "record_score", "args": {"target": 0, "points": 8}}
    )
    assert answer.status_code == 201
    body = answer.json()
    assert body["seq"] == 3 and body["view"]["current"] == [8, 3, None]
    assert body["outcome"] == [
        "The host corrected entry 1, which said: Anja scores 5 this round. Now:",
        "Anja scores 8 this round.",
    ]
    log = people.client(people.mira).get(f"/api/tables/{people.table.code}/events/").json()
    assert [(e["seq"], e["kind"], e["undone"], e["target_seq"]) for e in log] == [
        (1, "move", True, None),
        (2, "move", False, None),
        (3, "correct", False, 1),
    ]


def test_a_correction_through_the_api_refuses_with_a_clear_body(people):
    move(people, people.anja, "record_score", target=0, points=5)
    removal = correct(people, people.jona, 1, None)
    assert (removal.status_code, removal.json()) == (
        403,
        {"error": "Only the player who made that entry, or the host, can correct it."},
    )
    bad = correct(
        people, people.host, 1, {"type": "record_score", "args": {"target": 0, "points": "x"}}
    )
    assert (bad.status_code, bad.json()) == (
        400,
        {"error": "points this round: enter a whole number.", "field": "args.points"},
    )
    missing = correct(people, people.host, 42, None)
    assert (missing.status_code, missing.json()) == (404, {"error": "This table has no entry 42."})
    stale = correct(people, people.host, 1, None, version=0)
    assert stale.status_code == 409
    assert people.refresh().state["current"] == [5, None, None]
