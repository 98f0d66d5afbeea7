"""Every game in Italian and Portuguese in chromium: the phone of a seeded game part-way
through and of a finished one at 360 px wide (Italian and Portuguese run longer than
English) with nothing wider than the screen and no text running out of its box, the
screen at 1920x1080, no English left on any; screenshots of each per game per language in
test-artifacts/language-<game>-<lang>-*.png. (The finished game's screen in every
language: tests/browser/test_tv_screen.py.)

Every page of a game (the matrix's list) in a language at phone sizes and both colour
schemes, with axe-core as well: one game in one language in the fast profile, every game
in both with SOAK=1.
"""

from __future__ import annotations

import pytest

from companion.engines.registry import all_engines, get_engine
from companion.tables.models import Table
from companion.tables.seating import seat_claim
from companion.web.access import seat_cookie
from tests.browser.conftest import new_context, watch_console
from tests.browser.layout import layout_problems
from tests.browser.midgame import ended_table
from tests.browser.test_page_matrix import GAME_PAGES, Matrix
from tests.contract.seeded_table import game_pages, seats_for, seeded
from tests.helpers import SOAK
from tests.i18n.visible import english_left, where_left

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
LANGUAGES = ["it", "pt"]
ENGINES = [engine.slug for engine in all_engines()]


def look(browser, base, path, language, cookies, width, height, shot=None):
    """Open ``path`` in ``language``: a phone (up to 420 px wide) is checked for its layout,
    a screen only for sideways scrolling (tests/browser/test_tv_screen.py measures a TV)."""
    phone = width <= 420
    context = new_context(
        browser,
        viewport={"width": width, "height": height},
        device_scale_factor=2 if phone else 1,
        is_mobile=phone,
        has_touch=phone,
        locale=language,
    )
    try:
        context.add_cookies([{"name": k, "value": v, "url": base} for k, v in cookies.items()])
        page = context.new_page()
        found = watch_console(page)
        page.goto(base + path)
        page.wait_for_load_state("load")
        page.locator("main").first.wait_for(state="visible")
        lang = page.evaluate("document.documentElement.lang")
        if lang != language:
            found.append(f"<html lang={lang}>")
        if phone:
            found += layout_problems(page, width)
        elif page.evaluate("document.documentElement.scrollWidth") > width:
            found.append("the screen scrolls sideways")
        html = page.content()
        left = english_left(html, language)
        if left:
            found.append(f"English left: {', '.join(left)} {where_left(html, left)}")
        if shot:
            page.screenshot(path=str(shot), full_page=phone)
        return [f"{language} {path} at {width}px: {problem}" for problem in found]
    finally:
        context.close()


@pytest.mark.parametrize("slug", ENGINES)
def test_every_game_reads_and_fits_in_italian_and_portuguese(slug, live_server, browser, artifacts):
    created, token = seeded(slug)
    code = created.table.code
    done = ended_table(slug, len(seats_for(get_engine(slug)))).code
    seat = {seat_cookie(code): token}
    done_seat = {seat_cookie(done): seat_claim(table=Table.objects.get(code=done), index=0).token}
    base = live_server.url
    problems: list[str] = []
    for language in LANGUAGES:
        shot = f"{artifacts}/language-{slug}-{language}"
        problems += look(
            browser, base, f"/t/{code}/", language, seat, 360, 640, f"{shot}-phone.png"
        )
        problems += look(
            browser, base, f"/t/{done}/", language, done_seat, 360, 640, f"{shot}-result-phone.png"
        )
        problems += look(
            browser, base, f"/t/{code}/screen/", language, {}, 1920, 1080, f"{shot}-screen.png"
        )
    assert not problems, "\n".join(problems)


# Fast profile: one game in one language (the matrix's rotation covers sizes and schemes).
MATRIX = [(s, lang) for s in ENGINES for lang in LANGUAGES] if SOAK else [(ENGINES[-1], "it")]


@pytest.mark.parametrize(("slug", "language"), MATRIX)
def test_every_page_of_every_game_in_both_languages(slug, language, live_server, browser):
    pages = Matrix(browser, live_server.url, language=language)
    for visit in game_pages(slug):
        pages.open(visit.path, cookies=visit.cookies, ready=visit.ready)
    pages.assert_clean(GAME_PAGES)
