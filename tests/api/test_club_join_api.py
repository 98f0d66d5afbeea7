"""Taking a seat of a club's table through the API: as one of the club's players or as a
new guest player, and the finished game's play with every seat linked."""

from __future__ import annotations

import pytest
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from companion.club.models import Play, Player
from companion.tables.models import Table
from tests.club.people import make_club
from tests.helpers import run_companion_moves

pytestmark = pytest.mark.django_db


def bearer(token: str | None = None) -> APIClient:
    client = APIClient()
    if token:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.fixture
def bay(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    return make_club()


def club_table(bay) -> dict:
    """A club table made through the API by its organiser, its seats freed by the host
    for the phones to take (the creator received every seat's token)."""
    body = {
        "game": "scoresheet",
        "seats": [{"name": "Anja"}, {"name": "Newbie"}, {"name": "Mira"}],
        "club": bay.club.slug,
    }
    made = bay.api("olga").post("/api/tables/", body, format="json")
    assert made.status_code == 201
    made = made.json()
    for index in range(3):
        freed = bearer(made["host_token"]).post(
            f"/api/tables/{made['code']}/seats/{index}/release/"
        )
        assert freed.status_code == 200
    return made


def claim(code: str, index: int, body: dict | None = None):
    return bearer().post(f"/api/tables/{code}/seats/{index}/claim/", body, format="json")


def test_phones_take_seats_as_club_players_and_a_new_guest(bay, django_capture_on_commit_callbacks):
    made = club_table(bay)
    code = made["code"]
    anja = claim(code, 0, {"player": bay.anja.pk})
    assert anja.status_code == 201
    assert {k: anja.json()[k] for k in ("index", "player", "player_name", "guest")} == {
        "index": 0, "player": bay.anja.pk, "player_name": "Anja", "guest": False
    }  # fmt: skip
    nico = claim(code, 1, {"new_player": "Nico"})
    assert nico.status_code == 201 and nico.json()["guest"] is True
    assert Player.objects.get(pk=nico.json()["player"]).guest
    mira = claim(code, 2, {"player": bay.mira.pk})
    assert mira.status_code == 201
    table = Table.objects.get(code=code)
    for seat, points in ((anja, 5), (nico, 6), (mira, 7)):
        table.refresh_from_db()
        body = {
            "type": "record_score",
            "args": {"points": points},
            "expected_version": table.version,
        }
        moved = bearer(seat.json()["token"]).post(f"/api/tables/{code}/moves/", body, format="json")
        assert moved.status_code in (200, 201), moved.json()
    run_companion_moves(table)
    table.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        body = {"type": "end_game", "args": {}, "expected_version": table.version}
        ended = bearer(anja.json()["token"]).post(f"/api/tables/{code}/moves/", body, format="json")
    assert ended.status_code in (200, 201), ended.json()
    play = Play.objects.get(table=table)
    assert [r.player.name for r in play.results.order_by("seat")] == ["Anja", "Nico", "Mira"]


def test_the_claim_refuses_a_bad_choice_in_words_and_leaves_the_seat_free(bay):
    code = club_table(bay)["code"]
    assert claim(code, 0, {"player": bay.anja.pk}).status_code == 201
    cases = [
        ({"player": bay.anja.pk}, 400, "Anja already sits at this table (seat 0)", "player"),
        ({"player": 10**9}, 400, "That player is not in this table's club.", "player"),
        ({"player": bay.jona.pk, "new_player": "Nico"}, 400, "not both", "player"),
        ({"new_player": "Jona"}, 409, "There is already a player called Jona.", "new_player"),
        ({"new_player": "\x01"}, 400, "Your name:", "new_player"),
    ]
    for body, status, words, field in cases:
        response = claim(code, 1, body)
        assert response.status_code == status, (body, response.json())
        assert words in response.json()["error"] and response.json()["field"] == field
    assert Table.objects.get(code=code).seats.get(index=1).claimed_at is None
    assert Player.objects.filter(club=bay.club).count() == 3
    other = make_club("other-bay")
    wrong = claim(code, 1, {"player": other.anja.pk})
    assert wrong.status_code == 400, "a player of another club is not offered here"


def test_a_table_without_a_club_takes_a_seat_without_a_body_and_refuses_a_player(bay):
    made = (
        bearer()
        .post("/api/tables/", {"game": "scoresheet", "seats": [{"name": "Anja"}]}, format="json")
        .json()
    )
    bearer(made["host_token"]).post(f"/api/tables/{made['code']}/seats/0/release/")
    refused = claim(made["code"], 0, {"new_player": "Nico"})
    assert refused.status_code == 400 and "not a club's table" in refused.json()["error"]
    taken = bearer().post(f"/api/tables/{made['code']}/seats/0/claim/")
    assert taken.status_code == 201 and taken.json()["player"] is None


def test_the_schema_documents_the_claims_body_and_answers():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    claim_op = schema["paths"]["/api/tables/{code}/seats/{index}/claim/"]["post"]
    body = claim_op["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    fields = schema["components"]["schemas"][body.rsplit("/", 1)[1]]["properties"]
    assert {"player", "new_player"} <= set(fields)
    assert {"201", "400", "409"} <= set(claim_op["responses"])
    for route in ("confirm", "merge"):
        assert f"/api/clubs/{{code}}/players/{{index}}/{route}/" in schema["paths"]
