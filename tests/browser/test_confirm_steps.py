"""Chromium: an entry that changes what others do asks first, as a page of its own (no
dialog, no inline script, under the site's CSP): clearing a score, freeing a seat."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from companion.web.access import host_cookie
from tests.browser.conftest import watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_clearing_a_score_and_freeing_a_seat_ask_first(live_server, phone_context, artifacts):
    created = services.table_create(
        game="scoresheet",
        seats=[{"name": "Anja", "colour": "red"}, {"name": "Jona", "colour": "blue"}],
    )
    code = created.table.code
    url = live_server.url
    anja, jona = phone_context().new_page(), phone_context().new_page()
    errors: list[str] = []
    for page in (anja, jona):
        watch_console(page, errors)
        # A dialog would be the old one-tap question: none may open.
        page.on("dialog", lambda dialog: errors.append(f"a dialog asked: {dialog.message}"))
    for page, name in ((anja, "Anja"), (jona, "Jona")):
        page.goto(f"{url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)

    # With one other player, the form names him: no choice to tap.
    form = anja.locator("form.move", has_text="Another player's score")
    form.locator("input[name=points]").fill("17")
    form.get_by_role("button", name="Another player's score: Jona").click()
    expect(anja.locator(".scores")).to_contain_text("17")

    # Clear a score: the second step names the consequence; "No" leaves the score.
    anja.locator("form.move", has_text="Clear a score").get_by_role("button", name="Jona").click()
    question = anja.locator("section.confirm")
    expect(question).to_contain_text("Clear Jona's score this round? It has to be entered again.")
    anja.screenshot(path=str(artifacts / "confirm-clear.png"), full_page=True)
    question.get_by_role("link", name="No, go back").click()
    expect(anja.locator(".scores")).to_contain_text("17")

    anja.locator("form.move", has_text="Clear a score").get_by_role("button", name="Jona").click()
    anja.get_by_role("button", name="Yes, clear a score").click()
    expect(anja.locator(".done")).to_contain_text("Jona's score of 17 this round is cleared.")

    # The host frees Jona's seat, asked on the page first (HTMX: the seats region).
    context = phone_context()
    context.add_cookies([{"name": host_cookie(code), "value": created.host_token, "url": url}])
    host = context.new_page()
    watch_console(host, errors)
    host.on("dialog", lambda dialog: errors.append(f"a dialog asked: {dialog.message}"))
    host.goto(f"{url}/t/{code}/host/")
    host.locator(".seat", has_text="Jona").get_by_role("button", name="Free the seat").click()
    asked = host.locator("#seats.confirm")
    expect(asked).to_contain_text("Free Jona's seat? Their phone loses the seat")
    host.screenshot(path=str(artifacts / "confirm-free-seat.png"), full_page=True)
    asked.get_by_role("button", name="Yes, free the seat").click()
    expect(host.locator(".seat", has_text="Jona")).to_contain_text("free")
    jona.goto(f"{url}/t/{code}/")
    expect(jona).to_have_url(f"{url}/t/{code}/join/")
    assert errors == []
