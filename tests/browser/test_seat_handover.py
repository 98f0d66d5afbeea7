"""A table's seats and host role in chromium, as the table meets them: three phones join,
a stranger finds every seat taken, a lost phone's seat goes to a new phone through the
host's one-time link, the host role moves to a player and comes back with the recovery
link. Phones at 390x844 and the table screen at 1920x1080, light and dark."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SCREEN = {"viewport": {"width": 1920, "height": 1080}}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_seats_change_hands_only_through_the_host(
    live_server, phone_context, artifacts, settings, scheme
):
    settings.TABLE_POLL_MS = 1000
    url = live_server.url
    errors: list[str] = []

    def phone():
        page = phone_context(**PHONE, color_scheme=scheme).new_page()
        watch_console(page, errors)
        return page

    def shot(page, name: str) -> None:
        page.screenshot(path=str(artifacts / f"seats-{scheme}-{name}.png"), full_page=True)

    # The host creates the table on the create page.
    host = phone()
    host.goto(f"{url}/new/?game=scoresheet")
    for i, name in enumerate(("Anja", "Jona", "Mira")):
        host.locator(f"input[name=name_{i}]").fill(name)
    host.get_by_role("button", name=re.compile("Start|Create", re.I)).first.click()
    expect(host.locator("h1")).to_contain_text("Table")
    code = host.locator(".code").first.inner_text().strip()

    # The creator is shown a recovery link right away, to keep.
    expect(host.locator(".handout")).to_contain_text("Your recovery link")
    recovery = host.locator(".handout input").input_value()
    assert f"/t/{code}/recover/?k=" in recovery
    shot(host, "host-recovery-link")

    players = {}
    for name in ("Anja", "Jona", "Mira"):
        page = phone()
        page.goto(f"{url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
        players[name] = page
    shot(players["Anja"], "anja-seated")

    screen = phone_context(**SCREEN, color_scheme=scheme).new_page()
    watch_console(screen, errors)
    screen.goto(f"{url}/t/{code}/screen/")
    expect(screen.locator(".entries")).to_contain_text("A phone took Mira's seat.")
    shot(screen, "screen")

    # A stranger with the code finds every seat taken: no button to press.
    stranger = phone()
    stranger.goto(f"{url}/t/{code}/join/")
    expect(stranger.locator(".seat .tag", has_text="taken")).to_have_count(3)
    expect(stranger.get_by_role("button", name="Sit here")).to_have_count(0)
    shot(stranger, "stranger")

    # Jona's phone dies: the host gives the seat to a new phone with a one-time link.
    host.goto(f"{url}/t/{code}/host/")
    host.once("dialog", lambda dialog: dialog.accept())
    host.locator(".seat", has_text="Jona").get_by_role(
        "button", name="Link for a new phone"
    ).click()
    expect(host.locator(".handout")).to_contain_text("A link for Jona's new phone")
    expect(host.locator(".handout svg")).to_be_visible()
    link = host.locator(".handout input").input_value()
    shot(host, "host-reassign")
    new_jona = phone()
    new_jona.goto(link)
    new_jona.get_by_role("button", name="Sit as Jona").click()
    expect(new_jona.locator(".who")).to_contain_text("Jona")
    players["Jona"].reload()
    expect(players["Jona"].get_by_role("button", name="Sit here")).to_have_count(0)
    expect(players["Jona"]).to_have_url(re.compile(r"/join/$"))
    # The link works once.
    again = phone()
    again.goto(link)
    again.get_by_role("button", name="Sit as Jona").click()
    expect(again.locator(".error")).to_contain_text("This link has been used or replaced.")
    shot(again, "link-used")

    # The host hands the host role to Anja: Anja's phone opens the host page.
    host.goto(f"{url}/t/{code}/host/")
    host.once("dialog", lambda dialog: dialog.accept())
    host.locator(".seat", has_text="Anja").get_by_role("button", name="Make host").click()
    players["Anja"].goto(f"{url}/t/{code}/host/")
    expect(players["Anja"].locator("#seats")).to_contain_text("host")
    shot(players["Anja"], "anja-host")
    host.goto(f"{url}/t/{code}/host/")
    expect(host.locator(".error")).to_contain_text("Only the host can open this page.")

    # The creator takes the host role back with the recovery link.
    host.goto(recovery)
    host.get_by_role("button", name="Become the host").click()
    expect(host.locator("#seats")).to_be_visible()
    players["Anja"].goto(f"{url}/t/{code}/host/")
    expect(players["Anja"].locator(".error")).to_contain_text("Only the host can open this page.")

    expect(screen.locator(".entries")).to_contain_text(
        "The recovery link made a phone the host again."
    )
    shot(screen, "screen-after")
    # The refusals above answer 403 on purpose; nothing else may complain.
    assert [e for e in errors if "status of 403" not in e] == []
