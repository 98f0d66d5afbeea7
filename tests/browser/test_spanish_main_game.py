"""A whole 2-player Spanish Main game through the pages, decks managed by the app."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.tables import services
from companion.tables.models import Table
from tests.browser.conftest import wait_until, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def wait_for_version(table: Table, version: int) -> None:
    def landed() -> bool:
        table.refresh_from_db()
        return table.version >= version

    wait_until(landed, f"the move to version {version} landing")


def landed_or_asked(table: Table, version: int, question) -> bool:
    table.refresh_from_db()
    return table.version > version or question.count() > 0


def test_two_phones_play_a_whole_game_to_the_result(live_server, phone_context, artifacts):
    created = services.table_create(
        game="spanish_main", seats=[{"name": "Anja"}, {"name": "Jona"}], seed=5
    )
    table = created.table
    pages = []
    errors: list[str] = []
    for name in ("Anja", "Jona"):
        page = phone_context().new_page()
        watch_console(page, errors)
        page.goto(f"{live_server.url}/t/{table.code}/join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
        pages.append(page)

    moves = 0
    # Taking a seat is an entry of the log too: start from the table as it is now, and
    # wait for each move from the version its page was rendered at.
    table.refresh_from_db()
    while table.status == "playing" and moves < 200:
        version = table.version
        seat = table.state["current_seat"]
        page = pages[seat]
        page.goto(f"{live_server.url}/t/{table.code}/")
        if moves == 0:
            page.screenshot(path=str(artifacts / "spm-first-turn.png"), full_page=True)
        # The player in turn repairs when they can, else plays the first card offered.
        repair = page.get_by_role("button", name="Repair the ships")
        button = repair if repair.count() else page.locator(".moves form button").first
        button.click()
        moves += 1
        # A repair with nothing damaged is asked about first (RULING SPM-Q-14).
        yes = page.get_by_role("button", name="Yes, record it")

        wait_until(
            lambda before=version, question=yes: landed_or_asked(table, before, question),
            "the move landing or its question",
        )
        if table.version == version:
            yes.click()
        wait_for_version(table, version + 1)
    assert table.status == "finished", "the game did not end"
    for seat, page in enumerate(pages):
        page.goto(f"{live_server.url}/t/{table.code}/")
        expect(page.locator(".result")).to_contain_text("Final result")
        page.screenshot(path=str(artifacts / f"spm-result-seat{seat}.png"), full_page=True)
    assert table.result is not None or table.state["result"] is not None
    assert errors == []
