"""Every club page as a full page load and as an HTMX request for its changing region."""

from __future__ import annotations

import io
import re

import pytest

from companion.club.models import Play, Player
from companion.tables import services as table_services
from tests.club.people import make_club, record
from tests.helpers import external_urls

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def played(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        record(bay, 9, 4, 1, when="2026-10-01T20:00:00Z", duration_seconds=1800)
        record(bay, 2, 8, 5, when="2026-10-08T20:00:00Z", duration_seconds=2400)
        record(bay, 7, 7, 3, when="2026-10-15T20:00:00Z", game="spanish_main")
    return bay


def pages(bay):
    s = bay.club.slug
    play = Play.objects.order_by("pk").first()
    return {
        "/club/": "clubs",
        f"/club/{s}/": "board",
        f"/club/{s}/players/": "players",
        f"/club/{s}/players/{bay.anja.pk}/": "history",
        f"/club/{s}/games/scoresheet/": "stats",
        f"/club/{s}/plays/": "plays",
        f"/club/{s}/plays/{play.pk}/": "play",
    }


def test_every_reading_page_works_full_and_as_an_htmx_region(played):
    for url, region in pages(played).items():
        full = played.page().get(url)
        assert full.status_code == 200, url
        html = full.content.decode()
        assert "<html" in html and f'id="{region}"' in html, url
        assert external_urls(html) == []
        partial = played.page().get(url, **HX)
        assert partial.status_code == 200, url
        body = partial.content.decode()
        assert "<html" not in body and f'id="{region}"' in body, url


def test_every_organiser_page_works_full_and_as_an_htmx_region(played):
    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}], club=played.club
    ).table
    s = played.club.slug
    play = Play.objects.first()
    for url, region in {
        f"/club/{s}/plays/new/": "play-form",
        f"/club/{s}/plays/{play.pk}/edit/": "play-form",
        f"/club/{s}/tables/{table.code}/link/": "link-seats",
        f"/club/{s}/import/": "report",
    }.items():
        full = played.page("olga").get(url)
        assert full.status_code == 200 and "<html" in full.content.decode(), url
        partial = played.page("olga").get(url, **HX)
        body = partial.content.decode()
        assert partial.status_code == 200 and "<html" not in body and f'id="{region}"' in body, url


def test_the_leaderboard_shows_stats_and_filters_by_game(played):
    html = played.page().get(f"/club/{played.club.slug}/?game=scoresheet", **HX).content.decode()
    rows = re.findall(r'<th scope="row"><a href="[^"]+">(\w+)</a>', html)
    assert sorted(rows) == ["Anja", "Jona", "Mira"]
    assert "W1" in html and "L2" in html


def test_the_player_page_draws_the_rating_chart_with_a_text_alternative(played):
    html = played.page().get(f"/club/{played.club.slug}/players/{played.anja.pk}/").content.decode()
    assert '<svg class="chart"' in html and 'role="img"' in html
    assert '<title id="rating-t">Anja: rating over time (every game)</title>' in html
    assert "Anja&#x27;s rating in every game over 3 plays" in html
    assert "<details>" in html and "The numbers" in html
    chart = played.page().get(
        f"/club/{played.club.slug}/players/{played.anja.pk}/?game=scoresheet",
        HTTP_HX_TARGET="chart", **HX,
    ).content.decode()  # fmt: skip
    assert chart.startswith('\n<section class="card" id="chart">') or 'id="chart"' in chart
    assert 'id="history"' not in chart and "over 2 plays" in chart


def test_the_game_page_shows_distribution_seat_win_rates_and_play_time(played):
    html = played.page().get(f"/club/{played.club.slug}/games/scoresheet/").content.decode()
    assert "Score distribution" in html and "Win rate by seat order" in html
    assert "35 min" in html
    assert "seat 1 won 1 of 2 (50%)" in html


def test_a_private_club_is_not_there_for_a_stranger_who_may_sign_in_from_there(db):
    hidden = make_club("hidden-cove", is_public=False)
    response = hidden.page().get("/club/hidden-cove/")
    page = response.content.decode()
    assert response.status_code == 404 and "There is no club &#x27;hidden-cove&#x27;" in page
    # One of its people, not signed in yet, signs in from here and comes back.
    assert 'href="/club/login/?next=/club/hidden-cove/"' in page
    refused = hidden.page("udo").get("/club/hidden-cove/")
    assert refused.status_code == 404 and "/club/login/" not in refused.content.decode()
    region = hidden.page("udo").get("/club/hidden-cove/", **HX).content.decode()
    assert "<html" not in region and 'id="club-error"' in region and "hidden-cove" in region
    assert hidden.page("olga").get("/club/hidden-cove/").status_code == 200


def test_organiser_pages_are_refused_to_others(bay):
    play = record(bay, 1, 2, 3)
    for url in (f"/club/{bay.club.slug}/plays/new/", f"/club/{bay.club.slug}/import/"):
        assert bay.page().get(url).status_code == 302
        assert bay.page("udo").get(url).status_code == 403
    assert bay.page("udo").post(f"/club/{bay.club.slug}/plays/{play.pk}/delete/").status_code == 403
    assert (
        bay.page("udo").post(f"/club/{bay.club.slug}/players/", {"name": "Zed"}).status_code == 403
    )
    assert Play.objects.count() == 1 and not Player.objects.filter(name="Zed").exists()


def test_the_organiser_enters_a_play_on_the_page(bay):
    client = bay.page("olga")
    form = {
        "rows": "6", "game": "scoresheet", "played_at": "2026-11-20T20:30",
        "duration_minutes": "45", "player_0": bay.anja.pk, "score_0": "12",
        "player_1": bay.jona.pk, "score_1": "15",
    }  # fmt: skip
    response = client.post(f"/club/{bay.club.slug}/plays/new/", form, **HX)
    assert response.status_code == 204
    play = Play.objects.get()
    assert response["HX-Redirect"] == f"/club/{bay.club.slug}/plays/{play.pk}/"
    assert play.duration_seconds == 2700 and play.results.get(is_winner=True).player == bay.jona


def test_a_bad_play_on_the_page_shows_each_problem_by_row_and_saves_nothing(bay):
    form = {
        "rows": "6", "game": "scoresheet", "player_0": bay.anja.pk, "score_0": "12",
        "player_2": bay.jona.pk, "score_2": "twelve",
    }  # fmt: skip
    response = bay.page("olga").post(f"/club/{bay.club.slug}/plays/new/", form, **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert "Nothing was saved" in html and "row 3, &#x27;score&#x27;: must be a number" in html
    assert not Play.objects.exists()


def test_the_organiser_corrects_and_deletes_a_play_on_the_page(bay):
    play = record(bay, 1, 2, 3)
    client = bay.page("olga")
    form = {"rows": "6", "game": "scoresheet", "played_at": "2026-11-20T20:30",
            "player_0": bay.anja.pk, "score_0": "9", "player_1": bay.jona.pk, "score_1": "2"}  # fmt: skip
    assert client.post(f"/club/{bay.club.slug}/plays/{play.pk}/edit/", form).status_code == 302
    assert play.results.get(is_winner=True).player == bay.anja
    response = client.post(f"/club/{bay.club.slug}/plays/{play.pk}/delete/", **HX)
    assert response.status_code == 204 and not Play.objects.exists()


def test_the_organiser_adds_a_player_and_links_a_seat_on_the_pages(bay):
    client = bay.page("olga")
    added = client.post(f"/club/{bay.club.slug}/players/", {"name": "Zed"}, **HX)
    assert added.status_code == 200 and "Zed" in added.content.decode()
    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}, {"name": "B"}], club=bay.club
    ).table
    zed = Player.objects.get(name="Zed")
    linked = client.post(
        f"/club/{bay.club.slug}/tables/{table.code}/link/", {"seat": 1, "player": zed.pk}, **HX
    )
    assert linked.status_code == 200
    assert table.seats.get(index=1).player == zed


def test_the_import_page_dry_run_lists_bad_rows_and_imports_nothing(bay):
    csv = (
        b"play,played_at,game,duration_seconds,player,seat,score,place\n"
        b"1,2026-11-01T20:00,scoresheet,600,Anja,0,5,\n"
        b"1,2026-11-01T20:00,scoresheet,600,Nobody,1,x,\n"
    )
    upload = io.BytesIO(csv)
    upload.name = "plays.csv"
    response = bay.page("olga").post(
        f"/club/{bay.club.slug}/import/", {"file": upload, "dry_run": "on"}, **HX
    )
    html = response.content.decode()
    assert response.status_code == 200 and "These rows would be rejected" in html
    assert "unknown player &#x27;Nobody&#x27;" in html and "must be a number" in html
    assert not Play.objects.exists()


def test_an_organiser_signs_in_on_the_club_login_page_and_out_again(bay):
    from django.test import Client

    client = Client()
    page = client.get("/club/login/?next=/club/tortuga-bay/plays/new/")
    assert page.status_code == 200 and 'name="password"' in page.content.decode()
    wrong = client.post("/club/login/", {"username": bay.olga.username, "password": "nope"})
    assert wrong.status_code == 200 and "did not match" in wrong.content.decode()
    signed_in = client.post(
        "/club/login/",
        {
            "username": bay.olga.username,
            "password": "x-pass-123",
            "next": "/club/tortuga-bay/plays/new/",
        },
    )
    assert signed_in.status_code == 302 and signed_in["Location"] == "/club/tortuga-bay/plays/new/"
    assert client.get("/club/tortuga-bay/plays/new/").status_code == 200
    assert client.post("/club/logout/").status_code == 302
    assert client.get("/club/tortuga-bay/plays/new/").status_code == 302


def test_the_home_page_links_to_the_clubs(db):
    from django.test import Client

    assert 'href="/club/"' in Client().get("/").content.decode()


def test_the_club_page_finds_a_table_to_link_by_its_code(bay):
    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}], club=bay.club
    ).table
    client = bay.page("olga")
    assert 'id="link-code"' in client.get(f"/club/{bay.club.slug}/").content.decode()
    found = client.get(f"/club/{bay.club.slug}/tables/?code={table.code.lower()}")
    assert found.status_code == 302
    assert found["Location"] == f"/club/{bay.club.slug}/tables/{table.code}/link/"
    missing = client.get(f"/club/{bay.club.slug}/tables/NOPE99/link/")
    assert missing.status_code == 404 and "There is no table" in missing.content.decode()


def test_the_import_page_dry_run_of_a_good_csv_says_what_would_be_imported(bay):
    csv = (
        b"play,played_at,game,duration_seconds,player,seat,score,place\n"
        b"1,2026-11-01T20:00,scoresheet,600,Anja,0,5,\n"
        b"1,2026-11-01T20:00,scoresheet,600,Jona,1,3,\n"
    )
    upload = io.BytesIO(csv)
    upload.name = "plays.csv"
    response = bay.page("olga").post(
        f"/club/{bay.club.slug}/import/", {"file": upload, "dry_run": "on"}, **HX
    )
    html = response.content.decode()
    assert response.status_code == 200 and "All 2 rows can be imported (1 play)" in html
    assert not Play.objects.exists()
