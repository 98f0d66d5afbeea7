"""Every page of every game, the site's and the club's, read in Italian and Portuguese:
a seeded game part-way through and one finished, each page in full and its live part as
HTMX asks for it, with no English left in what a player reads (tests/i18n/visible.py).
The layout at 360 px and the screenshots: tests/browser/test_languages.py."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.engines.registry import game_slugs
from tests.contract.seeded_table import club_pages, game_pages
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
    visits = game_pages(slug)
    for language in LANGUAGES:
        pages = Reader(language)
        for visit in visits:
            pages.open(visit.path, cookies=visit.cookies)
            if visit.ready == "#live":
                # The part the phone and the screen poll for, as HTMX asks for it.
                pages.open(visit.path, cookies=visit.cookies, HTTP_HX_REQUEST="true")
        pages.assert_clean()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_site_and_club_pages_in_italian_and_portuguese(language, client):
    pages = Reader(language)
    pages.open("/")
    pages.open("/new/")
    pages.open("/find/?code=NOPE22", status=404)
    pages.open("/find/?code=//x", status=400)
    pages.open("/no/such/page/", status=404)
    for visit in club_pages(client):
        pages.open(visit.path, cookies=visit.cookies)
    pages.assert_clean()
