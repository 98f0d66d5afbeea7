"""Two phones and a table screen play Blackbeard through the pages only (issue 20): the
table created on the create page, the ports and both pirates entered on the phones (no
club catalogue: everything the aid does not print is typed at the table), then a merchant
plunder with its hostage, a storm, a port attack using the information the hostage gave,
and a retirement by bribery; the host's phone declares the end and the companion scores it.

Every die is rolled at the table and tapped in on the pads. The phones and the screen are
shot at each stage to test-artifacts/blackbeard-table-*.png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.at_the_table import Phone, Seated, enter_move, sit_down

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEATS = (("Anja", "black"), ("Jona", "red"))
PIRATE = {"ship": "sloop", "speed": 3, "combat": 2, "holds": 2, "where": "sea"}


def enter_the_table(t: Seated) -> None:
    anja, jona = (t.phones[name] for name, _colour in SEATS)
    enter_move(
        t,
        anja,
        "Add a port",
        {"name": "Havana", "nationality": "other", "nation": "Spanish", "value": 4, "defense": 5}
        | {"status": "anti_pirate"},
        "Havana joins the table: Anti-Pirate port, value 4, defense 5 (BB-S3.6).",
    )
    enter_move(
        t,
        jona,
        "Add a port",
        {"name": "Port Royal", "nationality": "other", "nation": "English", "value": 3}
        | {"defense": 4, "status": "pro_pirate"},
        "Port Royal joins the table",
    )
    enter_move(
        t,
        anja,
        "Deploy a pirate",
        {"name": "Edward Teach", "pirate": 1, "ability": 3, "cruelty": 4, "leadership": 4}
        | PIRATE
        | {"place": "Bahamas"},
        "Anja deploys Edward Teach (number 1) in the sea zone Bahamas",
    )
    enter_move(
        t,
        jona,
        "Deploy a pirate",
        {"name": "Stede Bonnet", "pirate": 2, "ability": 1, "cruelty": 2, "leadership": 2}
        | PIRATE
        | {"place": "Carolina coast", "notoriety": 5, "wealth": 300},
        "Jona deploys Stede Bonnet (number 2)",
    )
    pirates = t.screen.locator("#live .bb-pirates")
    expect(pirates).to_contain_text("Edward Teach")
    expect(pirates).to_contain_text("Stede Bonnet")
    t.shoot("1-deployed")


def plunder_storm_and_attack(t: Seated) -> None:
    anja, jona = (t.phones[name] for name, _colour in SEATS)
    enter_move(
        t,
        anja,
        "Plunder a merchant: Edward Teach",
        {"die": 5, "cargo_value": 2, "take": True, "column": "caribbean"},
        "A hold now carries 1300 D (BB-P5.2).",
    )
    # The plunder goes on with its hostage: nothing else is offered for this pirate.
    expect(anja.page.locator("#live")).to_contain_text(
        "Edward Teach (Anja) owes an entry: the hostage of the plunder."
    )
    enter_move(
        t,
        anja,
        "Torture the hostage drawn: Edward Teach",
        {"port": "Havana", "value": 2, "die": 5, "info_points": 2},
        "Port Grid: Havana and pirate 1 now hold 2 information points (BB-P4.2).",
    )
    t.shoot("2-hostage")
    enter_move(
        t,
        anja,
        "End the plunder: Edward Teach",
        {"revelry": False},
        "The merchant goes back to the pool",
    )
    row = t.screen.locator("#live .bb-pirates tr", has_text="Edward Teach")
    expect(row).to_contain_text("1300 D")
    enter_move(
        t, anja, "A storm strikes: Edward Teach", {"die": 3}, "Storm: die 3: 2 speed damage hits."
    )
    expect(row.locator("td").nth(5)).to_have_text("1 of 3")
    enter_move(
        t,
        anja,
        "Attack a port: Edward Teach",
        {"port": "Havana", "die": 6, "defense_die": 1},
        "The attack succeeds, 13 against 6",
    )
    for phone in (anja, jona):
        expect(phone.log()).to_contain_text("+ 2 information points = 13")
    expect(row).to_contain_text("In Port at Havana")
    t.shoot("3-attack")


def retire_and_end(t: Seated) -> None:
    anja, jona = (t.phones[name] for name, _colour in SEATS)
    enter_move(
        t,
        jona,
        "Move into a port: Stede Bonnet and In Port",
        {"place": "Port Royal"},
        "Stede Bonnet is now In Port at Port Royal (BB-S1.1).",
    )
    # Retiring takes the pirate out of play: the page asks first.
    t.ready(jona)
    form = jona.form("Retire by bribing the governor")
    form.locator('label.choice:has(input[name="succeeded"][value="yes"])').click()
    form.get_by_role("button", name="Retire by bribing the governor").click()
    question = jona.page.locator("section.confirm")
    expect(question).to_be_visible()
    t.enter(
        jona,
        jona.page.get_by_role("button", name="Yes, retire the pirate").click,
        "Retired with notoriety 5 and 300 D: 10 + 3 = 13 VP (BB-T3.1).",
        filled=True,
    )
    expect(t.screen.locator("#live .bb-vp")).to_contain_text("13")
    t.shoot("4-retired")
    # Only the host ends the game (the aid leaves it to the table): the players' phones
    # are not offered it; the host's phone enters it for a seat, and is asked first.
    expect(anja.button("End the game")).to_have_count(0)
    assert t.host is not None
    host = Phone("host", t.host)
    host.page.goto(f"{t.screen.url.removesuffix('screen/')}")
    ending = host.page.locator(
        "form.move", has=host.page.get_by_role("button", name="End the game")
    )
    ending.locator("select[name=seat]").select_option("0")
    ending.get_by_role("button", name="End the game").click()
    t.enter(
        host,
        host.page.get_by_role("button", name="Yes, end the game").click,
        "The game is over: Anja 17 VP and Jona 13 VP (BB-T3.2).",
        filled=True,
    )
    expect(t.screen.locator("#live")).to_contain_text("Anja")
    t.shoot("5-end")


def test_two_phones_and_a_screen_play_blackbeard(live_server, phone_context, artifacts, settings):
    settings.TABLE_POLL_MS = 500
    t = sit_down(live_server.url, phone_context, artifacts, "blackbeard", SEATS, "blackbeard-table")
    try:
        enter_the_table(t)
        plunder_storm_and_attack(t)
        retire_and_end(t)
    except Exception:
        for phone in t.phones.values():
            phone.page.screenshot(path=str(artifacts / f"bb-fail-{phone.name}.png"), full_page=True)
            (artifacts / f"bb-fail-{phone.name}.html").write_text(phone.page.content())
        raise

    assert t.errors == []
    assert t.failures == []
    assert t.layout == []
