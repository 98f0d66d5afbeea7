"""No input gives the API a 500: NUL bytes, undecodable escapes, deep nesting, wrong
JSON and oversized bodies all get a JSON 400 naming the field and the reason.

PostgreSQL refuses NUL in text and the JSON decoder recurses, so on CI these were
500s; on SQLite some of them slipped through as 404s. Either way the answer must be
a 400 that says what is wrong.
"""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

from companion.club.models import Club, Play, Player
from companion.tables.models import Event, Table
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

DEEP = 100_000


def assert_json_400(response, body: dict) -> None:
    """The whole answer: a 400, in JSON, with exactly ``body``."""
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    assert response.json() == body


def nul_in(name: str) -> dict:
    """The refusal of a NUL character in the value called ``name``."""
    return {
        "error": f"'{name}' contains a NUL character (\\u0000), which is not allowed: remove it "
        "and try again.",
        "field": name,
    }


NUL_IN_PATH = {
    "error": "This address contains a NUL character, which no page or table code can hold. "
    "Check the link.",
    "field": "path",
}
NOT_UTF8_PATH = {
    "error": "This address contains escapes that are not UTF-8 text. Check the link.",
    "field": "path",
}
TOO_DEEP = {"error": "The JSON is nested too deeply: at most 32 levels.", "field": "body"}


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize(
    "path",
    [
        "/api/tables/%00/",
        "/api/tables/%00/moves/",
        "/api/tables/%00/events/",
        "/api/clubs/%00/",
        "/api/clubs/%00/plays/",
        "/api/no-such-route-%00/",
    ],
)
def test_a_nul_byte_in_the_path_is_a_json_400(path):
    assert_json_400(APIClient().get(path), NUL_IN_PATH)


@pytest.mark.parametrize("path", ["/api/tables/%ff/", "/api/clubs/%c3%28/"])
def test_an_undecodable_escape_in_the_path_is_a_json_400(path):
    assert_json_400(APIClient().get(path), NOT_UTF8_PATH)


def test_a_nul_byte_in_the_query_is_a_json_400_naming_the_parameter(people):
    bay = make_club()
    for url, body in [
        (f"{bay.url}/leaderboard/?game=%00", nul_in("game")),
        (f"{bay.url}/plays/?game=scoresheet%00", nul_in("game")),
        (f"{bay.url}/game-stats/?game=%00x", nul_in("game")),
        (f"{bay.url}/players/{bay.anja.pk}/ratings/?game=%00", nul_in("game")),
        (f"/api/tables/{people.table.code}/events/?after=%00", nul_in("after")),
        (
            f"/api/tables/{people.table.code}/?x%00=1",
            {"error": "The query string contains a NUL character in a name.", "field": "query"},
        ),
    ]:
        assert_json_400(APIClient().get(url), body)


def test_an_undecodable_escape_in_the_query_is_a_json_400():
    bay = make_club()
    assert_json_400(
        APIClient().get(f"{bay.url}/leaderboard/?game=%ff"),
        {"error": "'game' contains escapes that are not UTF-8 text.", "field": "game"},
    )


def test_nul_in_a_json_string_is_refused_and_nothing_is_written():
    body = {"game": "scoresheet", "seats": [{"name": "An\u0000ja"}, {"name": "Jona"}]}
    response = APIClient().post("/api/tables/", body, format="json")
    assert_json_400(response, nul_in("seats[0].name"))
    assert not Table.objects.exists()


def test_nul_in_a_json_key_is_refused():
    response = APIClient().post(
        "/api/tables/",
        data='{"game": "scoresheet", "seats": [{"na\\u0000me": "A"}]}',
        content_type="application/json",
    )
    assert_json_400(response, nul_in("seats[0].na\\u0000me"))
    assert not Table.objects.exists()


def test_nul_in_move_args_is_refused(people):
    body = {
        "type": "record_score",
        "args": {"target": 0, "points": "\u0000"},
        "expected_version": 0,
    }
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert_json_400(response, nul_in("args.points"))
    assert not Event.objects.exists()


def test_a_lone_surrogate_in_a_json_string_is_refused():
    response = APIClient().post(
        "/api/tables/",
        data='{"game": "scoresheet", "seats": [{"name": "\\ud800"}]}',
        content_type="application/json",
    )
    assert_json_400(
        response,
        {
            "error": "'seats[0].name' contains a lone surrogate (\\ud800-\\udfff), which is not "
            "valid text.",
            "field": "seats[0].name",
        },
    )
    assert not Table.objects.exists()


@pytest.mark.parametrize("depth", [40, DEEP])
def test_deeply_nested_move_args_are_refused(people, depth):
    data = (
        '{"type": "record_score", "expected_version": 0, "args": {"target": ' + nested(depth) + "}}"
    )
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", data=data, content_type="application/json"
    )
    # A shallow excess is named where it starts; one too deep to walk, as the body.
    where = "args.target" + "[0]" * 30 if depth == 40 else "body"
    assert_json_400(response, {**TOO_DEEP, "field": where})
    assert not Event.objects.exists()


@pytest.mark.parametrize("depth", [40, DEEP])
def test_a_deeply_nested_club_import_is_refused(depth):
    bay = make_club(slug="empty-bay")
    Player.objects.filter(club=bay.club).delete()
    data = (
        '{"format": "tortuga-club", "version": 1, "club": {}, "players": [], "plays": '
        + nested(depth)
        + "}"
    )
    response = bay.api("olga").post(
        f"{bay.url}/import/", data=data, content_type="application/json"
    )
    problem = "the JSON body is nested too deeply (32 levels at most)"
    assert_json_400(
        response,
        {
            "error": f"'body': {problem}",
            "field": "body",
            "errors": [
                {"row": None, "field": "body", "message": problem, "text": f"'body': {problem}"}
            ],
        },
    )
    assert not Play.objects.exists()


NOT_A_LIST = 'Expected a list of items but got type "str".'
NOT_A_STRING = "Not a valid string."


def not_an_object(got: str) -> str:
    return f"Invalid data. Expected a dictionary, but got {got}."


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (
            {"game": "scoresheet", "seats": "Anja"},
            {
                "error": f"seats: {NOT_A_LIST}",
                "field": "seats",
                "fields": {"seats": {"non_field_errors": [NOT_A_LIST]}},
            },
        ),
        (
            {"game": "scoresheet", "seats": [{"name": ["Anja"]}]},
            {
                "error": f"seats: 0: name: {NOT_A_STRING}",
                "field": "seats[0].name",
                "fields": {"seats": {"0": {"name": [NOT_A_STRING]}}},
            },
        ),
        (
            {"game": "scoresheet", "seats": ["Anja"]},
            {
                "error": f"seats: 0: {not_an_object('str')}",
                "field": "seats[0]",
                "fields": {"seats": {"0": {"non_field_errors": [not_an_object("str")]}}},
            },
        ),
        (
            {"game": 7, "seats": [{"name": "Anja"}]},
            {
                "error": 'game: "7" is not a valid choice.',
                "field": "game",
                "fields": {"game": ['"7" is not a valid choice.']},
            },
        ),
        (
            ["scoresheet"],
            {
                "error": not_an_object("list"),
                "field": "body",
                "fields": {"non_field_errors": [not_an_object("list")]},
            },
        ),
        (
            "scoresheet",
            {
                "error": not_an_object("str"),
                "field": "body",
                "fields": {"non_field_errors": [not_an_object("str")]},
            },
        ),
    ],
)
def test_wrong_json_types_get_a_400_naming_the_field(body, error):
    response = APIClient().post("/api/tables/", body, format="json")
    assert_json_400(response, error)
    assert not Table.objects.exists()


def test_a_move_with_wrong_types_names_the_field(people):
    body = {"type": ["record_score"], "args": {}, "expected_version": "seven"}
    response = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert_json_400(
        response,
        {
            "error": f"type: {NOT_A_STRING}",
            "field": "type",
            "fields": {
                "type": [NOT_A_STRING],
                "expected_version": ["A valid integer is required."],
            },
        },
    )
    assert not Event.objects.exists()


def test_malformed_json_is_a_json_400():
    response = APIClient().post("/api/tables/", data='{"game": ', content_type="application/json")
    assert_json_400(
        response,
        {
            "error": "The body is not valid JSON: Expecting value: line 1 column 10 (char 9).",
            "field": "body",
        },
    )


def test_a_body_over_the_upload_limit_is_a_json_400(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2_000
    body = {"game": "scoresheet", "seats": [{"name": "A" * 30}] * 100}
    response = APIClient().post(
        "/api/tables/", data=json.dumps(body), content_type="application/json"
    )
    assert_json_400(
        response,
        {
            "error": "The request is too large: send at most 2000 bytes (files aside).",
            "field": "body",
        },
    )
    assert not Table.objects.exists()


def test_too_many_form_fields_is_a_json_400(settings):
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 10
    bay = make_club()
    fields = "&".join(f"f{i}=x" for i in range(50))
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", data=fields, content_type="application/x-www-form-urlencoded"
    )
    assert_json_400(
        response, {"error": "The request has too many fields: send at most 10.", "field": "body"}
    )


def test_nul_in_a_multipart_field_is_a_json_400():
    bay = make_club()
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("plays.csv", b"play,played_at\n", content_type="text/csv")
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", {"file": upload, "dry_run": "1\x00"}, format="multipart"
    )
    assert_json_400(response, nul_in("dry_run"))


def test_nul_in_the_session_cookie_is_a_json_400():
    client = APIClient()
    client.cookies["sessionid"] = "abcdefgh\x00ijkl"
    response = client.get("/api/clubs/")
    assert_json_400(
        response,
        {"error": "The cookie 'sessionid' contains a NUL character.", "field": "sessionid"},
    )


def test_a_bearer_token_with_a_nul_byte_is_refused(people):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer abc\x00def")
    assert_json_400(
        client.get(f"/api/tables/{people.table.code}/"),
        {"error": "The Authorization header contains a NUL character.", "field": "Authorization"},
    )


def test_good_input_still_goes_through(people):
    """The checks refuse only bad text: ordinary unicode, nesting and sizes pass."""
    response = APIClient().post(
        "/api/tables/",
        {
            "game": "scoresheet",
            "seats": [{"name": "Ánja 🏴\u200d☠️"}, {"name": "Jona (\\u0000 is fine as text)"}],
        },
        format="json",
    )
    assert response.status_code == 201, response.json()
    bay = make_club()
    assert APIClient().get(f"{bay.url}/leaderboard/?game=sp%C3%A4nish").status_code == 200
    assert Club.objects.filter(slug=bay.club.slug).exists()
