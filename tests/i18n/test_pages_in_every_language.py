"""Every page of every game, the site's and the club's, read in Italian and Portuguese:
a seeded game part-way through and one finished, each page in full and its live part as
HTMX asks for it, with no English left in what a player reads (tests/i18n/visible.py).
The layout at 360 px and the screenshots: tests/browser/test_languages.py."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.engines.registry import game_slugs, get_engine
from companion.tables import services
from companion.tables.models import Event, Table
from companion.tables.seating import seat_claim
from companion.web.access import host_cookie, seat_cookie
from tests.browser.midgame import ended_table
from tests.contract.seeded_table import play, seats_for
from tests.i18n.visible import english_left, where_left

pytestmark = pytest.mark.django_db
LANGUAGES = ["it", "pt"]
HX = {"HTTP_HX_REQUEST": "true"}


class Reader:
    """Opens pages in one language and notes the English it finds on them."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.findings: list[str] = []

    def open(self, path: str, cookies: dict[str, str] | None = None, status: int = 200, **headers):
        client = Client(HTTP_ACCEPT_LANGUAGE=self.language, **headers)
        for name, value in (cookies or {}).items():
            client.cookies[name] = value
        response = client.get(path, follow=True)
        where = f"{self.language} {path}{' (htmx)' if headers else ''}"
        if response.status_code != status:
            self.findings.append(f"{where}: status {response.status_code}, expected {status}")
            return
        assert response["Content-Language"] == self.language, where
        html = response.content.decode()
        left = english_left(html, self.language)
        if left:
            self.findings.append(
                f"{where}: English left: {', '.join(left)} {where_left(html, left)}"
            )

    def assert_clean(self) -> None:
        assert not self.findings, "\n".join(self.findings)


@pytest.mark.parametrize("slug", game_slugs())
def test_every_page_of_a_game_in_italian_and_portuguese(slug):
    engine = get_engine(slug)
    created = services.table_create(game=slug, seats=seats_for(engine), seed=7)
    table = created.table
    tokens = list(created.seat_tokens)
    for index in range(len(tokens) - 1):
        tokens[index] = seat_claim(table=table, index=index).token
    play(created, slug)
    code = table.code
    last = Event.objects.filter(table=table, kind="move", seat__isnull=False).order_by("-seq")[0]
    table.refresh_from_db()
    busiest = max(range(len(tokens)), key=lambda i: len(engine.legal_moves(table.state, i)))
    seat = {seat_cookie(code): tokens[busiest]}
    host = {host_cookie(code): created.host_token}
    done = ended_table(slug, len(seats_for(engine))).code
    done_seat = {seat_cookie(done): seat_claim(table=Table.objects.get(code=done), index=0).token}
    for language in LANGUAGES:
        pages = Reader(language)
        pages.open(f"/rules/{slug}/")
        pages.open(f"/new/?game={slug}")
        pages.open(f"/new/?game={slug}", **HX)
        pages.open(f"/t/{code}/join/")
        pages.open(f"/t/{code}/", cookies=seat)
        pages.open(f"/t/{code}/", cookies=seat, **HX)
        pages.open(f"/t/{code}/host/", cookies=host)
        pages.open(f"/t/{code}/log/", cookies=seat)
        pages.open(f"/t/{code}/rules/")
        pages.open(f"/t/{code}/log/{last.seq}/correct/", cookies=host)
        pages.open(f"/t/{code}/screen/")
        pages.open(f"/t/{code}/screen/", **HX)
        pages.open(f"/t/{code}/seat/1/?t=not-a-token")
        pages.open(f"/t/{code}/recover/?k={created.recovery_token}")
        pages.open(f"/t/{done}/", cookies=done_seat)
        pages.open(f"/t/{done}/screen/")
        pages.assert_clean()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_site_and_club_pages_in_italian_and_portuguese(language, client):
    from companion.club.catalogues import catalogue_save
    from tests.catalogues import catalogue_engines, valid_catalogue
    from tests.club.people import make_club, record

    bay = make_club()
    record(bay, 30, 20, 10)
    record(bay, 12, 25, 18)
    slug, player = bay.club.slug, bay.anja.pk
    one = bay.club.plays.order_by("pk").first()
    created = services.table_create(
        game="scoresheet", seats=seats_for(get_engine("scoresheet")), club=bay.club
    )
    first = catalogue_engines()[0]
    catalogue_save(club=bay.club, game=first.slug, data=valid_catalogue(first), user=bay.olga)
    client.force_login(bay.olga)
    organiser = {"sessionid": client.cookies["sessionid"].value}

    pages = Reader(language)
    pages.open("/")
    pages.open("/new/")
    pages.open("/find/?code=NOPE22", status=404)
    pages.open("/find/?code=//x", status=400)
    pages.open("/no/such/page/", status=404)
    pages.open("/club/")
    pages.open("/club/login/")
    for path in [
        f"/club/{slug}/",
        f"/club/{slug}/players/",
        f"/club/{slug}/players/{player}/",
        f"/club/{slug}/games/scoresheet/",
        f"/club/{slug}/plays/",
        f"/club/{slug}/plays/{one.pk}/",
    ]:
        pages.open(path)
        pages.open(path, cookies=organiser)
    for path in [
        f"/club/{slug}/plays/new/",
        f"/club/{slug}/plays/{one.pk}/edit/",
        f"/club/{slug}/tables/",
        f"/club/{slug}/tables/{created.table.code}/link/",
        f"/club/{slug}/import/",
        f"/club/{slug}/catalogues/",
        *(f"/club/{slug}/catalogues/{e.slug}/" for e in catalogue_engines()),
    ]:
        pages.open(path, cookies=organiser)
    pages.assert_clean()
