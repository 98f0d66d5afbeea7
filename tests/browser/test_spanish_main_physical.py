"""Spanish Main with the table's own decks, in chromium: two phones enter their pirate
cards, the same card twice; neither phone learns whose it was, both are asked again."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from tests.browser.conftest import PHONE, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_same_pirate_card_entered_twice_is_asked_again_naming_no_one(
    live_server, phone_context, artifacts, settings, scheme
):
    settings.TABLE_POLL_MS = 1000
    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Adam"}, {"name": "Bea"}],
        options={"deck_mode": "physical"},
        seed=5,
    )
    code = created.table.code
    errors: list[str] = []
    phones = {}
    for name in ("Adam", "Bea"):
        page = phone_context(**PHONE, color_scheme=scheme).new_page()
        watch_console(page, errors)
        page.goto(f"{live_server.url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
        phones[name] = page

    # The first setup entry: the companion deals the line (one tap on one phone).
    phones["Adam"].goto(f"{live_server.url}/t/{code}/")
    phones["Adam"].get_by_role("button", name="Let the companion deal the line").click()
    expect(phones["Adam"].locator("#live")).to_contain_text("starts")

    for name, page in phones.items():
        page.goto(f"{live_server.url}/t/{code}/")
        form = page.locator("form.move", has_text="Enter your pirate cards")
        # Two players hold three cards each: both tick the same first card (the clash),
        # then two of their own.
        chips = form.locator("label.choice")
        for index in (0, 1, 2) if name == "Adam" else (0, 3, 4):
            chips.nth(index).click()
        form.get_by_role("button", name="Enter your pirate cards").click()
        expect(page.locator("#live")).to_be_visible()
        page.screenshot(path=str(artifacts / f"spm-physical-{scheme}-{name}.png"), full_page=True)

    for page in phones.values():
        page.goto(f"{live_server.url}/t/{code}/")
        expect(page.locator("#live")).to_contain_text("Two players entered the same pirate card")
        expect(page.locator("form.move", has_text="Enter your pirate cards")).to_be_visible()
        text = page.locator("main").inner_text()
        assert "Adam entered" not in text and "Bea entered" not in text
    phones["Bea"].screenshot(
        path=str(artifacts / f"spm-physical-{scheme}-asked-again.png"), full_page=True
    )
    assert errors == []
