"""Two phones and a table screen: a move on one phone shows on the other and on the
screen by itself (their polling, no reload), with what it did, and so does its undo."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from tests.browser.conftest import watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_move_on_one_phone_shows_on_the_other_and_on_the_screen(
    live_server, phone_context, artifacts, settings
):
    settings.TABLE_POLL_MS = 1000
    created = services.table_create(
        game="scoresheet",
        seats=[{"name": "Anja", "colour": "red"}, {"name": "Jona", "colour": "blue"}],
    )
    code = created.table.code
    anja, jona = phone_context().new_page(), phone_context().new_page()
    screen = phone_context(viewport={"width": 1280, "height": 720}).new_page()
    errors: list[str] = []
    for page in (anja, jona, screen):
        watch_console(page, errors)

    for page, name in ((anja, "Anja"), (jona, "Jona")):
        page.goto(f"{live_server.url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
    screen.goto(f"{live_server.url}/t/{code}/screen/")
    expect(screen.locator(".scores")).to_be_visible()

    # Anja enters 17 points for Jona.
    # The only other player is named in the form: nothing to choose.
    form = anja.locator("form.move", has_text="Another player's score: Jona")
    form.locator("input[name=points]").fill("17")
    form.get_by_role("button", name="Another player's score").click()
    expect(anja.locator(".scores")).to_contain_text("17")
    # Where she pressed, Anja reads what her entry did.
    expect(anja.locator(".done")).to_contain_text("Jona scores 17 this round.")
    anja.screenshot(path=str(artifacts / "table-anja.png"), full_page=True)

    # No reload: the other phone and the screen pick it up by polling. How fast is the
    # poll interval's business, not this test's (the wait is generous on purpose).
    expect(jona.locator(".scores")).to_contain_text("17")
    expect(screen.locator(".scores")).to_contain_text("17")
    expect(jona.locator(".entries")).to_contain_text("Anja: Jona scores 17 this round.")
    expect(screen.locator(".latest")).to_contain_text("Anja: Jona scores 17 this round.")
    jona.screenshot(path=str(artifacts / "table-jona.png"), full_page=True)
    screen.screenshot(path=str(artifacts / "table-screen.png"), full_page=True)

    # Jona cannot undo Anja's entry; Anja can, and both phones see it go.
    anja.get_by_role("button", name="↶ Undo").click()
    expect(jona.locator(".scores td.now").nth(1)).to_have_text("–")
    expect(jona.locator(".entries")).to_contain_text("Anja took back entry 3")

    # Half-way through an entry, Jona's form is kept when the table changes: app.js says
    # so in the words the page gave it (the #tortuga-text block, translated there).
    half_done = jona.locator("form.move", has_text="Your score this round")
    half_done.locator("input[name=points]").fill("4")
    button = half_done.get_by_role("button", name="Your score this round")
    where = button.bounding_box()
    own = anja.locator("form.move", has_text="Your score this round")
    own.locator("input[name=points]").fill("9")
    own.get_by_role("button", name="Your score this round").click()
    expect(jona.locator("#changed")).to_have_text(
        "The table changed. Finish your entry; it will be checked against the new state."
    )
    # The note comes below the form being filled: its button has not moved, so a tap on
    # its way lands where the player aimed (a line pushed in above lost taps).
    assert button.bounding_box() == where
    expect(half_done.locator("xpath=following-sibling::*[1]")).to_have_id("changed")
    assert errors == []
