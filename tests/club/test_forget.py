"""Removing a player on their request (issue 23 part 5): their seats stay in every play
as a former player's (no name, no player, no account), the ratings are recomputed
without them, and exports and corrections keep those seats as they are."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from companion.club.exports import export_json
from companion.club.imports import import_json
from companion.club.models import Club, Player, PlayResult, Rating, Role
from companion.club.ratings import recompute_club
from tests.club import openapi
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
SURE = {"sure": "on"}


@pytest.fixture
def bay():
    bay = make_club()
    record(bay, 5, 3, 1)
    record(bay, 2, 9, 4, when="2026-11-02T20:00:00Z")
    recompute_club(bay.club.pk)
    return bay


def test_the_seats_stay_as_a_former_players_and_the_ratings_follow(bay):
    user = get_user_model().objects.create_user("anja", password="x-pass-123")
    bay.club.add_person(user, Role.MEMBER)
    Player.objects.filter(pk=bay.anja.pk).update(user=user)
    before = dict(Rating.objects.filter(game="").values_list("player__name", "mu"))
    page = bay.page("olga").post(f"/club/{bay.club.slug}/players/{bay.anja.pk}/forget/", SURE, **HX)
    assert page.status_code == 200, page.content
    assert "Anja is removed. Their 2 plays stay, as a former player&#x27;s." in (
        page.content.decode()
    )
    assert not Player.objects.filter(name="Anja").exists()
    seats = PlayResult.objects.filter(former=True)
    assert seats.count() == 2 and set(seats.values_list("name", "player")) == {("", None)}
    recompute_club(bay.club.pk)
    after = dict(Rating.objects.filter(game="").values_list("player__name", "mu"))
    assert set(after) == {"Jona", "Mira"} and after != {k: before[k] for k in after}
    # The account stays in the club; it plays as no one there now.
    assert bay.club.role_of(user) == Role.MEMBER


def test_a_play_shows_a_former_player_and_its_correction_keeps_the_seat(bay):
    play = PlayResult.objects.filter(player=bay.anja).first().play
    bay.page("olga").post(f"/club/{bay.club.slug}/players/{bay.anja.pk}/forget/", SURE, **HX)
    page = bay.page().get(f"/club/{bay.club.slug}/plays/{play.pk}/").content.decode()
    assert "former player" in page and "Anja" not in page
    form = bay.page("olga").get(f"/club/{bay.club.slug}/plays/{play.pk}/edit/").content.decode()
    assert 'name="former_0" value="1"' in form
    post = {"rows": "6", "game": "scoresheet", "played_at": "2026-11-01T20:00",
            "former_0": "1", "score_0": "5", "player_1": bay.jona.pk, "score_1": "3",
            "player_2": bay.mira.pk, "score_2": "1"}  # fmt: skip
    saved = bay.page("olga").post(f"/club/{bay.club.slug}/plays/{play.pk}/edit/", post, **HX)
    assert saved.status_code == 204, saved.content
    assert play.results.get(seat=0).former


def test_the_export_keeps_former_seats_and_reimports_them(bay):
    bay.page("olga").post(f"/club/{bay.club.slug}/players/{bay.anja.pk}/forget/", SURE, **HX)
    document = export_json(bay.club)
    seat = document["plays"][0]["results"][0]
    assert seat["former"] is True and seat["player"] is None and seat["name"] == ""
    empty = Club.objects.create(name="Empty", slug="empty")
    import_json(empty, document)
    assert export_json(empty) == {**document, "club": {**document["club"], "name": "Tortuga Bay"}}


def test_forgetting_through_the_api(bay):
    api = APIClient()
    api.force_login(bay.olga)
    answer = api.post(f"/api/clubs/{bay.club.slug}/players/{bay.jona.pk}/forget/")
    assert answer.status_code == 200 and answer.json() == {"plays": 2}
    openapi.check_response("api:club-player-forget", "POST", answer)
    play = api.get(f"/api/clubs/{bay.club.slug}/plays/").json()["results"][0]
    seat = next(r for r in play["results"] if r["former"])
    assert seat == {**seat, "player": None, "name": ""}
    gone = api.post(f"/api/clubs/{bay.club.slug}/players/{bay.jona.pk}/forget/")
    assert gone.status_code == 404


def test_a_member_cannot_forget_a_player(bay):
    member = get_user_model().objects.create_user("mia", password="x-pass-123")
    bay.club.add_person(member, Role.MEMBER)
    api = APIClient()
    api.force_login(member)
    refused = api.post(f"/api/clubs/{bay.club.slug}/players/{bay.jona.pk}/forget/")
    assert refused.status_code == 403 and Player.objects.filter(pk=bay.jona.pk).exists()


def test_the_owners_export_holds_people_invitations_and_keys_and_nothing_secret(bay):
    users = get_user_model().objects
    owen = users.create_user("owen", password="x-pass-123")
    bay.club.add_person(owen, Role.OWNER)
    Player.objects.filter(pk=bay.mira.pk).update(user=owen)
    owner = APIClient()
    owner.force_login(owen)
    key = owner.post(f"/api/clubs/{bay.club.slug}/keys/", {"name": "bot", "scope": "read"},
                     format="json").json()["key"]  # fmt: skip
    link = owner.post(f"/api/clubs/{bay.club.slug}/invitations/", {"role": "member"},
                      format="json").json()["token"]  # fmt: skip
    document = owner.get(f"/api/clubs/{bay.club.slug}/export/")
    openapi.check_response("api:club-export", "GET", document)
    body = document.json()
    assert {(p["username"], p["role"], p["player"]) for p in body["people"]} == {
        (bay.olga.username, "organiser", None), ("owen", "owner", "Mira")
    }  # fmt: skip
    assert [k["name"] for k in body["keys"]] == ["bot"] and body["invitations"][0]["uses"] == 0
    text = document.content.decode()
    assert key not in text and link not in text and "token_hash" not in text
    # Anyone else reading a public club's export gets its history only.
    public = APIClient().get(f"/api/clubs/{bay.club.slug}/export/").json()
    assert "people" not in public and "keys" not in public and "invitations" not in public


def test_the_page_asks_to_be_sure_and_answers_in_place(bay):
    url = f"/club/{bay.club.slug}/players/{bay.anja.pk}/forget/"
    unsure = bay.page("olga").post(url, **HX)
    assert unsure.status_code == 400 and "Tick the box to say you are sure." in (
        unsure.content.decode()
    )
    assert Player.objects.filter(pk=bay.anja.pk).exists()
    done = bay.page("olga").post(url, SURE, **HX)
    # The player's page is gone: the players page takes its place.
    assert done["HX-Retarget"] == "#main" and done["HX-Reselect"] == "#main"
    assert done["HX-Push-Url"] == f"/club/{bay.club.slug}/players/"
    assert "Anja is removed." in done.content.decode()
    # Without HTMX the players page says it.
    whole = bay.page("olga").post(f"/club/{bay.club.slug}/players/{bay.jona.pk}/forget/", SURE)
    assert "Jona is removed." in whole.content.decode() and "<html" in whole.content.decode()
