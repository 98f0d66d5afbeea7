"""A club that people run themselves, in the browser (issue 23 part 7): a stranger makes
an account and starts a club, invites an organiser with a link, and the invited person
makes an account from the link and joins; both on phones, one light and one dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.club.models import Club, Role
from tests.browser.conftest import PHONE, watch_console
from tests.browser.layout import layout_problems

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "salt-pork-and-rum-42"


def make_account(page, username: str) -> None:
    page.locator("#id_username").fill(username)
    page.locator("#id_password1").fill(PASSWORD)
    page.locator("#id_password2").fill(PASSWORD)
    page.get_by_role("button", name="Make the account").click()


def test_sign_up_start_a_club_invite_an_organiser_who_joins(live_server, phone_context, artifacts):
    errors: list[str] = []
    owner = phone_context(**PHONE, color_scheme="light").new_page()
    watch_console(owner, errors)
    owner.goto(f"{live_server.url}/club/")
    owner.get_by_role("link", name="Start a club").click()
    # Signed out: the sign-in page, which offers to make an account and comes back.
    expect(owner.get_by_role("heading", name="Sign in")).to_be_visible()
    owner.locator("#main").get_by_role("link", name="Make an account").click()
    make_account(owner, "marta")
    expect(owner.get_by_role("heading", name="Start a club")).to_be_visible()
    owner.locator("#id_name").fill("Isla Tortuga")
    owner.get_by_role("button", name="Start the club").click()
    expect(owner.get_by_role("heading", name="Isla Tortuga")).to_be_visible()
    owner.screenshot(path=str(artifacts / "club-accounts-1-new-club.png"), full_page=True)
    club = Club.objects.get()
    assert not club.is_public and club.role_of(club.people.get()) == Role.OWNER

    owner.get_by_role("link", name="People").click()
    owner.locator("#invite-role").select_option("organiser")
    owner.get_by_role("button", name="Make the link").click()
    link = owner.locator("#new-link")
    expect(link).to_be_visible()
    url = link.input_value()
    assert "/club/join/" in url
    owner.screenshot(path=str(artifacts / "club-accounts-2-link.png"), full_page=True)
    problems = layout_problems(owner, 390)
    assert not problems, problems

    invited = phone_context(**PHONE, color_scheme="dark").new_page()
    watch_console(invited, errors)
    invited.goto(url)
    expect(invited.get_by_text("You are invited as organiser.")).to_be_visible()
    invited.locator("#join").get_by_role("link", name="Make an account").click()
    make_account(invited, "nico")
    # Back on the link's page, signed in now.
    invited.get_by_role("button", name="Join as nico").click()
    expect(invited.get_by_role("heading", name="Isla Tortuga")).to_be_visible()
    expect(invited.get_by_role("link", name="Enter a play")).to_be_visible()
    invited.screenshot(path=str(artifacts / "club-accounts-3-joined.png"), full_page=True)

    owner.reload()
    row = owner.locator(".people li", has_text="nico")
    expect(row.locator("select")).to_have_value("organiser")
    expect(owner.get_by_text("used 1 time of 1")).to_have_count(0)  # used up: no longer listed
    owner.screenshot(path=str(artifacts / "club-accounts-4-people.png"), full_page=True)
    assert errors == []
