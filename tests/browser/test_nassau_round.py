"""Three phones and a table screen play a whole Nassau round through the pages only:
setup, piracy, notoriety, navy, Nassau, the bookkeeping and its card entries, up to
the dice of round 2. Screenshots of each phone at the key steps go to test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.engines.registry import get_engine
from companion.tables.models import Table
from tests.browser.conftest import wait_until, watch_console
from tests.tables.nassau_table import ANYTIME, SEATS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

KEY_STEPS = {"piracy", "nassau", "navy_reveal", "merchants", "restock", "dice"}
# A loop guard, not a deadline: a whole round is about 40 entries.
MAX_MOVES = 300


def who_moves(table: Table) -> int | None:
    engine = get_engine("nassau")
    for seat in range(table.state["n"]):
        if any(m.type not in ANYTIME for m in engine.legal_moves(table.state, seat)):
            return seat
    return None


def submit_first_move(page) -> None:
    """Fill the first (non at-any-time) move form the way a player taps it."""
    forms = page.locator("form.move")
    for i in range(forms.count()):
        form = forms.nth(i)
        move_type = form.locator("input[name=type]").get_attribute("value")
        if move_type in ANYTIME:
            continue
        groups = form.locator(".choices")
        one_tap = form.locator("button.choice")
        if one_tap.count():
            one_tap.first.click()
            return
        row = 0
        for g in range(groups.count()):
            group = groups.nth(g)
            chips = group.locator("label.choice")
            if not chips.count():
                continue
            if "dice" in (group.get_attribute("class") or ""):
                # A different value in each row: a valid order of seats, distinct dice.
                chips.nth(row % chips.count()).click()
                row += 1
            else:
                chips.first.click()
        for n in range(form.locator("input[type=number]").count()):
            box = form.locator("input[type=number]").nth(n)
            box.fill(box.get_attribute("min") or "0")
        form.locator("button.btn-primary").last.click()
        return
    raise AssertionError("no move form on the page of the seat in turn")


def test_three_phones_and_a_screen_play_a_whole_round(
    live_server, phone_context, artifacts, settings
):
    settings.TABLE_POLL_MS = 1000
    host = phone_context().new_page()
    errors = watch_console(host)
    # The host creates the table through the page.
    host.goto(f"{live_server.url}/new/?game=nassau")
    for i, seat in enumerate(SEATS):
        host.fill(f"#name_{i}", seat["name"])
        host.select_option(f"#colour_{i}", seat["colour"])
    host.get_by_role("button", name="Create the table").click()
    expect(host.locator(".code")).to_be_visible()
    code = host.locator(".code").inner_text().strip()
    table = Table.objects.get(code=code)

    phones = []
    for seat in SEATS:
        page = phone_context().new_page()
        watch_console(page, errors)
        page.goto(f"{live_server.url}/t/{code}/join/")
        page.locator(".seat", has_text=seat["name"]).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(seat["name"])
        phones.append(page)
    screen = phone_context(viewport={"width": 1600, "height": 900}).new_page()
    watch_console(screen, errors)
    screen.goto(f"{live_server.url}/t/{code}/screen/")
    expect(screen.locator(".nas-board")).to_be_visible()

    shot_steps: set[str] = set()
    moves = 0
    # Taking a seat is an entry of the log too: start from the table as it is now.
    table.refresh_from_db()
    while not (table.state["round"] == 2 and table.state["step"] == "dice"):
        assert moves < MAX_MOVES, f"going round in circles at step {table.state['step']}"
        seat = who_moves(table)
        assert seat is not None, f"nobody can move at step {table.state['step']}"
        page = phones[seat]
        page.goto(f"{live_server.url}/t/{code}/")
        step = table.state["step"]
        if step in KEY_STEPS and step not in shot_steps:
            shot_steps.add(step)
            for i, phone in enumerate(phones):
                if phone is not page:
                    phone.goto(f"{live_server.url}/t/{code}/")
                phone.screenshot(
                    path=str(artifacts / f"nassau-{step}-{SEATS[i]['name']}.png"), full_page=True
                )
            screen.screenshot(path=str(artifacts / f"nassau-{step}-screen.png"))
        version = table.version
        try:
            submit_first_move(page)
        except Exception:
            (artifacts / "nassau-failure.html").write_text(page.content())
            page.screenshot(path=str(artifacts / "nassau-failure.png"), full_page=True)
            raise
        moves += 1

        def settled(version: int = version, page=page) -> bool:
            table.refresh_from_db()
            # The bookkeeping runs right after the commit: wait for it to settle too.
            if table.version > version and not table.bookkeeping_pending:
                return True
            # A refused entry shows its message instead: no use waiting for it.
            refused = page.locator("#live .error")
            assert not refused.count(), refused.first.inner_text()
            return False

        wait_until(settled, f"the move at step {table.state['step']} (version {version}) landing")
    # The screen followed by itself.
    expect(screen.locator(".nas-status")).to_contain_text("Round 2")
    screen.screenshot(path=str(artifacts / "nassau-round-2-screen.png"))
    assert moves > 30
    assert errors == []
