"""A phone at a real scoresheet table (issue 13): its own score in one step, a second
score for a seat asks "replace?" in place, and the round closes itself after the last."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from tests.browser.conftest import watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_second_score_asks_replace_and_the_last_score_closes_the_round(
    live_server, phone_context, artifacts, settings
):
    settings.TABLE_POLL_MS = 1000
    created = services.table_create(
        game="scoresheet",
        seats=[{"name": "Anja", "colour": "red"}, {"name": "Jona", "colour": "blue"}],
        options={"rounds": 1},
    )
    code = created.table.code
    anja, jona = phone_context().new_page(), phone_context().new_page()
    errors: list[str] = []
    for page, name in ((anja, "Anja"), (jona, "Jona")):
        watch_console(page, errors)
        page.goto(f"{live_server.url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)

    # Jona enters Anja's score for her; Anja, not having noticed it, enters her own.
    other = jona.locator("form.move", has_text="Another player's score")
    expect(other).to_contain_text("Anja")  # the only other player: named, not chosen
    other.locator("input[name=points]").fill("5")
    other.get_by_role("button", name="Another player's score").click()
    expect(jona.locator(".done")).to_contain_text("Anja scores 5 this round.")
    # Her page polls the new state first (an entry on a stale page is another question).
    expect(anja.locator(".scores td.now").first).to_have_text("5")
    own = anja.locator("form.move", has_text="Your score this round")
    own.locator("input[name=points]").fill("7")
    own.get_by_role("button", name="Your score this round").click()
    expect(anja.locator(".error")).to_contain_text(
        "Anja already has a score of 5 this round: replace it with 7?"
    )
    anja.screenshot(path=str(artifacts / "sheet-replace.png"), full_page=True)
    anja.get_by_role("button", name="Yes, replace it").click()
    expect(anja.locator(".done")).to_contain_text("Anja's score this round is now 7 (it was 5).")

    # Jona's own score is the last one: the round closes itself and the game ends.
    expect(jona.locator(".scores td.now").first).to_have_text("7")
    own = jona.locator("form.move", has_text="Your score this round")
    own.locator("input[name=points]").fill("3")
    own.get_by_role("button", name="Your score this round").click()
    expect(jona.locator(".view h2")).to_have_text("Final sheet: 1 round")
    expect(jona.locator(".result")).to_contain_text("Anja")
    expect(anja.locator(".view h2")).to_have_text("Final sheet: 1 round")
    jona.screenshot(path=str(artifacts / "sheet-final.png"), full_page=True)
    # The refusal is a 400 on purpose (the browser logs it); nothing else went wrong.
    assert [e for e in errors if "status of 400" not in e] == []
    assert len(errors) == 1
