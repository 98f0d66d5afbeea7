"""Every page at phone sizes, light and dark: no layout break, no accessibility barrier.

Each page of each game (parametrised over the engine registry), the site's own pages and
the club pages open in chromium at 360x640 and 390x844 in both colour schemes. A page
fails on anything wider than the screen, text running out of its button, a tap target
under 44x44 CSS px (tests/browser/layout.py), a console or page error, and a serious or
critical finding of axe-core.

Fast profile: each page at one combination, rotating so every test covers both sizes
and both schemes (and a game's pages see other combinations than the next game's);
SOAK=1: every page at all four. A URL name of the site that no test here opens and
that is not listed as an action or a download fails ``test_every_page_url_is_in_the_matrix``.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import product
from typing import Any

import pytest
from django.urls import Resolver404, get_resolver, resolve

from companion.engines.registry import all_engines
from tests.browser.conftest import new_context, watch_console
from tests.browser.layout import axe_problems, layout_problems
from tests.contract.seeded_table import club_pages, game_pages
from tests.helpers import SOAK

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# MATRIX_SHOTS=/some/dir: a full-page screenshot of every page checked, to look at.
SHOTS = os.environ.get("MATRIX_SHOTS", "")
SIZES = [(360, 640), (390, 844)]
SCHEMES = ["light", "dark"]
COMBOS = list(product(SIZES, SCHEMES))

# The pages each test opens, by URL name; together with NOT_PAGES they are all the site's.
GAME_PAGES = {
    "web:rules",
    "web:table_rules",
    "web:join",
    "web:seat",
    "web:host",
    "web:log",
    "web:correct",
    "web:screen",
    "web:take_over",
    "web:recover",
}
SITE_PAGES = {"web:home", "web:create", "web:find"}
CLUB_PAGES = {
    "club:list",
    "club:login",
    "club:home",
    "club:players",
    "club:player",
    "club:game",
    "club:plays",
    "club:play",
    "club:play-new",
    "club:play-edit",
    "club:link-find",
    "club:link",
    "club:import",
    "club:catalogues",
    "club:catalogue",
    "club:new",
    "club:people",
    "club:join",
    "accounts:signup",
    "accounts:password",
    "accounts:account",
    "accounts:reset",
    "accounts:reset-done",
    "club:settings",
}
# What a phone posts to, polls for a part of a page, or downloads: never a page of its own.
NOT_PAGES = {
    "web:claim": "a POST from the join page",
    "web:release": "a POST from the host page",
    "web:reassign": "a POST from the host page",
    "web:hand_over": "a POST from the host page",
    "web:recovery_link": "a POST from the host page",
    "web:host_languages": "a POST from the host page",
    "web:abandon": "a POST from the host page",
    "web:move": "a POST from the phone page",
    "web:undo": "a POST from the phone page",
    "web:redo": "a POST from the phone page",
    "web:poll": "the live region the phone and screen pages poll",
    "web:away": "the part of the phone page that says what happened while away",
    "web:qr": "the QR image on the join and screen pages",
    "web:language": "a POST from the language buttons every page has",
    "club:logout": "a POST from the club's top bar",
    "club:play-delete": "a POST from the play page",
    "club:player-confirm": "a POST from the players page (confirming a guest)",
    "club:player-merge": "a POST from the players page (merging a guest)",
    "club:export": "a JSON download",
    "club:plays-csv": "a CSV download",
    "club:invite": "a POST from the people page (making a link)",
    "club:invitation-revoke": "a POST from the people page (withdrawing a link)",
    "club:person-role": "a POST from the people page (changing a role)",
    "club:person-remove": "a POST from the people page (taking someone out)",
    "club:person-player": "a POST from the people page (linking a player)",
    "club:person-reset": "a POST from the people page (a password link)",
    "club:player-forget": "a POST from a player's page (removing them on request)",
    "club:key-new": "a POST from the settings page (making a key)",
    "club:key-revoke": "a POST from the settings page (revoking a key)",
}


def url_names(namespace: str) -> set[str]:
    resolver = get_resolver()
    for pattern in resolver.url_patterns:
        if getattr(pattern, "namespace", None) == namespace:
            return {f"{namespace}:{p.name}" for p in pattern.url_patterns if p.name}
    raise AssertionError(f"no URL namespace {namespace!r}")


def test_every_page_url_is_in_the_matrix():
    names = url_names("web") | url_names("club") | url_names("accounts")
    listed = GAME_PAGES | SITE_PAGES | CLUB_PAGES | set(NOT_PAGES)
    missing = sorted(names - listed)
    assert not missing, f"pages the matrix does not open (add them to a test here): {missing}"
    assert not sorted(listed - names), "the matrix lists URL names the site no longer has"


@dataclass
class Matrix:
    """Opens pages in fresh contexts at the profile's combinations, collecting findings."""

    browser: Any
    base: str
    offset: int = 0
    # The reader's language (the browser's Accept-Language); None: the browser's default.
    language: str | None = None
    problems: list[str] = field(default_factory=list)
    opened: Counter[str] = field(default_factory=Counter)
    combos_seen: set[tuple[tuple[int, int], str]] = field(default_factory=set)

    def combos(self) -> list[tuple[tuple[int, int], str]]:
        if SOAK:
            return COMBOS
        combo = COMBOS[(sum(self.opened.values()) + self.offset) % len(COMBOS)]
        return [combo]

    def open(
        self, path: str, cookies: dict[str, str] | None = None, status: int = 200, ready="main"
    ) -> None:
        name = self.url_name(path)
        for (width, height), scheme in self.combos():
            self.combos_seen.add(((width, height), scheme))
            self._check(path, cookies or {}, status, ready, width, height, scheme)
        self.opened[name] += 1

    def url_name(self, path: str) -> str:
        try:
            match = resolve(path.split("?")[0])
        except Resolver404:
            return "404"
        return f"{match.namespace}:{match.url_name}"

    def _check(self, path, cookies, status, ready, width, height, scheme) -> None:
        context = new_context(
            self.browser,
            viewport={"width": width, "height": height},
            device_scale_factor=2,
            is_mobile=True,
            has_touch=True,
            color_scheme=scheme,
            **({"locale": self.language} if self.language else {}),
        )
        try:
            context.add_cookies(
                [{"name": k, "value": v, "url": self.base} for k, v in cookies.items()]
            )
            page = context.new_page()
            errors = watch_console(page)
            response = page.goto(self.base + path)
            page.wait_for_load_state("load")
            page.locator(ready).first.wait_for(state="visible")
            if SHOTS:
                shot = re.sub(r"[^A-Za-z0-9]+", "_", path).strip("_") or "home"
                page.screenshot(path=f"{SHOTS}/{shot}-{width}-{scheme}.png")
            found = []
            if response is None or response.status != status:
                found.append(f"status {response and response.status}, expected {status}")
            found += layout_problems(page, width)
            found += axe_problems(page)
            found += [e for e in errors if f"status of {status}" not in e or status < 400]
            where = f"{path} at {width}x{height} {scheme}"
            self.problems += [f"{where}: {problem}" for problem in found]
        finally:
            context.close()

    def assert_clean(self, expected: set[str]) -> None:
        missing = expected - set(self.opened)
        assert not missing, f"pages this test did not open: {sorted(missing)}"
        assert {size for size, _ in self.combos_seen} == set(SIZES)
        assert {scheme for _, scheme in self.combos_seen} == set(SCHEMES)
        assert not self.problems, f"{len(self.problems)} findings:\n" + "\n".join(self.problems)


ENGINES = [engine.slug for engine in all_engines()]


@pytest.mark.parametrize("slug", ENGINES)
def test_every_page_of_a_game(slug, live_server, browser):
    pages = Matrix(browser, live_server.url, offset=ENGINES.index(slug))
    for visit in game_pages(slug):
        pages.open(visit.path, cookies=visit.cookies, ready=visit.ready)
    pages.assert_clean(GAME_PAGES)


def test_the_site_pages(live_server, browser):
    pages = Matrix(browser, live_server.url)
    pages.open("/", ready="#code")
    pages.open("/new/", ready="#create-form")
    pages.open("/find/?code=NOPE22", status=404, ready="#code")
    pages.open("/find/?code=//x", status=400, ready="#code")
    pages.open("/no/such/page/", status=404)
    pages.assert_clean(SITE_PAGES)


def test_the_club_pages(live_server, browser, client):
    pages = Matrix(browser, live_server.url)
    for visit in club_pages(client):
        pages.open(visit.path, cookies=visit.cookies, ready=visit.ready)
    pages.assert_clean(CLUB_PAGES)


def test_a_finding_is_reported(live_server, browser):
    """The checks see what they look for: a page made too wide, a tiny button, text
    running out of its button or its box, a colour dot without a name and an unlabelled
    field fail."""
    context = new_context(browser, viewport={"width": 360, "height": 640}, is_mobile=True)
    page = context.new_page()
    page.goto(live_server.url + "/")
    page.evaluate(
        """() => {
          const main = document.getElementById("main");
          const wide = document.createElement("div");
          wide.id = "too-wide"; wide.textContent = "x"; wide.style.width = "500px";
          const tiny = document.createElement("button");
          tiny.id = "tiny"; tiny.textContent = "t"; tiny.style.minHeight = "0";
          tiny.style.minWidth = "0"; tiny.style.padding = "0";
          const long = document.createElement("button");
          long.id = "long"; long.textContent = "Averyveryverylongunbreakablewordindeed";
          long.style.width = "60px"; long.style.overflow = "hidden";
          const field = document.createElement("input");
          field.id = "unlabelled";
          const squeezed = document.createElement("p");
          squeezed.id = "squeezed"; squeezed.textContent = "Unbreakablewordsrunout";
          squeezed.style.width = "40px";
          const dot = document.createElement("span");
          dot.id = "dot"; dot.className = "colour-red";
          main.append(wide, tiny, long, field, squeezed, dot);
        }"""
    )
    found = "\n".join(layout_problems(page, 360) + axe_problems(page))
    context.close()
    assert re.search(r"wider than the 360px screen: div#too-wide", found), found
    assert re.search(r"tap target under 44x44px: button#tiny", found), found
    assert re.search(r"text overflows its button: button#long", found), found
    assert re.search(r"text overflows its box: p#squeezed", found), found
    assert re.search(r"a colour without a name: span#dot", found), found
    assert re.search(r"axe critical label: #unlabelled", found), found
