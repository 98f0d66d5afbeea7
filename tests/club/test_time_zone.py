"""A club's time zone (issue 23 part 6): its owners choose it; the club's pages, API
answers and exports give its dates in it, and a time typed without a zone is read in it."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone
from django.utils.formats import date_format
from rest_framework.test import APIClient

from companion.club.exports import export_csv, export_json
from companion.club.imports import import_json
from companion.club.models import Club, Invitation, Play, Role
from tests.club import openapi
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def rome():
    """A public club in Rome (UTC+1 in November): Olga organises it, Owen owns it."""
    bay = make_club("roman-bay")
    owen = get_user_model().objects.create_user("owen", password="x-pass-123")
    bay.club.add_person(owen, Role.OWNER)
    bay.owen = owen
    page = bay.page("owen").post(
        "/club/roman-bay/settings/",
        {"name": "Roman Bay", "is_public": "yes", "time_zone": "Europe/Rome"},
        **HX,
    )
    assert page.status_code == 200, page.content
    assert "The club&#x27;s settings are saved." in page.content.decode()
    bay.club.refresh_from_db()
    assert bay.club.time_zone == "Europe/Rome" and bay.club.name == "Roman Bay"
    return bay


def test_a_new_club_takes_the_servers_zone():
    assert Club.objects.create(name="X", slug="x").time_zone == "UTC"


def test_an_unknown_zone_is_refused_naming_the_field(rome):
    page = rome.page("owen").post(
        "/club/roman-bay/settings/", {"name": "Roman Bay", "time_zone": "Mars/Olympus"}, **HX
    )
    assert page.status_code == 400
    assert "Not a time zone we know: choose one from the list, such as Europe/Rome" in (
        page.content.decode()
    )
    api = rome.api("owen").patch("/api/clubs/roman-bay/", {"time_zone": "Mars/Olympus"},
                                 format="json")  # fmt: skip
    assert api.status_code == 400 and api.json()["field"] == "time_zone"
    openapi.check_response("api:club", "PATCH", api)
    rome.club.refresh_from_db()
    assert rome.club.time_zone == "Europe/Rome"


def test_the_api_changes_the_details_and_refuses_unknown_fields(rome):
    api = rome.api("owen")
    changed = api.patch("/api/clubs/roman-bay/", {"time_zone": "America/Sao_Paulo",
                                                  "is_public": False}, format="json")  # fmt: skip
    assert changed.status_code == 200, changed.content
    assert changed.json()["time_zone"] == "America/Sao_Paulo" and not changed.json()["is_public"]
    refused = api.patch("/api/clubs/roman-bay/", {"slug": "taken"}, format="json")
    assert refused.status_code == 400 and refused.json()["field"] == "slug"


def test_pages_and_answers_give_dates_in_the_clubs_zone(rome):
    play = record(rome, 5, 3, 1, when="2026-11-01T20:00:00Z")
    answer = APIClient().get(f"/api/clubs/roman-bay/plays/{play.pk}/")
    assert answer.json()["played_at"] == "2026-11-01T21:00:00+01:00"
    page = rome.page().get(f"/club/roman-bay/plays/{play.pk}/").content.decode()
    assert "9 p.m." in page and "8 p.m." not in page
    # The correction form shows the club's time, and reads it back in the club's zone.
    form = rome.page("olga").get(f"/club/roman-bay/plays/{play.pk}/edit/").content.decode()
    assert 'value="2026-11-01T21:00"' in form


def test_a_time_typed_in_a_form_is_read_in_the_clubs_zone(rome):
    form = {"rows": "6", "game": "scoresheet", "played_at": "2026-11-20T20:30",
            "player_0": rome.anja.pk, "score_0": "9", "player_1": rome.jona.pk, "score_1": "4"}  # fmt: skip
    response = rome.page("olga").post("/club/roman-bay/plays/new/", form, **HX)
    assert response.status_code == 204, response.content
    assert Play.objects.get().played_at == datetime(2026, 11, 20, 19, 30, tzinfo=UTC)


def test_an_api_time_without_a_zone_is_read_in_the_clubs_zone(rome):
    body = {"game": "scoresheet", "played_at": "2026-07-01T20:00",
            "results": [{"player": rome.anja.pk, "score": 2}, {"player": rome.mira.pk, "score": 8}]}  # fmt: skip
    made = rome.api("olga").post("/api/clubs/roman-bay/plays/", body, format="json")
    assert made.status_code == 201, made.content
    assert made.json()["played_at"] == "2026-07-01T20:00:00+02:00"  # summer time
    assert Play.objects.get().played_at == datetime(2026, 7, 1, 18, 0, tzinfo=UTC)


def test_exports_give_the_clubs_zone_and_reimport_the_same_instants(rome):
    record(rome, 5, 3, 1, when="2026-11-01T20:00:00Z")
    document = export_json(rome.club)
    assert document["club"]["time_zone"] == "Europe/Rome"
    assert document["plays"][0]["played_at"] == "2026-11-01T21:00:00+01:00"
    csv_text = "".join(export_csv(rome.club))
    assert "2026-11-01T21:00:00+01:00" in csv_text
    empty = Club.objects.create(name="Empty", slug="empty")
    import_json(empty, document)
    empty.refresh_from_db()
    assert empty.time_zone == "Europe/Rome"
    assert Play.objects.get(club=empty).played_at == datetime(2026, 11, 1, 20, 0, tzinfo=UTC)
    assert export_json(empty) == {**document, "club": {**document["club"], "name": "Roman Bay"}}


def test_invitation_expiry_reads_in_the_clubs_zone(rome):
    page = rome.page("owen").post(
        "/club/roman-bay/people/invite/", {"role": "member", "days": "1", "uses": "1"}, **HX
    )
    assert page.status_code == 200
    expires = Invitation.objects.get().expires_at
    rome_time = date_format(timezone.localtime(expires, ZoneInfo("Europe/Rome")), "DATETIME_FORMAT")
    utc_time = date_format(timezone.localtime(expires, UTC), "DATETIME_FORMAT")
    listing = rome.page("owen").get("/club/roman-bay/people/").content.decode()
    assert rome_time in listing and utc_time not in listing


def test_a_zone_the_list_leaves_out_stays_chosen(rome):
    Club.objects.filter(pk=rome.club.pk).update(time_zone="US/Pacific")
    page = rome.page("owen").get("/club/roman-bay/settings/").content.decode()
    assert '<option value="US/Pacific" selected>' in page
    assert '<option value="Europe/Rome">' in page and "W-SU" not in page


def test_a_club_starts_in_the_zone_its_founder_chooses(db):
    founder = get_user_model().objects.create_user("marta", password="x-pass-123")
    page = Client()
    page.force_login(founder)
    form = page.get("/club/new/").content.decode()
    assert '<option value="UTC" selected>' in form
    refused = page.post("/club/new/", {"name": "Isla", "time_zone": "Mars/Olympus"}, **HX)
    assert refused.status_code == 400 and not Club.objects.exists()
    assert "Time zone: not a time zone we know" in refused.content.decode()
    started = page.post("/club/new/", {"name": "Isla", "time_zone": "America/Sao_Paulo"}, **HX)
    assert started.status_code == 204, started.content
    assert Club.objects.get().time_zone == "America/Sao_Paulo"
    api = APIClient()
    api.force_login(founder)
    made = api.post("/api/clubs/", {"name": "Ilha", "time_zone": "Europe/Lisbon"}, format="json")
    assert made.status_code == 201 and made.json()["time_zone"] == "Europe/Lisbon"
    bad = api.post("/api/clubs/", {"name": "Ilha", "time_zone": 7}, format="json")
    assert bad.status_code == 400 and bad.json()["field"] == "time_zone"
