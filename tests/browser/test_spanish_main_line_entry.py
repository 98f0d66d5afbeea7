"""A physical Spanish Main table enters the ship line it dealt on a 390 px phone: one
select per space, each already on a ship, so a line is two changes and one tap away."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from tests.browser.conftest import PHONE, wait_until, watch_console
from tests.browser.layout import layout_problems

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_line_is_entered_space_by_space_on_a_phone(live_server, phone_context, artifacts):
    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Adam"}, {"name": "Bea"}],
        options={"deck_mode": "physical"},
        seed=5,
    )
    table = created.table
    errors: list[str] = []
    page = phone_context(**PHONE).new_page()
    watch_console(page, errors)
    page.goto(f"{live_server.url}/t/{table.code}/join/")
    page.locator(".seat", has_text="Adam").get_by_role("button", name="Sit here").click()
    expect(page.locator(".who")).to_contain_text("Adam")
    page.goto(f"{live_server.url}/t/{table.code}/")
    form = page.locator("form.move", has_text="Enter the ship line")
    expect(form.locator("select")).to_have_count(9)
    assert layout_problems(page, PHONE["viewport"]["width"]) == []
    page.screenshot(path=str(artifacts / "spm-line-entry.png"), full_page=True)

    # The table laid English ship 1 and Dutch ship 3 the other way round.
    form.locator('select[name="ships__0"]').select_option("D3")
    form.locator('select[name="ships__8"]').select_option("E1")
    form.locator("label.choice", has_text="Bea").click()
    form.get_by_role("button", name="Enter the ship line").click()

    def entered() -> bool:
        table.refresh_from_db()
        return table.version >= 2  # the seat taken, then the line

    wait_until(entered, "the line landing")
    assert table.state["line"] == ["D3", "E2", "E3", "S1", "S2", "S3", "D1", "D2", "E1"]
    assert table.state["starting_seat"] == 1
    expect(page.locator("#live")).to_contain_text("Bea starts.")
    assert errors == []
