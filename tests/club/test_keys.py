"""Club keys for scripts (issue 23 part 4): an owner makes one on the settings page or
through the API; it is shown once and kept hashed; it reads (scope read) or also writes
the history (scope write); it never reaches the club's people or keys, is nothing in
another club, is revoked at will, and shows when it was last used. The OpenAPI schema
documents it."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from companion.club.models import ClubToken, Play, Role
from companion.tables.models import hash_token
from tests.club import openapi
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
KEY = re.compile(r'id="new-key" class="link-text" readonly value="(tgc_[^"]+)"')


@pytest.fixture
def cove():
    """A private club: Olga organises it, Owen owns it."""
    club = make_club("hidden-cove", is_public=False)
    owen = get_user_model().objects.create_user("owen", password="x-pass-123")
    club.club.add_person(owen, Role.OWNER)
    club.owen = owen
    return club


def owner_page(cove) -> Client:
    client = Client()
    client.force_login(cove.owen)
    return client


def make_key(cove, scope: str = "read", name: str = "results board") -> str:
    page = owner_page(cove).post(
        "/club/hidden-cove/settings/keys/", {"name": name, "scope": scope}, **HX
    )
    assert page.status_code == 200, page.content
    found = KEY.search(page.content.decode())
    assert found, page.content.decode()
    return found.group(1)


def script(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return client


def test_a_key_is_shown_once_and_kept_only_as_its_hash(cove):
    key = make_key(cove)
    token = ClubToken.objects.get()
    assert token.token_hash == hash_token(key) and key not in token.token_hash
    assert token.prefix == key[:8] and token.scope == "read" and token.created_by == cove.owen
    page = owner_page(cove).get("/club/hidden-cove/settings/").content.decode()
    assert key not in page and f"{token.prefix}…" in page and "results board" in page
    assert "never used" in page


def test_a_read_key_reads_a_private_club_and_changes_nothing(cove):
    key = make_key(cove, "read")
    assert script(key).get("/api/clubs/hidden-cove/players/").status_code == 200
    refused = script(key).post("/api/clubs/hidden-cove/players/", {"name": "Zed"}, format="json")
    assert refused.status_code == 403
    assert refused.json()["error"] == "only the club's organisers can change its history"
    openapi.check_response("api:club-players", "POST", refused)


def test_a_write_key_enters_a_play_as_an_organiser_without_a_csrf_token(cove):
    key = make_key(cove, "write")
    body = {"game": "scoresheet", "played_at": "2026-11-21T20:30:00Z",
            "results": [{"player": cove.anja.pk, "score": 2}, {"player": cove.jona.pk, "score": 8}]}  # fmt: skip
    client = APIClient(enforce_csrf_checks=True)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    made = client.post("/api/clubs/hidden-cove/plays/", body, format="json")
    assert made.status_code == 201, made.content
    assert Play.objects.get(pk=made.json()["id"]).created_by is None


@pytest.mark.parametrize("scope", ["read", "write"])
def test_a_key_never_reaches_people_invitations_or_keys(cove, scope):
    client = script(make_key(cove, scope))
    for url in ("people/", "invitations/", "keys/"):
        answer = client.get(f"/api/clubs/hidden-cove/{url}")
        assert answer.status_code == 403, url
        assert answer.json()["error"] == "only the club's owners can change who is in it"
    made = client.post("/api/clubs/hidden-cove/keys/", {"name": "x", "scope": "write"},
                       format="json")  # fmt: skip
    assert made.status_code == 403 and ClubToken.objects.count() == 1


def test_a_key_is_nothing_in_another_club(cove):
    key = make_key(cove, "write")
    make_club("other-cove", is_public=False)
    # A private club it is not of is not there for it; a public one is read as by anyone.
    assert script(key).get("/api/clubs/other-cove/").status_code == 404
    make_club("open-bay", is_public=True)
    assert script(key).get("/api/clubs/open-bay/").status_code == 200
    refused = script(key).post("/api/clubs/open-bay/players/", {"name": "Zed"}, format="json")
    assert refused.status_code == 403


def test_a_revoked_or_mistyped_key_is_a_401_that_says_so(cove):
    key = make_key(cove, "read")
    token = ClubToken.objects.get()
    page = owner_page(cove).post(f"/club/hidden-cove/settings/keys/{token.pk}/revoke/", **HX)
    assert "The key results board no longer works." in page.content.decode()
    for sent in (key, key + "x"):
        answer = script(sent).get("/api/clubs/hidden-cove/")
        assert answer.status_code == 401
        assert answer.json()["error"] == (
            "this club key does not work: it was revoked, or it is mistyped"
        )
        assert answer["WWW-Authenticate"] == 'Bearer realm="club"'
        openapi.check_response("api:club", "GET", answer)


def test_the_last_use_is_shown(cove):
    key = make_key(cove, "read")
    script(key).get("/api/clubs/hidden-cove/")
    assert ClubToken.objects.get().last_used_at is not None
    page = owner_page(cove).get("/club/hidden-cove/settings/").content.decode()
    assert "last used" in page and "never used" not in page


def test_pages_never_read_a_key(cove):
    key = make_key(cove, "write")
    # The private club is not there for a page that sends a key and no session.
    page = Client().get("/club/hidden-cove/", HTTP_AUTHORIZATION=f"Bearer {key}")
    assert page.status_code == 404


def test_keys_through_the_api(cove):
    owner = APIClient()
    owner.force_login(cove.owen)
    made = owner.post("/api/clubs/hidden-cove/keys/", {"name": "bot", "scope": "write"},
                      format="json")  # fmt: skip
    assert made.status_code == 201, made.content
    openapi.check_response("api:club-keys", "POST", made)
    body = made.json()
    assert body["key"].startswith("tgc_") and body["scope"] == "write" and not body["revoked"]
    listed = owner.get("/api/clubs/hidden-cove/keys/").json()
    assert [k["name"] for k in listed] == ["bot"] and "key" not in listed[0]
    assert script(body["key"]).get("/api/clubs/hidden-cove/plays/").status_code == 200
    assert owner.delete(f"/api/clubs/hidden-cove/keys/{body['id']}/").status_code == 204
    assert script(body["key"]).get("/api/clubs/hidden-cove/plays/").status_code == 401
    assert owner.get("/api/clubs/hidden-cove/keys/").json()[0]["revoked"] is True


def test_a_bad_key_form_is_refused_beside_it(cove):
    page = owner_page(cove).post(
        "/club/hidden-cove/settings/keys/", {"name": "", "scope": "admin"}, **HX
    )
    assert page.status_code == 400 and ClubToken.objects.count() == 0
    assert 'role="alert"' in page.content.decode()


def test_the_schema_documents_club_keys():
    schemes = openapi.schema()["components"]["securitySchemes"]
    assert schemes["clubKey"]["type"] == "http" and schemes["clubKey"]["scheme"] == "bearer"
    assert "tgc_" in schemes["clubKey"]["description"]
    operation = openapi.schema()["paths"]["/api/clubs/{code}/plays/"]["post"]
    assert {"clubKey": []} in operation["security"]


TABLE = {"game": "scoresheet", "seats": [{"name": "Anja"}, {"name": "Jona"}]}


def test_a_write_key_creates_a_table_for_its_club_and_a_read_key_does_not(cove):
    from companion.tables.models import Table

    made = script(make_key(cove, "write")).post(
        "/api/tables/", {**TABLE, "club": "hidden-cove"}, format="json"
    )
    assert made.status_code == 201, made.content
    assert Table.objects.get(code=made.json()["code"]).club == cove.club
    refused = script(make_key(cove, "read", name="board")).post(
        "/api/tables/", {**TABLE, "club": "hidden-cove"}, format="json"
    )
    assert refused.status_code == 403 and Table.objects.count() == 1


def test_a_private_club_is_not_there_for_a_stranger_creating_a_table(cove):
    other = make_club("other-cove", is_public=True)
    key = script(make_key(cove, "write"))
    for client, slug in ((APIClient(), "hidden-cove"), (key, "other-cove-x")):
        answer = client.post("/api/tables/", {**TABLE, "club": slug}, format="json")
        assert answer.status_code == 400
        assert answer.json()["fields"] == {"club": ["There is no club with that name."]}
    # A public club of someone else's is there, and refused by name.
    refused = key.post("/api/tables/", {**TABLE, "club": other.club.slug}, format="json")
    assert refused.status_code == 403
    page = Client()
    page.force_login(get_user_model().objects.create_user("udo2", password="x-pass-123"))
    form = page.post("/new/", {"game": "scoresheet", "seat_0": "Anja", "club": "hidden-cove"})
    assert form.status_code == 400 and "Tortuga Bay" not in form.content.decode()
    assert "There is no club with that name." in form.content.decode()


def test_a_revoked_key_is_a_documented_401_on_every_club_endpoint(cove):
    key = make_key(cove, "write")
    ClubToken.objects.update(revoked_at="2026-01-01T00:00:00Z")
    client = script(key)
    for name, method, url, body in (
        ("api:clubs", "GET", "/api/clubs/", None),
        ("api:clubs", "POST", "/api/clubs/", {"name": "Isla"}),
        ("api:account", "GET", "/api/account/", None),
        ("api:invitations-accept", "POST", "/api/invitations/accept/", {"token": "x"}),
        ("api:club-players", "GET", "/api/clubs/hidden-cove/players/", None),
    ):
        answer = getattr(client, method.lower())(url, body, format="json")
        assert answer.status_code == 401, (url, answer.content)
        openapi.check_response(name, method, answer)
