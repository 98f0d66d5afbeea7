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
    expect(row.locator("select[name=role]")).to_have_value("organiser")
    expect(owner.get_by_text("used 1 time of 1")).to_have_count(0)  # used up: no longer listed
    owner.screenshot(path=str(artifacts / "club-accounts-4-people.png"), full_page=True)
    assert errors == []


DESKTOP = {"viewport": {"width": 1920, "height": 1080}}


def sign_in(page, base: str, username: str, password: str = PASSWORD) -> None:
    page.goto(f"{base}/club/login/")
    page.locator("#id_username").fill(username)
    page.locator("#id_password").fill(password)
    page.locator("#main").get_by_role("button", name="Sign in").click()
    expect(page.locator(".club-account")).to_have_text(username)


def test_an_owner_runs_the_club_settings_keys_players_and_a_password_link(
    live_server, phone_context, artifacts
):
    from django.contrib.auth import get_user_model

    from companion.club.models import ClubToken, Player, PlayResult
    from tests.club.people import record

    users = get_user_model().objects
    marta = users.create_user("marta", password=PASSWORD)
    nico = users.create_user("nico", password="forgotten-123")
    club = Club.objects.create(name="Isla Tortuga", slug="isla", is_public=False)
    club.add_person(marta, Role.OWNER)
    club.add_person(nico, Role.MEMBER)
    players = [Player.objects.create(club=club, name=n) for n in ("Anja", "Nico", "Pia")]

    class Bay:
        pass

    bay = Bay()
    bay.club, bay.anja, bay.jona, bay.mira = club, *players  # type: ignore[attr-defined]
    record(bay, 5, 3, 1, when="2026-11-01T20:00:00Z")
    errors: list[str] = []

    # The owner, at the club's laptop: time zone and a key for the results board.
    owner = phone_context(**DESKTOP, color_scheme="dark").new_page()
    watch_console(owner, errors)
    sign_in(owner, live_server.url, "marta")
    owner.goto(f"{live_server.url}/club/isla/")
    owner.get_by_role("link", name="Settings").click()
    owner.locator("#id_time_zone").select_option("Europe/Rome")
    owner.get_by_role("button", name="Save").click()
    expect(owner.get_by_text("The club's settings are saved.")).to_be_visible()
    owner.locator("#key-name").fill("Results board")
    owner.get_by_role("button", name="Make a key").click()
    key = owner.locator("#new-key")
    expect(key).to_be_visible()
    assert key.input_value().startswith("tgc_")
    owner.screenshot(path=str(artifacts / "club-settings-1-key-1920-dark.png"), full_page=True)
    assert not layout_problems(owner, 1920)
    club.refresh_from_db()
    assert club.time_zone == "Europe/Rome" and ClubToken.objects.get().name == "Results board"

    # Nico plays as "Nico", and forgot his password: a one-time link for him.
    owner.get_by_role("link", name="People").click()
    owner.locator(f"#player-{nico.pk}").select_option(label="Nico")
    row = owner.locator(".people li").filter(has=owner.locator(f"#player-{nico.pk}"))
    row.get_by_role("button", name="Link the player").click()
    expect(owner.get_by_text("nico plays as Nico.")).to_be_visible()
    row = owner.locator(".people li").filter(has=owner.locator(f"#player-{nico.pk}"))
    row.get_by_role("button", name="Password link").click()
    reset = owner.locator("#reset-link")
    expect(reset).to_be_visible()
    owner.screenshot(path=str(artifacts / "club-people-2-reset-1920-dark.png"), full_page=True)
    link = reset.input_value()

    phone = phone_context(**PHONE, color_scheme="light").new_page()
    watch_console(phone, errors)
    phone.goto(link)
    expect(phone.get_by_role("heading", name="Choose a new password")).to_be_visible()
    phone.locator("#id_new_password1").fill("a-fresh-sea-breeze-77")
    phone.locator("#id_new_password2").fill("a-fresh-sea-breeze-77")
    phone.screenshot(path=str(artifacts / "club-reset-3-phone-light.png"), full_page=True)
    phone.get_by_role("button", name="Set the password").click()
    expect(phone.get_by_role("heading", name="Password set")).to_be_visible()
    assert not layout_problems(phone, 390)
    sign_in(phone, live_server.url, "nico", "a-fresh-sea-breeze-77")
    phone.locator(".club-account").click()
    expect(phone.get_by_role("heading", name="nico's clubs")).to_be_visible()
    expect(phone.locator("#main").get_by_role("link", name="Nico", exact=True)).to_be_visible()
    phone.screenshot(path=str(artifacts / "club-account-4-phone-light.png"), full_page=True)
    assert not layout_problems(phone, 390)

    # Pia asks to be removed: the owner does it from her page, on a phone in the dark.
    dark = phone_context(**PHONE, color_scheme="dark").new_page()
    watch_console(dark, errors)
    sign_in(dark, live_server.url, "marta")
    dark.goto(f"{live_server.url}/club/isla/players/{players[2].pk}/")
    # The box is required: the browser does not send the form without it.
    dark.get_by_role("button", name="Remove Pia").click()
    expect(dark.get_by_text("Pia is removed.")).to_have_count(0)
    dark.get_by_label("Yes, remove Pia for good").check()
    dark.get_by_role("button", name="Remove Pia").click()
    expect(dark.get_by_text("Pia is removed. Their 1 play stays")).to_be_visible()
    expect(dark).to_have_url(f"{live_server.url}/club/isla/players/")
    expect(dark.get_by_role("link", name="Pia")).to_have_count(0)
    dark.screenshot(path=str(artifacts / "club-forget-5-phone-dark.png"), full_page=True)
    assert PlayResult.objects.filter(former=True).count() == 1
    dark.goto(f"{live_server.url}/club/isla/plays/")
    dark.screenshot(path=str(artifacts / "club-forget-6-plays-phone-dark.png"), full_page=True)
    assert not layout_problems(dark, 390)
    assert errors == []
