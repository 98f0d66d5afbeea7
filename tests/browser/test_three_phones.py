"""Three phones enter at once (issue 13 part 1): each fills its own score of the same
round on the same version of the table and all three send together. Scores of
different players commute, so all are applied, and each phone says so where its player
pressed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from companion.tables.models import Event, Table
from tests.browser.conftest import watch_console, watch_requests

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

OWN = "Your score this round"
SCORES = {"Anja": "7", "Jona": "5", "Mira": "3"}


def test_three_phones_scoring_at_once_are_all_applied(
    live_server, phone_context, artifacts, settings
):
    settings.TABLE_POLL_MS = 1000
    created = services.table_create(
        game="scoresheet",
        seats=[{"name": name} for name in SCORES],
        options={"rounds": 3},
    )
    code = created.table.code
    phones = {name: phone_context().new_page() for name in SCORES}
    errors: list[str] = []
    requests: list[str] = []
    for name, page in phones.items():
        watch_console(page, errors)
        watch_requests(page, requests, name)
        page.goto(f"{live_server.url}/t/{code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
    # Every phone shows the table as it is now, before anyone enters a score.
    version = str(Table.objects.get(code=code).version)
    for page in phones.values():
        expect(page.locator("#live")).to_have_attribute("data-version", version)

    forms = {name: page.locator("form.move", has_text=OWN) for name, page in phones.items()}
    for name, form in forms.items():
        form.locator("input[name=points]").fill(SCORES[name])
        expect(form.locator("input[name=expected_version]")).to_have_value(version)
    # All three at the same moment: no phone waits for another's answer.
    for form in forms.values():
        form.get_by_role("button", name=OWN).click(no_wait_after=True)

    for name, page in phones.items():
        try:
            expect(page.locator(".done")).to_contain_text(
                f"{name} scores {SCORES[name]} this round."
            )
        except AssertionError as lost:
            raise AssertionError("\n".join([str(lost), "Requests:", *requests, *errors])) from None
        page.screenshot(path=str(artifacts / f"three-phones-{name.lower()}.png"), full_page=True)
    # The last score closed the round: every phone sees the totals of all three.
    for page in phones.values():
        expect(page.locator(".view h2")).to_contain_text("Round 2 of 3")
    moves = Event.objects.filter(table__code=code, kind="move", move_type="record_score")
    assert sorted(moves.values_list("args__points", flat=True)) == [3, 5, 7]
    assert errors == []
