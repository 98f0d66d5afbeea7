"""The table screen reads across a room (issue 14 part 2): for every registered game, a
table some moves in and one at its end (and a Nassau table the companion dealt, before its
first entry), at 1920x1080 and 1280x720, light and dark, in English, Italian and
Portuguese (one language per size and scheme in the fast profile), fits the screen
without scrolling, and every text on it is at least as large as a TV needs; the
seats' ships and markers carry each player's name in the player's colour.

One browser context per size and scheme, the tables made once for the module.
TV_SHOTS=/some/dir saves a screenshot of each screen there, to look at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.engines.registry import game_slugs, get_engine
from companion.tables import services
from tests.browser.conftest import new_context, watch_console
from tests.browser.midgame import ended_table, table_in_play
from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue
from tests.helpers import ARTIFACTS, SOAK

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# (width, height) -> the smallest font size, in CSS pixels, any text may have there.
SIZES = {(1920, 1080): 28, (1280, 720): 19}
SCHEMES = ["light", "dark"]
LANGUAGES = ["en", "it", "pt"]
SHOTS = os.environ.get("TV_SHOTS")
# How far into the game each table is: one point in the fast profile, a game's course in SOAK.
MOVES = [20, 50, 80, 120, 160] if SOAK else [80]

# Every visible text node's element: its font size and the text, for those too small.
SMALL_TEXTS = """
(minimum) => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el) continue;
    if (el.offsetParent === null && getComputedStyle(el).position !== "fixed") continue;
    if (el.getClientRects().length === 0) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < minimum) out.push(size.toFixed(1) + " px: " + text.slice(0, 60));
  }
  return out;
}
"""

# Each element that names a seat, with the colour class it or an ancestor carries.
NAMES_IN_COLOUR = """
(seats) => seats.map(([name, colour]) => {
  const carriers = [...document.querySelectorAll("#live .colour-" + colour)];
  return carriers.some((el) => el.textContent.includes(name) && el.getClientRects().length);
})
"""


def seat_count(slug: str) -> int:
    # The most crowded table the game allows (Nassau: five seats, a scoresheet twelve).
    return get_engine(slug).max_seats


@pytest.fixture
def tables(db) -> dict[str, object]:
    tables = {}
    for slug in game_slugs():
        for moves in MOVES:
            tables[f"{slug}-{moves}"] = table_in_play(slug, seat_count(slug), moves=moves)
        # And the screen at the end, with the final result.
        tables[f"{slug}-end"] = ended_table(slug, seat_count(slug))
    # Nassau as the companion deals it, before the first entry: its deal said on top.
    tables["nassau-app-opening"] = services.table_create(
        game="nassau",
        seats=[{"name": f"Pirate {c}", "colour": c} for c in get_engine("nassau").colours],
        seed=3,
        options=dict(APP_EVERYTHING),
        catalogue=club_catalogue(),
    ).table
    return tables


def languages_for(combo: int) -> list[str]:
    """The languages a size and scheme are read in: each in turn in the fast profile (so
    Italian and Portuguese, which run longer, meet both sizes), all three with SOAK=1."""
    return LANGUAGES if SOAK else [LANGUAGES[combo % len(LANGUAGES)]]


def test_the_table_screen_fits_a_tv_for_every_game(live_server, browser, tables):
    problems: list[str] = []
    combos = [(size, scheme) for size in SIZES.items() for scheme in SCHEMES]
    for number, (((width, height), minimum), scheme) in enumerate(combos):
        for language in languages_for(number + 1):
            context = new_context(
                browser,
                viewport={"width": width, "height": height},
                color_scheme=scheme,
                locale=language,
            )
            page = context.new_page()
            errors = watch_console(page)
            for slug, table in tables.items():
                where = f"{slug} at {width}x{height}, {scheme}, {language}"
                page.goto(f"{live_server.url}/t/{table.code}/screen/")
                expect(page.locator("#live")).to_be_visible()
                if SHOTS:
                    Path(SHOTS).mkdir(parents=True, exist_ok=True)
                    shot = f"{SHOTS}/{slug}-{width}-{scheme}-{language}.png"
                    page.screenshot(path=shot, full_page=True)
                scroll = page.evaluate("document.documentElement.scrollHeight")
                if scroll > height:
                    problems.append(f"{where}: the page scrolls ({scroll} px high)")
                wide = page.evaluate("document.documentElement.scrollWidth")
                if wide > width:
                    problems.append(f"{where}: the page scrolls sideways ({wide} px wide)")
                seats = [[s.name, s.colour] for s in table.seats.order_by("index")]
                shown = page.evaluate(NAMES_IN_COLOUR, seats)
                problems += [
                    f"{where}: {name} is not shown in {colour}"
                    for (name, colour), ok in zip(seats, shown, strict=True)
                    if not ok
                ]
                small = page.evaluate(SMALL_TEXTS, minimum)
                if small:
                    problems.append(f"{where}: text under {minimum} px: " + " | ".join(small))
                if problems and not SHOTS:
                    ARTIFACTS.mkdir(exist_ok=True)
                    shot = ARTIFACTS / f"tv-{slug}-{width}-{scheme}-{language}.png"
                    page.screenshot(path=str(shot))
            problems += errors
            context.close()
    assert not problems, "\n".join(problems)


NO_FULLSCREEN = """
Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
"""
# Chromium enters no real fullscreen headless: the page's request is recorded instead.
RECORD_FULLSCREEN = """
window.__fullscreenRequests = 0;
Element.prototype.requestFullscreen = function () {
  window.__fullscreenRequests += 1;
  return Promise.resolve();
};
"""


def test_the_fullscreen_button_is_offered_only_where_the_browser_has_the_api(live_server, browser):
    code = table_in_play("scoresheet", 2, moves=1).code
    context = new_context(browser, viewport={"width": 1280, "height": 720})
    errors: list[str] = []
    try:
        page = context.new_page()
        watch_console(page, errors)
        page.add_init_script(RECORD_FULLSCREEN)
        page.goto(f"{live_server.url}/t/{code}/screen/")
        button = page.get_by_role("button", name="Full screen")
        expect(button).to_be_visible()
        button.click()
        page.wait_for_function("window.__fullscreenRequests === 1")

        bare = context.new_page()
        watch_console(bare, errors)
        bare.add_init_script(NO_FULLSCREEN)
        bare.goto(f"{live_server.url}/t/{code}/screen/")
        bare.wait_for_load_state("load")
        expect(bare.locator("#live")).to_be_visible()
        expect(bare.locator("[data-fullscreen]")).to_be_hidden()
    finally:
        context.close()
    assert not errors, errors
